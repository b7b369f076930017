import type { TutorialTranslation } from './types';

/** Schweizer Hochdeutsch (Swiss Standard German): the hacking instructor's tutorials */
export const tutorials: TutorialTranslation = {
  scoreBoardChallenge: {
    WELCOME:
      'Hallo! Ich bin dein Hacking-Lehrer. Ich stehe neben dem Teil der Seite, den du brauchst, und gehe weiter, sobald du getan hast, worum ich dich bitte. Eilig? Ein Doppelklick auf mich überspringt einen Schritt.',
    MISSION:
      'Deine erste Aufgabe: Finde das Score Board (die Punktetabelle). Es listet alle Challenges dieses Shops und deinen Fortschritt auf, aber kein Menü verlinkt es.',
    CLUE: 'Ein Webshop schickt dem Browser den Code all seiner Seiten, auch der versteckten. Öffne die Entwicklerwerkzeuge, durchsuche die geladenen Skripte nach "score" und schau, welche Adresse auftaucht.',
    GUESS:
      'Oder rate einfach: Wie würde ein Entwickler diese Seite wohl nennen? Tippe die Adresse in die Adresszeile, zum Beispiel /score-board, und drücke Enter. Ich warte hier.',
    DONE: 'Gefunden, und damit ist deine erste Challenge gelöst: Ihre Karte hier zeigt es an. Such dir die nächste aus, wann immer du bereit bist; der Doktorhut-Knopf auf einer Karte startet ihr eigenes Tutorial.',
  },
  localXssChallenge: {
    INTRO:
      'In dieser Lektion geht es um das Suchfeld oben auf der Seite. Wonach du auch suchst, der Shop zeigt es dir über den Resultaten noch einmal an. Schauen wir, wie er das macht.',
    TYPE_OWASP: 'Klicke auf die Lupe, um das Suchfeld zu öffnen, und tippe owasp hinein. Drücke noch nicht Enter.',
    ENTER_OWASP: 'Drücke jetzt Enter, um zu suchen.',
    ECHOED: 'Da sind deine OWASP-Produkte. Schau dir die Überschrift darüber an: Sie wiederholt das Wort, nach dem du gesucht hast.',
    XSS_IDEA:
      'Text, den du eintippst und der auf der Seite wieder erscheint, ist der Anfang von Cross-Site Scripting (XSS): Nimmt die Seite deinen Text als HTML statt als reinen Text, kannst du eigenes Markup einschleusen und vielleicht sogar eigenes JavaScript.',
    TYPE_H1: 'Probieren wir es zuerst mit harmlosem HTML. Ändere den Text im Suchfeld zu <h1>owasp',
    ENTER_H1: 'Drücke wieder Enter.',
    HTML_WORKS:
      'Siehst du, wie gross das Wort geworden ist? Die Seite hat dein <h1> nicht als Text ausgegeben, sondern eine echte Überschrift daraus gemacht.',
    INSPECT:
      'Sieh es dir selbst an: Klicke mit der rechten Maustaste auf das grosse Wort und wähle Untersuchen. Die Entwicklerwerkzeuge zeigen ein h1-Element in der Überschrift, gebaut aus deiner Eingabe.',
    TYPE_SCRIPT: 'Jetzt versuchen wir es mit JavaScript. Ersetze den Text im Suchfeld durch <script>alert(xss)</script>',
    ENTER_SCRIPT: 'Drücke noch einmal Enter.',
    SCRIPT_SILENT:
      'Es ist nichts aufgesprungen. Untersuche die Überschrift noch einmal: Das script-Element ist da, aber Browser führen nie ein script-Tag aus, das eine Seite nachträglich als HTML einfügt. Wir brauchen eine andere Nutzlast.',
    TYPE_IFRAME:
      'Es gibt viele XSS-Nutzlasten. Diese hier versteckt JavaScript in der Adresse eines Frames. Tippe sie ins Suchfeld: <iframe src="javascript:alert(`xss`)">',
    ENTER_IFRAME: 'Drücke Enter. Falls ein Hinweisfenster erscheint, schliesse es mit OK.',
    DONE: 'Gut gemacht, das war ein XSS-Angriff! Er heisst DOM XSS, weil der eigene Code der Seite in deinem Browser deinen Text als HTML in die Seite eingebaut hat.',
  },
  xssBonusChallenge: {
    INTRO:
      'Diese Lektion nutzt die Lücke aus der DOM-XSS-Lektion (mach die zuerst, falls noch nicht geschehen): das Suchfeld oben. Nur die Nutzlast ist eine andere, und sie macht viel mehr Spass.',
    PASTE:
      'Öffne das Suchfeld und füge diese Nutzlast genau so ein, wie sie ist: <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>',
    ENTER: 'Dreh die Lautsprecher auf. Dann drücke Enter.',
    DONE: 'Gelöst! Statt eines Hinweisfensters spielt die Seite jetzt Musik von einer anderen Website. Viel Spass mit dem Lied!',
  },
  privacyPolicyChallenge: {
    LOG_IN:
      'Logge dich zuerst mit irgendeinem Konto ein. Klicke oben rechts auf Konto und wähle Login. Noch kein Konto? Auf der Login-Seite kannst du dich über "Neu hier? Konto eröffnen" registrieren.',
    OPEN_ACCOUNT: 'Du bist eingeloggt. Klicke jetzt oben rechts auf Konto, um das Kontomenü zu öffnen.',
    OPEN_POLICY:
      'Zeige im Menü auf Datenschutz & Sicherheit (oder klicke darauf). Daneben öffnet sich ein zweites Menü: Klicke dort auf Datenschutzerklärung.',
    DONE: 'Das war leicht, oder? Diese Challenge ist ein kleiner Scherz: Kaum jemand liest das Kleingedruckte. Du schon.',
  },
  reflectedXssChallenge: {
    LOG_IN:
      'Für diese Lektion musst du eingeloggt sein. Klicke oben rechts auf Konto und wähle Login, mit irgendeinem Konto (oder registriere dort ein neues).',
    ORDER_HISTORY: 'Öffne jetzt deine Bestellungen: Klicke auf Konto, dann auf Bestellungen & Zahlung, dann auf Bestellübersicht.',
    TRACK:
      'Jede Bestellung hat einen Lastwagen-Knopf: Bestellung verfolgen. Klicke ihn bei einer deiner Bestellungen an. Noch keine Bestellung? Kauf irgendetwas im Shop; die Bestätigungsseite verlinkt auch auf die Sendungsverfolgung.',
    LOOK: 'Das ist die Seite zur Sendungsverfolgung. Schau in die Adresszeile: Die Bestellnummer steht darin, als id=… Und die Seite zeigt genau diese Nummer in ihrer Überschrift.',
    REFLECTED:
      'Ein Wert, der aus der Adresse zum Server geht und direkt wieder in die Seite zurückkommt, wird "reflektiert". Nimmt die Seite ihn als HTML, kann ein Link einen Angriff mitbringen: Das ist Reflected XSS.',
    PAYLOAD:
      'Probier es aus: Ersetze in der Adresszeile alles nach id= durch <iframe src="javascript:alert(`xss`)"> und drücke Enter. Falls ein Hinweisfenster erscheint, schliesse es mit OK.',
    DONE: 'Gelöst! Wer einen Link wie deinen öffnet, führt dein Skript in seinem eigenen Browser aus. Deshalb ist Reflected XSS so gefährlich.',
  },
  exposedCredentialsChallenge: {
    LOG_OUT:
      'Diese Challenge beginnt ausgeloggt. Bist du eingeloggt, öffne hier oben das Kontomenü und wähle Ausloggen. Schon ausgeloggt? Dann gehe ich von selbst weiter.',
    HARDCODED:
      'Ein Entwickler hat die Zugangsdaten eines Testkontos im Client-Code dieses Shops stehen lassen. Alles, was dein Browser herunterlädt, kann jeder lesen, also lesen wir es.',
    GO_TO_LOGIN:
      'Zugangsdaten gehören zu einem Login, also ist die Login-Seite eine gute Verdächtige. Öffne sie: hier oben das Kontomenü, dann Login.',
    DEV_TOOLS:
      'Öffne die Entwicklerwerkzeuge (F12) und geh zu Quellen (Debugger in Firefox). Dort findest du jedes Skript, das diese Seite vom Shop geladen hat.',
    SEARCH:
      'Durchsuche alle diese Skripte auf einmal (Ctrl+Shift+F, auf dem Mac Cmd+Option+F) nach Wörtern, die oft neben Zugangsdaten stehen, etwa password, pw, user oder test.',
    EMAIL:
      'Einen Benutzernamen und ein Passwort nebeneinander gefunden? Eingeloggt wird mit einer E-Mail-Adresse: diesem Benutzernamen an der E-Mail-Domain des Shops, die alle Konten hier verwenden.',
    TYPE_EMAIL: 'Tippe die E-Mail-Adresse des Testkontos in das E-Mail-Feld.',
    TYPE_PASSWORD: 'Tippe jetzt sein Passwort in das Passwortfeld.',
    LOG_IN: 'Klicke auf den Knopf Einloggen.',
    DONE: 'Du bist mit Zugangsdaten eingeloggt, die den Schreibtisch des Entwicklers nie hätten verlassen sollen. Geheimnisse im Client-Code sind nie geheim!',
  },
  loginAdminChallenge: {
    LOG_OUT:
      'Diese Challenge beginnt ausgeloggt. Bist du eingeloggt, öffne hier oben das Kontomenü und wähle Ausloggen. Schon ausgeloggt? Dann gehe ich von selbst weiter.',
    GO_TO_LOGIN:
      'Dein Ziel: ins Konto des Administrators gelangen, ohne sein Passwort zu kennen. Öffne hier oben das Kontomenü und wähle Login.',
    SQLI: 'Wir versuchen eine SQL-Injection. Der Shop setzt deine Eingabe in eine Datenbankabfrage ein, also können die richtigen Zeichen ändern, was diese Abfrage bedeutet.',
    QUOTES:
      "Ein guter erster Test ist ein einfaches Anführungszeichen ('). In einer unsorgfältig gebauten Abfrage zerbricht es die Syntax, und der Fehler, der dann kommt, zeigt dir, dass sich ein genauerer Blick auf das Feld lohnt.",
    TYPE_QUOTE: "Tippe nur ein einfaches Anführungszeichen ' in das E-Mail-Feld.",
    ANY_PASSWORD: 'Tippe jetzt irgendetwas in das Passwortfeld. Was dort steht, ist egal.',
    LOG_IN: 'Klicke auf den Knopf Einloggen.',
    ERROR:
      'Siehst du den roten Fehler über dem Formular? Er beginnt mit SQLITE_ERROR: Dein Anführungszeichen hat die Datenbankabfrage zerbrochen. Was du tippst, landet also ungeprüft in dieser Abfrage.',
    NETWORK:
      'Du willst die ganze Antwort sehen? Öffne die Entwicklerwerkzeuge (F12), wechsle zum Tab Netzwerk und klicke noch einmal auf Einloggen. Die Antwort auf /rest/user/login enthält den Fehler vollständig.',
    TYPE_OR_TRUE:
      "Machen wir die Abfrage stattdessen nützlich. Ändere das E-Mail-Feld zu ' OR true (ein Anführungszeichen, ein Leerzeichen, dann OR true).",
    LOG_IN_AGAIN: 'Klicke noch einmal auf Einloggen.',
    STILL_BROKEN:
      'Immer noch ein Fehler? Lies ihn genau: Die Datenbank stolpert jetzt über das, was nach deinem Text kommt, den Teil, der das Passwort prüft.',
    COMMENT:
      'Also lass die Datenbank diesen Teil ignorieren. In SQLite beginnen zwei Bindestriche (--) einen Kommentar: Alles danach wird übersprungen.',
    TYPE_COMMENT: "Tippe ' OR true-- in das E-Mail-Feld.",
    LOG_IN_FINAL: 'Klicke ein letztes Mal auf Einloggen und schau, was passiert.',
    DONE: 'Du bist drin! Öffne oben rechts das Kontomenü und sieh nach, wessen Konto das ist: das des Administrators. OR true traf auf jeden Benutzer zu, die Bindestriche schnitten die Passwortprüfung ab, und der Shop nahm den ersten Benutzer, den er fand.',
  },
  adminSectionChallenge: {
    ADMIN_LOGIN:
      'Hierfür musst du als Administrator eingeloggt sein. Weisst du schon, wie das geht? Dann logge dich jetzt als Admin ein. Wenn nicht, mach zuerst das Tutorial zu Login Admin und komm dann zurück.',
    MISSION:
      'Jetzt bist du der Admin, aber kein Menü führt zu der Seite, auf der der Shop verwaltet wird: Benutzer, Feedback und so weiter. Deine Aufgabe: Finde die Adresse dieser Seite.',
    TECH: 'Wer weiss, womit eine Website gebaut ist, weiss, wo er suchen muss. Eine WordPress-Seite hat ihren Adminbereich zum Beispiel unter /wp-admin. Viele andere Shops nehmen einfach ein englisches Wort.',
    TRY_ADMIN: 'Fang mit dem naheliegendsten Versuch an: Tippe /admin in die Adresszeile und drücke Enter.',
    TRY_ADMINISTRATION:
      'Dort ist keine Adminseite. Entwickler schreiben das Wort oft aus. Versuch es mit /administration in der Adresszeile.',
    DONE: 'Du bist im Administrationsbereich! Er listet alle registrierten Benutzer und das gesamte Kundenfeedback auf.',
    SCRIPTS:
      'Raten ist ein Weg, Lesen der andere: Die Skripte, die dieser Shop an deinen Browser schickt, kennen jede Route. Durchsuche in den Entwicklerwerkzeugen die geladenen Skripte nach "admin", und die Adresse taucht auf.',
    CURIOUS:
      'Neugierig? Logge dich später als normaler Kunde ein und öffne /administration noch einmal. Achte darauf, wer entscheidet, ob du sie sehen darfst: der Browser oder der Server?',
  },
  weakPasswordChallenge: {
    MISSION:
      'In dieser Challenge loggst du dich mit dem eigenen, ursprünglichen Passwort des Administrators in sein Konto ein. Diesmal keine Tricks mit dem Login-Formular: nur gut raten.',
    LOG_OUT: 'Diese Challenge beginnt ausgeloggt. Wenn du eingeloggt bist, öffne hier das Kontomenü und wähle Ausloggen.',
    FIND_EMAIL:
      'Zuerst brauchst du die E-Mail-Adresse des Admins. Kundenfeedback und Produktbewertungen zeigen die Adressen ihrer Verfasser: ein guter Ort zum Suchen. Sobald du sie hast, öffne über das Kontomenü die Login-Seite.',
    EMAIL: 'Tippe die E-Mail-Adresse des Admins in das Feld E-Mail.',
    TRY_ANY:
      'Jetzt das Passwort. Zum Glück hat der Admin ein richtig, richtig schlechtes gewählt. Tippe irgendein Passwort ein, das dir einfällt, und drücke Einloggen.',
    WRONG: 'Nein, das war es nicht. Rate weiter: Ich sage dir Bescheid, sobald das Feld Passwort auf der richtigen Spur ist.',
    TRACK:
      'Du bist auf der richtigen Spur! Aber nur das wäre das schlechteste Passwort der Welt, selbst für diesen Admin. Er hat ein paar Zeichen angehängt, die keine Buchstaben sind. Versuch es weiter.',
    WARMER: 'Schon wärmer! Vielleicht noch ein paar Ziffern mehr?',
    HOT: 'Heiss, sehr heiss! Nur noch eine Ziffer ...',
    LOG_IN: 'Das ist es. Drücke jetzt Einloggen.',
    DONE: 'Du bist als Administrator dieses Shops eingeloggt, dank eines Passworts, das jeder erraten kann. Ein langes, einzigartiges Passwort, oder besser ein Passwortmanager, hätte dich ausgesperrt.',
  },
  basketAccessChallenge: {
    INTRO:
      'In dieser Challenge geht es um horizontale Rechteausweitung: an Daten eines anderen Benutzers mit denselben Rechten wie du zu kommen. Hier: an den Warenkorb eines anderen Kunden.',
    LOG_IN:
      'Dafür brauchst du ein eigenes Konto. Logge dich jetzt über das Kontomenü ein (oder registriere dich zuerst, falls du keins hast).',
    OPEN_BASKET: 'Öffne mit diesem Warenkorb-Knopf deinen eigenen Warenkorb. Er ist wohl leer, wenn du noch nichts hineingelegt hast.',
    MISSION: 'Das ist dein Warenkorb. Deine Aufgabe: Schau in den Warenkorb von jemand anderem, während du selbst eingeloggt bleibst.',
    CLUE: 'Die Seite muss wissen, welcher Warenkorb deiner ist. Wenn dein Browser sich das notiert, kannst du die Notiz vielleicht ändern.',
    DEVTOOLS:
      'Öffne die Entwicklerwerkzeuge (F12) und suche unter Anwendung (in Firefox: Web-Speicher) den Sitzungsspeicher (Session Storage), dann wähle diese Seite. Wie Cookies speichert er Paare aus Schlüssel und Wert für jede Website.',
    CHANGE_BID:
      'Lies die Schlüssel, die dort stehen. Sieht einer davon aus, als gehöre er zum Warenkorb? Ändere seinen Wert in eine andere Zahl.',
    REVISIT:
      'Geändert! Klicke jetzt auf irgendeine andere Seite und dann zurück zu Dein Warenkorb, damit er neu lädt. Bleibt er leer, gibt es diesen Warenkorb vielleicht nicht: Versuch eine andere Zahl.',
    DONE: 'Du siehst den Warenkorb eines anderen Kunden! Der Shop hat der ID vertraut, die dein Browser geschickt hat, statt zu prüfen, ob der Warenkorb dir gehört.',
  },
  forgedFeedbackChallenge: {
    OPEN_CONTACT: 'Öffne zuerst mit diesem Knopf das Seitenmenü und wähle Kundenfeedback.',
    MISSION:
      'In dieser Challenge geht es um fehlerhafte Zugriffskontrolle. Deine Aufgabe: Schreibe Feedback im Namen eines anderen Benutzers.',
    AUTHOR:
      'So, wie es ist, geht dein Feedback unter deinem eigenen Namen raus, wenn du eingeloggt bist, oder anonym, wenn nicht. Das Feld Verfasser zeigt, was davon.',
    INSPECT:
      'Woher weiss der Shop, wer der Verfasser ist? Öffne die Entwicklerwerkzeuge und untersuche die Elemente dieses Feedback-Formulars.',
    HIDDEN:
      'Dieses Formular hat mehr zu bieten, als man sieht: Schau dir das Eingabefeld direkt über dem Feld Verfasser an. Es trägt das Attribut hidden, darum zeigt die Seite es nie an.',
    CHANGE:
      'Gefunden? Lösche im Bereich Elemente das Attribut hidden dieses Eingabefelds, dann erscheint es über Verfasser. Tippe dann einen Wert hinein, der einem anderen Benutzer gehören könnte.',
    SUBMIT:
      'Du hast die versteckte Benutzer-ID gefunden und geändert! Schreib jetzt einen Kommentar, wähle eine Bewertung, beantworte das CAPTCHA und drücke Absenden.',
    DONE: 'Dein Feedback ist im Namen eines anderen Benutzers erschienen! Der Shop hat der Benutzer-ID vertraut, die das Formular geschickt hat, statt zu prüfen, wer du bist.',
  },
  loginJimChallenge: {
    LOG_OUT:
      'Diese Challenge beginnt ausgeloggt. Bist du eingeloggt, öffne hier oben das Kontomenü und wähle Ausloggen. Schon ausgeloggt? Dann gehe ich von selbst weiter.',
    GO_TO_LOGIN: 'Dein Ziel: dich mit Jims Konto einloggen. Öffne hier oben das Kontomenü und wähle Login.',
    NEED_BOTH: 'Für ein normales Login brauchst du Jims E-Mail-Adresse und sein Passwort. Im Moment hast du vermutlich keins von beidem.',
    EMAIL_IS_ENOUGH:
      'Schon mit seiner E-Mail-Adresse allein bringt dich eine SQL-Injection an der Passwortprüfung vorbei. SQL-Injection ist neu für dich? Das Tutorial zu Login Admin zeigt die Grundlagen.',
    LEAKS:
      'Suchen wir also Jims E-Mail-Adresse. Dieser Shop geht sorglos mit der Privatsphäre um: Er zeigt die E-Mail-Adressen von Kunden an mehreren Stellen, zum Beispiel bei den Produktbewertungen.',
    GO_TO_PRODUCTS: 'Geh zurück zur Produktliste: Klicke hier oben auf das Logo des Shops.',
    FIND_JIM:
      'Öffne ein paar Produkte und lies ihre Bewertungen. Hast du eine von Jim gefunden und dir seine E-Mail-Adresse notiert, öffne über das Kontomenü wieder die Login-Seite.',
    TYPE_EMAIL: 'Tippe Jims E-Mail-Adresse in das E-Mail-Feld.',
    ANY_PASSWORD: 'Tippe ein beliebiges Passwort ein. Tun wir so, als kennten wir seines nicht, auch wenn du es zufällig weisst.',
    LOG_IN: 'Klicke auf den Knopf Einloggen.',
    FAILED: 'Das hat nicht geklappt, und damit haben wir auch nicht gerechnet: Das Passwort ist falsch. Jetzt kommt die SQL-Injection.',
    ADD_COMMENT:
      "Hänge '-- direkt an Jims E-Mail-Adresse an. Das Anführungszeichen beendet die E-Mail in der Datenbankabfrage, und die zwei Bindestriche machen die Passwortprüfung dahinter zu einem Kommentar.",
    LOG_IN_AGAIN: 'Klicke noch einmal auf Einloggen.',
    DONE: 'Du bist als Jim eingeloggt, ohne sein Passwort je gekannt zu haben!',
  },
  loginBenderChallenge: {
    PREREQUISITE:
      'Diese Challenge baut auf SQL-Injection auf. Ist das neu für dich, löse zuerst Login Admin: Sein Tutorial zeigt die Grundlagen. Doppelklicke auf mich, um trotzdem weiterzumachen.',
    LOG_OUT:
      'Diese Challenge beginnt ausgeloggt. Bist du eingeloggt, öffne hier oben das Kontomenü und wähle Ausloggen. Schon ausgeloggt? Dann gehe ich von selbst weiter.',
    GO_TO_LOGIN: 'Dein Ziel: dich mit Benders Konto einloggen. Öffne hier oben das Kontomenü und wähle Login.',
    NEED_BOTH:
      'Für ein normales Login brauchst du Benders E-Mail-Adresse und sein Passwort. Im Moment hast du vermutlich keins von beidem.',
    EMAIL_IS_ENOUGH: 'Schon mit seiner E-Mail-Adresse allein bringt dich eine SQL-Injection an der Passwortprüfung vorbei.',
    LEAKS:
      'Suchen wir also Benders E-Mail-Adresse. Dieser Shop geht sorglos mit der Privatsphäre um: Er zeigt Teile der E-Mail-Adressen von Kunden an mehreren Stellen, zum Beispiel bei ihrem Feedback.',
    GO_TO_ABOUT:
      'Geh zur Seite Über uns, die das Feedback der Kunden zeigt: Öffne das Seitenmenü mit dem Knopf links vom Logo des Shops und wähle Über uns.',
    FIND_BENDER:
      'Sieh dir hier das Kundenfeedback an. Ein Eintrag zeigt genug von Benders E-Mail-Adresse, um den Rest zu erraten. Hast du sie, öffne über das Kontomenü die Login-Seite.',
    TYPE_EMAIL: 'Tippe Benders E-Mail-Adresse in das E-Mail-Feld.',
    ANY_PASSWORD: 'Tippe ein beliebiges Passwort ein. Tun wir so, als kennten wir seines nicht, auch wenn du es zufällig weisst.',
    LOG_IN: 'Klicke auf den Knopf Einloggen.',
    FAILED: 'Das hat nicht geklappt, und damit haben wir auch nicht gerechnet: Das Passwort ist falsch. Jetzt kommt die SQL-Injection.',
    ADD_COMMENT:
      "Hänge '-- direkt an Benders E-Mail-Adresse an. Das Anführungszeichen beendet die E-Mail in der Datenbankabfrage, und die zwei Bindestriche machen die Passwortprüfung dahinter zu einem Kommentar.",
    LOG_IN_AGAIN: 'Klicke noch einmal auf Einloggen.',
    DONE: 'Du bist als Bender eingeloggt, ohne sein Passwort je gekannt zu haben!',
  },
  rscPayloadLeakChallenge: {
    WELCOME:
      'Dieses Produktraster rendert der Server mit einer React Server Component. Alles, was sie dem Browser übergibt, reist mit, auch was der Bildschirm nie zeigt. Mitarbeitende bekommen hier einen geheimen Gutschein. Mal sehen, was du bekommst.',
    DEVTOOLS:
      'Öffne die Entwicklerwerkzeuge (F12) und darin den Tab Netzwerk. Tippe RSC in das Filterfeld, damit nur die Anfragen der Server Components erscheinen: Ihre Antworten haben den Typ text/x-component, den Komponenten-Stream von React.',
    NAVIGATE:
      'Lass den Shop das Raster jetzt neu laden: Öffne eine andere Seite, zum Beispiel Über uns im Seitenmenü, und komm mit einem Klick auf das Logo des Shops zurück. Achte auf eine Anfrage an /RSC/R/search.txt.',
    READ: 'Klicke diese Anfrage an und öffne ihren Tab Antwort: Dieser Text ist die RSC-Payload, aus der React das Raster baut. Durchsuche sie (Ctrl+F) nach "coupon". Was wird mit jedem Produkt mitgeschickt?',
    LOGIN:
      'Ein Gutschein wird für einen Warenkorb eingelöst, also musst du eingeloggt sein. Logge dich mit deinem Konto ein oder eröffne eines, falls du noch keines hast.',
    CHECKOUT:
      'Das Gutscheinfeld steht im Zahlungsschritt der Kasse: Lege ein Produkt in den Warenkorb, öffne ihn und geh zur Kasse bis zur Zahlungsseite. Oder tippe /payment/shop in die Adresszeile.',
    REDEEM: 'Öffne "Gutschein hinzufügen", füge den gefundenen Code in das Feld ein und klicke auf Einlösen. Ich warte hier.',
    DONE: 'Eingelöst! Was eine Server Component an eine Client Component übergibt, ist öffentlich, ob es angezeigt wird oder nicht. Geheimnisse müssen auf dem Server bleiben oder mit den Taint-APIs von React markiert werden.',
  },
  graphqlIntrospectionChallenge: {
    WELCOME:
      'Die Server Components des Shops holen Produkte, Bewertungen und Einstellungen aus einem Content-Graphen: einem GraphQL-Endpunkt unter /graphql. Ein GraphQL-Server kann sein eigenes Schema beschreiben, sofern das niemand abgeschaltet hat.',
    CONSOLE:
      'Öffne die Entwicklerwerkzeuge (F12) und darin den Tab Konsole. Ein dort getipptes fetch() schickt diese Seite ab, genau wie die Anfragen des Shops selbst. (curl im Terminal geht auch.)',
    INTROSPECT:
      'Frag den Graphen nach sich selbst: Kopiere diese Zeile in die Konsole und drücke Enter. Die Abfrage verlangt jedes Feld, das der Graph auf oberster Ebene beantwortet, jeweils mit seiner Beschreibung.',
    SPOT: 'Klappe die Antwort in der Konsole auf: Sie listet alle Fragen, die der Graph annimmt, jede mit einer Beschreibung. Alle Felder bis auf ein einziges sind dokumentiert. Welches ist es?',
    SUBFIELDS:
      'Dieses Feld antwortet mit Objekten, und GraphQL will, dass du deren Felder nennst. Frag zuerst nur nach dem Feld: Die Fehlermeldung nennt seinen Typ. Dann listet eine Abfrage wie diese, mit dem Namen dieses Typs, auf, was du auswählen kannst:',
    ASK: 'Frag jetzt nach dem undokumentierten Feld mit ein paar seiner Unterfelder: dasselbe fetch, mit deiner eigenen Abfrage nach ?query=. Ich warte hier.',
    DONE: 'Da ist es: Daten, die keine Seite des Shops zeigt. Schalte Introspection im Produktivbetrieb ab und verlass dich nie darauf, dass ein Feld geheim bleibt, nur weil es nicht dokumentiert ist.',
  },
  serverSourceMapChallenge: {
    WELCOME:
      'Build-Werkzeuge packen ein Programm in wenige Bundles aus unlesbarem Code. Für lesbare Fehlermeldungen schreiben sie neben jedes Bundle eine Source Map: eine .map-Datei mit dem ursprünglichen Quellcode.',
    MAP_NAME:
      'Ein Bundle nennt seine Map in seiner letzten Zeile, einem Kommentar wie //# sourceMappingURL=app-1a2b3c.js.map: der eigene Dateiname des Bundles mit angehängtem .map. Merk dir diese Regel.',
    ERROR_PAGE:
      'Finde jetzt den Namen eines der Bundles des Servers. Die Fehlerseiten des Shops sind gesprächig: Öffne /api/Users in einem neuen Tab. Ohne Login antwortet er mit einer Fehlerseite samt Stacktrace.',
    TRACE:
      'Jede Zeile dieses Stacktraces nennt eine Datei des Servers unter dist/server/assets/, etwa server-entry-….js: eines seiner Bundles. Notiere dir einen vollständigen Namen, samt dem Hash darin.',
    FETCH_MAP:
      'Der Shop veröffentlicht die Maps des Servers so, wie er die Skripte des Browsers ausliefert: unter /assets/, in einem eigenen Ordner server. Öffne /assets/server/ gefolgt vom Namen des Bundles und .map. Ich warte hier.',
    DONE: 'Geschafft! Ihr sourcesContent ist der eigene Code des Servers: Routen, Abfragen, Prüfungen. Source Maps von Servercode gehören in den Fehler-Tracker, nie an eine öffentliche Adresse.',
  },
  codingChallenges: {
    OPEN_SCORE_BOARD:
      'Coding-Challenges spielst du auf dem Score Board. Öffne es jetzt: Das Seitenmenü verlinkt es (als Punktetabelle), sobald du es gefunden hast, oder tippe /score-board in die Adresszeile.',
    WHAT: 'Viele Hacking-Challenges haben eine Coding-Challenge: Du liest den echten Quellcode hinter der Schwachstelle, findest die schuldigen Zeilen und wählst eine Korrektur. Diese Karte zählt deinen Fortschritt darin.',
    OPEN_BADGE:
      'Eine Coding-Challenge öffnet sich, sobald ihre Hacking-Challenge gelöst ist, und beim Score Board ist sie das. Klicke auf das <>-Abzeichen der Karte Score Board, um ihre Coding-Challenge zu öffnen.',
    SNIPPET:
      'Das ist der Code, der das Score Board ins Seitenmenü bringt, gelesen aus dem laufenden Shop. Phase eins, Finden: Welche Zeilen lassen Besucher das "versteckte" Score Board erreichen?',
    FIND_IT:
      'Klicke auf die Nummer jeder verdächtigen Zeile; sie wird gelb. Dann drücke Absenden. Falsch? Versuch es noch einmal: Nach jedem Fehlversuch verrät der Hinweiskasten unter dem Code etwas mehr.',
    FIX_IT:
      'Phase zwei, Beheben: Öffne die Liste über dem Code und sieh dir jede Korrektur an; der Diff zeigt, was sie ändert. Denk daran: Das Score Board soll gefunden werden, es hält deinen ganzen Fortschritt fest. Wähle die beste Korrektur und drücke Absenden.',
    DONE: 'Beide Phasen geschafft: Das Abzeichen zeigt 2/2, und diese Karte zählt sie. Schliesse den Dialog. Jede gelöste Challenge mit einem <>-Abzeichen wartet genauso auf dich.',
  },
};
