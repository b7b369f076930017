import type { TutorialTranslation } from './types';

/** Português (Brasil): the hacking instructor's tutorials */
export const tutorials: TutorialTranslation = {
  scoreBoardChallenge: {
    WELCOME:
      'Olá! Eu sou seu instrutor de hacking. Fico ao lado da parte da página de que você precisa e sigo em frente assim que você fizer o que eu pedir. Com pressa? Clique duas vezes em mim para pular uma etapa.',
    MISSION:
      'Sua primeira missão: encontrar o Score Board (o Placar). Ele lista todos os desafios desta loja e até onde você chegou, mas nenhum menu leva até ele.',
    CLUE: 'Uma loja virtual envia ao navegador o código de todas as suas telas, inclusive as páginas escondidas. Abra as ferramentas do desenvolvedor, procure "score" nos scripts carregados e veja qual endereço aparece.',
    GUESS:
      'Ou simplesmente chute: que nome um desenvolvedor daria a essa página? Digite o endereço na barra de endereços, por exemplo /score-board, e pressione Enter. Vou esperar aqui.',
    DONE: 'Você encontrou, e com isso resolveu seu primeiro desafio: o cartão dele aqui mostra isso. Escolha o próximo quando quiser; o botão com o capelo de formatura em um cartão inicia o tutorial daquele desafio.',
  },
  localXssChallenge: {
    INTRO:
      'Esta lição é sobre o campo de busca no topo da página. Seja lá o que você buscar, a loja mostra de novo acima dos resultados. Vamos ver como ela faz isso.',
    TYPE_OWASP: 'Clique na lupa para abrir o campo de busca e digite owasp nele. Não pressione Enter ainda.',
    ENTER_OWASP: 'Agora pressione Enter para buscar.',
    ECHOED: 'Aí estão seus produtos OWASP. Olhe o título acima deles: ele repete a palavra que você buscou.',
    XSS_IDEA:
      'Texto que você digita e que volta para a página é onde começa o Cross-Site Scripting (XSS): se a página trata seu texto como HTML em vez de texto simples, você pode adicionar sua própria marcação, e talvez seu próprio JavaScript.',
    TYPE_H1: 'Vamos testar primeiro com um HTML inofensivo. Troque o texto do campo de busca por <h1>owasp',
    ENTER_H1: 'Pressione Enter de novo.',
    HTML_WORKS: 'Viu como a palavra ficou grande? A página não exibiu seu <h1> como texto: ela o transformou em um título de verdade.',
    INSPECT:
      'Para ver com seus próprios olhos, clique com o botão direito na palavra grande e escolha Inspecionar. As ferramentas do desenvolvedor mostram um elemento h1 dentro do título, montado a partir do que você digitou.',
    TYPE_SCRIPT: 'Agora tente JavaScript. Substitua o texto do campo de busca por <script>alert(xss)</script>',
    ENTER_SCRIPT: 'Pressione Enter mais uma vez.',
    SCRIPT_SILENT:
      'Nada apareceu. Inspecione o título de novo: o elemento script está lá, mas os navegadores nunca executam uma tag script que a página insere depois como HTML. Precisamos de outro payload.',
    TYPE_IFRAME:
      'Existem muitos payloads de XSS. Este esconde JavaScript no endereço de um frame. Digite-o no campo de busca: <iframe src="javascript:alert(`xss`)">',
    ENTER_IFRAME: 'Pressione Enter. Se aparecer uma caixa de alerta, clique em OK para fechá-la.',
    DONE: 'Muito bem, isso foi um ataque XSS! Ele se chama DOM XSS porque foi o próprio código da página, no seu navegador, que colocou seu texto na página como HTML.',
  },
  xssBonusChallenge: {
    INTRO:
      'Este aqui reaproveita a falha que você encontrou na lição de DOM XSS (faça aquela primeiro, se ainda não fez): o campo de busca no topo. Só o payload é diferente, e muito mais divertido.',
    PASTE:
      'Abra o campo de busca e cole nele este payload, exatamente como está: <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>',
    ENTER: 'Aumente o volume das caixas de som. Depois pressione Enter.',
    DONE: 'Resolvido! Em vez de um alerta, a página agora toca música de outro site. Aproveite a música!',
  },
  privacyPolicyChallenge: {
    LOG_IN:
      'Primeiro, entre com qualquer conta. Clique em Conta no canto superior direito e escolha Entrar. Ainda não tem conta? Na página de login, siga "Novo por aqui? Crie uma conta" para se cadastrar.',
    OPEN_ACCOUNT: 'Você está logado. Agora clique em Conta no canto superior direito para abrir o menu da conta.',
    OPEN_POLICY:
      'Aponte para (ou clique em) Privacidade e segurança no menu. Um segundo menu se abre ao lado: clique ali em Política de privacidade.',
    DONE: 'Foi fácil, não foi? Este desafio é uma piadinha: quase ninguém lê as letras miúdas. Você acabou de ler.',
  },
  reflectedXssChallenge: {
    LOG_IN:
      'Para esta lição você precisa estar logado. Clique em Conta no canto superior direito e escolha Entrar, com qualquer conta (ou cadastre uma nova ali).',
    ORDER_HISTORY: 'Agora abra seus pedidos: clique em Conta, depois em Pedidos e pagamento e depois em Histórico de pedidos.',
    TRACK:
      'Cada pedido tem um botão com um caminhão: Acompanhar pedido. Clique nele em qualquer um dos seus pedidos. Ainda não tem pedidos? Compre qualquer coisa na loja; a página de confirmação também leva ao acompanhamento.',
    LOOK: 'Esta é a página de acompanhamento. Olhe a barra de endereços: o número do pedido viaja nela, como id=… E a página mostra esse número no título.',
    REFLECTED:
      'Um valor que vai do endereço para o servidor e volta direto para a página é chamado de "refletido" (reflected). Se a página o trata como HTML, um link pode carregar um ataque: isso é XSS refletido (reflected XSS).',
    PAYLOAD:
      'Experimente: na barra de endereços, substitua tudo depois de id= por <iframe src="javascript:alert(`xss`)"> e pressione Enter. Se aparecer uma caixa de alerta, clique em OK para fechá-la.',
    DONE: 'Resolvido! Qualquer pessoa que abrir um link como o seu executa o seu script no próprio navegador. É por isso que o XSS refletido é tão perigoso.',
  },
  exposedCredentialsChallenge: {
    LOG_OUT:
      'Este desafio começa com você deslogado. Se estiver logado, abra o menu da conta aqui em cima e escolha Sair. Já saiu? Então eu sigo em frente sozinho.',
    HARDCODED:
      'Um desenvolvedor deixou as credenciais de uma conta de teste no código cliente desta loja. Tudo o que seu navegador baixa pode ser lido por qualquer um, então vamos ler.',
    GO_TO_LOGIN:
      'Credenciais servem para fazer login, então a tela de login é uma boa suspeita. Abra-a: menu da conta aqui em cima, depois Entrar.',
    DEV_TOOLS:
      'Abra as ferramentas do desenvolvedor (F12) e vá em Fontes (Depurador no Firefox). Ali você encontra todos os scripts que esta página carregou da loja.',
    SEARCH:
      'Procure em todos esses scripts de uma vez (Ctrl+Shift+F, ou Cmd+Option+F no Mac) palavras que costumam ficar perto de credenciais, como password, pw, user ou test.',
    EMAIL:
      'Achou um nome de usuário e uma senha lado a lado? A conta entra com um e-mail: esse nome de usuário no domínio de e-mail da própria loja, o mesmo que todas as contas daqui usam.',
    TYPE_EMAIL: 'Digite o endereço de e-mail da conta de teste no campo E-mail.',
    TYPE_PASSWORD: 'Agora digite a senha dela no campo Senha.',
    LOG_IN: 'Clique no botão Entrar.',
    DONE: 'Você entrou com credenciais que nunca deveriam ter saído da mesa do desenvolvedor. Segredos no código cliente nunca são secretos!',
  },
  loginAdminChallenge: {
    LOG_OUT:
      'Este desafio começa com você deslogado. Se estiver logado, abra o menu da conta aqui em cima e escolha Sair. Já saiu? Então eu sigo em frente sozinho.',
    GO_TO_LOGIN:
      'Seu objetivo: entrar na conta do administrador sem saber a senha dele. Abra o menu da conta aqui em cima e escolha Entrar.',
    SQLI: 'Vamos tentar uma injeção de SQL. A loja coloca o que você digita em uma consulta ao banco de dados, então os caracteres certos podem mudar o significado dessa consulta.',
    QUOTES:
      "Um bom primeiro teste é uma aspa simples ('). Em uma consulta mal construída, ela quebra a sintaxe, e o erro que aparece mostra que vale a pena olhar esse campo mais de perto.",
    TYPE_QUOTE: "Digite apenas uma aspa simples ' no campo E-mail.",
    ANY_PASSWORD: 'Agora digite qualquer coisa no campo Senha. O que você digitar ali não importa.',
    LOG_IN: 'Clique no botão Entrar.',
    ERROR:
      'Está vendo o erro vermelho acima do formulário? Ele começa com SQLITE_ERROR: sua aspa quebrou a consulta ao banco de dados. Ou seja, o que você digita vai para essa consulta sem nenhuma verificação.',
    NETWORK:
      'Quer ver a resposta inteira? Abra as ferramentas do desenvolvedor (F12), vá para a aba Rede e clique em Entrar de novo. A resposta para /rest/user/login traz o erro completo.',
    TYPE_OR_TRUE: "Agora vamos tornar a consulta útil. Mude o campo E-mail para ' OR true (uma aspa, um espaço e depois OR true).",
    LOG_IN_AGAIN: 'Clique em Entrar de novo.',
    STILL_BROKEN:
      'Ainda dá erro? Leia com atenção: agora o banco de dados tropeça no que vem depois do seu texto, a parte que verifica a senha.',
    COMMENT:
      'Então vamos fazer o banco de dados ignorar essa parte. No SQLite, dois hífens (--) iniciam um comentário: tudo o que vem depois é ignorado.',
    TYPE_COMMENT: "Digite ' OR true-- no campo E-mail.",
    LOG_IN_FINAL: 'Clique em Entrar mais uma vez e veja o que acontece.',
    DONE: 'Você entrou! Abra o menu da conta no canto superior direito para ver de quem é esta conta: do administrador. OR true bateu com todos os usuários, os hífens cortaram a verificação da senha e a loja pegou o primeiro usuário que encontrou.',
  },
  adminSectionChallenge: {
    ADMIN_LOGIN:
      'Este aqui exige que você esteja logado como administrador. Já sabe como? Entre como admin agora. Se não, faça primeiro o tutorial de Login Admin e depois volte.',
    MISSION:
      'Agora você é o admin, mas nenhum menu leva à página onde a loja é administrada: usuários, opiniões e coisas assim. Sua missão: encontrar o endereço dessa página.',
    TECH: 'Saber com o que um site foi construído diz onde procurar. Um site WordPress, por exemplo, tem sua área de administração em /wp-admin. Muitas outras lojas usam simplesmente uma palavra comum em inglês.',
    TRY_ADMIN: 'Comece pelo palpite mais óbvio: digite /admin na barra de endereços e pressione Enter.',
    TRY_ADMINISTRATION:
      'Nenhuma página de admin ali. Desenvolvedores muitas vezes escrevem a palavra por extenso. Tente /administration na barra de endereços.',
    DONE: 'Você chegou à seção de administração! Ela lista todos os usuários cadastrados e todas as opiniões dos clientes.',
    SCRIPTS:
      'Chutar é um caminho, ler é o outro: os scripts que esta loja envia ao seu navegador conhecem todas as rotas. Nas ferramentas do desenvolvedor, procure "admin" nos scripts carregados e o endereço aparece.',
    CURIOUS:
      'Ficou curioso? Mais tarde, entre como um cliente comum e abra /administration de novo. Observe quem decide se você pode vê-la: o navegador ou o servidor?',
  },
  weakPasswordChallenge: {
    MISSION:
      'Neste desafio você entra na conta do administrador com a própria senha dele, a original. Nada de truques com o formulário de login desta vez: só um bom palpite.',
    LOG_OUT: 'Este desafio começa com você deslogado. Se estiver logado, abra o menu da conta aqui e escolha Sair.',
    FIND_EMAIL:
      'Primeiro você precisa do endereço de e-mail do admin. As opiniões dos clientes e as avaliações de produtos mostram os endereços de quem as escreveu: um bom lugar para procurar. Assim que tiver o endereço, abra a página Entrar pelo menu da conta.',
    EMAIL: 'Digite o endereço de e-mail do admin no campo E-mail.',
    TRY_ANY:
      'Agora a senha. Por sorte, o admin escolheu uma muito, muito ruim. Digite qualquer senha que vier à cabeça e pressione Entrar.',
    WRONG: 'Não, não era essa. Continue chutando: eu aviso assim que o campo Senha estiver no caminho certo.',
    TRACK:
      'Você está no caminho certo! Mas só isso seria a pior senha do mundo, até para este admin. Ele acrescentou alguns caracteres que não são letras. Continue tentando.',
    WARMER: 'Está esquentando! Que tal mais alguns dígitos?',
    HOT: 'Quente, muito quente! Só mais um dígito...',
    LOG_IN: 'É essa. Agora pressione Entrar.',
    DONE: 'Você está logado como administrador desta loja, graças a uma senha que qualquer um poderia adivinhar. Uma senha longa e única, ou melhor ainda, um gerenciador de senhas, teria deixado você do lado de fora.',
  },
  basketAccessChallenge: {
    INTRO:
      'Este desafio é sobre escalonamento horizontal de privilégios: chegar a dados que pertencem a outro usuário com os mesmos direitos que você. Aqui: o carrinho de compras de outro cliente.',
    LOG_IN: 'Para isso você precisa de uma conta sua. Entre agora pelo menu da conta (ou cadastre-se primeiro, se não tiver uma).',
    OPEN_BASKET: 'Abra seu próprio carrinho com este botão do carrinho. Ele pode muito bem estar vazio, se você ainda não adicionou nada.',
    MISSION: 'Este é o seu carrinho. Sua missão: espiar o carrinho de outra pessoa, continuando logado como você mesmo.',
    CLUE: 'A página precisa saber qual carrinho é o seu. Se o seu navegador guarda uma anotação sobre isso, talvez você possa mudar essa anotação.',
    DEVTOOLS:
      'Abra as ferramentas do desenvolvedor (F12) e encontre Armazenamento de sessão (Session Storage) em Aplicativo (Armazenamento no Firefox), depois escolha este site. Assim como os cookies, ele guarda pares de chaves e valores para cada site.',
    CHANGE_BID: 'Leia as chaves guardadas ali. Alguma parece ter a ver com o carrinho? Mude o valor dela para outro número.',
    REVISIT:
      'Mudou! Agora clique para ir a qualquer outra tela e depois volte para Seu carrinho, para que ele carregue de novo. Se continuar vazio, talvez esse carrinho não exista: tente outro número.',
    DONE: 'Você está vendo o carrinho de outro cliente! A loja confiou no id que seu navegador enviou em vez de verificar se o carrinho é seu.',
  },
  forgedFeedbackChallenge: {
    OPEN_CONTACT: 'Para começar, abra o menu lateral com este botão e escolha Opiniões dos clientes.',
    MISSION:
      'Este desafio é sobre controle de acesso quebrado (broken access control). Sua missão: publicar uma opinião em nome de outro usuário.',
    AUTHOR:
      'Enviada do jeito que está, sua opinião sai com o seu nome se você estiver logado, ou como anônima se não estiver. O campo Autor mostra qual dos dois.',
    INSPECT: 'Como a loja sabe quem é o autor? Abra as ferramentas do desenvolvedor e inspecione os elementos deste formulário de opinião.',
    HIDDEN:
      'Este formulário tem mais do que se vê: olhe o campo de entrada (input) logo acima do campo Autor. Ele tem o atributo hidden, então a página nunca o mostra.',
    CHANGE:
      'Achou? No painel Elementos, apague o atributo hidden desse input, e ele aparece acima de Autor. Depois digite um valor que possa pertencer a outro usuário.',
    SUBMIT:
      'Você encontrou e mudou o id de usuário escondido! Agora escreva um comentário, escolha uma nota, responda ao CAPTCHA e pressione Enviar.',
    DONE: 'Sua opinião foi publicada em nome de outro usuário! A loja confiou no id de usuário que o formulário enviou em vez de verificar quem você é.',
  },
  loginJimChallenge: {
    LOG_OUT:
      'Este desafio começa com você deslogado. Se estiver logado, abra o menu da conta aqui em cima e escolha Sair. Já saiu? Então eu sigo em frente sozinho.',
    GO_TO_LOGIN: 'Seu objetivo: entrar com a conta do Jim. Abra o menu da conta aqui em cima e escolha Entrar.',
    NEED_BOTH:
      'Para entrar do jeito normal, você precisa do endereço de e-mail do Jim e da senha dele. Agora você provavelmente não tem nenhum dos dois.',
    EMAIL_IS_ENOUGH:
      'Só com o endereço de e-mail dele, uma injeção de SQL pode fazer você passar pela verificação da senha. Injeção de SQL é novidade para você? O tutorial de Login Admin mostra o básico.',
    LEAKS:
      'Então vamos encontrar o e-mail do Jim. Esta loja é descuidada com a privacidade: mostra os e-mails dos clientes em vários lugares, por exemplo ao lado das avaliações de produtos.',
    GO_TO_PRODUCTS: 'Volte para a lista de produtos: clique no logo da loja aqui em cima.',
    FIND_JIM:
      'Abra alguns produtos e leia as avaliações. Quando encontrar uma do Jim e anotar o e-mail dele, abra de novo a tela Entrar pelo menu da conta.',
    TYPE_EMAIL: 'Digite o endereço de e-mail do Jim no campo E-mail.',
    ANY_PASSWORD: 'Digite qualquer senha. Vamos fingir que não sabemos a dele, mesmo que você por acaso saiba.',
    LOG_IN: 'Clique no botão Entrar.',
    FAILED: 'Não funcionou, e nem esperávamos que funcionasse: a senha está errada. Agora vem a injeção de SQL.',
    ADD_COMMENT:
      "Adicione '-- logo depois do endereço de e-mail do Jim. A aspa encerra o e-mail na consulta ao banco de dados, e os dois hífens transformam a verificação da senha que vem depois em um comentário.",
    LOG_IN_AGAIN: 'Clique em Entrar de novo.',
    DONE: 'Você está logado como Jim, sem nunca ter sabido a senha dele!',
  },
  loginBenderChallenge: {
    PREREQUISITE:
      'Este desafio se baseia em injeção de SQL. Se isso é novidade para você, resolva primeiro o Login Admin: o tutorial dele mostra o básico. Clique duas vezes em mim para continuar mesmo assim.',
    LOG_OUT:
      'Este desafio começa com você deslogado. Se estiver logado, abra o menu da conta aqui em cima e escolha Sair. Já saiu? Então eu sigo em frente sozinho.',
    GO_TO_LOGIN: 'Seu objetivo: entrar com a conta do Bender. Abra o menu da conta aqui em cima e escolha Entrar.',
    NEED_BOTH:
      'Para entrar do jeito normal, você precisa do endereço de e-mail do Bender e da senha dele. Agora você provavelmente não tem nenhum dos dois.',
    EMAIL_IS_ENOUGH: 'Só com o endereço de e-mail dele, uma injeção de SQL pode fazer você passar pela verificação da senha.',
    LEAKS:
      'Então vamos encontrar o e-mail do Bender. Esta loja é descuidada com a privacidade: mostra partes dos e-mails dos clientes em vários lugares, por exemplo nas opiniões deles.',
    GO_TO_ABOUT:
      'Vá para a página Sobre nós, que mostra opiniões de clientes: abra o menu lateral com o botão à esquerda do logo da loja e escolha Sobre nós.',
    FIND_BENDER:
      'Observe as opiniões dos clientes aqui. Uma delas mostra o suficiente do e-mail do Bender para adivinhar o resto. Quando tiver o e-mail, abra a tela Entrar pelo menu da conta.',
    TYPE_EMAIL: 'Digite o endereço de e-mail do Bender no campo E-mail.',
    ANY_PASSWORD: 'Digite qualquer senha. Vamos fingir que não sabemos a dele, mesmo que você por acaso saiba.',
    LOG_IN: 'Clique no botão Entrar.',
    FAILED: 'Não funcionou, e nem esperávamos que funcionasse: a senha está errada. Agora vem a injeção de SQL.',
    ADD_COMMENT:
      "Adicione '-- logo depois do endereço de e-mail do Bender. A aspa encerra o e-mail na consulta ao banco de dados, e os dois hífens transformam a verificação da senha que vem depois em um comentário.",
    LOG_IN_AGAIN: 'Clique em Entrar de novo.',
    DONE: 'Você está logado como Bender, sem nunca ter sabido a senha dele!',
  },
  rscPayloadLeakChallenge: {
    WELCOME:
      'Esta grade de produtos é renderizada no servidor por um React Server Component. Tudo o que ele entrega ao navegador vai junto, até o que a tela nunca mostra. Os funcionários ganham aqui um cupom secreto. Vamos ver o que você ganha.',
    DEVTOOLS:
      'Abra as ferramentas do desenvolvedor (F12) e a aba Rede. Digite RSC na caixa de filtro da Rede, para que só as requisições dos server components sejam listadas: as respostas delas são do tipo text/x-component, o stream de componentes do React.',
    NAVIGATE:
      'Agora faça a loja buscar a grade de novo: abra outra página, por exemplo Sobre nós pelo menu lateral, e volte clicando no logo da loja. Fique de olho em uma requisição para /RSC/R/search.txt.',
    READ: 'Clique nessa requisição e abra a aba Resposta: este texto é o payload RSC a partir do qual o React monta a grade. Procure nele (Ctrl+F) por "coupon". O que é enviado junto com cada produto?',
    LOGIN: 'Um cupom é resgatado para um carrinho, então você precisa estar logado. Entre com a sua conta, ou crie uma se ainda não tiver.',
    CHECKOUT:
      'O campo do cupom fica na etapa de pagamento da compra: coloque um produto no carrinho, abra o carrinho e avance na finalização da compra até a página de pagamento. Ou digite /payment/shop na barra de endereços.',
    REDEEM: 'Abra "Adicionar um cupom", cole no campo o código que você encontrou e clique em Resgatar. Vou esperar aqui.',
    DONE: 'Resgatado! Tudo o que um server component passa para um client component é público, seja exibido ou não. Segredos precisam ficar no servidor, ou ser marcados com as APIs de taint do React.',
  },
  graphqlIntrospectionChallenge: {
    WELCOME:
      'Os server components da loja buscam produtos, avaliações e configurações em um grafo de conteúdo: um endpoint GraphQL em /graphql. Um servidor GraphQL consegue descrever o próprio schema, a não ser que alguém tenha desligado isso.',
    CONSOLE:
      'Abra as ferramentas do desenvolvedor (F12) e a aba Console. Um fetch() digitado ali é enviado por esta página, igualzinho às requisições da própria loja. (curl em um terminal também funciona.)',
    INTROSPECT:
      'Pergunte ao grafo sobre ele mesmo: copie esta linha no console e pressione Enter. A consulta pede todos os campos que o grafo responde no nível mais alto, com a descrição de cada um.',
    SPOT: 'Expanda a resposta no console: ela lista todas as perguntas que o grafo aceita, cada uma com uma descrição. Todos os campos, menos um, estão documentados. Qual é?',
    SUBFIELDS:
      'Esse campo responde com objetos, e o GraphQL quer que você diga quais campos deles quer. Peça primeiro só o campo: a mensagem de erro informa o tipo dele. Depois, uma consulta como esta, com o nome desse tipo, lista o que você pode selecionar:',
    ASK: 'Agora peça o campo não documentado com alguns dos subcampos dele: o mesmo fetch, com a sua própria consulta depois de ?query=. Vou esperar aqui.',
    DONE: 'Aí está: dados que nenhuma tela da loja mostra. Desligue a introspecção em produção e nunca conte com um campo continuar secreto só porque não está documentado.',
  },
  serverSourceMapChallenge: {
    WELCOME:
      'As ferramentas de build empacotam um programa em poucos bundles de código ilegível. Para ter mensagens de erro legíveis, elas também gravam um source map ao lado de cada bundle: um arquivo .map que contém o código-fonte original.',
    MAP_NAME:
      'Um bundle indica o seu map na última linha, em um comentário como //# sourceMappingURL=app-1a2b3c.js.map: o próprio nome de arquivo do bundle com .map no final. Guarde essa regra.',
    ERROR_PAGE:
      'Agora descubra o nome de um dos bundles do servidor. As páginas de erro da loja falam demais: abra /api/Users em uma nova aba. Sem login, ela responde com uma página de erro e um stack trace.',
    TRACE:
      'Cada linha desse stack trace cita um arquivo do servidor em dist/server/assets/, como server-entry-….js: um dos bundles dele. Anote um nome completo, incluindo o hash.',
    FETCH_MAP:
      'A loja publica os maps do servidor do mesmo jeito que serve os scripts do navegador: em /assets/, numa pasta server própria. Abra /assets/server/ seguido do nome desse bundle e de .map. Vou esperar aqui.',
    DONE: 'Conseguiu! O sourcesContent dele é o próprio código do servidor: rotas, consultas, verificações. Source maps de código de servidor devem ficar na ferramenta de rastreamento de erros, nunca em um endereço público.',
  },
  codingChallenges: {
    OPEN_SCORE_BOARD:
      'Os desafios de código são jogados no Score Board. Abra-o agora: o menu lateral leva até ele (como Placar) depois que você o encontrou, ou digite /score-board na barra de endereços.',
    WHAT: 'Muitos desafios de hacking vêm com um desafio de código: você lê o código-fonte real por trás da falha, encontra as linhas culpadas e escolhe uma correção. Este cartão conta o seu progresso neles.',
    OPEN_BADGE:
      'Um desafio de código é liberado quando o desafio de hacking dele é resolvido, e o do Score Board já foi. Clique no selo <> do cartão Score Board para abrir o desafio de código dele.',
    SNIPPET:
      'Este é o código que coloca o Score Board no menu lateral, lido da loja em execução. Fase um, encontrar: quais linhas permitem que um visitante chegue ao Score Board "escondido"?',
    FIND_IT:
      'Clique no número de cada linha suspeita; ela fica amarela. Depois pressione Enviar. Errou? Tente de novo: a cada erro, a caixa de dicas abaixo do código conta um pouco mais.',
    FIX_IT:
      'Fase dois, corrigir: abra a lista acima do código e veja cada correção; o diff mostra o que ela muda. Lembre-se de que o Score Board foi feito para ser encontrado, ele registra todo o seu progresso. Escolha a melhor correção e pressione Enviar.',
    DONE: 'As duas fases concluídas: o selo mostra 2/2 e este cartão as conta. Feche a janela. Todo desafio resolvido com um selo <> espera por você do mesmo jeito.',
  },
};
