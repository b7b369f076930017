'use client';
import { lazy, Suspense } from 'react';
import type { TutorialRun } from './tutorial';

// the bundler groups the shell's client components into one chunk, which every page loads: the
// instructor itself stays out of it, fetched only when the server renders this slot (a run is on)
const Instructor = lazy(() => import('./Instructor').then((m) => ({ default: m.Instructor })));

/** Where the shell shows the hacking instructor while a tutorial runs. */
export function InstructorSlot(props: { run: TutorialRun; avatar: string }) {
  return (
    <Suspense fallback={null}>
      <Instructor {...props} />
    </Suspense>
  );
}
