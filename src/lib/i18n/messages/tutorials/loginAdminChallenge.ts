/** The Login Admin tutorial's texts. */
export const en = {
  LOG_OUT:
    'This challenge starts logged out. If you are logged in, open the account menu up here and choose Logout. Already logged out? Then I move on by myself.',
  GO_TO_LOGIN:
    "Your goal: get into the administrator's account without knowing its password. Open the account menu up here and choose Login.",
  SQLI: 'We will try an SQL injection. The shop pastes what you type into a database query, so the right characters can change what that query means.',
  QUOTES:
    "A good first test is a single quote ('). In a carelessly built query it breaks the syntax, and the error that follows tells you the field is worth a closer look.",
  TYPE_QUOTE: "Type just a single quote ' into the email field.",
  ANY_PASSWORD: 'Now type anything into the password field. What you type there does not matter.',
  LOG_IN: 'Click the Log in button.',
  ERROR:
    'See the red error above the form? It starts with SQLITE_ERROR: your quote broke the database query. So what you type goes into that query unchecked.',
  NETWORK:
    'Want the whole answer? Open the developer tools (F12), go to the Network tab and click Log in again. The response to /rest/user/login carries the error in full.',
  TYPE_OR_TRUE: "Let's make the query useful instead. Change the email field to ' OR true (a quote, a space, then OR true).",
  LOG_IN_AGAIN: 'Click Log in again.',
  STILL_BROKEN:
    'Still an error? Read it closely: the database now stumbles over what comes after your text, the part that checks the password.',
  COMMENT: 'So make the database ignore that part. In SQLite, two dashes (--) start a comment: everything after them is skipped.',
  TYPE_COMMENT: "Type ' OR true-- into the email field.",
  LOG_IN_FINAL: 'Click Log in one more time, and watch what happens.',
  DONE: "You are in! Open the account menu at the top right to see whose account this is: the administrator's. OR true matched every user, the dashes cut off the password check, and the shop took the first user it found.",
} as const;

export const de_DE: Record<keyof typeof en, string> = {
  LOG_OUT:
    'Diese Challenge beginnt abgemeldet. Bist du angemeldet, öffne hier oben das Konto-Menü und wähle Abmelden. Schon abgemeldet? Dann gehe ich von selbst weiter.',
  GO_TO_LOGIN:
    'Dein Ziel: ins Konto des Administrators gelangen, ohne sein Passwort zu kennen. Öffne hier oben das Konto-Menü und wähle Anmelden.',
  SQLI: 'Wir versuchen eine SQL-Injection. Der Shop setzt deine Eingabe in eine Datenbankabfrage ein, also können die richtigen Zeichen ändern, was diese Abfrage bedeutet.',
  QUOTES:
    "Ein guter erster Test ist ein einfaches Anführungszeichen ('). In einer unsauber gebauten Abfrage bricht es die Syntax, und der Fehler zeigt dir, dass sich ein genauerer Blick auf das Feld lohnt.",
  TYPE_QUOTE: "Tippe nur ein einfaches Anführungszeichen ' in das E-Mail-Feld.",
  ANY_PASSWORD: 'Tippe jetzt irgendetwas in das Passwortfeld. Was dort steht, ist egal.',
  LOG_IN: 'Klicke auf den Anmelde-Button.',
  ERROR:
    'Siehst du den roten Fehler über dem Formular? Er beginnt mit SQLITE_ERROR: Dein Anführungszeichen hat die Datenbankabfrage zerbrochen. Was du tippst, landet also ungeprüft in dieser Abfrage.',
  NETWORK:
    'Du willst die ganze Antwort sehen? Öffne die Entwicklerwerkzeuge (F12), wechsle zum Tab Netzwerk und klicke noch einmal auf Anmelden. Die Antwort auf /rest/user/login enthält den Fehler vollständig.',
  TYPE_OR_TRUE:
    "Machen wir die Abfrage stattdessen nützlich. Ändere das E-Mail-Feld zu ' OR true (ein Anführungszeichen, ein Leerzeichen, dann OR true).",
  LOG_IN_AGAIN: 'Klicke noch einmal auf Anmelden.',
  STILL_BROKEN:
    'Immer noch ein Fehler? Lies ihn genau: Die Datenbank stolpert jetzt über das, was nach deinem Text kommt, den Teil, der das Passwort prüft.',
  COMMENT:
    'Also lass die Datenbank diesen Teil ignorieren. In SQLite beginnen zwei Bindestriche (--) einen Kommentar: Alles danach wird übersprungen.',
  TYPE_COMMENT: "Tippe ' OR true-- in das E-Mail-Feld.",
  LOG_IN_FINAL: 'Klicke ein letztes Mal auf Anmelden und schau, was passiert.',
  DONE: 'Du bist drin! Öffne oben rechts das Konto-Menü und sieh nach, wessen Konto das ist: das des Administrators. OR true traf auf jeden Benutzer zu, die Bindestriche schnitten die Passwortprüfung ab, und der Shop nahm den ersten Benutzer, den er fand.',
};
