/** The Coding Challenges tutorial's texts. */
export const en = {
  OPEN_SCORE_BOARD:
    'Coding challenges are played on the Score Board. Open it now: the side menu links it once you have found it, or type /score-board into the address bar.',
  WHAT: 'Many hacking challenges come with a coding challenge: you read the real source code behind the flaw, find the guilty lines and choose a fix. This card counts your progress in them.',
  OPEN_BADGE:
    'A coding challenge opens once its hacking challenge is solved, and the Score Board is. Click the <> badge on the Score Board card to open its coding challenge.',
  SNIPPET:
    'This is the code that puts the Score Board in the side menu, read from the running shop. Phase one, Find it: which lines let a visitor reach the "hidden" Score Board?',
  FIND_IT:
    'Click the number of each line you suspect; it turns yellow. Then press Submit. Wrong? Try again: after each miss the hint box below the code says a little more.',
  FIX_IT:
    'Phase two, Fix it: open the list above the code and look at each fix; the diff shows what it changes. Remember the Score Board is meant to be found, it tracks all your progress. Pick the best fix and press Submit.',
  DONE: 'Both phases done: the badge shows 2/2 and this card counts them. Close the dialog. Every solved challenge with a <> badge waits for you the same way.',
} as const;

export const de_DE: Record<keyof typeof en, string> = {
  OPEN_SCORE_BOARD:
    'Coding-Challenges spielst du auf dem Score Board. Öffne es jetzt: Das Seitenmenü verlinkt es, sobald du es gefunden hast, oder tippe /score-board in die Adresszeile.',
  WHAT: 'Viele Hacking-Challenges haben eine Coding-Challenge: Du liest den echten Quellcode hinter der Schwachstelle, findest die schuldigen Zeilen und wählst eine Korrektur. Diese Karte zählt deinen Fortschritt darin.',
  OPEN_BADGE:
    'Eine Coding-Challenge öffnet sich, sobald ihre Hacking-Challenge gelöst ist, und das Score Board ist es. Klicke auf das <>-Abzeichen der Score-Board-Karte, um ihre Coding-Challenge zu öffnen.',
  SNIPPET:
    'Das ist der Code, der das Score Board ins Seitenmenü bringt, gelesen aus dem laufenden Shop. Phase eins, Finden: Welche Zeilen lassen Besucher das "versteckte" Score Board erreichen?',
  FIND_IT:
    'Klicke auf die Nummer jeder verdächtigen Zeile; sie wird gelb. Dann drücke Absenden. Falsch? Versuch es noch einmal: Nach jedem Fehlversuch verrät der Hinweiskasten unter dem Code etwas mehr.',
  FIX_IT:
    'Phase zwei, Beheben: Öffne die Liste über dem Code und sieh dir jede Korrektur an; der Diff zeigt, was sie ändert. Denk daran: Das Score Board soll gefunden werden, es hält deinen ganzen Fortschritt fest. Wähle die beste Korrektur und drücke Absenden.',
  DONE: 'Beide Phasen geschafft: Das Abzeichen zeigt 2/2 und diese Karte zählt sie. Schließe den Dialog. Jede gelöste Challenge mit einem <>-Abzeichen wartet genauso auf dich.',
};
