import * as texts from '../../../lib/i18n/messages/tutorials/codingChallenges';
import { defineTutorial } from '../tutorial';

/** Coding Challenges: to be written. */
export const codingChallenges = defineTutorial({
  challenge: 'codingChallenges',
  texts,
  steps: [],
});
