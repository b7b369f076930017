import { WalletScreen } from '../components/checkout/WalletScreen';
import { ScreenPage } from '../components/ui/ScreenPage';
import { serverT } from '../lib/content/session';

export default async function WalletPage() {
  return (
    <ScreenPage title={serverT().TITLE_WALLET()} need="login">
      <WalletScreen />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
