'use client';
import { lazy, Suspense } from 'react';

// the poller and banner load only where an organiser configured announcements
const SystemWideBanner = lazy(() => import('../score-board/notices/SystemWideBanner'));

/** `ctf.systemWideNotifications`: polls the configured URL and shows its announcement (when url and interval are set). */
export function SystemWideNotification({ url, pollFrequencySeconds }: { url?: string | null; pollFrequencySeconds?: number | null }) {
  if (!url || !pollFrequencySeconds || pollFrequencySeconds <= 0) return null;
  return (
    <Suspense fallback={null}>
      <SystemWideBanner url={url} pollFrequencySeconds={pollFrequencySeconds} />
    </Suspense>
  );
}
