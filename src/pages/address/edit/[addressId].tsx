import { AddressForm } from '../../../components/checkout/AddressForm';
import { ScreenPage } from '../../../components/ui/ScreenPage';
import { serverT } from '../../../lib/content/session';

export default async function AddressEditPage({ addressId }: { addressId: string }) {
  return (
    <ScreenPage title={serverT().TITLE_EDIT_ADDRESS()} need="login">
      <AddressForm addressId={addressId} />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
