import { AddressBook } from '../../components/checkout/AddressBook';
import { ScreenPage } from '../../components/ui/ScreenPage';
import { serverT } from '../../lib/content/session';

export default async function SavedAddressesPage() {
  return (
    <ScreenPage title={serverT().MY_SAVED_ADDRESSES()} need="login">
      <AddressBook mode="saved" />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
