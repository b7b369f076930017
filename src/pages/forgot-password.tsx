import { ForgotPasswordScreen } from '../components/account/ForgotPasswordScreen';
import { serverT } from '../lib/content/session';

export default async function ForgotPasswordPage() {
  return (
    <>
      <title>{serverT().TITLE_FORGOT_PASSWORD()}</title>
      <ForgotPasswordScreen />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
