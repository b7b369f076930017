import * as texts from '../../../lib/i18n/messages/tutorials/loginAdminChallenge';
import { defineTutorial } from '../tutorial';

/** Login Admin: to be written. */
export const loginAdminChallenge = defineTutorial({
  challenge: 'loginAdminChallenge',
  texts,
  steps: [],
});
