'use client';
import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'waku';
import { css, cx } from 'styled-system/css';
import { getSocket } from '../../lib/realtime-client';
import { sidenavOpenAtom } from '../../lib/state';
import { useI18n } from './I18n';
import { MenuIcon } from '../ui/Icons';
import { iconButton } from '../ui/styles';

export function SidenavToggle() {
  const { t } = useI18n();
  const [open, setOpen] = useAtom(sidenavOpenAtom);
  return (
    <button
      type="button"
      aria-label={open ? t.CLOSE_SIDENAV() : t.OPEN_SIDENAV()}
      aria-expanded={open}
      aria-controls="sidenav"
      className={iconButton}
      onClick={() => setOpen(!open)}
    >
      <MenuIcon />
    </button>
  );
}

// the account section loads when the side menu first opens: the first page load stays as light as before
const SidenavAccount = lazy(() => import('./SidenavAccount'));

/**
 * The 280 px side menu; the server renders its title and links, this island opens and closes it
 * and adds the account section for small screens. Upstream's element names (`mat-sidenav`, its
 * `mat-toolbar` title, `mat-nav-list`) are kept for the e2e suites that select by them.
 */
export function Sidenav({ title, children }: { title: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useAtom(sidenavOpenAtom);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!open) return;
    setOpened(true);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen]);
  return (
    <>
      <div
        aria-hidden="true"
        onClick={() => setOpen(false)}
        className={cx(
          css({ position: 'fixed', inset: 0, bg: 'rgba(0,0,0,0.4)', zIndex: 29, transition: 'opacity 200ms' }),
          open ? css({ opacity: 1 }) : css({ opacity: 0, pointerEvents: 'none' }),
        )}
      />
      {/* a custom element's attributes are written as given: `aria-hidden` as the string ARIA reads (false drops it) */}
      <mat-sidenav
        aria-hidden={open ? undefined : 'true'}
        inert={!open}
        className={cx(
          'mat-drawer mat-sidenav',
          css({
            position: 'fixed',
            top: 0,
            bottom: 0,
            insetStart: 0,
            w: '280px',
            maxW: '88vw',
            bg: 'surface',
            zIndex: 30,
            boxShadow: '2xl',
            transition: 'transform 250ms ease',
            overflowY: 'auto',
          }),
          open ? css({ transform: 'none' }) : css({ transform: 'translateX(-100%)', _rtl: { transform: 'translateX(100%)' } }),
        )}
      >
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegates the links' own clicks (Enter on a link clicks it too), to close the menu after one is followed */}
        <nav
          id="sidenav"
          onClick={(e) => (e.target as HTMLElement).closest('a') && setOpen(false)}
          className={css({ display: 'flex', flexDir: 'column', minH: 'full' })}
        >
          <mat-toolbar className="mat-toolbar">{title}</mat-toolbar>
          {opened && (
            <Suspense fallback={null}>
              <SidenavAccount />
            </Suspense>
          )}
          <mat-nav-list className={cx('mat-mdc-nav-list', css({ display: 'flex', flexDir: 'column', flex: 1 }))}>{children}</mat-nav-list>
        </nav>
      </mat-sidenav>
    </>
  );
}

/**
 * The score board entry: hidden until the Score Board challenge is solved (the server knows at
 * render time; a `challenge solved` event reveals it live).
 */
// vuln-code-snippet start scoreBoardChallenge
export function ScoreBoardLink({ solved, className, children }: { solved: boolean; className: string; children: ReactNode }) {
  const [visible, setVisible] = useState(solved); // vuln-code-snippet neutral-line scoreBoardChallenge
  useEffect(() => {
    if (visible) return;
    const onSolved = (n: { key?: string }) => n?.key === 'scoreBoardChallenge' && setVisible(true);
    getSocket().then((s) => s.on('challenge solved', onSolved));
    return () => void getSocket().then((s) => s.off('challenge solved', onSolved));
  }, [visible]);
  return visible ? ( // vuln-code-snippet neutral-line scoreBoardChallenge
    <Link to="/score-board" className={className}>{/* vuln-code-snippet vuln-line scoreBoardChallenge */}
      {children}
    </Link>
  ) : null;
}
// vuln-code-snippet end scoreBoardChallenge
