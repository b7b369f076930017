'use client';
import { useAtom, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { css } from 'styled-system/css';
import { snacksAtom, type Snack } from '../../lib/state';
import { useI18n } from './I18n';
import { CloseIcon } from './Icons';
import { iconButton } from './styles';

const SNACK_MS = 5000;

/** Pushes a snackbar (confirmations, and the server's error texts in red). */
export function useSnack() {
  const setSnacks = useSetAtom(snacksAtom);
  return useCallback((text: Snack['text'], tone: Snack['tone'] = 'info') => setSnacks((s) => [...s, { id: Date.now() + Math.random(), text, tone }]), [setSnacks]);
}

function SnackItem({ snack, remove }: { snack: Snack; remove: (id: Snack['id']) => void }) {
  const { t } = useI18n();
  // one timer per snack from when it appeared: `remove` is stable, so other snacks coming and going do not restart it
  useEffect(() => {
    const timer = setTimeout(() => remove(snack.id), SNACK_MS);
    return () => clearTimeout(timer);
  }, [remove, snack.id]);
  return (
    <div role="status" className={css({ display: 'flex', alignItems: 'center', gap: '3', bg: snack.tone === 'error' ? '#b71c1c' : '#323232', color: 'white', px: '4', py: '2', borderRadius: 'md', boxShadow: 'xl', animation: 'toastIn 200ms ease' })}>
      <span className={css({ flex: 1 })}>{typeof snack.text === 'function' ? snack.text(t) : snack.text}</span>
      {snack.action && (
        <button type="button" onClick={snack.action.run} className={css({ color: 'accent', fontWeight: 'bold', textTransform: 'uppercase', fontSize: 'sm', cursor: 'pointer', bg: 'transparent', border: 'none' })}>
          {snack.action.label}
        </button>
      )}
      <button type="button" aria-label={t.BTN_CLOSE()} onClick={() => remove(snack.id)} className={iconButton}>
        <CloseIcon />
      </button>
    </div>
  );
}

/** Snackbars at the bottom of the screen, 5 s each, closable. */
export function Snackbars() {
  const [snacks, setSnacks] = useAtom(snacksAtom);
  const remove = useCallback((id: Snack['id']) => setSnacks((all) => all.filter((x) => x.id !== id)), [setSnacks]);
  return (
    <div aria-live="polite" className={css({ position: 'fixed', bottom: '4', left: '50%', transform: 'translateX(-50%)', zIndex: 60, display: 'flex', flexDir: 'column', gap: '2', w: 'min(92vw, 36rem)' })}>
      {snacks.map((s) => (
        <SnackItem key={s.id} snack={s} remove={remove} />
      ))}
    </div>
  );
}
