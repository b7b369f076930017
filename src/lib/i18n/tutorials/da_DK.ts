import type { TutorialTranslation } from './types';

/** Dansk: the hacking instructor's tutorials */
export const tutorials: TutorialTranslation = {
  scoreBoardChallenge: {
    WELCOME:
      'Hej! Jeg er din hacking-instruktør. Jeg sidder ved siden af den del af siden, du skal bruge, og går videre, så snart du har gjort det, jeg beder om. Har du travlt? Dobbeltklik på mig for at springe et trin over.',
    MISSION:
      'Din første mission: find Resultattavlen (Score Board). Den viser alle udfordringer i denne butik, og hvor langt du er nået, men ingen menu linker til den.',
    CLUE: 'En webshop sender browseren koden til alle sine skærmbilleder, også de skjulte sider. Åbn udviklerværktøjerne, søg efter "score" i de indlæste scripts, og se hvilken adresse der dukker op.',
    GUESS:
      'Eller gæt bare: hvad ville en udvikler kalde den side? Skriv adressen i adresselinjen, for eksempel /score-board, og tryk på Enter. Jeg venter her.',
    DONE: 'Du fandt den, og dermed har du løst din første udfordring: dens kort her viser det. Vælg den næste, når du er klar; knappen med studenterhuen på et kort starter udfordringens egen tutorial.',
  },
  localXssChallenge: {
    INTRO:
      'Denne lektion handler om søgefeltet øverst på siden. Uanset hvad du søger efter, viser butikken det igen over resultaterne. Lad os se, hvordan den gør det.',
    TYPE_OWASP: 'Klik på forstørrelsesglasset for at åbne søgefeltet, og skriv owasp i det. Tryk ikke på Enter endnu.',
    ENTER_OWASP: 'Tryk nu på Enter for at søge.',
    ECHOED: 'Der er dine OWASP-produkter. Se på overskriften over dem: den gentager det ord, du søgte efter.',
    XSS_IDEA:
      'Tekst, du skriver, og som kommer tilbage på siden, er der, hvor Cross-Site Scripting (XSS) begynder: hvis siden behandler din tekst som HTML i stedet for almindelig tekst, kan du tilføje din egen markup, og måske dit eget JavaScript.',
    TYPE_H1: 'Lad os først teste med harmløs HTML. Ret teksten i søgefeltet til <h1>owasp',
    ENTER_H1: 'Tryk på Enter igen.',
    HTML_WORKS: 'Kan du se, hvordan ordet blev stort? Siden viste ikke dit <h1> som tekst: den gjorde det til en rigtig overskrift.',
    INSPECT:
      'For at se det selv skal du højreklikke på det store ord og vælge Undersøg. Udviklerværktøjerne viser et h1-element i overskriften, bygget ud fra det, du skrev.',
    TYPE_SCRIPT: 'Prøv nu med JavaScript. Erstat teksten i søgefeltet med <script>alert(xss)</script>',
    ENTER_SCRIPT: 'Tryk på Enter én gang til.',
    SCRIPT_SILENT:
      'Der dukkede ikke noget op. Undersøg overskriften igen: script-elementet er der, men browsere kører aldrig et script-tag, som en side senere indsætter som HTML. Vi har brug for en anden payload.',
    TYPE_IFRAME:
      'Der findes mange XSS-payloads. Denne gemmer JavaScript i adressen på en frame. Skriv den i søgefeltet: <iframe src="javascript:alert(`xss`)">',
    ENTER_IFRAME: 'Tryk på Enter. Hvis der kommer en advarselsboks frem, så klik på OK for at lukke den.',
    DONE: 'Godt gået, det var et XSS-angreb! Det hedder DOM XSS, fordi det var sidens egen kode i din browser, der satte din tekst ind på siden som HTML.',
  },
  xssBonusChallenge: {
    INTRO:
      'Denne genbruger hullet, du fandt i DOM XSS-lektionen (tag den først, hvis du ikke har gjort det): søgefeltet øverst. Kun payloaden er anderledes, og meget sjovere.',
    PASTE:
      'Åbn søgefeltet, og indsæt denne payload i det, præcis som den er: <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>',
    ENTER: 'Skru op for højttalerne. Tryk derefter på Enter.',
    DONE: 'Løst! I stedet for en advarsel afspiller siden nu musik fra et andet website. God fornøjelse med sangen!',
  },
  privacyPolicyChallenge: {
    LOG_IN:
      'Log først ind med en hvilken som helst konto. Klik på Konto øverst til højre, og vælg Log ind. Har du ingen konto endnu? Følg "Ny her? Opret en konto" på login-siden for at registrere en.',
    OPEN_ACCOUNT: 'Du er logget ind. Klik nu på Konto øverst til højre for at åbne kontomenuen.',
    OPEN_POLICY: 'Peg på (eller klik på) Privatliv og sikkerhed i menuen. En ny menu åbner ved siden af: klik på Privatlivspolitik der.',
    DONE: 'Det var nemt, ikke? Denne udfordring er en lille spøg: næsten ingen læser det med småt. Det gjorde du lige.',
  },
  reflectedXssChallenge: {
    LOG_IN:
      'Til denne lektion skal du være logget ind. Klik på Konto øverst til højre, og vælg Log ind med en hvilken som helst konto (eller registrer en ny der).',
    ORDER_HISTORY: 'Åbn nu dine ordrer: klik på Konto, derefter Ordrer og betaling og derefter Ordrehistorik.',
    TRACK:
      'Hver ordre har en knap med en lastbil: Følg ordre. Klik på den ved en af dine ordrer. Ingen ordrer endnu? Køb hvad som helst i butikken; bekræftelsessiden linker også til sporingen.',
    LOOK: 'Dette er sporingssiden. Se på adresselinjen: ordrenummeret rejser med i den, som id=… Og siden viser det nummer i sin overskrift.',
    REFLECTED:
      'En værdi, der går fra adressen til serveren og kommer direkte tilbage på siden, kaldes "reflekteret". Hvis siden behandler den som HTML, kan et link bære et angreb: det er reflected XSS.',
    PAYLOAD:
      'Prøv det: erstat i adresselinjen alt efter id= med <iframe src="javascript:alert(`xss`)">, og tryk på Enter. Hvis der kommer en advarselsboks frem, så klik på OK for at lukke den.',
    DONE: 'Løst! Alle, der åbner et link som dit, kører dit script i deres egen browser. Derfor er reflected XSS så farligt.',
  },
  exposedCredentialsChallenge: {
    LOG_OUT:
      'Denne udfordring starter logget ud. Hvis du er logget ind, så åbn kontomenuen heroppe, og vælg Log ud. Allerede logget ud? Så går jeg selv videre.',
    HARDCODED:
      'En udvikler har efterladt loginoplysningerne til en testkonto i butikkens klientkode. Alt, hvad din browser henter, kan læses af alle, så lad os læse det.',
    GO_TO_LOGIN:
      'Loginoplysninger hører til et login, så login-skærmen er en god mistænkt. Åbn den: kontomenuen heroppe og derefter Log ind.',
    DEV_TOOLS:
      'Åbn udviklerværktøjerne (F12), og gå til Sources (Debugger i Firefox). Der finder du alle de scripts, denne side har indlæst fra butikken.',
    SEARCH:
      'Søg i alle scripts på én gang (Ctrl+Shift+F, eller Cmd+Option+F på en Mac) efter ord, der ofte står ved siden af loginoplysninger, for eksempel password, pw, user eller test.',
    EMAIL:
      'Har du fundet et brugernavn og en adgangskode ved siden af hinanden? Kontoen logger ind med en e-mail: det brugernavn på butikkens eget e-maildomæne, det som alle konti her bruger.',
    TYPE_EMAIL: 'Skriv testkontoens e-mailadresse i e-mailfeltet.',
    TYPE_PASSWORD: 'Skriv nu dens adgangskode i adgangskodefeltet.',
    LOG_IN: 'Klik på knappen Log ind.',
    DONE: 'Du er logget ind med loginoplysninger, der aldrig skulle have forladt udviklerens skrivebord. Hemmeligheder i klientkode er aldrig hemmelige!',
  },
  loginAdminChallenge: {
    LOG_OUT:
      'Denne udfordring starter logget ud. Hvis du er logget ind, så åbn kontomenuen heroppe, og vælg Log ud. Allerede logget ud? Så går jeg selv videre.',
    GO_TO_LOGIN: 'Dit mål: kom ind på administratorens konto uden at kende adgangskoden. Åbn kontomenuen heroppe, og vælg Log ind.',
    SQLI: 'Vi prøver en SQL-injektion. Butikken sætter det, du skriver, ind i en databaseforespørgsel, så de rigtige tegn kan ændre, hvad forespørgslen betyder.',
    QUOTES:
      "En god første test er et enkelt anførselstegn ('). I en sjusket opbygget forespørgsel ødelægger det syntaksen, og den fejl, der følger, fortæller dig, at feltet er værd at se nærmere på.",
    TYPE_QUOTE: "Skriv kun et enkelt anførselstegn ' i e-mailfeltet.",
    ANY_PASSWORD: 'Skriv nu hvad som helst i adgangskodefeltet. Det er lige meget, hvad du skriver der.',
    LOG_IN: 'Klik på knappen Log ind.',
    ERROR:
      'Kan du se den røde fejl over formularen? Den begynder med SQLITE_ERROR: dit anførselstegn ødelagde databaseforespørgslen. Det, du skriver, ryger altså ukontrolleret ind i forespørgslen.',
    NETWORK:
      'Vil du se hele svaret? Åbn udviklerværktøjerne (F12), gå til fanen Network, og klik på Log ind igen. Svaret på /rest/user/login indeholder hele fejlen.',
    TYPE_OR_TRUE:
      "Lad os i stedet gøre forespørgslen nyttig. Ret e-mailfeltet til ' OR true (et anførselstegn, et mellemrum og så OR true).",
    LOG_IN_AGAIN: 'Klik på Log ind igen.',
    STILL_BROKEN:
      'Stadig en fejl? Læs den grundigt: databasen snubler nu over det, der kommer efter din tekst, den del, der tjekker adgangskoden.',
    COMMENT: 'Så få databasen til at ignorere den del. I SQLite starter to bindestreger (--) en kommentar: alt efter dem springes over.',
    TYPE_COMMENT: "Skriv ' OR true-- i e-mailfeltet.",
    LOG_IN_FINAL: 'Klik på Log ind en sidste gang, og se hvad der sker.',
    DONE: 'Du er inde! Åbn kontomenuen øverst til højre for at se, hvis konto det er: administratorens. OR true passede på alle brugere, bindestregerne skar tjekket af adgangskoden væk, og butikken tog den første bruger, den fandt.',
  },
  adminSectionChallenge: {
    ADMIN_LOGIN:
      'Her skal du være logget ind som administrator. Ved du allerede hvordan? Så log ind som admin nu. Hvis ikke, så tag først tutorialen Login Admin, og kom tilbage bagefter.',
    MISSION:
      'Du er admin nu, men ingen menu fører til den side, hvor en butik styres: brugere, feedback og den slags. Din mission: find adressen på den side.',
    TECH: 'Når du ved, hvad et website er bygget med, ved du, hvor du skal lede. Et WordPress-site har for eksempel sit administrationsområde på /wp-admin. Mange andre butikker bruger bare et almindeligt engelsk ord.',
    TRY_ADMIN: 'Start med det mest oplagte gæt: skriv /admin i adresselinjen, og tryk på Enter.',
    TRY_ADMINISTRATION: 'Ingen admin-side der. Udviklere skriver tit ordet helt ud. Prøv /administration i adresselinjen.',
    DONE: 'Du er nået ind i administrationsafsnittet! Det viser alle registrerede brugere og al feedback fra kunderne.',
    SCRIPTS:
      'At gætte er én måde, at læse er en anden: de scripts, butikken sender til din browser, kender alle ruter. Søg i udviklerværktøjerne efter "admin" i de indlæste scripts, så dukker adressen op.',
    CURIOUS:
      'Nysgerrig? Log senere ind som en almindelig kunde, og åbn /administration igen. Læg mærke til, hvem der bestemmer, om du må se den: browseren eller serveren?',
  },
  weakPasswordChallenge: {
    MISSION:
      'I denne udfordring logger du ind på administratorens konto med hans egen, originale adgangskode. Ingen tricks med login-formularen denne gang: bare et godt gæt.',
    LOG_OUT: 'Denne udfordring starter logget ud. Hvis du er logget ind, så åbn kontomenuen her, og vælg Log ud.',
    FIND_EMAIL:
      'Først skal du bruge admins e-mailadresse. Kundefeedback og produktanmeldelser viser forfatternes adresser: et godt sted at lede. Når du har den, så åbn siden Log ind fra kontomenuen.',
    EMAIL: 'Skriv admins e-mailadresse i feltet E-mail.',
    TRY_ANY:
      'Nu adgangskoden. Heldigvis har admin valgt en virkelig, virkelig dårlig en. Skriv den adgangskode, du først kommer i tanke om, og klik på Log ind.',
    WRONG: 'Nej, det var den ikke. Bliv ved med at gætte: jeg siger til, så snart feltet Adgangskode er på rette spor.',
    TRACK:
      'Du er på rette spor! Men det alene ville være verdens dårligste adgangskode, selv for denne admin. Han har tilføjet et par tegn, der ikke er bogstaver. Bliv ved med at prøve.',
    WARMER: 'Det bliver varmere! Måske nogle flere cifre?',
    HOT: 'Hedt, meget hedt! Bare ét ciffer mere...',
    LOG_IN: 'Det er den. Klik nu på Log ind.',
    DONE: 'Du er logget ind som administrator af denne butik, takket være en adgangskode, som alle kunne gætte. En lang, unik adgangskode, eller endnu bedre en adgangskodeadministrator, ville have holdt dig ude.',
  },
  basketAccessChallenge: {
    INTRO:
      'Denne udfordring handler om horisontal rettighedseskalering: at nå data, der tilhører en anden bruger med de samme rettigheder som dig. Her: en anden kundes indkøbskurv.',
    LOG_IN: 'Til det skal du have din egen konto. Log ind nu fra kontomenuen (eller registrer dig først, hvis du ikke har en).',
    OPEN_BASKET: 'Åbn din egen kurv med denne indkøbsvognsknap. Den kan sagtens være tom, hvis du ikke har lagt noget i den endnu.',
    MISSION: 'Dette er din kurv. Din mission: kig i en andens kurv, mens du bliver ved med at være logget ind som dig selv.',
    CLUE: 'Siden skal vide, hvilken kurv der er din. Hvis din browser gemmer en note om det, kan du måske ændre noten.',
    DEVTOOLS:
      'Åbn udviklerværktøjerne (F12), find Session Storage under Application (Storage i Firefox), og vælg så dette website. Ligesom cookies gemmer det par af nøgler og værdier for hvert website.',
    CHANGE_BID: 'Læs de nøgler, der er gemt der. Ligner en af dem noget, der hører til kurven? Ret dens værdi til et andet tal.',
    REVISIT:
      'Ændret! Klik dig nu videre til et andet skærmbillede og så tilbage til Din kurv, så den indlæses igen. Hvis den forbliver tom, findes den kurv måske ikke: prøv et andet tal.',
    DONE: 'Du kigger i en anden kundes kurv! Butikken stolede på det id, din browser sendte, i stedet for at tjekke, at kurven er din.',
  },
  forgedFeedbackChallenge: {
    OPEN_CONTACT: 'For at starte skal du åbne sidemenuen med denne knap og vælge Kundefeedback.',
    MISSION: 'Denne udfordring handler om brudt adgangskontrol. Din mission: send feedback i en anden brugers navn.',
    AUTHOR:
      'Sendt som den er, går din feedback ud i dit eget navn, når du er logget ind, eller anonymt, når du ikke er. Feltet Forfatter viser hvilken.',
    INSPECT:
      'Hvordan finder butikken ud af, hvem forfatteren er? Åbn udviklerværktøjerne, og undersøg elementerne i denne feedbackformular.',
    HIDDEN:
      'Der er mere i denne formular, end man ser: kig på det input, der står lige over feltet Forfatter. Det har attributten hidden, så siden viser det aldrig.',
    CHANGE:
      'Fundet det? Slet inputtets hidden-attribut i panelet Elements, så dukker det op over Forfatter. Skriv derefter en værdi, der kunne tilhøre en anden bruger.',
    SUBMIT: "Du har fundet og ændret det skjulte bruger-id! Skriv nu en kommentar, vælg en bedømmelse, besvar CAPTCHA'en, og klik på Send.",
    DONE: 'Din feedback blev sendt i en anden brugers navn! Butikken stolede på det bruger-id, formularen sendte, i stedet for at tjekke, hvem du er.',
  },
  loginJimChallenge: {
    LOG_OUT:
      'Denne udfordring starter logget ud. Hvis du er logget ind, så åbn kontomenuen heroppe, og vælg Log ud. Allerede logget ud? Så går jeg selv videre.',
    GO_TO_LOGIN: 'Dit mål: log ind med Jims konto. Åbn kontomenuen heroppe, og vælg Log ind.',
    NEED_BOTH:
      'For at logge ind på den normale måde skal du have Jims e-mailadresse og hans adgangskode. Lige nu har du sikkert ingen af dem.',
    EMAIL_IS_ENOUGH:
      'Med bare hans e-mailadresse kan en SQL-injektion få dig forbi tjekket af adgangskoden. Ny i SQL-injektion? Tutorialen Login Admin viser det grundlæggende.',
    LEAKS:
      'Så lad os finde Jims e-mail. Denne butik er skødesløs med privatlivet: den viser kundernes e-mails flere steder, for eksempel ved siden af produktanmeldelser.',
    GO_TO_PRODUCTS: 'Gå tilbage til produktlisten: klik på butikkens logo heroppe.',
    FIND_JIM:
      'Åbn et par produkter, og læs deres anmeldelser. Når du har fundet en fra Jim og noteret hans e-mail, så åbn skærmbilledet Log ind igen fra kontomenuen.',
    TYPE_EMAIL: 'Skriv Jims e-mailadresse i e-mailfeltet.',
    ANY_PASSWORD: 'Skriv en hvilken som helst adgangskode. Lad os lade som om, vi ikke kender hans, også selvom du tilfældigvis gør.',
    LOG_IN: 'Klik på knappen Log ind.',
    FAILED: 'Det virkede ikke, og det havde vi heller ikke regnet med: adgangskoden er forkert. Nu til SQL-injektionen.',
    ADD_COMMENT:
      "Tilføj '-- lige efter Jims e-mailadresse. Anførselstegnet afslutter e-mailen i databaseforespørgslen, og de to bindestreger gør tjekket af adgangskoden bagefter til en kommentar.",
    LOG_IN_AGAIN: 'Klik på Log ind igen.',
    DONE: 'Du er logget ind som Jim uden nogensinde at kende hans adgangskode!',
  },
  loginBenderChallenge: {
    PREREQUISITE:
      'Denne udfordring bygger på SQL-injektion. Hvis du er ny i det, så løs Login Admin først: dens tutorial viser det grundlæggende. Dobbeltklik på mig for at fortsætte alligevel.',
    LOG_OUT:
      'Denne udfordring starter logget ud. Hvis du er logget ind, så åbn kontomenuen heroppe, og vælg Log ud. Allerede logget ud? Så går jeg selv videre.',
    GO_TO_LOGIN: 'Dit mål: log ind med Benders konto. Åbn kontomenuen heroppe, og vælg Log ind.',
    NEED_BOTH:
      'For at logge ind på den normale måde skal du have Benders e-mailadresse og hans adgangskode. Lige nu har du sikkert ingen af dem.',
    EMAIL_IS_ENOUGH: 'Med bare hans e-mailadresse kan en SQL-injektion få dig forbi tjekket af adgangskoden.',
    LEAKS:
      'Så lad os finde Benders e-mail. Denne butik er skødesløs med privatlivet: den viser dele af kundernes e-mails flere steder, for eksempel i deres feedback.',
    GO_TO_ABOUT: 'Gå til siden Om os, som viser kundefeedback: åbn sidemenuen med knappen til venstre for butikkens logo, og vælg Om os.',
    FIND_BENDER:
      'Hold øje med kundefeedbacken her. Én af dem viser nok af Benders e-mail til, at du kan gætte resten. Når du har den, så åbn skærmbilledet Log ind fra kontomenuen.',
    TYPE_EMAIL: 'Skriv Benders e-mailadresse i e-mailfeltet.',
    ANY_PASSWORD: 'Skriv en hvilken som helst adgangskode. Lad os lade som om, vi ikke kender hans, også selvom du tilfældigvis gør.',
    LOG_IN: 'Klik på knappen Log ind.',
    FAILED: 'Det virkede ikke, og det havde vi heller ikke regnet med: adgangskoden er forkert. Nu til SQL-injektionen.',
    ADD_COMMENT:
      "Tilføj '-- lige efter Benders e-mailadresse. Anførselstegnet afslutter e-mailen i databaseforespørgslen, og de to bindestreger gør tjekket af adgangskoden bagefter til en kommentar.",
    LOG_IN_AGAIN: 'Klik på Log ind igen.',
    DONE: 'Du er logget ind som Bender uden nogensinde at kende hans adgangskode!',
  },
  rscPayloadLeakChallenge: {
    WELCOME:
      'Dette produktgitter renderes på serveren af en React Server Component. Alt, hvad den giver videre til browseren, følger med, også det, skærmen aldrig viser. Personalet får en hemmelig kupon her. Lad os se, hvad du får.',
    DEVTOOLS:
      "Åbn udviklerværktøjerne (F12) og deres fane Network. Skriv RSC i filterfeltet i Network, så kun server components' forespørgsler vises: deres svar er af typen text/x-component, Reacts komponentstream.",
    NAVIGATE:
      'Få nu butikken til at hente gitteret igen: åbn en anden side, for eksempel Om os fra sidemenuen, og kom så tilbage ved at klikke på butikkens logo. Hold øje med en forespørgsel til /RSC/R/search.txt.',
    READ: 'Klik på den forespørgsel, og åbn dens fane Response: denne tekst er den RSC-payload, React bygger gitteret ud fra. Søg i den (Ctrl+F) efter "coupon". Hvad bliver sendt med hvert produkt?',
    LOGIN:
      'En kupon indløses til en kurv, så du skal være logget ind. Log ind med din konto, eller opret en, hvis du ikke har nogen endnu.',
    CHECKOUT:
      'Kuponfeltet er på betalingstrinnet i kassen: læg et produkt i kurven, åbn kurven, og gå til kassen frem til betalingssiden. Eller skriv /payment/shop i adresselinjen.',
    REDEEM: 'Åbn "Tilføj en kupon", indsæt den kode, du fandt, i feltet, og klik på Indløs. Jeg venter her.',
    DONE: "Indløst! Alt, hvad en server component giver videre til en client component, er offentligt, uanset om det vises eller ej. Hemmeligheder skal blive på serveren eller markeres med Reacts taint-API'er.",
  },
  graphqlIntrospectionChallenge: {
    WELCOME:
      'Butikkens server components henter deres produkter, anmeldelser og indstillinger fra en indholdsgraf: et GraphQL-endpoint på /graphql. En GraphQL-server kan beskrive sit eget skema, medmindre nogen har slået det fra.',
    CONSOLE:
      'Åbn udviklerværktøjerne (F12) og deres fane Console. Et fetch(), du skriver der, sendes af denne side, præcis som butikkens egne forespørgsler. (curl i en terminal virker også.)',
    INTROSPECT:
      'Spørg grafen om sig selv: kopiér denne linje ind i konsollen, og tryk på Enter. Forespørgslen beder om alle de felter, grafen svarer på øverst, hver med sin beskrivelse.',
    SPOT: 'Fold svaret ud i konsollen: det viser alle de spørgsmål, grafen tager imod, hver med en beskrivelse. Alle felter på nær ét er dokumenteret. Hvilket er det?',
    SUBFIELDS:
      'Det felt svarer med objekter, og GraphQL vil have, at du nævner deres felter. Spørg først efter feltet alene: fejlmeddelelsen nævner dets type. Derefter viser en forespørgsel som denne, med typens navn, hvad du kan vælge:',
    ASK: 'Spørg nu efter det udokumenterede felt med nogle af dets underfelter: samme fetch, med din egen forespørgsel efter ?query=. Jeg venter her.',
    DONE: 'Der er det: data, som intet skærmbillede i butikken viser. Slå introspektion fra i produktion, og regn aldrig med, at et felt forbliver hemmeligt, bare fordi det ikke er dokumenteret.',
  },
  serverSourceMapChallenge: {
    WELCOME:
      'Byggeværktøjer pakker et program i nogle få bundles med ulæselig kode. For at fejlmeddelelser kan læses, skriver de også et source map ved siden af hver bundle: en .map-fil, der indeholder den originale kildekode.',
    MAP_NAME:
      'En bundle nævner sit map i sin sidste linje, i en kommentar som //# sourceMappingURL=app-1a2b3c.js.map: bundlens eget filnavn med .map tilføjet. Husk den regel.',
    ERROR_PAGE:
      'Find nu navnet på en af serverens bundles. Butikkens fejlsider er snakkesalige: åbn /api/Users i en ny fane. Uden login svarer den med en fejlside og et stack trace.',
    TRACE:
      'Hver linje i det stack trace nævner en fil på serveren under dist/server/assets/, såsom server-entry-….js: en af dens bundles. Notér ét fuldt navn, inklusive hashen.',
    FETCH_MAP:
      'Butikken udgiver serverens maps, ligesom den leverer browserens scripts: under /assets/, i sin egen mappe server. Åbn /assets/server/ efterfulgt af den bundles navn og .map. Jeg venter her.',
    DONE: 'Du har den! Dens sourcesContent er serverens egen kode: ruter, forespørgsler, tjek. Source maps til serverkode hører hjemme i fejlsporingsværktøjet, aldrig på en offentlig adresse.',
  },
  codingChallenges: {
    OPEN_SCORE_BOARD:
      'Kodeudfordringer spilles på Resultattavlen. Åbn den nu: sidemenuen linker til den, når du har fundet den, eller skriv /score-board i adresselinjen.',
    WHAT: 'Mange hacking-udfordringer har en kodeudfordring med: du læser den rigtige kildekode bag fejlen, finder de skyldige linjer og vælger en rettelse. Dette kort tæller dine fremskridt i dem.',
    OPEN_BADGE:
      'En kodeudfordring åbner, når dens hacking-udfordring er løst, og det er Resultattavlens. Klik på <>-mærket på Resultattavlens kort for at åbne dens kodeudfordring.',
    SNIPPET:
      'Dette er koden, der sætter Resultattavlen i sidemenuen, læst fra den kørende butik. Fase et, Find den: hvilke linjer lader en besøgende nå den "skjulte" Resultattavle?',
    FIND_IT:
      'Klik på nummeret på hver linje, du mistænker; den bliver gul. Klik derefter på Indsend. Forkert? Prøv igen: efter hver bom siger tipsboksen under koden lidt mere.',
    FIX_IT:
      'Fase to, Ret den: åbn listen over koden, og se på hver rettelse; diffen viser, hvad den ændrer. Husk, at Resultattavlen er beregnet til at blive fundet: den holder styr på alle dine fremskridt. Vælg den bedste rettelse, og klik på Indsend.',
    DONE: 'Begge faser klaret: mærket viser 2/2, og dette kort tæller dem. Luk dialogen. Alle løste udfordringer med et <>-mærke venter på dig på samme måde.',
  },
};
