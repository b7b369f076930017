import type { TutorialTranslation } from './types';

/** Gaeilge: the hacking instructor's tutorials */
export const tutorials: TutorialTranslation = {
  scoreBoardChallenge: {
    WELCOME:
      'Dia duit! Is mise do theagascóir haiceála. Suím in aice leis an gcuid den leathanach a theastaíonn uait, agus bogaim ar aghaidh chomh luath is a dhéanann tú an rud a iarraim. Deifir ort? Cliceáil faoi dhó orm chun céim a scipeáil.',
    MISSION:
      'Do chéad mhisean: aimsigh an Clár Scóir. Liostaíonn sé gach dúshlán sa siopa seo agus an dul chun cinn atá déanta agat, ach níl nasc chuige in aon roghchlár.',
    CLUE: 'Seolann siopa gréasáin cód gach scáileáin atá aige chuig an mbrabhsálaí, leathanaigh fholaithe san áireamh. Oscail uirlisí an fhorbróra, cuardaigh "score" sna scripteanna lódáilte, agus féach cén seoladh a thagann aníos.',
    GUESS:
      'Nó déan buille faoi thuairim: cad a thabharfadh forbróir ar an leathanach sin? Clóscríobh an seoladh sa bharra seoltaí, mar shampla /score-board, agus brúigh Enter. Fanfaidh mé anseo.',
    DONE: "D'aimsigh tú é, agus réitigh sé sin do chéad dúshlán: deir a chárta anseo é. Roghnaigh an chéad cheann eile nuair a bheidh tú réidh; cuireann an cnaipe caipín céime ar chárta tús lena theagaisc féin.",
  },
  localXssChallenge: {
    INTRO:
      'Baineann an ceacht seo leis an réimse Cuardaigh ag barr an leathanaigh. Cibé rud a chuardaíonn tú, taispeánann an siopa arís é os cionn na dtorthaí. Féachaimis conas a dhéanann sé é sin.',
    TYPE_OWASP: 'Cliceáil an gloine formhéadúcháin chun an réimse Cuardaigh a oscailt agus clóscríobh owasp ann. Ná brúigh Enter fós.',
    ENTER_OWASP: 'Anois brúigh Enter chun cuardach a dhéanamh.',
    ECHOED: 'Seo iad do tháirgí OWASP. Féach ar an gceannteideal os a gcionn: athrá atá ann ar an bhfocal a chuardaigh tú.',
    XSS_IDEA:
      "Téacs a chlóscríobhann tú agus a thagann ar ais ar an leathanach, sin an áit a dtosaíonn Cross-Site Scripting (XSS): má ghlacann an leathanach le do théacs mar HTML seachas mar ghnáth-théacs, is féidir leat do mharcáil féin a chur leis, agus b'fhéidir do JavaScript féin.",
    TYPE_H1: 'Déanaimis tástáil le HTML neamhdhíobhálach ar dtús. Athraigh an téacs sa réimse Cuardaigh go <h1>owasp',
    ENTER_H1: 'Brúigh Enter arís.',
    HTML_WORKS:
      'An bhfaca tú gur tháinig méadú ar an bhfocal? Níor phriontáil an leathanach do <h1> mar théacs: rinne sé fíor-cheannteideal de.',
    INSPECT:
      'Chun é a fheiceáil duit féin, deaschliceáil ar an bhfocal mór agus roghnaigh Inspect. Taispeánann uirlisí an fhorbróra eilimint h1 taobh istigh den cheannteideal, tógtha as an méid a chlóscríobh tú.',
    TYPE_SCRIPT: 'Anois bain triail as JavaScript. Cuir an téacs seo in áit an téacs sa réimse Cuardaigh: <script>alert(xss)</script>',
    ENTER_SCRIPT: 'Brúigh Enter uair amháin eile.',
    SCRIPT_SILENT:
      'Níor tháinig aon rud aníos. Scrúdaigh an ceannteideal arís: tá an eilimint script ann, ach ní ritheann brabhsálaithe riamh clib script a chuireann leathanach isteach mar HTML níos déanaí. Tá payload eile de dhíth orainn.',
    TYPE_IFRAME:
      'Tá go leor payloads XSS ann. Folaíonn an ceann seo JavaScript i seoladh fráma. Clóscríobh sa réimse Cuardaigh é: <iframe src="javascript:alert(`xss`)">',
    ENTER_IFRAME: 'Brúigh Enter. Má thagann bosca foláirimh aníos, cliceáil OK chun é a dhúnadh.',
    DONE: 'Maith thú, ionsaí XSS a bhí ansin! DOM XSS a thugtar air mar gurbh é cód an leathanaigh féin i do bhrabhsálaí a chuir do théacs isteach sa leathanach mar HTML.',
  },
  xssBonusChallenge: {
    INTRO:
      "Athúsáideann an dúshlán seo an poll a d'aimsigh tú sa cheacht DOM XSS (déan an ceann sin ar dtús mura bhfuil sé déanta agat): an réimse Cuardaigh ag an mbarr. Níl difriúil ach an payload, agus is mó an spraoi é.",
    PASTE:
      'Oscail an réimse Cuardaigh agus greamaigh an payload seo isteach ann, díreach mar atá sé: <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>',
    ENTER: 'Cas suas na callairí. Ansin brúigh Enter.',
    DONE: 'Réitithe! In áit foláirimh, seinneann an leathanach ceol ó shuíomh gréasáin eile anois. Bain taitneamh as an amhrán!',
  },
  privacyPolicyChallenge: {
    LOG_IN:
      'Ar dtús, logáil isteach le cuntas ar bith. Cliceáil Cuntas ag an mbarr ar dheis agus roghnaigh Logáil isteach. Gan cuntas fós? Ar an leathanach logála isteach, lean "Nua anseo? Cruthaigh cuntas" chun clárú.',
    OPEN_ACCOUNT: 'Tá tú logáilte isteach. Anois cliceáil Cuntas ag an mbarr ar dheis chun roghchlár an chuntais a oscailt.',
    OPEN_POLICY:
      'Dírigh ar (nó cliceáil) Príobháideachas & Slándáil sa roghchlár. Osclaíonn an dara roghchlár lena thaobh: cliceáil Polasaí Príobháideachais ansin.',
    DONE: 'Bhí sé sin éasca, nach raibh? Is magadh beag an dúshlán seo: is beag duine a léann an cló beag. Díreach anois rinne tusa é.',
  },
  reflectedXssChallenge: {
    LOG_IN:
      'Don cheacht seo caithfidh tú a bheith logáilte isteach. Cliceáil Cuntas ag an mbarr ar dheis agus roghnaigh Logáil isteach, le cuntas ar bith (nó cláraigh cuntas nua ansin).',
    ORDER_HISTORY: "Anois oscail d'orduithe: cliceáil Cuntas, ansin Orduithe & Íocaíocht, ansin Stair Orduithe.",
    TRACK:
      "Tá cnaipe trucaile ag gach ordú: Rianaigh an tOrdú. Cliceáil é ar cheann ar bith de d'orduithe. Gan orduithe fós? Ceannaigh rud ar bith ón siopa; tá nasc chuig a rianú ar an leathanach deimhnithe freisin.",
    LOOK: 'Seo é an leathanach rianaithe. Féach ar an mbarra seoltaí: taistealaíonn uimhir an ordaithe ann, mar id=… Agus taispeánann an leathanach an uimhir sin ina cheannteideal.',
    REFLECTED:
      'Luach a théann ón seoladh chuig an bhfreastalaí agus a thagann díreach ar ais isteach sa leathanach, tugtar "frithchaite" (reflected) air. Má ghlacann an leathanach leis mar HTML, is féidir le nasc ionsaí a iompar: sin XSS frithchaite.',
    PAYLOAD:
      'Bain triail as: sa bharra seoltaí, cuir <iframe src="javascript:alert(`xss`)"> in áit gach rud i ndiaidh id= agus brúigh Enter. Má thagann bosca foláirimh aníos, cliceáil OK chun é a dhúnadh.',
    DONE: 'Réitithe! Aon duine a osclaíonn nasc cosúil le do cheannsa, ritheann sé do script ina bhrabhsálaí féin. Sin an fáth a bhfuil XSS frithchaite chomh contúirteach sin.',
  },
  exposedCredentialsChallenge: {
    LOG_OUT:
      'Tosaíonn an dúshlán seo agus tú logáilte amach. Má tá tú logáilte isteach, oscail roghchlár an chuntais thuas anseo agus roghnaigh Logáil amach. Logáilte amach cheana? Ansin bogfaidh mé ar aghaidh liom féin.',
    HARDCODED:
      "D'fhág forbróir dintiúir chuntas tástála i gcód cliaint an tsiopa seo. Is féidir le duine ar bith gach rud a íoslódálann do bhrabhsálaí a léamh, mar sin léimis é.",
    GO_TO_LOGIN:
      'Baineann dintiúir le logáil isteach, mar sin is amhrastach maith é scáileán na logála isteach. Oscail é: roghchlár an chuntais thuas anseo, ansin Logáil isteach.',
    DEV_TOOLS:
      'Oscail uirlisí an fhorbróra (F12) agus téigh go Sources (Debugger i Firefox). Ansin gheobhaidh tú gach script a lódáil an leathanach seo ón siopa.',
    SEARCH:
      'Cuardaigh na scripteanna sin go léir in éineacht (Ctrl+Shift+F, nó Cmd+Option+F ar Mac) le haghaidh focal a bhíonn go minic in aice le dintiúir, mar shampla password, pw, user nó test.',
    EMAIL:
      'Ar aimsigh tú ainm úsáideora agus pasfhocal in aice a chéile? Logálann an cuntas isteach le ríomhphost: an t-ainm úsáideora sin ag fearann ríomhphoist an tsiopa féin, an ceann a úsáideann gach cuntas anseo.',
    TYPE_EMAIL: 'Clóscríobh seoladh ríomhphoist an chuntais tástála sa réimse ríomhphoist.',
    TYPE_PASSWORD: 'Anois clóscríobh a phasfhocal sa réimse pasfhocail.',
    LOG_IN: 'Cliceáil an cnaipe Logáil isteach.',
    DONE: 'Tá tú logáilte isteach le dintiúir nár ceapadh riamh go bhfágfaidís deasc an fhorbróra. Ní rúin riamh iad rúin i gcód cliaint!',
  },
  loginAdminChallenge: {
    LOG_OUT:
      'Tosaíonn an dúshlán seo agus tú logáilte amach. Má tá tú logáilte isteach, oscail roghchlár an chuntais thuas anseo agus roghnaigh Logáil amach. Logáilte amach cheana? Ansin bogfaidh mé ar aghaidh liom féin.',
    GO_TO_LOGIN:
      'Do sprioc: dul isteach i gcuntas an riarthóra gan a phasfhocal a bheith ar eolas agat. Oscail roghchlár an chuntais thuas anseo agus roghnaigh Logáil isteach.',
    SQLI: 'Bainfimid triail as instealladh SQL. Greamaíonn an siopa an méid a chlóscríobhann tú isteach i gceist bunachar sonraí, mar sin is féidir leis na carachtair chearta brí na ceiste sin a athrú.',
    QUOTES:
      "Is maith an chéad tástáil comhartha athfhriotail singil ('). I gceist a tógadh go míchúramach, briseann sé an chomhréir, agus insíonn an earráid a leanann é duit gur fiú súil níos géire a chaitheamh ar an réimse.",
    TYPE_QUOTE: "Clóscríobh comhartha athfhriotail singil ' amháin sa réimse ríomhphoist.",
    ANY_PASSWORD: 'Anois clóscríobh rud ar bith sa réimse pasfhocail. Is cuma cad a chlóscríobhann tú ansin.',
    LOG_IN: 'Cliceáil an cnaipe Logáil isteach.',
    ERROR:
      "An bhfeiceann tú an earráid dhearg os cionn na foirme? Tosaíonn sí le SQLITE_ERROR: bhris d'athfhriotal ceist an bhunachair sonraí. Mar sin téann an méid a chlóscríobhann tú isteach sa cheist sin gan seiceáil.",
    NETWORK:
      'Ar mhaith leat an freagra iomlán? Oscail uirlisí an fhorbróra (F12), téigh go dtí an cluaisín Network agus cliceáil Logáil isteach arís. Tá an earráid ina hiomláine sa fhreagra ar /rest/user/login.',
    TYPE_OR_TRUE:
      "Déanaimis ceist úsáideach di ina ionad sin. Athraigh an réimse ríomhphoist go ' OR true (athfhriotal, spás, ansin OR true).",
    LOG_IN_AGAIN: 'Cliceáil Logáil isteach arís.',
    STILL_BROKEN:
      'Earráid fós? Léigh go cúramach í: baineann an bunachar sonraí tuisle anois as an méid a thagann i ndiaidh do théacs, an chuid a sheiceálann an pasfhocal.',
    COMMENT:
      'Mar sin cuir ar an mbunachar sonraí neamhaird a dhéanamh den chuid sin. In SQLite, cuireann dhá dhais (--) tús le nóta tráchta: scipeáiltear gach rud ina ndiaidh.',
    TYPE_COMMENT: "Clóscríobh ' OR true-- sa réimse ríomhphoist.",
    LOG_IN_FINAL: 'Cliceáil Logáil isteach uair amháin eile, agus féach cad a tharlaíonn.',
    DONE: "Tá tú istigh! Oscail roghchlár an chuntais ag an mbarr ar dheis chun a fheiceáil cé leis an cuntas seo: leis an riarthóir. Mheaitseáil OR true gach úsáideoir, ghearr na daiseanna seiceáil an phasfhocail amach, agus thóg an siopa an chéad úsáideoir a d'aimsigh sé.",
  },
  adminSectionChallenge: {
    ADMIN_LOGIN:
      'Ní mór duit a bheith logáilte isteach mar an riarthóir don cheann seo. An bhfuil a fhios agat conas? Logáil isteach mar admin anois. Mura bhfuil, déan an teagasc Login Admin ar dtús agus fill ar ais.',
    MISSION:
      'Is tusa an riarthóir anois, ach níl aon roghchlár a threoraíonn chuig an leathanach óna reáchtáiltear siopa: úsáideoirí, aiseolas agus a leithéid. Do mhisean: aimsigh seoladh an leathanaigh sin.',
    TECH: 'Má tá a fhios agat cad leis a tógadh suíomh, tá a fhios agat cá háit le féachaint. Coinníonn suíomh WordPress, mar shampla, a limistéar riaracháin ag /wp-admin. Úsáideann go leor siopaí eile gnáthfhocal Béarla.',
    TRY_ADMIN: 'Tosaigh leis an mbuille faoi thuairim is soiléire: clóscríobh /admin sa bharra seoltaí agus brúigh Enter.',
    TRY_ADMINISTRATION:
      'Níl leathanach riaracháin ansin. Is minic a scríobhann forbróirí an focal ina iomláine. Bain triail as /administration sa bharra seoltaí.',
    DONE: 'Shroich tú an rannóg riaracháin! Liostaíonn sí gach úsáideoir cláraithe agus gach píosa aiseolais ó chustaiméirí.',
    SCRIPTS:
      'Bealach amháin is ea buille faoi thuairim, bealach eile is ea léamh: tá gach bealach (route) ar eolas ag na scripteanna a sheolann an siopa seo chuig do bhrabhsálaí. In uirlisí an fhorbróra, cuardaigh "admin" sna scripteanna lódáilte agus tiocfaidh an seoladh aníos.',
    CURIOUS:
      'Fiosrach? Níos déanaí, logáil isteach mar ghnáthchustaiméir agus oscail /administration arís. Féach cé a chinneann an bhfuil cead agat é a fheiceáil: an brabhsálaí nó an freastalaí?',
  },
  weakPasswordChallenge: {
    MISSION:
      'Sa dúshlán seo logálann tú isteach i gcuntas an riarthóra lena phasfhocal bunaidh féin. Gan cleasanna leis an bhfoirm logála isteach an uair seo: buille maith faoi thuairim amháin.',
    LOG_OUT:
      'Tosaíonn an dúshlán seo agus tú logáilte amach. Má tá tú logáilte isteach, oscail roghchlár an chuntais anseo agus roghnaigh Logáil amach.',
    FIND_EMAIL:
      'Ar dtús teastaíonn seoladh ríomhphoist an riarthóra uait. Taispeánann aiseolas ó chustaiméirí agus léirmheasanna táirgí seoltaí a n-údar: áit mhaith le cuardach. Nuair a bheidh sé agat, oscail an leathanach Logáil isteach ó roghchlár an chuntais.',
    EMAIL: 'Clóscríobh seoladh ríomhphoist an riarthóra sa réimse Ríomhphost.',
    TRY_ANY:
      'Anois an pasfhocal. Ar ámharaí an tsaoil, roghnaigh an riarthóir ceann an-, an-dona. Clóscríobh cibé pasfhocal a thagann isteach i do cheann agus brúigh Logáil isteach.',
    WRONG: 'Ní hea, ní hé sin é. Lean ort ag tomhas: inseoidh mé duit chomh luath is a bheidh an réimse Pasfhocal ar an mbóthar ceart.',
    TRACK:
      'Tá tú ar an mbóthar ceart! Ach ina aonar, bheadh sé sin ar an bpasfhocal is measa ar domhan, fiú don riarthóir seo. Chuir sé roinnt carachtar leis nach litreacha iad. Lean ort.',
    WARMER: "Ag éirí níos teo! B'fhéidir tuilleadh digití a chur leis?",
    HOT: 'Te, an-te! Digit amháin eile...',
    LOG_IN: 'Sin é. Anois brúigh Logáil isteach.',
    DONE: "Tá tú logáilte isteach mar riarthóir an tsiopa seo, a bhuí le pasfhocal a d'fhéadfadh duine ar bith a thomhas. Choinneodh pasfhocal fada uathúil, nó níos fearr fós bainisteoir pasfhocal, amuigh thú.",
  },
  basketAccessChallenge: {
    INTRO:
      'Baineann an dúshlán seo le géarú pribhléidí cothrománach: teacht ar shonraí a bhaineann le húsáideoir eile a bhfuil na cearta céanna aige is atá agatsa. Anseo: ciseán siopadóireachta custaiméara eile.',
    LOG_IN:
      'Teastaíonn cuntas de do chuid féin uait chuige seo. Logáil isteach anois ó roghchlár an chuntais (nó cláraigh ar dtús mura bhfuil cuntas agat).',
    OPEN_BASKET:
      "Oscail do chiseán féin leis an gcnaipe tralaí seo. D'fhéadfadh sé a bheith folamh mura bhfuil aon rud curtha leis agat fós.",
    MISSION: 'Seo é do chiseán. Do mhisean: féach isteach i gciseán duine eile, agus fan logáilte isteach mar tú féin.',
    CLUE: "Caithfidh a fhios a bheith ag an leathanach cén ciseán is leatsa. Má choinníonn do bhrabhsálaí nóta faoi sin, b'fhéidir go bhféadfá an nóta a athrú.",
    DEVTOOLS:
      'Oscail uirlisí an fhorbróra (F12) agus aimsigh Session Storage faoi Application (Storage i Firefox), ansin roghnaigh an suíomh seo. Cosúil le fianáin, coinníonn sé péirí eochracha agus luachanna do gach suíomh gréasáin.',
    CHANGE_BID:
      'Léigh na heochracha atá stóráilte ansin. An bhfuil cuma ar cheann acu gur leis an gciseán é? Athraigh a luach go huimhir eile.',
    REVISIT:
      "Athraithe! Anois cliceáil isteach i scáileán ar bith eile, ansin ar ais go Do Chiseán ionas go lódálfaidh sé arís. Má fhanann sé folamh, b'fhéidir nach ann don chiseán sin: bain triail as uimhir eile.",
    DONE: 'Tá tú ag féachaint ar chiseán custaiméara eile! Chuir an siopa muinín san id a sheol do bhrabhsálaí in ionad a sheiceáil gur leatsa an ciseán.',
  },
  forgedFeedbackChallenge: {
    OPEN_CONTACT: 'Le tosú, oscail an roghchlár taoibh leis an gcnaipe seo agus roghnaigh Aiseolas ó Chustaiméirí.',
    MISSION: 'Baineann an dúshlán seo le rialú rochtana briste. Do mhisean: postáil aiseolas in ainm úsáideora eile.',
    AUTHOR:
      "Má sheoltar mar atá sé, imíonn d'aiseolas faoi d'ainm féin nuair atá tú logáilte isteach, nó gan ainm nuair nach bhfuil. Taispeánann an réimse Údar cé acu.",
    INSPECT:
      'Conas a fhaigheann an siopa amach cé hé an t-údar? Oscail uirlisí an fhorbróra agus scrúdaigh eilimintí na foirme aiseolais seo.',
    HIDDEN:
      'Tá níos mó san fhoirm seo ná mar a fheictear: féach ar an input díreach os cionn an réimse Údar. Tá an aitreabúid hidden air, mar sin ní thaispeánann an leathanach riamh é.',
    CHANGE:
      "Ar aimsigh tú é? Sa phainéal Elements, scrios aitreabúid hidden an input sin, agus feicfear é os cionn Údar. Ansin clóscríobh luach a d'fhéadfadh a bheith ag úsáideoir eile.",
    SUBMIT:
      "D'aimsigh tú an id úsáideora folaithe agus d'athraigh tú é! Anois scríobh trácht, roghnaigh rátáil, freagair an CAPTCHA agus brúigh Seol isteach.",
    DONE: "Chuaigh d'aiseolas amach in ainm úsáideora eile! Chuir an siopa muinín san id úsáideora a sheol an fhoirm in ionad a sheiceáil cé thú féin.",
  },
  loginJimChallenge: {
    LOG_OUT:
      'Tosaíonn an dúshlán seo agus tú logáilte amach. Má tá tú logáilte isteach, oscail roghchlár an chuntais thuas anseo agus roghnaigh Logáil amach. Logáilte amach cheana? Ansin bogfaidh mé ar aghaidh liom féin.',
    GO_TO_LOGIN: 'Do sprioc: logáil isteach le cuntas Jim. Oscail roghchlár an chuntais thuas anseo agus roghnaigh Logáil isteach.',
    NEED_BOTH:
      'Chun logáil isteach ar an ngnáthbhealach, teastaíonn seoladh ríomhphoist Jim agus a phasfhocal uait. Is dócha nach bhfuil ceachtar acu agat faoi láthair.',
    EMAIL_IS_ENOUGH:
      "Lena sheoladh ríomhphoist amháin, is féidir le hinstealladh SQL thú a thabhairt thar sheiceáil an phasfhocail. Nua d'instealladh SQL? Taispeánann an teagasc Login Admin na bunrudaí.",
    LEAKS:
      'Mar sin, aimsímis ríomhphost Jim. Tá an siopa seo míchúramach faoi phríobháideachas: taispeánann sé ríomhphoist custaiméirí in áiteanna éagsúla, mar shampla in aice le léirmheasanna táirgí.',
    GO_TO_PRODUCTS: 'Téigh ar ais go liosta na dtáirgí: cliceáil lógó an tsiopa thuas anseo.',
    FIND_JIM:
      'Oscail cúpla táirge agus léigh a léirmheasanna. Nuair a aimseoidh tú ceann le Jim agus nuair a bheidh a ríomhphost breactha síos agat, oscail scáileán Logáil isteach arís ó roghchlár an chuntais.',
    TYPE_EMAIL: 'Clóscríobh seoladh ríomhphoist Jim sa réimse ríomhphoist.',
    ANY_PASSWORD: 'Clóscríobh pasfhocal ar bith. Ligimis orainn nach bhfuil a phasfhocal ar eolas againn, fiú má tá sé ar eolas agat.',
    LOG_IN: 'Cliceáil an cnaipe Logáil isteach.',
    FAILED: 'Níor oibrigh sé sin, agus níor shíleamar go n-oibreodh: tá an pasfhocal mícheart. Anois chuig an instealladh SQL.',
    ADD_COMMENT:
      "Cuir '-- díreach i ndiaidh sheoladh ríomhphoist Jim. Críochnaíonn an t-athfhriotal an ríomhphost i gceist an bhunachair sonraí, agus déanann an dá dhais nóta tráchta den seiceáil pasfhocail ina dhiaidh.",
    LOG_IN_AGAIN: 'Cliceáil Logáil isteach arís.',
    DONE: 'Tá tú logáilte isteach mar Jim, gan a phasfhocal a bheith ar eolas agat riamh!',
  },
  loginBenderChallenge: {
    PREREQUISITE:
      'Tógann an dúshlán seo ar instealladh SQL. Más nua duit é, réitigh Login Admin ar dtús: taispeánann a theagasc na bunrudaí. Cliceáil faoi dhó orm chun leanúint ar aghaidh mar sin féin.',
    LOG_OUT:
      'Tosaíonn an dúshlán seo agus tú logáilte amach. Má tá tú logáilte isteach, oscail roghchlár an chuntais thuas anseo agus roghnaigh Logáil amach. Logáilte amach cheana? Ansin bogfaidh mé ar aghaidh liom féin.',
    GO_TO_LOGIN: 'Do sprioc: logáil isteach le cuntas Bender. Oscail roghchlár an chuntais thuas anseo agus roghnaigh Logáil isteach.',
    NEED_BOTH:
      'Chun logáil isteach ar an ngnáthbhealach, teastaíonn seoladh ríomhphoist Bender agus a phasfhocal uait. Is dócha nach bhfuil ceachtar acu agat faoi láthair.',
    EMAIL_IS_ENOUGH: 'Lena sheoladh ríomhphoist amháin, is féidir le hinstealladh SQL thú a thabhairt thar sheiceáil an phasfhocail.',
    LEAKS:
      'Mar sin, aimsímis ríomhphost Bender. Tá an siopa seo míchúramach faoi phríobháideachas: taispeánann sé codanna de ríomhphoist custaiméirí in áiteanna éagsúla, mar shampla ina n-aiseolas.',
    GO_TO_ABOUT:
      'Téigh go dtí an leathanach Fúinn, a thaispeánann aiseolas ó chustaiméirí: oscail an roghchlár taoibh leis an gcnaipe ar chlé de lógó an tsiopa agus roghnaigh Fúinn.',
    FIND_BENDER:
      'Coinnigh súil ar an aiseolas ó chustaiméirí anseo. Taispeánann iontráil amháin dóthain de ríomhphost Bender chun an chuid eile a thomhas. Nuair a bheidh sé agat, oscail scáileán Logáil isteach ó roghchlár an chuntais.',
    TYPE_EMAIL: 'Clóscríobh seoladh ríomhphoist Bender sa réimse ríomhphoist.',
    ANY_PASSWORD: 'Clóscríobh pasfhocal ar bith. Ligimis orainn nach bhfuil a phasfhocal ar eolas againn, fiú má tá sé ar eolas agat.',
    LOG_IN: 'Cliceáil an cnaipe Logáil isteach.',
    FAILED: 'Níor oibrigh sé sin, agus níor shíleamar go n-oibreodh: tá an pasfhocal mícheart. Anois chuig an instealladh SQL.',
    ADD_COMMENT:
      "Cuir '-- díreach i ndiaidh sheoladh ríomhphoist Bender. Críochnaíonn an t-athfhriotal an ríomhphost i gceist an bhunachair sonraí, agus déanann an dá dhais nóta tráchta den seiceáil pasfhocail ina dhiaidh.",
    LOG_IN_AGAIN: 'Cliceáil Logáil isteach arís.',
    DONE: 'Tá tú logáilte isteach mar Bender, gan a phasfhocal a bheith ar eolas agat riamh!',
  },
  rscPayloadLeakChallenge: {
    WELCOME:
      'Rindreáiltear an eangach táirgí seo ar an bhfreastalaí ag React Server Component. Taistealaíonn gach rud a thugann sé don bhrabhsálaí in éineacht léi, fiú an méid nach dtaispeánann an scáileán riamh. Faigheann an fhoireann cúpón rúnda anseo. Féachaimis cad a fhaigheann tusa.',
    DEVTOOLS:
      'Oscail uirlisí an fhorbróra (F12) agus a gcluaisín Network. Clóscríobh RSC i mbosca scagaire Network, ionas nach liostaítear ach iarratais chomhpháirteanna an fhreastalaí: is den chineál text/x-component a bhfreagraí, sruth comhpháirteanna React.',
    NAVIGATE:
      'Anois lig don siopa an eangach a fháil arís: oscail leathanach eile, mar shampla Fúinn ón roghchlár taoibh, ansin fill ar ais trí chliceáil ar lógó an tsiopa. Bí ag faire ar iarratas chuig /RSC/R/search.txt.',
    READ: 'Cliceáil an t-iarratas sin agus oscail a chluaisín Response: is é an téacs seo an payload RSC óna dtógann React an eangach. Cuardaigh ann (Ctrl+F) le haghaidh "coupon". Cad a sheoltar in éineacht le gach táirge?',
    LOGIN:
      'Fuasclaítear cúpón ar chiseán, mar sin caithfidh tú a bheith logáilte isteach. Logáil isteach le do chuntas, nó cruthaigh ceann mura bhfuil ceann agat fós.',
    CHECKOUT:
      'Tá réimse an chúpóin ar chéim íocaíochta an tseiceála amach: cuir táirge i do chiseán, oscail an ciseán agus seiceáil amach go dtí an leathanach íocaíochta. Nó clóscríobh /payment/shop sa bharra seoltaí.',
    REDEEM: 'Oscail "Cuir cúpón leis", greamaigh an cód a d\'aimsigh tú sa réimse agus cliceáil Fuascail. Fanfaidh mé anseo.',
    DONE: 'Fuascailte! Is poiblí gach rud a thugann comhpháirt freastalaí do chomhpháirt cliaint, cibé an dtaispeántar é nó nach dtaispeántar. Caithfidh rúin fanacht ar an bhfreastalaí, nó a bheith marcáilte le taint APIs React.',
  },
  graphqlIntrospectionChallenge: {
    WELCOME:
      'Faigheann comhpháirteanna freastalaí an tsiopa a dtáirgí, a léirmheasanna agus a socruithe ó ghraf ábhair: críochphointe GraphQL ag /graphql. Is féidir le freastalaí GraphQL cur síos a dhéanamh ar a scéimre féin, mura bhfuil sé sin múchta ag duine éigin.',
    CONSOLE:
      'Oscail uirlisí an fhorbróra (F12) agus a gcluaisín Console. Seolann an leathanach seo fetch() a chlóscríobhtar ansin, díreach cosúil le hiarratais an tsiopa féin. (Oibríonn curl i dteirminéal freisin.)',
    INTROSPECT:
      'Cuir ceist ar an ngraf faoi féin: cóipeáil an líne seo isteach sa chonsól agus brúigh Enter. Iarrann an cheist gach réimse a fhreagraíonn an graf ag a bharr, mar aon le cur síos ar gach ceann.',
    SPOT: 'Leathnaigh an freagra sa chonsól: liostaíonn sé gach ceist a ghlacann an graf, gach ceann le cur síos. Tá gach ceann acu doiciméadaithe ach réimse amháin. Cé acu é?',
    SUBFIELDS:
      'Freagraíonn an réimse sin le réada, agus teastaíonn ó GraphQL go n-ainmneofá a réimsí. Iarr an réimse ina aonar ar dtús: ainmníonn an teachtaireacht earráide a chineál. Ansin liostaíonn ceist mar seo, le hainm an chineáil sin, an méid is féidir leat a roghnú:',
    ASK: 'Anois iarr an réimse neamhdhoiciméadaithe le cúpla fo-réimse dá chuid: an fetch céanna, le do cheist féin i ndiaidh ?query=. Fanfaidh mé anseo.',
    DONE: 'Sin é: sonraí nach dtaispeánann aon scáileán den siopa. Múch introspection i dtáirgeadh, agus ná bí ag brath riamh ar réimse fanacht rúnda toisc nach bhfuil sé doiciméadaithe.',
  },
  serverSourceMapChallenge: {
    WELCOME:
      'Pacálann uirlisí tógála clár i gcúpla bundle de chód doléite. Ar mhaithe le teachtaireachtaí earráide inléite, scríobhann siad source map freisin in aice le gach bundle: comhad .map ina bhfuil an bunfhoinse.',
    MAP_NAME:
      'Ainmníonn bundle a mhapa ina líne dheireanach, i nóta tráchta cosúil le //# sourceMappingURL=app-1a2b3c.js.map: ainm comhaid an bundle féin agus .map curtha leis. Coinnigh an riail sin i gcuimhne.',
    ERROR_PAGE:
      'Anois aimsigh ainm ceann de bundles an fhreastalaí. Tá leathanaigh earráide an tsiopa cainteach: oscail /api/Users i gcluaisín nua. Gan logáil isteach, freagraíonn sé le leathanach earráide agus stack trace.',
    TRACE:
      'Ainmníonn gach líne den stack trace sin comhad den fhreastalaí faoi dist/server/assets/, mar shampla server-entry-….js: ceann dá bundles. Breac síos ainm iomlán amháin, an hash ann san áireamh.',
    FETCH_MAP:
      'Foilsíonn an siopa mapaí an fhreastalaí ar an mbealach céanna a sholáthraíonn sé scripteanna an bhrabhsálaí: faoi /assets/, i bhfillteán server dá gcuid féin. Oscail /assets/server/ agus ainm an bundle sin agus .map ina dhiaidh. Fanfaidh mé anseo.',
    DONE: 'Fuair tú é! Is é a sourcesContent cód an fhreastalaí féin: bealaí, ceisteanna, seiceálacha. Is sa rianaire earráidí a bhaineann source maps de chód freastalaí, riamh ar sheoladh poiblí.',
  },
  codingChallenges: {
    OPEN_SCORE_BOARD:
      'Imrítear dúshláin chódaithe ar an gClár Scóir. Oscail anois é: tá nasc chuige sa roghchlár taoibh chomh luath is a aimsíonn tú é, nó clóscríobh /score-board sa bharra seoltaí.',
    WHAT: 'Tagann dúshlán códaithe le go leor dúshlán haiceála: léann tú an fíorchód foinseach taobh thiar den locht, aimsíonn tú na línte ciontacha agus roghnaíonn tú ceartúchán. Comhaireann an cárta seo do dhul chun cinn iontu.',
    OPEN_BADGE:
      'Osclaíonn dúshlán códaithe nuair atá a dhúshlán haiceála réitithe, agus tá an Clár Scóir réitithe. Cliceáil an suaitheantas <> ar chárta an Chláir Scóir chun a dhúshlán códaithe a oscailt.',
    SNIPPET:
      'Seo é an cód a chuireann an Clár Scóir sa roghchlár taoibh, léite ón siopa atá ag rith. Céim a haon, Aimsigh é: cé na línte a ligeann do chuairteoir an Clár Scóir "folaithe" a shroicheadh?',
    FIND_IT:
      'Cliceáil uimhir gach líne a bhfuil amhras agat fúithi; casann sí buí. Ansin brúigh Seol isteach. Mícheart? Bain triail eile as: tar éis gach botúin, insíonn an bosca leide faoin gcód beagán níos mó.',
    FIX_IT:
      'Céim a dó, Ceartaigh é: oscail an liosta os cionn an chóid agus féach ar gach ceartúchán; taispeánann an diff cad a athraíonn sé. Cuimhnigh go bhfuil sé i gceist go n-aimseofaí an Clár Scóir, rianaíonn sé do dhul chun cinn go léir. Roghnaigh an ceartúchán is fearr agus brúigh Seol isteach.',
    DONE: 'An dá chéim déanta: taispeánann an suaitheantas 2/2 agus comhaireann an cárta seo iad. Dún an dialóg. Tá gach dúshlán réitithe a bhfuil suaitheantas <> air ag fanacht leat ar an mbealach céanna.',
  },
};
