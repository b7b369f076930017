import * as texts from '../../../lib/i18n/messages/tutorials/loginBenderChallenge';
import { challengeSolved, delay, inputHasShopValue, inputHasValue, loggedOut, requestAnswered, routeVisited } from '../conditions';
import { defineTutorial, LOGIN_SCREEN } from '../tutorial';

/** A reading step for newcomers: over at once when Login Admin is solved already (as upstream skips it). */
const unlessLoginAdminSolved = (ms: number) => (signal: AbortSignal) =>
  Promise.race([challengeSolved('loginAdminChallenge')(signal), delay(ms)(signal)]);

/**
 * Login Bender (tutorialOrder 13): the About Us page's customer feedback shows enough of Bender's
 * email to guess it; with it, '-- after the email comments out the login query's password check.
 */
export const loginBenderChallenge = defineTutorial({
  challenge: 'loginBenderChallenge',
  texts,
  steps: [
    { text: 'PREREQUISITE', target: '#navbarAccount', resolved: unlessLoginAdminSolved(12000) },
    { text: 'LOG_OUT', target: '#navbarAccount', skippable: false, resolved: loggedOut() },
    { text: 'GO_TO_LOGIN', target: '#navbarAccount', skippable: false, resolved: routeVisited('/login') },
    { text: 'NEED_BOTH', target: '#email', page: LOGIN_SCREEN, resolved: delay(10000) },
    { text: 'EMAIL_IS_ENOUGH', target: '#email', page: LOGIN_SCREEN, resolved: delay(9000) },
    { text: 'LEAKS', target: '#homeButton', resolved: delay(10000) },
    { text: 'GO_TO_ABOUT', target: '#homeButton', resolved: routeVisited('/about') },
    { text: 'FIND_BENDER', target: '#feedback-gallery', page: ['/about'], skippable: false, resolved: routeVisited('/login') },
    {
      text: 'TYPE_EMAIL',
      target: '#email',
      page: LOGIN_SCREEN,
      skippable: false,
      resolved: inputHasShopValue('#email', 'bender@{domain}'),
    },
    { text: 'ANY_PASSWORD', target: '#password', page: LOGIN_SCREEN, skippable: false, resolved: inputHasValue('#password') },
    { text: 'LOG_IN', target: '#loginButton', page: LOGIN_SCREEN, skippable: false, resolved: requestAnswered('/rest/user/login') },
    { text: 'FAILED', target: '#loginButton', page: LOGIN_SCREEN, resolved: delay(9000) },
    {
      text: 'ADD_COMMENT',
      target: '#email',
      page: LOGIN_SCREEN,
      skippable: false,
      resolved: inputHasShopValue('#email', "bender@{domain}'--"),
    },
    {
      text: 'LOG_IN_AGAIN',
      target: '#loginButton',
      page: LOGIN_SCREEN,
      skippable: false,
      resolved: challengeSolved('loginBenderChallenge'),
    },
    { text: 'DONE', target: '#homeButton', resolved: delay(9000) },
  ],
});
