import * as texts from '../../../lib/i18n/messages/tutorials/weakPasswordChallenge';
import { defineTutorial } from '../tutorial';

/** Password Strength: to be written. */
export const weakPasswordChallenge = defineTutorial({
  challenge: 'weakPasswordChallenge',
  texts,
  steps: [],
});
