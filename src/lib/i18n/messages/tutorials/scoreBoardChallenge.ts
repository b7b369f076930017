/** The Score Board tutorial's texts. */
export const en = {
  WELCOME:
    'Hello! I am your hacking instructor. I sit next to the part of the page you need and move on as soon as you have done what I ask. In a hurry? Double-click me to skip a step.',
  MISSION: 'Your first mission: find the Score Board. It lists every challenge of this shop and how far you got, yet no menu links to it.',
  CLUE: 'A web shop sends the browser the code of every screen it has, hidden pages included. Open the developer tools, search the loaded scripts for "score", and see which address turns up.',
  GUESS:
    'Or simply guess: what would a developer call that page? Type the address into the address bar, for example /score-board, and press Enter. I will wait here.',
  DONE: 'You found it, and that solved your first challenge: its card here says so. Pick the next one whenever you are ready; the mortarboard button on a card starts its own tutorial.',
} as const;

export const de_DE: Record<keyof typeof en, string> = {
  WELCOME:
    'Hallo! Ich bin dein Hacking-Lehrer. Ich stehe neben dem Teil der Seite, den du brauchst, und gehe weiter, sobald du getan hast, worum ich bitte. Eilig? Ein Doppelklick auf mich überspringt einen Schritt.',
  MISSION:
    'Deine erste Aufgabe: Finde das Score Board. Es listet alle Challenges dieses Shops und deinen Fortschritt, aber kein Menü verlinkt es.',
  CLUE: 'Ein Webshop schickt dem Browser den Code all seiner Seiten, auch der versteckten. Öffne die Entwicklerwerkzeuge, durchsuche die geladenen Skripte nach "score" und schau, welche Adresse auftaucht.',
  GUESS:
    'Oder rate einfach: Wie würde ein Entwickler diese Seite nennen? Tippe die Adresse in die Adresszeile, zum Beispiel /score-board, und drücke Enter. Ich warte hier.',
  DONE: 'Gefunden, und damit ist deine erste Challenge gelöst: Ihre Karte hier zeigt es. Such dir die nächste aus, wann immer du bereit bist; der Doktorhut-Knopf auf einer Karte startet ihr eigenes Tutorial.',
};
