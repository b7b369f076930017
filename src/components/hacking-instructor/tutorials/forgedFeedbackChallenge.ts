import * as texts from '../../../lib/i18n/messages/tutorials/forgedFeedbackChallenge';
import { defineTutorial } from '../tutorial';

/** Forged Feedback: to be written. */
export const forgedFeedbackChallenge = defineTutorial({
  challenge: 'forgedFeedbackChallenge',
  texts,
  steps: [],
});
