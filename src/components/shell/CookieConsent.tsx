'use client';
import { useLayoutEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { COOKIES, readCookie, writeCookie } from '../../lib/storage';
import { useI18n, useShellConfig } from './I18n';
import { primaryButton } from '../ui/styles';

/** The cookie notice (texts from the config) until the `cookieconsent_status` cookie is set. */
export function CookieConsent() {
  const { t } = useI18n();
  const { cookieConsent } = useShellConfig();
  const [open, setOpen] = useState(false);
  // decided before the first paint (no notice popping in late), and so settled by the time the shell reports hydrated
  useLayoutEffect(() => setOpen(readCookie(COOKIES.cookieConsent.name) !== 'dismiss'), []);
  if (!open) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: kept as the div region labelled "cookieconsent" that upstream's cookie notice renders
    <div
      role="region"
      aria-label="cookieconsent"
      className={cx(
        // the cookie notice library's classes upstream's notice carries, which public e2e suites dismiss it by
        'cc-window cc-banner',
        css({
          position: 'fixed',
          bottom: '4',
          left: '4',
          right: '4',
          mx: 'auto',
          maxW: '3xl',
          zIndex: 45,
          bg: 'raised',
          color: 'text',
          borderRadius: 'card',
          boxShadow: '2xl',
          p: '4',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '3',
        }),
      )}
    >
      <p className={css({ flex: '1 1 16rem', fontSize: 'sm' })}>
        {cookieConsent.message}{' '}
        <a href={cookieConsent.linkUrl} target="_blank" rel="noopener noreferrer">
          {cookieConsent.linkText}
        </a>
      </p>
      <button
        type="button"
        aria-label={t.DISMISS_COOKIE_MESSAGE()}
        className={cx('cc-btn cc-dismiss', primaryButton)}
        onClick={() => {
          writeCookie(COOKIES.cookieConsent, 'dismiss');
          setOpen(false);
        }}
      >
        {cookieConsent.dismissText}
      </button>
    </div>
  );
}
