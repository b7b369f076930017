'use client';
import { useEffect } from 'react';
import { css, cx } from 'styled-system/css';
import type { Snack } from '../../lib/state';
import { useI18n } from '../shell/I18n';
import { CloseIcon } from './Icons';
import { iconButton } from './styles';

const SNACK_MS = 5000;

function SnackItem({ snack, remove }: { snack: Snack; remove: (id: Snack['id']) => void }) {
  const { t } = useI18n();
  // one timer per snack from when it appeared: `remove` is stable, so other snacks coming and going do not restart it
  useEffect(() => {
    const timer = setTimeout(() => remove(snack.id), SNACK_MS);
    return () => clearTimeout(timer);
  }, [remove, snack.id]);
  // upstream's snackbar element and classes (the text in `.mat-mdc-snack-bar-label.mdc-snackbar__label`), which public e2e suites read messages by
  return (
    <mat-snack-bar-container
      role="status"
      className={cx(
        'mat-mdc-snack-bar-container mdc-snackbar mat-snack-bar-container',
        css({
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          bg: snack.tone === 'error' ? '#b71c1c' : '#323232',
          color: 'white',
          px: '4',
          py: '2',
          borderRadius: 'md',
          boxShadow: 'xl',
          animation: 'toastIn 200ms ease',
        }),
      )}
    >
      <div className={cx('mat-mdc-snack-bar-label mdc-snackbar__label', css({ flex: 1 }))}>
        {typeof snack.text === 'function' ? snack.text(t) : snack.text}
      </div>
      {snack.action && (
        <button
          type="button"
          onClick={snack.action.run}
          className={cx(
            'mat-mdc-snack-bar-action',
            css({
              color: 'accent',
              fontWeight: 'bold',
              textTransform: 'uppercase',
              fontSize: 'sm',
              cursor: 'pointer',
              bg: 'transparent',
              border: 'none',
            }),
          )}
        >
          {typeof snack.action.label === 'function' ? snack.action.label(t) : snack.action.label}
        </button>
      )}
      <button type="button" aria-label={t.BTN_CLOSE()} onClick={() => remove(snack.id)} className={iconButton}>
        <CloseIcon />
      </button>
    </mat-snack-bar-container>
  );
}

/** The snackbars on screen, 5 s each, closable. */
export default function SnackList({ snacks, remove }: { snacks: Snack[]; remove: (id: Snack['id']) => void }) {
  return snacks.map((s) => <SnackItem key={s.id} snack={s} remove={remove} />);
}
