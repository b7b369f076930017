'use client';
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useRouter } from 'waku';
import { useI18n } from './I18n';
import { AccountIcon } from './Icons';
import { iconButton, menuContent, menuItem } from './styles';

/** The account menu's Ark UI part (loaded on first use). */
export default function AccountMenuArk({ defaultOpen }: { defaultOpen: boolean }) {
  const { t } = useI18n();
  const router = useRouter();
  return (
    <Menu.Root defaultOpen={defaultOpen} onSelect={({ value }) => value === 'login' && router.push('/login')}>
      <Menu.Trigger id="navbarAccount" aria-label={t.SHOW_ACCOUNT_MENU()} className={iconButton}>
        <AccountIcon />
        <span className="label-md">{t.TITLE_ACCOUNT()}</span>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={menuContent}>
            <Menu.Item value="login" id="navbarLoginButton" className={menuItem}>
              {t.TITLE_LOGIN()}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
