/** The Login Bender tutorial's texts. */
export const en = {
  PREREQUISITE:
    'This challenge builds on SQL injection. If you are new to it, solve Login Admin first: its tutorial shows the basics. Double-click me to carry on anyway.',
  LOG_OUT:
    'This challenge starts logged out. If you are logged in, open the account menu up here and choose Logout. Already logged out? Then I move on by myself.',
  GO_TO_LOGIN: "Your goal: log in with Bender's account. Open the account menu up here and choose Login.",
  NEED_BOTH: "To log in the normal way you need Bender's email address and his password. Right now you probably have neither.",
  EMAIL_IS_ENOUGH: 'With just his email address, an SQL injection can get you past the password check.',
  LEAKS:
    "So let's find Bender's email. This shop is careless with privacy: it shows parts of customers' emails in several places, for instance in their feedback.",
  GO_TO_ABOUT:
    "Go to the About Us page, which shows customer feedback: open the side menu with the button left of the shop's logo and choose About Us.",
  FIND_BENDER:
    "Watch the customer feedback here. One entry shows enough of Bender's email to guess the rest. Once you have it, open the Login screen from the account menu.",
  TYPE_EMAIL: "Type Bender's email address into the email field.",
  ANY_PASSWORD: "Type any password. Let's pretend we don't know his, even if you happen to.",
  LOG_IN: 'Click the Log in button.',
  FAILED: 'That did not work, and we did not expect it to: the password is wrong. Now for the SQL injection.',
  ADD_COMMENT:
    "Add '-- right after Bender's email address. The quote ends the email in the database query, and the two dashes turn the password check after it into a comment.",
  LOG_IN_AGAIN: 'Click Log in again.',
  DONE: 'You are logged in as Bender, without ever knowing his password!',
} as const;

export const de_DE: Record<keyof typeof en, string> = {
  PREREQUISITE:
    'Diese Challenge baut auf SQL-Injection auf. Ist das neu für dich, löse zuerst Login Admin: Sein Tutorial zeigt die Grundlagen. Doppelklicke auf mich, um trotzdem weiterzumachen.',
  LOG_OUT:
    'Diese Challenge beginnt abgemeldet. Bist du angemeldet, öffne hier oben das Konto-Menü und wähle Abmelden. Schon abgemeldet? Dann gehe ich von selbst weiter.',
  GO_TO_LOGIN: 'Dein Ziel: dich mit Benders Konto anmelden. Öffne hier oben das Konto-Menü und wähle Anmelden.',
  NEED_BOTH:
    'Für eine normale Anmeldung brauchst du Benders E-Mail-Adresse und sein Passwort. Im Moment hast du vermutlich keins von beidem.',
  EMAIL_IS_ENOUGH: 'Schon mit seiner E-Mail-Adresse allein bringt dich eine SQL-Injection an der Passwortprüfung vorbei.',
  LEAKS:
    'Suchen wir also Benders E-Mail-Adresse. Dieser Shop geht sorglos mit Privatsphäre um: Er zeigt Teile der E-Mail-Adressen von Kunden an mehreren Stellen, zum Beispiel bei ihrem Feedback.',
  GO_TO_ABOUT:
    'Geh zur Seite Über uns, die das Feedback der Kunden zeigt: Öffne das Seitenmenü mit dem Button links vom Logo des Shops und wähle Über uns.',
  FIND_BENDER:
    'Sieh dir hier das Kundenfeedback an. Ein Eintrag zeigt genug von Benders E-Mail-Adresse, um den Rest zu erraten. Hast du sie, öffne über das Konto-Menü die Anmeldung.',
  TYPE_EMAIL: 'Tippe Benders E-Mail-Adresse in das E-Mail-Feld.',
  ANY_PASSWORD: 'Tippe ein beliebiges Passwort ein. Tun wir so, als kennten wir seins nicht, auch wenn du es zufällig weißt.',
  LOG_IN: 'Klicke auf den Anmelde-Button.',
  FAILED: 'Das hat nicht geklappt, und damit haben wir auch nicht gerechnet: Das Passwort ist falsch. Jetzt kommt die SQL-Injection.',
  ADD_COMMENT:
    "Hänge '-- direkt an Benders E-Mail-Adresse an. Das Anführungszeichen beendet die E-Mail in der Datenbankabfrage, und die zwei Bindestriche machen die Passwortprüfung dahinter zu einem Kommentar.",
  LOG_IN_AGAIN: 'Klicke noch einmal auf Anmelden.',
  DONE: 'Du bist als Bender angemeldet, ohne sein Passwort je gekannt zu haben!',
};
