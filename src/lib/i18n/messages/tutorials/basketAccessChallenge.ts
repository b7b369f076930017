/** The View Basket tutorial's texts. */
export const en = {
  INTRO:
    "This challenge is about horizontal privilege escalation: reaching data that belongs to another user with the same rights as you. Here: another customer's shopping basket.",
  LOG_IN: 'You need an account of your own for this. Log in now from the account menu (or register first if you have none).',
  OPEN_BASKET: 'Open your own basket with this cart button. It may well be empty if you have not added anything yet.',
  MISSION: "This is your basket. Your mission: look into someone else's basket, while staying logged in as yourself.",
  CLUE: 'The page has to know which basket is yours. If your browser keeps a note of that, you might be able to change the note.',
  DEVTOOLS:
    'Open the developer tools (F12) and find Session Storage under Application (Storage in Firefox), then pick this site. Like cookies, it keeps pairs of keys and values for each website.',
  CHANGE_BID: 'Read the keys stored there. Does one of them look like it belongs to the basket? Change its value to a different number.',
  REVISIT:
    'Changed! Now click through to any other screen, then back to Your Basket so it loads again. If it stays empty, that basket may not exist: try another number.',
  DONE: "You are looking at another customer's basket! The shop trusted the id your browser sent instead of checking that the basket is yours.",
} as const;

export const de_DE: Record<keyof typeof en, string> = {
  INTRO:
    'In dieser Challenge geht es um horizontale Rechteausweitung: an Daten eines anderen Benutzers mit denselben Rechten wie du zu kommen. Hier: den Warenkorb eines anderen Kunden.',
  LOG_IN:
    'Dafür brauchst du ein eigenes Konto. Melde dich jetzt über das Kontomenü an (oder registriere dich zuerst, falls du keins hast).',
  OPEN_BASKET: 'Öffne mit diesem Warenkorb-Knopf deinen eigenen Warenkorb. Er ist wohl leer, wenn du noch nichts hineingelegt hast.',
  MISSION: 'Das ist dein Warenkorb. Deine Aufgabe: Schau in den Warenkorb von jemand anderem, während du selbst angemeldet bleibst.',
  CLUE: 'Die Seite muss wissen, welcher Warenkorb deiner ist. Wenn dein Browser sich das notiert, kannst du die Notiz vielleicht ändern.',
  DEVTOOLS:
    'Öffne die Entwicklerwerkzeuge (F12) und suche unter Anwendung (in Firefox: Web-Speicher) den Sitzungsspeicher (Session Storage), dann wähle diese Seite. Wie Cookies speichert er Paare aus Schlüssel und Wert für jede Website.',
  CHANGE_BID:
    'Lies die Schlüssel, die dort stehen. Sieht einer davon aus, als gehöre er zum Warenkorb? Ändere seinen Wert in eine andere Zahl.',
  REVISIT:
    'Geändert! Klick jetzt auf irgendeine andere Seite und dann zurück zu Dein Warenkorb, damit er neu lädt. Bleibt er leer, gibt es diesen Warenkorb vielleicht nicht: Versuch eine andere Zahl.',
  DONE: 'Du siehst den Warenkorb eines anderen Kunden! Der Shop hat der Nummer vertraut, die dein Browser geschickt hat, statt zu prüfen, ob der Warenkorb dir gehört.',
};
