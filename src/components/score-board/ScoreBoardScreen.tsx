import { getAppConfig, getScoreBoard } from '../../lib/content';
import { TUTORIAL_NAMES } from '../hacking-instructor/tutorials';
import { ScoreBoard } from './ScoreBoard';

/** Fetches the board's content on the server, so that the first HTML already holds every card. */
export async function ScoreBoardScreen({ query }: { query?: string }) {
  const [{ challenges, hints }, config] = await Promise.all([getScoreBoard(), getAppConfig()]);
  const settings = {
    showHints: config.challenges.showHints,
    showMitigations: config.challenges.showMitigations,
    codingChallengesEnabled: config.challenges.codingChallengesEnabled,
    showFlags: config.ctf.showFlagsInNotifications,
    restrictToTutorialsFirst: config.challenges.restrictToTutorialsFirst,
    showFeedbackButtons: config.challenges.showFeedbackButtons ?? false,
    // the challenges whose card offers the hacking instructor: those with a tutorial, when it is enabled
    tutorials: config.hackingInstructor.isEnabled ? [...TUTORIAL_NAMES] : [],
  };
  return (
    <ScoreBoard initialChallenges={challenges} initialHints={config.challenges.showHints ? hints : []} query={query} settings={settings} />
  );
}
