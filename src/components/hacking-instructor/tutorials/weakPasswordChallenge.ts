import * as texts from '../../../lib/i18n/messages/tutorials/weakPasswordChallenge';
import { challengeSolved, delay, inputHasShopValue, inputHasValue, loggedOut, requestAnswered, routeVisited, until } from '../conditions';
import { type Condition, defineTutorial, LOGIN_SCREEN } from '../tutorial';

const KEY = 'weakPasswordChallenge';
/** The password hints sit below the Log in button, so that the player can press it after each guess. */
const BELOW_THE_FORM = '#loginButton';

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
    { text: 'LOG_OUT', target: '#navbarAccount', resolved: loggedOut() },
    { text: 'FIND_EMAIL', target: '#navbarAccount', resolved: routeVisited('/login') },
    { text: 'EMAIL', target: '#email', page: LOGIN_SCREEN, resolved: inputHasShopValue('#email', 'admin@{domain}') },
    {
      text: 'TRY_ANY',
      target: '#password',
      after: BELOW_THE_FORM,
      page: LOGIN_SCREEN,
      resolved: orSolved(requestAnswered('/rest/user/login')),
    },
    { text: 'WRONG', target: '#password', after: BELOW_THE_FORM, page: LOGIN_SCREEN, resolved: orSolved(passwordStartsWith('admin')) },
    { text: 'TRACK', target: '#password', after: BELOW_THE_FORM, page: LOGIN_SCREEN, resolved: orSolved(passwordStartsWith('admin1')) },
    { text: 'WARMER', target: '#password', after: BELOW_THE_FORM, page: LOGIN_SCREEN, resolved: orSolved(passwordStartsWith('admin12')) },
    {
      text: 'HOT',
      target: '#password',
      after: BELOW_THE_FORM,
      page: LOGIN_SCREEN,
      resolved: orSolved(inputHasValue('#password', 'admin123')),
    },
    { text: 'LOG_IN', target: '#loginButton', page: LOGIN_SCREEN, skippable: false, resolved: challengeSolved(KEY) },
    { text: 'DONE', target: '#homeButton', resolved: delay(12000) },
  ],
});
