'use client';
import { useEffect, useRef } from 'react';
import { Link, useRouter } from 'waku';
import { css } from 'styled-system/css';
import { useI18n } from '../shell/I18n';
import { PRIVACY_AND_SECURITY } from './links';

const item = css({
  display: 'block',
  whiteSpace: 'nowrap',
  px: '4',
  py: '2.5',
  borderRadius: 'md',
  color: 'text',
  textDecoration: 'none',
  fontSize: 'sm',
  _hover: { bg: 'raised' },
  '&[aria-current=page]': { bg: 'raised', color: 'accent', fontWeight: 'semibold' },
});

/** The privacy and security pages' own navigation: a column beside the page, a scrolling row on a phone. */
export function PrivacyNav() {
  const { t } = useI18n();
  const { path } = useRouter();
  const nav = useRef<HTMLElement>(null);
  // on a phone the row scrolls sideways: bring the current page's link into view
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again at each navigation (path), when another link becomes the current one
  useEffect(() => nav.current?.querySelector('[aria-current=page]')?.scrollIntoView({ block: 'nearest', inline: 'center' }), [path]);
  return (
    <nav
      ref={nav}
      aria-label={t.PRIVACY_AND_SECURITY()}
      className={css({ bg: 'surface', borderRadius: 'card', boxShadow: 'md', p: '2', position: { lg: 'sticky' }, top: { lg: '20' } })}
    >
      <p
        className={css({
          display: { base: 'none', lg: 'block' },
          px: '4',
          pt: '2',
          pb: '3',
          fontSize: 'xs',
          color: 'muted',
          textTransform: 'uppercase',
          letterSpacing: 'wider',
        })}
      >
        {t.PRIVACY_AND_SECURITY()}
      </p>
      <ul className={css({ display: 'flex', flexDir: { base: 'row', lg: 'column' }, gap: '1', overflowX: 'auto' })}>
        {PRIVACY_AND_SECURITY.map((l) => (
          <li key={l.value}>
            {l.fullPage ? (
              <a href={l.to} className={item}>
                {t[l.label]({} as never)}
              </a>
            ) : (
              <Link to={l.to} aria-current={path === l.to ? 'page' : undefined} className={item}>
                {t[l.label]({} as never)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
