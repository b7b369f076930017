import { ScreenPage } from '../components/ui/ScreenPage';
import { LazyScreen } from '../components/shell/LazyScreen';
import { serverT } from '../lib/content/session';

export default async function WalletWeb3Page() {
  return (
    <ScreenPage title={serverT().WALLET3_TITLE()}>
      <LazyScreen name="walletWeb3" props={{}} />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
