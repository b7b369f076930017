'use client';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { useI18n } from '../../shell/I18n';
import { CloseIcon } from '../../ui/Icons';
import { iconButton } from '../../ui/styles';

type Announcement = { message?: string; enabled?: boolean; updatedAt?: string };

/**
 * An event organiser's announcement (`ctf.systemWideNotifications`, as MultiJuicer serves it): the
 * URL is polled every `pollFrequencySeconds`; an enabled message shows until dismissed, and comes
 * back only when its `updatedAt` changes.
 */
export default function SystemWideBanner({ url, pollFrequencySeconds }: { url: string; pollFrequencySeconds: number }) {
  const { t } = useI18n();
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const [dismissedAt, setDismissedAt] = useState<string | undefined>();

  useEffect(() => {
    let cancelled = false;
    const poll = () =>
      fetch(url, { headers: { accept: 'application/json' } })
        .then((res) => (res.ok ? (res.json() as Promise<Announcement>) : null))
        // a background poll: an unreachable announcement source shows no banner rather than an error on every page
        .catch(() => null)
        .then((data) => !cancelled && setAnnouncement(data?.enabled && data.message ? data : null));
    void poll();
    const timer = setInterval(poll, pollFrequencySeconds * 1000);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [url, pollFrequencySeconds]);

  if (!announcement || (announcement.updatedAt ?? '') === dismissedAt) return null;
  return (
    <div
      role="status"
      className={`ctf-system-notification ${css({ position: 'fixed', top: '4.5rem', left: '50%', transform: 'translateX(-50%)', zIndex: 36, w: 'min(92vw, 40rem)', display: 'flex', alignItems: 'flex-start', gap: '2', bg: 'primary', color: 'text', borderLeftWidth: '4px', borderLeftStyle: 'solid', borderLeftColor: 'accent', borderRadius: 'md', boxShadow: 'xl', p: '3' })}`}
    >
      <p className={css({ flex: 1, whiteSpace: 'pre-line' })}>
        <strong className={css({ display: 'block', fontSize: 'sm', color: 'accent' })}>{t.TITLE_ANNOUNCEMENT()}</strong>
        {announcement.message}
      </p>
      <button
        type="button"
        id="closeButton"
        aria-label={t.CLOSE_ANNOUNCEMENT()}
        className={iconButton}
        onClick={() => setDismissedAt(announcement.updatedAt ?? '')}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
