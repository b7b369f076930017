import { TwoFactorEnterScreen } from '../../components/account/TwoFactorEnterScreen';
import { serverT } from '../../lib/content/session';

export default async function TwoFactorEnterPage() {
  return (
    <>
      <title>{serverT().TITLE_TWO_FACTOR_AUTH_ENTER()}</title>
      <TwoFactorEnterScreen />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
