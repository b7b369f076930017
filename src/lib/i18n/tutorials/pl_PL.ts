import type { TutorialTranslation } from './types';

/** Polski: the hacking instructor's tutorials */
export const tutorials: TutorialTranslation = {
  scoreBoardChallenge: {
    WELCOME:
      'Cześć! Jestem twoim instruktorem hakowania. Siedzę obok tej części strony, której potrzebujesz, i idę dalej, gdy tylko zrobisz to, o co proszę. Spieszysz się? Kliknij mnie dwukrotnie, aby pominąć krok.',
    MISSION:
      'Twoja pierwsza misja: znajdź Tablicę wyników (Score Board). Pokazuje ona wszystkie wyzwania tego sklepu i twoje postępy, ale żadne menu do niej nie prowadzi.',
    CLUE: 'Sklep internetowy wysyła przeglądarce kod wszystkich swoich ekranów, także ukrytych stron. Otwórz narzędzia deweloperskie, wyszukaj w załadowanych skryptach "score" i zobacz, jaki adres się pojawi.',
    GUESS:
      'Albo po prostu zgadnij: jak programista nazwałby tę stronę? Wpisz adres w pasku adresu, na przykład /score-board, i naciśnij Enter. Poczekam tutaj.',
    DONE: 'Znalazłeś ją i tym samym rozwiązałeś swoje pierwsze wyzwanie: jego karta tutaj to potwierdza. Wybierz następne, kiedy będziesz gotowy; przycisk z biretem na karcie uruchamia samouczek danego wyzwania.',
  },
  localXssChallenge: {
    INTRO:
      'Ta lekcja dotyczy pola wyszukiwania na górze strony. Czegokolwiek szukasz, sklep pokazuje ci to ponownie nad wynikami. Zobaczmy, jak to robi.',
    TYPE_OWASP: 'Kliknij lupę, aby otworzyć pole wyszukiwania, i wpisz w nim owasp. Nie naciskaj jeszcze Enter.',
    ENTER_OWASP: 'Teraz naciśnij Enter, aby wyszukać.',
    ECHOED: 'Oto twoje produkty OWASP. Spójrz na nagłówek nad nimi: powtarza słowo, którego szukałeś.',
    XSS_IDEA:
      'Tekst, który wpisujesz i który wraca na stronę, to miejsce, gdzie zaczyna się Cross-Site Scripting (XSS): jeśli strona traktuje twój tekst jako HTML, a nie zwykły tekst, możesz dodać własne znaczniki, a może i własny JavaScript.',
    TYPE_H1: 'Przetestujmy to najpierw nieszkodliwym HTML-em. Zmień tekst w polu wyszukiwania na <h1>owasp',
    ENTER_H1: 'Naciśnij ponownie Enter.',
    HTML_WORKS: 'Widzisz, jak słowo urosło? Strona nie wypisała twojego <h1> jako tekstu: zamieniła go w prawdziwy nagłówek.',
    INSPECT:
      'Aby zobaczyć to na własne oczy, kliknij prawym przyciskiem myszy duże słowo i wybierz Zbadaj (Inspect). Narzędzia deweloperskie pokażą element h1 wewnątrz nagłówka, zbudowany z tego, co wpisałeś.',
    TYPE_SCRIPT: 'Teraz spróbuj JavaScriptu. Zastąp tekst w polu wyszukiwania tym: <script>alert(xss)</script>',
    ENTER_SCRIPT: 'Naciśnij Enter jeszcze raz.',
    SCRIPT_SILENT:
      'Nic nie wyskoczyło. Zbadaj nagłówek ponownie: element script tam jest, ale przeglądarki nigdy nie uruchamiają tagu script, który strona wstawia później jako HTML. Potrzebujemy innego payloadu.',
    TYPE_IFRAME:
      'Payloadów XSS jest wiele. Ten ukrywa JavaScript w adresie ramki. Wpisz go w pole wyszukiwania: <iframe src="javascript:alert(`xss`)">',
    ENTER_IFRAME: 'Naciśnij Enter. Jeśli pojawi się okienko z komunikatem, kliknij OK, aby je zamknąć.',
    DONE: 'Brawo, to był atak XSS! Nazywa się DOM XSS, ponieważ to własny kod strony w twojej przeglądarce wstawił twój tekst na stronę jako HTML.',
  },
  xssBonusChallenge: {
    INTRO:
      'To wyzwanie wykorzystuje tę samą lukę, którą znalazłeś w lekcji DOM XSS (zrób ją najpierw, jeśli jeszcze jej nie masz): pole wyszukiwania na górze. Inny jest tylko payload, i to o wiele zabawniejszy.',
    PASTE:
      'Otwórz pole wyszukiwania i wklej do niego ten payload dokładnie w tej postaci: <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>',
    ENTER: 'Podgłośnij głośniki. Potem naciśnij Enter.',
    DONE: 'Rozwiązane! Zamiast komunikatu strona odtwarza teraz muzykę z innej witryny. Miłego słuchania!',
  },
  privacyPolicyChallenge: {
    LOG_IN:
      'Najpierw zaloguj się na dowolne konto. Kliknij Konto w prawym górnym rogu i wybierz Logowanie. Nie masz jeszcze konta? Na stronie logowania kliknij "Jesteś tu nowy? Załóż konto", aby je zarejestrować.',
    OPEN_ACCOUNT: 'Jesteś zalogowany. Teraz kliknij Konto w prawym górnym rogu, aby otworzyć menu konta.',
    OPEN_POLICY:
      'Wskaż (lub kliknij) Prywatność i bezpieczeństwo w menu. Obok otworzy się drugie menu: kliknij w nim Polityka prywatności.',
    DONE: 'To było łatwe, prawda? To wyzwanie to mały żart: prawie nikt nie czyta drobnego druku. A ty właśnie to zrobiłeś.',
  },
  reflectedXssChallenge: {
    LOG_IN:
      'Do tej lekcji musisz być zalogowany. Kliknij Konto w prawym górnym rogu i wybierz Logowanie, z dowolnym kontem (albo zarejestruj tam nowe).',
    ORDER_HISTORY: 'Teraz otwórz swoje zamówienia: kliknij Konto, potem Zamówienia i płatności, a potem Historia zamówień.',
    TRACK:
      'Każde zamówienie ma przycisk z ciężarówką: Śledź zamówienie. Kliknij go przy dowolnym swoim zamówieniu. Nie masz jeszcze zamówień? Kup cokolwiek w sklepie; strona potwierdzenia też prowadzi do śledzenia.',
    LOOK: 'To jest strona śledzenia. Spójrz na pasek adresu: numer zamówienia podróżuje w nim jako id=… A strona pokazuje ten numer w swoim nagłówku.',
    REFLECTED:
      'Wartość, która idzie z adresu do serwera i wraca prosto na stronę, jest "odbita". Jeśli strona traktuje ją jako HTML, link może przenosić atak: to jest odbity XSS (reflected XSS).',
    PAYLOAD:
      'Spróbuj: w pasku adresu zastąp wszystko po id= tym: <iframe src="javascript:alert(`xss`)"> i naciśnij Enter. Jeśli pojawi się okienko z komunikatem, kliknij OK, aby je zamknąć.',
    DONE: 'Rozwiązane! Każdy, kto otworzy link taki jak twój, uruchomi twój skrypt we własnej przeglądarce. Dlatego odbity XSS jest tak niebezpieczny.',
  },
  exposedCredentialsChallenge: {
    LOG_OUT:
      'To wyzwanie zaczyna się po wylogowaniu. Jeśli jesteś zalogowany, otwórz menu konta tutaj na górze i wybierz Wyloguj się. Już jesteś wylogowany? Wtedy sam przejdę dalej.',
    HARDCODED:
      'Programista zostawił dane logowania konta testowego w kodzie klienta tego sklepu. Wszystko, co pobiera twoja przeglądarka, może przeczytać każdy, więc przeczytajmy to.',
    GO_TO_LOGIN:
      'Dane logowania należą do logowania, więc ekran logowania to dobry podejrzany. Otwórz go: menu konta tutaj na górze, potem Logowanie.',
    DEV_TOOLS:
      'Otwórz narzędzia deweloperskie (F12) i przejdź do Sources (w Firefoksie Debugger). Znajdziesz tam wszystkie skrypty, które ta strona załadowała ze sklepu.',
    SEARCH:
      'Przeszukaj wszystkie te skrypty naraz (Ctrl+Shift+F, albo Cmd+Option+F na Macu) pod kątem słów, które często stoją obok danych logowania, takich jak password, pw, user czy test.',
    EMAIL:
      'Znalazłeś nazwę użytkownika i hasło obok siebie? Konto loguje się adresem e-mail: ta nazwa użytkownika w domenie e-mail samego sklepu, tej, której używa tu każde konto.',
    TYPE_EMAIL: 'Wpisz adres e-mail konta testowego w pole e-mail.',
    TYPE_PASSWORD: 'Teraz wpisz jego hasło w pole hasła.',
    LOG_IN: 'Kliknij przycisk Zaloguj się.',
    DONE: 'Jesteś zalogowany danymi, które nigdy nie powinny były opuścić biurka programisty. Sekrety w kodzie klienta nigdy nie są sekretne!',
  },
  loginAdminChallenge: {
    LOG_OUT:
      'To wyzwanie zaczyna się po wylogowaniu. Jeśli jesteś zalogowany, otwórz menu konta tutaj na górze i wybierz Wyloguj się. Już jesteś wylogowany? Wtedy sam przejdę dalej.',
    GO_TO_LOGIN:
      'Twój cel: dostać się na konto administratora bez znajomości jego hasła. Otwórz menu konta tutaj na górze i wybierz Logowanie.',
    SQLI: 'Spróbujemy SQL injection. Sklep wkleja to, co wpisujesz, do zapytania do bazy danych, więc odpowiednie znaki mogą zmienić znaczenie tego zapytania.',
    QUOTES:
      "Dobrym pierwszym testem jest pojedynczy apostrof ('). W niedbale zbudowanym zapytaniu psuje on składnię, a błąd, który się pojawi, mówi ci, że temu polu warto przyjrzeć się bliżej.",
    TYPE_QUOTE: "Wpisz w pole e-mail tylko pojedynczy apostrof '.",
    ANY_PASSWORD: 'Teraz wpisz cokolwiek w pole hasła. Nie ma znaczenia, co tam wpiszesz.',
    LOG_IN: 'Kliknij przycisk Zaloguj się.',
    ERROR:
      'Widzisz czerwony błąd nad formularzem? Zaczyna się od SQLITE_ERROR: twój apostrof zepsuł zapytanie do bazy danych. A więc to, co wpisujesz, trafia do tego zapytania bez sprawdzenia.',
    NETWORK:
      'Chcesz zobaczyć całą odpowiedź? Otwórz narzędzia deweloperskie (F12), przejdź do karty Network i ponownie kliknij Zaloguj się. Odpowiedź na /rest/user/login zawiera cały błąd.',
    TYPE_OR_TRUE: "Zróbmy z tego zapytania coś pożytecznego. Zmień zawartość pola e-mail na ' OR true (apostrof, spacja, potem OR true).",
    LOG_IN_AGAIN: 'Ponownie kliknij Zaloguj się.',
    STILL_BROKEN:
      'Nadal błąd? Przeczytaj go uważnie: baza danych potyka się teraz o to, co następuje po twoim tekście, czyli o część sprawdzającą hasło.',
    COMMENT:
      'Każ więc bazie danych zignorować tę część. W SQLite dwa myślniki (--) rozpoczynają komentarz: wszystko po nich jest pomijane.',
    TYPE_COMMENT: "Wpisz w pole e-mail ' OR true--",
    LOG_IN_FINAL: 'Kliknij Zaloguj się jeszcze raz i zobacz, co się stanie.',
    DONE: 'Jesteś w środku! Otwórz menu konta w prawym górnym rogu, aby zobaczyć, czyje to konto: administratora. OR true pasowało do każdego użytkownika, myślniki odcięły sprawdzanie hasła, a sklep wziął pierwszego znalezionego użytkownika.',
  },
  adminSectionChallenge: {
    ADMIN_LOGIN:
      'To wyzwanie wymaga zalogowania jako administrator. Już wiesz jak? Zaloguj się teraz jako admin. Jeśli nie, przejdź najpierw samouczek Login Admin i wróć tutaj.',
    MISSION:
      'Jesteś teraz adminem, ale żadne menu nie prowadzi do strony, na której zarządza się sklepem: użytkownicy, opinie i tak dalej. Twoja misja: znajdź adres tej strony.',
    TECH: 'Wiedza o tym, na czym zbudowana jest witryna, podpowiada, gdzie szukać. Witryna na WordPressie ma na przykład panel administracyjny pod /wp-admin. Wiele innych sklepów używa po prostu zwykłego angielskiego słowa.',
    TRY_ADMIN: 'Zacznij od najbardziej oczywistego strzału: wpisz /admin w pasku adresu i naciśnij Enter.',
    TRY_ADMINISTRATION:
      'Tam nie ma strony administracyjnej. Programiści często piszą to słowo w pełnym brzmieniu. Spróbuj /administration w pasku adresu.',
    DONE: 'Dostałeś się do sekcji administracji! Wymienia ona każdego zarejestrowanego użytkownika i każdą opinię klienta.',
    SCRIPTS:
      'Zgadywanie to jeden sposób, czytanie to drugi: skrypty, które ten sklep wysyła do twojej przeglądarki, znają każdą trasę. W narzędziach deweloperskich wyszukaj w załadowanych skryptach "admin", a adres się pojawi.',
    CURIOUS:
      'Ciekawi cię? Później zaloguj się jako zwykły klient i ponownie otwórz /administration. Zobacz, kto decyduje, czy możesz ją zobaczyć: przeglądarka czy serwer?',
  },
  weakPasswordChallenge: {
    MISSION:
      'W tym wyzwaniu logujesz się na konto administratora jego własnym, oryginalnym hasłem. Tym razem bez sztuczek z formularzem logowania: tylko dobre zgadywanie.',
    LOG_OUT: 'To wyzwanie zaczyna się po wylogowaniu. Jeśli jesteś zalogowany, otwórz tutaj menu konta i wybierz Wyloguj się.',
    FIND_EMAIL:
      'Najpierw potrzebujesz adresu e-mail admina. Opinie klientów i recenzje produktów pokazują adresy ich autorów: dobre miejsce do szukania. Gdy go masz, otwórz stronę Logowanie z menu konta.',
    EMAIL: 'Wpisz adres e-mail admina w pole E-mail.',
    TRY_ANY:
      'Teraz hasło. Na szczęście admin wybrał naprawdę, naprawdę kiepskie. Wpisz dowolne hasło, które przyjdzie ci do głowy, i naciśnij Zaloguj się.',
    WRONG: 'Nie, to nie to. Zgaduj dalej: powiem ci, gdy tylko pole Hasło będzie na dobrym tropie.',
    TRACK:
      'Jesteś na dobrym tropie! Ale samo to byłoby najgorszym hasłem na świecie, nawet dla tego admina. Dodał kilka znaków, które nie są literami. Próbuj dalej.',
    WARMER: 'Cieplej! Może dodaj jeszcze kilka cyfr?',
    HOT: 'Gorąco, bardzo gorąco! Jeszcze tylko jedna cyfra...',
    LOG_IN: 'To jest to. Teraz naciśnij Zaloguj się.',
    DONE: 'Jesteś zalogowany jako administrator tego sklepu dzięki hasłu, które każdy mógłby zgadnąć. Długie, unikalne hasło, a jeszcze lepiej menedżer haseł, zatrzymałoby cię za drzwiami.',
  },
  basketAccessChallenge: {
    INTRO:
      'To wyzwanie dotyczy poziomej eskalacji uprawnień: dostępu do danych, które należą do innego użytkownika o takich samych uprawnieniach jak ty. Tutaj: do koszyka innego klienta.',
    LOG_IN: 'Potrzebujesz do tego własnego konta. Zaloguj się teraz z menu konta (albo najpierw się zarejestruj, jeśli go nie masz).',
    OPEN_BASKET: 'Otwórz swój koszyk tym przyciskiem z wózkiem. Może być pusty, jeśli jeszcze nic nie dodałeś.',
    MISSION: 'To jest twój koszyk. Twoja misja: zajrzyj do koszyka kogoś innego, pozostając zalogowanym jako ty.',
    CLUE: 'Strona musi wiedzieć, który koszyk jest twój. Jeśli twoja przeglądarka przechowuje o tym notatkę, może uda ci się ją zmienić.',
    DEVTOOLS:
      'Otwórz narzędzia deweloperskie (F12) i znajdź Session Storage w Application (w Firefoksie Storage), a potem wybierz tę witrynę. Podobnie jak ciasteczka, przechowuje ona pary kluczy i wartości dla każdej witryny.',
    CHANGE_BID: 'Przeczytaj zapisane tam klucze. Czy któryś wygląda, jakby należał do koszyka? Zmień jego wartość na inną liczbę.',
    REVISIT:
      'Zmienione! Teraz przejdź na dowolny inny ekran, a potem z powrotem do Twój koszyk, żeby się ponownie załadował. Jeśli pozostaje pusty, taki koszyk może nie istnieć: spróbuj innej liczby.',
    DONE: 'Oglądasz koszyk innego klienta! Sklep zaufał id wysłanemu przez twoją przeglądarkę, zamiast sprawdzić, czy koszyk należy do ciebie.',
  },
  forgedFeedbackChallenge: {
    OPEN_CONTACT: 'Na początek otwórz menu boczne tym przyciskiem i wybierz Opinie klientów.',
    MISSION: 'To wyzwanie dotyczy błędnej kontroli dostępu. Twoja misja: opublikuj opinię w imieniu innego użytkownika.',
    AUTHOR:
      'Wysłana tak, jak jest, twoja opinia pójdzie pod twoim własnym nazwiskiem, gdy jesteś zalogowany, albo anonimowo, gdy nie jesteś. Pole Autor pokazuje, które z nich.',
    INSPECT: 'Skąd sklep wie, kto jest autorem? Otwórz narzędzia deweloperskie i zbadaj elementy tego formularza opinii.',
    HIDDEN:
      'W tym formularzu jest więcej, niż widać na pierwszy rzut oka: spójrz na pole input tuż nad polem Autor. Ma ono atrybut hidden, więc strona nigdy go nie pokazuje.',
    CHANGE:
      'Znalazłeś? W panelu Elements usuń atrybut hidden tego pola input, a pojawi się ono nad polem Autor. Potem wpisz wartość, która mogłaby należeć do innego użytkownika.',
    SUBMIT: 'Znalazłeś i zmieniłeś ukryte id użytkownika! Teraz napisz komentarz, wybierz ocenę, odpowiedz na CAPTCHA i naciśnij Wyślij.',
    DONE: 'Twoja opinia poszła w imieniu innego użytkownika! Sklep zaufał id użytkownika wysłanemu przez formularz, zamiast sprawdzić, kim jesteś.',
  },
  loginJimChallenge: {
    LOG_OUT:
      'To wyzwanie zaczyna się po wylogowaniu. Jeśli jesteś zalogowany, otwórz menu konta tutaj na górze i wybierz Wyloguj się. Już jesteś wylogowany? Wtedy sam przejdę dalej.',
    GO_TO_LOGIN: 'Twój cel: zaloguj się na konto Jima. Otwórz menu konta tutaj na górze i wybierz Logowanie.',
    NEED_BOTH:
      'Aby zalogować się normalnie, potrzebujesz adresu e-mail Jima i jego hasła. W tej chwili pewnie nie masz ani jednego, ani drugiego.',
    EMAIL_IS_ENOUGH:
      'Mając tylko jego adres e-mail, możesz dzięki SQL injection ominąć sprawdzanie hasła. Nie znasz jeszcze SQL injection? Samouczek Login Admin pokazuje podstawy.',
    LEAKS:
      'Znajdźmy więc e-mail Jima. Ten sklep niedbale podchodzi do prywatności: pokazuje e-maile klientów w kilku miejscach, na przykład obok recenzji produktów.',
    GO_TO_PRODUCTS: 'Wróć do listy produktów: kliknij logo sklepu tutaj na górze.',
    FIND_JIM:
      'Otwórz kilka produktów i przeczytaj ich recenzje. Gdy znajdziesz recenzję Jima i zanotujesz jego e-mail, otwórz ponownie ekran logowania z menu konta.',
    TYPE_EMAIL: 'Wpisz adres e-mail Jima w pole e-mail.',
    ANY_PASSWORD: 'Wpisz dowolne hasło. Udawajmy, że nie znamy jego hasła, nawet jeśli przypadkiem je znasz.',
    LOG_IN: 'Kliknij przycisk Zaloguj się.',
    FAILED: 'Nie zadziałało, i wcale się tego nie spodziewaliśmy: hasło jest błędne. Teraz czas na SQL injection.',
    ADD_COMMENT:
      "Dodaj '-- zaraz po adresie e-mail Jima. Apostrof kończy e-mail w zapytaniu do bazy danych, a dwa myślniki zamieniają następujące po nim sprawdzanie hasła w komentarz.",
    LOG_IN_AGAIN: 'Ponownie kliknij Zaloguj się.',
    DONE: 'Jesteś zalogowany jako Jim, nie znając nawet jego hasła!',
  },
  loginBenderChallenge: {
    PREREQUISITE:
      'To wyzwanie opiera się na SQL injection. Jeśli to dla ciebie nowość, rozwiąż najpierw Login Admin: jego samouczek pokazuje podstawy. Kliknij mnie dwukrotnie, aby mimo to kontynuować.',
    LOG_OUT:
      'To wyzwanie zaczyna się po wylogowaniu. Jeśli jesteś zalogowany, otwórz menu konta tutaj na górze i wybierz Wyloguj się. Już jesteś wylogowany? Wtedy sam przejdę dalej.',
    GO_TO_LOGIN: 'Twój cel: zaloguj się na konto Bendera. Otwórz menu konta tutaj na górze i wybierz Logowanie.',
    NEED_BOTH:
      'Aby zalogować się normalnie, potrzebujesz adresu e-mail Bendera i jego hasła. W tej chwili pewnie nie masz ani jednego, ani drugiego.',
    EMAIL_IS_ENOUGH: 'Mając tylko jego adres e-mail, możesz dzięki SQL injection ominąć sprawdzanie hasła.',
    LEAKS:
      'Znajdźmy więc e-mail Bendera. Ten sklep niedbale podchodzi do prywatności: pokazuje fragmenty e-maili klientów w kilku miejscach, na przykład w ich opiniach.',
    GO_TO_ABOUT:
      'Przejdź na stronę O nas, która pokazuje opinie klientów: otwórz menu boczne przyciskiem na lewo od logo sklepu i wybierz O nas.',
    FIND_BENDER:
      'Obserwuj tutaj opinie klientów. Jeden wpis pokazuje na tyle dużo z e-maila Bendera, że resztę da się zgadnąć. Gdy go masz, otwórz ekran logowania z menu konta.',
    TYPE_EMAIL: 'Wpisz adres e-mail Bendera w pole e-mail.',
    ANY_PASSWORD: 'Wpisz dowolne hasło. Udawajmy, że nie znamy jego hasła, nawet jeśli przypadkiem je znasz.',
    LOG_IN: 'Kliknij przycisk Zaloguj się.',
    FAILED: 'Nie zadziałało, i wcale się tego nie spodziewaliśmy: hasło jest błędne. Teraz czas na SQL injection.',
    ADD_COMMENT:
      "Dodaj '-- zaraz po adresie e-mail Bendera. Apostrof kończy e-mail w zapytaniu do bazy danych, a dwa myślniki zamieniają następujące po nim sprawdzanie hasła w komentarz.",
    LOG_IN_AGAIN: 'Ponownie kliknij Zaloguj się.',
    DONE: 'Jesteś zalogowany jako Bender, nie znając nawet jego hasła!',
  },
  rscPayloadLeakChallenge: {
    WELCOME:
      'Ta siatka produktów jest renderowana na serwerze przez React Server Component. Wszystko, co przekazuje przeglądarce, wędruje razem z nią, nawet to, czego ekran nigdy nie pokazuje. Pracownicy dostają tu tajny kupon. Zobaczmy, co dostaniesz ty.',
    DEVTOOLS:
      'Otwórz narzędzia deweloperskie (F12) i ich kartę Network. Wpisz RSC w pole filtra Network, aby widoczne były tylko żądania komponentów serwerowych: ich odpowiedzi mają typ text/x-component, czyli strumień komponentów Reacta.',
    NAVIGATE:
      'Teraz niech sklep ponownie pobierze siatkę: otwórz inną stronę, na przykład O nas z menu bocznego, a potem wróć, klikając logo sklepu. Wypatruj żądania do /RSC/R/search.txt.',
    READ: 'Kliknij to żądanie i otwórz jego kartę Response: ten tekst to payload RSC, z którego React buduje siatkę. Przeszukaj go (Ctrl+F) pod kątem "coupon". Co jest wysyłane razem z każdym produktem?',
    LOGIN:
      'Kupon realizuje się dla koszyka, więc musisz być zalogowany. Zaloguj się na swoje konto albo załóż je, jeśli jeszcze go nie masz.',
    CHECKOUT:
      'Pole kuponu znajduje się na etapie płatności przy kasie: włóż produkt do koszyka, otwórz koszyk i przejdź do kasy aż do strony płatności. Albo wpisz /payment/shop w pasku adresu.',
    REDEEM: 'Otwórz "Dodaj kupon", wklej znaleziony kod w pole i kliknij Zrealizuj. Poczekam tutaj.',
    DONE: 'Zrealizowano! Wszystko, co komponent serwerowy przekazuje komponentowi klienckiemu, jest publiczne, niezależnie od tego, czy jest wyświetlane. Sekrety muszą zostać na serwerze albo być oznaczone za pomocą taint API Reacta.',
  },
  graphqlIntrospectionChallenge: {
    WELCOME:
      'Komponenty serwerowe sklepu pobierają produkty, recenzje i ustawienia z grafu treści: endpointu GraphQL pod adresem /graphql. Serwer GraphQL potrafi opisać własny schemat, chyba że ktoś to wyłączył.',
    CONSOLE:
      'Otwórz narzędzia deweloperskie (F12) i ich kartę Console. Wpisane tam fetch() jest wysyłane przez tę stronę, tak samo jak własne żądania sklepu. (curl w terminalu też zadziała.)',
    INTROSPECT:
      'Zapytaj graf o niego samego: skopiuj tę linię do konsoli i naciśnij Enter. Zapytanie prosi o każde pole, na które graf odpowiada na najwyższym poziomie, wraz z opisem każdego z nich.',
    SPOT: 'Rozwiń odpowiedź w konsoli: wymienia każde pytanie, jakie przyjmuje graf, każde z opisem. Udokumentowane są wszystkie poza jednym polem. Które to?',
    SUBFIELDS:
      'To pole odpowiada obiektami, a GraphQL chce, żebyś wymienił ich pola. Najpierw zapytaj o samo pole: komunikat błędu poda jego typ. Potem zapytanie takie jak to, z nazwą tego typu, wyświetli, co możesz wybrać:',
    ASK: 'Teraz zapytaj o nieudokumentowane pole z kilkoma jego podpolami: to samo fetch, z twoim własnym zapytaniem po ?query=. Poczekam tutaj.',
    DONE: 'Oto one: dane, których nie pokazuje żaden ekran sklepu. Wyłączaj introspekcję na produkcji i nigdy nie licz na to, że pole pozostanie tajne tylko dlatego, że jest nieudokumentowane.',
  },
  serverSourceMapChallenge: {
    WELCOME:
      'Narzędzia do budowania pakują program w kilka paczek (bundle) nieczytelnego kodu. Dla czytelnych komunikatów błędów zapisują też obok każdej paczki mapę źródeł (source map): plik .map, który zawiera oryginalny kod źródłowy.',
    MAP_NAME:
      'Paczka podaje nazwę swojej mapy w ostatniej linii, w komentarzu takim jak //# sourceMappingURL=app-1a2b3c.js.map: własna nazwa pliku paczki z dopisanym .map. Zapamiętaj tę regułę.',
    ERROR_PAGE:
      'Teraz znajdź nazwę jednej z paczek serwera. Strony błędów sklepu są gadatliwe: otwórz /api/Users w nowej karcie. Bez logowania odpowiada stroną błędu i śladem stosu (stack trace).',
    TRACE:
      'Każda linia tego śladu stosu podaje plik serwera w dist/server/assets/, na przykład server-entry-….js: jedną z jego paczek. Zanotuj jedną pełną nazwę, łącznie z hashem, który zawiera.',
    FETCH_MAP:
      'Sklep publikuje mapy serwera tak samo, jak serwuje skrypty przeglądarki: pod /assets/, we własnym folderze server. Otwórz /assets/server/, a po tym nazwę paczki i .map. Poczekam tutaj.',
    DONE: 'Masz to! Jej sourcesContent to własny kod serwera: trasy, zapytania, sprawdzenia. Mapy źródeł kodu serwera należą do narzędzia do śledzenia błędów, nigdy pod publiczny adres.',
  },
  codingChallenges: {
    OPEN_SCORE_BOARD:
      'W wyzwania programistyczne gra się na Tablicy wyników. Otwórz ją teraz: menu boczne zawiera do niej link, gdy już ją znajdziesz, albo wpisz /score-board w pasku adresu.',
    WHAT: 'Wiele wyzwań hakerskich ma swoje wyzwanie programistyczne: czytasz prawdziwy kod źródłowy stojący za luką, znajdujesz winne linie i wybierasz poprawkę. Ta karta liczy twoje postępy w nich.',
    OPEN_BADGE:
      'Wyzwanie programistyczne otwiera się, gdy jego wyzwanie hakerskie jest rozwiązane, a Tablica wyników jest. Kliknij odznakę <> na karcie Tablicy wyników, aby otworzyć jej wyzwanie programistyczne.',
    SNIPPET:
      'To kod, który umieszcza Tablicę wyników w menu bocznym, odczytany z działającego sklepu. Faza pierwsza, Znajdź: które linie pozwalają odwiedzającemu dotrzeć do "ukrytej" Tablicy wyników?',
    FIND_IT:
      'Kliknij numer każdej podejrzanej linii; zmieni kolor na żółty. Potem naciśnij Wyślij. Źle? Spróbuj ponownie: po każdym pudle pole podpowiedzi pod kodem mówi trochę więcej.',
    FIX_IT:
      'Faza druga, Napraw: otwórz listę nad kodem i obejrzyj każdą poprawkę; diff pokazuje, co zmienia. Pamiętaj, że Tablica wyników ma być do znalezienia, śledzi wszystkie twoje postępy. Wybierz najlepszą poprawkę i naciśnij Wyślij.',
    DONE: 'Obie fazy zaliczone: odznaka pokazuje 2/2, a ta karta je liczy. Zamknij okno dialogowe. Każde rozwiązane wyzwanie z odznaką <> czeka na ciebie w ten sam sposób.',
  },
};
