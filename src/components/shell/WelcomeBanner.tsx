'use client';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { COOKIES, readCookie, writeCookie } from '../../lib/storage';
import { useI18n, useShellConfig } from './I18n';
import { dialogContent, primaryButton } from '../ui/styles';

/**
 * Shown on first visit unless dismissed before (cookie) or switched off in the config. While
 * tutorials are restricted first it can not be closed. A native modal <dialog> (focus trap and
 * Escape built in) rather than Ark's: it shows on every first visit, so its weight counts.
 */
export function WelcomeBanner() {
  const { t } = useI18n();
  const { welcomeBanner, restrictToTutorialsFirst } = useShellConfig();
  const dialog = useRef<HTMLDialogElement>(null);
  const closable = !restrictToTutorialsFirst;
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
        {closable && (
          <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '5' })}>
            <button type="button" aria-label={t.CLOSE_WELCOME_BANNER()} className={`close-dialog ${primaryButton}`} onClick={dismiss}>
              {t.BTN_DISMISS()}
            </button>
          </div>
        )}
      </app-welcome-banner>
    </dialog>
  );
}
