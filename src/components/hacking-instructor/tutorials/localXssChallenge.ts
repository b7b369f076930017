import * as texts from '../../../lib/i18n/messages/tutorials/localXssChallenge';
import { defineTutorial } from '../tutorial';

/** DOM XSS: to be written. */
export const localXssChallenge = defineTutorial({
  challenge: 'localXssChallenge',
  texts,
  steps: [],
});
