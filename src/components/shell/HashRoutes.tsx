'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRouter } from 'waku';
import { hashRoutePath } from '../../lib/hash-routes';
import { TUTORIAL_STORAGE_KEY, type TutorialRun } from '../hacking-instructor/tutorial';

// the instructor, its conditions and tutorials load only when a tutorial starts: the shell stays as light as before
const Instructor = lazy(() => import('../hacking-instructor/Instructor'));

/**
 * A hash address reached on a loaded page (`location.hash = '#/login'`, a link to `/#/login`)
 * shows its screen through client navigation, replacing the hash entry in the history.
 * Rendered inside ShellProviders, so it listens before the page is marked hydrated.
 *
 * It also starts the hacking instructor, being the shell's one island that follows the route (no
 * island of its own, which would cost every screen's first load): `/hacking-instructor?challenge=`
 * (the hash form arrives as that path) starts a tutorial, and a running one resumes after a full load.
 */
export function HashRoutes({ instructor, avatar }: { instructor: boolean; avatar: string }) {
  const router = useRouter();
  const [run, setRun] = useState<TutorialRun | null>(null);
  useEffect(() => {
    if (!instructor) return;
    const challenge = router.path === '/hacking-instructor' ? new URLSearchParams(router.query).get('challenge') : null;
    if (challenge) return setRun({ challenge, step: 0, started: Date.now() });
    const saved = sessionStorage.getItem(TUTORIAL_STORAGE_KEY);
    if (saved) setRun((current) => current ?? (JSON.parse(saved) as TutorialRun));
  }, [instructor, router.path, router.query]);
  useEffect(() => {
    const follow = () => {
      const path = hashRoutePath(location.hash);
      if (path !== null) void router.replace(path);
    };
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, [router]);
  return run ? (
    <Suspense fallback={null}>
      <Instructor key={run.started} run={run} avatar={avatar} onEnd={() => setRun(null)} />
    </Suspense>
  ) : null;
}
