'use client';
import { useAtom } from 'jotai';
import { lazy, Suspense, useCallback } from 'react';
import { css } from 'styled-system/css';
import { snacksAtom, type Snack } from '../../lib/state';

// most pages never show one: their rendering loads with the first
const SnackList = lazy(() => import('./SnackList'));

/** Snackbars at the bottom of the screen (the live region is there from the start, so readers announce what comes). */
export function Snackbars() {
  const [snacks, setSnacks] = useAtom(snacksAtom);
  const remove = useCallback((id: Snack['id']) => setSnacks((all) => all.filter((x) => x.id !== id)), [setSnacks]);
  return (
    <div
      aria-live="polite"
      className={css({
        position: 'fixed',
        bottom: '4',
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 60,
        display: 'flex',
        flexDir: 'column',
        gap: '2',
        w: 'min(92vw, 36rem)',
      })}
    >
      {snacks.length > 0 && (
        <Suspense fallback={null}>
          <SnackList snacks={snacks} remove={remove} />
        </Suspense>
      )}
    </div>
  );
}
