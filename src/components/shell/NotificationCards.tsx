'use client';
import { lazy, Suspense } from 'react';
import { css } from 'styled-system/css';
import type { Notification } from '../../lib/state';
import { noticeCard } from '../score-board/notices/styles';
import { useI18n, useShellConfig } from './I18n';
import { CloseIcon } from '../ui/Icons';
import { iconButton } from '../ui/styles';

// rarely needed parts load on first use: the CTF flag line, the restart card
const FlagDetails = lazy(() => import('../score-board/notices/FlagDetails'));
const ServerStartedCard = lazy(() => import('../score-board/notices/ServerStartedCard'));

/** The cards of Notifications: the restart card (re-applying the continue codes) and one per solved challenge. */
export default function NotificationCards({
  notifications,
  restarts,
  onRestartClosed,
  onClose,
}: {
  notifications: Notification[];
  restarts: number;
  onRestartClosed: () => void;
  onClose: (key: string, shiftKey: boolean) => void;
}) {
  const { t } = useI18n();
  const config = useShellConfig();
  return (
    <>
      {restarts > 0 && (
        <Suspense fallback={null}>
          <ServerStartedCard key={restarts} onClose={onRestartClosed} />
        </Suspense>
      )}
      {notifications.map((n) => (
        <div key={n.key} className={`challenge-solved-toast ${noticeCard}`}>
          <div className={css({ flex: 1, minW: 0 })}>
            <p>{t.CHALLENGE_SOLVED({ name: n.name })}</p>
            {config.ctf.showFlags && (
              <Suspense fallback={null}>
                <FlagDetails challengeKey={n.key} flag={n.flag} country={n.country} mode={config.ctf.countryDetails} />
              </Suspense>
            )}
          </div>
          <button
            type="button"
            id="closeButton"
            aria-label={t.CLOSE_NOTIFICATION()}
            className={iconButton}
            onClick={(e) => onClose(n.key, e.shiftKey)}
          >
            <CloseIcon />
          </button>
        </div>
      ))}
    </>
  );
}
