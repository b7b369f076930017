'use client';
import { useSetAtom } from 'jotai';
import { useState, type ReactNode } from 'react';
import { Link, useRouter } from 'waku';
import { css, cx } from 'styled-system/css';
import { decodeToken } from '../../lib/login-storage';
import { sidenavOpenAtom } from '../../lib/state';
import { BalanceIcon, ChevronIcon, LoginIcon, LogoutIcon, PersonIcon, ReceiptIcon, ShieldIcon } from '../account/AccountIcons';
import { ORDERS_AND_PAYMENT, PRIVACY_AND_SECURITY, type AccountLink } from '../account/links';
import { roleOf, useLogout, useToken } from '../account/session';
import { useI18n } from './I18n';

const entry = css({
  display: 'flex',
  alignItems: 'center',
  gap: '4',
  w: 'full',
  px: '5',
  py: '3',
  color: 'text',
  bg: 'transparent',
  border: 'none',
  cursor: 'pointer',
  fontSize: 'md',
  textAlign: 'start',
  textDecoration: 'none',
  _hover: { bg: 'raised' },
  '& svg': { w: '5', h: '5', color: 'muted', flexShrink: 0 },
});
const text = css({ flex: 1, minW: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** An account area of its own (Orders & Payment, Privacy & Security): its entry opens and closes the links below it. */
function Submenu({ id, label, icon, links }: { id: string; label: string; icon: ReactNode; links: AccountLink[] }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={entry} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {icon}
        <span className={text}>{label}</span>
        <span
          // opened, the chevron points down: a quarter turn clockwise, or back the other way where it is mirrored (right to left)
          className={cx(
            css({ display: 'inline-flex', transition: 'transform 150ms' }),
            open && css({ transform: 'rotate(90deg)', _rtl: { transform: 'rotate(-90deg)' } }),
          )}
        >
          <ChevronIcon />
        </span>
      </button>
      <ul id={id} hidden={!open} className={css({ bg: 'bg' })}>
        {links.map((l) => (
          <li key={l.value}>
            {l.fullPage ? (
              <a href={l.to} className={cx(entry, css({ ps: '14', fontSize: 'sm' }))}>
                {t[l.label]({} as never)}
              </a>
            ) : (
              <Link to={l.to} className={cx(entry, css({ ps: '14', fontSize: 'sm' }))}>
                {t[l.label]({} as never)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The side menu's account section, for small screens (below 960 px, where the navbar's account
 * menu shows only its icon): login, or the logged-in visitor's profile, accounting (accountants),
 * orders and payment, privacy and security, and logout, as the account menu has them. Loaded
 * when the side menu first opens.
 */
export default function SidenavAccount() {
  const { t } = useI18n();
  const router = useRouter();
  const token = useToken();
  const logout = useLogout();
  const close = useSetAtom(sidenavOpenAtom);
  const email = decodeToken(token)?.data?.email ?? '';
  return (
    <section
      aria-labelledby="sidenav-account-title"
      className={css({ borderBottom: '1px solid', borderColor: 'raised', '@media (min-width: 960px)': { display: 'none' } })}
    >
      <h3
        id="sidenav-account-title"
        className={css({ px: '5', pt: '3', pb: '1', fontSize: 'xs', color: 'muted', textTransform: 'uppercase' })}
      >
        {t.TITLE_ACCOUNT()}
      </h3>
      {!token ? (
        <Link to="/login" className={entry}>
          <LoginIcon />
          <span className={text}>{t.TITLE_LOGIN()}</span>
        </Link>
      ) : (
        <>
          {/* the profile page is rendered by the server: loaded in full, as the account menu does */}
          <a href="/profile" aria-label={t.GO_TO_PROFILE({ email })} className={entry}>
            <PersonIcon />
            <span className={text}>{email}</span>
          </a>
          {roleOf(token) === 'accounting' && (
            <Link to="/accounting" className={entry}>
              <BalanceIcon />
              <span className={text}>{t.ACCOUNTING()}</span>
            </Link>
          )}
          <Submenu id="sidenav-orders" label={t.ORDERS_AND_PAYMENT()} icon={<ReceiptIcon />} links={ORDERS_AND_PAYMENT} />
          <Submenu id="sidenav-privacy" label={t.PRIVACY_AND_SECURITY()} icon={<ShieldIcon />} links={PRIVACY_AND_SECURITY} />
          <button
            type="button"
            className={entry}
            onClick={() => {
              logout();
              close(false);
              router.push('/');
            }}
          >
            <LogoutIcon />
            <span className={text}>{t.TITLE_LOGOUT()}</span>
          </button>
        </>
      )}
    </section>
  );
}
