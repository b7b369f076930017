import { TwoFactorSettings } from '../../components/account/TwoFactorSettings';
import { Guard } from '../../components/account/Guard';
import { serverT } from '../../lib/content/session';

export default async function TwoFactorSettingsPage() {
  return (
    <>
      <title>{serverT().TITLE_TWO_FACTOR_AUTH_CONFIG()}</title>
      <Guard need="login">
        <TwoFactorSettings />
      </Guard>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
