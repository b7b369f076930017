import * as texts from '../../../lib/i18n/messages/tutorials/rscPayloadLeakChallenge';
import { defineTutorial } from '../tutorial';

/** Streamed Staff Secret: to be written. */
export const rscPayloadLeakChallenge = defineTutorial({
  challenge: 'rscPayloadLeakChallenge',
  texts,
  steps: [],
});
