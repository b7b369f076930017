import * as texts from '../../../lib/i18n/messages/tutorials/codingChallenges';
import { codingSolved, delay, routeVisited, until } from '../conditions';
import { defineTutorial } from '../tutorial';

const SCORE_BOARD = ['/score-board'];
/** the Score Board card's coding badge (its id `scoreBoardChallenge.codingChallengeButton`, matched without the dot) */
const BADGE = 'article[data-key="scoreBoardChallenge"] button[id$="codingChallengeButton"]';

/**
 * Coding Challenges (not a challenge of its own): on the score board, the player opens the coding
 * challenge of the Score Board (solved first, as every coding challenge needs its hacking
 * challenge solved), finds the vulnerable line in the real source and picks the right fix. The
 * two phases resolve on the shop's own word (`code challenge solved`), never on a guessed line.
 */
export const codingChallenges = defineTutorial({
  challenge: 'codingChallenges',
  texts,
  steps: [
    { text: 'OPEN_SCORE_BOARD', target: '#homeButton', skippable: false, resolved: routeVisited('/score-board') },
    { text: 'WHAT', target: '#coding-progress', page: SCORE_BOARD, resolved: delay(10000) },
    {
      text: 'OPEN_BADGE',
      target: BADGE,
      page: SCORE_BOARD,
      skippable: false,
      resolved: until(() => !!document.querySelector('#coding-challenge-dialog')),
    },
    { text: 'SNIPPET', target: '#code-snippet', page: SCORE_BOARD, resolved: delay(10000) },
    { text: 'FIND_IT', target: '#code-snippet', page: SCORE_BOARD, skippable: false, resolved: codingSolved('scoreBoardChallenge', 1) },
    { text: 'FIX_IT', target: '#fix-select', page: SCORE_BOARD, skippable: false, resolved: codingSolved('scoreBoardChallenge', 2) },
    { text: 'DONE', target: '#coding-progress', page: SCORE_BOARD, resolved: delay(10000) },
  ],
});
