/** The Forged Feedback tutorial's texts. */
export const en = {
  OPEN_CONTACT: 'To start, open the side menu with this button and choose Customer Feedback.',
  MISSION: 'This challenge is about broken access control. Your mission: post feedback in the name of another user.',
  AUTHOR:
    'Sent as it is, your feedback goes out under your own name when you are logged in, or anonymously when you are not. The Author field shows which.',
  INSPECT: 'How does the shop learn who the author is? Open the developer tools and inspect the elements of this feedback form.',
  HIDDEN:
    'There is more to this form than meets the eye: look at the input right above the Author field. It carries the hidden attribute, so the page never shows it.',
  CHANGE:
    "Found it? In the Elements panel, delete that input's hidden attribute, and it appears above Author. Then type in a value that might belong to another user.",
  SUBMIT: 'You found and changed the hidden user id! Now write a comment, pick a rating, answer the CAPTCHA and press Submit.',
  DONE: 'Your feedback went out in the name of another user! The shop trusted the user id the form sent instead of checking who you are.',
} as const;

export const de_DE: Record<keyof typeof en, string> = {
  OPEN_CONTACT: 'Öffne zuerst mit diesem Knopf das Seitenmenü und wähle Kundenfeedback.',
  MISSION:
    'In dieser Challenge geht es um fehlerhafte Zugriffskontrolle. Deine Aufgabe: Schreibe Feedback im Namen eines anderen Benutzers.',
  AUTHOR:
    'So wie es ist, geht dein Feedback unter deinem eigenen Namen raus, wenn du angemeldet bist, oder anonym, wenn nicht. Das Feld Autor zeigt, was davon.',
  INSPECT: 'Woher weiß der Shop, wer der Autor ist? Öffne die Entwicklerwerkzeuge und untersuche die Elemente dieses Feedback-Formulars.',
  HIDDEN:
    'Dieses Formular hat mehr, als man sieht: Schau dir das Eingabefeld direkt über dem Feld Autor an. Es trägt das Attribut hidden, darum zeigt die Seite es nie.',
  CHANGE:
    'Gefunden? Lösche im Elemente-Bereich das Attribut hidden dieses Eingabefelds, dann erscheint es über Autor. Tippe dann einen Wert hinein, der einem anderen Benutzer gehören könnte.',
  SUBMIT:
    'Du hast die versteckte Benutzer-ID gefunden und geändert! Schreib jetzt einen Kommentar, wähle eine Bewertung, beantworte das CAPTCHA und drücke Absenden.',
  DONE: 'Dein Feedback ist im Namen eines anderen Benutzers erschienen! Der Shop hat der Benutzer-ID vertraut, die das Formular geschickt hat, statt zu prüfen, wer du bist.',
};
