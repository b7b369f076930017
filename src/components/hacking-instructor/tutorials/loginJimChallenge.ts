import * as texts from '../../../lib/i18n/messages/tutorials/loginJimChallenge';
import { challengeSolved, delay, inputHasShopValue, inputHasValue, loggedOut, requestAnswered, routeVisited, until } from '../conditions';
import { defineTutorial, SEARCH_SCREEN, LOGIN_SCREEN } from '../tutorial';

/**
 * Login Jim (tutorialOrder 12): Jim's email leaks next to his product reviews; with it, '-- after
 * the email comments out the login query's password check. The player looks the email up; the
 * steps only check that the field holds it (on the shop's configured email domain).
 */
export const loginJimChallenge = defineTutorial({
  challenge: 'loginJimChallenge',
  texts,
  steps: [
    { text: 'LOG_OUT', target: '#navbarAccount', skippable: false, resolved: loggedOut() },
    { text: 'GO_TO_LOGIN', target: '#navbarAccount', skippable: false, resolved: routeVisited('/login') },
    { text: 'NEED_BOTH', target: '#email', page: LOGIN_SCREEN, resolved: delay(10000) },
    { text: 'EMAIL_IS_ENOUGH', target: '#email', page: LOGIN_SCREEN, resolved: delay(10000) },
    { text: 'LEAKS', target: '#homeButton', resolved: delay(10000) },
    {
      text: 'GO_TO_PRODUCTS',
      target: '#homeButton',
      resolved: until(() => (SEARCH_SCREEN as readonly string[]).includes(location.pathname)),
    },
    { text: 'FIND_JIM', target: '#navbarAccount', skippable: false, resolved: routeVisited('/login') },
    { text: 'TYPE_EMAIL', target: '#email', page: LOGIN_SCREEN, skippable: false, resolved: inputHasShopValue('#email', 'jim@{domain}') },
    { text: 'ANY_PASSWORD', target: '#password', page: LOGIN_SCREEN, skippable: false, resolved: inputHasValue('#password') },
    { text: 'LOG_IN', target: '#loginButton', page: LOGIN_SCREEN, skippable: false, resolved: requestAnswered('/rest/user/login') },
    { text: 'FAILED', target: '#loginButton', page: LOGIN_SCREEN, resolved: delay(9000) },
    {
      text: 'ADD_COMMENT',
      target: '#email',
      page: LOGIN_SCREEN,
      skippable: false,
      resolved: inputHasShopValue('#email', "jim@{domain}'--"),
    },
    { text: 'LOG_IN_AGAIN', target: '#loginButton', page: LOGIN_SCREEN, skippable: false, resolved: challengeSolved('loginJimChallenge') },
    { text: 'DONE', target: '#homeButton', resolved: delay(9000) },
  ],
});
