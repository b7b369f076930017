import { ScreenPage } from '../components/ui/ScreenPage';
import { LastOrderPanel } from '../components/orders/LastOrderPanel';
import { OrderHistoryScreen } from '../components/orders/OrderHistoryScreen';
import { serverT } from '../lib/content/session';

export default async function OrderHistoryPage() {
  return (
    <ScreenPage title={serverT().LABEL_ORDER_HISTORY()}>
      <LastOrderPanel />
      <OrderHistoryScreen />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
