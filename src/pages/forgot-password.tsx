import { ForgotPasswordScreen } from '../components/account/ForgotPasswordScreen';
import { ScreenPage } from '../components/ui/ScreenPage';
import { serverT } from '../lib/content/session';

export default async function ForgotPasswordPage() {
  return (
    <ScreenPage title={serverT().TITLE_FORGOT_PASSWORD()}>
      <ForgotPasswordScreen />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
