import * as texts from '../../../lib/i18n/messages/tutorials/loginJimChallenge';
import { defineTutorial } from '../tutorial';

/** Login Jim: to be written. */
export const loginJimChallenge = defineTutorial({
  challenge: 'loginJimChallenge',
  texts,
  steps: [],
});
