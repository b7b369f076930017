import type { TutorialTranslation } from './types';

/** Português (Portugal): the hacking instructor's tutorials */
export const tutorials: TutorialTranslation = {
  scoreBoardChallenge: {
    WELCOME:
      'Olá! Sou o teu instrutor de hacking. Fico ao lado da parte da página de que precisas e avanço assim que fizeres o que te peço. Tens pressa? Faz duplo clique em mim para saltar um passo.',
    MISSION:
      'A tua primeira missão: encontrar o Quadro de pontuações (Score Board). Mostra todos os desafios desta loja e o teu progresso, mas nenhum menu tem uma ligação para ele.',
    CLUE: 'Uma loja online envia ao navegador o código de todos os ecrãs que tem, incluindo as páginas escondidas. Abre as ferramentas de programador, pesquisa "score" nos scripts carregados e vê que endereço aparece.',
    GUESS:
      'Ou simplesmente adivinha: que nome daria um programador a essa página? Escreve o endereço na barra de endereço, por exemplo /score-board, e prime Enter. Eu espero aqui.',
    DONE: 'Encontraste-o, e com isso resolveste o teu primeiro desafio: o cartão dele aqui mostra-o. Escolhe o próximo quando estiveres pronto; o botão com o chapéu de formatura num cartão inicia o tutorial desse desafio.',
  },
  localXssChallenge: {
    INTRO:
      'Esta lição é sobre o campo de pesquisa no topo da página. Seja o que for que pesquises, a loja volta a mostrá-lo por cima dos resultados. Vamos ver como o faz.',
    TYPE_OWASP: 'Clica na lupa para abrir o campo de pesquisa e escreve owasp. Ainda não primas Enter.',
    ENTER_OWASP: 'Agora prime Enter para pesquisar.',
    ECHOED: 'Aqui estão os teus produtos OWASP. Repara no título por cima deles: repete a palavra que pesquisaste.',
    XSS_IDEA:
      'Texto que escreves e que volta a aparecer na página é onde começa o Cross-Site Scripting (XSS): se a página tratar o teu texto como HTML em vez de texto simples, podes acrescentar a tua própria marcação, e talvez o teu próprio JavaScript.',
    TYPE_H1: 'Vamos testar primeiro com HTML inofensivo. Altera o texto no campo de pesquisa para <h1>owasp',
    ENTER_H1: 'Prime Enter outra vez.',
    HTML_WORKS: 'Vês como a palavra ficou grande? A página não mostrou o teu <h1> como texto: transformou-o num título a sério.',
    INSPECT:
      'Para veres com os teus próprios olhos, clica com o botão direito na palavra grande e escolhe Inspecionar. As ferramentas de programador mostram um elemento h1 dentro do título, construído a partir do que escreveste.',
    TYPE_SCRIPT: 'Agora experimenta JavaScript. Substitui o texto no campo de pesquisa por <script>alert(xss)</script>',
    ENTER_SCRIPT: 'Prime Enter mais uma vez.',
    SCRIPT_SILENT:
      'Não apareceu nada. Inspeciona o título outra vez: o elemento script está lá, mas os navegadores nunca executam uma tag script que uma página insere mais tarde como HTML. Precisamos de outro payload.',
    TYPE_IFRAME:
      'Há muitos payloads de XSS. Este esconde JavaScript no endereço de um frame. Escreve-o no campo de pesquisa: <iframe src="javascript:alert(`xss`)">',
    ENTER_IFRAME: 'Prime Enter. Se aparecer uma caixa de alerta, clica em OK para a fechar.',
    DONE: 'Muito bem, isto foi um ataque XSS! Chama-se DOM XSS porque foi o próprio código da página, no teu navegador, que colocou o teu texto na página como HTML.',
  },
  xssBonusChallenge: {
    INTRO:
      'Este desafio reaproveita a falha que encontraste na lição de DOM XSS (faz essa primeiro, se ainda não fizeste): o campo de pesquisa no topo. Só o payload é diferente, e muito mais divertido.',
    PASTE:
      'Abre o campo de pesquisa e cola lá este payload, exatamente como está: <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>',
    ENTER: 'Aumenta o volume das colunas. Depois prime Enter.',
    DONE: 'Resolvido! Em vez de um alerta, a página toca agora música de outro site. Aproveita a canção!',
  },
  privacyPolicyChallenge: {
    LOG_IN:
      'Primeiro, inicia sessão com uma conta qualquer. Clica em Conta no canto superior direito e escolhe Iniciar sessão. Ainda não tens conta? Na página de início de sessão, segue "É novo por cá? Crie uma conta" para criares uma.',
    OPEN_ACCOUNT: 'Tens a sessão iniciada. Agora clica em Conta no canto superior direito para abrir o menu da conta.',
    OPEN_POLICY:
      'Aponta para (ou clica em) Privacidade e segurança no menu. Abre-se um segundo menu ao lado: clica aí em Política de privacidade.',
    DONE: 'Foi fácil, não foi? Este desafio é uma pequena piada: quase ninguém lê as letras pequeninas. Tu acabaste de as ler.',
  },
  reflectedXssChallenge: {
    LOG_IN:
      'Para esta lição precisas de ter a sessão iniciada. Clica em Conta no canto superior direito e escolhe Iniciar sessão, com uma conta qualquer (ou cria aí uma nova).',
    ORDER_HISTORY: 'Agora abre as tuas encomendas: clica em Conta, depois em Encomendas e pagamento e depois em Histórico de encomendas.',
    TRACK:
      'Cada encomenda tem um botão com um camião: Seguir encomenda. Clica nele numa das tuas encomendas. Ainda não tens encomendas? Compra qualquer coisa na loja; a página de confirmação também tem uma ligação para o seguimento.',
    LOOK: 'Esta é a página de seguimento. Repara na barra de endereço: o número da encomenda viaja nela, como id=… E a página mostra esse número no título.',
    REFLECTED:
      'Um valor que vai do endereço para o servidor e volta diretamente para a página é "refletido". Se a página o tratar como HTML, uma ligação pode transportar um ataque: isso é XSS refletido.',
    PAYLOAD:
      'Experimenta: na barra de endereço, substitui tudo o que vem depois de id= por <iframe src="javascript:alert(`xss`)"> e prime Enter. Se aparecer uma caixa de alerta, clica em OK para a fechar.',
    DONE: 'Resolvido! Quem abrir uma ligação como a tua executa o teu script no seu próprio navegador. É por isso que o XSS refletido é tão perigoso.',
  },
  exposedCredentialsChallenge: {
    LOG_OUT:
      'Este desafio começa sem sessão iniciada. Se tiveres a sessão iniciada, abre o menu da conta aqui em cima e escolhe Terminar sessão. Já terminaste a sessão? Então eu avanço sozinho.',
    HARDCODED:
      'Um programador deixou as credenciais de uma conta de teste no código cliente desta loja. Tudo o que o teu navegador descarrega pode ser lido por qualquer pessoa, por isso vamos lê-lo.',
    GO_TO_LOGIN:
      'As credenciais servem para iniciar sessão, por isso o ecrã de início de sessão é um bom suspeito. Abre-o: menu da conta aqui em cima e depois Iniciar sessão.',
    DEV_TOOLS:
      'Abre as ferramentas de programador (F12) e vai a Sources (Debugger no Firefox). Aí encontras todos os scripts que esta página carregou da loja.',
    SEARCH:
      'Pesquisa em todos esses scripts de uma vez (Ctrl+Shift+F, ou Cmd+Option+F num Mac) palavras que costumam estar ao lado de credenciais, como password, pw, user ou test.',
    EMAIL:
      'Encontraste um nome de utilizador e uma palavra-passe lado a lado? A conta inicia sessão com um e-mail: esse nome de utilizador no domínio de e-mail da própria loja, o mesmo que todas as contas daqui usam.',
    TYPE_EMAIL: 'Escreve o endereço de e-mail da conta de teste no campo de e-mail.',
    TYPE_PASSWORD: 'Agora escreve a palavra-passe dela no campo da palavra-passe.',
    LOG_IN: 'Clica no botão Iniciar sessão.',
    DONE: 'Iniciaste sessão com credenciais que nunca deviam ter saído da secretária do programador. Segredos no código cliente nunca são segredo!',
  },
  loginAdminChallenge: {
    LOG_OUT:
      'Este desafio começa sem sessão iniciada. Se tiveres a sessão iniciada, abre o menu da conta aqui em cima e escolhe Terminar sessão. Já terminaste a sessão? Então eu avanço sozinho.',
    GO_TO_LOGIN:
      'O teu objetivo: entrar na conta do administrador sem saber a palavra-passe dele. Abre o menu da conta aqui em cima e escolhe Iniciar sessão.',
    SQLI: 'Vamos tentar uma injeção de SQL. A loja cola o que escreves numa consulta à base de dados, por isso os caracteres certos podem mudar o significado dessa consulta.',
    QUOTES:
      "Um bom primeiro teste é uma plica ('). Numa consulta construída sem cuidado, ela quebra a sintaxe, e o erro que se segue diz-te que vale a pena olhar melhor para o campo.",
    TYPE_QUOTE: "Escreve apenas uma plica ' no campo de e-mail.",
    ANY_PASSWORD: 'Agora escreve qualquer coisa no campo da palavra-passe. O que escreves aí não importa.',
    LOG_IN: 'Clica no botão Iniciar sessão.',
    ERROR:
      'Vês o erro a vermelho por cima do formulário? Começa com SQLITE_ERROR: a tua plica quebrou a consulta à base de dados. Ou seja, o que escreves entra nessa consulta sem ser verificado.',
    NETWORK:
      'Queres a resposta completa? Abre as ferramentas de programador (F12), vai ao separador Network e clica outra vez em Iniciar sessão. A resposta a /rest/user/login traz o erro completo.',
    TYPE_OR_TRUE: "Agora vamos tornar a consulta útil. Altera o campo de e-mail para ' OR true (uma plica, um espaço e depois OR true).",
    LOG_IN_AGAIN: 'Clica outra vez em Iniciar sessão.',
    STILL_BROKEN:
      'Continua a dar erro? Lê-o com atenção: agora a base de dados tropeça no que vem depois do teu texto, a parte que verifica a palavra-passe.',
    COMMENT:
      'Então faz a base de dados ignorar essa parte. Em SQLite, dois hífenes (--) iniciam um comentário: tudo o que vem depois deles é ignorado.',
    TYPE_COMMENT: "Escreve ' OR true-- no campo de e-mail.",
    LOG_IN_FINAL: 'Clica em Iniciar sessão mais uma vez e vê o que acontece.',
    DONE: 'Entraste! Abre o menu da conta no canto superior direito para veres de quem é esta conta: do administrador. OR true correspondeu a todos os utilizadores, os hífenes cortaram a verificação da palavra-passe e a loja ficou com o primeiro utilizador que encontrou.',
  },
  adminSectionChallenge: {
    ADMIN_LOGIN:
      'Este desafio exige que tenhas a sessão iniciada como administrador. Já sabes como? Inicia sessão como admin agora. Se não, faz primeiro o tutorial Login Admin e volta depois.',
    MISSION:
      'Agora és o admin, mas nenhum menu leva à página onde se gere uma loja: utilizadores, opiniões e afins. A tua missão: descobrir o endereço dessa página.',
    TECH: 'Saber com que tecnologia um site foi feito diz-te onde procurar. Um site WordPress, por exemplo, tem a área de administração em /wp-admin. Muitas outras lojas usam simplesmente uma palavra inglesa comum.',
    TRY_ADMIN: 'Começa pelo palpite mais óbvio: escreve /admin na barra de endereço e prime Enter.',
    TRY_ADMINISTRATION:
      'Não há página de administração aí. Os programadores escrevem muitas vezes a palavra por extenso. Experimenta /administration na barra de endereço.',
    DONE: 'Chegaste à secção de administração! Mostra todos os utilizadores registados e todas as opiniões dos clientes.',
    SCRIPTS:
      'Adivinhar é uma forma, ler é outra: os scripts que esta loja envia ao teu navegador conhecem todas as rotas. Nas ferramentas de programador, pesquisa "admin" nos scripts carregados e o endereço aparece.',
    CURIOUS:
      'Curioso? Mais tarde, inicia sessão como um cliente normal e abre /administration outra vez. Repara em quem decide se a podes ver: o navegador ou o servidor?',
  },
  weakPasswordChallenge: {
    MISSION:
      'Neste desafio entras na conta do administrador com a palavra-passe original dele. Desta vez nada de truques com o formulário de início de sessão: só um bom palpite.',
    LOG_OUT: 'Este desafio começa sem sessão iniciada. Se tiveres a sessão iniciada, abre aqui o menu da conta e escolhe Terminar sessão.',
    FIND_EMAIL:
      'Primeiro precisas do endereço de e-mail do admin. As opiniões dos clientes e as avaliações dos produtos mostram os endereços dos autores: um bom sítio para procurar. Quando o tiveres, abre a página Iniciar sessão a partir do menu da conta.',
    EMAIL: 'Escreve o endereço de e-mail do admin no campo E-mail.',
    TRY_ANY:
      'Agora a palavra-passe. Por sorte, o admin escolheu uma muito, muito má. Escreve a primeira palavra-passe que te vier à cabeça e clica em Iniciar sessão.',
    WRONG: 'Não, não era essa. Continua a tentar: eu aviso-te assim que o campo Palavra-passe estiver no bom caminho.',
    TRACK:
      'Estás no bom caminho! Mas só isso seria a pior palavra-passe do mundo, até para este admin. Ele acrescentou alguns caracteres que não são letras. Continua a tentar.',
    WARMER: 'Está a aquecer! Talvez acrescentar mais alguns algarismos?',
    HOT: 'Quente, muito quente! Só mais um algarismo...',
    LOG_IN: 'É essa. Agora clica em Iniciar sessão.',
    DONE: 'Tens a sessão iniciada como administrador desta loja, graças a uma palavra-passe que qualquer pessoa podia adivinhar. Uma palavra-passe longa e única, ou melhor ainda um gestor de palavras-passe, ter-te-ia mantido à porta.',
  },
  basketAccessChallenge: {
    INTRO:
      'Este desafio é sobre escalada horizontal de privilégios: chegar a dados que pertencem a outro utilizador com os mesmos direitos que tu. Aqui: o carrinho de compras de outro cliente.',
    LOG_IN:
      'Para isto precisas de uma conta tua. Inicia sessão agora a partir do menu da conta (ou regista-te primeiro, se não tiveres nenhuma).',
    OPEN_BASKET: 'Abre o teu próprio carrinho com este botão do carrinho. Pode bem estar vazio, se ainda não adicionaste nada.',
    MISSION:
      'Este é o teu carrinho. A tua missão: espreitar o carrinho de outra pessoa, continuando com a sessão iniciada como tu próprio.',
    CLUE: 'A página tem de saber qual é o teu carrinho. Se o teu navegador guardar uma nota sobre isso, talvez consigas alterar essa nota.',
    DEVTOOLS:
      'Abre as ferramentas de programador (F12) e procura Session Storage em Application (Storage no Firefox); depois escolhe este site. Tal como os cookies, guarda pares de chaves e valores para cada site.',
    CHANGE_BID: 'Lê as chaves aí guardadas. Alguma parece ter a ver com o carrinho? Altera o valor dela para outro número.',
    REVISIT:
      'Alterado! Agora vai a qualquer outro ecrã e depois volta a O seu carrinho para que ele carregue de novo. Se continuar vazio, talvez esse carrinho não exista: experimenta outro número.',
    DONE: 'Estás a ver o carrinho de outro cliente! A loja confiou no id que o teu navegador enviou, em vez de verificar se o carrinho é teu.',
  },
  forgedFeedbackChallenge: {
    OPEN_CONTACT: 'Para começar, abre o menu lateral com este botão e escolhe Opiniões dos clientes.',
    MISSION: 'Este desafio é sobre controlo de acesso falhado. A tua missão: publicar uma opinião em nome de outro utilizador.',
    AUTHOR:
      'Enviada tal como está, a tua opinião sai com o teu nome, se tiveres a sessão iniciada, ou anónima, se não tiveres. O campo Autor mostra qual das duas.',
    INSPECT:
      'Como é que a loja sabe quem é o autor? Abre as ferramentas de programador e inspeciona os elementos deste formulário de opinião.',
    HIDDEN:
      'Este formulário tem mais do que parece: repara no input mesmo por cima do campo Autor. Tem o atributo hidden, por isso a página nunca o mostra.',
    CHANGE:
      'Encontraste-o? No painel Elements, apaga o atributo hidden desse input, e ele aparece por cima de Autor. Depois escreve um valor que possa pertencer a outro utilizador.',
    SUBMIT:
      'Encontraste e alteraste o id de utilizador escondido! Agora escreve um comentário, escolhe uma classificação, responde ao CAPTCHA e clica em Submeter.',
    DONE: 'A tua opinião foi enviada em nome de outro utilizador! A loja confiou no id de utilizador que o formulário enviou, em vez de verificar quem és.',
  },
  loginJimChallenge: {
    LOG_OUT:
      'Este desafio começa sem sessão iniciada. Se tiveres a sessão iniciada, abre o menu da conta aqui em cima e escolhe Terminar sessão. Já terminaste a sessão? Então eu avanço sozinho.',
    GO_TO_LOGIN: 'O teu objetivo: iniciar sessão com a conta do Jim. Abre o menu da conta aqui em cima e escolhe Iniciar sessão.',
    NEED_BOTH:
      'Para iniciares sessão da forma normal precisas do endereço de e-mail do Jim e da palavra-passe dele. Neste momento, provavelmente não tens nenhum dos dois.',
    EMAIL_IS_ENOUGH:
      'Só com o endereço de e-mail dele, uma injeção de SQL pode fazer-te passar a verificação da palavra-passe. É a tua primeira injeção de SQL? O tutorial Login Admin mostra o básico.',
    LEAKS:
      'Então vamos descobrir o e-mail do Jim. Esta loja é descuidada com a privacidade: mostra os e-mails dos clientes em vários sítios, por exemplo ao lado das avaliações dos produtos.',
    GO_TO_PRODUCTS: 'Volta à lista de produtos: clica no logótipo da loja aqui em cima.',
    FIND_JIM:
      'Abre alguns produtos e lê as avaliações. Quando encontrares uma do Jim e tiveres anotado o e-mail dele, abre de novo o ecrã Iniciar sessão a partir do menu da conta.',
    TYPE_EMAIL: 'Escreve o endereço de e-mail do Jim no campo de e-mail.',
    ANY_PASSWORD: 'Escreve uma palavra-passe qualquer. Vamos fingir que não sabemos a dele, mesmo que por acaso saibas.',
    LOG_IN: 'Clica no botão Iniciar sessão.',
    FAILED: 'Não funcionou, e não estávamos à espera que funcionasse: a palavra-passe está errada. Agora vamos à injeção de SQL.',
    ADD_COMMENT:
      "Acrescenta '-- logo a seguir ao endereço de e-mail do Jim. A plica termina o e-mail na consulta à base de dados, e os dois hífenes transformam a verificação da palavra-passe que vem depois num comentário.",
    LOG_IN_AGAIN: 'Clica outra vez em Iniciar sessão.',
    DONE: 'Tens a sessão iniciada como Jim, sem nunca saberes a palavra-passe dele!',
  },
  loginBenderChallenge: {
    PREREQUISITE:
      'Este desafio assenta na injeção de SQL. Se é a tua primeira vez, resolve primeiro Login Admin: o tutorial dele mostra o básico. Faz duplo clique em mim para continuares mesmo assim.',
    LOG_OUT:
      'Este desafio começa sem sessão iniciada. Se tiveres a sessão iniciada, abre o menu da conta aqui em cima e escolhe Terminar sessão. Já terminaste a sessão? Então eu avanço sozinho.',
    GO_TO_LOGIN: 'O teu objetivo: iniciar sessão com a conta do Bender. Abre o menu da conta aqui em cima e escolhe Iniciar sessão.',
    NEED_BOTH:
      'Para iniciares sessão da forma normal precisas do endereço de e-mail do Bender e da palavra-passe dele. Neste momento, provavelmente não tens nenhum dos dois.',
    EMAIL_IS_ENOUGH: 'Só com o endereço de e-mail dele, uma injeção de SQL pode fazer-te passar a verificação da palavra-passe.',
    LEAKS:
      'Então vamos descobrir o e-mail do Bender. Esta loja é descuidada com a privacidade: mostra partes dos e-mails dos clientes em vários sítios, por exemplo nas opiniões deles.',
    GO_TO_ABOUT:
      'Vai à página Sobre nós, que mostra opiniões dos clientes: abre o menu lateral com o botão à esquerda do logótipo da loja e escolhe Sobre nós.',
    FIND_BENDER:
      'Observa as opiniões dos clientes aqui. Uma delas mostra o suficiente do e-mail do Bender para adivinhares o resto. Quando o tiveres, abre o ecrã Iniciar sessão a partir do menu da conta.',
    TYPE_EMAIL: 'Escreve o endereço de e-mail do Bender no campo de e-mail.',
    ANY_PASSWORD: 'Escreve uma palavra-passe qualquer. Vamos fingir que não sabemos a dele, mesmo que por acaso saibas.',
    LOG_IN: 'Clica no botão Iniciar sessão.',
    FAILED: 'Não funcionou, e não estávamos à espera que funcionasse: a palavra-passe está errada. Agora vamos à injeção de SQL.',
    ADD_COMMENT:
      "Acrescenta '-- logo a seguir ao endereço de e-mail do Bender. A plica termina o e-mail na consulta à base de dados, e os dois hífenes transformam a verificação da palavra-passe que vem depois num comentário.",
    LOG_IN_AGAIN: 'Clica outra vez em Iniciar sessão.',
    DONE: 'Tens a sessão iniciada como Bender, sem nunca saberes a palavra-passe dele!',
  },
  rscPayloadLeakChallenge: {
    WELCOME:
      'Esta grelha de produtos é renderizada no servidor por um React Server Component. Tudo o que ele entrega ao navegador viaja junto, mesmo o que o ecrã nunca mostra. Os funcionários recebem aqui um cupão secreto. Vamos ver o que tu recebes.',
    DEVTOOLS:
      'Abre as ferramentas de programador (F12) e o separador Network. Escreve RSC na caixa de filtro do Network, para que só apareçam os pedidos dos server components: as respostas deles são do tipo text/x-component, o stream de componentes do React.',
    NAVIGATE:
      'Agora faz a loja ir buscar a grelha outra vez: abre outra página, por exemplo Sobre nós no menu lateral, e depois volta clicando no logótipo da loja. Procura um pedido a /RSC/R/search.txt.',
    READ: 'Clica nesse pedido e abre o separador Response: este texto é o payload RSC a partir do qual o React constrói a grelha. Pesquisa nele (Ctrl+F) por "coupon". O que é enviado juntamente com cada produto?',
    LOGIN:
      'Um cupão é usado num carrinho, por isso precisas de ter a sessão iniciada. Inicia sessão com a tua conta, ou cria uma se ainda não tiveres.',
    CHECKOUT:
      'O campo do cupão está no passo de pagamento da finalização da compra: põe um produto no carrinho, abre o carrinho e avança até à página de pagamento. Ou escreve /payment/shop na barra de endereço.',
    REDEEM: 'Abre "Adicionar um cupão", cola no campo o código que encontraste e clica em Utilizar. Eu espero aqui.',
    DONE: 'Cupão utilizado! Tudo o que um server component passa a um client component é público, quer seja mostrado quer não. Os segredos têm de ficar no servidor, ou ser marcados com as taint APIs do React.',
  },
  graphqlIntrospectionChallenge: {
    WELCOME:
      'Os server components da loja obtêm os produtos, as avaliações e as definições de um grafo de conteúdos: um endpoint GraphQL em /graphql. Um servidor GraphQL consegue descrever o seu próprio schema, a não ser que alguém tenha desligado isso.',
    CONSOLE:
      'Abre as ferramentas de programador (F12) e o separador Console. Um fetch() escrito aí é enviado por esta página, tal como os pedidos da própria loja. (curl num terminal também funciona.)',
    INTROSPECT:
      'Pergunta ao grafo sobre si próprio: copia esta linha para a consola e prime Enter. A consulta pede todos os campos a que o grafo responde no nível de topo, cada um com a sua descrição.',
    SPOT: 'Expande a resposta na consola: lista todas as perguntas que o grafo aceita, cada uma com uma descrição. Todos os campos estão documentados, exceto um. Qual é?',
    SUBFIELDS:
      'Esse campo responde com objetos, e o GraphQL quer que indiques os campos deles. Pede primeiro só o campo: a mensagem de erro diz o tipo dele. Depois, uma consulta como esta, com o nome desse tipo, lista o que podes selecionar:',
    ASK: 'Agora pede o campo não documentado com alguns dos seus subcampos: o mesmo fetch, com a tua própria consulta depois de ?query=. Eu espero aqui.',
    DONE: 'Aí está: dados que nenhum ecrã da loja mostra. Desliga a introspeção em produção e nunca contes que um campo fique secreto só por não estar documentado.',
  },
  serverSourceMapChallenge: {
    WELCOME:
      'As ferramentas de build empacotam um programa em alguns bundles de código ilegível. Para mensagens de erro legíveis, escrevem também um source map ao lado de cada bundle: um ficheiro .map que contém o código-fonte original.',
    MAP_NAME:
      'Um bundle indica o nome do seu map na última linha, num comentário como //# sourceMappingURL=app-1a2b3c.js.map: o próprio nome de ficheiro do bundle com .map acrescentado. Guarda esta regra.',
    ERROR_PAGE:
      'Agora descobre o nome de um dos bundles do servidor. As páginas de erro da loja são faladoras: abre /api/Users num novo separador. Sem sessão iniciada, responde com uma página de erro e um stack trace.',
    TRACE:
      'Cada linha desse stack trace indica um ficheiro do servidor em dist/server/assets/, como server-entry-….js: um dos bundles dele. Anota um nome completo, incluindo o hash.',
    FETCH_MAP:
      'A loja publica os maps do servidor da mesma forma que serve os scripts do navegador: em /assets/, numa pasta server própria. Abre /assets/server/ seguido do nome desse bundle e de .map. Eu espero aqui.',
    DONE: 'Conseguiste! O sourcesContent dele é o próprio código do servidor: rotas, consultas, verificações. Os source maps do código do servidor pertencem ao sistema de registo de erros, nunca a um endereço público.',
  },
  codingChallenges: {
    OPEN_SCORE_BOARD:
      'Os desafios de código jogam-se no Quadro de pontuações. Abre-o agora: o menu lateral tem uma ligação para ele depois de o encontrares, ou escreve /score-board na barra de endereço.',
    WHAT: 'Muitos desafios de hacking vêm com um desafio de código: lês o código-fonte real por trás da falha, encontras as linhas culpadas e escolhes uma correção. Este cartão conta o teu progresso neles.',
    OPEN_BADGE:
      'Um desafio de código abre quando o respetivo desafio de hacking está resolvido, e o do Quadro de pontuações está. Clica no distintivo <> no cartão do Quadro de pontuações para abrir o desafio de código dele.',
    SNIPPET:
      'Este é o código que coloca o Quadro de pontuações no menu lateral, lido da loja em execução. Fase um, Encontrar: que linhas permitem a um visitante chegar ao Quadro de pontuações "escondido"?',
    FIND_IT:
      'Clica no número de cada linha de que suspeitas; fica amarelo. Depois clica em Submeter. Erraste? Tenta outra vez: a cada falhanço, a caixa de dicas por baixo do código diz um pouco mais.',
    FIX_IT:
      'Fase dois, Corrigir: abre a lista por cima do código e vê cada correção; o diff mostra o que ela altera. Lembra-te de que o Quadro de pontuações é para ser encontrado: regista todo o teu progresso. Escolhe a melhor correção e clica em Submeter.',
    DONE: 'Ambas as fases feitas: o distintivo mostra 2/2 e este cartão conta-as. Fecha a janela. Todos os desafios resolvidos com um distintivo <> esperam por ti da mesma forma.',
  },
};
