import * as texts from '../../../lib/i18n/messages/tutorials/weakPasswordChallenge';
import { fetchApplicationConfiguration } from '../../../lib/api/account';
import { readCookie } from '../../../lib/storage';
import { challengeSolved, delay, inputHasValue, requestAnswered, routeVisited, until } from '../conditions';
import { type Condition, defineTutorial } from '../tutorial';

const KEY = 'weakPasswordChallenge';
const LOGIN = ['/login'] as const;
/** The password hints sit below the Log in button, so that the player can press it after each guess. */
const BELOW_THE_FORM = '#loginButton';

/** No one is logged in on this browser (the session cookie the login sets is gone). */
const loggedOut = until(() => !readCookie('token'));

/**
 * The Email field holds the admin's address, on the shop's configured domain (any domain when the
 * shop's settings cannot be read: the hint still moves on, and the login decides).
 */
const adminEmailTyped: Condition = async (signal) => {
  const domain = await fetchApplicationConfiguration().then(
    (config) => config.application.domain,
    () => null,
  );
  if (domain) return inputHasValue('#email', `admin@${domain}`)(signal);
  return until(() => /^admin@[^@\s]+\.[^@\s]+$/.test(document.querySelector<HTMLInputElement>('#email')?.value ?? ''))(signal);
};

/** The Password field starts with `prefix`: a quick typist passes several hints in one poll. */
const passwordStartsWith = (prefix: string) =>
  until(() => !!document.querySelector<HTMLInputElement>('#password')?.value.startsWith(prefix));

/**
 * Either condition; a player who guessed the whole password at once has solved the challenge, and
 * the hints on the way there have nothing left to wait for.
 */
const orSolved =
  (condition: Condition): Condition =>
  (signal) => {
    const both = new AbortController();
    signal.addEventListener('abort', () => both.abort());
    return Promise.race([condition(both.signal), challengeSolved(KEY)(both.signal)]).finally(() => both.abort());
  };

/**
 * Password Strength (tutorialOrder 9): logged out, the player finds the admin's email (feedback and
 * reviews show it), types it, and guesses the password with hot-and-cold hints as the Password field
 * fills: admin, admin1, admin12, admin123. Pressing Log in with that solves the challenge.
 */
export const weakPasswordChallenge = defineTutorial({
  challenge: KEY,
  texts,
  steps: [
    { text: 'MISSION', target: '#navbarAccount', resolved: delay(9000) },
    { text: 'LOG_OUT', target: '#navbarAccount', resolved: loggedOut },
    { text: 'FIND_EMAIL', target: '#navbarAccount', resolved: routeVisited('/login') },
    { text: 'EMAIL', target: '#email', page: LOGIN, resolved: adminEmailTyped },
    { text: 'TRY_ANY', target: '#password', after: BELOW_THE_FORM, page: LOGIN, resolved: orSolved(requestAnswered('/rest/user/login')) },
    { text: 'WRONG', target: '#password', after: BELOW_THE_FORM, page: LOGIN, resolved: orSolved(passwordStartsWith('admin')) },
    { text: 'TRACK', target: '#password', after: BELOW_THE_FORM, page: LOGIN, resolved: orSolved(passwordStartsWith('admin1')) },
    { text: 'WARMER', target: '#password', after: BELOW_THE_FORM, page: LOGIN, resolved: orSolved(passwordStartsWith('admin12')) },
    { text: 'HOT', target: '#password', after: BELOW_THE_FORM, page: LOGIN, resolved: orSolved(inputHasValue('#password', 'admin123')) },
    { text: 'LOG_IN', target: '#loginButton', page: LOGIN, skippable: false, resolved: challengeSolved(KEY) },
    { text: 'DONE', target: '#homeButton', resolved: delay(12000) },
  ],
});
