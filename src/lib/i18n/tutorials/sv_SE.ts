import type { TutorialTranslation } from './types';

/** Svenska: the hacking instructor's tutorials */
export const tutorials: TutorialTranslation = {
  scoreBoardChallenge: {
    WELCOME:
      'Hej! Jag är din hackinginstruktör. Jag sitter bredvid den del av sidan du behöver och går vidare så fort du har gjort det jag ber om. Bråttom? Dubbelklicka på mig för att hoppa över ett steg.',
    MISSION:
      'Ditt första uppdrag: hitta Resultattavlan (Score Board). Den visar alla utmaningar i den här butiken och hur långt du har kommit, men ingen meny länkar dit.',
    CLUE: 'En webbutik skickar koden för alla sina vyer till webbläsaren, även de dolda sidorna. Öppna utvecklarverktygen, sök efter "score" i de inlästa skripten och se vilken adress som dyker upp.',
    GUESS:
      'Eller gissa helt enkelt: vad skulle en utvecklare kalla den sidan? Skriv adressen i adressfältet, till exempel /score-board, och tryck på Enter. Jag väntar här.',
    DONE: 'Du hittade den, och därmed löste du din första utmaning: dess kort här visar det. Välj nästa när du är redo; knappen med studentmössan på ett kort startar utmaningens egen tutorial.',
  },
  localXssChallenge: {
    INTRO:
      'Den här lektionen handlar om sökfältet högst upp på sidan. Vad du än söker efter visar butiken det igen ovanför resultaten. Låt oss se hur den gör det.',
    TYPE_OWASP: 'Klicka på förstoringsglaset för att öppna sökfältet och skriv owasp i det. Tryck inte på Enter än.',
    ENTER_OWASP: 'Tryck nu på Enter för att söka.',
    ECHOED: 'Där är dina OWASP-produkter. Titta på rubriken ovanför dem: den upprepar ordet du sökte efter.',
    XSS_IDEA:
      'Text som du skriver och som kommer tillbaka på sidan är där Cross-Site Scripting (XSS) börjar: om sidan tolkar din text som HTML i stället för vanlig text kan du lägga till din egen märkning, och kanske ditt eget JavaScript.',
    TYPE_H1: 'Låt oss testa med ofarlig HTML först. Ändra texten i sökfältet till <h1>owasp',
    ENTER_H1: 'Tryck på Enter igen.',
    HTML_WORKS: 'Ser du hur ordet blev stort? Sidan skrev inte ut din <h1> som text: den gjorde om den till en riktig rubrik.',
    INSPECT:
      'För att se det själv högerklickar du på det stora ordet och väljer Inspektera. Utvecklarverktygen visar ett h1-element inuti rubriken, byggt av det du skrev.',
    TYPE_SCRIPT: 'Prova nu JavaScript. Ersätt texten i sökfältet med <script>alert(xss)</script>',
    ENTER_SCRIPT: 'Tryck på Enter en gång till.',
    SCRIPT_SILENT:
      'Inget dök upp. Inspektera rubriken igen: script-elementet finns där, men webbläsare kör aldrig en script-tagg som en sida infogar som HTML i efterhand. Vi behöver en annan payload.',
    TYPE_IFRAME:
      'Det finns många XSS-payloads. Den här gömmer JavaScript i adressen till en frame. Skriv den i sökfältet: <iframe src="javascript:alert(`xss`)">',
    ENTER_IFRAME: 'Tryck på Enter. Om en varningsruta dyker upp, klicka på OK för att stänga den.',
    DONE: 'Bra jobbat, det där var en XSS-attack! Den kallas DOM XSS eftersom det var sidans egen kod i din webbläsare som lade in din text på sidan som HTML.',
  },
  xssBonusChallenge: {
    INTRO:
      'Den här återanvänder hålet du hittade i DOM XSS-lektionen (gör den först om du inte redan har gjort det): sökfältet högst upp. Bara payloaden är annorlunda, och mycket roligare.',
    PASTE:
      'Öppna sökfältet och klistra in den här payloaden, exakt som den är: <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>',
    ENTER: 'Skruva upp högtalarna. Tryck sedan på Enter.',
    DONE: 'Löst! I stället för en varning spelar sidan nu musik från en annan webbplats. Njut av låten!',
  },
  privacyPolicyChallenge: {
    LOG_IN:
      'Logga först in med vilket konto som helst. Klicka på Konto uppe till höger och välj Logga in. Inget konto än? Följ "Ny här? Skapa ett konto" på inloggningssidan för att registrera ett.',
    OPEN_ACCOUNT: 'Du är inloggad. Klicka nu på Konto uppe till höger för att öppna kontomenyn.',
    OPEN_POLICY:
      'Peka på (eller klicka på) Integritet och säkerhet i menyn. En andra meny öppnas bredvid: klicka på Integritetspolicy där.',
    DONE: 'Det var lätt, eller hur? Den här utmaningen är ett litet skämt: nästan ingen läser det finstilta. Det gjorde du nyss.',
  },
  reflectedXssChallenge: {
    LOG_IN:
      'För den här lektionen måste du vara inloggad. Klicka på Konto uppe till höger och välj Logga in, med vilket konto som helst (eller registrera ett nytt där).',
    ORDER_HISTORY: 'Öppna nu dina beställningar: klicka på Konto, sedan på Beställningar och betalning och sedan på Orderhistorik.',
    TRACK:
      'Varje beställning har en knapp med en lastbil: Spåra beställning. Klicka på den vid någon av dina beställningar. Inga beställningar än? Köp vad som helst i butiken; bekräftelsesidan länkar också till spårningen.',
    LOOK: 'Det här är spårningssidan. Titta på adressfältet: ordernumret följer med där, som id=… Och sidan visar det numret i rubriken.',
    REFLECTED:
      'Ett värde som går från adressen till servern och kommer direkt tillbaka in på sidan kallas "reflekterat". Om sidan tolkar det som HTML kan en länk bära på en attack: det är reflected XSS.',
    PAYLOAD:
      'Prova: ersätt allt efter id= i adressfältet med <iframe src="javascript:alert(`xss`)"> och tryck på Enter. Om en varningsruta dyker upp, klicka på OK för att stänga den.',
    DONE: 'Löst! Alla som öppnar en länk som din kör ditt skript i sin egen webbläsare. Det är därför reflected XSS är så farligt.',
  },
  exposedCredentialsChallenge: {
    LOG_OUT:
      'Den här utmaningen börjar utloggad. Om du är inloggad, öppna kontomenyn här uppe och välj Logga ut. Redan utloggad? Då går jag vidare av mig själv.',
    HARDCODED:
      'En utvecklare lämnade inloggningsuppgifterna till ett testkonto i butikens klientkod. Allt som din webbläsare laddar ner kan läsas av vem som helst, så låt oss läsa det.',
    GO_TO_LOGIN:
      'Inloggningsuppgifter hör till en inloggning, så inloggningssidan är en god misstänkt. Öppna den: kontomenyn här uppe, sedan Logga in.',
    DEV_TOOLS:
      'Öppna utvecklarverktygen (F12) och gå till Sources (Debugger i Firefox). Där hittar du alla skript som den här sidan har läst in från butiken.',
    SEARCH:
      'Sök igenom alla de skripten på en gång (Ctrl+Shift+F, eller Cmd+Option+F på en Mac) efter ord som ofta står bredvid inloggningsuppgifter, som password, pw, user eller test.',
    EMAIL:
      'Hittade du ett användarnamn och ett lösenord bredvid varandra? Kontot loggar in med en e-postadress: det användarnamnet på butikens egen e-postdomän, den som alla konton här använder.',
    TYPE_EMAIL: 'Skriv testkontots e-postadress i e-postfältet.',
    TYPE_PASSWORD: 'Skriv nu dess lösenord i lösenordsfältet.',
    LOG_IN: 'Klicka på knappen Logga in.',
    DONE: 'Du är inloggad med uppgifter som aldrig borde ha lämnat utvecklarens skrivbord. Hemligheter i klientkod är aldrig hemliga!',
  },
  loginAdminChallenge: {
    LOG_OUT:
      'Den här utmaningen börjar utloggad. Om du är inloggad, öppna kontomenyn här uppe och välj Logga ut. Redan utloggad? Då går jag vidare av mig själv.',
    GO_TO_LOGIN:
      'Ditt mål: ta dig in på administratörens konto utan att känna till lösenordet. Öppna kontomenyn här uppe och välj Logga in.',
    SQLI: 'Vi ska prova en SQL-injektion. Butiken klistrar in det du skriver i en databasfråga, så rätt tecken kan ändra vad frågan betyder.',
    QUOTES:
      "Ett bra första test är ett enkelt citattecken ('). I en slarvigt byggd fråga förstör det syntaxen, och felet som följer säger dig att fältet är värt en närmare titt.",
    TYPE_QUOTE: "Skriv bara ett enkelt citattecken ' i e-postfältet.",
    ANY_PASSWORD: 'Skriv nu vad som helst i lösenordsfältet. Det spelar ingen roll vad du skriver där.',
    LOG_IN: 'Klicka på knappen Logga in.',
    ERROR:
      'Ser du det röda felet ovanför formuläret? Det börjar med SQLITE_ERROR: ditt citattecken förstörde databasfrågan. Det du skriver hamnar alltså okontrollerat i den frågan.',
    NETWORK:
      'Vill du se hela svaret? Öppna utvecklarverktygen (F12), gå till fliken Network och klicka på Logga in igen. Svaret på /rest/user/login innehåller hela felet.',
    TYPE_OR_TRUE:
      "Låt oss göra frågan användbar i stället. Ändra e-postfältet till ' OR true (ett citattecken, ett mellanslag och sedan OR true).",
    LOG_IN_AGAIN: 'Klicka på Logga in igen.',
    STILL_BROKEN:
      'Fortfarande ett fel? Läs det noga: databasen snubblar nu på det som kommer efter din text, delen som kontrollerar lösenordet.',
    COMMENT:
      'Se då till att databasen ignorerar den delen. I SQLite inleder två bindestreck (--) en kommentar: allt efter dem hoppas över.',
    TYPE_COMMENT: "Skriv ' OR true-- i e-postfältet.",
    LOG_IN_FINAL: 'Klicka på Logga in en gång till och se vad som händer.',
    DONE: 'Du är inne! Öppna kontomenyn uppe till höger för att se vems konto det här är: administratörens. OR true matchade alla användare, bindestrecken klippte bort lösenordskontrollen och butiken tog den första användaren den hittade.',
  },
  adminSectionChallenge: {
    ADMIN_LOGIN:
      'Här måste du vara inloggad som administratör. Vet du redan hur? Logga in som admin nu. Om inte, gör först tutorialen Login Admin och kom sedan tillbaka.',
    MISSION:
      'Du är admin nu, men ingen meny leder till sidan där en butik sköts: användare, feedback och liknande. Ditt uppdrag: hitta adressen till den sidan.',
    TECH: 'Vet du vad en webbplats är byggd med vet du var du ska leta. En WordPress-webbplats har till exempel sin administrationsdel på /wp-admin. Många andra butiker använder helt enkelt ett vanligt engelskt ord.',
    TRY_ADMIN: 'Börja med den mest uppenbara gissningen: skriv /admin i adressfältet och tryck på Enter.',
    TRY_ADMINISTRATION: 'Ingen adminsida där. Utvecklare skriver ofta ut hela ordet. Prova /administration i adressfältet.',
    DONE: 'Du tog dig in i administrationsdelen! Den visar alla registrerade användare och all feedback från kunder.',
    SCRIPTS:
      'Att gissa är ett sätt, att läsa är ett annat: skripten som butiken skickar till din webbläsare känner till alla routes. Sök efter "admin" i de inlästa skripten i utvecklarverktygen, så dyker adressen upp.',
    CURIOUS:
      'Nyfiken? Logga senare in som en vanlig kund och öppna /administration igen. Lägg märke till vem som avgör om du får se den: webbläsaren eller servern?',
  },
  weakPasswordChallenge: {
    MISSION:
      'I den här utmaningen loggar du in på administratörens konto med hans eget, ursprungliga lösenord. Inga knep med inloggningsformuläret den här gången: bara en bra gissning.',
    LOG_OUT: 'Den här utmaningen börjar utloggad. Om du är inloggad, öppna kontomenyn här och välj Logga ut.',
    FIND_EMAIL:
      'Först behöver du adminens e-postadress. Kundfeedback och produktrecensioner visar sina författares adresser: ett bra ställe att leta på. När du har den, öppna sidan Logga in från kontomenyn.',
    EMAIL: 'Skriv adminens e-postadress i fältet E-post.',
    TRY_ANY:
      'Nu lösenordet. Som tur är valde adminen ett riktigt, riktigt dåligt. Skriv det lösenord du först kommer på och klicka på Logga in.',
    WRONG: 'Nej, det var inte det. Fortsätt gissa: jag säger till så fort fältet Lösenord är på rätt spår.',
    TRACK:
      'Du är på rätt spår! Men bara det skulle vara världens sämsta lösenord, till och med för den här adminen. Han lade till några tecken som inte är bokstäver. Fortsätt försöka.',
    WARMER: 'Det börjar brännas! Kanske lägga till fler siffror?',
    HOT: 'Det bränns, det bränns! Bara en siffra till...',
    LOG_IN: 'Det är det. Klicka nu på Logga in.',
    DONE: 'Du är inloggad som administratör för den här butiken, tack vare ett lösenord som vem som helst kunde gissa. Ett långt, unikt lösenord, eller ännu hellre en lösenordshanterare, hade hållit dig ute.',
  },
  basketAccessChallenge: {
    INTRO:
      'Den här utmaningen handlar om horisontell behörighetseskalering: att komma åt data som tillhör en annan användare med samma rättigheter som du. Här: en annan kunds varukorg.',
    LOG_IN: 'För det här behöver du ett eget konto. Logga in nu från kontomenyn (eller registrera dig först om du inte har något).',
    OPEN_BASKET: 'Öppna din egen varukorg med den här kundvagnsknappen. Den kan mycket väl vara tom om du inte har lagt till något än.',
    MISSION: 'Det här är din varukorg. Ditt uppdrag: titta i någon annans varukorg, medan du förblir inloggad som dig själv.',
    CLUE: 'Sidan måste veta vilken varukorg som är din. Om din webbläsare sparar en anteckning om det kanske du kan ändra anteckningen.',
    DEVTOOLS:
      'Öppna utvecklarverktygen (F12), leta upp Session Storage under Application (Storage i Firefox) och välj sedan den här webbplatsen. Precis som cookies sparar det par av nycklar och värden för varje webbplats.',
    CHANGE_BID: 'Läs nycklarna som sparats där. Ser någon av dem ut att höra till varukorgen? Ändra dess värde till ett annat nummer.',
    REVISIT:
      'Ändrat! Klicka dig nu vidare till en annan vy och sedan tillbaka till Din varukorg, så att den läses in igen. Om den förblir tom kanske den varukorgen inte finns: prova ett annat nummer.',
    DONE: 'Du tittar i en annan kunds varukorg! Butiken litade på id:t som din webbläsare skickade i stället för att kontrollera att varukorgen är din.',
  },
  forgedFeedbackChallenge: {
    OPEN_CONTACT: 'Börja med att öppna sidomenyn med den här knappen och välj Kundfeedback.',
    MISSION: 'Den här utmaningen handlar om bristfällig åtkomstkontroll. Ditt uppdrag: skicka feedback i en annan användares namn.',
    AUTHOR:
      'Skickad som den är går din feedback ut i ditt eget namn om du är inloggad, eller anonymt om du inte är det. Fältet Författare visar vilket.',
    INSPECT: 'Hur får butiken veta vem författaren är? Öppna utvecklarverktygen och inspektera elementen i det här feedbackformuläret.',
    HIDDEN:
      'Det här formuläret innehåller mer än man ser: titta på inputen precis ovanför fältet Författare. Den har attributet hidden, så sidan visar den aldrig.',
    CHANGE:
      'Hittat den? Ta bort inputens hidden-attribut i panelen Elements, så dyker den upp ovanför Författare. Skriv sedan in ett värde som kan tillhöra en annan användare.',
    SUBMIT:
      'Du hittade och ändrade det dolda användar-id:t! Skriv nu en kommentar, välj ett betyg, svara på CAPTCHA:n och klicka på Skicka.',
    DONE: 'Din feedback skickades i en annan användares namn! Butiken litade på användar-id:t som formuläret skickade i stället för att kontrollera vem du är.',
  },
  loginJimChallenge: {
    LOG_OUT:
      'Den här utmaningen börjar utloggad. Om du är inloggad, öppna kontomenyn här uppe och välj Logga ut. Redan utloggad? Då går jag vidare av mig själv.',
    GO_TO_LOGIN: 'Ditt mål: logga in med Jims konto. Öppna kontomenyn här uppe och välj Logga in.',
    NEED_BOTH: 'För att logga in på vanligt sätt behöver du Jims e-postadress och hans lösenord. Just nu har du förmodligen ingetdera.',
    EMAIL_IS_ENOUGH:
      'Med bara hans e-postadress kan en SQL-injektion ta dig förbi lösenordskontrollen. Ny på SQL-injektion? Tutorialen Login Admin visar grunderna.',
    LEAKS:
      'Så låt oss hitta Jims e-postadress. Den här butiken slarvar med integriteten: den visar kunders e-postadresser på flera ställen, till exempel bredvid produktrecensioner.',
    GO_TO_PRODUCTS: 'Gå tillbaka till produktlistan: klicka på butikens logotyp här uppe.',
    FIND_JIM:
      'Öppna några produkter och läs deras recensioner. När du har hittat en från Jim och antecknat hans e-postadress, öppna sidan Logga in igen från kontomenyn.',
    TYPE_EMAIL: 'Skriv Jims e-postadress i e-postfältet.',
    ANY_PASSWORD: 'Skriv vilket lösenord som helst. Vi låtsas att vi inte kan hans, även om du råkar göra det.',
    LOG_IN: 'Klicka på knappen Logga in.',
    FAILED: 'Det fungerade inte, och det trodde vi inte heller: lösenordet är fel. Nu till SQL-injektionen.',
    ADD_COMMENT:
      "Lägg till '-- direkt efter Jims e-postadress. Citattecknet avslutar e-postadressen i databasfrågan, och de två bindestrecken gör lösenordskontrollen efter den till en kommentar.",
    LOG_IN_AGAIN: 'Klicka på Logga in igen.',
    DONE: 'Du är inloggad som Jim, utan att någonsin ha vetat hans lösenord!',
  },
  loginBenderChallenge: {
    PREREQUISITE:
      'Den här utmaningen bygger på SQL-injektion. Om du är ny på det, lös Login Admin först: dess tutorial visar grunderna. Dubbelklicka på mig för att fortsätta ändå.',
    LOG_OUT:
      'Den här utmaningen börjar utloggad. Om du är inloggad, öppna kontomenyn här uppe och välj Logga ut. Redan utloggad? Då går jag vidare av mig själv.',
    GO_TO_LOGIN: 'Ditt mål: logga in med Benders konto. Öppna kontomenyn här uppe och välj Logga in.',
    NEED_BOTH: 'För att logga in på vanligt sätt behöver du Benders e-postadress och hans lösenord. Just nu har du förmodligen ingetdera.',
    EMAIL_IS_ENOUGH: 'Med bara hans e-postadress kan en SQL-injektion ta dig förbi lösenordskontrollen.',
    LEAKS:
      'Så låt oss hitta Benders e-postadress. Den här butiken slarvar med integriteten: den visar delar av kunders e-postadresser på flera ställen, till exempel i deras feedback.',
    GO_TO_ABOUT:
      'Gå till sidan Om oss, som visar kundfeedback: öppna sidomenyn med knappen till vänster om butikens logotyp och välj Om oss.',
    FIND_BENDER:
      'Håll ögonen på kundfeedbacken här. Ett av inläggen visar tillräckligt av Benders e-postadress för att du ska kunna gissa resten. När du har den, öppna sidan Logga in från kontomenyn.',
    TYPE_EMAIL: 'Skriv Benders e-postadress i e-postfältet.',
    ANY_PASSWORD: 'Skriv vilket lösenord som helst. Vi låtsas att vi inte kan hans, även om du råkar göra det.',
    LOG_IN: 'Klicka på knappen Logga in.',
    FAILED: 'Det fungerade inte, och det trodde vi inte heller: lösenordet är fel. Nu till SQL-injektionen.',
    ADD_COMMENT:
      "Lägg till '-- direkt efter Benders e-postadress. Citattecknet avslutar e-postadressen i databasfrågan, och de två bindestrecken gör lösenordskontrollen efter den till en kommentar.",
    LOG_IN_AGAIN: 'Klicka på Logga in igen.',
    DONE: 'Du är inloggad som Bender, utan att någonsin ha vetat hans lösenord!',
  },
  rscPayloadLeakChallenge: {
    WELCOME:
      'Det här produktrutnätet renderas på servern av en React Server Component. Allt den lämnar över till webbläsaren följer med, även det som skärmen aldrig visar. Personalen får en hemlig kupong här. Låt oss se vad du får.',
    DEVTOOLS:
      'Öppna utvecklarverktygen (F12) och deras flik Network. Skriv RSC i filterrutan i Network, så att bara server components förfrågningar listas: deras svar är av typen text/x-component, Reacts komponentström.',
    NAVIGATE:
      'Låt nu butiken hämta rutnätet igen: öppna en annan sida, till exempel Om oss från sidomenyn, och kom sedan tillbaka genom att klicka på butikens logotyp. Håll utkik efter en förfrågan till /RSC/R/search.txt.',
    READ: 'Klicka på den förfrågan och öppna dess flik Response: den här texten är RSC-payloaden som React bygger rutnätet av. Sök i den (Ctrl+F) efter "coupon". Vad skickas med varje produkt?',
    LOGIN:
      'En kupong löses in för en varukorg, så du måste vara inloggad. Logga in med ditt konto, eller skapa ett om du inte har något än.',
    CHECKOUT:
      'Kupongfältet finns i betalningssteget i kassan: lägg en produkt i varukorgen, öppna varukorgen och gå till kassan fram till betalningssidan. Eller skriv /payment/shop i adressfältet.',
    REDEEM: 'Öppna "Lägg till en kupong", klistra in koden du hittade i fältet och klicka på Lös in. Jag väntar här.',
    DONE: 'Inlöst! Allt som en server component lämnar över till en client component är offentligt, oavsett om det visas eller inte. Hemligheter måste stanna på servern, eller märkas med Reacts taint-API:er.',
  },
  graphqlIntrospectionChallenge: {
    WELCOME:
      'Butikens server components hämtar sina produkter, recensioner och inställningar från en innehållsgraf: en GraphQL-endpoint på /graphql. En GraphQL-server kan beskriva sitt eget schema, om ingen har stängt av det.',
    CONSOLE:
      'Öppna utvecklarverktygen (F12) och deras flik Console. En fetch() som du skriver där skickas av den här sidan, precis som butikens egna förfrågningar. (curl i en terminal fungerar också.)',
    INTROSPECT:
      'Fråga grafen om sig själv: kopiera den här raden till konsolen och tryck på Enter. Frågan ber om alla fält som grafen svarar på på toppnivån, vart och ett med sin beskrivning.',
    SPOT: 'Fäll ut svaret i konsolen: det listar alla frågor som grafen tar emot, var och en med en beskrivning. Alla fält utom ett är dokumenterade. Vilket är det?',
    SUBFIELDS:
      'Det fältet svarar med objekt, och GraphQL vill att du namnger deras fält. Fråga först efter bara fältet: felmeddelandet nämner dess typ. Sedan listar en fråga som den här, med typens namn, vad du kan välja:',
    ASK: 'Fråga nu efter det odokumenterade fältet med några av dess underfält: samma fetch, med din egen fråga efter ?query=. Jag väntar här.',
    DONE: 'Där är det: data som ingen vy i butiken visar. Stäng av introspektion i produktion, och räkna aldrig med att ett fält förblir hemligt bara för att det är odokumenterat.',
  },
  serverSourceMapChallenge: {
    WELCOME:
      'Byggverktyg packar ett program i några få bundles med oläslig kod. För att felmeddelanden ska gå att läsa skriver de också en source map bredvid varje bundle: en .map-fil som innehåller den ursprungliga källkoden.',
    MAP_NAME:
      'En bundle anger namnet på sin map på sista raden, i en kommentar som //# sourceMappingURL=app-1a2b3c.js.map: bundlens eget filnamn med .map tillagt. Kom ihåg den regeln.',
    ERROR_PAGE:
      'Leta nu upp namnet på en av serverns bundles. Butikens felsidor är pratglada: öppna /api/Users i en ny flik. Utan inloggning svarar den med en felsida och en stack trace.',
    TRACE:
      'Varje rad i den stack tracen nämner en fil på servern under dist/server/assets/, till exempel server-entry-….js: en av dess bundles. Anteckna ett fullständigt namn, inklusive hashen.',
    FETCH_MAP:
      'Butiken publicerar serverns maps på samma sätt som den serverar webbläsarens skript: under /assets/, i en egen mapp server. Öppna /assets/server/ följt av den bundlens namn och .map. Jag väntar här.',
    DONE: 'Där är den! Dess sourcesContent är serverns egen kod: routes, frågor, kontroller. Source maps för serverkod hör hemma i felspårningsverktyget, aldrig på en offentlig adress.',
  },
  codingChallenges: {
    OPEN_SCORE_BOARD:
      'Kodutmaningar spelas på Resultattavlan. Öppna den nu: sidomenyn länkar dit när du väl har hittat den, eller skriv /score-board i adressfältet.',
    WHAT: 'Många hackingutmaningar har en kodutmaning: du läser den verkliga källkoden bakom sårbarheten, hittar de skyldiga raderna och väljer en åtgärd. Det här kortet räknar dina framsteg i dem.',
    OPEN_BADGE:
      'En kodutmaning öppnas när dess hackingutmaning är löst, och Resultattavlans är det. Klicka på <>-märket på Resultattavlans kort för att öppna dess kodutmaning.',
    SNIPPET:
      'Det här är koden som lägger Resultattavlan i sidomenyn, läst från den körande butiken. Fas ett, Hitta det: vilka rader låter en besökare nå den "dolda" Resultattavlan?',
    FIND_IT:
      'Klicka på numret för varje rad du misstänker; den blir gul. Klicka sedan på Skicka in. Fel? Försök igen: efter varje miss säger tipsrutan under koden lite mer.',
    FIX_IT:
      'Fas två, Åtgärda det: öppna listan ovanför koden och titta på varje åtgärd; diffen visar vad den ändrar. Kom ihåg att Resultattavlan är tänkt att hittas: den håller reda på alla dina framsteg. Välj den bästa åtgärden och klicka på Skicka in.',
    DONE: 'Båda faserna klara: märket visar 2/2 och det här kortet räknar dem. Stäng dialogrutan. Varje löst utmaning med ett <>-märke väntar på dig på samma sätt.',
  },
};
