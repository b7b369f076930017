import * as texts from '../../../lib/i18n/messages/tutorials/exposedCredentialsChallenge';
import { challengeSolved, delay, inputHasShopValue, inputHasValue, loggedOut, routeVisited } from '../conditions';
import { defineTutorial, LOGIN_SCREEN } from '../tutorial';

/**
 * Exposed credentials (tutorialOrder 6): the login screen's script carries a test account's user
 * name and password (a forgotten quick fill); the player reads them in the developer tools'
 * sources and logs in with them. The shop solves the challenge on that login request.
 */
export const exposedCredentialsChallenge = defineTutorial({
  challenge: 'exposedCredentialsChallenge',
  texts,
  steps: [
    { text: 'LOG_OUT', target: '#navbarAccount', skippable: false, resolved: loggedOut() },
    { text: 'HARDCODED', target: '#navbarAccount', resolved: delay(10000) },
    { text: 'GO_TO_LOGIN', target: '#navbarAccount', skippable: false, resolved: routeVisited('/login') },
    { text: 'DEV_TOOLS', target: '#email', page: LOGIN_SCREEN, resolved: delay(10000) },
    { text: 'SEARCH', target: '#email', page: LOGIN_SCREEN, resolved: delay(15000) },
    { text: 'EMAIL', target: '#email', page: LOGIN_SCREEN, resolved: delay(12000) },
    {
      text: 'TYPE_EMAIL',
      target: '#email',
      page: LOGIN_SCREEN,
      skippable: false,
      resolved: inputHasShopValue('#email', 'testing@{domain}'),
    },
    {
      text: 'TYPE_PASSWORD',
      target: '#password',
      page: LOGIN_SCREEN,
      skippable: false,
      resolved: inputHasValue('#password', 'IamUsedForTesting'),
    },
    {
      text: 'LOG_IN',
      target: '#loginButton',
      page: LOGIN_SCREEN,
      skippable: false,
      resolved: challengeSolved('exposedCredentialsChallenge'),
    },
    { text: 'DONE', target: '#homeButton', resolved: delay(9000) },
  ],
});
