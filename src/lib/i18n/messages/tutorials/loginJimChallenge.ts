/** The Login Jim tutorial's texts. */
export const en = {
  LOG_OUT:
    'This challenge starts logged out. If you are logged in, open the account menu up here and choose Logout. Already logged out? Then I move on by myself.',
  GO_TO_LOGIN: "Your goal: log in with Jim's account. Open the account menu up here and choose Login.",
  NEED_BOTH: "To log in the normal way you need Jim's email address and his password. Right now you probably have neither.",
  EMAIL_IS_ENOUGH:
    'With just his email address, an SQL injection can get you past the password check. New to SQL injection? The Login Admin tutorial shows the basics.',
  LEAKS:
    "So let's find Jim's email. This shop is careless with privacy: it shows customers' emails in several places, for instance next to product reviews.",
  GO_TO_PRODUCTS: "Go back to the product list: click the shop's logo up here.",
  FIND_JIM:
    'Open a few products and read their reviews. Once you found one by Jim and noted his email, open the Login screen again from the account menu.',
  TYPE_EMAIL: "Type Jim's email address into the email field.",
  ANY_PASSWORD: "Type any password. Let's pretend we don't know his, even if you happen to.",
  LOG_IN: 'Click the Log in button.',
  FAILED: 'That did not work, and we did not expect it to: the password is wrong. Now for the SQL injection.',
  ADD_COMMENT:
    "Add '-- right after Jim's email address. The quote ends the email in the database query, and the two dashes turn the password check after it into a comment.",
  LOG_IN_AGAIN: 'Click Log in again.',
  DONE: 'You are logged in as Jim, without ever knowing his password!',
} as const;

export const de_DE: Record<keyof typeof en, string> = {
  LOG_OUT:
    'Diese Challenge beginnt abgemeldet. Bist du angemeldet, öffne hier oben das Konto-Menü und wähle Abmelden. Schon abgemeldet? Dann gehe ich von selbst weiter.',
  GO_TO_LOGIN: 'Dein Ziel: dich mit Jims Konto anmelden. Öffne hier oben das Konto-Menü und wähle Anmelden.',
  NEED_BOTH: 'Für eine normale Anmeldung brauchst du Jims E-Mail-Adresse und sein Passwort. Im Moment hast du vermutlich keins von beidem.',
  EMAIL_IS_ENOUGH:
    'Schon mit seiner E-Mail-Adresse allein bringt dich eine SQL-Injection an der Passwortprüfung vorbei. SQL-Injection ist neu für dich? Das Tutorial zu Login Admin zeigt die Grundlagen.',
  LEAKS:
    'Suchen wir also Jims E-Mail-Adresse. Dieser Shop geht sorglos mit Privatsphäre um: Er zeigt die E-Mail-Adressen von Kunden an mehreren Stellen, zum Beispiel bei den Produktbewertungen.',
  GO_TO_PRODUCTS: 'Geh zurück zur Produktliste: Klicke hier oben auf das Logo des Shops.',
  FIND_JIM:
    'Öffne ein paar Produkte und lies ihre Bewertungen. Hast du eine von Jim gefunden und dir seine E-Mail-Adresse gemerkt, öffne über das Konto-Menü wieder die Anmeldung.',
  TYPE_EMAIL: 'Tippe Jims E-Mail-Adresse in das E-Mail-Feld.',
  ANY_PASSWORD: 'Tippe ein beliebiges Passwort ein. Tun wir so, als kennten wir seins nicht, auch wenn du es zufällig weißt.',
  LOG_IN: 'Klicke auf den Anmelde-Button.',
  FAILED: 'Das hat nicht geklappt, und damit haben wir auch nicht gerechnet: Das Passwort ist falsch. Jetzt kommt die SQL-Injection.',
  ADD_COMMENT:
    "Hänge '-- direkt an Jims E-Mail-Adresse an. Das Anführungszeichen beendet die E-Mail in der Datenbankabfrage, und die zwei Bindestriche machen die Passwortprüfung dahinter zu einem Kommentar.",
  LOG_IN_AGAIN: 'Klicke noch einmal auf Anmelden.',
  DONE: 'Du bist als Jim angemeldet, ohne sein Passwort je gekannt zu haben!',
};
