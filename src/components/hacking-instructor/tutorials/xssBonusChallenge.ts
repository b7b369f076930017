import * as texts from '../../../lib/i18n/messages/tutorials/xssBonusChallenge';
import { challengeSolved, delay, inputHasValue } from '../conditions';
import { defineTutorial } from '../tutorial';

/** The catalogue's bonus payload (the default `challenges.xssBonusPayload`), as the player pastes it. */
const BONUS_PAYLOAD =
  '<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>';

/**
 * Bonus Payload (tutorialOrder 3): the DOM XSS hole once more, with a payload that embeds a music
 * player instead of an alert. The player pastes it into the search and presses Enter.
 */
export const xssBonusChallenge = defineTutorial({
  challenge: 'xssBonusChallenge',
  texts,
  steps: [
    { text: 'INTRO', target: '#searchQuery', resolved: delay(10000) },
    { text: 'PASTE', target: '#searchQuery', resolved: inputHasValue('#searchQuery input', BONUS_PAYLOAD) },
    { text: 'ENTER', target: '#searchQuery', skippable: false, resolved: challengeSolved('xssBonusChallenge') },
    { text: 'DONE', target: '#search-result-heading', page: ['/search'], resolved: delay(8000) },
  ],
});
