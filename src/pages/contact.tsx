import { ScreenPage } from '../components/account/ScreenPage';
import { ContactScreen } from '../components/contact/ContactScreen';
import { serverT } from '../lib/content/session';

export default async function ContactPage() {
  return (
    <ScreenPage title={serverT().NAV_CONTACT()}>
      <ContactScreen />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
