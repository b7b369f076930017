import type { TutorialTranslation } from './types';

/** Norsk (bokmål): the hacking instructor's tutorials */
export const tutorials: TutorialTranslation = {
  scoreBoardChallenge: {
    WELCOME:
      'Hei! Jeg er hackinginstruktøren din. Jeg sitter ved siden av den delen av siden du trenger, og går videre så snart du har gjort det jeg ber om. Har du dårlig tid? Dobbeltklikk på meg for å hoppe over et steg.',
    MISSION:
      'Ditt første oppdrag: finn Resultattavlen (Score Board). Den viser alle utfordringene i denne butikken og hvor langt du har kommet, men ingen meny lenker til den.',
    CLUE: 'En nettbutikk sender nettleseren koden til alle skjermbildene den har, også de skjulte sidene. Åpne utviklerverktøyene, søk etter "score" i de innlastede skriptene, og se hvilken adresse som dukker opp.',
    GUESS:
      'Eller bare gjett: hva ville en utvikler kalt den siden? Skriv adressen i adressefeltet, for eksempel /score-board, og trykk Enter. Jeg venter her.',
    DONE: 'Du fant den, og dermed løste du din første utfordring: kortet her viser det. Velg den neste når du er klar; knappen med studenthatten på et kort starter den utfordringens egen veiledning.',
  },
  localXssChallenge: {
    INTRO:
      'Denne leksjonen handler om søkefeltet øverst på siden. Uansett hva du søker etter, viser butikken det igjen over resultatene. La oss se hvordan den gjør det.',
    TYPE_OWASP: 'Klikk på forstørrelsesglasset for å åpne søkefeltet, og skriv owasp i det. Ikke trykk Enter ennå.',
    ENTER_OWASP: 'Trykk Enter nå for å søke.',
    ECHOED: 'Der er OWASP-produktene dine. Se på overskriften over dem: den gjentar ordet du søkte etter.',
    XSS_IDEA:
      'Tekst du skriver som kommer tilbake på siden, er der Cross-Site Scripting (XSS) begynner: hvis siden tolker teksten din som HTML i stedet for ren tekst, kan du legge til din egen markup, og kanskje ditt eget JavaScript.',
    TYPE_H1: 'La oss teste med ufarlig HTML først. Endre teksten i søkefeltet til <h1>owasp',
    ENTER_H1: 'Trykk Enter igjen.',
    HTML_WORKS: 'Ser du at ordet ble stort? Siden skrev ikke ut <h1> som tekst: den gjorde det om til en ekte overskrift.',
    INSPECT:
      'For å se det selv: høyreklikk på det store ordet og velg Inspiser (Inspect). Utviklerverktøyene viser et h1-element inne i overskriften, bygget av det du skrev.',
    TYPE_SCRIPT: 'Prøv nå JavaScript. Erstatt teksten i søkefeltet med <script>alert(xss)</script>',
    ENTER_SCRIPT: 'Trykk Enter én gang til.',
    SCRIPT_SILENT:
      'Ingenting dukket opp. Inspiser overskriften igjen: script-elementet er der, men nettlesere kjører aldri en script-tag som en side setter inn som HTML i ettertid. Vi trenger en annen payload.',
    TYPE_IFRAME:
      'Det finnes mange XSS-payloads. Denne gjemmer JavaScript i adressen til en ramme. Skriv den inn i søkefeltet: <iframe src="javascript:alert(`xss`)">',
    ENTER_IFRAME: 'Trykk Enter. Hvis en varselboks dukker opp, klikker du OK for å lukke den.',
    DONE: 'Bra jobbet, det var et XSS-angrep! Det kalles DOM XSS fordi sidens egen kode i nettleseren din satte teksten din inn på siden som HTML.',
  },
  xssBonusChallenge: {
    INTRO:
      'Denne bruker det samme hullet du fant i DOM XSS-leksjonen (ta den først hvis du ikke har gjort det): søkefeltet øverst. Bare payloaden er annerledes, og mye morsommere.',
    PASTE:
      'Åpne søkefeltet og lim inn denne payloaden, nøyaktig som den er: <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>',
    ENTER: 'Skru opp høyttalerne. Trykk så Enter.',
    DONE: 'Løst! I stedet for et varsel spiller siden nå musikk fra et annet nettsted. Kos deg med låten!',
  },
  privacyPolicyChallenge: {
    LOG_IN:
      'Logg først inn med en hvilken som helst konto. Klikk på Konto øverst til høyre og velg Logg inn. Har du ingen konto ennå? Følg "Ny her? Opprett en konto" på innloggingssiden for å registrere deg.',
    OPEN_ACCOUNT: 'Du er logget inn. Klikk nå på Konto øverst til høyre for å åpne kontomenyen.',
    OPEN_POLICY: 'Pek på (eller klikk) Personvern og sikkerhet i menyen. En ny meny åpnes ved siden av: klikk på Personvernerklæring der.',
    DONE: 'Det var lett, ikke sant? Denne utfordringen er en liten spøk: nesten ingen leser det med liten skrift. Det gjorde du nettopp.',
  },
  reflectedXssChallenge: {
    LOG_IN:
      'Til denne leksjonen må du være logget inn. Klikk på Konto øverst til høyre og velg Logg inn, med en hvilken som helst konto (eller registrer en ny der).',
    ORDER_HISTORY: 'Åpne nå bestillingene dine: klikk på Konto, så Bestillinger og betaling, så Ordrehistorikk.',
    TRACK:
      'Hver bestilling har en knapp med en lastebil: Spor bestilling. Klikk på den ved en av bestillingene dine. Ingen bestillinger ennå? Kjøp hva som helst i butikken; bekreftelsessiden lenker også til sporingen.',
    LOOK: 'Dette er sporingssiden. Se på adressefeltet: ordrenummeret reiser med der, som id=… Og siden viser det nummeret i overskriften.',
    REFLECTED:
      'En verdi som går fra adressen til serveren og kommer rett tilbake inn på siden, kalles "reflektert". Hvis siden tolker den som HTML, kan en lenke bære et angrep: det er reflektert XSS.',
    PAYLOAD:
      'Prøv det: i adressefeltet erstatter du alt etter id= med <iframe src="javascript:alert(`xss`)"> og trykker Enter. Hvis en varselboks dukker opp, klikker du OK for å lukke den.',
    DONE: 'Løst! Alle som åpner en lenke som din, kjører skriptet ditt i sin egen nettleser. Derfor er reflektert XSS så farlig.',
  },
  exposedCredentialsChallenge: {
    LOG_OUT:
      'Denne utfordringen starter utlogget. Hvis du er logget inn, åpner du kontomenyen her oppe og velger Logg ut. Allerede logget ut? Da går jeg videre av meg selv.',
    HARDCODED:
      'En utvikler har latt påloggingsdetaljene til en testkonto ligge igjen i butikkens klientkode. Alt nettleseren din laster ned, kan leses av hvem som helst, så la oss lese det.',
    GO_TO_LOGIN:
      'Påloggingsdetaljer hører til en innlogging, så innloggingsskjermen er en god mistenkt. Åpne den: kontomenyen her oppe, så Logg inn.',
    DEV_TOOLS:
      'Åpne utviklerverktøyene (F12) og gå til Sources (Debugger i Firefox). Der finner du alle skriptene denne siden har lastet fra butikken.',
    SEARCH:
      'Søk gjennom alle skriptene på én gang (Ctrl+Shift+F, eller Cmd+Option+F på Mac) etter ord som ofte står ved siden av påloggingsdetaljer, som password, pw, user eller test.',
    EMAIL:
      'Fant du et brukernavn og et passord ved siden av hverandre? Kontoen logger inn med en e-postadresse: det brukernavnet på butikkens eget e-postdomene, det som alle kontoer her bruker.',
    TYPE_EMAIL: 'Skriv testkontoens e-postadresse i e-postfeltet.',
    TYPE_PASSWORD: 'Skriv nå passordet i passordfeltet.',
    LOG_IN: 'Klikk på knappen Logg inn.',
    DONE: 'Du er logget inn med påloggingsdetaljer som aldri skulle ha forlatt utviklerens pult. Hemmeligheter i klientkode er aldri hemmelige!',
  },
  loginAdminChallenge: {
    LOG_OUT:
      'Denne utfordringen starter utlogget. Hvis du er logget inn, åpner du kontomenyen her oppe og velger Logg ut. Allerede logget ut? Da går jeg videre av meg selv.',
    GO_TO_LOGIN: 'Målet ditt: kom inn på administratorens konto uten å kjenne passordet. Åpne kontomenyen her oppe og velg Logg inn.',
    SQLI: 'Vi skal prøve en SQL-injeksjon. Butikken limer det du skriver inn i en databasespørring, så de riktige tegnene kan endre hva spørringen betyr.',
    QUOTES:
      "En god første test er et enkelt anførselstegn ('). I en slurvete bygget spørring ødelegger det syntaksen, og feilen som følger, forteller deg at feltet er verdt en nærmere titt.",
    TYPE_QUOTE: "Skriv bare et enkelt anførselstegn ' i e-postfeltet.",
    ANY_PASSWORD: 'Skriv nå hva som helst i passordfeltet. Det spiller ingen rolle hva du skriver der.',
    LOG_IN: 'Klikk på knappen Logg inn.',
    ERROR:
      'Ser du den røde feilen over skjemaet? Den begynner med SQLITE_ERROR: anførselstegnet ditt ødela databasespørringen. Det du skriver, havner altså ukontrollert i den spørringen.',
    NETWORK:
      'Vil du se hele svaret? Åpne utviklerverktøyene (F12), gå til fanen Network og klikk på Logg inn igjen. Svaret på /rest/user/login inneholder hele feilen.',
    TYPE_OR_TRUE: "La oss heller gjøre spørringen nyttig. Endre e-postfeltet til ' OR true (et anførselstegn, et mellomrom, så OR true).",
    LOG_IN_AGAIN: 'Klikk på Logg inn igjen.',
    STILL_BROKEN:
      'Fortsatt en feil? Les den nøye: databasen snubler nå over det som kommer etter teksten din, delen som sjekker passordet.',
    COMMENT: 'Så få databasen til å ignorere den delen. I SQLite starter to bindestreker (--) en kommentar: alt etter dem hoppes over.',
    TYPE_COMMENT: "Skriv ' OR true-- i e-postfeltet.",
    LOG_IN_FINAL: 'Klikk på Logg inn én gang til, og se hva som skjer.',
    DONE: 'Du er inne! Åpne kontomenyen øverst til høyre for å se hvem sin konto dette er: administratorens. OR true traff alle brukere, bindestrekene kuttet bort passordsjekken, og butikken tok den første brukeren den fant.',
  },
  adminSectionChallenge: {
    ADMIN_LOGIN:
      'Denne krever at du er logget inn som administrator. Vet du allerede hvordan? Logg inn som admin nå. Hvis ikke, ta Login Admin-veiledningen først og kom tilbake.',
    MISSION:
      'Nå er du admin, men ingen meny fører til siden der en butikk drives: brukere, tilbakemeldinger og slikt. Oppdraget ditt: finn adressen til den siden.',
    TECH: 'Å vite hva et nettsted er bygget med, forteller deg hvor du skal lete. Et WordPress-nettsted har for eksempel adminområdet sitt på /wp-admin. Mange andre butikker bruker rett og slett et enkelt engelsk ord.',
    TRY_ADMIN: 'Start med den mest opplagte gjetningen: skriv /admin i adressefeltet og trykk Enter.',
    TRY_ADMINISTRATION: 'Ingen adminside der. Utviklere skriver ofte ordet helt ut. Prøv /administration i adressefeltet.',
    DONE: 'Du kom deg inn i administrasjonsdelen! Den viser alle registrerte brukere og alle tilbakemeldinger fra kunder.',
    SCRIPTS:
      'Å gjette er én måte, å lese er den andre: skriptene denne butikken sender til nettleseren din, kjenner alle ruter. Søk etter "admin" i de innlastede skriptene i utviklerverktøyene, så dukker adressen opp.',
    CURIOUS:
      'Nysgjerrig? Logg senere inn som en vanlig kunde og åpne /administration igjen. Se hvem som bestemmer om du får se den: nettleseren eller serveren?',
  },
  weakPasswordChallenge: {
    MISSION:
      'I denne utfordringen logger du inn på administratorens konto med hans eget, originale passord. Ingen triks med innloggingsskjemaet denne gangen: bare en god gjetning.',
    LOG_OUT: 'Denne utfordringen starter utlogget. Hvis du er logget inn, åpner du kontomenyen her og velger Logg ut.',
    FIND_EMAIL:
      'Først trenger du adminens e-postadresse. Tilbakemeldinger fra kunder og produktanmeldelser viser adressene til forfatterne: et godt sted å lete. Når du har den, åpner du Logg inn-siden fra kontomenyen.',
    EMAIL: 'Skriv adminens e-postadresse i feltet E-post.',
    TRY_ANY: 'Nå passordet. Heldigvis valgte adminen et veldig, veldig dårlig et. Skriv det passordet du kommer på, og trykk Logg inn.',
    WRONG: 'Nei, det var det ikke. Fortsett å gjette: jeg sier fra så snart Passord-feltet er på rett spor.',
    TRACK:
      'Du er på rett spor! Men det alene ville vært verdens dårligste passord, selv for denne adminen. Han la til noen tegn som ikke er bokstaver. Fortsett å prøve.',
    WARMER: 'Varmere! Kanskje legge til noen flere sifre?',
    HOT: 'Varmt, veldig varmt! Bare ett siffer til...',
    LOG_IN: 'Det var det. Trykk nå Logg inn.',
    DONE: 'Du er logget inn som administrator for denne butikken, takket være et passord hvem som helst kunne gjette. Et langt, unikt passord, eller enda bedre en passordbehandler, ville ha holdt deg ute.',
  },
  basketAccessChallenge: {
    INTRO:
      'Denne utfordringen handler om horisontal rettighetseskalering: å nå data som tilhører en annen bruker med de samme rettighetene som deg. Her: en annen kundes handlekurv.',
    LOG_IN: 'Du trenger en egen konto til dette. Logg inn nå fra kontomenyen (eller registrer deg først hvis du ikke har en).',
    OPEN_BASKET: 'Åpne din egen handlekurv med denne handlevognknappen. Den kan godt være tom hvis du ikke har lagt til noe ennå.',
    MISSION: 'Dette er handlekurven din. Oppdraget ditt: se inn i en annens handlekurv, mens du fortsatt er logget inn som deg selv.',
    CLUE: 'Siden må vite hvilken handlekurv som er din. Hvis nettleseren din tar vare på et notat om det, kan du kanskje endre notatet.',
    DEVTOOLS:
      'Åpne utviklerverktøyene (F12) og finn Session Storage under Application (Storage i Firefox), og velg så dette nettstedet. Som informasjonskapsler lagrer det par av nøkler og verdier for hvert nettsted.',
    CHANGE_BID: 'Les nøklene som er lagret der. Ser en av dem ut til å høre til handlekurven? Endre verdien til et annet tall.',
    REVISIT:
      'Endret! Klikk deg nå videre til et annet skjermbilde, og så tilbake til Handlekurven din, så den lastes på nytt. Hvis den forblir tom, finnes kanskje ikke den handlekurven: prøv et annet tall.',
    DONE: 'Du ser på en annen kundes handlekurv! Butikken stolte på id-en nettleseren din sendte, i stedet for å sjekke at handlekurven er din.',
  },
  forgedFeedbackChallenge: {
    OPEN_CONTACT: 'For å begynne åpner du sidemenyen med denne knappen og velger Tilbakemeldinger fra kunder.',
    MISSION: 'Denne utfordringen handler om brutt tilgangskontroll. Oppdraget ditt: legg inn en tilbakemelding i en annen brukers navn.',
    AUTHOR:
      'Sendt som den er, går tilbakemeldingen din ut under ditt eget navn når du er logget inn, eller anonymt når du ikke er det. Feltet Forfatter viser hvilket.',
    INSPECT:
      'Hvordan får butikken vite hvem forfatteren er? Åpne utviklerverktøyene og inspiser elementene i dette tilbakemeldingsskjemaet.',
    HIDDEN:
      'Det er mer i dette skjemaet enn man ser: se på input-feltet rett over Forfatter-feltet. Det har attributtet hidden, så siden viser det aldri.',
    CHANGE:
      'Fant du det? Slett input-feltets hidden-attributt i Elements-panelet, så dukker det opp over Forfatter. Skriv så inn en verdi som kan tilhøre en annen bruker.',
    SUBMIT: 'Du fant og endret den skjulte bruker-id-en! Skriv nå en kommentar, velg en vurdering, svar på CAPTCHA-en og trykk Send.',
    DONE: 'Tilbakemeldingen din ble sendt i en annen brukers navn! Butikken stolte på bruker-id-en skjemaet sendte, i stedet for å sjekke hvem du er.',
  },
  loginJimChallenge: {
    LOG_OUT:
      'Denne utfordringen starter utlogget. Hvis du er logget inn, åpner du kontomenyen her oppe og velger Logg ut. Allerede logget ut? Da går jeg videre av meg selv.',
    GO_TO_LOGIN: 'Målet ditt: logg inn med Jims konto. Åpne kontomenyen her oppe og velg Logg inn.',
    NEED_BOTH:
      'For å logge inn på vanlig måte trenger du Jims e-postadresse og passordet hans. Akkurat nå har du sannsynligvis ingen av delene.',
    EMAIL_IS_ENOUGH:
      'Med bare e-postadressen hans kan en SQL-injeksjon få deg forbi passordsjekken. Ny med SQL-injeksjon? Login Admin-veiledningen viser det grunnleggende.',
    LEAKS:
      'Så la oss finne Jims e-postadresse. Denne butikken er slurvete med personvernet: den viser kundenes e-postadresser flere steder, for eksempel ved siden av produktanmeldelser.',
    GO_TO_PRODUCTS: 'Gå tilbake til produktlisten: klikk på butikkens logo her oppe.',
    FIND_JIM:
      'Åpne noen produkter og les anmeldelsene. Når du har funnet en fra Jim og notert e-postadressen hans, åpner du Logg inn-skjermen igjen fra kontomenyen.',
    TYPE_EMAIL: 'Skriv Jims e-postadresse i e-postfeltet.',
    ANY_PASSWORD: 'Skriv et hvilket som helst passord. La oss late som vi ikke kjenner hans, selv om du tilfeldigvis gjør det.',
    LOG_IN: 'Klikk på knappen Logg inn.',
    FAILED: 'Det virket ikke, og det forventet vi heller ikke: passordet er feil. Nå til SQL-injeksjonen.',
    ADD_COMMENT:
      "Legg til '-- rett etter Jims e-postadresse. Anførselstegnet avslutter e-postadressen i databasespørringen, og de to bindestrekene gjør passordsjekken etter den om til en kommentar.",
    LOG_IN_AGAIN: 'Klikk på Logg inn igjen.',
    DONE: 'Du er logget inn som Jim, uten noen gang å kjenne passordet hans!',
  },
  loginBenderChallenge: {
    PREREQUISITE:
      'Denne utfordringen bygger på SQL-injeksjon. Hvis det er nytt for deg, løs Login Admin først: veiledningen der viser det grunnleggende. Dobbeltklikk på meg for å fortsette likevel.',
    LOG_OUT:
      'Denne utfordringen starter utlogget. Hvis du er logget inn, åpner du kontomenyen her oppe og velger Logg ut. Allerede logget ut? Da går jeg videre av meg selv.',
    GO_TO_LOGIN: 'Målet ditt: logg inn med Benders konto. Åpne kontomenyen her oppe og velg Logg inn.',
    NEED_BOTH:
      'For å logge inn på vanlig måte trenger du Benders e-postadresse og passordet hans. Akkurat nå har du sannsynligvis ingen av delene.',
    EMAIL_IS_ENOUGH: 'Med bare e-postadressen hans kan en SQL-injeksjon få deg forbi passordsjekken.',
    LEAKS:
      'Så la oss finne Benders e-postadresse. Denne butikken er slurvete med personvernet: den viser deler av kundenes e-postadresser flere steder, for eksempel i tilbakemeldingene deres.',
    GO_TO_ABOUT:
      'Gå til siden Om oss, som viser tilbakemeldinger fra kunder: åpne sidemenyen med knappen til venstre for butikkens logo og velg Om oss.',
    FIND_BENDER:
      'Følg med på tilbakemeldingene fra kunder her. Én av dem viser nok av Benders e-postadresse til at du kan gjette resten. Når du har den, åpner du Logg inn-skjermen fra kontomenyen.',
    TYPE_EMAIL: 'Skriv Benders e-postadresse i e-postfeltet.',
    ANY_PASSWORD: 'Skriv et hvilket som helst passord. La oss late som vi ikke kjenner hans, selv om du tilfeldigvis gjør det.',
    LOG_IN: 'Klikk på knappen Logg inn.',
    FAILED: 'Det virket ikke, og det forventet vi heller ikke: passordet er feil. Nå til SQL-injeksjonen.',
    ADD_COMMENT:
      "Legg til '-- rett etter Benders e-postadresse. Anførselstegnet avslutter e-postadressen i databasespørringen, og de to bindestrekene gjør passordsjekken etter den om til en kommentar.",
    LOG_IN_AGAIN: 'Klikk på Logg inn igjen.',
    DONE: 'Du er logget inn som Bender, uten noen gang å kjenne passordet hans!',
  },
  rscPayloadLeakChallenge: {
    WELCOME:
      'Dette produktrutenettet rendres på serveren av en React Server Component. Alt den gir til nettleseren, følger med, også det skjermen aldri viser. Ansatte får en hemmelig kupong her. La oss se hva du får.',
    DEVTOOLS:
      'Åpne utviklerverktøyene (F12) og fanen Network. Skriv RSC i filterboksen i Network, så bare forespørslene til serverkomponentene vises: svarene deres er av typen text/x-component, Reacts komponentstrøm.',
    NAVIGATE:
      'La nå butikken hente rutenettet på nytt: åpne en annen side, for eksempel Om oss fra sidemenyen, og kom så tilbake ved å klikke på butikkens logo. Se etter en forespørsel til /RSC/R/search.txt.',
    READ: 'Klikk på den forespørselen og åpne fanen Response: denne teksten er RSC-payloaden som React bygger rutenettet av. Søk i den (Ctrl+F) etter "coupon". Hva sendes med hvert eneste produkt?',
    LOGIN:
      'En kupong løses inn for en handlekurv, så du må være logget inn. Logg inn med kontoen din, eller opprett en hvis du ikke har en ennå.',
    CHECKOUT:
      'Kupongfeltet er på betalingssteget i kassen: legg et produkt i handlekurven, åpne handlekurven og gå videre til betalingssiden. Eller skriv /payment/shop i adressefeltet.',
    REDEEM: 'Åpne "Legg til en kupong", lim inn koden du fant i feltet, og klikk på Løs inn. Jeg venter her.',
    DONE: 'Løst inn! Alt en serverkomponent gir videre til en klientkomponent, er offentlig, enten det vises eller ikke. Hemmeligheter må bli på serveren, eller merkes med Reacts taint-API-er.',
  },
  graphqlIntrospectionChallenge: {
    WELCOME:
      'Butikkens serverkomponenter henter produkter, anmeldelser og innstillinger fra en innholdsgraf: et GraphQL-endepunkt på /graphql. En GraphQL-server kan beskrive sitt eget skjema, med mindre noen har slått det av.',
    CONSOLE:
      'Åpne utviklerverktøyene (F12) og fanen Console. En fetch() du skriver der, sendes av denne siden, akkurat som butikkens egne forespørsler. (curl i en terminal fungerer også.)',
    INTROSPECT:
      'Spør grafen om seg selv: kopier denne linjen inn i konsollen og trykk Enter. Spørringen ber om alle feltene grafen svarer på øverst, med beskrivelsen av hvert.',
    SPOT: 'Fold ut svaret i konsollen: det lister alle spørsmålene grafen tar imot, hvert med en beskrivelse. Alle unntatt ett enkelt felt er dokumentert. Hvilket er det?',
    SUBFIELDS:
      'Det feltet svarer med objekter, og GraphQL vil at du skal navngi feltene deres. Spør først etter feltet alene: feilmeldingen nevner typen. Deretter viser en spørring som denne, med navnet på den typen, hva du kan velge:',
    ASK: 'Spør nå etter det udokumenterte feltet med noen av underfeltene: samme fetch, med din egen spørring etter ?query=. Jeg venter her.',
    DONE: 'Der er det: data som ingen skjerm i butikken viser. Slå av introspeksjon i produksjon, og regn aldri med at et felt forblir hemmelig fordi det er udokumentert.',
  },
  serverSourceMapChallenge: {
    WELCOME:
      'Byggeverktøy pakker et program inn i noen få bunter med uleselig kode. For å få lesbare feilmeldinger skriver de også et kildekart ved siden av hver bunt: en .map-fil som inneholder den opprinnelige kildekoden.',
    MAP_NAME:
      'En bunt nevner kartet sitt på siste linje, i en kommentar som //# sourceMappingURL=app-1a2b3c.js.map: buntens eget filnavn med .map lagt til. Husk den regelen.',
    ERROR_PAGE:
      'Finn nå navnet på en av serverens bunter. Butikkens feilsider er pratsomme: åpne /api/Users i en ny fane. Uten innlogging svarer den med en feilside og en stack trace.',
    TRACE:
      'Hver linje i den stack tracen nevner en fil på serveren under dist/server/assets/, for eksempel server-entry-….js: en av buntene. Noter ett fullstendig navn, inkludert hashen i det.',
    FETCH_MAP:
      'Butikken publiserer serverens kart på samme måte som den serverer nettleserens skript: under /assets/, i en egen mappe server. Åpne /assets/server/ fulgt av buntens navn og .map. Jeg venter her.',
    DONE: 'Der har du det! sourcesContent er serverens egen kode: ruter, spørringer, kontroller. Kildekart for serverkode hører hjemme i feilsporingsverktøyet, aldri på en offentlig adresse.',
  },
  codingChallenges: {
    OPEN_SCORE_BOARD:
      'Kodeutfordringer spilles på Resultattavlen. Åpne den nå: sidemenyen lenker til den når du har funnet den, eller skriv /score-board i adressefeltet.',
    WHAT: 'Mange hackingutfordringer har en kodeutfordring: du leser den ekte kildekoden bak sårbarheten, finner de skyldige linjene og velger en rettelse. Dette kortet teller fremgangen din i dem.',
    OPEN_BADGE:
      'En kodeutfordring åpnes når hackingutfordringen er løst, og det er Resultattavlen. Klikk på <>-merket på kortet for Resultattavlen for å åpne kodeutfordringen.',
    SNIPPET:
      'Dette er koden som setter Resultattavlen i sidemenyen, lest fra den kjørende butikken. Fase én, Finn feilen: hvilke linjer lar en besøkende nå den "skjulte" Resultattavlen?',
    FIND_IT:
      'Klikk på nummeret til hver linje du mistenker; den blir gul. Trykk så Send inn. Feil? Prøv igjen: etter hver bom sier hintboksen under koden litt mer.',
    FIX_IT:
      'Fase to, Rett feilen: åpne listen over koden og se på hver rettelse; diffen viser hva den endrer. Husk at Resultattavlen er ment å bli funnet, den holder styr på all fremgangen din. Velg den beste rettelsen og trykk Send inn.',
    DONE: 'Begge fasene er ferdige: merket viser 2/2, og dette kortet teller dem. Lukk dialogen. Hver løste utfordring med et <>-merke venter på deg på samme måte.',
  },
};
