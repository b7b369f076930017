import { isChallengeSolved } from '../../lib/content';
import { serverT } from '../../lib/content/session';
import { GettingStartedLink } from '../shell/Sidenav';
import { InfoIcon } from '../ui/Icons';

/** The side menu's getting-started entry: while the Score Board is unsolved and the instructor is enabled. */
export async function GettingStartedNavLink({ enabled, className }: { enabled: boolean; className: string }) {
  if (!enabled || (await isChallengeSolved('scoreBoardChallenge'))) return null;
  const t = serverT();
  return (
    <GettingStartedLink className={className}>
      <InfoIcon />
      {t.NAV_GETTING_STARTED()}
    </GettingStartedLink>
  );
}
