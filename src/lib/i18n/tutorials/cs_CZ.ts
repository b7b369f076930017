import type { TutorialTranslation } from './types';

/** Čeština: the hacking instructor's tutorials */
export const tutorials: TutorialTranslation = {
  scoreBoardChallenge: {
    WELCOME:
      'Ahoj! Jsem tvůj instruktor hackování. Sedím vedle té části stránky, kterou potřebuješ, a jdu dál, jakmile uděláš, o co tě žádám. Spěcháš? Dvojklikem na mě krok přeskočíš.',
    MISSION:
      'Tvoje první mise: najdi Tabulku výsledků (Score Board). Obsahuje všechny výzvy tohoto obchodu a to, jak daleko jsi v nich došel, a přesto na ni žádné menu neodkazuje.',
    CLUE: 'Webový obchod posílá prohlížeči kód všech svých obrazovek, i těch skrytých. Otevři vývojářské nástroje, vyhledej v načtených skriptech "score" a podívej se, jaká adresa se objeví.',
    GUESS:
      'Nebo prostě hádej: jak by vývojář takovou stránku pojmenoval? Napiš adresu do adresního řádku, například /score-board, a stiskni Enter. Počkám tady.',
    DONE: 'Našel jsi ji a tím jsi vyřešil svou první výzvu: její karta tady to ukazuje. Další si vyber, kdykoli budeš připraven; tlačítko s absolventskou čepicí na kartě spustí její vlastní tutoriál.',
  },
  localXssChallenge: {
    INTRO:
      'Tahle lekce je o vyhledávacím poli nahoře na stránce. Ať hledáš cokoli, obchod ti to ukáže znovu nad výsledky. Pojďme se podívat, jak to dělá.',
    TYPE_OWASP: 'Klikni na lupu, otevři vyhledávací pole a napiš do něj owasp. Enter zatím nemačkej.',
    ENTER_OWASP: 'Teď stiskni Enter a vyhledej to.',
    ECHOED: 'Tady jsou tvoje produkty OWASP. Podívej se na nadpis nad nimi: opakuje slovo, které jsi hledal.',
    XSS_IDEA:
      'Text, který napíšeš a který se vrátí na stránku, je místo, kde začíná Cross-Site Scripting (XSS): pokud stránka bere tvůj text jako HTML místo prostého textu, můžeš přidat vlastní značky a možná i vlastní JavaScript.',
    TYPE_H1: 'Nejdřív to vyzkoušejme s neškodným HTML. Změň text ve vyhledávacím poli na <h1>owasp',
    ENTER_H1: 'Znovu stiskni Enter.',
    HTML_WORKS: 'Vidíš, jak se to slovo zvětšilo? Stránka nevypsala tvůj <h1> jako text: udělala z něj skutečný nadpis.',
    INSPECT:
      'Aby ses přesvědčil sám, klikni pravým tlačítkem na to velké slovo a zvol Prozkoumat (Inspect). Vývojářské nástroje ukážou uvnitř nadpisu element h1 sestavený z toho, co jsi napsal.',
    TYPE_SCRIPT: 'Teď zkus JavaScript. Nahraď text ve vyhledávacím poli tímto: <script>alert(xss)</script>',
    ENTER_SCRIPT: 'Ještě jednou stiskni Enter.',
    SCRIPT_SILENT:
      'Nic nevyskočilo. Prozkoumej nadpis znovu: element script tam je, ale prohlížeče nikdy nespustí značku script, kterou stránka vloží jako HTML dodatečně. Potřebujeme jiný payload.',
    TYPE_IFRAME:
      'XSS payloadů je mnoho. Tenhle schovává JavaScript do adresy rámce. Napiš ho do vyhledávacího pole: <iframe src="javascript:alert(`xss`)">',
    ENTER_IFRAME: 'Stiskni Enter. Pokud se objeví okno s upozorněním, zavři ho kliknutím na OK.',
    DONE: 'Výborně, to byl útok XSS! Říká se mu DOM XSS, protože tvůj text vložil do stránky jako HTML vlastní kód stránky ve tvém prohlížeči.',
  },
  xssBonusChallenge: {
    INTRO:
      'Tahle výzva využívá stejnou díru, kterou jsi našel v lekci DOM XSS (pokud jsi ji ještě nedělal, udělej ji nejdřív): vyhledávací pole nahoře. Jiný je jen payload, a je mnohem zábavnější.',
    PASTE:
      'Otevři vyhledávací pole a vlož do něj tento payload přesně tak, jak je: <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>',
    ENTER: 'Zesil reproduktory. Pak stiskni Enter.',
    DONE: 'Vyřešeno! Místo upozornění teď stránka přehrává hudbu z jiného webu. Užij si písničku!',
  },
  privacyPolicyChallenge: {
    LOG_IN:
      'Nejdřív se přihlas libovolným účtem. Klikni vpravo nahoře na Účet a zvol Přihlášení. Ještě nemáš účet? Na přihlašovací stránce klikni na "Jste tu poprvé? Vytvořte si účet" a zaregistruj se.',
    OPEN_ACCOUNT: 'Jsi přihlášen. Teď klikni vpravo nahoře na Účet a otevři menu účtu.',
    OPEN_POLICY:
      'Najeď myší na (nebo klikni na) Soukromí a zabezpečení v menu. Vedle se otevře druhé menu: tam klikni na Zásady ochrany osobních údajů.',
    DONE: 'Snadné, že? Tahle výzva je malý vtip: drobné písmo skoro nikdo nečte. Ty jsi to právě udělal.',
  },
  reflectedXssChallenge: {
    LOG_IN:
      'Pro tuhle lekci musíš být přihlášen. Klikni vpravo nahoře na Účet a zvol Přihlášení, s libovolným účtem (nebo si tam zaregistruj nový).',
    ORDER_HISTORY: 'Teď otevři své objednávky: klikni na Účet, pak na Objednávky a platby a pak na Historie objednávek.',
    TRACK:
      'Každá objednávka má tlačítko s náklaďákem: Sledovat objednávku. Klikni na něj u kterékoli své objednávky. Ještě nemáš žádnou? Kup si v obchodě cokoli; potvrzovací stránka také odkazuje na sledování.',
    LOOK: 'Tohle je stránka sledování. Podívej se na adresní řádek: číslo objednávky v něm cestuje jako id=… A stránka to číslo ukazuje ve svém nadpisu.',
    REFLECTED:
      'Hodnota, která jde z adresy na server a vrací se rovnou zpátky do stránky, se nazývá "reflektovaná". Pokud ji stránka bere jako HTML, může odkaz nést útok: to je reflected XSS.',
    PAYLOAD:
      'Zkus to: v adresním řádku nahraď vše za id= tímto: <iframe src="javascript:alert(`xss`)"> a stiskni Enter. Pokud se objeví okno s upozorněním, zavři ho kliknutím na OK.',
    DONE: 'Vyřešeno! Kdokoli otevře odkaz jako ten tvůj, spustí tvůj skript ve svém vlastním prohlížeči. Proto je reflected XSS tak nebezpečné.',
  },
  exposedCredentialsChallenge: {
    LOG_OUT:
      'Tahle výzva začíná v odhlášeném stavu. Pokud jsi přihlášen, otevři tady nahoře menu účtu a zvol Odhlásit se. Už jsi odhlášen? Pak pokračuji sám.',
    HARDCODED:
      'Vývojář nechal v klientském kódu tohoto obchodu přihlašovací údaje testovacího účtu. Všechno, co tvůj prohlížeč stáhne, si může kdokoli přečíst, tak si to přečtěme.',
    GO_TO_LOGIN:
      'Přihlašovací údaje patří k přihlášení, takže přihlašovací obrazovka je dobrý podezřelý. Otevři ji: menu účtu tady nahoře, pak Přihlášení.',
    DEV_TOOLS:
      'Otevři vývojářské nástroje (F12) a přejdi na Sources (ve Firefoxu Debugger). Najdeš tam všechny skripty, které tato stránka načetla z obchodu.',
    SEARCH:
      'Prohledej všechny ty skripty najednou (Ctrl+Shift+F, na Macu Cmd+Option+F) a hledej slova, která často stojí vedle přihlašovacích údajů, například password, pw, user nebo test.',
    EMAIL:
      'Našel jsi uživatelské jméno a heslo vedle sebe? Účet se přihlašuje e-mailem: to uživatelské jméno na vlastní e-mailové doméně obchodu, kterou tady používá každý účet.',
    TYPE_EMAIL: 'Napiš e-mailovou adresu testovacího účtu do pole pro e-mail.',
    TYPE_PASSWORD: 'Teď napiš jeho heslo do pole pro heslo.',
    LOG_IN: 'Klikni na tlačítko Přihlásit se.',
    DONE: 'Jsi přihlášen údaji, které nikdy neměly opustit vývojářův stůl. Tajemství v klientském kódu nikdy nejsou tajná!',
  },
  loginAdminChallenge: {
    LOG_OUT:
      'Tahle výzva začíná v odhlášeném stavu. Pokud jsi přihlášen, otevři tady nahoře menu účtu a zvol Odhlásit se. Už jsi odhlášen? Pak pokračuji sám.',
    GO_TO_LOGIN: 'Tvůj cíl: dostat se do účtu administrátora, aniž bys znal jeho heslo. Otevři tady nahoře menu účtu a zvol Přihlášení.',
    SQLI: 'Zkusíme SQL injection. Obchod vkládá to, co napíšeš, do databázového dotazu, takže správné znaky mohou změnit, co ten dotaz znamená.',
    QUOTES:
      "Dobrým prvním testem je jednoduchý apostrof ('). V neopatrně sestaveném dotazu rozbije syntaxi a chyba, která následuje, ti prozradí, že si to pole zaslouží bližší pohled.",
    TYPE_QUOTE: "Napiš do pole pro e-mail jen jeden apostrof '.",
    ANY_PASSWORD: 'Teď napiš do pole pro heslo cokoli. Na tom, co tam napíšeš, nezáleží.',
    LOG_IN: 'Klikni na tlačítko Přihlásit se.',
    ERROR:
      'Vidíš červenou chybu nad formulářem? Začíná SQLITE_ERROR: tvůj apostrof rozbil databázový dotaz. To, co napíšeš, tedy jde do dotazu bez kontroly.',
    NETWORK:
      'Chceš celou odpověď? Otevři vývojářské nástroje (F12), přejdi na kartu Network a znovu klikni na Přihlásit se. Odpověď na /rest/user/login nese chybu celou.',
    TYPE_OR_TRUE: "Udělejme z dotazu raději něco užitečného. Změň pole pro e-mail na ' OR true (apostrof, mezera, pak OR true).",
    LOG_IN_AGAIN: 'Znovu klikni na Přihlásit se.',
    STILL_BROKEN:
      'Pořád chyba? Přečti si ji pozorně: databáze teď klopýtá o to, co následuje za tvým textem, o část, která kontroluje heslo.',
    COMMENT: 'Tak ať databáze tu část ignoruje. V SQLite začínají komentář dvě pomlčky (--): všechno za nimi se přeskočí.',
    TYPE_COMMENT: "Napiš do pole pro e-mail ' OR true--",
    LOG_IN_FINAL: 'Klikni na Přihlásit se ještě jednou a sleduj, co se stane.',
    DONE: 'Jsi uvnitř! Otevři vpravo nahoře menu účtu a podívej se, čí je to účet: administrátorův. OR true odpovídalo každému uživateli, pomlčky odřízly kontrolu hesla a obchod vzal prvního uživatele, kterého našel.',
  },
  adminSectionChallenge: {
    ADMIN_LOGIN:
      'Tady musíš být přihlášen jako administrátor. Už víš jak? Přihlas se teď jako admin. Pokud ne, udělej nejdřív tutoriál Login Admin a vrať se.',
    MISSION:
      'Teď jsi admin, a přesto žádné menu nevede na stránku, odkud se obchod řídí: uživatelé, zpětná vazba a podobně. Tvoje mise: najdi adresu té stránky.',
    TECH: 'Když víš, z čeho je web postavený, víš, kde hledat. Web na WordPressu má například administraci na /wp-admin. Mnoho jiných obchodů prostě použije obyčejné anglické slovo.',
    TRY_ADMIN: 'Začni tím nejzřejmějším odhadem: napiš /admin do adresního řádku a stiskni Enter.',
    TRY_ADMINISTRATION: 'Tady žádná stránka admina není. Vývojáři často píšou slovo celé. Zkus v adresním řádku /administration.',
    DONE: 'Dostal ses do sekce administrace! Obsahuje všechny registrované uživatele a každou zpětnou vazbu od zákazníků.',
    SCRIPTS:
      'Hádání je jedna cesta, čtení je druhá: skripty, které tento obchod posílá do tvého prohlížeče, znají každou cestu. Ve vývojářských nástrojích vyhledej v načtených skriptech "admin" a adresa se objeví.',
    CURIOUS:
      'Jsi zvědavý? Později se přihlas jako běžný zákazník a otevři znovu /administration. Sleduj, kdo rozhoduje, jestli ji smíš vidět: prohlížeč, nebo server?',
  },
  weakPasswordChallenge: {
    MISSION:
      'V této výzvě se přihlásíš do účtu administrátora jeho vlastním, původním heslem. Tentokrát žádné triky s přihlašovacím formulářem: jen dobrý odhad.',
    LOG_OUT: 'Tahle výzva začíná v odhlášeném stavu. Pokud jsi přihlášen, otevři tady menu účtu a zvol Odhlásit se.',
    FIND_EMAIL:
      'Nejdřív potřebuješ e-mailovou adresu admina. Zpětná vazba zákazníků a recenze produktů ukazují adresy svých autorů: dobré místo k hledání. Až ji budeš mít, otevři z menu účtu stránku Přihlášení.',
    EMAIL: 'Napiš e-mailovou adresu admina do pole E-mail.',
    TRY_ANY:
      'Teď heslo. Naštěstí si admin vybral opravdu, ale opravdu špatné. Napiš jakékoli heslo, které tě napadne, a stiskni Přihlásit se.',
    WRONG: 'Kdepak, to nebylo ono. Hádej dál: řeknu ti, jakmile bude pole Heslo na správné stopě.',
    TRACK:
      'Jsi na správné stopě! Samo o sobě by to ale bylo nejhorší heslo na světě, i na tohohle admina. Přidal pár znaků, které nejsou písmena. Zkoušej dál.',
    WARMER: 'Přihořívá! Možná přidat ještě pár číslic?',
    HOT: 'Hoří, hodně hoří! Ještě jedna číslice...',
    LOG_IN: 'To je ono. Teď stiskni Přihlásit se.',
    DONE: 'Jsi přihlášen jako administrátor tohoto obchodu díky heslu, které mohl uhodnout kdokoli. Dlouhé, jedinečné heslo, nebo ještě lépe správce hesel, by tě nepustil dovnitř.',
  },
  basketAccessChallenge: {
    INTRO:
      'Tahle výzva je o horizontální eskalaci oprávnění: o přístupu k datům, která patří jinému uživateli se stejnými právy jako ty. Tady: k nákupnímu košíku jiného zákazníka.',
    LOG_IN: 'K tomu potřebuješ vlastní účet. Přihlas se teď z menu účtu (nebo se nejdřív zaregistruj, pokud žádný nemáš).',
    OPEN_BASKET: 'Otevři svůj košík tímto tlačítkem s vozíkem. Klidně může být prázdný, pokud jsi do něj zatím nic nepřidal.',
    MISSION: 'Tohle je tvůj košík. Tvoje mise: podívej se do košíku někoho jiného a přitom zůstaň přihlášen jako ty.',
    CLUE: 'Stránka musí vědět, který košík je tvůj. Pokud si to tvůj prohlížeč někde poznamenává, možná tu poznámku dokážeš změnit.',
    DEVTOOLS:
      'Otevři vývojářské nástroje (F12), najdi Session Storage pod Application (ve Firefoxu Storage) a vyber tento web. Podobně jako cookies uchovává pro každý web dvojice klíčů a hodnot.',
    CHANGE_BID: 'Přečti si klíče, které jsou tam uložené. Vypadá některý z nich, že patří ke košíku? Změň jeho hodnotu na jiné číslo.',
    REVISIT:
      'Změněno! Teď se proklikni na jakoukoli jinou obrazovku a pak zpět na Váš košík, aby se znovu načetl. Pokud zůstane prázdný, ten košík možná neexistuje: zkus jiné číslo.',
    DONE: 'Díváš se do košíku jiného zákazníka! Obchod věřil id, které poslal tvůj prohlížeč, místo aby zkontroloval, že košík je tvůj.',
  },
  forgedFeedbackChallenge: {
    OPEN_CONTACT: 'Pro začátek otevři tímto tlačítkem boční menu a zvol Zpětná vazba zákazníků.',
    MISSION:
      'Tahle výzva je o prolomené kontrole přístupu (broken access control). Tvoje mise: zveřejni zpětnou vazbu jménem jiného uživatele.',
    AUTHOR:
      'Pokud ji odešleš tak, jak je, odejde tvoje zpětná vazba pod tvým jménem, když jsi přihlášen, nebo anonymně, když nejsi. Pole Autor ukazuje, jak to bude.',
    INSPECT: 'Jak se obchod dozví, kdo je autor? Otevři vývojářské nástroje a prozkoumej elementy tohoto formuláře.',
    HIDDEN:
      'Ten formulář skrývá víc, než je vidět: podívej se na input přímo nad polem Autor. Má atribut hidden, takže ho stránka nikdy neukáže.',
    CHANGE:
      'Našel jsi ho? V panelu Elements smaž u toho inputu atribut hidden a objeví se nad polem Autor. Pak do něj napiš hodnotu, která by mohla patřit jinému uživateli.',
    SUBMIT: 'Našel a změnil jsi skryté id uživatele! Teď napiš komentář, zvol hodnocení, vyřeš CAPTCHA a stiskni Odeslat.',
    DONE: 'Tvoje zpětná vazba odešla jménem jiného uživatele! Obchod věřil id uživatele, které poslal formulář, místo aby zkontroloval, kdo jsi.',
  },
  loginJimChallenge: {
    LOG_OUT:
      'Tahle výzva začíná v odhlášeném stavu. Pokud jsi přihlášen, otevři tady nahoře menu účtu a zvol Odhlásit se. Už jsi odhlášen? Pak pokračuji sám.',
    GO_TO_LOGIN: 'Tvůj cíl: přihlas se účtem uživatele Jim. Otevři tady nahoře menu účtu a zvol Přihlášení.',
    NEED_BOTH: 'K běžnému přihlášení potřebuješ Jimovu e-mailovou adresu a jeho heslo. Teď nejspíš nemáš ani jedno.',
    EMAIL_IS_ENOUGH:
      'Se samotnou jeho e-mailovou adresou tě SQL injection dostane přes kontrolu hesla. Se SQL injection začínáš? Tutoriál Login Admin ukazuje základy.',
    LEAKS:
      'Tak najděme Jimův e-mail. Tento obchod je k soukromí nedbalý: ukazuje e-maily zákazníků na několika místech, například vedle recenzí produktů.',
    GO_TO_PRODUCTS: 'Vrať se na seznam produktů: klikni tady nahoře na logo obchodu.',
    FIND_JIM:
      'Otevři pár produktů a přečti si jejich recenze. Až najdeš jednu od Jima a poznamenáš si jeho e-mail, otevři z menu účtu znovu obrazovku Přihlášení.',
    TYPE_EMAIL: 'Napiš Jimovu e-mailovou adresu do pole pro e-mail.',
    ANY_PASSWORD: 'Napiš jakékoli heslo. Předstírejme, že to jeho neznáme, i kdybys ho náhodou znal.',
    LOG_IN: 'Klikni na tlačítko Přihlásit se.',
    FAILED: 'Nefungovalo to a ani jsme to nečekali: heslo je špatně. A teď SQL injection.',
    ADD_COMMENT:
      "Přidej '-- hned za Jimovu e-mailovou adresu. Apostrof v databázovém dotazu ukončí e-mail a dvě pomlčky udělají z kontroly hesla za ním komentář.",
    LOG_IN_AGAIN: 'Znovu klikni na Přihlásit se.',
    DONE: 'Jsi přihlášen jako Jim, aniž bys kdy znal jeho heslo!',
  },
  loginBenderChallenge: {
    PREREQUISITE:
      'Tahle výzva staví na SQL injection. Pokud s ní začínáš, vyřeš nejdřív Login Admin: jeho tutoriál ukazuje základy. Dvojklikem na mě přesto pokračuješ.',
    LOG_OUT:
      'Tahle výzva začíná v odhlášeném stavu. Pokud jsi přihlášen, otevři tady nahoře menu účtu a zvol Odhlásit se. Už jsi odhlášen? Pak pokračuji sám.',
    GO_TO_LOGIN: 'Tvůj cíl: přihlas se účtem uživatele Bender. Otevři tady nahoře menu účtu a zvol Přihlášení.',
    NEED_BOTH: 'K běžnému přihlášení potřebuješ Benderovu e-mailovou adresu a jeho heslo. Teď nejspíš nemáš ani jedno.',
    EMAIL_IS_ENOUGH: 'Se samotnou jeho e-mailovou adresou tě SQL injection dostane přes kontrolu hesla.',
    LEAKS:
      'Tak najděme Benderův e-mail. Tento obchod je k soukromí nedbalý: ukazuje části e-mailů zákazníků na několika místech, například v jejich zpětné vazbě.',
    GO_TO_ABOUT:
      'Přejdi na stránku O nás, která ukazuje zpětnou vazbu zákazníků: otevři boční menu tlačítkem vlevo od loga obchodu a zvol O nás.',
    FIND_BENDER:
      'Sleduj tady zpětnou vazbu zákazníků. Jeden záznam ukazuje z Benderova e-mailu dost na to, abys zbytek uhodl. Až ho budeš mít, otevři z menu účtu obrazovku Přihlášení.',
    TYPE_EMAIL: 'Napiš Benderovu e-mailovou adresu do pole pro e-mail.',
    ANY_PASSWORD: 'Napiš jakékoli heslo. Předstírejme, že to jeho neznáme, i kdybys ho náhodou znal.',
    LOG_IN: 'Klikni na tlačítko Přihlásit se.',
    FAILED: 'Nefungovalo to a ani jsme to nečekali: heslo je špatně. A teď SQL injection.',
    ADD_COMMENT:
      "Přidej '-- hned za Benderovu e-mailovou adresu. Apostrof v databázovém dotazu ukončí e-mail a dvě pomlčky udělají z kontroly hesla za ním komentář.",
    LOG_IN_AGAIN: 'Znovu klikni na Přihlásit se.',
    DONE: 'Jsi přihlášen jako Bender, aniž bys kdy znal jeho heslo!',
  },
  rscPayloadLeakChallenge: {
    WELCOME:
      'Tuhle mřížku produktů vykresluje na serveru React Server Component. Všechno, co předá prohlížeči, cestuje s ní, i to, co obrazovka nikdy neukáže. Zaměstnanci tu dostávají tajný kupón. Podívejme se, co dostaneš ty.',
    DEVTOOLS:
      'Otevři vývojářské nástroje (F12) a jejich kartu Network. Napiš RSC do filtru na kartě Network, aby se zobrazily jen požadavky serverových komponent: jejich odpovědi mají typ text/x-component, stream komponent Reactu.',
    NAVIGATE:
      'Teď nech obchod načíst mřížku znovu: otevři jinou stránku, například O nás z bočního menu, a pak se vrať kliknutím na logo obchodu. Hledej požadavek na /RSC/R/search.txt.',
    READ: 'Klikni na ten požadavek a otevři jeho kartu Response: tento text je RSC payload, ze kterého React mřížku sestavuje. Vyhledej v něm (Ctrl+F) "coupon". Co se posílá s každým produktem?',
    LOGIN: 'Kupón se uplatňuje na košík, takže musíš být přihlášen. Přihlas se svým účtem, nebo si ho vytvoř, pokud ještě žádný nemáš.',
    CHECKOUT:
      'Pole pro kupón je v kroku platby při objednávce: vlož produkt do košíku, otevři košík a pokračuj v objednávce až na stránku platby. Nebo napiš /payment/shop do adresního řádku.',
    REDEEM: 'Otevři "Přidat kupón", vlož nalezený kód do pole a klikni na Uplatnit. Počkám tady.',
    DONE: 'Uplatněno! Cokoli serverová komponenta předá klientské komponentě, je veřejné, ať se to zobrazí, nebo ne. Tajemství musí zůstat na serveru, nebo být označena taint API Reactu.',
  },
  graphqlIntrospectionChallenge: {
    WELCOME:
      'Serverové komponenty obchodu získávají produkty, recenze a nastavení z grafu obsahu: endpointu GraphQL na /graphql. Server GraphQL umí popsat vlastní schéma, pokud to někdo nevypnul.',
    CONSOLE:
      'Otevři vývojářské nástroje (F12) a jejich kartu Console. fetch() napsaný tam odešle tato stránka, stejně jako vlastní požadavky obchodu. (Funguje i curl v terminálu.)',
    INTROSPECT:
      'Zeptej se grafu na něj samotný: zkopíruj tento řádek do konzole a stiskni Enter. Dotaz se ptá na každé pole, na které graf odpovídá na nejvyšší úrovni, a na popis každého z nich.',
    SPOT: 'Rozbal odpověď v konzoli: uvádí všechny otázky, které graf přijímá, každou s popisem. Zdokumentované jsou všechny kromě jediného pole. Které to je?',
    SUBFIELDS:
      'To pole odpovídá objekty a GraphQL chce, abys vyjmenoval jejich pole. Nejdřív se zeptej jen na samotné pole: chybová zpráva uvede jeho typ. Pak dotaz jako tento, s názvem toho typu, vypíše, co můžeš vybrat:',
    ASK: 'Teď se zeptej na nezdokumentované pole s několika jeho podpoli: stejný fetch, s vlastním dotazem za ?query=. Počkám tady.',
    DONE: 'A je to tady: data, která žádná obrazovka obchodu neukazuje. V produkci introspekci vypni a nikdy nespoléhej na to, že pole zůstane tajné jen proto, že není zdokumentované.',
  },
  serverSourceMapChallenge: {
    WELCOME:
      'Nástroje pro sestavení zabalí program do několika balíčků (bundlů) nečitelného kódu. Kvůli čitelným chybovým hláškám zapíšou vedle každého bundlu také source mapu: soubor .map, který obsahuje původní zdrojový kód.',
    MAP_NAME:
      'Bundle uvádí název své mapy na posledním řádku, v komentáři jako //# sourceMappingURL=app-1a2b3c.js.map: vlastní název souboru bundlu s připojeným .map. To pravidlo si zapamatuj.',
    ERROR_PAGE:
      'Teď najdi název jednoho ze serverových bundlů. Chybové stránky obchodu jsou upovídané: otevři /api/Users na nové kartě. Bez přihlášení odpoví chybovou stránkou se stack trace.',
    TRACE:
      'Každý řádek toho stack trace uvádí soubor serveru pod dist/server/assets/, například server-entry-….js: jeden z jeho bundlů. Poznamenej si jeden celý název, včetně hashe v něm.',
    FETCH_MAP:
      'Obchod zveřejňuje mapy serveru stejně, jako servíruje skripty prohlížeče: pod /assets/, ve vlastní složce server. Otevři /assets/server/ následované názvem toho bundlu a .map. Počkám tady.',
    DONE: 'Máš to! Jeho sourcesContent je vlastní kód serveru: cesty, dotazy, kontroly. Source mapy serverového kódu patří do nástroje pro sledování chyb, nikdy na veřejnou adresu.',
  },
  codingChallenges: {
    OPEN_SCORE_BOARD:
      'Programovací výzvy se hrají na Tabulce výsledků. Otevři ji teď: boční menu na ni odkazuje, jakmile ji najdeš, nebo napiš /score-board do adresního řádku.',
    WHAT: 'Mnoho hackerských výzev má k sobě programovací výzvu: přečteš skutečný zdrojový kód za chybou, najdeš vinné řádky a zvolíš opravu. Tahle karta počítá tvůj pokrok v nich.',
    OPEN_BADGE:
      'Programovací výzva se otevře, jakmile je vyřešena její hackerská výzva, a Tabulka výsledků už vyřešená je. Klikni na odznak <> na kartě Score Board a otevři její programovací výzvu.',
    SNIPPET:
      'Tohle je kód, který dává Tabulku výsledků do bočního menu, načtený z běžícího obchodu. Fáze jedna, Najít: které řádky umožňují návštěvníkovi dostat se na "skrytou" Tabulku výsledků?',
    FIND_IT:
      'Klikni na číslo každého řádku, který podezříváš; zežloutne. Pak stiskni Odeslat. Špatně? Zkus to znovu: po každém omylu řekne rámeček s nápovědou pod kódem o něco víc.',
    FIX_IT:
      'Fáze dvě, Opravit: otevři seznam nad kódem a prohlédni si každou opravu; diff ukazuje, co mění. Pamatuj, že Tabulka výsledků se má dát najít, sleduje celý tvůj pokrok. Vyber nejlepší opravu a stiskni Odeslat.',
    DONE: 'Obě fáze hotové: odznak ukazuje 2/2 a tahle karta je počítá. Zavři dialog. Každá vyřešená výzva s odznakem <> na tebe čeká stejně.',
  },
};
