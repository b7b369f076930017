import { StartTutorial } from '../components/hacking-instructor/StartTutorial';
import { SearchScreen } from '../components/products/SearchScreen';
import { getShell } from '../lib/content';

/** The search screen, under the hacking instructor: `?challenge=` names the tutorial it starts. */
export default async function HackingInstructorPage({ query }: { query: string }) {
  const challenge = new URLSearchParams(query).get('challenge');
  const { config } = await getShell();
  return (
    <>
      {challenge && config.hackingInstructor.isEnabled && <StartTutorial challenge={challenge} />}
      <SearchScreen query={query} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
