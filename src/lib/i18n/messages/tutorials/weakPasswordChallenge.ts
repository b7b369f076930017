/** The Password Strength tutorial's texts. */
export const en = {
  MISSION:
    "In this challenge you log into the administrator's account with his own, original password. No tricks with the login form this time: just a good guess.",
  LOG_OUT: 'This challenge starts logged out. If you are logged in, open the account menu here and choose Logout.',
  FIND_EMAIL:
    "First you need the admin's email address. Customer feedback and product reviews show the addresses of their authors: a good place to look. Once you have it, open the Login page from the account menu.",
  EMAIL: "Type the admin's email address into the Email field.",
  TRY_ANY: 'Now the password. Luckily the admin picked a really, really bad one. Type whichever password comes to mind and press Log in.',
  WRONG: 'Nope, that was not it. Keep guessing: I will tell you as soon as the Password field is on the right track.',
  TRACK:
    'You are on the right track! But that alone would be the worst password in the world, even for this admin. He added a few characters that are not letters. Keep trying.',
  WARMER: 'Getting warmer! Maybe add some more digits?',
  HOT: 'Hot, very hot! Just one more digit...',
  LOG_IN: 'That is it. Now press Log in.',
  DONE: 'You are logged in as the administrator of this shop, thanks to a password anyone could guess. A long, unique password, or better a password manager, would have kept you out.',
} as const;

export const de_DE: Record<keyof typeof en, string> = {
  MISSION:
    'In dieser Challenge meldest du dich mit dem eigenen, echten Passwort des Administrators bei seinem Konto an. Diesmal keine Tricks mit dem Anmeldeformular: nur gut raten.',
  LOG_OUT: 'Diese Challenge beginnt abgemeldet. Wenn du angemeldet bist, öffne hier das Kontomenü und wähle Abmelden.',
  FIND_EMAIL:
    'Zuerst brauchst du die E-Mail-Adresse des Admins. Kundenfeedback und Produktbewertungen zeigen die Adressen ihrer Verfasser: ein guter Ort zum Suchen. Sobald du sie hast, öffne über das Kontomenü die Anmeldeseite.',
  EMAIL: 'Tippe die E-Mail-Adresse des Admins in das E-Mail-Feld.',
  TRY_ANY:
    'Jetzt das Passwort. Zum Glück hat der Admin ein richtig, richtig schlechtes gewählt. Tippe irgendein Passwort ein, das dir einfällt, und drücke Anmelden.',
  WRONG: 'Nein, das war es nicht. Rate weiter: Ich sage dir Bescheid, sobald das Passwortfeld auf der richtigen Spur ist.',
  TRACK:
    'Du bist auf der richtigen Spur! Aber nur das wäre das schlechteste Passwort der Welt, selbst für diesen Admin. Er hat ein paar Zeichen angehängt, die keine Buchstaben sind. Versuch es weiter.',
  WARMER: 'Schon wärmer! Vielleicht noch ein paar Ziffern mehr?',
  HOT: 'Heiß, sehr heiß! Nur noch eine Ziffer ...',
  LOG_IN: 'Das ist es. Drücke jetzt Anmelden.',
  DONE: 'Du bist als Administrator dieses Shops angemeldet, dank eines Passworts, das jeder erraten kann. Ein langes, einzigartiges Passwort, oder besser ein Passwortmanager, hätte dich ausgesperrt.',
};
