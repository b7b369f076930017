import * as texts from '../../../lib/i18n/messages/tutorials/scoreBoardChallenge';
import { challengeSolved, delay } from '../conditions';
import { defineTutorial, SEARCH_SCREEN } from '../tutorial';

/**
 * Score Board (tutorialOrder 1): the score board is not linked, so the player learns to look
 * behind the screen (the shipped scripts name its route) or to guess the address. The step that
 * asks for it cannot be skipped: only the player's own visit solves the challenge and moves on.
 */
export const scoreBoardChallenge = defineTutorial({
  challenge: 'scoreBoardChallenge',
  texts,
  steps: [
    { text: 'WELCOME', target: '#searchQuery', page: SEARCH_SCREEN, resolved: delay(9000) },
    { text: 'MISSION', target: '#homeButton', resolved: delay(9000) },
    { text: 'CLUE', target: '#homeButton', resolved: delay(12000) },
    { text: 'GUESS', target: '#homeButton', skippable: false, resolved: challengeSolved('scoreBoardChallenge') },
    { text: 'DONE', target: 'article[data-key="scoreBoardChallenge"]', page: ['/score-board'], resolved: delay(15000) },
  ],
});
