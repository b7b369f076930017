import { ChangePasswordScreen } from '../../components/account/ChangePasswordScreen';
import { Guard } from '../../components/account/Guard';
import { serverT } from '../../lib/content/session';

export default async function ChangePasswordPage() {
  return (
    <>
      <title>{serverT().TITLE_CHANGE_PASSWORD()}</title>
      <Guard need="login">
        <ChangePasswordScreen />
      </Guard>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
