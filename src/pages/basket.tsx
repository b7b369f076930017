import { ScreenPage } from '../components/ui/ScreenPage';
import { BasketScreen } from '../components/basket/BasketScreen';
import { serverT } from '../lib/content/session';

export default async function BasketPage() {
  return (
    <ScreenPage title={serverT().TITLE_YOUR_BASKET()}>
      <BasketScreen />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
