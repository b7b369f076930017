import { AccountCard } from '../components/account/FormKit';
import { ScreenPage } from '../components/account/ScreenPage';
import { CardIcon } from '../components/checkout/CheckoutIcons';
import { PaymentMethods } from '../components/checkout/PaymentMethods';
import { serverT } from '../lib/content/session';

export default async function SavedPaymentMethodsPage() {
  const t = serverT();
  return (
    <ScreenPage title={t.MY_PAYMENT_OPTIONS()} need="login">
      <AccountCard wide title={t.MY_PAYMENT_OPTIONS()} icon={<CardIcon />}>
        <PaymentMethods />
      </AccountCard>
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
