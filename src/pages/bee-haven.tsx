import { ScreenPage } from '../components/ui/ScreenPage';
import { LazyScreen } from '../components/shell/LazyScreen';
import { serverT } from '../lib/content/session';

export default async function BeeHavenPage() {
  return (
    <ScreenPage title={serverT().BEE_HAVEN_TITLE()}>
      <LazyScreen name="beeHaven" props={{}} />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
