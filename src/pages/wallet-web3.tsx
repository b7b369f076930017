import { ScreenPage } from '../components/account/ScreenPage';
import { WalletWeb3Screen } from '../components/web3-wallet/WalletWeb3Screen';
import { serverT } from '../lib/content/session';

export default async function WalletWeb3Page() {
  return (
    <ScreenPage title={serverT().WALLET3_TITLE()}>
      <WalletWeb3Screen />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
