'use client';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import type { T } from '../../../lib/i18n';
import { clearLogin, removeCookie } from '../../../lib/login-storage';
import { applyContinueCodes, PROGRESS_KINDS, storedContinueCodes } from '../../../lib/score-board/continue-codes';
import { STORED } from '../../../lib/storage';
import { useI18n } from '../../shell/I18n';
import { CloseIcon } from '../../ui/Icons';
import { iconButton } from '../../ui/styles';
import { noticeButton, noticeCard } from './styles';

/**
 * After a restart the server forgot all progress: the continue codes kept in cookies are applied
 * again. The message tells whether the hacking progress came back; null when there was none.
 */
async function restoreProgress(): Promise<((t: T) => string) | null> {
  const { hacking } = await applyContinueCodes(storedContinueCodes());
  if (hacking === undefined) return null;
  return hacking === true ? (t) => t.AUTO_RESTORED_PROGRESS() : (t) => t.AUTO_RESTORE_PROGRESS_FAILED({ error: hacking.message });
}

/** Forgets the progress this browser keeps (codes, login, basket), so that a restart starts afresh. */
function clearProgress() {
  for (const kind of Object.values(PROGRESS_KINDS)) removeCookie(kind.cookie.name);
  clearLogin();
  sessionStorage.removeItem(STORED.itemTotal);
}

/** The server-restart card: restores progress from the cookies, says how it went, offers to forget it. */
export default function ServerStartedCard({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const [message, setMessage] = useState<((t: T) => string) | null>(null);
  const [cleared, setCleared] = useState(false);
  useEffect(() => {
    let cancelled = false;
    restoreProgress().then((m) => !cancelled && setMessage(() => m));
    return () => {
      cancelled = true;
    };
  }, []);
  if (!message) return null;
  return (
    <div className={noticeCard} data-testid="server-started-notification">
      <div className={css({ flex: 1 })}>
        <p>
          {t.SERVER_RESTARTED()} {message(t)}
        </p>
        <button
          type="button"
          disabled={cleared}
          className={`${noticeButton} ${css({ mt: '2' })}`}
          onClick={() => {
            clearProgress();
            setCleared(true);
          }}
        >
          {cleared ? t.RESTART_REQUIRED() : t.RESET_HACKING_PROGRESS()}
        </button>
      </div>
      <button type="button" id="closeButton" aria-label={t.CLOSE_NOTIFICATION()} className={iconButton} onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  );
}
