import { ScreenPage } from '../../components/ui/ScreenPage';
import { OrderCompletionScreen } from '../../components/orders/OrderCompletionScreen';
import { serverT } from '../../lib/content/session';

export default async function OrderCompletionPage({ id }: { id: string }) {
  return (
    <ScreenPage title={serverT().THANKS_FOR_PURCHASE()}>
      <OrderCompletionScreen orderId={id} />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
