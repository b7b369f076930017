'use client';
import { useEffect, useRef } from 'react';
import { useRouter } from 'waku';
import { saveTutorialRun } from './run-cookie';

/**
 * Starts the tutorial the hacking-instructor address names: it writes the run cookie and reloads
 * the route, whose shell the server then renders with the instructor in it. Only this page and
 * the runs it starts load the instructor; the other screens' first loads stay as they were.
 */
export function StartTutorial({ challenge }: { challenge: string }) {
  // once per challenge, not per router change: the reload renders this page again, and must not restart
  const router = useRef(useRouter());
  useEffect(() => {
    saveTutorialRun({ challenge, step: 0, started: Date.now() });
    void router.current.reload();
  }, [challenge]);
  return null;
}
