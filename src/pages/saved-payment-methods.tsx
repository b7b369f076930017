import { ScreenPage } from '../components/ui/ScreenPage';
import { SavedPaymentMethods } from '../components/checkout/PaymentMethods';
import { serverT } from '../lib/content/session';

export default async function SavedPaymentMethodsPage() {
  return (
    <ScreenPage title={serverT().MY_PAYMENT_OPTIONS()} need="login">
      <SavedPaymentMethods />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
