/** The Admin Section tutorial's texts. */
export const en = {
  ADMIN_LOGIN:
    'This one needs you logged in as the administrator. Already know how? Log in as admin now. If not, do the Login Admin tutorial first and come back.',
  MISSION:
    'You are the admin now, yet no menu leads to the page where a shop is run: users, feedback and the like. Your mission: find the address of that page.',
  TECH: 'Knowing what a site is built with tells you where to look. A WordPress site, for example, keeps its admin area at /wp-admin. Many other shops simply use a plain English word.',
  TRY_ADMIN: 'Start with the most obvious guess: type /admin into the address bar and press Enter.',
  TRY_ADMINISTRATION: 'No admin page there. Developers often spell the word out in full. Try /administration in the address bar.',
  DONE: 'You made it into the administration section! It lists every registered user and every piece of customer feedback.',
  SCRIPTS:
    'Guessing is one way, reading is the other: the scripts this shop sends to your browser know every route. In the developer tools, search the loaded scripts for "admin" and the address turns up.',
  CURIOUS:
    'Curious? Later, log in as an ordinary customer and open /administration again. Watch who decides whether you may see it: the browser or the server?',
} as const;

export const de_DE: Record<keyof typeof en, string> = {
  ADMIN_LOGIN:
    'Hierfür musst du als Administrator angemeldet sein. Weißt du schon, wie das geht? Dann melde dich jetzt als Admin an. Wenn nicht, mach zuerst das Tutorial zu Login Admin und komm dann zurück.',
  MISSION:
    'Jetzt bist du der Admin, aber kein Menü führt zu der Seite, auf der der Shop verwaltet wird: Benutzer, Feedback und so weiter. Deine Aufgabe: Finde die Adresse dieser Seite.',
  TECH: 'Wer weiß, womit eine Website gebaut ist, weiß, wo er suchen muss. Eine WordPress-Seite hat ihren Adminbereich zum Beispiel unter /wp-admin. Viele andere Shops nehmen einfach ein englisches Wort.',
  TRY_ADMIN: 'Fang mit dem naheliegendsten Versuch an: Tippe /admin in die Adresszeile und drücke Enter.',
  TRY_ADMINISTRATION:
    'Dort ist keine Adminseite. Entwickler schreiben das Wort oft aus. Versuch es mit /administration in der Adresszeile.',
  DONE: 'Du bist im Administrationsbereich! Er listet alle registrierten Benutzer und das gesamte Kundenfeedback.',
  SCRIPTS:
    'Raten ist ein Weg, Lesen der andere: Die Skripte, die dieser Shop an deinen Browser schickt, kennen jede Route. Durchsuche in den Entwicklerwerkzeugen die geladenen Skripte nach "admin", und die Adresse taucht auf.',
  CURIOUS:
    'Neugierig? Melde dich später als normaler Kunde an und öffne /administration noch einmal. Achte darauf, wer entscheidet, ob du sie sehen darfst: der Browser oder der Server?',
};
