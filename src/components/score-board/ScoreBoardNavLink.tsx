import { isChallengeSolved } from '../../lib/content';
import { serverT } from '../../lib/content/session';
import { ScoreBoardLink } from '../shell/Sidenav';
import { TrophyIcon } from './icons';

/** The side menu's score board entry, present once the Score Board challenge is solved. */
export async function ScoreBoardNavLink({ className }: { className: string }) {
  const solved = await isChallengeSolved('scoreBoardChallenge');
  const t = serverT();
  return (
    <ScoreBoardLink solved={solved} className={className}>
      <TrophyIcon />
      {t.TITLE_SCORE_BOARD()}
    </ScoreBoardLink>
  );
}
