import { ScreenPage } from '../components/ui/ScreenPage';
import { LazyScreen } from '../components/shell/LazyScreen';
import { serverT } from '../lib/content/session';

export default async function ComplainPage() {
  return (
    <ScreenPage title={serverT().TITLE_COMPLAIN()} need="login">
      <LazyScreen name="complain" props={{}} />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
