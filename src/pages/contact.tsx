import { ScreenPage } from '../components/ui/ScreenPage';
import { LazyScreen } from '../components/shell/LazyScreen';
import { serverT } from '../lib/content/session';

export default async function ContactPage() {
  return (
    <ScreenPage title={serverT().NAV_CONTACT()}>
      <LazyScreen name="contact" props={{}} />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
