'use client';
import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { getSocket } from '../../lib/realtime-client';
import { notificationsAtom, type Notification } from '../../lib/state';
import { CONTINUE_CODE_COOKIES, readCookie } from '../../lib/storage';
import type { ProgressKind } from '../../lib/score-board/continue-codes';

// rarely needed parts load on first use: the cards themselves, confetti, continue codes
const NotificationCards = lazy(() => import('./NotificationCards'));
const saveContinueCodes = (kinds: ProgressKind[]) => import('../../lib/score-board/continue-codes').then((m) => m.saveContinueCodes(kinds));
const shootConfetti = () =>
  import('canvas-confetti').then(({ default: confetti }) =>
    confetti({ particleCount: 140, spread: 80, origin: { y: 0.35 }, disableForReducedMotion: true, zIndex: 70 }),
  );

type SolvedEvent = Notification & { hidden: boolean; challenge: string };

/**
 * Live notification cards: one per solved challenge (`challenge solved` over socket.io, with
 * confetti for a fresh solve), and one after a server restart once the progress kept in
 * continue-code cookies is re-applied. Shift-click on a close button closes them all. Every fresh
 * solve refreshes the continue-code cookies.
 */
export function Notifications() {
  const [notifications, setNotifications] = useAtom(notificationsAtom);
  // each restart mounts a fresh card, which re-applies the continue codes
  const [restarts, setRestarts] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const onSolved = (n: SolvedEvent) => {
      if (!n?.key) return;
      getSocket().then((s) => s.emit('notification received', n.flag));
      if (!n.isRestore) {
        void saveContinueCodes(['hacking']);
        if (!n.hidden) void shootConfetti();
      }
      if (!n.hidden)
        setNotifications((all) =>
          all.some((x) => x.key === n.key)
            ? all
            : [...all, { key: n.key, name: n.name, flag: n.flag, country: n.country, isRestore: n.isRestore }],
        );
    };
    const onCodeSolved = (e: { codingChallengeStatus?: number }) =>
      void saveContinueCodes((e?.codingChallengeStatus ?? 0) >= 2 ? ['findIt', 'fixIt'] : ['findIt']);
    // only a browser that kept progress has anything to restore
    const onStarted = () => Object.values(CONTINUE_CODE_COOKIES).some((cookie) => readCookie(cookie.name)) && setRestarts((n) => n + 1);
    getSocket().then((s) => {
      if (cancelled) return;
      s.on('challenge solved', onSolved);
      s.on('code challenge solved', onCodeSolved);
      s.on('server started', onStarted);
    });
    return () => {
      cancelled = true;
      getSocket().then((s) => {
        s.off('challenge solved', onSolved);
        s.off('code challenge solved', onCodeSolved);
        s.off('server started', onStarted);
      });
    };
  }, [setNotifications]);

  const close = (key: string, shiftKey: boolean) => {
    if (shiftKey) {
      getSocket().then((s) => s.emit('verifyCloseNotificationsChallenge', notifications));
      setNotifications([]);
    } else {
      setNotifications((all) => all.filter((n) => n.key !== key));
    }
  };

  return (
    <section
      aria-live="polite"
      className={css({
        position: 'fixed',
        top: '4.5rem',
        insetEnd: '4',
        zIndex: 35,
        display: 'flex',
        flexDir: 'column',
        gap: '2',
        w: 'min(92vw, 26rem)',
        maxH: 'calc(100vh - 6rem)',
        overflowY: 'auto',
      })}
    >
      {(restarts > 0 || notifications.length > 0) && (
        <Suspense fallback={null}>
          <NotificationCards notifications={notifications} restarts={restarts} onRestartClosed={() => setRestarts(0)} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}
