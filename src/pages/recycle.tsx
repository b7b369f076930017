import { ScreenPage } from '../components/ui/ScreenPage';
import { RecycleScreen } from '../components/checkout/RecycleScreen';
import { getAppConfig } from '../lib/content';
import { serverT } from '../lib/content/session';

export default async function RecyclePage() {
  const { recyclePage } = (await getAppConfig()).application;
  return (
    <ScreenPage title={serverT().TITLE_RECYCLE()} need="login">
      <RecycleScreen topImage={recyclePage.topProductImage} bottomImage={recyclePage.bottomProductImage} />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
