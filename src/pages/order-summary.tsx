import { ScreenPage } from '../components/ui/ScreenPage';
import { OrderSummaryScreen } from '../components/orders/OrderSummaryScreen';
import { serverT } from '../lib/content/session';

export default async function OrderSummaryPage() {
  return (
    <ScreenPage title={serverT().ORDER_SUMMARY()} need="login">
      <OrderSummaryScreen />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
