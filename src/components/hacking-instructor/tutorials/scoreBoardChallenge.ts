import { challengeSolved, delay } from '../conditions';
import type { Tutorial } from '../tutorial';

/**
 * Score Board (tutorialOrder 1): the score board is not linked, so the player learns to look
 * behind the screen (the shipped scripts name its route) or to guess the address. The step that
 * asks for it cannot be skipped: only the player's own visit solves the challenge and moves on.
 */
export const scoreBoardChallenge: Tutorial = {
  challenge: 'scoreBoardChallenge',
  steps: [
    { text: 'HI_SCORE_BOARD_WELCOME', target: '#searchQuery', resolved: delay(9000) },
    { text: 'HI_SCORE_BOARD_MISSION', target: '#homeButton', resolved: delay(9000) },
    { text: 'HI_SCORE_BOARD_CLUE', target: '#homeButton', resolved: delay(12000) },
    { text: 'HI_SCORE_BOARD_GUESS', target: '#homeButton', skippable: false, resolved: challengeSolved('scoreBoardChallenge') },
    { text: 'HI_SCORE_BOARD_DONE', target: '#main', resolved: delay(15000) },
  ],
};
