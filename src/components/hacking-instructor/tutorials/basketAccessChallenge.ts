import * as texts from '../../../lib/i18n/messages/tutorials/basketAccessChallenge';
import { defineTutorial } from '../tutorial';

/** View Basket: to be written. */
export const basketAccessChallenge = defineTutorial({
  challenge: 'basketAccessChallenge',
  texts,
  steps: [],
});
