'use client';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { getSocket } from '../../lib/realtime-client';
import { notificationsAtom, snacksAtom, type Notification } from '../../lib/state';
import { readCookie } from '../../lib/storage';
import { useI18n, useShellConfig } from './I18n';
import { CloseIcon } from './Icons';
import { iconButton } from './styles';

type SolvedEvent = Notification & { hidden: boolean; challenge: string };

const card = css({ bg: 'surface', color: 'text', borderLeft: '4px solid', borderColor: 'accent', borderRadius: 'md', boxShadow: 'xl', p: '3', display: 'flex', alignItems: 'flex-start', gap: '2', animation: 'toastIn 200ms ease' });

/**
 * Live notification cards: one per solved challenge (`challenge solved` over socket.io), and one
 * when the server restarted. Shift-click on a close button closes them all.
 */
export function Notifications() {
  const { t } = useI18n();
  const config = useShellConfig();
  const [notifications, setNotifications] = useAtom(notificationsAtom);
  const setSnacks = useSetAtom(snacksAtom);
  const [restarted, setRestarted] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const onSolved = (n: SolvedEvent) => {
      getSocket().then((s) => s.emit('notification received', n.flag));
      if (n.hidden) return;
      setNotifications((all) => (all.some((x) => x.key === n.key) ? all : [...all, { key: n.key, name: n.name, flag: n.flag, country: n.country, isRestore: n.isRestore }]));
    };
    // after a restart only a player with saved progress (continue code cookie) needs to know
    const onStarted = () => setRestarted(readCookie('continueCode') !== undefined);
    getSocket().then((s) => {
      if (cancelled) return;
      s.on('challenge solved', onSolved);
      s.on('server started', onStarted);
    });
    return () => {
      cancelled = true;
      getSocket().then((s) => {
        s.off('challenge solved', onSolved);
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

  const copyFlag = async (flag: string) => {
    await navigator.clipboard?.writeText(flag).catch(() => undefined);
    setSnacks((s) => [...s, { id: Date.now(), text: t.FLAG_COPIED() }]);
  };

  return (
    <section aria-live="polite" className={css({ position: 'fixed', top: '4.5rem', right: '4', zIndex: 35, display: 'flex', flexDir: 'column', gap: '2', w: 'min(92vw, 26rem)' })}>
      {restarted && (
        <div className={card} data-testid="server-started-notification">
          <p className={css({ flex: 1 })}>{t.SERVER_RESTARTED()}</p>
          <button type="button" id="closeButton" aria-label={t.CLOSE_NOTIFICATION()} className={iconButton} onClick={() => setRestarted(false)}>
            <CloseIcon />
          </button>
        </div>
      )}
      {notifications.map((n) => (
        <div key={n.key} className={`challenge-solved-toast ${card}`}>
          <div className={css({ flex: 1 })}>
            <p>{t.CHALLENGE_SOLVED({ name: n.name })}</p>
            {n.country && config.ctf.countryDetails !== 'none' && <p className={css({ fontSize: 'sm', color: 'muted' })}>{n.country.name}</p>}
            {config.ctf.showFlags && (
              <p className={css({ fontSize: 'xs', fontFamily: 'mono', wordBreak: 'break-all', mt: '1' })}>
                {n.flag}{' '}
                <button type="button" onClick={() => copyFlag(n.flag)} className={css({ color: 'accent', cursor: 'pointer', bg: 'transparent', border: 'none', textDecoration: 'underline' })}>
                  {t.COPY_FLAG()}
                </button>
              </p>
            )}
          </div>
          <button type="button" id="closeButton" aria-label={t.CLOSE_NOTIFICATION()} className={iconButton} onClick={(e) => close(n.key, e.shiftKey)}>
            <CloseIcon />
          </button>
        </div>
      ))}
    </section>
  );
}
