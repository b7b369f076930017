import * as texts from '../../../lib/i18n/messages/tutorials/serverSourceMapChallenge';
import { defineTutorial } from '../tutorial';

/** Server Source Maps: to be written. */
export const serverSourceMapChallenge = defineTutorial({
  challenge: 'serverSourceMapChallenge',
  texts,
  steps: [],
});
