import { LastLoginIp } from '../../components/account/LastLoginIp';
import { ScreenPage } from '../../components/ui/ScreenPage';
import { serverT } from '../../lib/content/session';

export default async function LastLoginIpPage() {
  return (
    <ScreenPage title={serverT().LAST_LOGIN_IP()} need="login">
      <LastLoginIp />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
