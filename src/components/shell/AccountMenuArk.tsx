'use client';
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { useRouter } from 'waku';
import { css, cx } from 'styled-system/css';
import { fetchWhoami } from '../../lib/api/shell';
import { useLoad } from '../../lib/api/use-api';
import { decodeToken } from '../../lib/login-storage';
import { BalanceIcon, ChevronIcon, LoginIcon, LogoutIcon, PersonIcon, ReceiptIcon, ShieldIcon } from '../account/AccountIcons';
import { ORDERS_AND_PAYMENT, PRIVACY_AND_SECURITY, type AccountLink as Entry } from '../account/links';
import { roleOf, useLogout, useToken } from '../account/session';
import { useI18n } from './I18n';
import { AccountIcon } from '../ui/Icons';
import { iconButton, menuEntry, menuPanel } from '../ui/styles';

// Ark finds items by the ids it gives them, so the ids suites look for sit on the labels inside
const grow = css({ flex: 1 });
const itemIcon = css({ '& svg': { w: '5', h: '5', color: 'muted', flexShrink: 0 } });

function Submenu({ label, icon, entries, go }: { label: string; icon: ReactNode; entries: Entry[]; go: (e: Entry) => void }) {
  const { t, dir } = useI18n();
  // the menu sits at the toolbar's end, so the submenu opens towards its start (left, or right in right-to-left)
  const beside = dir === 'rtl' ? 'right-start' : 'left-start';
  return (
    // beside the menu where there is room; on a phone below its entry, over the rest of the menu
    // mounted while open only: a closed panel leaves the page, as upstream's, so `.mat-mdc-menu-panel` finds just the open ones
    <Menu.Root
      lazyMount
      unmountOnExit
      positioning={{ placement: window.innerWidth < 640 ? 'bottom-end' : beside, gutter: 4, overflowPadding: 8 }}
    >
      <Menu.TriggerItem className={cx(menuEntry, itemIcon)}>
        {icon}
        <span className={grow}>{label}</span>
        <ChevronIcon />
      </Menu.TriggerItem>
      <Portal>
        <Menu.Positioner style={{ zIndex: 45 }}>
          <Menu.Content className={cx(menuPanel, css({ border: '1px solid token(colors.primary)' }))}>
            {entries.map((e) => (
              <Menu.Item key={e.value} value={e.value} className={menuEntry} onSelect={() => go(e)}>
                {t[e.label]({} as never)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The account menu's Ark UI part (loaded on first use): login, or the logged-in entries of the spec. */
export default function AccountMenuArk({ defaultOpen }: { defaultOpen: boolean }) {
  const { t } = useI18n();
  const router = useRouter();
  const token = useToken();
  const logout = useLogout();
  // quiet: a background probe for the menu's label; when it fails the token's own email stays there, as upstream's menu does
  const { data: whoami } = useLoad(async () => (token ? fetchWhoami() : undefined), [token], { quiet: true });
  const email = token ? (whoami?.user?.email ?? decodeToken(token)?.data?.email ?? '') : '';
  const go = (e: Entry) => (e.fullPage ? location.assign(e.to) : router.push(e.to));

  return (
    <Menu.Root
      lazyMount
      unmountOnExit
      ids={{ trigger: 'navbarAccount' }}
      defaultOpen={defaultOpen}
      positioning={{ placement: 'bottom-end' }}
    >
      <Menu.Trigger aria-label={t.SHOW_ACCOUNT_MENU()} className={iconButton}>
        <AccountIcon />
        <span className="label-md">{t.TITLE_ACCOUNT()}</span>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={cx(menuPanel, css({ minW: '60', maxW: '92vw' }))}>
            {!token ? (
              <Menu.Item value="login" className={cx(menuEntry, itemIcon)} onSelect={() => router.push('/login')}>
                <LoginIcon />
                <span id="navbarLoginButton" className={grow}>
                  {t.TITLE_LOGIN()}
                </span>
              </Menu.Item>
            ) : (
              <>
                <Menu.Item
                  value="profile"
                  aria-label={t.GO_TO_PROFILE({ email })}
                  className={cx(menuEntry, itemIcon)}
                  onSelect={() => location.assign('/profile')}
                >
                  <PersonIcon />
                  <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{email}</span>
                </Menu.Item>
                {roleOf(token) === 'accounting' && (
                  <Menu.Item value="accounting" className={cx(menuEntry, itemIcon)} onSelect={() => router.push('/accounting')}>
                    <BalanceIcon />
                    {t.ACCOUNTING()}
                  </Menu.Item>
                )}
                <Submenu label={t.ORDERS_AND_PAYMENT()} icon={<ReceiptIcon />} entries={ORDERS_AND_PAYMENT} go={go} />
                <Submenu label={t.PRIVACY_AND_SECURITY()} icon={<ShieldIcon />} entries={PRIVACY_AND_SECURITY} go={go} />
                <Menu.Separator className={css({ borderColor: 'raised', my: '1' })} />
                <Menu.Item
                  value="logout"
                  className={cx(menuEntry, itemIcon)}
                  onSelect={() => {
                    logout();
                    router.push('/');
                  }}
                >
                  <LogoutIcon />
                  <span id="navbarLogoutButton" className={grow}>
                    {t.TITLE_LOGOUT()}
                  </span>
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
