import type { TutorialTranslation } from './types';

/** Català: the hacking instructor's tutorials */
export const tutorials: TutorialTranslation = {
  scoreBoardChallenge: {
    WELCOME:
      'Hola! Sóc el teu instructor de hacking. Em col·loco al costat de la part de la pàgina que necessites i avanço tan bon punt hagis fet el que et demano. Tens pressa? Fes doble clic sobre mi per saltar-te un pas.',
    MISSION:
      "La teva primera missió: trobar el Marcador (Score Board). Mostra tots els reptes d'aquesta botiga i fins on has arribat, però cap menú hi porta.",
    CLUE: 'Una botiga web envia al navegador el codi de totes les pantalles que té, incloses les pàgines amagades. Obre les eines per a desenvolupadors, cerca "score" als scripts carregats i mira quina adreça hi apareix.',
    GUESS:
      "O simplement endevina-ho: com anomenaria un desenvolupador aquesta pàgina? Escriu l'adreça a la barra d'adreces, per exemple /score-board, i prem Enter. T'espero aquí.",
    DONE: "L'has trobat, i amb això has resolt el teu primer repte: la seva targeta d'aquí ho diu. Tria el següent quan estiguis a punt; el botó del birret d'una targeta inicia el tutorial d'aquell repte.",
  },
  localXssChallenge: {
    INTRO:
      "Aquesta lliçó tracta del camp de cerca de la part superior de la pàgina. Cerquis el que cerquis, la botiga t'ho torna a mostrar a sobre dels resultats. Vegem com ho fa.",
    TYPE_OWASP: 'Fes clic a la lupa per obrir el camp de cerca i escriu-hi owasp. No premis Enter encara.',
    ENTER_OWASP: 'Ara prem Enter per cercar.',
    ECHOED: "Aquí tens els productes d'OWASP. Fixa't en el títol que hi ha a sobre: repeteix la paraula que has cercat.",
    XSS_IDEA:
      'El text que escrius i que torna a aparèixer a la pàgina és on comença el Cross-Site Scripting (XSS): si la pàgina tracta el teu text com a HTML en lloc de text pla, hi pots afegir el teu propi marcatge, i potser el teu propi JavaScript.',
    TYPE_H1: 'Provem-ho primer amb HTML inofensiu. Canvia el text del camp de cerca per <h1>owasp',
    ENTER_H1: 'Torna a prémer Enter.',
    HTML_WORKS: "Veus com la paraula s'ha fet gran? La pàgina no ha mostrat el teu <h1> com a text: l'ha convertit en un títol de veritat.",
    INSPECT:
      'Per veure-ho amb els teus propis ulls, fes clic amb el botó dret sobre la paraula gran i tria Inspecciona. Les eines per a desenvolupadors mostren un element h1 dins del títol, construït amb el que has escrit.',
    TYPE_SCRIPT: 'Ara prova amb JavaScript. Substitueix el text del camp de cerca per <script>alert(xss)</script>',
    ENTER_SCRIPT: 'Prem Enter un cop més.',
    SCRIPT_SILENT:
      "No ha aparegut res. Torna a inspeccionar el títol: l'element script hi és, però els navegadors mai no executen una etiqueta script que una pàgina insereix més tard com a HTML. Necessitem un altre payload.",
    TYPE_IFRAME:
      "Hi ha molts payloads d'XSS. Aquest amaga JavaScript a l'adreça d'un frame. Escriu-lo al camp de cerca: <iframe src=\"javascript:alert(`xss`)\">",
    ENTER_IFRAME: "Prem Enter. Si apareix un quadre d'alerta, fes clic a OK per tancar-lo.",
    DONE: 'Molt bé, això ha estat un atac XSS! Es diu DOM XSS perquè ha estat el codi de la mateixa pàgina, al teu navegador, el que ha posat el teu text a la pàgina com a HTML.',
  },
  xssBonusChallenge: {
    INTRO:
      "Aquest repte aprofita el forat que vas trobar a la lliçó de DOM XSS (fes-la primer si encara no l'has feta): el camp de cerca de la part superior. Només canvia el payload, i és molt més divertit.",
    PASTE:
      'Obre el camp de cerca i enganxa-hi aquest payload, exactament tal com és: <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>',
    ENTER: 'Apuja el volum dels altaveus. Després prem Enter.',
    DONE: "Resolt! En lloc d'una alerta, ara la pàgina reprodueix música d'un altre lloc web. Gaudeix de la cançó!",
  },
  privacyPolicyChallenge: {
    LOG_IN:
      'Primer, inicia la sessió amb qualsevol compte. Fes clic a Compte a dalt a la dreta i tria Inicia la sessió. Encara no tens compte? A la pàgina d\'inici de sessió, segueix "Ets nou? Crea un compte" per registrar-ne un.',
    OPEN_ACCOUNT: 'Ja has iniciat la sessió. Ara fes clic a Compte a dalt a la dreta per obrir el menú del compte.',
    OPEN_POLICY:
      "Posa el punter sobre (o fes clic a) Privadesa i seguretat al menú. S'obre un segon menú al costat: fes-hi clic a Política de privadesa.",
    DONE: 'Ha estat fàcil, oi? Aquest repte és una petita broma: gairebé ningú no llegeix la lletra petita. Tu acabes de fer-ho.',
  },
  reflectedXssChallenge: {
    LOG_IN:
      "Per a aquesta lliçó has d'haver iniciat la sessió. Fes clic a Compte a dalt a la dreta i tria Inicia la sessió, amb qualsevol compte (o registra'n un de nou allà mateix).",
    ORDER_HISTORY: 'Ara obre les teves comandes: fes clic a Compte, després a Comandes i pagament i després a Historial de comandes.',
    TRACK:
      'Cada comanda té un botó amb un camió: Segueix la comanda. Fes-hi clic en qualsevol de les teves comandes. Encara no tens cap comanda? Compra qualsevol cosa a la botiga; la pàgina de confirmació també enllaça amb el seguiment.',
    LOOK: "Aquesta és la pàgina de seguiment. Fixa't en la barra d'adreces: el número de comanda hi viatja, com a id=… I la pàgina mostra aquest número al títol.",
    REFLECTED:
      'Un valor que va de l\'adreça al servidor i torna directament a la pàgina és "reflectit". Si la pàgina el tracta com a HTML, un enllaç pot portar un atac: això és XSS reflectit.',
    PAYLOAD:
      "Prova-ho: a la barra d'adreces, substitueix tot el que hi ha després d'id= per <iframe src=\"javascript:alert(`xss`)\"> i prem Enter. Si apareix un quadre d'alerta, fes clic a OK per tancar-lo.",
    DONE: "Resolt! Qualsevol que obri un enllaç com el teu executa el teu script al seu propi navegador. Per això l'XSS reflectit és tan perillós.",
  },
  exposedCredentialsChallenge: {
    LOG_OUT:
      "Aquest repte comença amb la sessió tancada. Si tens la sessió iniciada, obre el menú del compte aquí dalt i tria Tanca la sessió. Ja l'has tancada? Doncs avanço jo sol.",
    HARDCODED:
      "Un desenvolupador va deixar les credencials d'un compte de proves al codi client d'aquesta botiga. Tot el que baixa el teu navegador ho pot llegir qualsevol, així que llegim-ho.",
    GO_TO_LOGIN:
      "Les credencials serveixen per iniciar la sessió, així que la pantalla d'inici de sessió és una bona sospitosa. Obre-la: menú del compte aquí dalt i després Inicia la sessió.",
    DEV_TOOLS:
      'Obre les eines per a desenvolupadors (F12) i vés a Sources (Debugger al Firefox). Allà hi trobaràs tots els scripts que aquesta pàgina ha carregat de la botiga.',
    SEARCH:
      'Cerca a tots aquests scripts alhora (Ctrl+Shift+F, o Cmd+Option+F en un Mac) paraules que sovint apareixen al costat de credencials, com password, pw, user o test.',
    EMAIL:
      "Has trobat un nom d'usuari i una contrasenya l'un al costat de l'altre? El compte inicia la sessió amb un correu electrònic: aquest nom d'usuari al domini de correu de la mateixa botiga, el que fan servir tots els comptes d'aquí.",
    TYPE_EMAIL: "Escriu l'adreça de correu del compte de proves al camp del correu electrònic.",
    TYPE_PASSWORD: 'Ara escriu-ne la contrasenya al camp de la contrasenya.',
    LOG_IN: 'Fes clic al botó Inicia la sessió.',
    DONE: "Has iniciat la sessió amb unes credencials que mai no havien d'haver sortit de la taula del desenvolupador. Els secrets al codi client no són mai secrets!",
  },
  loginAdminChallenge: {
    LOG_OUT:
      "Aquest repte comença amb la sessió tancada. Si tens la sessió iniciada, obre el menú del compte aquí dalt i tria Tanca la sessió. Ja l'has tancada? Doncs avanço jo sol.",
    GO_TO_LOGIN:
      "El teu objectiu: entrar al compte de l'administrador sense saber-ne la contrasenya. Obre el menú del compte aquí dalt i tria Inicia la sessió.",
    SQLI: "Provarem una injecció SQL. La botiga enganxa el que escrius dins d'una consulta a la base de dades, així que els caràcters adequats poden canviar el que vol dir aquesta consulta.",
    QUOTES:
      "Una bona primera prova és una cometa simple ('). En una consulta construïda sense cura, trenca la sintaxi, i l'error que en resulta et diu que val la pena mirar-se el camp més de prop.",
    TYPE_QUOTE: "Escriu només una cometa simple ' al camp del correu electrònic.",
    ANY_PASSWORD: 'Ara escriu qualsevol cosa al camp de la contrasenya. El que hi escriguis no importa.',
    LOG_IN: 'Fes clic al botó Inicia la sessió.',
    ERROR:
      "Veus l'error en vermell a sobre del formulari? Comença amb SQLITE_ERROR: la teva cometa ha trencat la consulta a la base de dades. Per tant, el que escrius entra en aquesta consulta sense cap comprovació.",
    NETWORK:
      "Vols la resposta sencera? Obre les eines per a desenvolupadors (F12), vés a la pestanya Network i torna a fer clic a Inicia la sessió. La resposta a /rest/user/login porta l'error complet.",
    TYPE_OR_TRUE:
      "Ara fem que la consulta ens sigui útil. Canvia el camp del correu electrònic per ' OR true (una cometa, un espai i després OR true).",
    LOG_IN_AGAIN: 'Torna a fer clic a Inicia la sessió.',
    STILL_BROKEN:
      'Encara surt un error? Llegeix-lo amb atenció: ara la base de dades ensopega amb el que ve després del teu text, la part que comprova la contrasenya.',
    COMMENT:
      "Doncs fes que la base de dades ignori aquesta part. A SQLite, dos guions (--) comencen un comentari: tot el que ve després s'ignora.",
    TYPE_COMMENT: "Escriu ' OR true-- al camp del correu electrònic.",
    LOG_IN_FINAL: 'Fes clic a Inicia la sessió un cop més i mira què passa.',
    DONE: "Ja hi ets! Obre el menú del compte a dalt a la dreta per veure de qui és aquest compte: de l'administrador. OR true ha coincidit amb tots els usuaris, els guions han tallat la comprovació de la contrasenya i la botiga s'ha quedat amb el primer usuari que ha trobat.",
  },
  adminSectionChallenge: {
    ADMIN_LOGIN:
      "Per a aquest repte has d'haver iniciat la sessió com a administrador. Ja saps com fer-ho? Inicia la sessió com a admin ara. Si no, fes primer el tutorial Login Admin i torna després.",
    MISSION:
      "Ara ets l'admin, però cap menú no porta a la pàgina des d'on es gestiona una botiga: usuaris, opinions i coses així. La teva missió: trobar l'adreça d'aquesta pàgina.",
    TECH: "Saber amb què està fet un lloc web et diu on buscar. Un lloc WordPress, per exemple, té l'àrea d'administració a /wp-admin. Moltes altres botigues fan servir simplement una paraula anglesa corrent.",
    TRY_ADMIN: "Comença per la suposició més òbvia: escriu /admin a la barra d'adreces i prem Enter.",
    TRY_ADMINISTRATION:
      "Aquí no hi ha cap pàgina d'administració. Els desenvolupadors sovint escriuen la paraula sencera. Prova /administration a la barra d'adreces.",
    DONE: "Has arribat a la secció d'administració! Hi surten tots els usuaris registrats i totes les opinions dels clients.",
    SCRIPTS:
      'Endevinar és una manera, llegir n\'és una altra: els scripts que aquesta botiga envia al teu navegador coneixen totes les rutes. A les eines per a desenvolupadors, cerca "admin" als scripts carregats i l\'adreça hi apareixerà.',
    CURIOUS:
      "Tens curiositat? Més endavant, inicia la sessió com a client normal i torna a obrir /administration. Fixa't en qui decideix si la pots veure: el navegador o el servidor?",
  },
  weakPasswordChallenge: {
    MISSION:
      "En aquest repte entres al compte de l'administrador amb la seva pròpia contrasenya original. Aquest cop, res de trucs amb el formulari d'inici de sessió: només una bona endevinada.",
    LOG_OUT: 'Aquest repte comença amb la sessió tancada. Si tens la sessió iniciada, obre aquí el menú del compte i tria Tanca la sessió.',
    FIND_EMAIL:
      "Primer necessites l'adreça de correu de l'admin. Les opinions dels clients i les ressenyes dels productes mostren les adreces dels seus autors: un bon lloc on buscar. Quan la tinguis, obre la pàgina Inicia la sessió des del menú del compte.",
    EMAIL: "Escriu l'adreça de correu de l'admin al camp Correu electrònic.",
    TRY_ANY:
      "Ara la contrasenya. Per sort, l'admin en va triar una molt i molt dolenta. Escriu la primera contrasenya que et passi pel cap i fes clic a Inicia la sessió.",
    WRONG: "No, no era aquesta. Continua provant: t'avisaré tan bon punt el camp Contrasenya vagi per bon camí.",
    TRACK:
      'Vas per bon camí! Però només això seria la pitjor contrasenya del món, fins i tot per a aquest admin. Hi va afegir uns quants caràcters que no són lletres. Continua provant.',
    WARMER: 'Calent, calent! Potser afegir-hi alguna xifra més?',
    HOT: 'Que et cremes! Només una xifra més...',
    LOG_IN: 'Aquesta és. Ara fes clic a Inicia la sessió.',
    DONE: "Has iniciat la sessió com a administrador d'aquesta botiga, gràcies a una contrasenya que qualsevol podia endevinar. Una contrasenya llarga i única, o millor encara un gestor de contrasenyes, t'hauria deixat fora.",
  },
  basketAccessChallenge: {
    INTRO:
      "Aquest repte tracta de l'escalada horitzontal de privilegis: arribar a dades que pertanyen a un altre usuari amb els mateixos drets que tu. Aquí: la cistella de la compra d'un altre client.",
    LOG_IN: "Per a això necessites un compte propi. Inicia la sessió ara des del menú del compte (o registra't primer si no en tens).",
    OPEN_BASKET: 'Obre la teva pròpia cistella amb aquest botó del carret. És possible que estigui buida si encara no hi has afegit res.',
    MISSION:
      "Aquesta és la teva cistella. La teva missió: mirar dins la cistella d'una altra persona, sense deixar de tenir la sessió iniciada com a tu mateix.",
    CLUE: 'La pàgina ha de saber quina cistella és la teva. Si el teu navegador en guarda una nota, potser pots canviar aquesta nota.',
    DEVTOOLS:
      'Obre les eines per a desenvolupadors (F12) i busca Session Storage a Application (Storage al Firefox); després tria aquest lloc web. Com les galetes, desa parells de claus i valors per a cada lloc web.',
    CHANGE_BID:
      "Llegeix les claus que s'hi desen. N'hi ha alguna que sembli tenir a veure amb la cistella? Canvia'n el valor per un altre número.",
    REVISIT:
      'Canviat! Ara vés a qualsevol altra pantalla i després torna a La teva cistella perquè es torni a carregar. Si continua buida, potser aquella cistella no existeix: prova un altre número.',
    DONE: "Estàs mirant la cistella d'un altre client! La botiga s'ha refiat de l'id que ha enviat el teu navegador en lloc de comprovar que la cistella és teva.",
  },
  forgedFeedbackChallenge: {
    OPEN_CONTACT: 'Per començar, obre el menú lateral amb aquest botó i tria Opinions dels clients.',
    MISSION: "Aquest repte tracta d'un control d'accés defectuós. La teva missió: publicar una opinió en nom d'un altre usuari.",
    AUTHOR:
      "Si l'envies tal com està, la teva opinió surt amb el teu nom si has iniciat la sessió, o de manera anònima si no. El camp Autor mostra quin és el cas.",
    INSPECT:
      "Com sap la botiga qui n'és l'autor? Obre les eines per a desenvolupadors i inspecciona els elements d'aquest formulari d'opinió.",
    HIDDEN:
      "Aquest formulari té més del que sembla: fixa't en l'input just a sobre del camp Autor. Porta l'atribut hidden, així que la pàgina no el mostra mai.",
    CHANGE:
      "L'has trobat? Al tauler Elements, esborra l'atribut hidden d'aquest input i apareixerà a sobre d'Autor. Després escriu-hi un valor que podria pertànyer a un altre usuari.",
    SUBMIT: "Has trobat i canviat l'id d'usuari amagat! Ara escriu un comentari, tria una valoració, respon el CAPTCHA i fes clic a Envia.",
    DONE: "La teva opinió s'ha enviat en nom d'un altre usuari! La botiga s'ha refiat de l'id d'usuari que ha enviat el formulari en lloc de comprovar qui ets.",
  },
  loginJimChallenge: {
    LOG_OUT:
      "Aquest repte comença amb la sessió tancada. Si tens la sessió iniciada, obre el menú del compte aquí dalt i tria Tanca la sessió. Ja l'has tancada? Doncs avanço jo sol.",
    GO_TO_LOGIN: 'El teu objectiu: iniciar la sessió amb el compte del Jim. Obre el menú del compte aquí dalt i tria Inicia la sessió.',
    NEED_BOTH:
      "Per iniciar la sessió de la manera normal necessites l'adreça de correu del Jim i la seva contrasenya. Ara mateix segurament no tens ni l'una ni l'altra.",
    EMAIL_IS_ENOUGH:
      "Només amb la seva adreça de correu, una injecció SQL et pot fer saltar la comprovació de la contrasenya. És la primera vegada que fas una injecció SQL? El tutorial Login Admin t'ensenya el més bàsic.",
    LEAKS:
      'Doncs busquem el correu del Jim. Aquesta botiga és descuidada amb la privadesa: mostra el correu dels clients en diversos llocs, per exemple al costat de les ressenyes dels productes.',
    GO_TO_PRODUCTS: 'Torna a la llista de productes: fes clic al logotip de la botiga aquí dalt.',
    FIND_JIM:
      "Obre uns quants productes i llegeix-ne les ressenyes. Quan n'hagis trobat una del Jim i hagis apuntat el seu correu, torna a obrir la pantalla Inicia la sessió des del menú del compte.",
    TYPE_EMAIL: "Escriu l'adreça de correu del Jim al camp del correu electrònic.",
    ANY_PASSWORD: 'Escriu qualsevol contrasenya. Fem veure que no sabem la seva, encara que potser la sàpigues.',
    LOG_IN: 'Fes clic al botó Inicia la sessió.',
    FAILED: 'No ha funcionat, i ja no esperàvem que funcionés: la contrasenya és incorrecta. Ara toca la injecció SQL.',
    ADD_COMMENT:
      "Afegeix '-- just després de l'adreça de correu del Jim. La cometa tanca el correu dins la consulta a la base de dades, i els dos guions converteixen en un comentari la comprovació de la contrasenya que ve després.",
    LOG_IN_AGAIN: 'Torna a fer clic a Inicia la sessió.',
    DONE: 'Has iniciat la sessió com a Jim, sense saber mai la seva contrasenya!',
  },
  loginBenderChallenge: {
    PREREQUISITE:
      "Aquest repte es basa en la injecció SQL. Si és la primera vegada, resol primer Login Admin: el seu tutorial t'ensenya el més bàsic. Fes doble clic sobre mi per continuar igualment.",
    LOG_OUT:
      "Aquest repte comença amb la sessió tancada. Si tens la sessió iniciada, obre el menú del compte aquí dalt i tria Tanca la sessió. Ja l'has tancada? Doncs avanço jo sol.",
    GO_TO_LOGIN: 'El teu objectiu: iniciar la sessió amb el compte del Bender. Obre el menú del compte aquí dalt i tria Inicia la sessió.',
    NEED_BOTH:
      "Per iniciar la sessió de la manera normal necessites l'adreça de correu del Bender i la seva contrasenya. Ara mateix segurament no tens ni l'una ni l'altra.",
    EMAIL_IS_ENOUGH: 'Només amb la seva adreça de correu, una injecció SQL et pot fer saltar la comprovació de la contrasenya.',
    LEAKS:
      'Doncs busquem el correu del Bender. Aquesta botiga és descuidada amb la privadesa: mostra parts del correu dels clients en diversos llocs, per exemple a les seves opinions.',
    GO_TO_ABOUT:
      "Vés a la pàgina Qui som, que mostra opinions dels clients: obre el menú lateral amb el botó que hi ha a l'esquerra del logotip de la botiga i tria Qui som.",
    FIND_BENDER:
      "Fixa't en les opinions dels clients d'aquí. Una d'elles mostra prou del correu del Bender per endevinar-ne la resta. Quan el tinguis, obre la pantalla Inicia la sessió des del menú del compte.",
    TYPE_EMAIL: "Escriu l'adreça de correu del Bender al camp del correu electrònic.",
    ANY_PASSWORD: 'Escriu qualsevol contrasenya. Fem veure que no sabem la seva, encara que potser la sàpigues.',
    LOG_IN: 'Fes clic al botó Inicia la sessió.',
    FAILED: 'No ha funcionat, i ja no esperàvem que funcionés: la contrasenya és incorrecta. Ara toca la injecció SQL.',
    ADD_COMMENT:
      "Afegeix '-- just després de l'adreça de correu del Bender. La cometa tanca el correu dins la consulta a la base de dades, i els dos guions converteixen en un comentari la comprovació de la contrasenya que ve després.",
    LOG_IN_AGAIN: 'Torna a fer clic a Inicia la sessió.',
    DONE: 'Has iniciat la sessió com a Bender, sense saber mai la seva contrasenya!',
  },
  rscPayloadLeakChallenge: {
    WELCOME:
      'Aquesta graella de productes es renderitza al servidor amb un React Server Component. Tot el que lliura al navegador hi viatja, fins i tot el que la pantalla no mostra mai. El personal hi rep un cupó secret. Vegem què hi reps tu.',
    DEVTOOLS:
      'Obre les eines per a desenvolupadors (F12) i la pestanya Network. Escriu RSC al quadre de filtre de Network, perquè només es llistin les peticions dels server components: les seves respostes són del tipus text/x-component, el flux de components de React.',
    NAVIGATE:
      'Ara fes que la botiga torni a carregar la graella: obre una altra pàgina, per exemple Qui som des del menú lateral, i després torna fent clic al logotip de la botiga. Busca una petició a /RSC/R/search.txt.',
    READ: 'Fes clic en aquesta petició i obre la pestanya Response: aquest text és el payload RSC a partir del qual React construeix la graella. Cerca-hi (Ctrl+F) "coupon". Què s\'envia juntament amb cada producte?',
    LOGIN:
      "Un cupó es bescanvia per a una cistella, així que has d'haver iniciat la sessió. Inicia la sessió amb el teu compte, o crea'n un si encara no en tens.",
    CHECKOUT:
      "El camp del cupó és al pas de pagament del procés de compra: posa un producte a la cistella, obre la cistella i avança fins a la pàgina de pagament. O escriu /payment/shop a la barra d'adreces.",
    REDEEM: 'Obre "Afegeix un cupó", enganxa al camp el codi que has trobat i fes clic a Bescanvia. T\'espero aquí.',
    DONE: "Bescanviat! Tot el que un server component passa a un client component és públic, tant si es mostra com si no. Els secrets s'han de quedar al servidor, o s'han de marcar amb les taint APIs de React.",
  },
  graphqlIntrospectionChallenge: {
    WELCOME:
      "Els server components de la botiga obtenen els productes, les ressenyes i la configuració d'un graf de continguts: un endpoint GraphQL a /graphql. Un servidor GraphQL pot descriure el seu propi esquema, tret que algú ho hagi desactivat.",
    CONSOLE:
      "Obre les eines per a desenvolupadors (F12) i la pestanya Console. Un fetch() escrit allà l'envia aquesta pàgina, igual que les peticions de la mateixa botiga. (curl en un terminal també funciona.)",
    INTROSPECT:
      'Pregunta al graf sobre si mateix: copia aquesta línia a la consola i prem Enter. La consulta demana tots els camps que el graf respon al nivell superior, cadascun amb la seva descripció.',
    SPOT: 'Desplega la resposta a la consola: llista totes les preguntes que accepta el graf, cadascuna amb una descripció. Tots els camps estan documentats menys un. Quin és?',
    SUBFIELDS:
      "Aquest camp respon amb objectes, i GraphQL vol que n'indiquis els camps. Demana primer el camp sol: el missatge d'error diu quin tipus té. Després, una consulta com aquesta, amb el nom d'aquest tipus, llista el que pots seleccionar:",
    ASK: "Ara demana el camp no documentat amb alguns dels seus subcamps: el mateix fetch, amb la teva pròpia consulta després de ?query=. T'espero aquí.",
    DONE: 'Aquí ho tens: dades que cap pantalla de la botiga no mostra. Desactiva la introspecció a producció, i no comptis mai que un camp es quedarà secret només perquè no està documentat.',
  },
  serverSourceMapChallenge: {
    WELCOME:
      "Les eines de compilació empaqueten un programa en uns quants bundles de codi il·legible. Perquè els missatges d'error siguin llegibles, també escriuen un source map al costat de cada bundle: un fitxer .map que conté el codi font original.",
    MAP_NAME:
      "Un bundle indica el nom del seu map a l'última línia, en un comentari com //# sourceMappingURL=app-1a2b3c.js.map: el mateix nom de fitxer del bundle amb .map afegit al final. Recorda aquesta regla.",
    ERROR_PAGE:
      "Ara busca el nom d'un dels bundles del servidor. Les pàgines d'error de la botiga xerren molt: obre /api/Users en una pestanya nova. Sense iniciar la sessió, respon amb una pàgina d'error i una traça de la pila.",
    TRACE:
      "Cada línia d'aquesta traça de la pila indica un fitxer del servidor a dist/server/assets/, com ara server-entry-….js: un dels seus bundles. Apunta'n un nom complet, hash inclòs.",
    FETCH_MAP:
      "La botiga publica els maps del servidor igual que serveix els scripts del navegador: a /assets/, en una carpeta server pròpia. Obre /assets/server/ seguit del nom d'aquest bundle i .map. T'espero aquí.",
    DONE: "Ja el tens! El seu sourcesContent és el codi del mateix servidor: rutes, consultes, comprovacions. Els source maps del codi del servidor han d'anar al sistema de seguiment d'errors, mai a una adreça pública.",
  },
  codingChallenges: {
    OPEN_SCORE_BOARD:
      "Els reptes de codi es juguen al Marcador. Obre'l ara: el menú lateral hi enllaça un cop l'has trobat, o escriu /score-board a la barra d'adreces.",
    WHAT: 'Molts reptes de hacking porten un repte de codi: llegeixes el codi font real que hi ha darrere la vulnerabilitat, trobes les línies culpables i tries una correcció. Aquesta targeta compta el teu progrés.',
    OPEN_BADGE:
      "Un repte de codi s'obre quan el seu repte de hacking està resolt, i el del Marcador ho està. Fes clic a la insígnia <> de la targeta del Marcador per obrir-ne el repte de codi.",
    SNIPPET:
      'Aquest és el codi que posa el Marcador al menú lateral, llegit de la botiga en funcionament. Fase u, Troba\'l: quines línies permeten a un visitant arribar al Marcador "amagat"?',
    FIND_IT:
      "Fes clic al número de cada línia que sospitis; es tornarà groga. Després fes clic a Envia. T'has equivocat? Torna-ho a provar: després de cada error, el quadre de pistes de sota el codi en diu una mica més.",
    FIX_IT:
      "Fase dos, Arregla'l: obre la llista de sobre el codi i mira cada correcció; el diff mostra què canvia. Recorda que el Marcador està fet per ser trobat: registra tot el teu progrés. Tria la millor correcció i fes clic a Envia.",
    DONE: "Les dues fases fetes: la insígnia mostra 2/2 i aquesta targeta les compta. Tanca el diàleg. Cada repte resolt amb una insígnia <> t'espera de la mateixa manera.",
  },
};
