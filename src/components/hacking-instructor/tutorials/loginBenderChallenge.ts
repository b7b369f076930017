import * as texts from '../../../lib/i18n/messages/tutorials/loginBenderChallenge';
import { defineTutorial } from '../tutorial';

/** Login Bender: to be written. */
export const loginBenderChallenge = defineTutorial({
  challenge: 'loginBenderChallenge',
  texts,
  steps: [],
});
