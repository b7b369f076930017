import { PaymentScreen } from '../../components/checkout/PaymentScreen';
import { paymentPurpose } from '../../components/checkout/purpose';
import { ScreenPage } from '../../components/ui/ScreenPage';
import { serverT } from '../../lib/content/session';

export default async function PaymentPage({ entity }: { entity: string }) {
  return (
    <ScreenPage title={serverT().TITLE_PAYMENT()} need="login">
      <PaymentScreen purpose={paymentPurpose(entity)} />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
