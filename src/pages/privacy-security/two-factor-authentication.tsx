import { TwoFactorSettings } from '../../components/account/TwoFactorSettings';
import { ScreenPage } from '../../components/ui/ScreenPage';
import { serverT } from '../../lib/content/session';

export default async function TwoFactorSettingsPage() {
  return (
    <ScreenPage title={serverT().TITLE_TWO_FACTOR_AUTH_CONFIG()} need="login">
      <TwoFactorSettings />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
