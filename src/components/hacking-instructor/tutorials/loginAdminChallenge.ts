import * as texts from '../../../lib/i18n/messages/tutorials/loginAdminChallenge';
import { challengeSolved, delay, inputHasValue, loggedOut, requestAnswered, routeVisited } from '../conditions';
import { defineTutorial, LOGIN_SCREEN } from '../tutorial';

const loginRequest = () => requestAnswered('/rest/user/login');

/**
 * Login Admin (tutorialOrder 7): an SQL injection in the login's email field, built up step by
 * step: a lone quote breaks the query (the error shows it is injectable), ' OR true makes the
 * condition hold for every user but still leaves the password check dangling, and ' OR true--
 * comments that out, so the first user (the administrator) logs in.
 */
export const loginAdminChallenge = defineTutorial({
  challenge: 'loginAdminChallenge',
  texts,
  steps: [
    { text: 'LOG_OUT', target: '#navbarAccount', skippable: false, resolved: loggedOut() },
    { text: 'GO_TO_LOGIN', target: '#navbarAccount', skippable: false, resolved: routeVisited('/login') },
    { text: 'SQLI', target: '#email', page: LOGIN_SCREEN, resolved: delay(9000) },
    { text: 'QUOTES', target: '#email', page: LOGIN_SCREEN, resolved: delay(12000) },
    { text: 'TYPE_QUOTE', target: '#email', page: LOGIN_SCREEN, skippable: false, resolved: inputHasValue('#email', "'") },
    { text: 'ANY_PASSWORD', target: '#password', page: LOGIN_SCREEN, skippable: false, resolved: inputHasValue('#password') },
    { text: 'LOG_IN', target: '#loginButton', page: LOGIN_SCREEN, skippable: false, resolved: loginRequest() },
    { text: 'ERROR', target: '#loginButton', page: LOGIN_SCREEN, resolved: delay(10000) },
    { text: 'NETWORK', target: '#loginButton', page: LOGIN_SCREEN, resolved: delay(12000) },
    { text: 'TYPE_OR_TRUE', target: '#email', page: LOGIN_SCREEN, skippable: false, resolved: inputHasValue('#email', "' OR true") },
    { text: 'LOG_IN_AGAIN', target: '#loginButton', page: LOGIN_SCREEN, skippable: false, resolved: loginRequest() },
    { text: 'STILL_BROKEN', target: '#loginButton', page: LOGIN_SCREEN, resolved: delay(10000) },
    { text: 'COMMENT', target: '#email', page: LOGIN_SCREEN, resolved: delay(10000) },
    { text: 'TYPE_COMMENT', target: '#email', page: LOGIN_SCREEN, skippable: false, resolved: inputHasValue('#email', "' OR true--") },
    {
      text: 'LOG_IN_FINAL',
      target: '#loginButton',
      page: LOGIN_SCREEN,
      skippable: false,
      resolved: challengeSolved('loginAdminChallenge'),
    },
    { text: 'DONE', target: '#homeButton', resolved: delay(12000) },
  ],
});
