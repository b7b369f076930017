import * as texts from '../../../lib/i18n/messages/tutorials/adminSectionChallenge';
import { decodeToken } from '../../../lib/login-storage';
import { readCookie } from '../../../lib/storage';
import { challengeSolved, delay, routeVisited, until } from '../conditions';
import { defineTutorial } from '../tutorial';

/** The login in this browser is one with the admin role (what the administration page itself checks). */
const adminLoggedIn = until(() => decodeToken(readCookie('token') ?? null)?.data?.role === 'admin');

/**
 * Admin Section (tutorialOrder 8): the administration page is in every visitor's bundle but linked
 * nowhere. Logged in as admin (the Login Admin tutorial teaches how), the player guesses its
 * address, /admin first, then /administration; opening it solves the challenge. The reading
 * steps after it show the other way in (the shipped scripts name the route) and point at the flaw:
 * only the browser checks the role.
 */
export const adminSectionChallenge = defineTutorial({
  challenge: 'adminSectionChallenge',
  texts,
  steps: [
    // without the admin's login the page shows nothing to find, so this one cannot be skipped
    { text: 'ADMIN_LOGIN', target: '#navbarAccount', skippable: false, resolved: adminLoggedIn },
    { text: 'MISSION', target: '#homeButton', resolved: delay(10000) },
    { text: 'TECH', target: '#homeButton', resolved: delay(12000) },
    { text: 'TRY_ADMIN', target: '#homeButton', resolved: routeVisited('/admin') },
    { text: 'TRY_ADMINISTRATION', target: '#homeButton', skippable: false, resolved: challengeSolved('adminSectionChallenge') },
    { text: 'DONE', target: '#users-title', page: ['/administration'], resolved: delay(9000) },
    { text: 'SCRIPTS', target: '#homeButton', resolved: delay(12000) },
    { text: 'CURIOUS', target: '#homeButton', resolved: delay(10000) },
  ],
});
