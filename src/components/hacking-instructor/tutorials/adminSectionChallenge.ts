import * as texts from '../../../lib/i18n/messages/tutorials/adminSectionChallenge';
import { defineTutorial } from '../tutorial';

/** Admin Section: to be written. */
export const adminSectionChallenge = defineTutorial({
  challenge: 'adminSectionChallenge',
  texts,
  steps: [],
});
