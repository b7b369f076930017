import { ScreenPage } from '../components/account/ScreenPage';
import { BeeHavenScreen } from '../components/web3-wallet/BeeHavenScreen';
import { serverT } from '../lib/content/session';

export default async function BeeHavenPage() {
  return (
    <ScreenPage title={serverT().BEE_HAVEN_TITLE()}>
      <BeeHavenScreen />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
