import { ChangePasswordScreen } from '../../components/account/ChangePasswordScreen';
import { ScreenPage } from '../../components/ui/ScreenPage';
import { serverT } from '../../lib/content/session';

export default async function ChangePasswordPage() {
  return (
    <ScreenPage title={serverT().TITLE_CHANGE_PASSWORD()} need="login">
      <ChangePasswordScreen />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
