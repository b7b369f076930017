import { ScreenPage } from '../components/account/ScreenPage';
import { ComplaintScreen } from '../components/complaints/ComplaintScreen';
import { serverT } from '../lib/content/session';

export default async function ComplainPage() {
  return (
    <ScreenPage title={serverT().TITLE_COMPLAIN()} need="login">
      <ComplaintScreen />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
