import * as texts from '../../../lib/i18n/messages/tutorials/exposedCredentialsChallenge';
import { defineTutorial } from '../tutorial';

/** Exposed credentials: to be written. */
export const exposedCredentialsChallenge = defineTutorial({
  challenge: 'exposedCredentialsChallenge',
  texts,
  steps: [],
});
