import { Link } from 'waku';
import { isChallengeSolved } from '../../lib/content';
import { serverT } from '../../lib/content/session';
import { InfoIcon } from '../ui/Icons';

/**
 * The side menu's getting-started entry (the Score Board tutorial): while the Score Board is
 * unsolved and the instructor is enabled. Rendered on the server only, with no island of its own,
 * so the shell's first load stays as light as before; the next page load drops it once solved.
 */
export async function GettingStartedNavLink({ enabled, className }: { enabled: boolean; className: string }) {
  if (!enabled || (await isChallengeSolved('scoreBoardChallenge'))) return null;
  const t = serverT();
  return (
    <Link to={'/hacking-instructor?challenge=Score%20Board' as never} id="getting-started" className={className}>
      <InfoIcon />
      {t.NAV_GETTING_STARTED()}
    </Link>
  );
}
