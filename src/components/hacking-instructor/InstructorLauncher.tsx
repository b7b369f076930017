'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRouter } from 'waku';

/** Where a running tutorial keeps its place, so that a full page load (an address typed by the player) resumes it. */
export const TUTORIAL_STORAGE_KEY = 'hacking-instructor';

export type TutorialRun = { challenge: string; step: number; started: number };

// the instructor, its conditions and tutorials load only when a tutorial starts: the shell stays as light as before
const Instructor = lazy(() => import('./Instructor'));

/**
 * Starts a tutorial from `/hacking-instructor?challenge=<name>` (the hash form arrives here as that
 * path) and resumes a running one after a full page load.
 */
export function InstructorLauncher({ enabled, avatar }: { enabled: boolean; avatar: string }) {
  const router = useRouter();
  const [run, setRun] = useState<TutorialRun | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const challenge = router.path === '/hacking-instructor' ? new URLSearchParams(router.query).get('challenge') : null;
    if (challenge) return setRun({ challenge, step: 0, started: Date.now() });
    const saved = sessionStorage.getItem(TUTORIAL_STORAGE_KEY);
    if (saved) setRun((current) => current ?? (JSON.parse(saved) as TutorialRun));
  }, [enabled, router.path, router.query]);
  if (!run) return null;
  return (
    <Suspense fallback={null}>
      <Instructor key={run.started} run={run} avatar={avatar} onEnd={() => setRun(null)} />
    </Suspense>
  );
}
