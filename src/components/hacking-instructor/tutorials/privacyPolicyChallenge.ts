import * as texts from '../../../lib/i18n/messages/tutorials/privacyPolicyChallenge';
import { defineTutorial } from '../tutorial';

/** Privacy Policy: to be written. */
export const privacyPolicyChallenge = defineTutorial({
  challenge: 'privacyPolicyChallenge',
  texts,
  steps: [],
});
