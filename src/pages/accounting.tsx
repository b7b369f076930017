import { ScreenPage } from '../components/ui/ScreenPage';
import { AccountingScreen } from '../components/orders/AccountingScreen';
import { serverT } from '../lib/content/session';

export default async function AccountingPage() {
  return (
    <ScreenPage title={serverT().ACCOUNTING()} need="accounting">
      <AccountingScreen />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
