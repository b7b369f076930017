import { RegisterScreen } from '../components/account/RegisterScreen';
import { serverT } from '../lib/content/session';

export default async function RegisterPage() {
  return (
    <>
      <title>{serverT().TITLE_REGISTRATION()}</title>
      <RegisterScreen />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
