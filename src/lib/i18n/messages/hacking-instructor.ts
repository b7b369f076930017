/**
 * Messages of the hacking instructor's frame. Each tutorial's own texts live in
 * `tutorials/<challenge>.ts` and load with its chunk, not with every page.
 */
export const en = {
  NAV_GETTING_STARTED: 'Getting started',
  HI_LABEL: 'Hacking instructor',
  HI_START_TUTORIAL: "Start the hacking instructor's tutorial for {name:string}",
  HI_STEP_OF: 'Step {step:number} of {total:number}',
  HI_CLOSE: 'Close the hacking instructor',
  HI_SKIP_HINT: 'Double-click to skip this step',
  HI_NEXT: 'Next',
  HI_CANNOT_SKIP: 'This one is yours to do: it cannot be skipped.',
  HI_WAITING: 'Waiting for the part of the page this step is about…',
  HI_GO_BACK: 'This step happens on another page. Go back to carry on:',
} as const;

export const de: Record<keyof typeof en, string> = {
  NAV_GETTING_STARTED: 'Erste Schritte',
  HI_LABEL: 'Hacking-Lehrer',
  HI_START_TUTORIAL: 'Tutorial des Hacking-Lehrers zu {name} starten',
  HI_STEP_OF: 'Schritt {step} von {total}',
  HI_CLOSE: 'Hacking-Lehrer schließen',
  HI_SKIP_HINT: 'Doppelklick überspringt diesen Schritt',
  HI_NEXT: 'Weiter',
  HI_CANNOT_SKIP: 'Das machst du selbst: Dieser Schritt lässt sich nicht überspringen.',
  HI_WAITING: 'Warte auf den Teil der Seite, um den es in diesem Schritt geht…',
  HI_GO_BACK: 'Dieser Schritt spielt auf einer anderen Seite. Geh zurück, um weiterzumachen:',
};
