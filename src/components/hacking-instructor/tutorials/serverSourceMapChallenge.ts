import * as texts from '../../../lib/i18n/messages/tutorials/serverSourceMapChallenge';
import { challengeSolved, delay } from '../conditions';
import { defineTutorial } from '../tutorial';

/**
 * Server Source Maps (Modern Stack): the production build keeps a source map next to each of the
 * server's bundles and publishes them under /assets/server/. The player learns what a map is and
 * how a bundle names it, reads a server bundle's name off an error page's stack trace (a new tab
 * on /api/Users) and opens that bundle's map. The reading steps happen in other tabs, so they are
 * timed; the solve is the player's own request for the map.
 */
export const serverSourceMapChallenge = defineTutorial({
  challenge: 'serverSourceMapChallenge',
  texts,
  steps: [
    { text: 'WELCOME', target: '#homeButton', resolved: delay(10000) },
    { text: 'MAP_NAME', target: '#homeButton', resolved: delay(12000) },
    { text: 'ERROR_PAGE', target: '#homeButton', resolved: delay(10000) },
    { text: 'TRACE', target: '#homeButton', resolved: delay(12000) },
    { text: 'FETCH_MAP', target: '#homeButton', skippable: false, resolved: challengeSolved('serverSourceMapChallenge') },
    { text: 'DONE', target: '#homeButton', resolved: delay(10000) },
  ],
});
