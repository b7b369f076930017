import type { TutorialTranslation } from './types';

/** Română: the hacking instructor's tutorials */
export const tutorials: TutorialTranslation = {
  scoreBoardChallenge: {
    WELCOME:
      'Salut! Sunt instructorul tău de hacking. Stau lângă partea paginii de care ai nevoie și merg mai departe imediat ce ai făcut ce îți cer. Te grăbești? Dă dublu clic pe mine ca să sari peste un pas.',
    MISSION:
      'Prima ta misiune: găsește Tabela de scor (Score Board). Ea listează toate provocările acestui magazin și cât de departe ai ajuns, dar niciun meniu nu duce la ea.',
    CLUE: 'Un magazin online trimite browserului codul tuturor ecranelor sale, inclusiv al paginilor ascunse. Deschide instrumentele pentru dezvoltatori, caută "score" în scripturile încărcate și vezi ce adresă apare.',
    GUESS:
      'Sau pur și simplu ghicește: cum ar numi un dezvoltator pagina aceea? Scrie adresa în bara de adrese, de exemplu /score-board, și apasă Enter. Te aștept aici.',
    DONE: 'Ai găsit-o, și astfel ai rezolvat prima ta provocare: cardul ei de aici arată asta. Alege-o pe următoarea când ești gata; butonul cu tocă de absolvent de pe un card pornește tutorialul acelei provocări.',
  },
  localXssChallenge: {
    INTRO:
      'Lecția aceasta este despre câmpul de căutare din partea de sus a paginii. Orice ai căuta, magazinul îți afișează din nou textul deasupra rezultatelor. Hai să vedem cum face asta.',
    TYPE_OWASP: 'Dă clic pe lupă ca să deschizi câmpul de căutare și scrie owasp în el. Nu apăsa încă Enter.',
    ENTER_OWASP: 'Acum apasă Enter ca să cauți.',
    ECHOED: 'Iată produsele tale OWASP. Uită-te la titlul de deasupra lor: repetă cuvântul pe care l-ai căutat.',
    XSS_IDEA:
      'Textul pe care îl scrii și care revine în pagină este locul unde începe Cross-Site Scripting (XSS): dacă pagina îți ia textul drept HTML în loc de text simplu, poți adăuga propriile marcaje și poate chiar propriul JavaScript.',
    TYPE_H1: 'Hai să testăm mai întâi cu HTML inofensiv. Schimbă textul din câmpul de căutare în <h1>owasp',
    ENTER_H1: 'Apasă din nou Enter.',
    HTML_WORKS: 'Vezi cum s-a mărit cuvântul? Pagina nu ți-a afișat <h1> ca text: l-a transformat într-un titlu adevărat.',
    INSPECT:
      'Ca să te convingi singur, dă clic dreapta pe cuvântul mare și alege Inspectează (Inspect). Instrumentele pentru dezvoltatori arată un element h1 în interiorul titlului, construit din ce ai scris.',
    TYPE_SCRIPT: 'Acum încearcă JavaScript. Înlocuiește textul din câmpul de căutare cu <script>alert(xss)</script>',
    ENTER_SCRIPT: 'Mai apasă o dată Enter.',
    SCRIPT_SILENT:
      'Nu a apărut nimic. Inspectează din nou titlul: elementul script este acolo, dar browserele nu rulează niciodată un tag script pe care o pagină îl inserează mai târziu ca HTML. Avem nevoie de alt payload.',
    TYPE_IFRAME:
      'Există multe payload-uri XSS. Acesta ascunde JavaScript în adresa unui cadru. Scrie-l în câmpul de căutare: <iframe src="javascript:alert(`xss`)">',
    ENTER_IFRAME: 'Apasă Enter. Dacă apare o fereastră de alertă, dă clic pe OK ca să o închizi.',
    DONE: 'Bravo, acesta a fost un atac XSS! Se numește DOM XSS pentru că propriul cod al paginii, din browserul tău, ți-a pus textul în pagină ca HTML.',
  },
  xssBonusChallenge: {
    INTRO:
      'Aceasta refolosește breșa pe care ai găsit-o în lecția DOM XSS (fă-o mai întâi pe aceea, dacă nu ai făcut-o): câmpul de căutare din partea de sus. Doar payload-ul e diferit, și mult mai distractiv.',
    PASTE:
      'Deschide câmpul de căutare și lipește în el acest payload, exact așa cum este: <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>',
    ENTER: 'Dă volumul difuzoarelor mai tare. Apoi apasă Enter.',
    DONE: 'Rezolvat! În loc de o alertă, pagina redă acum muzică de pe alt site. Bucură-te de melodie!',
  },
  privacyPolicyChallenge: {
    LOG_IN:
      'Mai întâi, autentifică-te cu orice cont. Dă clic pe Cont în dreapta sus și alege Autentificare. Nu ai încă un cont? Pe pagina de autentificare, urmează "Ești nou aici? Creează un cont" ca să îți înregistrezi unul.',
    OPEN_ACCOUNT: 'Ești autentificat. Acum dă clic pe Cont în dreapta sus ca să deschizi meniul contului.',
    OPEN_POLICY:
      'Du cursorul pe (sau dă clic pe) Confidențialitate și securitate în meniu. Lângă el se deschide un al doilea meniu: dă clic acolo pe Politica de confidențialitate.',
    DONE: 'A fost ușor, nu? Provocarea aceasta e o mică glumă: aproape nimeni nu citește textul cu litere mici. Tu tocmai ai făcut-o.',
  },
  reflectedXssChallenge: {
    LOG_IN:
      'Pentru această lecție trebuie să fii autentificat. Dă clic pe Cont în dreapta sus și alege Autentificare, cu orice cont (sau înregistrează unul nou acolo).',
    ORDER_HISTORY: 'Acum deschide-ți comenzile: dă clic pe Cont, apoi pe Comenzi și plată, apoi pe Istoricul comenzilor.',
    TRACK:
      'Fiecare comandă are un buton cu un camion: Urmărește comanda. Dă clic pe el la oricare dintre comenzile tale. Nu ai încă nicio comandă? Cumpără orice din magazin; pagina de confirmare duce și ea la urmărire.',
    LOOK: 'Aceasta este pagina de urmărire. Uită-te la bara de adrese: numărul comenzii călătorește în ea, ca id=… Iar pagina arată acel număr în titlul ei.',
    REFLECTED:
      'O valoare care merge din adresă la server și se întoarce direct în pagină se numește "reflectată". Dacă pagina o ia drept HTML, un link poate purta un atac: acesta este reflected XSS.',
    PAYLOAD:
      'Încearcă: în bara de adrese, înlocuiește tot ce urmează după id= cu <iframe src="javascript:alert(`xss`)"> și apasă Enter. Dacă apare o fereastră de alertă, dă clic pe OK ca să o închizi.',
    DONE: 'Rezolvat! Oricine deschide un link ca al tău îți rulează scriptul în propriul browser. De aceea reflected XSS este atât de periculos.',
  },
  exposedCredentialsChallenge: {
    LOG_OUT:
      'Această provocare începe cu tine deconectat. Dacă ești autentificat, deschide meniul contului de aici de sus și alege Deconectare. Ești deja deconectat? Atunci merg mai departe singur.',
    HARDCODED:
      'Un dezvoltator a lăsat datele de autentificare ale unui cont de test în codul client al acestui magazin. Tot ce descarcă browserul tău poate fi citit de oricine, așa că hai să citim.',
    GO_TO_LOGIN:
      'Datele de autentificare țin de o autentificare, așa că ecranul de autentificare e un bun suspect. Deschide-l: meniul contului de aici de sus, apoi Autentificare.',
    DEV_TOOLS:
      'Deschide instrumentele pentru dezvoltatori (F12) și mergi la Sources (Debugger în Firefox). Acolo găsești toate scripturile pe care această pagină le-a încărcat din magazin.',
    SEARCH:
      'Caută în toate acele scripturi deodată (Ctrl+Shift+F, sau Cmd+Option+F pe Mac) cuvinte care stau adesea lângă datele de autentificare, cum ar fi password, pw, user sau test.',
    EMAIL:
      'Ai găsit un nume de utilizator și o parolă unul lângă altul? Contul se autentifică cu un e-mail: acel nume de utilizator la domeniul de e-mail propriu al magazinului, cel pe care îl folosește fiecare cont de aici.',
    TYPE_EMAIL: 'Scrie adresa de e-mail a contului de test în câmpul de e-mail.',
    TYPE_PASSWORD: 'Acum scrie parola lui în câmpul pentru parolă.',
    LOG_IN: 'Dă clic pe butonul Autentifică-te.',
    DONE: 'Ești autentificat cu date care nu trebuiau să plece niciodată de pe biroul dezvoltatorului. Secretele din codul client nu sunt niciodată secrete!',
  },
  loginAdminChallenge: {
    LOG_OUT:
      'Această provocare începe cu tine deconectat. Dacă ești autentificat, deschide meniul contului de aici de sus și alege Deconectare. Ești deja deconectat? Atunci merg mai departe singur.',
    GO_TO_LOGIN:
      'Scopul tău: să intri în contul administratorului fără să-i știi parola. Deschide meniul contului de aici de sus și alege Autentificare.',
    SQLI: 'Vom încerca o injecție SQL. Magazinul lipește ce scrii într-o interogare a bazei de date, așa că niște caractere potrivite pot schimba sensul acelei interogări.',
    QUOTES:
      "Un prim test bun este un apostrof simplu ('). Într-o interogare construită neglijent, strică sintaxa, iar eroarea care urmează îți spune că acel câmp merită privit mai atent.",
    TYPE_QUOTE: "Scrie doar un apostrof simplu ' în câmpul de e-mail.",
    ANY_PASSWORD: 'Acum scrie orice în câmpul pentru parolă. Ce scrii acolo nu contează.',
    LOG_IN: 'Dă clic pe butonul Autentifică-te.',
    ERROR:
      'Vezi eroarea roșie de deasupra formularului? Începe cu SQLITE_ERROR: apostroful tău a stricat interogarea bazei de date. Deci ce scrii ajunge în acea interogare fără verificare.',
    NETWORK:
      'Vrei tot răspunsul? Deschide instrumentele pentru dezvoltatori (F12), mergi la fila Network și dă din nou clic pe Autentifică-te. Răspunsul la /rest/user/login conține eroarea completă.',
    TYPE_OR_TRUE: "Hai să facem interogarea utilă în schimb. Schimbă câmpul de e-mail în ' OR true (un apostrof, un spațiu, apoi OR true).",
    LOG_IN_AGAIN: 'Dă din nou clic pe Autentifică-te.',
    STILL_BROKEN:
      'Tot o eroare? Citește-o cu atenție: baza de date se împiedică acum de ce vine după textul tău, partea care verifică parola.',
    COMMENT:
      'Atunci fă baza de date să ignore partea aceea. În SQLite, două liniuțe (--) încep un comentariu: tot ce urmează după ele este sărit.',
    TYPE_COMMENT: "Scrie ' OR true-- în câmpul de e-mail.",
    LOG_IN_FINAL: 'Dă clic pe Autentifică-te încă o dată și urmărește ce se întâmplă.',
    DONE: 'Ai intrat! Deschide meniul contului din dreapta sus ca să vezi al cui este contul: al administratorului. OR true s-a potrivit cu fiecare utilizator, liniuțele au tăiat verificarea parolei, iar magazinul l-a luat pe primul utilizator găsit.',
  },
  adminSectionChallenge: {
    ADMIN_LOGIN:
      'Aici trebuie să fii autentificat ca administrator. Știi deja cum? Autentifică-te acum ca admin. Dacă nu, fă mai întâi tutorialul Login Admin și revino.',
    MISSION:
      'Acum ești admin, dar niciun meniu nu duce la pagina de unde se conduce un magazin: utilizatori, păreri și altele. Misiunea ta: găsește adresa acelei pagini.',
    TECH: 'Dacă știi cu ce e construit un site, știi unde să cauți. Un site WordPress, de exemplu, își ține zona de administrare la /wp-admin. Multe alte magazine folosesc pur și simplu un cuvânt englezesc obișnuit.',
    TRY_ADMIN: 'Începe cu cea mai evidentă presupunere: scrie /admin în bara de adrese și apasă Enter.',
    TRY_ADMINISTRATION:
      'Nicio pagină de admin acolo. Dezvoltatorii scriu adesea cuvântul întreg. Încearcă /administration în bara de adrese.',
    DONE: 'Ai ajuns în secțiunea de administrare! Ea listează fiecare utilizator înregistrat și fiecare părere a clienților.',
    SCRIPTS:
      'Ghicitul e o cale, cititul e cealaltă: scripturile pe care magazinul le trimite browserului tău cunosc fiecare rută. În instrumentele pentru dezvoltatori, caută "admin" în scripturile încărcate și adresa apare.',
    CURIOUS:
      'Ești curios? Mai târziu, autentifică-te ca un client obișnuit și deschide din nou /administration. Urmărește cine decide dacă ai voie s-o vezi: browserul sau serverul?',
  },
  weakPasswordChallenge: {
    MISSION:
      'În această provocare te autentifici în contul administratorului cu propria lui parolă, cea originală. De data asta fără trucuri cu formularul de autentificare: doar o ghicitoare bună.',
    LOG_OUT: 'Această provocare începe cu tine deconectat. Dacă ești autentificat, deschide meniul contului de aici și alege Deconectare.',
    FIND_EMAIL:
      'Mai întâi ai nevoie de adresa de e-mail a adminului. Părerile clienților și recenziile produselor arată adresele autorilor lor: un loc bun în care să cauți. Când o ai, deschide pagina Autentificare din meniul contului.',
    EMAIL: 'Scrie adresa de e-mail a adminului în câmpul E-mail.',
    TRY_ANY:
      'Acum parola. Din fericire, adminul a ales una cu adevărat, foarte proastă. Scrie orice parolă îți trece prin minte și apasă Autentifică-te.',
    WRONG: 'Nu, nu asta era. Ghicește mai departe: îți spun imediat ce câmpul Parolă e pe drumul cel bun.',
    TRACK:
      'Ești pe drumul cel bun! Dar doar atât ar fi cea mai proastă parolă din lume, chiar și pentru acest admin. A mai adăugat câteva caractere care nu sunt litere. Mai încearcă.',
    WARMER: 'Te încălzești! Poate mai adaugi niște cifre?',
    HOT: 'Fierbinte, foarte fierbinte! Încă o singură cifră...',
    LOG_IN: 'Asta e. Acum apasă Autentifică-te.',
    DONE: 'Ești autentificat ca administrator al acestui magazin, datorită unei parole pe care o putea ghici oricine. O parolă lungă și unică, sau mai bine un manager de parole, te-ar fi ținut afară.',
  },
  basketAccessChallenge: {
    INTRO:
      'Această provocare este despre escaladarea orizontală a privilegiilor: accesul la date care aparțin altui utilizator cu aceleași drepturi ca tine. Aici: coșul de cumpărături al altui client.',
    LOG_IN:
      'Pentru asta ai nevoie de un cont propriu. Autentifică-te acum din meniul contului (sau înregistrează-te mai întâi, dacă nu ai unul).',
    OPEN_BASKET: 'Deschide-ți coșul cu acest buton cu cărucior. Se poate foarte bine să fie gol, dacă nu ai adăugat încă nimic.',
    MISSION: 'Acesta este coșul tău. Misiunea ta: uită-te în coșul altcuiva, rămânând în același timp autentificat ca tine.',
    CLUE: 'Pagina trebuie să știe care coș e al tău. Dacă browserul tău ține o notiță despre asta, poate reușești să schimbi notița.',
    DEVTOOLS:
      'Deschide instrumentele pentru dezvoltatori (F12) și găsește Session Storage sub Application (Storage în Firefox), apoi alege acest site. La fel ca cookie-urile, păstrează perechi de chei și valori pentru fiecare site.',
    CHANGE_BID: 'Citește cheile salvate acolo. Pare vreuna dintre ele să țină de coș? Schimbă-i valoarea într-un alt număr.',
    REVISIT:
      'Schimbat! Acum mergi pe orice alt ecran, apoi înapoi la Coșul tău, ca să se încarce din nou. Dacă rămâne gol, s-ar putea ca acel coș să nu existe: încearcă alt număr.',
    DONE: 'Te uiți în coșul altui client! Magazinul a avut încredere în id-ul trimis de browserul tău în loc să verifice că acel coș este al tău.',
  },
  forgedFeedbackChallenge: {
    OPEN_CONTACT: 'Pentru început, deschide meniul lateral cu acest buton și alege Părerile clienților.',
    MISSION:
      'Această provocare este despre controlul accesului defect (broken access control). Misiunea ta: publică o părere în numele altui utilizator.',
    AUTHOR:
      'Trimisă așa cum este, părerea ta pleacă sub numele tău când ești autentificat, sau anonim când nu ești. Câmpul Autor arată care dintre ele.',
    INSPECT:
      'Cum află magazinul cine este autorul? Deschide instrumentele pentru dezvoltatori și inspectează elementele acestui formular de păreri.',
    HIDDEN:
      'Formularul ascunde mai mult decât se vede: uită-te la input-ul chiar deasupra câmpului Autor. Are atributul hidden, așa că pagina nu îl arată niciodată.',
    CHANGE:
      'L-ai găsit? În panoul Elements, șterge atributul hidden al acelui input și el apare deasupra câmpului Autor. Apoi scrie o valoare care ar putea aparține altui utilizator.',
    SUBMIT:
      'Ai găsit și ai schimbat id-ul ascuns al utilizatorului! Acum scrie un comentariu, alege o notă, răspunde la CAPTCHA și apasă Trimite.',
    DONE: 'Părerea ta a plecat în numele altui utilizator! Magazinul a avut încredere în id-ul de utilizator trimis de formular în loc să verifice cine ești.',
  },
  loginJimChallenge: {
    LOG_OUT:
      'Această provocare începe cu tine deconectat. Dacă ești autentificat, deschide meniul contului de aici de sus și alege Deconectare. Ești deja deconectat? Atunci merg mai departe singur.',
    GO_TO_LOGIN: 'Scopul tău: autentifică-te cu contul lui Jim. Deschide meniul contului de aici de sus și alege Autentificare.',
    NEED_BOTH: 'Ca să te autentifici normal, ai nevoie de adresa de e-mail a lui Jim și de parola lui. Acum probabil nu ai niciuna.',
    EMAIL_IS_ENOUGH:
      'Doar cu adresa lui de e-mail, o injecție SQL te poate trece de verificarea parolei. Ești nou în injecția SQL? Tutorialul Login Admin arată elementele de bază.',
    LEAKS:
      'Deci hai să găsim e-mailul lui Jim. Magazinul acesta e neglijent cu confidențialitatea: arată e-mailurile clienților în mai multe locuri, de exemplu lângă recenziile produselor.',
    GO_TO_PRODUCTS: 'Întoarce-te la lista de produse: dă clic pe logoul magazinului de aici de sus.',
    FIND_JIM:
      'Deschide câteva produse și citește-le recenziile. Când ai găsit una scrisă de Jim și i-ai notat e-mailul, deschide din nou ecranul Autentificare din meniul contului.',
    TYPE_EMAIL: 'Scrie adresa de e-mail a lui Jim în câmpul de e-mail.',
    ANY_PASSWORD: 'Scrie orice parolă. Hai să ne prefacem că nu o știm pe a lui, chiar dacă tu întâmplător o știi.',
    LOG_IN: 'Dă clic pe butonul Autentifică-te.',
    FAILED: 'Nu a mers, și nici nu ne așteptam: parola e greșită. Acum urmează injecția SQL.',
    ADD_COMMENT:
      "Adaugă '-- imediat după adresa de e-mail a lui Jim. Apostroful încheie e-mailul în interogarea bazei de date, iar cele două liniuțe transformă verificarea parolei de după el într-un comentariu.",
    LOG_IN_AGAIN: 'Dă din nou clic pe Autentifică-te.',
    DONE: 'Ești autentificat ca Jim, fără să-i fi știut vreodată parola!',
  },
  loginBenderChallenge: {
    PREREQUISITE:
      'Această provocare se bazează pe injecția SQL. Dacă ești nou în domeniu, rezolvă mai întâi Login Admin: tutorialul ei arată elementele de bază. Dă dublu clic pe mine ca să continui oricum.',
    LOG_OUT:
      'Această provocare începe cu tine deconectat. Dacă ești autentificat, deschide meniul contului de aici de sus și alege Deconectare. Ești deja deconectat? Atunci merg mai departe singur.',
    GO_TO_LOGIN: 'Scopul tău: autentifică-te cu contul lui Bender. Deschide meniul contului de aici de sus și alege Autentificare.',
    NEED_BOTH: 'Ca să te autentifici normal, ai nevoie de adresa de e-mail a lui Bender și de parola lui. Acum probabil nu ai niciuna.',
    EMAIL_IS_ENOUGH: 'Doar cu adresa lui de e-mail, o injecție SQL te poate trece de verificarea parolei.',
    LEAKS:
      'Deci hai să găsim e-mailul lui Bender. Magazinul acesta e neglijent cu confidențialitatea: arată părți din e-mailurile clienților în mai multe locuri, de exemplu în părerile lor.',
    GO_TO_ABOUT:
      'Mergi la pagina Despre noi, care arată părerile clienților: deschide meniul lateral cu butonul din stânga logoului magazinului și alege Despre noi.',
    FIND_BENDER:
      'Urmărește aici părerile clienților. Una dintre ele arată destul din e-mailul lui Bender cât să ghicești restul. Când îl ai, deschide ecranul Autentificare din meniul contului.',
    TYPE_EMAIL: 'Scrie adresa de e-mail a lui Bender în câmpul de e-mail.',
    ANY_PASSWORD: 'Scrie orice parolă. Hai să ne prefacem că nu o știm pe a lui, chiar dacă tu întâmplător o știi.',
    LOG_IN: 'Dă clic pe butonul Autentifică-te.',
    FAILED: 'Nu a mers, și nici nu ne așteptam: parola e greșită. Acum urmează injecția SQL.',
    ADD_COMMENT:
      "Adaugă '-- imediat după adresa de e-mail a lui Bender. Apostroful încheie e-mailul în interogarea bazei de date, iar cele două liniuțe transformă verificarea parolei de după el într-un comentariu.",
    LOG_IN_AGAIN: 'Dă din nou clic pe Autentifică-te.',
    DONE: 'Ești autentificat ca Bender, fără să-i fi știut vreodată parola!',
  },
  rscPayloadLeakChallenge: {
    WELCOME:
      'Această grilă de produse este randată pe server de o React Server Component. Tot ce îi dă browserului călătorește împreună cu ea, chiar și ce ecranul nu arată niciodată. Angajații primesc aici un cupon secret. Hai să vedem ce primești tu.',
    DEVTOOLS:
      'Deschide instrumentele pentru dezvoltatori (F12) și fila lor Network. Scrie RSC în caseta de filtrare din Network, ca să fie listate doar cererile componentelor de server: răspunsurile lor sunt de tipul text/x-component, fluxul de componente al lui React.',
    NAVIGATE:
      'Acum lasă magazinul să încarce din nou grila: deschide altă pagină, de exemplu Despre noi din meniul lateral, apoi revino dând clic pe logoul magazinului. Urmărește o cerere către /RSC/R/search.txt.',
    READ: 'Dă clic pe acea cerere și deschide-i fila Response: acest text este payload-ul RSC din care React construiește grila. Caută în el (Ctrl+F) "coupon". Ce se trimite împreună cu fiecare produs?',
    LOGIN:
      'Un cupon se folosește pentru un coș, așa că trebuie să fii autentificat. Autentifică-te cu contul tău sau creează unul, dacă nu ai încă.',
    CHECKOUT:
      'Câmpul pentru cupon este la pasul de plată al comenzii: pune un produs în coș, deschide coșul și continuă comanda până la pagina de plată. Sau scrie /payment/shop în bara de adrese.',
    REDEEM: 'Deschide "Adaugă un cupon", lipește codul găsit în câmp și dă clic pe Folosește. Te aștept aici.',
    DONE: 'Folosit! Orice transmite o componentă de server unei componente client este public, fie că e afișat sau nu. Secretele trebuie să rămână pe server sau să fie marcate cu API-urile taint ale lui React.',
  },
  graphqlIntrospectionChallenge: {
    WELCOME:
      'Componentele de server ale magazinului își iau produsele, recenziile și setările dintr-un graf de conținut: un endpoint GraphQL la /graphql. Un server GraphQL își poate descrie propria schemă, dacă nu a dezactivat cineva asta.',
    CONSOLE:
      'Deschide instrumentele pentru dezvoltatori (F12) și fila lor Console. Un fetch() scris acolo este trimis de această pagină, exact ca cererile proprii ale magazinului. (Merge și curl într-un terminal.)',
    INTROSPECT:
      'Întreabă graful despre el însuși: copiază această linie în consolă și apasă Enter. Interogarea cere fiecare câmp la care graful răspunde la nivelul de sus, cu descrierea fiecăruia.',
    SPOT: 'Desfășoară răspunsul în consolă: listează fiecare întrebare pe care o acceptă graful, fiecare cu o descriere. Toate sunt documentate, cu excepția unui singur câmp. Care este acela?',
    SUBFIELDS:
      'Acel câmp răspunde cu obiecte, iar GraphQL vrea să le numești câmpurile. Cere mai întâi doar câmpul: mesajul de eroare îi numește tipul. Apoi o interogare ca aceasta, cu numele acelui tip, listează ce poți selecta:',
    ASK: 'Acum cere câmpul nedocumentat cu câteva dintre subcâmpurile lui: același fetch, cu propria ta interogare după ?query=. Te aștept aici.',
    DONE: 'Iată: date pe care niciun ecran al magazinului nu le arată. Dezactivează introspecția în producție și nu te baza niciodată că un câmp rămâne secret doar pentru că nu e documentat.',
  },
  serverSourceMapChallenge: {
    WELCOME:
      'Instrumentele de build împachetează un program în câteva bundle-uri de cod ilizibil. Pentru mesaje de eroare lizibile, ele scriu și un source map lângă fiecare bundle: un fișier .map care conține codul sursă original.',
    MAP_NAME:
      'Un bundle își numește map-ul în ultima lui linie, un comentariu precum //# sourceMappingURL=app-1a2b3c.js.map: numele fișierului bundle-ului, cu .map adăugat la final. Ține minte regula asta.',
    ERROR_PAGE:
      'Acum găsește numele unuia dintre bundle-urile serverului. Paginile de eroare ale magazinului sunt vorbărețe: deschide /api/Users într-o filă nouă. Fără autentificare, răspunde cu o pagină de eroare și un stack trace.',
    TRACE:
      'Fiecare linie a acelui stack trace numește un fișier al serverului din dist/server/assets/, cum ar fi server-entry-….js: unul dintre bundle-urile lui. Notează un nume complet, inclusiv hash-ul din el.',
    FETCH_MAP:
      'Magazinul publică map-urile serverului la fel cum servește scripturile browserului: sub /assets/, într-un folder server separat. Deschide /assets/server/ urmat de numele acelui bundle și .map. Te aștept aici.',
    DONE: 'Ai reușit! sourcesContent-ul lui este codul propriu al serverului: rute, interogări, verificări. Source map-urile codului de server își au locul în sistemul de urmărire a erorilor, niciodată la o adresă publică.',
  },
  codingChallenges: {
    OPEN_SCORE_BOARD:
      'Provocările de cod se joacă pe Tabela de scor. Deschide-o acum: meniul lateral are un link către ea după ce ai găsit-o, sau scrie /score-board în bara de adrese.',
    WHAT: 'Multe provocări de hacking vin cu o provocare de cod: citești codul sursă real din spatele breșei, găsești liniile vinovate și alegi o reparație. Acest card îți numără progresul la ele.',
    OPEN_BADGE:
      'O provocare de cod se deschide după ce provocarea ei de hacking e rezolvată, iar Tabela de scor este. Dă clic pe insigna <> de pe cardul Score Board ca să deschizi provocarea de cod.',
    SNIPPET:
      'Acesta este codul care pune Tabela de scor în meniul lateral, citit din magazinul care rulează. Faza întâi, Găsește: ce linii îi permit unui vizitator să ajungă la Tabela de scor "ascunsă"?',
    FIND_IT:
      'Dă clic pe numărul fiecărei linii pe care o suspectezi; devine galbenă. Apoi apasă Trimite. Greșit? Încearcă din nou: după fiecare ratare, caseta cu indicii de sub cod spune ceva mai mult.',
    FIX_IT:
      'Faza a doua, Repară: deschide lista de deasupra codului și uită-te la fiecare reparație; diff-ul arată ce schimbă. Ține minte că Tabela de scor e făcută ca să fie găsită, ea îți urmărește tot progresul. Alege cea mai bună reparație și apasă Trimite.',
    DONE: 'Ambele faze sunt gata: insigna arată 2/2, iar acest card le numără. Închide dialogul. Fiecare provocare rezolvată cu o insignă <> te așteaptă la fel.',
  },
};
