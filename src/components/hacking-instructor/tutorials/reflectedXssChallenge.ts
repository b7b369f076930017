import * as texts from '../../../lib/i18n/messages/tutorials/reflectedXssChallenge';
import { defineTutorial } from '../tutorial';

/** Reflected XSS: to be written. */
export const reflectedXssChallenge = defineTutorial({
  challenge: 'reflectedXssChallenge',
  texts,
  steps: [],
});
