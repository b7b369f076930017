import * as texts from '../../../lib/i18n/messages/tutorials/forgedFeedbackChallenge';
import { decodeToken } from '../../../lib/login-storage';
import { readCookie } from '../../../lib/storage';
import { challengeSolved, delay, routeVisited, until } from '../conditions';
import { defineTutorial } from '../tutorial';

const CONTACT = ['/contact'] as const;

/**
 * The form's hidden user id holds something other than the player's own id (none for a guest).
 * Compared with the login rather than with the field's first value, which the form fills in only
 * once it has asked the shop who is logged in.
 */
const userIdChanged = until(() => {
  const value = document.querySelector<HTMLInputElement>('#userId')?.value ?? '';
  const own = decodeToken(readCookie('token') ?? null)?.data?.id;
  return value !== '' && value !== String(own ?? '');
});

/**
 * Forged Feedback (tutorialOrder 11): on the contact form the player finds the input hidden among
 * its fields (the user id it sends along), shows it by deleting its hidden attribute in the
 * developer tools, types another user's id and submits: the shop takes the author from the form.
 */
export const forgedFeedbackChallenge = defineTutorial({
  challenge: 'forgedFeedbackChallenge',
  texts,
  steps: [
    { text: 'OPEN_CONTACT', target: 'button[aria-controls="sidenav"]', resolved: routeVisited('/contact') },
    { text: 'MISSION', target: '#author', page: CONTACT, resolved: delay(9000) },
    { text: 'AUTHOR', target: '#author', page: CONTACT, resolved: delay(10000) },
    { text: 'INSPECT', target: '#author', page: CONTACT, resolved: delay(10000) },
    { text: 'HIDDEN', target: '#author', page: CONTACT, resolved: delay(9000) },
    { text: 'CHANGE', target: '#author', page: CONTACT, resolved: userIdChanged },
    { text: 'SUBMIT', target: '#submitButton', page: CONTACT, skippable: false, resolved: challengeSolved('forgedFeedbackChallenge') },
    { text: 'DONE', target: '#author', page: CONTACT, resolved: delay(10000) },
  ],
});
