import * as texts from '../../../lib/i18n/messages/tutorials/basketAccessChallenge';
import { STORED } from '../../../lib/storage';
import { challengeSolved, delay, loggedIn, routeVisited, until } from '../conditions';
import { type Condition, defineTutorial } from '../tutorial';

/** The navbar's basket button (upstream's has no id either; its link is the stable part). */
const BASKET_BUTTON = 'header a[href="/basket"]';

/** The basket id the browser keeps (`bid` in session storage) is no longer the one it held when the step began. */
const basketIdChanged: Condition = (signal) => {
  const before = sessionStorage.getItem(STORED.basketId);
  return until(() => {
    const now = sessionStorage.getItem(STORED.basketId);
    return !!now && now !== before;
  })(signal);
};

/**
 * View Basket (tutorialOrder 10): logged in, the player opens their basket, finds the basket id the
 * browser keeps in session storage (`bid`), changes it and opens the basket again, which now loads
 * another customer's (the shop checks no ownership). That request solves the challenge.
 */
export const basketAccessChallenge = defineTutorial({
  challenge: 'basketAccessChallenge',
  texts,
  steps: [
    { text: 'INTRO', target: '#homeButton', resolved: delay(12000) },
    // the shop only notices a foreign basket against the login's own
    { text: 'LOG_IN', target: '#navbarAccount', skippable: false, resolved: loggedIn() },
    { text: 'OPEN_BASKET', target: BASKET_BUTTON, resolved: routeVisited('/basket') },
    { text: 'MISSION', target: BASKET_BUTTON, page: ['/basket'], resolved: delay(9000) },
    { text: 'CLUE', target: BASKET_BUTTON, page: ['/basket'], resolved: delay(10000) },
    { text: 'DEVTOOLS', target: BASKET_BUTTON, resolved: delay(12000) },
    { text: 'CHANGE_BID', target: BASKET_BUTTON, resolved: basketIdChanged },
    { text: 'REVISIT', target: BASKET_BUTTON, skippable: false, resolved: challengeSolved('basketAccessChallenge') },
    { text: 'DONE', target: '#main', page: ['/basket'], resolved: delay(10000) },
  ],
});
