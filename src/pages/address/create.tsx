import { AddressForm } from '../../components/checkout/AddressForm';
import { ScreenPage } from '../../components/ui/ScreenPage';
import { serverT } from '../../lib/content/session';

export default async function AddressCreatePage() {
  return (
    <ScreenPage title={serverT().TITLE_ADD_NEW_ADDRESS()} need="login">
      <AddressForm />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
