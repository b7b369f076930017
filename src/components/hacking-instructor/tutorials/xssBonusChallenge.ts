import * as texts from '../../../lib/i18n/messages/tutorials/xssBonusChallenge';
import { defineTutorial } from '../tutorial';

/** Bonus Payload: to be written. */
export const xssBonusChallenge = defineTutorial({
  challenge: 'xssBonusChallenge',
  texts,
  steps: [],
});
