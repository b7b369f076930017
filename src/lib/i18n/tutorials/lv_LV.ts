import type { TutorialTranslation } from './types';

/** Latviešu: the hacking instructor's tutorials */
export const tutorials: TutorialTranslation = {
  scoreBoardChallenge: {
    WELCOME:
      'Sveiks! Es esmu tavs hakeru instruktors. Es sēžu blakus tai lapas daļai, kas tev vajadzīga, un eju tālāk, tiklīdz esi izdarījis to, ko lūdzu. Steidzies? Veic dubultklikšķi uz manis, lai izlaistu soli.',
    MISSION:
      'Tava pirmā misija: atrodi Rezultātu tabulu (Score Board). Tajā redzami visi šī veikala izaicinājumi un tas, cik tālu esi ticis, taču neviena izvēlne uz to neved.',
    CLUE: 'Interneta veikals nosūta pārlūkam visu savu ekrānu kodu, arī slēpto lapu. Atver izstrādātāja rīkus, meklē ielādētajos skriptos "score" un skaties, kāda adrese parādās.',
    GUESS:
      'Vai vienkārši uzmini: kā izstrādātājs nosauktu šo lapu? Ieraksti adresi adreses joslā, piemēram, /score-board, un nospied Enter. Es pagaidīšu šeit.',
    DONE: 'Tu to atradi un ar to atrisināji savu pirmo izaicinājumu: tā kartīte šeit to apliecina. Izvēlies nākamo, kad esi gatavs; kartītes poga ar absolventa cepuri sāk tā izaicinājuma pamācību.',
  },
  localXssChallenge: {
    INTRO:
      'Šī nodarbība ir par meklēšanas lauku lapas augšā. Lai ko tu meklētu, veikals to parāda vēlreiz virs rezultātiem. Paskatīsimies, kā tas to dara.',
    TYPE_OWASP: 'Noklikšķini uz palielināmā stikla, lai atvērtu meklēšanas lauku, un ieraksti tajā owasp. Enter vēl nespied.',
    ENTER_OWASP: 'Tagad nospied Enter, lai meklētu.',
    ECHOED: 'Lūk, tavi OWASP produkti. Paskaties uz virsrakstu virs tiem: tas atkārto vārdu, ko meklēji.',
    XSS_IDEA:
      'Teksts, ko tu ieraksti un kas atgriežas lapā, ir vieta, kur sākas Cross-Site Scripting (XSS): ja lapa uztver tavu tekstu kā HTML, nevis kā vienkāršu tekstu, tu vari pievienot savu iezīmēšanu un varbūt arī savu JavaScript.',
    TYPE_H1: 'Vispirms pārbaudīsim ar nekaitīgu HTML. Nomaini meklēšanas lauka tekstu uz <h1>owasp',
    ENTER_H1: 'Vēlreiz nospied Enter.',
    HTML_WORKS: 'Redzi, kā vārds kļuva liels? Lapa neizdrukāja tavu <h1> kā tekstu: tā pārvērta to par īstu virsrakstu.',
    INSPECT:
      'Lai to redzētu pats, ar peles labo pogu noklikšķini uz lielā vārda un izvēlies Pārbaudīt (Inspect). Izstrādātāja rīki rāda virsraksta iekšpusē h1 elementu, kas veidots no tā, ko tu ierakstīji.',
    TYPE_SCRIPT: 'Tagad izmēģini JavaScript. Aizstāj meklēšanas lauka tekstu ar <script>alert(xss)</script>',
    ENTER_SCRIPT: 'Nospied Enter vēlreiz.',
    SCRIPT_SILENT:
      'Nekas neuzlēca. Vēlreiz pārbaudi virsrakstu: script elements ir tur, taču pārlūki nekad neizpilda script tagu, ko lapa vēlāk ievieto kā HTML. Mums vajag citu payload.',
    TYPE_IFRAME:
      'XSS payload ir daudz. Šis paslēpj JavaScript rāmja adresē. Ieraksti to meklēšanas laukā: <iframe src="javascript:alert(`xss`)">',
    ENTER_IFRAME: 'Nospied Enter. Ja parādās brīdinājuma logs, noklikšķini uz OK, lai to aizvērtu.',
    DONE: 'Lieliski, tas bija XSS uzbrukums! To sauc par DOM XSS, jo lapas pašas kods tavā pārlūkā ievietoja tavu tekstu lapā kā HTML.',
  },
  xssBonusChallenge: {
    INTRO:
      'Šis atkārtoti izmanto to pašu caurumu, ko atradi DOM XSS nodarbībā (izej to vispirms, ja vēl neesi): meklēšanas lauku augšā. Atšķiras tikai payload, un tas ir daudz jautrāks.',
    PASTE:
      'Atver meklēšanas lauku un ielīmē tajā šo payload tieši tādu, kāds tas ir: <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>',
    ENTER: 'Pagriez skaļruņus skaļāk. Tad nospied Enter.',
    DONE: 'Atrisināts! Brīdinājuma vietā lapa tagad atskaņo mūziku no citas tīmekļa vietnes. Baudi dziesmu!',
  },
  privacyPolicyChallenge: {
    LOG_IN:
      'Vispirms piesakies ar jebkuru kontu. Noklikšķini uz Konts augšējā labajā stūrī un izvēlies Pieteikšanās. Vēl nav konta? Pieteikšanās lapā seko saitei "Esat šeit pirmo reizi? Izveidojiet kontu", lai to reģistrētu.',
    OPEN_ACCOUNT: 'Tu esi pieteicies. Tagad noklikšķini uz Konts augšējā labajā stūrī, lai atvērtu konta izvēlni.',
    OPEN_POLICY:
      'Norādi (vai noklikšķini) izvēlnē uz Privātums un drošība. Blakus atveras otra izvēlne: tur noklikšķini uz Privātuma politika.',
    DONE: 'Tas bija viegli, vai ne? Šis izaicinājums ir neliels joks: gandrīz neviens nelasa sīko drukā rakstīto. Tu to tikko izdarīji.',
  },
  reflectedXssChallenge: {
    LOG_IN:
      'Šai nodarbībai tev jābūt pieteikušamies. Noklikšķini uz Konts augšējā labajā stūrī un izvēlies Pieteikšanās, ar jebkuru kontu (vai reģistrē tur jaunu).',
    ORDER_HISTORY: 'Tagad atver savus pasūtījumus: noklikšķini uz Konts, tad Pasūtījumi un maksājumi, tad Pasūtījumu vēsture.',
    TRACK:
      'Katram pasūtījumam ir poga ar kravas auto: Izsekot pasūtījumu. Noklikšķini uz tās pie jebkura sava pasūtījuma. Vēl nav pasūtījumu? Nopērc veikalā jebko; apstiprinājuma lapā arī ir saite uz izsekošanu.',
    LOOK: 'Šī ir izsekošanas lapa. Paskaties uz adreses joslu: pasūtījuma numurs ceļo tajā kā id=… Un lapa rāda šo numuru savā virsrakstā.',
    REFLECTED:
      'Vērtība, kas no adreses nonāk serverī un uzreiz atgriežas lapā, ir "atstarota". Ja lapa to uztver kā HTML, saite var nest uzbrukumu: tā ir atstarotā XSS.',
    PAYLOAD:
      'Izmēģini: adreses joslā aizstāj visu pēc id= ar <iframe src="javascript:alert(`xss`)"> un nospied Enter. Ja parādās brīdinājuma logs, noklikšķini uz OK, lai to aizvērtu.',
    DONE: 'Atrisināts! Ikviens, kas atver tādu saiti kā tava, palaiž tavu skriptu savā pārlūkā. Tāpēc atstarotā XSS ir tik bīstama.',
  },
  exposedCredentialsChallenge: {
    LOG_OUT:
      'Šis izaicinājums sākas, kad esi izrakstījies. Ja esi pieteicies, atver konta izvēlni šeit augšā un izvēlies Iziet. Jau esi izrakstījies? Tad es eju tālāk pats.',
    HARDCODED:
      'Izstrādātājs atstāja testa konta pieteikšanās datus šī veikala klienta kodā. Visu, ko tavs pārlūks lejupielādē, var izlasīt jebkurš, tāpēc izlasīsim to.',
    GO_TO_LOGIN:
      'Pieteikšanās dati pieder pie pieteikšanās, tāpēc pieteikšanās ekrāns ir labs aizdomās turamais. Atver to: konta izvēlne šeit augšā, tad Pieteikšanās.',
    DEV_TOOLS:
      'Atver izstrādātāja rīkus (F12) un dodies uz Sources (Firefox pārlūkā Debugger). Tur atradīsi visus skriptus, ko šī lapa ielādēja no veikala.',
    SEARCH:
      'Meklē visos šajos skriptos vienlaikus (Ctrl+Shift+F vai Mac datorā Cmd+Option+F) vārdus, kas bieži atrodas blakus pieteikšanās datiem, piemēram, password, pw, user vai test.',
    EMAIL:
      'Atradi lietotājvārdu un paroli blakus? Konts piesakās ar e-pasta adresi: šis lietotājvārds veikala paša e-pasta domēnā, ko izmanto visi šeit esošie konti.',
    TYPE_EMAIL: 'Ieraksti testa konta e-pasta adresi e-pasta laukā.',
    TYPE_PASSWORD: 'Tagad ieraksti tā paroli paroles laukā.',
    LOG_IN: 'Noklikšķini uz pogas Pieteikties.',
    DONE: 'Tu esi pieteicies ar datiem, kuriem nekad nevajadzēja pamest izstrādātāja galdu. Noslēpumi klienta kodā nekad nav noslēpumi!',
  },
  loginAdminChallenge: {
    LOG_OUT:
      'Šis izaicinājums sākas, kad esi izrakstījies. Ja esi pieteicies, atver konta izvēlni šeit augšā un izvēlies Iziet. Jau esi izrakstījies? Tad es eju tālāk pats.',
    GO_TO_LOGIN: 'Tavs mērķis: tikt administratora kontā, nezinot tā paroli. Atver konta izvēlni šeit augšā un izvēlies Pieteikšanās.',
    SQLI: 'Mēs izmēģināsim SQL injekciju. Veikals ielīmē to, ko tu ieraksti, datubāzes vaicājumā, tāpēc pareizās rakstzīmes var mainīt vaicājuma nozīmi.',
    QUOTES:
      "Labs pirmais tests ir viena pēdiņa ('). Pavirši veidotā vaicājumā tā salauž sintaksi, un kļūda, kas seko, pasaka, ka šo lauku vērts aplūkot tuvāk.",
    TYPE_QUOTE: "Ieraksti e-pasta laukā tikai vienu pēdiņu '.",
    ANY_PASSWORD: 'Tagad ieraksti paroles laukā jebko. Nav svarīgi, ko tu tur ieraksti.',
    LOG_IN: 'Noklikšķini uz pogas Pieteikties.',
    ERROR:
      'Redzi sarkano kļūdu virs veidlapas? Tā sākas ar SQLITE_ERROR: tava pēdiņa salauza datubāzes vaicājumu. Tātad tas, ko tu ieraksti, nonāk vaicājumā bez pārbaudes.',
    NETWORK:
      'Gribi redzēt visu atbildi? Atver izstrādātāja rīkus (F12), dodies uz cilni Network un vēlreiz noklikšķini uz Pieteikties. Atbilde uz /rest/user/login satur visu kļūdu.',
    TYPE_OR_TRUE: "Padarīsim vaicājumu tā vietā noderīgu. Nomaini e-pasta lauka saturu uz ' OR true (pēdiņa, atstarpe, tad OR true).",
    LOG_IN_AGAIN: 'Vēlreiz noklikšķini uz Pieteikties.',
    STILL_BROKEN:
      'Joprojām kļūda? Izlasi to uzmanīgi: datubāze tagad klūp uz to, kas nāk pēc tava teksta, proti, daļu, kas pārbauda paroli.',
    COMMENT: 'Tātad liec datubāzei šo daļu ignorēt. SQLite divas defises (--) sāk komentāru: viss pēc tām tiek izlaists.',
    TYPE_COMMENT: "Ieraksti e-pasta laukā ' OR true--",
    LOG_IN_FINAL: 'Noklikšķini uz Pieteikties vēl vienu reizi un vēro, kas notiek.',
    DONE: 'Tu esi iekšā! Atver konta izvēlni augšējā labajā stūrī, lai redzētu, kura konts tas ir: administratora. OR true atbilda katram lietotājam, defises nogrieza paroles pārbaudi, un veikals paņēma pirmo atrasto lietotāju.',
  },
  adminSectionChallenge: {
    ADMIN_LOGIN:
      'Šim tev jābūt pieteikušamies kā administratoram. Jau zini, kā? Piesakies tagad kā admin. Ja nē, vispirms izej Login Admin pamācību un atgriezies.',
    MISSION:
      'Tagad tu esi admin, taču neviena izvēlne neved uz lapu, kur veikals tiek vadīts: lietotāji, atsauksmes un tamlīdzīgi. Tava misija: atrodi šīs lapas adresi.',
    TECH: 'Zinot, ar ko vietne ir veidota, tu zini, kur meklēt. Piemēram, WordPress vietnes administrēšanas sadaļa atrodas /wp-admin. Daudzi citi veikali vienkārši izmanto parastu angļu vārdu.',
    TRY_ADMIN: 'Sāc ar acīmredzamāko minējumu: ieraksti adreses joslā /admin un nospied Enter.',
    TRY_ADMINISTRATION:
      'Tur nav administrēšanas lapas. Izstrādātāji bieži raksta vārdu pilnā garumā. Izmēģini adreses joslā /administration.',
    DONE: 'Tu tiki administrēšanas sadaļā! Tajā uzskaitīti visi reģistrētie lietotāji un visas klientu atsauksmes.',
    SCRIPTS:
      'Minēšana ir viens veids, lasīšana ir otrs: skripti, ko šis veikals sūta tavam pārlūkam, zina katru maršrutu. Izstrādātāja rīkos meklē ielādētajos skriptos "admin", un adrese parādīsies.',
    CURIOUS:
      'Ziņkārīgs? Vēlāk piesakies kā parasts klients un vēlreiz atver /administration. Vēro, kas izlemj, vai tu to drīksti redzēt: pārlūks vai serveris?',
  },
  weakPasswordChallenge: {
    MISSION:
      'Šajā izaicinājumā tu piesakies administratora kontā ar viņa paša sākotnējo paroli. Šoreiz nekādu triku ar pieteikšanās veidlapu: tikai labs minējums.',
    LOG_OUT: 'Šis izaicinājums sākas, kad esi izrakstījies. Ja esi pieteicies, atver konta izvēlni šeit un izvēlies Iziet.',
    FIND_EMAIL:
      'Vispirms tev vajadzīga admina e-pasta adrese. Klientu atsauksmes un produktu apskati rāda savu autoru adreses: laba vieta, kur meklēt. Kad tā tev ir, atver Pieteikšanās lapu no konta izvēlnes.',
    EMAIL: 'Ieraksti admina e-pasta adresi laukā E-pasts.',
    TRY_ANY:
      'Tagad parole. Par laimi, admins izvēlējās ļoti, ļoti sliktu. Ieraksti jebkuru paroli, kas ienāk prātā, un nospied Pieteikties.',
    WRONG: 'Nē, tā nebija. Turpini minēt: es tev pateikšu, tiklīdz lauks Parole būs uz pareizā ceļa.',
    TRACK:
      'Tu esi uz pareizā ceļa! Bet tikai tas vien būtu pasaulē sliktākā parole, pat šim adminam. Viņš pievienoja dažas rakstzīmes, kas nav burti. Turpini mēģināt.',
    WARMER: 'Siltāk! Varbūt pievieno vēl dažus ciparus?',
    HOT: 'Karsti, ļoti karsti! Tikai vēl viens cipars...',
    LOG_IN: 'Tā ir. Tagad nospied Pieteikties.',
    DONE: 'Tu esi pieteicies kā šī veikala administrators, pateicoties parolei, ko jebkurš varētu uzminēt. Gara, unikāla parole vai vēl labāk paroļu pārvaldnieks būtu tevi noturējis ārā.',
  },
  basketAccessChallenge: {
    INTRO:
      'Šis izaicinājums ir par horizontālu privilēģiju eskalāciju: piekļuvi datiem, kas pieder citam lietotājam ar tādām pašām tiesībām kā tev. Šeit: cita klienta iepirkumu grozam.',
    LOG_IN: 'Šim tev vajag savu kontu. Piesakies tagad no konta izvēlnes (vai vispirms reģistrējies, ja tev tāda nav).',
    OPEN_BASKET: 'Atver savu grozu ar šo iepirkumu ratiņu pogu. Tas var būt arī tukšs, ja vēl neko neesi pievienojis.',
    MISSION: 'Šis ir tavs grozs. Tava misija: ieskaties kāda cita grozā, paliekot pieteicies kā tu pats.',
    CLUE: 'Lapai jāzina, kurš grozs ir tavs. Ja tavs pārlūks par to glabā piezīmi, tu varbūt vari šo piezīmi mainīt.',
    DEVTOOLS:
      'Atver izstrādātāja rīkus (F12) un atrodi Session Storage sadaļā Application (Firefox pārlūkā Storage), tad izvēlies šo vietni. Līdzīgi sīkdatnēm tā glabā atslēgu un vērtību pārus katrai tīmekļa vietnei.',
    CHANGE_BID: 'Izlasi tur saglabātās atslēgas. Vai kāda no tām izskatās pēc groza? Nomaini tās vērtību uz citu skaitli.',
    REVISIT:
      'Nomainīts! Tagad aizej uz jebkuru citu ekrānu un tad atpakaļ uz Jūsu grozs, lai tas ielādētos no jauna. Ja tas paliek tukšs, šāds grozs var nepastāvēt: izmēģini citu skaitli.',
    DONE: 'Tu skaties cita klienta grozā! Veikals uzticējās id, ko nosūtīja tavs pārlūks, nevis pārbaudīja, vai grozs ir tavs.',
  },
  forgedFeedbackChallenge: {
    OPEN_CONTACT: 'Lai sāktu, atver sānu izvēlni ar šo pogu un izvēlies Klientu atsauksmes.',
    MISSION: 'Šis izaicinājums ir par bojātu piekļuves kontroli. Tava misija: publicē atsauksmi cita lietotāja vārdā.',
    AUTHOR:
      'Ja to nosūti tādu, kāda tā ir, tava atsauksme tiek nosūtīta tavā vārdā, kad esi pieteicies, vai anonīmi, kad neesi. Lauks Autors rāda, kurš no tiem.',
    INSPECT: 'Kā veikals uzzina, kas ir autors? Atver izstrādātāja rīkus un pārbaudi šīs atsauksmju veidlapas elementus.',
    HIDDEN:
      'Šajā veidlapā ir vairāk, nekā redzams: paskaties uz ievades lauku (input) tieši virs lauka Autors. Tam ir atribūts hidden, tāpēc lapa to nekad nerāda.',
    CHANGE:
      'Atradi? Elements panelī izdzēs šī ievades lauka atribūtu hidden, un tas parādīsies virs Autors. Tad ieraksti tajā vērtību, kas varētu piederēt citam lietotājam.',
    SUBMIT:
      'Tu atradi un nomainīji slēpto lietotāja id! Tagad uzraksti komentāru, izvēlies vērtējumu, atbildi uz CAPTCHA un nospied Iesniegt.',
    DONE: 'Tava atsauksme tika nosūtīta cita lietotāja vārdā! Veikals uzticējās lietotāja id, ko nosūtīja veidlapa, nevis pārbaudīja, kas tu esi.',
  },
  loginJimChallenge: {
    LOG_OUT:
      'Šis izaicinājums sākas, kad esi izrakstījies. Ja esi pieteicies, atver konta izvēlni šeit augšā un izvēlies Iziet. Jau esi izrakstījies? Tad es eju tālāk pats.',
    GO_TO_LOGIN: 'Tavs mērķis: piesakies ar Jim kontu. Atver konta izvēlni šeit augšā un izvēlies Pieteikšanās.',
    NEED_BOTH:
      'Lai pieteiktos parastajā veidā, tev vajag Jim e-pasta adresi un viņa paroli. Pašlaik tev, visticamāk, nav ne viena, ne otra.',
    EMAIL_IS_ENOUGH:
      'Ar tikai viņa e-pasta adresi SQL injekcija var tevi aizvest garām paroles pārbaudei. SQL injekcija tev ir jaunums? Login Admin pamācība parāda pamatus.',
    LEAKS:
      'Tātad atradīsim Jim e-pastu. Šis veikals ir pavirš attiecībā uz privātumu: tas rāda klientu e-pastus vairākās vietās, piemēram, blakus produktu apskatiem.',
    GO_TO_PRODUCTS: 'Atgriezies produktu sarakstā: noklikšķini uz veikala logotipa šeit augšā.',
    FIND_JIM:
      'Atver dažus produktus un izlasi to apskatus. Kad esi atradis Jim apskatu un pierakstījis viņa e-pastu, vēlreiz atver pieteikšanās ekrānu no konta izvēlnes.',
    TYPE_EMAIL: 'Ieraksti Jim e-pasta adresi e-pasta laukā.',
    ANY_PASSWORD: 'Ieraksti jebkuru paroli. Izliksimies, ka nezinām viņējo, pat ja tu nejauši zini.',
    LOG_IN: 'Noklikšķini uz pogas Pieteikties.',
    FAILED: 'Tas nenostrādāja, un mēs to arī negaidījām: parole ir nepareiza. Tagad SQL injekcija.',
    ADD_COMMENT:
      "Pievieno '-- uzreiz aiz Jim e-pasta adreses. Pēdiņa pabeidz e-pastu datubāzes vaicājumā, un divas defises pārvērš aiz tās esošo paroles pārbaudi par komentāru.",
    LOG_IN_AGAIN: 'Vēlreiz noklikšķini uz Pieteikties.',
    DONE: 'Tu esi pieteicies kā Jim, tā arī neuzzinot viņa paroli!',
  },
  loginBenderChallenge: {
    PREREQUISITE:
      'Šis izaicinājums balstās uz SQL injekciju. Ja tā tev ir jaunums, vispirms atrisini Login Admin: tā pamācība parāda pamatus. Veic dubultklikšķi uz manis, lai tik un tā turpinātu.',
    LOG_OUT:
      'Šis izaicinājums sākas, kad esi izrakstījies. Ja esi pieteicies, atver konta izvēlni šeit augšā un izvēlies Iziet. Jau esi izrakstījies? Tad es eju tālāk pats.',
    GO_TO_LOGIN: 'Tavs mērķis: piesakies ar Bender kontu. Atver konta izvēlni šeit augšā un izvēlies Pieteikšanās.',
    NEED_BOTH:
      'Lai pieteiktos parastajā veidā, tev vajag Bender e-pasta adresi un viņa paroli. Pašlaik tev, visticamāk, nav ne viena, ne otra.',
    EMAIL_IS_ENOUGH: 'Ar tikai viņa e-pasta adresi SQL injekcija var tevi aizvest garām paroles pārbaudei.',
    LEAKS:
      'Tātad atradīsim Bender e-pastu. Šis veikals ir pavirš attiecībā uz privātumu: tas rāda klientu e-pastu daļas vairākās vietās, piemēram, viņu atsauksmēs.',
    GO_TO_ABOUT:
      'Dodies uz lapu Par mums, kurā redzamas klientu atsauksmes: atver sānu izvēlni ar pogu pa kreisi no veikala logotipa un izvēlies Par mums.',
    FIND_BENDER:
      'Vēro šeit klientu atsauksmes. Vienā ierakstā redzams pietiekami daudz no Bender e-pasta, lai uzminētu pārējo. Kad tas tev ir, atver pieteikšanās ekrānu no konta izvēlnes.',
    TYPE_EMAIL: 'Ieraksti Bender e-pasta adresi e-pasta laukā.',
    ANY_PASSWORD: 'Ieraksti jebkuru paroli. Izliksimies, ka nezinām viņējo, pat ja tu nejauši zini.',
    LOG_IN: 'Noklikšķini uz pogas Pieteikties.',
    FAILED: 'Tas nenostrādāja, un mēs to arī negaidījām: parole ir nepareiza. Tagad SQL injekcija.',
    ADD_COMMENT:
      "Pievieno '-- uzreiz aiz Bender e-pasta adreses. Pēdiņa pabeidz e-pastu datubāzes vaicājumā, un divas defises pārvērš aiz tās esošo paroles pārbaudi par komentāru.",
    LOG_IN_AGAIN: 'Vēlreiz noklikšķini uz Pieteikties.',
    DONE: 'Tu esi pieteicies kā Bender, tā arī neuzzinot viņa paroli!',
  },
  rscPayloadLeakChallenge: {
    WELCOME:
      'Šo produktu režģi serverī renderē React Server Component. Viss, ko tas nodod pārlūkam, ceļo līdzi, arī tas, ko ekrāns nekad nerāda. Darbinieki šeit saņem slepenu kuponu. Paskatīsimies, ko saņem tu.',
    DEVTOOLS:
      'Atver izstrādātāja rīkus (F12) un to cilni Network. Ieraksti Network filtra lodziņā RSC, lai tiktu parādīti tikai servera komponentu pieprasījumi: to atbildes ir ar tipu text/x-component, React komponentu straume.',
    NAVIGATE:
      'Tagad ļauj veikalam vēlreiz ielādēt režģi: atver citu lapu, piemēram, Par mums no sānu izvēlnes, tad atgriezies, noklikšķinot uz veikala logotipa. Meklē pieprasījumu uz /RSC/R/search.txt.',
    READ: 'Noklikšķini uz šī pieprasījuma un atver tā cilni Response: šis teksts ir RSC payload, no kura React veido režģi. Meklē tajā (Ctrl+F) "coupon". Kas tiek sūtīts līdzi katram produktam?',
    LOGIN: 'Kuponu izmanto grozam, tāpēc tev jābūt pieteikušamies. Piesakies ar savu kontu vai izveido to, ja tev vēl tāda nav.',
    CHECKOUT:
      'Kupona lauks ir pirkuma noformēšanas maksājuma solī: ieliec produktu grozā, atver grozu un noformē pirkumu līdz maksājuma lapai. Vai ieraksti adreses joslā /payment/shop.',
    REDEEM: 'Atver "Pievienot kuponu", ielīmē atrasto kodu laukā un noklikšķini uz Izmantot. Es pagaidīšu šeit.',
    DONE: 'Izmantots! Viss, ko servera komponents nodod klienta komponentam, ir publisks, vienalga, vai tas tiek rādīts vai ne. Noslēpumiem jāpaliek serverī vai jābūt atzīmētiem ar React taint API.',
  },
  graphqlIntrospectionChallenge: {
    WELCOME:
      'Veikala servera komponenti iegūst produktus, apskatus un iestatījumus no satura grafa: GraphQL galapunkta adresē /graphql. GraphQL serveris var aprakstīt pats savu shēmu, ja vien kāds to nav izslēdzis.',
    CONSOLE:
      'Atver izstrādātāja rīkus (F12) un to cilni Console. Tur ierakstītu fetch() nosūta šī lapa, tieši tāpat kā veikala paša pieprasījumus. (Der arī curl terminālī.)',
    INTROSPECT:
      'Pajautā grafam par viņu pašu: iekopē šo rindu konsolē un nospied Enter. Vaicājums prasa katru lauku, uz kuru grafs atbild savā augšējā līmenī, kopā ar katra aprakstu.',
    SPOT: 'Izvērs atbildi konsolē: tajā uzskaitīts katrs jautājums, ko grafs pieņem, katrs ar aprakstu. Dokumentēti ir visi, izņemot vienu lauku. Kurš tas ir?',
    SUBFIELDS:
      'Šis lauks atbild ar objektiem, un GraphQL grib, lai tu nosauc to laukus. Vispirms pajautā tikai pašu lauku: kļūdas ziņojums nosauc tā tipu. Tad šāds vaicājums ar šī tipa nosaukumu uzskaita, ko vari atlasīt:',
    ASK: 'Tagad pajautā nedokumentēto lauku ar dažiem tā apakšlaukiem: tas pats fetch, ar tavu vaicājumu pēc ?query=. Es pagaidīšu šeit.',
    DONE: 'Lūk, tas ir: dati, ko nerāda neviens veikala ekrāns. Izslēdz introspekciju produkcijā un nekad nepaļaujies, ka lauks paliks slepens tāpēc, ka tas nav dokumentēts.',
  },
  serverSourceMapChallenge: {
    WELCOME:
      'Būvēšanas rīki sapako programmu dažās nelasāma koda pakās (bundle). Lai kļūdu ziņojumi būtu lasāmi, tie blakus katrai pakai ieraksta arī pirmkoda karti (source map): .map failu, kurā ir sākotnējais pirmkods.',
    MAP_NAME:
      'Paka nosauc savu karti pēdējā rindā, komentārā, piemēram, //# sourceMappingURL=app-1a2b3c.js.map: pakas paša faila nosaukums ar pievienotu .map. Paturi šo likumu prātā.',
    ERROR_PAGE:
      'Tagad atrodi kādas servera pakas nosaukumu. Veikala kļūdu lapas ir pļāpīgas: atver /api/Users jaunā cilnē. Bez pieteikšanās tas atbild ar kļūdas lapu un steka izsekojumu (stack trace).',
    TRACE:
      'Katra šī steka izsekojuma rinda nosauc servera failu mapē dist/server/assets/, piemēram, server-entry-….js: vienu no tā pakām. Pieraksti vienu pilnu nosaukumu, ieskaitot tajā esošo jaucējkodu (hash).',
    FETCH_MAP:
      'Veikals publicē servera kartes tāpat, kā tas pasniedz pārlūka skriptus: zem /assets/, atsevišķā mapē server. Atver /assets/server/, kam seko pakas nosaukums un .map. Es pagaidīšu šeit.',
    DONE: 'Ir! Tās sourcesContent ir servera paša kods: maršruti, vaicājumi, pārbaudes. Servera koda pirmkoda kartēm vieta ir kļūdu izsekošanas rīkā, nekad publiskā adresē.',
  },
  codingChallenges: {
    OPEN_SCORE_BOARD:
      'Kodēšanas izaicinājumus spēlē Rezultātu tabulā. Atver to tagad: sānu izvēlnē ir saite uz to, kad esi to atradis, vai ieraksti adreses joslā /score-board.',
    WHAT: 'Daudziem hakeru izaicinājumiem ir arī kodēšanas izaicinājums: tu lasi īsto pirmkodu aiz ievainojamības, atrodi vainīgās rindas un izvēlies labojumu. Šī kartīte skaita tavu progresu tajos.',
    OPEN_BADGE:
      'Kodēšanas izaicinājums atveras, tiklīdz tā hakeru izaicinājums ir atrisināts, un Rezultātu tabula ir. Noklikšķini uz <> nozīmītes Rezultātu tabulas kartītē, lai atvērtu tās kodēšanas izaicinājumu.',
    SNIPPET:
      'Šis ir kods, kas ievieto Rezultātu tabulu sānu izvēlnē, nolasīts no strādājošā veikala. Pirmā fāze, Atrodi: kuras rindas ļauj apmeklētājam nokļūt "slēptajā" Rezultātu tabulā?',
    FIND_IT:
      'Noklikšķini uz katras aizdomīgās rindas numura; tas kļūst dzeltens. Tad nospied Iesniegt. Nepareizi? Mēģini vēlreiz: pēc katras kļūdas mājienu lodziņš zem koda pasaka nedaudz vairāk.',
    FIX_IT:
      'Otrā fāze, Izlabo: atver sarakstu virs koda un apskati katru labojumu; diff parāda, ko tas maina. Atceries, ka Rezultātu tabulu ir paredzēts atrast, tā seko visam tavam progresam. Izvēlies labāko labojumu un nospied Iesniegt.',
    DONE: 'Abas fāzes paveiktas: nozīmīte rāda 2/2, un šī kartīte tās skaita. Aizver dialogu. Katrs atrisinātais izaicinājums ar <> nozīmīti gaida tevi tādā pašā veidā.',
  },
};
