import { TwoFactorEnterScreen } from '../../components/account/TwoFactorEnterScreen';
import { ScreenPage } from '../../components/ui/ScreenPage';
import { serverT } from '../../lib/content/session';

export default async function TwoFactorEnterPage() {
  return (
    <ScreenPage title={serverT().TITLE_TWO_FACTOR_AUTH_ENTER()}>
      <TwoFactorEnterScreen />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
