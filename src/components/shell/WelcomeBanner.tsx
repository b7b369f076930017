'use client';
import { useEffect, useRef } from 'react';
import { Link } from 'waku';
import { css } from 'styled-system/css';
import { COOKIES, readCookie, writeCookie } from '../../lib/storage';
import { useI18n, useShellConfig } from './I18n';
import { dialogContent, primaryButton } from '../ui/styles';

/**
 * Shown on first visit unless dismissed before (cookie) or switched off in the config. With the
 * hacking instructor on it offers the Score Board tutorial, and while tutorials are restricted
 * first that is its only way out: it can not be closed otherwise. A native modal <dialog> (focus trap and
 * Escape built in) rather than Ark's: it shows on every first visit, so its weight counts.
 */
export function WelcomeBanner() {
  const { t } = useI18n();
  const { welcomeBanner, welcomeBannerLocked, gettingStarted } = useShellConfig();
  const dialog = useRef<HTMLDialogElement>(null);
  const closable = !welcomeBannerLocked;
  useEffect(() => {
    if (welcomeBanner.showOnFirstStart && readCookie(COOKIES.welcomeBanner.name) !== 'dismiss') dialog.current?.showModal();
  }, [welcomeBanner.showOnFirstStart]);
  const dismiss = () => {
    writeCookie(COOKIES.welcomeBanner, 'dismiss');
    dialog.current?.close();
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; from the keyboard, Escape (onCancel) and the dismiss button close it
    <dialog
      ref={dialog}
      aria-labelledby="welcome-title"
      onCancel={(e) => (closable ? dismiss() : e.preventDefault())}
      onClick={(e) => closable && e.target === dialog.current && dismiss()}
      className={`mat-mdc-dialog-container ${dialogContent} ${css({ m: 'auto', minW: '320px', w: { base: '92vw', md: '35%' }, border: 'none', '&::backdrop': { bg: 'rgba(0,0,0,0.55)' } })}`}
    >
      {/* upstream's element name for the banner, which public e2e suites select it by */}
      <app-welcome-banner>
        <h2 id="welcome-title" className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3', color: 'accent' })}>
          {welcomeBanner.title}
        </h2>
        <div
          className={css({ lineHeight: '1.6', '& a': { textDecoration: 'underline' } })}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the message is HTML from the shop's configuration (written by the operator, as upstream's), not from users
          dangerouslySetInnerHTML={{ __html: welcomeBanner.message }}
        />
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3', flexWrap: 'wrap', mt: '5' })}>
          {gettingStarted && (
            <Link
              to={'/hacking-instructor?challenge=Score%20Board' as never}
              id="welcome-getting-started"
              className={primaryButton}
              onClick={dismiss}
            >
              {t.NAV_GETTING_STARTED()}
            </Link>
          )}
          {closable && (
            <button type="button" aria-label={t.CLOSE_WELCOME_BANNER()} className={`close-dialog ${primaryButton}`} onClick={dismiss}>
              {t.BTN_DISMISS()}
            </button>
          )}
        </div>
      </app-welcome-banner>
    </dialog>
  );
}
