/** Messages of the hacking instructor: its frame and the steps of its tutorials. */
export const en = {
  NAV_GETTING_STARTED: 'Getting started',
  HI_LABEL: 'Hacking instructor',
  HI_STEP_OF: 'Step {step:number} of {total:number}',
  HI_CLOSE: 'Close the hacking instructor',
  HI_SKIP_HINT: 'Double-click to skip this step',
  HI_WAITING: 'Waiting for the part of the page this step is about…',
  HI_SCORE_BOARD_WELCOME:
    'Hello! I am your hacking instructor. I sit next to the part of the page you need and move on as soon as you have done what I ask. In a hurry? Double-click me to skip a step.',
  HI_SCORE_BOARD_MISSION:
    'Your first mission: find the Score Board. It lists every challenge of this shop and how far you got, yet no menu links to it.',
  HI_SCORE_BOARD_CLUE:
    'A web shop sends the browser the code of every screen it has, hidden pages included. Open the developer tools, search the loaded scripts for "score", and see which address turns up.',
  HI_SCORE_BOARD_GUESS:
    'Or simply guess: what would a developer call that page? Type the address into the address bar, for example /score-board, and press Enter. I will wait here.',
  HI_SCORE_BOARD_DONE:
    'You found it, and that solved your first challenge! Everything you solve turns green here. Pick the next challenge whenever you are ready.',
} as const;

export const de: Record<keyof typeof en, string> = {
  NAV_GETTING_STARTED: 'Erste Schritte',
  HI_LABEL: 'Hacking-Lehrer',
  HI_STEP_OF: 'Schritt {step} von {total}',
  HI_CLOSE: 'Hacking-Lehrer schließen',
  HI_SKIP_HINT: 'Doppelklick überspringt diesen Schritt',
  HI_WAITING: 'Warte auf den Teil der Seite, um den es in diesem Schritt geht…',
  HI_SCORE_BOARD_WELCOME:
    'Hallo! Ich bin dein Hacking-Lehrer. Ich stehe neben dem Teil der Seite, den du brauchst, und gehe weiter, sobald du getan hast, worum ich bitte. Eilig? Ein Doppelklick auf mich überspringt einen Schritt.',
  HI_SCORE_BOARD_MISSION:
    'Deine erste Aufgabe: Finde das Score Board. Es listet alle Challenges dieses Shops und deinen Fortschritt, aber kein Menü verlinkt es.',
  HI_SCORE_BOARD_CLUE:
    'Ein Webshop schickt dem Browser den Code all seiner Seiten, auch der versteckten. Öffne die Entwicklerwerkzeuge, durchsuche die geladenen Skripte nach "score" und schau, welche Adresse auftaucht.',
  HI_SCORE_BOARD_GUESS:
    'Oder rate einfach: Wie würde ein Entwickler diese Seite nennen? Tippe die Adresse in die Adresszeile, zum Beispiel /score-board, und drücke Enter. Ich warte hier.',
  HI_SCORE_BOARD_DONE:
    'Gefunden, und damit ist deine erste Challenge gelöst! Alles, was du löst, wird hier grün. Such dir die nächste Challenge aus, wann immer du bereit bist.',
};
