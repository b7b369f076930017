import * as texts from '../../../lib/i18n/messages/tutorials/privacyPolicyChallenge';
import { challengeSolved, delay, elementClicked, loggedIn } from '../conditions';
import { defineTutorial } from '../tutorial';

/**
 * Privacy Policy (tutorialOrder 4): no hacking, just reading. The player logs in (any account),
 * opens the account menu and finds the policy under Privacy & Security; opening it solves.
 */
export const privacyPolicyChallenge = defineTutorial({
  challenge: 'privacyPolicyChallenge',
  texts,
  steps: [
    { text: 'LOG_IN', target: '#navbarAccount', skippable: false, resolved: loggedIn() },
    { text: 'OPEN_ACCOUNT', target: '#navbarAccount', resolved: elementClicked('#navbarAccount') },
    // under the middle of the navbar: the open menus, at its right, would cover a bubble under Account
    { text: 'OPEN_POLICY', target: 'header > mat-toolbar', skippable: false, resolved: challengeSolved('privacyPolicyChallenge') },
    { text: 'DONE', target: '#main', page: ['/privacy-security/privacy-policy'], resolved: delay(10000) },
  ],
});
