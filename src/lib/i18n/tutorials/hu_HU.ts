import type { TutorialTranslation } from './types';

/** Magyar: the hacking instructor's tutorials */
export const tutorials: TutorialTranslation = {
  scoreBoardChallenge: {
    WELCOME:
      'Szia! Én vagyok a hackeroktatód. Mindig az oldal azon része mellett ülök, amelyre szükséged van, és továbblépek, amint megcsináltad, amit kérek. Sietsz? Kattints rám duplán, és átugorhatsz egy lépést.',
    MISSION:
      'Az első küldetésed: keresd meg az Eredménytáblát (Score Board). Felsorolja a bolt összes kihívását és azt, hogy hol tartasz bennük, mégsem vezet hozzá egyetlen menü sem.',
    CLUE: 'Egy webshop minden képernyőjének kódját elküldi a böngészőnek, a rejtett oldalakét is. Nyisd meg a fejlesztői eszközöket, keress rá a betöltött szkriptekben arra, hogy "score", és nézd meg, milyen cím bukkan fel.',
    GUESS:
      'Vagy egyszerűen találgass: minek nevezne egy fejlesztő egy ilyen oldalt? Írd be a címet a címsorba, például /score-board, és nyomj Entert. Itt várok.',
    DONE: 'Megtaláltad, és ezzel megoldottad az első kihívásodat: az itteni kártyája is ezt mutatja. Válaszd ki a következőt, amikor készen állsz; a kártyákon lévő diplomasapkás gomb elindítja az adott kihívás saját oktatóanyagát.',
  },
  localXssChallenge: {
    INTRO:
      'Ez a lecke az oldal tetején lévő keresőmezőről szól. Bármire keresel, a bolt újra megmutatja a találatok fölött. Nézzük meg, hogyan csinálja.',
    TYPE_OWASP: 'Kattints a nagyítóra a keresőmező megnyitásához, és írd bele: owasp. Még ne nyomj Entert.',
    ENTER_OWASP: 'Most nyomj Entert a kereséshez.',
    ECHOED: 'Itt vannak az OWASP-termékeid. Nézd meg a fölöttük lévő címsort: megismétli a szót, amire kerestél.',
    XSS_IDEA:
      'A beírt szöveg, amely visszakerül az oldalra, az a pont, ahol a Cross-Site Scripting (XSS) kezdődik: ha az oldal a szövegedet HTML-ként kezeli sima szöveg helyett, saját jelölést tehetsz bele, és talán saját JavaScriptet is.',
    TYPE_H1: 'Először próbáljuk ki ártalmatlan HTML-lel. Írd át a keresőmező szövegét erre: <h1>owasp',
    ENTER_H1: 'Nyomj újra Entert.',
    HTML_WORKS: 'Látod, mekkora lett a szó? Az oldal nem szövegként írta ki a <h1>-edet: valódi címsort csinált belőle.',
    INSPECT:
      'Hogy magad is lásd, kattints jobb gombbal a nagy szóra, és válaszd a Vizsgálat (Inspect) lehetőséget. A fejlesztői eszközök egy h1 elemet mutatnak a címsorban, abból építve, amit beírtál.',
    TYPE_SCRIPT: 'Most próbáld ki a JavaScriptet. Cseréld le a keresőmező szövegét erre: <script>alert(xss)</script>',
    ENTER_SCRIPT: 'Nyomj még egyszer Entert.',
    SCRIPT_SILENT:
      'Semmi sem ugrott fel. Vizsgáld meg újra a címsort: a script elem ott van, de a böngészők soha nem futtatnak olyan script taget, amelyet az oldal utólag HTML-ként illeszt be. Másik payload kell.',
    TYPE_IFRAME:
      'Rengeteg XSS payload létezik. Ez egy keret címébe rejti a JavaScriptet. Írd be a keresőmezőbe: <iframe src="javascript:alert(`xss`)">',
    ENTER_IFRAME: 'Nyomj Entert. Ha megjelenik egy figyelmeztető ablak, kattints az OK gombra a bezárásához.',
    DONE: 'Szép munka, ez egy XSS-támadás volt! DOM XSS-nek hívják, mert az oldal saját kódja tette be a szövegedet HTML-ként az oldalba, a te böngésződben.',
  },
  xssBonusChallenge: {
    INTRO:
      'Ez ugyanazt a rést használja, amelyet a DOM XSS leckében találtál (ha még nem csináltad meg, azzal kezdd): a fenti keresőmezőt. Csak a payload más, és sokkal szórakoztatóbb.',
    PASTE:
      'Nyisd meg a keresőmezőt, és illeszd be ezt a payloadot pontosan így: <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>',
    ENTER: 'Hangosítsd fel a hangszóróidat. Aztán nyomj Entert.',
    DONE: 'Megoldva! Figyelmeztetés helyett az oldal most egy másik weboldalról játszik zenét. Jó szórakozást a dalhoz!',
  },
  privacyPolicyChallenge: {
    LOG_IN:
      'Először jelentkezz be bármelyik fiókkal. Kattints jobb felül a Fiók menüre, és válaszd a Bejelentkezés lehetőséget. Még nincs fiókod? A bejelentkezési oldalon kövesd az "Új vagy itt? Hozz létre egy fiókot" linket, és regisztrálj.',
    OPEN_ACCOUNT: 'Be vagy jelentkezve. Most kattints jobb felül a Fiók gombra a fiókmenü megnyitásához.',
    OPEN_POLICY:
      'Mutass rá (vagy kattints) a menüben az Adatvédelem és biztonság pontra. Mellette megnyílik egy második menü: ott kattints az Adatvédelmi tájékoztató pontra.',
    DONE: 'Könnyű volt, ugye? Ez a kihívás egy kis tréfa: az apró betűs részt szinte senki sem olvassa el. Te most elolvastad.',
  },
  reflectedXssChallenge: {
    LOG_IN:
      'Ehhez a leckéhez be kell jelentkezned. Kattints jobb felül a Fiók menüre, és válaszd a Bejelentkezés lehetőséget, bármelyik fiókkal (vagy regisztrálj ott egy újat).',
    ORDER_HISTORY: 'Most nyisd meg a rendeléseidet: kattints a Fiók, majd a Rendelések és fizetés, végül a Rendelési előzmények pontra.',
    TRACK:
      'Minden rendelésnek van egy teherautós gombja: Rendelés követése. Kattints rá bármelyik rendelésednél. Még nincs rendelésed? Vegyél bármit a boltban; a visszaigazoló oldal is a követésére mutat.',
    LOOK: 'Ez a követési oldal. Nézd meg a címsort: a rendelés száma benne utazik, id=… formában. Az oldal pedig ezt a számot mutatja a címében.',
    REFLECTED:
      'Az olyan értéket, amely a címből a szerverre jut, és onnan egyenesen visszakerül az oldalba, "tükrözöttnek" nevezzük. Ha az oldal HTML-ként kezeli, egy link támadást hordozhat: ez a reflected XSS.',
    PAYLOAD:
      'Próbáld ki: a címsorban cserélj le mindent az id= után erre: <iframe src="javascript:alert(`xss`)">, és nyomj Entert. Ha megjelenik egy figyelmeztető ablak, kattints az OK gombra a bezárásához.',
    DONE: 'Megoldva! Aki megnyit egy olyan linket, mint a tiéd, a saját böngészőjében futtatja a szkriptedet. Ezért olyan veszélyes a reflected XSS.',
  },
  exposedCredentialsChallenge: {
    LOG_OUT:
      'Ez a kihívás kijelentkezett állapotban kezdődik. Ha be vagy jelentkezve, nyisd meg itt fent a fiókmenüt, és válaszd a Kijelentkezés lehetőséget. Már ki vagy jelentkezve? Akkor magamtól továbblépek.',
    HARDCODED:
      'Egy fejlesztő egy tesztfiók belépési adatait hagyta a bolt kliensoldali kódjában. Amit a böngésződ letölt, azt bárki elolvashatja, úgyhogy olvassuk el.',
    GO_TO_LOGIN:
      'A belépési adatok egy bejelentkezéshez tartoznak, így a bejelentkezési képernyő jó gyanúsított. Nyisd meg: itt fent a fiókmenü, aztán Bejelentkezés.',
    DEV_TOOLS:
      'Nyisd meg a fejlesztői eszközöket (F12), és menj a Sources fülre (Firefoxban Debugger). Ott találod az összes szkriptet, amelyet ez az oldal a boltból betöltött.',
    SEARCH:
      'Keress egyszerre az összes szkriptben (Ctrl+Shift+F, Macen Cmd+Option+F) olyan szavakra, amelyek gyakran állnak belépési adatok mellett, például password, pw, user vagy test.',
    EMAIL:
      'Találtál egy felhasználónevet és egy jelszót egymás mellett? A fiók e-maillel lép be: az a felhasználónév a bolt saját e-mail-domainjén, amelyet itt minden fiók használ.',
    TYPE_EMAIL: 'Írd be a tesztfiók e-mail-címét az e-mail mezőbe.',
    TYPE_PASSWORD: 'Most írd be a jelszavát a jelszómezőbe.',
    LOG_IN: 'Kattints a Bejelentkezés gombra.',
    DONE: 'Olyan adatokkal jelentkeztél be, amelyeknek soha nem lett volna szabad elhagyniuk a fejlesztő asztalát. A kliensoldali kódban lévő titkok sosem titkosak!',
  },
  loginAdminChallenge: {
    LOG_OUT:
      'Ez a kihívás kijelentkezett állapotban kezdődik. Ha be vagy jelentkezve, nyisd meg itt fent a fiókmenüt, és válaszd a Kijelentkezés lehetőséget. Már ki vagy jelentkezve? Akkor magamtól továbblépek.',
    GO_TO_LOGIN:
      'A célod: bejutni a rendszergazda fiókjába anélkül, hogy tudnád a jelszavát. Nyisd meg itt fent a fiókmenüt, és válaszd a Bejelentkezés lehetőséget.',
    SQLI: 'Egy SQL-injekciót fogunk kipróbálni. A bolt a beírt szöveget beilleszti egy adatbázis-lekérdezésbe, így a megfelelő karakterek megváltoztathatják, mit jelent a lekérdezés.',
    QUOTES:
      "Jó első teszt egy egyszeres idézőjel ('). Egy hanyagul összerakott lekérdezésben elrontja a szintaxist, és az ezt követő hiba elárulja, hogy a mező megér egy közelebbi pillantást.",
    TYPE_QUOTE: "Írj csak egy egyszeres idézőjelet ' az e-mail mezőbe.",
    ANY_PASSWORD: 'Most írj bármit a jelszómezőbe. Hogy mit írsz oda, az nem számít.',
    LOG_IN: 'Kattints a Bejelentkezés gombra.',
    ERROR:
      'Látod a piros hibát az űrlap fölött? SQLITE_ERROR-ral kezdődik: az idézőjeled elrontotta az adatbázis-lekérdezést. Amit beírsz, az tehát ellenőrzés nélkül kerül a lekérdezésbe.',
    NETWORK:
      'Kíváncsi vagy a teljes válaszra? Nyisd meg a fejlesztői eszközöket (F12), menj a Network fülre, és kattints újra a Bejelentkezés gombra. A /rest/user/login válasza a teljes hibát tartalmazza.',
    TYPE_OR_TRUE:
      "Tegyük inkább hasznossá a lekérdezést. Írd át az e-mail mezőt erre: ' OR true (egy idézőjel, egy szóköz, aztán OR true).",
    LOG_IN_AGAIN: 'Kattints újra a Bejelentkezés gombra.',
    STILL_BROKEN:
      'Még mindig hiba? Olvasd el figyelmesen: az adatbázis most abban botlik meg, ami a szöveged után jön, abban a részben, amely a jelszót ellenőrzi.',
    COMMENT:
      'Akkor vegyük rá az adatbázist, hogy hagyja figyelmen kívül azt a részt. SQLite-ban két kötőjel (--) kezd egy megjegyzést: minden utána kimarad.',
    TYPE_COMMENT: "Írd be az e-mail mezőbe: ' OR true--",
    LOG_IN_FINAL: 'Kattints még egyszer a Bejelentkezés gombra, és figyeld, mi történik.',
    DONE: 'Bent vagy! Nyisd meg jobb felül a fiókmenüt, és nézd meg, kié ez a fiók: a rendszergazdáé. Az OR true minden felhasználóra illeszkedett, a kötőjelek levágták a jelszó-ellenőrzést, a bolt pedig az első talált felhasználót vette.',
  },
  adminSectionChallenge: {
    ADMIN_LOGIN:
      'Ehhez rendszergazdaként kell bejelentkezned. Már tudod, hogyan? Jelentkezz be most adminként. Ha nem, előbb csináld végig a Login Admin oktatóanyagot, aztán gyere vissza.',
    MISSION:
      'Most már admin vagy, mégsem vezet egyetlen menü sem arra az oldalra, ahonnan egy boltot irányítanak: felhasználók, visszajelzések és hasonlók. A küldetésed: találd meg annak az oldalnak a címét.',
    TECH: 'Ha tudod, mivel készült egy oldal, azt is tudod, hol keress. Egy WordPress-oldal például a /wp-admin címen tartja az adminfelületét. Sok más bolt egyszerűen egy hétköznapi angol szót használ.',
    TRY_ADMIN: 'Kezdd a legkézenfekvőbb tippel: írd be a címsorba, hogy /admin, és nyomj Entert.',
    TRY_ADMINISTRATION: 'Ott nincs adminoldal. A fejlesztők gyakran teljesen kiírják a szót. Próbáld a címsorban a /administration címet.',
    DONE: 'Bejutottál az adminisztrációs részbe! Felsorol minden regisztrált felhasználót és minden vásárlói visszajelzést.',
    SCRIPTS:
      'A találgatás az egyik út, az olvasás a másik: a szkriptek, amelyeket a bolt a böngésződnek küld, minden útvonalat ismernek. A fejlesztői eszközökben keress rá a betöltött szkriptekben arra, hogy "admin", és felbukkan a cím.',
    CURIOUS:
      'Kíváncsi vagy? Később jelentkezz be egyszerű vásárlóként, és nyisd meg újra a /administration oldalt. Figyeld meg, ki dönt arról, hogy láthatod-e: a böngésző vagy a szerver?',
  },
  weakPasswordChallenge: {
    MISSION:
      'Ebben a kihívásban a rendszergazda fiókjába a saját, eredeti jelszavával lépsz be. Ezúttal semmi trükk a bejelentkezési űrlappal: csak egy jó tipp.',
    LOG_OUT:
      'Ez a kihívás kijelentkezett állapotban kezdődik. Ha be vagy jelentkezve, nyisd meg itt a fiókmenüt, és válaszd a Kijelentkezés lehetőséget.',
    FIND_EMAIL:
      'Először az admin e-mail-címére van szükséged. A vásárlói visszajelzések és a termékértékelések megmutatják szerzőik címét: jó hely a kereséshez. Ha megvan, nyisd meg a Bejelentkezés oldalt a fiókmenüből.',
    EMAIL: 'Írd be az admin e-mail-címét az E-mail mezőbe.',
    TRY_ANY:
      'Most a jelszó. Szerencsére az admin egy nagyon-nagyon rossz jelszót választott. Írd be, ami csak eszedbe jut, és nyomd meg a Bejelentkezés gombot.',
    WRONG: 'Nem, nem ez volt az. Találgass tovább: szólok, amint a Jelszó mező jó nyomon jár.',
    TRACK:
      'Jó nyomon jársz! De csak ennyi a világ legrosszabb jelszava lenne, még ennek az adminnak is. Hozzáadott néhány karaktert, amelyek nem betűk. Próbálkozz tovább.',
    WARMER: 'Egyre melegebb! Talán még néhány számjegy?',
    HOT: 'Forró, nagyon forró! Már csak egy számjegy...',
    LOG_IN: 'Ez az. Most nyomd meg a Bejelentkezés gombot.',
    DONE: 'A bolt rendszergazdájaként vagy bejelentkezve, egy olyan jelszónak köszönhetően, amelyet bárki kitalálhatott. Egy hosszú, egyedi jelszó, vagy még inkább egy jelszókezelő kint tartott volna.',
  },
  basketAccessChallenge: {
    INTRO:
      'Ez a kihívás a horizontális jogosultság-kiterjesztésről szól: olyan adatok eléréséről, amelyek egy másik, veled azonos jogú felhasználóhoz tartoznak. Itt: egy másik vásárló kosaráról.',
    LOG_IN: 'Ehhez saját fiók kell. Jelentkezz be most a fiókmenüből (vagy előbb regisztrálj, ha nincs fiókod).',
    OPEN_BASKET: 'Nyisd meg a saját kosaradat ezzel a kosár gombbal. Könnyen lehet, hogy üres, ha még semmit sem tettél bele.',
    MISSION: 'Ez a te kosarad. A küldetésed: nézz bele valaki más kosarába, miközben továbbra is a saját nevedben vagy bejelentkezve.',
    CLUE: 'Az oldalnak tudnia kell, melyik kosár a tiéd. Ha a böngésződ feljegyzi ezt valahol, talán meg tudod változtatni a feljegyzést.',
    DEVTOOLS:
      'Nyisd meg a fejlesztői eszközöket (F12), keresd meg a Session Storage részt az Application alatt (Firefoxban Storage), és válaszd ki ezt az oldalt. A sütikhez hasonlóan kulcs–érték párokat tárol minden weboldalhoz.',
    CHANGE_BID:
      'Olvasd el az ott tárolt kulcsokat. Van köztük olyan, amelyik a kosárhoz tartozónak tűnik? Írd át az értékét egy másik számra.',
    REVISIT:
      'Átírva! Most kattints át bármelyik másik képernyőre, aztán vissza A kosarad oldalra, hogy újra betöltődjön. Ha üres marad, lehet, hogy az a kosár nem létezik: próbálj egy másik számot.',
    DONE: 'Egy másik vásárló kosarát nézed! A bolt megbízott a böngésződ által küldött azonosítóban (id) ahelyett, hogy ellenőrizte volna, hogy a kosár a tiéd-e.',
  },
  forgedFeedbackChallenge: {
    OPEN_CONTACT: 'Kezdésként nyisd meg az oldalsó menüt ezzel a gombbal, és válaszd a Vásárlói visszajelzések pontot.',
    MISSION:
      'Ez a kihívás a hibás hozzáférés-vezérlésről (broken access control) szól. A küldetésed: küldj visszajelzést egy másik felhasználó nevében.',
    AUTHOR:
      'Ha így küldöd el, a visszajelzésed a saját neveden megy ki, ha be vagy jelentkezve, vagy névtelenül, ha nem. A Szerző mező mutatja, melyik.',
    INSPECT:
      'Honnan tudja meg a bolt, ki a szerző? Nyisd meg a fejlesztői eszközöket, és vizsgáld meg ennek a visszajelzési űrlapnak az elemeit.',
    HIDDEN:
      'Ebben az űrlapban több van, mint ami látszik: nézd meg a Szerző mező közvetlenül fölötti inputot. Megvan rajta a hidden attribútum, ezért az oldal soha nem mutatja.',
    CHANGE:
      'Megtaláltad? Az Elements panelen töröld annak az inputnak a hidden attribútumát, és megjelenik a Szerző fölött. Aztán írj bele egy értéket, amely egy másik felhasználóé lehet.',
    SUBMIT:
      'Megtaláltad és megváltoztattad a rejtett felhasználói azonosítót! Most írj egy megjegyzést, válassz értékelést, válaszold meg a CAPTCHA-t, és nyomd meg a Küldés gombot.',
    DONE: 'A visszajelzésed egy másik felhasználó nevében ment ki! A bolt megbízott az űrlap által küldött felhasználói azonosítóban ahelyett, hogy ellenőrizte volna, ki vagy.',
  },
  loginJimChallenge: {
    LOG_OUT:
      'Ez a kihívás kijelentkezett állapotban kezdődik. Ha be vagy jelentkezve, nyisd meg itt fent a fiókmenüt, és válaszd a Kijelentkezés lehetőséget. Már ki vagy jelentkezve? Akkor magamtól továbblépek.',
    GO_TO_LOGIN: 'A célod: jelentkezz be Jim fiókjával. Nyisd meg itt fent a fiókmenüt, és válaszd a Bejelentkezés lehetőséget.',
    NEED_BOTH: 'A szokásos bejelentkezéshez Jim e-mail-címére és jelszavára van szükséged. Most valószínűleg egyik sincs meg.',
    EMAIL_IS_ENOUGH:
      'Már az e-mail-címével is átjuttathat egy SQL-injekció a jelszó-ellenőrzésen. Új neked az SQL-injekció? A Login Admin oktatóanyag megmutatja az alapokat.',
    LEAKS:
      'Keressük hát meg Jim e-mail-címét. Ez a bolt hanyagul bánik a magánszférával: több helyen is megmutatja a vásárlók e-mail-címét, például a termékértékelések mellett.',
    GO_TO_PRODUCTS: 'Menj vissza a terméklistához: kattints itt fent a bolt logójára.',
    FIND_JIM:
      'Nyiss meg néhány terméket, és olvasd el az értékeléseiket. Ha találtál egyet Jimtől, és felírtad az e-mail-címét, nyisd meg újra a Bejelentkezés képernyőt a fiókmenüből.',
    TYPE_EMAIL: 'Írd be Jim e-mail-címét az e-mail mezőbe.',
    ANY_PASSWORD: 'Írj be bármilyen jelszót. Tegyünk úgy, mintha nem tudnánk az övét, még ha véletlenül tudod is.',
    LOG_IN: 'Kattints a Bejelentkezés gombra.',
    FAILED: 'Nem működött, és nem is vártuk: a jelszó rossz. Most jöhet az SQL-injekció.',
    ADD_COMMENT:
      "Írd be ezt: '-- közvetlenül Jim e-mail-címe után. Az idézőjel lezárja az e-mail-címet az adatbázis-lekérdezésben, a két kötőjel pedig megjegyzéssé teszi az utána következő jelszó-ellenőrzést.",
    LOG_IN_AGAIN: 'Kattints újra a Bejelentkezés gombra.',
    DONE: 'Jimként vagy bejelentkezve, anélkül, hogy valaha is tudtad volna a jelszavát!',
  },
  loginBenderChallenge: {
    PREREQUISITE:
      'Ez a kihívás az SQL-injekcióra épül. Ha ez új neked, előbb oldd meg a Login Admin kihívást: az oktatóanyaga megmutatja az alapokat. Ha mégis folytatnád, kattints rám duplán.',
    LOG_OUT:
      'Ez a kihívás kijelentkezett állapotban kezdődik. Ha be vagy jelentkezve, nyisd meg itt fent a fiókmenüt, és válaszd a Kijelentkezés lehetőséget. Már ki vagy jelentkezve? Akkor magamtól továbblépek.',
    GO_TO_LOGIN: 'A célod: jelentkezz be Bender fiókjával. Nyisd meg itt fent a fiókmenüt, és válaszd a Bejelentkezés lehetőséget.',
    NEED_BOTH: 'A szokásos bejelentkezéshez Bender e-mail-címére és jelszavára van szükséged. Most valószínűleg egyik sincs meg.',
    EMAIL_IS_ENOUGH: 'Már az e-mail-címével is átjuttathat egy SQL-injekció a jelszó-ellenőrzésen.',
    LEAKS:
      'Keressük hát meg Bender e-mail-címét. Ez a bolt hanyagul bánik a magánszférával: több helyen is megmutatja a vásárlók e-mail-címének egy részét, például a visszajelzéseikben.',
    GO_TO_ABOUT:
      'Menj a Rólunk oldalra, amely vásárlói visszajelzéseket mutat: nyisd meg az oldalsó menüt a bolt logójától balra lévő gombbal, és válaszd a Rólunk pontot.',
    FIND_BENDER:
      'Figyeld itt a vásárlói visszajelzéseket. Az egyik annyit mutat Bender e-mail-címéből, hogy a többit kitalálhatod. Ha megvan, nyisd meg a Bejelentkezés képernyőt a fiókmenüből.',
    TYPE_EMAIL: 'Írd be Bender e-mail-címét az e-mail mezőbe.',
    ANY_PASSWORD: 'Írj be bármilyen jelszót. Tegyünk úgy, mintha nem tudnánk az övét, még ha véletlenül tudod is.',
    LOG_IN: 'Kattints a Bejelentkezés gombra.',
    FAILED: 'Nem működött, és nem is vártuk: a jelszó rossz. Most jöhet az SQL-injekció.',
    ADD_COMMENT:
      "Írd be ezt: '-- közvetlenül Bender e-mail-címe után. Az idézőjel lezárja az e-mail-címet az adatbázis-lekérdezésben, a két kötőjel pedig megjegyzéssé teszi az utána következő jelszó-ellenőrzést.",
    LOG_IN_AGAIN: 'Kattints újra a Bejelentkezés gombra.',
    DONE: 'Benderként vagy bejelentkezve, anélkül, hogy valaha is tudtad volna a jelszavát!',
  },
  rscPayloadLeakChallenge: {
    WELCOME:
      'Ezt a termékrácsot a szerveren egy React Server Component rendereli. Minden, amit a böngészőnek átad, vele együtt utazik, még az is, amit a képernyő soha nem mutat. A munkatársak itt titkos kupont kapnak. Lássuk, te mit kapsz.',
    DEVTOOLS:
      'Nyisd meg a fejlesztői eszközöket (F12) és azok Network fülét. Írd be a Network szűrőmezőjébe, hogy RSC, így csak a szerverkomponensek kérései jelennek meg: a válaszaik típusa text/x-component, a React komponensfolyama.',
    NAVIGATE:
      'Most hagyd, hogy a bolt újra lekérje a rácsot: nyiss meg egy másik oldalt, például a Rólunk oldalt az oldalsó menüből, aztán térj vissza a bolt logójára kattintva. Figyeld a /RSC/R/search.txt felé menő kérést.',
    READ: 'Kattints arra a kérésre, és nyisd meg a Response fülét: ez a szöveg az RSC payload, amelyből a React felépíti a rácsot. Keress benne (Ctrl+F) arra, hogy "coupon". Mi megy ki minden termékkel együtt?',
    LOGIN:
      'A kupont egy kosárhoz lehet beváltani, ezért be kell jelentkezned. Jelentkezz be a fiókoddal, vagy hozz létre egyet, ha még nincs.',
    CHECKOUT:
      'A kuponmező a pénztár fizetési lépésénél van: tegyél egy terméket a kosaradba, nyisd meg a kosarat, és haladj a pénztárban a fizetési oldalig. Vagy írd be a címsorba: /payment/shop.',
    REDEEM: 'Nyisd meg a "Kupon hozzáadása" részt, illeszd be a mezőbe a talált kódot, és kattints a Beváltás gombra. Itt várok.',
    DONE: 'Beváltva! Bármit ad át egy szerverkomponens egy kliensoldali komponensnek, az nyilvános, akár megjelenik, akár nem. A titkoknak a szerveren kell maradniuk, vagy a React taint API-jaival kell megjelölni őket.',
  },
  graphqlIntrospectionChallenge: {
    WELCOME:
      'A bolt szerverkomponensei egy tartalomgráfból kapják a termékeket, értékeléseket és beállításokat: egy GraphQL végpontból a /graphql címen. Egy GraphQL szerver le tudja írni a saját sémáját, hacsak valaki ki nem kapcsolta ezt.',
    CONSOLE:
      'Nyisd meg a fejlesztői eszközöket (F12) és azok Console fülét. Az ott beírt fetch() hívást ez az oldal küldi el, pont úgy, mint a bolt saját kéréseit. (Egy terminálban a curl is működik.)',
    INTROSPECT:
      'Kérdezd meg a gráfot önmagáról: másold be ezt a sort a konzolba, és nyomj Entert. A lekérdezés minden mezőt lekér, amelyre a gráf a legfelső szinten válaszol, mindegyiknek a leírásával együtt.',
    SPOT: 'Bontsd ki a választ a konzolban: felsorol minden kérdést, amelyet a gráf elfogad, mindegyiket leírással. Egyetlen mező kivételével mind dokumentálva van. Melyik az?',
    SUBFIELDS:
      'Az a mező objektumokkal válaszol, és a GraphQL azt akarja, hogy megnevezd a mezőiket. Először kérd le csak a mezőt: a hibaüzenet megnevezi a típusát. Aztán egy ilyen lekérdezés, annak a típusnak a nevével, felsorolja, mit választhatsz ki:',
    ASK: 'Most kérd le a dokumentálatlan mezőt néhány almezőjével: ugyanaz a fetch, a saját lekérdezéseddel a ?query= után. Itt várok.',
    DONE: 'Meg is van: olyan adatok, amelyeket a bolt egyetlen képernyője sem mutat. Éles környezetben kapcsold ki az introspekciót, és soha ne számíts arra, hogy egy mező titokban marad csak azért, mert nincs dokumentálva.',
  },
  serverSourceMapChallenge: {
    WELCOME:
      'A build eszközök egy programot néhány olvashatatlan kódot tartalmazó bundle-be csomagolnak. Az olvasható hibaüzenetek kedvéért minden bundle mellé egy source mapet is írnak: egy .map fájlt, amely az eredeti forráskódot tartalmazza.',
    MAP_NAME:
      'Egy bundle az utolsó sorában nevezi meg a mapjét, egy ilyen megjegyzésben: //# sourceMappingURL=app-1a2b3c.js.map: a bundle saját fájlneve, a végén .map-pel. Jegyezd meg ezt a szabályt.',
    ERROR_PAGE:
      'Most keresd meg a szerver egyik bundle-jének nevét. A bolt hibaoldalai bőbeszédűek: nyisd meg a /api/Users címet egy új lapon. Bejelentkezés nélkül egy hibaoldallal és egy stack trace-szel válaszol.',
    TRACE:
      'A stack trace minden sora a szerver egy fájlját nevezi meg a dist/server/assets/ alatt, például server-entry-….js: ez az egyik bundle-je. Írj fel egy teljes nevet, a benne lévő hash-sel együtt.',
    FETCH_MAP:
      'A bolt ugyanúgy közzéteszi a szerver mapjeit, ahogy a böngésző szkriptjeit kiszolgálja: a /assets/ alatt, egy saját server mappában. Nyisd meg a /assets/server/ címet, utána a bundle nevével és .map-pel. Itt várok.',
    DONE: 'Megvan! A sourcesContent része a szerver saját kódja: útvonalak, lekérdezések, ellenőrzések. A szerverkód source mapjei a hibakövető rendszerbe valók, soha nem nyilvános címre.',
  },
  codingChallenges: {
    OPEN_SCORE_BOARD:
      'A kódolási kihívásokat az Eredménytáblán játszod. Nyisd meg most: ha már megtaláltad, az oldalsó menüben van rá link, vagy írd be a címsorba: /score-board.',
    WHAT: 'Sok hackerkihíváshoz tartozik egy kódolási kihívás: elolvasod a hiba mögötti valódi forráskódot, megkeresed a bűnös sorokat, és kiválasztasz egy javítást. Ez a kártya az ezekben elért haladásodat számolja.',
    OPEN_BADGE:
      'Egy kódolási kihívás akkor nyílik meg, amikor a hozzá tartozó hackerkihívás meg van oldva, és az Eredménytábla az. Kattints a Score Board kártyáján lévő <> jelvényre a kódolási kihívás megnyitásához.',
    SNIPPET:
      'Ez az a kód, amely az Eredménytáblát az oldalsó menübe teszi, a futó boltból kiolvasva. Első fázis, Keresd meg: mely sorok engedik, hogy egy látogató eljusson a "rejtett" Eredménytáblához?',
    FIND_IT:
      'Kattints minden gyanús sor számára; sárga lesz. Aztán nyomd meg a Beküldés gombot. Nem jó? Próbáld újra: minden tévedés után a kód alatti tippdoboz egy kicsit többet árul el.',
    FIX_IT:
      'Második fázis, Javítsd ki: nyisd meg a kód fölötti listát, és nézd meg az egyes javításokat; a diff megmutatja, mit változtatnak. Ne feledd, az Eredménytáblát meg kell tudni találni, az követi az összes haladásodat. Válaszd ki a legjobb javítást, és nyomd meg a Beküldés gombot.',
    DONE: 'Mindkét fázis kész: a jelvény 2/2-t mutat, és ez a kártya beszámítja őket. Zárd be a párbeszédablakot. Minden megoldott kihívás <> jelvénnyel ugyanígy vár rád.',
  },
};
