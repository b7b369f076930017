import * as texts from '../../../lib/i18n/messages/tutorials/reflectedXssChallenge';
import { challengeSolved, delay, loggedIn, requestAnswered, routeVisited } from '../conditions';
import { defineTutorial } from '../tutorial';

const TRACKING = ['/track-result', '/track-result/new'] as const;

/**
 * Reflected XSS (tutorialOrder 5): the tracking page puts the order id from its address into the
 * page as markup. The player logs in, opens the order history, tracks an order, and then edits
 * the `id` in the address bar into the iframe payload; loading that address solves.
 * (Off under safety mode: the challenge needs `challenges.safetyMode: disabled` in containers.)
 */
export const reflectedXssChallenge = defineTutorial({
  challenge: 'reflectedXssChallenge',
  texts,
  steps: [
    { text: 'LOG_IN', target: '#navbarAccount', skippable: false, resolved: loggedIn() },
    // under the middle of the navbar: the open menus, at its right, would cover a bubble under Account
    { text: 'ORDER_HISTORY', target: 'header > mat-toolbar', resolved: routeVisited('/order-history') },
    // any tracking page asks the shop for its order: the history's truck button or a new order's
    // link (no page: a player without orders buys one first, elsewhere)
    { text: 'TRACK', target: 'a[href^="/track-result"]', resolved: requestAnswered(/^\/rest\/track-order\//) },
    { text: 'LOOK', target: '#order-number', page: TRACKING, resolved: delay(10000) },
    { text: 'REFLECTED', target: '#order-number', page: TRACKING, resolved: delay(12000) },
    { text: 'PAYLOAD', target: '#order-number', page: TRACKING, skippable: false, resolved: challengeSolved('reflectedXssChallenge') },
    { text: 'DONE', target: '#order-number', page: TRACKING, resolved: delay(12000) },
  ],
});
