import type { TutorialTranslation } from './types';

/** Nederlands: the hacking instructor's tutorials */
export const tutorials: TutorialTranslation = {
  scoreBoardChallenge: {
    WELCOME:
      'Hallo! Ik ben je hacking-instructeur. Ik sta naast het deel van de pagina dat je nodig hebt en ga verder zodra je hebt gedaan wat ik vraag. Haast? Dubbelklik op mij om een stap over te slaan.',
    MISSION:
      'Je eerste missie: vind het Scorebord (Score Board). Het toont alle uitdagingen van deze winkel en hoe ver je bent, maar geen enkel menu linkt ernaartoe.',
    CLUE: 'Een webwinkel stuurt de browser de code van al zijn schermen, ook de verborgen pagina\'s. Open de ontwikkelaarstools, zoek in de geladen scripts naar "score" en kijk welk adres er opduikt.',
    GUESS:
      'Of raad het gewoon: hoe zou een ontwikkelaar die pagina noemen? Typ het adres in de adresbalk, bijvoorbeeld /score-board, en druk op Enter. Ik wacht hier.',
    DONE: 'Gevonden, en daarmee heb je je eerste uitdaging opgelost: de kaart hier laat het zien. Kies de volgende zodra je klaar bent; de knop met de afstudeerhoed op een kaart start de eigen tutorial van die uitdaging.',
  },
  localXssChallenge: {
    INTRO:
      'Deze les gaat over het zoekveld bovenaan de pagina. Waar je ook naar zoekt, de winkel laat het je boven de resultaten nog eens zien. Laten we kijken hoe dat werkt.',
    TYPE_OWASP: 'Klik op het vergrootglas om het zoekveld te openen en typ er owasp in. Druk nog niet op Enter.',
    ENTER_OWASP: 'Druk nu op Enter om te zoeken.',
    ECHOED: 'Daar zijn je OWASP-producten. Kijk naar de kop erboven: die herhaalt het woord waarop je zocht.',
    XSS_IDEA:
      'Tekst die je typt en die terugkomt op de pagina, daar begint Cross-Site Scripting (XSS): als de pagina je tekst als HTML behandelt in plaats van als platte tekst, kun je je eigen opmaak toevoegen, en misschien je eigen JavaScript.',
    TYPE_H1: 'Laten we het eerst testen met onschuldige HTML. Verander de tekst in het zoekveld in <h1>owasp',
    ENTER_H1: 'Druk weer op Enter.',
    HTML_WORKS: 'Zie je hoe groot het woord is geworden? De pagina toonde je <h1> niet als tekst: ze maakte er een echte kop van.',
    INSPECT:
      'Om het zelf te zien, klik je met de rechtermuisknop op het grote woord en kies je Inspecteren. De ontwikkelaarstools tonen een h1-element in de kop, opgebouwd uit wat je typte.',
    TYPE_SCRIPT: 'Probeer nu JavaScript. Vervang de tekst in het zoekveld door <script>alert(xss)</script>',
    ENTER_SCRIPT: 'Druk nog een keer op Enter.',
    SCRIPT_SILENT:
      'Er verscheen niets. Inspecteer de kop opnieuw: het script-element staat er wel, maar browsers voeren nooit een script-tag uit die een pagina later als HTML invoegt. We hebben een andere payload nodig.',
    TYPE_IFRAME:
      'Er zijn veel XSS-payloads. Deze verstopt JavaScript in het adres van een frame. Typ hem in het zoekveld: <iframe src="javascript:alert(`xss`)">',
    ENTER_IFRAME: 'Druk op Enter. Verschijnt er een meldingsvenster, klik dan op OK om het te sluiten.',
    DONE: 'Goed gedaan, dat was een XSS-aanval! Het heet DOM XSS omdat de eigen code van de pagina in je browser je tekst als HTML in de pagina zette.',
  },
  xssBonusChallenge: {
    INTRO:
      'Deze gebruikt opnieuw het lek dat je in de DOM XSS-les vond (doe die eerst als je dat nog niet hebt gedaan): het zoekveld bovenaan. Alleen de payload is anders, en een stuk leuker.',
    PASTE:
      'Open het zoekveld en plak deze payload erin, precies zoals hij is: <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>',
    ENTER: 'Zet je speakers harder. Druk daarna op Enter.',
    DONE: 'Opgelost! In plaats van een melding speelt de pagina nu muziek van een andere website. Geniet van het nummer!',
  },
  privacyPolicyChallenge: {
    LOG_IN:
      'Log eerst in met een willekeurig account. Klik rechtsboven op Account en kies Inloggen. Nog geen account? Volg op de inlogpagina "Nieuw hier? Maak een account aan" om er een te registreren.',
    OPEN_ACCOUNT: 'Je bent ingelogd. Klik nu rechtsboven op Account om het accountmenu te openen.',
    OPEN_POLICY: 'Wijs in het menu Privacy & beveiliging aan (of klik erop). Ernaast opent een tweede menu: klik daar op Privacybeleid.',
    DONE: 'Dat was makkelijk, toch? Deze uitdaging is een grapje: bijna niemand leest de kleine lettertjes. Jij net wel.',
  },
  reflectedXssChallenge: {
    LOG_IN:
      'Voor deze les moet je ingelogd zijn. Klik rechtsboven op Account en kies Inloggen, met een willekeurig account (of registreer daar een nieuw).',
    ORDER_HISTORY: 'Open nu je bestellingen: klik op Account, dan op Bestellingen & betaling en dan op Bestelgeschiedenis.',
    TRACK:
      'Elke bestelling heeft een knop met een vrachtwagen: Bestelling volgen. Klik erop bij een van je bestellingen. Nog geen bestellingen? Koop iets in de winkel; de bevestigingspagina linkt ook naar het volgen ervan.',
    LOOK: 'Dit is de volgpagina. Kijk naar de adresbalk: het bestelnummer reist daarin mee, als id=… En de pagina toont dat nummer in de kop.',
    REFLECTED:
      'Een waarde die van het adres naar de server gaat en meteen terugkomt in de pagina, heet "gereflecteerd". Als de pagina die als HTML behandelt, kan een link een aanval bevatten: dat is reflected XSS.',
    PAYLOAD:
      'Probeer het: vervang in de adresbalk alles na id= door <iframe src="javascript:alert(`xss`)"> en druk op Enter. Verschijnt er een meldingsvenster, klik dan op OK om het te sluiten.',
    DONE: 'Opgelost! Iedereen die een link zoals de jouwe opent, voert jouw script uit in zijn eigen browser. Daarom is reflected XSS zo gevaarlijk.',
  },
  exposedCredentialsChallenge: {
    LOG_OUT:
      'Deze uitdaging begint uitgelogd. Ben je ingelogd, open dan hierboven het accountmenu en kies Uitloggen. Al uitgelogd? Dan ga ik vanzelf verder.',
    HARDCODED:
      'Een ontwikkelaar heeft de inloggegevens van een testaccount in de clientcode van deze winkel laten staan. Alles wat je browser downloadt, kan iedereen lezen, dus laten we het lezen.',
    GO_TO_LOGIN:
      'Inloggegevens horen bij een login, dus het inlogscherm is een goede verdachte. Open het: hierboven het accountmenu, dan Inloggen.',
    DEV_TOOLS:
      'Open de ontwikkelaarstools (F12) en ga naar Sources (Debugger in Firefox). Daar vind je elk script dat deze pagina van de winkel heeft geladen.',
    SEARCH:
      'Doorzoek al die scripts tegelijk (Ctrl+Shift+F, of Cmd+Option+F op een Mac) op woorden die vaak naast inloggegevens staan, zoals password, pw, user of test.',
    EMAIL:
      'Een gebruikersnaam en een wachtwoord naast elkaar gevonden? Het account logt in met een e-mailadres: die gebruikersnaam op het eigen e-maildomein van de winkel, dat elk account hier gebruikt.',
    TYPE_EMAIL: 'Typ het e-mailadres van het testaccount in het e-mailveld.',
    TYPE_PASSWORD: 'Typ nu het wachtwoord in het wachtwoordveld.',
    LOG_IN: 'Klik op de knop Inloggen.',
    DONE: 'Je bent ingelogd met inloggegevens die nooit het bureau van de ontwikkelaar hadden mogen verlaten. Geheimen in clientcode zijn nooit geheim!',
  },
  loginAdminChallenge: {
    LOG_OUT:
      'Deze uitdaging begint uitgelogd. Ben je ingelogd, open dan hierboven het accountmenu en kies Uitloggen. Al uitgelogd? Dan ga ik vanzelf verder.',
    GO_TO_LOGIN:
      'Je doel: in het account van de beheerder komen zonder het wachtwoord te kennen. Open hierboven het accountmenu en kies Inloggen.',
    SQLI: 'We gaan een SQL-injectie proberen. De winkel plakt wat je typt in een databasequery, dus met de juiste tekens kun je veranderen wat die query betekent.',
    QUOTES:
      "Een goede eerste test is een enkel aanhalingsteken ('). In een slordig opgebouwde query breekt het de syntaxis, en de fout die volgt vertelt je dat het veld een nadere blik waard is.",
    TYPE_QUOTE: "Typ alleen een enkel aanhalingsteken ' in het e-mailveld.",
    ANY_PASSWORD: 'Typ nu iets in het wachtwoordveld. Wat je daar typt, maakt niet uit.',
    LOG_IN: 'Klik op de knop Inloggen.',
    ERROR:
      'Zie je de rode foutmelding boven het formulier? Die begint met SQLITE_ERROR: je aanhalingsteken heeft de databasequery gebroken. Wat je typt, gaat dus ongecontroleerd die query in.',
    NETWORK:
      'Wil je het hele antwoord zien? Open de ontwikkelaarstools (F12), ga naar het tabblad Network en klik nog eens op Inloggen. Het antwoord op /rest/user/login bevat de volledige fout.',
    TYPE_OR_TRUE: "Laten we de query nu nuttig maken. Verander het e-mailveld in ' OR true (een aanhalingsteken, een spatie, dan OR true).",
    LOG_IN_AGAIN: 'Klik nog eens op Inloggen.',
    STILL_BROKEN:
      'Nog steeds een fout? Lees hem goed: de database struikelt nu over wat er na jouw tekst komt, het deel dat het wachtwoord controleert.',
    COMMENT:
      'Laat de database dat deel dan negeren. In SQLite beginnen twee streepjes (--) een commentaar: alles daarna wordt overgeslagen.',
    TYPE_COMMENT: "Typ ' OR true-- in het e-mailveld.",
    LOG_IN_FINAL: 'Klik nog één keer op Inloggen en kijk wat er gebeurt.',
    DONE: 'Je bent binnen! Open rechtsboven het accountmenu om te zien van wie dit account is: van de beheerder. OR true paste op elke gebruiker, de streepjes schakelden de wachtwoordcontrole uit en de winkel nam de eerste gebruiker die hij vond.',
  },
  adminSectionChallenge: {
    ADMIN_LOGIN:
      'Hiervoor moet je als beheerder ingelogd zijn. Weet je al hoe? Log dan nu in als admin. Zo niet, doe dan eerst de tutorial Login Admin en kom daarna terug.',
    MISSION:
      'Je bent nu de admin, maar geen enkel menu leidt naar de pagina waar een winkel beheerd wordt: gebruikers, feedback en dergelijke. Je missie: vind het adres van die pagina.',
    TECH: 'Weten waarmee een site gebouwd is, vertelt je waar je moet zoeken. Een WordPress-site heeft het beheergedeelte bijvoorbeeld op /wp-admin. Veel andere winkels gebruiken gewoon een eenvoudig Engels woord.',
    TRY_ADMIN: 'Begin met de meest voor de hand liggende gok: typ /admin in de adresbalk en druk op Enter.',
    TRY_ADMINISTRATION:
      'Daar is geen beheerpagina. Ontwikkelaars schrijven het woord vaak voluit. Probeer /administration in de adresbalk.',
    DONE: 'Je bent in het beheergedeelte! Het toont elke geregistreerde gebruiker en alle feedback van klanten.',
    SCRIPTS:
      'Raden is één manier, lezen de andere: de scripts die deze winkel naar je browser stuurt, kennen elke route. Zoek in de ontwikkelaarstools in de geladen scripts naar "admin" en het adres duikt op.',
    CURIOUS:
      'Nieuwsgierig? Log later in als gewone klant en open /administration opnieuw. Let op wie beslist of je het mag zien: de browser of de server?',
  },
  weakPasswordChallenge: {
    MISSION:
      'In deze uitdaging log je in op het account van de beheerder met zijn eigen, originele wachtwoord. Deze keer geen trucjes met het inlogformulier: gewoon goed raden.',
    LOG_OUT: 'Deze uitdaging begint uitgelogd. Ben je ingelogd, open dan hier het accountmenu en kies Uitloggen.',
    FIND_EMAIL:
      'Eerst heb je het e-mailadres van de admin nodig. Klantfeedback en productreviews tonen de adressen van hun schrijvers: een goede plek om te zoeken. Heb je het, open dan de pagina Inloggen via het accountmenu.',
    EMAIL: 'Typ het e-mailadres van de admin in het veld E-mail.',
    TRY_ANY:
      'Nu het wachtwoord. Gelukkig heeft de admin een heel, heel slecht wachtwoord gekozen. Typ het eerste wachtwoord dat in je opkomt en klik op Inloggen.',
    WRONG: 'Nee, dat was het niet. Blijf raden: ik zeg het je zodra het veld Wachtwoord op het goede spoor zit.',
    TRACK:
      'Je zit op het goede spoor! Maar alleen dit zou het slechtste wachtwoord ter wereld zijn, zelfs voor deze admin. Hij heeft er een paar tekens aan toegevoegd die geen letters zijn. Blijf proberen.',
    WARMER: 'Warmer! Misschien nog wat cijfers erbij?',
    HOT: 'Heet, heel heet! Nog maar één cijfer...',
    LOG_IN: 'Dat is hem. Klik nu op Inloggen.',
    DONE: 'Je bent ingelogd als beheerder van deze winkel, dankzij een wachtwoord dat iedereen kon raden. Een lang, uniek wachtwoord, of beter nog een wachtwoordmanager, had je buiten gehouden.',
  },
  basketAccessChallenge: {
    INTRO:
      'Deze uitdaging gaat over horizontale privilege-escalatie: bij gegevens komen van een andere gebruiker met dezelfde rechten als jij. Hier: het winkelmandje van een andere klant.',
    LOG_IN: 'Hiervoor heb je een eigen account nodig. Log nu in via het accountmenu (of registreer je eerst als je er nog geen hebt).',
    OPEN_BASKET: 'Open je eigen winkelmandje met deze winkelwagenknop. Het kan best leeg zijn als je nog niets hebt toegevoegd.',
    MISSION: 'Dit is je winkelmandje. Je missie: kijk in het mandje van iemand anders, terwijl je als jezelf ingelogd blijft.',
    CLUE: 'De pagina moet weten welk mandje van jou is. Als je browser daar een notitie van bijhoudt, kun je die notitie misschien aanpassen.',
    DEVTOOLS:
      'Open de ontwikkelaarstools (F12), zoek Session Storage onder Application (Storage in Firefox) en kies dan deze site. Net als cookies bewaart het per website paren van sleutels en waarden.',
    CHANGE_BID: 'Lees de sleutels die daar staan. Lijkt er een bij het mandje te horen? Verander de waarde ervan in een ander getal.',
    REVISIT:
      'Aangepast! Klik nu door naar een ander scherm en dan terug naar Je winkelmandje, zodat het opnieuw laadt. Blijft het leeg, dan bestaat dat mandje misschien niet: probeer een ander getal.',
    DONE: 'Je kijkt in het mandje van een andere klant! De winkel vertrouwde de id die je browser stuurde, in plaats van te controleren of het mandje van jou is.',
  },
  forgedFeedbackChallenge: {
    OPEN_CONTACT: 'Open om te beginnen het zijmenu met deze knop en kies Klantfeedback.',
    MISSION: 'Deze uitdaging gaat over gebrekkige toegangscontrole. Je missie: plaats feedback uit naam van een andere gebruiker.',
    AUTHOR:
      'Verstuur je je feedback zoals hij is, dan gaat hij op jouw naam als je ingelogd bent, of anoniem als je dat niet bent. Het veld Auteur laat zien welke van de twee.',
    INSPECT: 'Hoe weet de winkel wie de auteur is? Open de ontwikkelaarstools en inspecteer de elementen van dit feedbackformulier.',
    HIDDEN:
      'Er zit meer in dit formulier dan je ziet: kijk naar de input direct boven het veld Auteur. Die heeft het attribuut hidden, dus de pagina toont hem nooit.',
    CHANGE:
      'Gevonden? Verwijder in het paneel Elements het attribuut hidden van die input, en hij verschijnt boven Auteur. Typ er dan een waarde in die van een andere gebruiker zou kunnen zijn.',
    SUBMIT:
      'Je hebt de verborgen gebruikers-id gevonden en aangepast! Schrijf nu een opmerking, kies een beoordeling, beantwoord de CAPTCHA en klik op Versturen.',
    DONE: 'Je feedback is verstuurd uit naam van een andere gebruiker! De winkel vertrouwde de gebruikers-id die het formulier stuurde, in plaats van te controleren wie je bent.',
  },
  loginJimChallenge: {
    LOG_OUT:
      'Deze uitdaging begint uitgelogd. Ben je ingelogd, open dan hierboven het accountmenu en kies Uitloggen. Al uitgelogd? Dan ga ik vanzelf verder.',
    GO_TO_LOGIN: 'Je doel: inloggen met het account van Jim. Open hierboven het accountmenu en kies Inloggen.',
    NEED_BOTH:
      'Om op de normale manier in te loggen heb je het e-mailadres van Jim en zijn wachtwoord nodig. Op dit moment heb je waarschijnlijk geen van beide.',
    EMAIL_IS_ENOUGH:
      'Met alleen zijn e-mailadres kan een SQL-injectie je langs de wachtwoordcontrole helpen. Nieuw met SQL-injectie? De tutorial Login Admin laat de basis zien.',
    LEAKS:
      'Laten we dus het e-mailadres van Jim zoeken. Deze winkel gaat slordig om met privacy: hij toont e-mailadressen van klanten op verschillende plekken, bijvoorbeeld naast productreviews.',
    GO_TO_PRODUCTS: 'Ga terug naar de productlijst: klik hierboven op het logo van de winkel.',
    FIND_JIM:
      'Open een paar producten en lees de reviews. Heb je er een van Jim gevonden en zijn e-mailadres genoteerd, open dan opnieuw het scherm Inloggen via het accountmenu.',
    TYPE_EMAIL: 'Typ het e-mailadres van Jim in het e-mailveld.',
    ANY_PASSWORD: 'Typ een willekeurig wachtwoord. Laten we doen alsof we het zijne niet kennen, ook al weet je het toevallig.',
    LOG_IN: 'Klik op de knop Inloggen.',
    FAILED: 'Dat werkte niet, en dat hadden we ook niet verwacht: het wachtwoord is fout. Nu de SQL-injectie.',
    ADD_COMMENT:
      "Zet '-- direct achter het e-mailadres van Jim. Het aanhalingsteken sluit het e-mailadres af in de databasequery, en de twee streepjes maken van de wachtwoordcontrole daarna een commentaar.",
    LOG_IN_AGAIN: 'Klik nog eens op Inloggen.',
    DONE: 'Je bent ingelogd als Jim, zonder ooit zijn wachtwoord te kennen!',
  },
  loginBenderChallenge: {
    PREREQUISITE:
      'Deze uitdaging bouwt voort op SQL-injectie. Ben je daar nieuw in, los dan eerst Login Admin op: de tutorial daarvan laat de basis zien. Dubbelklik op mij om toch door te gaan.',
    LOG_OUT:
      'Deze uitdaging begint uitgelogd. Ben je ingelogd, open dan hierboven het accountmenu en kies Uitloggen. Al uitgelogd? Dan ga ik vanzelf verder.',
    GO_TO_LOGIN: 'Je doel: inloggen met het account van Bender. Open hierboven het accountmenu en kies Inloggen.',
    NEED_BOTH:
      'Om op de normale manier in te loggen heb je het e-mailadres van Bender en zijn wachtwoord nodig. Op dit moment heb je waarschijnlijk geen van beide.',
    EMAIL_IS_ENOUGH: 'Met alleen zijn e-mailadres kan een SQL-injectie je langs de wachtwoordcontrole helpen.',
    LEAKS:
      'Laten we dus het e-mailadres van Bender zoeken. Deze winkel gaat slordig om met privacy: hij toont delen van e-mailadressen van klanten op verschillende plekken, bijvoorbeeld in hun feedback.',
    GO_TO_ABOUT:
      'Ga naar de pagina Over ons, die klantfeedback toont: open het zijmenu met de knop links van het logo van de winkel en kies Over ons.',
    FIND_BENDER:
      'Bekijk de klantfeedback hier. Eén bericht toont genoeg van het e-mailadres van Bender om de rest te raden. Heb je het, open dan het scherm Inloggen via het accountmenu.',
    TYPE_EMAIL: 'Typ het e-mailadres van Bender in het e-mailveld.',
    ANY_PASSWORD: 'Typ een willekeurig wachtwoord. Laten we doen alsof we het zijne niet kennen, ook al weet je het toevallig.',
    LOG_IN: 'Klik op de knop Inloggen.',
    FAILED: 'Dat werkte niet, en dat hadden we ook niet verwacht: het wachtwoord is fout. Nu de SQL-injectie.',
    ADD_COMMENT:
      "Zet '-- direct achter het e-mailadres van Bender. Het aanhalingsteken sluit het e-mailadres af in de databasequery, en de twee streepjes maken van de wachtwoordcontrole daarna een commentaar.",
    LOG_IN_AGAIN: 'Klik nog eens op Inloggen.',
    DONE: 'Je bent ingelogd als Bender, zonder ooit zijn wachtwoord te kennen!',
  },
  rscPayloadLeakChallenge: {
    WELCOME:
      'Dit productraster wordt op de server gerenderd door een React Server Component. Alles wat het aan de browser doorgeeft reist mee, ook wat het scherm nooit toont. Medewerkers krijgen hier een geheime coupon. Eens kijken wat jij krijgt.',
    DEVTOOLS:
      'Open de ontwikkelaarstools (F12) en het tabblad Network. Typ RSC in het filterveld van Network, zodat alleen de verzoeken van de server components getoond worden: hun antwoorden zijn van het type text/x-component, de componentenstream van React.',
    NAVIGATE:
      'Laat de winkel het raster nu opnieuw ophalen: open een andere pagina, bijvoorbeeld Over ons in het zijmenu, en kom dan terug door op het logo van de winkel te klikken. Let op een verzoek naar /RSC/R/search.txt.',
    READ: 'Klik op dat verzoek en open het tabblad Response: deze tekst is de RSC-payload waaruit React het raster opbouwt. Zoek erin (Ctrl+F) naar "coupon". Wat wordt er met elk product meegestuurd?',
    LOGIN:
      'Een coupon wissel je in voor een winkelmandje, dus je moet ingelogd zijn. Log in met je account, of maak er een aan als je er nog geen hebt.',
    CHECKOUT:
      'Het couponveld staat bij de betaalstap van het afrekenen: leg een product in je mandje, open het mandje en reken af tot de betaalpagina. Of typ /payment/shop in de adresbalk.',
    REDEEM: 'Open "Coupon toevoegen", plak de gevonden code in het veld en klik op Inwisselen. Ik wacht hier.',
    DONE: "Ingewisseld! Alles wat een server component aan een client component doorgeeft, is openbaar, of het nu getoond wordt of niet. Geheimen moeten op de server blijven, of gemarkeerd worden met de taint-API's van React.",
  },
  graphqlIntrospectionChallenge: {
    WELCOME:
      'De server components van de winkel halen hun producten, reviews en instellingen uit een contentgraaf: een GraphQL-endpoint op /graphql. Een GraphQL-server kan zijn eigen schema beschrijven, tenzij iemand dat heeft uitgezet.',
    CONSOLE:
      'Open de ontwikkelaarstools (F12) en het tabblad Console. Een fetch() die je daar typt, wordt door deze pagina verstuurd, net als de eigen verzoeken van de winkel. (curl in een terminal werkt ook.)',
    INTROSPECT:
      'Vraag de graaf naar zichzelf: kopieer deze regel naar de console en druk op Enter. De query vraagt om elk veld waarop de graaf op het hoogste niveau antwoordt, elk met zijn beschrijving.',
    SPOT: 'Klap het antwoord in de console open: het toont elke vraag die de graaf aanneemt, elk met een beschrijving. Alle velden op één na zijn gedocumenteerd. Welke is het?',
    SUBFIELDS:
      'Dat veld antwoordt met objecten, en GraphQL wil dat je hun velden noemt. Vraag eerst alleen om het veld: de foutmelding noemt het type ervan. Een query zoals deze, met de naam van dat type, toont dan wat je kunt selecteren:',
    ASK: 'Vraag nu om het ongedocumenteerde veld met een paar van zijn subvelden: dezelfde fetch, met je eigen query na ?query=. Ik wacht hier.',
    DONE: 'Daar is het: gegevens die geen enkel scherm van de winkel toont. Zet introspectie uit in productie, en reken er nooit op dat een veld geheim blijft omdat het niet gedocumenteerd is.',
  },
  serverSourceMapChallenge: {
    WELCOME:
      'Buildtools pakken een programma in een paar bundles met onleesbare code. Voor leesbare foutmeldingen schrijven ze ook een source map naast elke bundle: een .map-bestand dat de originele broncode bevat.',
    MAP_NAME:
      'Een bundle noemt zijn map in de laatste regel, in een commentaar zoals //# sourceMappingURL=app-1a2b3c.js.map: de eigen bestandsnaam van de bundle met .map erachter. Onthoud die regel.',
    ERROR_PAGE:
      "Zoek nu de naam van een van de bundles van de server. De foutpagina's van de winkel zijn praatgraag: open /api/Users in een nieuw tabblad. Zonder login antwoordt het met een foutpagina en een stacktrace.",
    TRACE:
      'Elke regel van die stacktrace noemt een bestand van de server onder dist/server/assets/, zoals server-entry-….js: een van zijn bundles. Noteer één volledige naam, inclusief de hash.',
    FETCH_MAP:
      'De winkel publiceert de maps van de server zoals hij de scripts van de browser serveert: onder /assets/, in een eigen map server. Open /assets/server/ gevolgd door de naam van die bundle en .map. Ik wacht hier.',
    DONE: "Gelukt! De sourcesContent ervan is de eigen code van de server: routes, query's, controles. Source maps van servercode horen in de error tracker, nooit op een openbaar adres.",
  },
  codingChallenges: {
    OPEN_SCORE_BOARD:
      'Codeeruitdagingen speel je op het Scorebord. Open het nu: het zijmenu linkt ernaartoe zodra je het gevonden hebt, of typ /score-board in de adresbalk.',
    WHAT: 'Bij veel hacking-uitdagingen hoort een codeeruitdaging: je leest de echte broncode achter het lek, vindt de schuldige regels en kiest een oplossing. Deze kaart telt je voortgang daarin.',
    OPEN_BADGE:
      'Een codeeruitdaging gaat open zodra de bijbehorende hacking-uitdaging is opgelost, en die van het Scorebord is dat. Klik op de badge <> op de kaart van het Scorebord om de codeeruitdaging ervan te openen.',
    SNIPPET:
      'Dit is de code die het Scorebord in het zijmenu zet, gelezen uit de draaiende winkel. Fase één, Vinden: welke regels laten een bezoeker bij het "verborgen" Scorebord komen?',
    FIND_IT:
      'Klik op het nummer van elke regel die je verdenkt; die wordt geel. Klik dan op Versturen. Fout? Probeer het opnieuw: na elke misser zegt het hintvak onder de code iets meer.',
    FIX_IT:
      'Fase twee, Oplossen: open de lijst boven de code en bekijk elke oplossing; de diff laat zien wat die verandert. Onthoud dat het Scorebord bedoeld is om gevonden te worden: het houdt al je voortgang bij. Kies de beste oplossing en klik op Versturen.',
    DONE: 'Beide fasen klaar: de badge toont 2/2 en deze kaart telt ze mee. Sluit het venster. Elke opgeloste uitdaging met een badge <> wacht op dezelfde manier op je.',
  },
};
