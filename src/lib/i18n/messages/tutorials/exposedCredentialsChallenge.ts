/** The Exposed credentials tutorial's texts. */
export const en = {
  LOG_OUT:
    'This challenge starts logged out. If you are logged in, open the account menu up here and choose Logout. Already logged out? Then I move on by myself.',
  HARDCODED:
    "A developer left the credentials of a test account in this shop's client code. Everything your browser downloads can be read by anyone, so let's read it.",
  GO_TO_LOGIN: 'Credentials belong to a login, so the login screen is a good suspect. Open it: account menu up here, then Login.',
  DEV_TOOLS:
    'Open the developer tools (F12) and go to Sources (Debugger in Firefox). There you find every script this page loaded from the shop.',
  SEARCH:
    'Search all of those scripts at once (Ctrl+Shift+F, or Cmd+Option+F on a Mac) for words that often sit next to credentials, such as password, pw, user or test.',
  EMAIL:
    "Found a user name and a password next to each other? The account logs in with an email: that user name at the shop's own email domain, the one every account here uses.",
  TYPE_EMAIL: "Type the test account's email address into the email field.",
  TYPE_PASSWORD: 'Now type its password into the password field.',
  LOG_IN: 'Click the Log in button.',
  DONE: "You are logged in with credentials that were never meant to leave the developer's desk. Secrets in client code are never secret!",
} as const;

export const de_DE: Record<keyof typeof en, string> = {
  LOG_OUT:
    'Diese Challenge beginnt abgemeldet. Bist du angemeldet, öffne hier oben das Konto-Menü und wähle Abmelden. Schon abgemeldet? Dann gehe ich von selbst weiter.',
  HARDCODED:
    'Ein Entwickler hat die Zugangsdaten eines Testkontos im Client-Code dieses Shops vergessen. Alles, was dein Browser herunterlädt, kann jeder lesen, also lesen wir es.',
  GO_TO_LOGIN:
    'Zugangsdaten gehören zu einer Anmeldung, also ist die Anmeldeseite eine gute Verdächtige. Öffne sie: hier oben das Konto-Menü, dann Anmelden.',
  DEV_TOOLS:
    'Öffne die Entwicklerwerkzeuge (F12) und geh zu Quellen (Debugger in Firefox). Dort findest du jedes Skript, das diese Seite vom Shop geladen hat.',
  SEARCH:
    'Durchsuche alle diese Skripte auf einmal (Strg+Umschalt+F, auf dem Mac Cmd+Option+F) nach Wörtern, die oft neben Zugangsdaten stehen, etwa password, pw, user oder test.',
  EMAIL:
    'Einen Benutzernamen und ein Passwort nebeneinander gefunden? Angemeldet wird mit einer E-Mail-Adresse: diesem Benutzernamen an der E-Mail-Domain des Shops, die alle Konten hier verwenden.',
  TYPE_EMAIL: 'Tippe die E-Mail-Adresse des Testkontos in das E-Mail-Feld.',
  TYPE_PASSWORD: 'Tippe jetzt sein Passwort in das Passwortfeld.',
  LOG_IN: 'Klicke auf den Anmelde-Button.',
  DONE: 'Du bist mit Zugangsdaten angemeldet, die den Schreibtisch des Entwicklers nie hätten verlassen sollen. Geheimnisse im Client-Code sind nie geheim!',
};
