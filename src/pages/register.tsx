import { RegisterScreen } from '../components/account/RegisterScreen';
import { ScreenPage } from '../components/ui/ScreenPage';
import { serverT } from '../lib/content/session';

export default async function RegisterPage() {
  return (
    <ScreenPage title={serverT().TITLE_REGISTRATION()}>
      <RegisterScreen />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
