'use client';
import { useI18n } from './I18n';
import { AccountIcon } from './Icons';
import { LazyMenu } from './LazyMenu';

/** The account menu. Logged out it offers the login; the logged-in entries come with accounts. */
export function AccountMenu() {
  const { t } = useI18n();
  return (
    <LazyMenu
      id="navbarAccount"
      label={t.SHOW_ACCOUNT_MENU()}
      face={
        <>
          <AccountIcon />
          <span className="label-md">{t.TITLE_ACCOUNT()}</span>
        </>
      }
      load={() => import('./AccountMenuArk')}
      props={{}}
    />
  );
}
