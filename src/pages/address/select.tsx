import { AddressBook } from '../../components/checkout/AddressBook';
import { ScreenPage } from '../../components/ui/ScreenPage';
import { serverT } from '../../lib/content/session';

export default async function AddressSelectPage() {
  return (
    <ScreenPage title={serverT().TITLE_SELECT_ADDRESS()} need="login">
      <AddressBook mode="select" />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
