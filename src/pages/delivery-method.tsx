import { DeliveryMethods } from '../components/checkout/DeliveryMethods';
import { ScreenPage } from '../components/ui/ScreenPage';
import { serverT } from '../lib/content/session';

export default async function DeliveryMethodPage() {
  return (
    <ScreenPage title={serverT().TITLE_DELIVERY_METHOD()} need="login">
      <DeliveryMethods />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
