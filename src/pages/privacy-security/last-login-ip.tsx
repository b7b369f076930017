import { LastLoginIp } from '../../components/account/LastLoginIp';
import { Guard } from '../../components/account/Guard';
import { serverT } from '../../lib/content/session';

export default async function LastLoginIpPage() {
  return (
    <>
      <title>{serverT().LAST_LOGIN_IP()}</title>
      <Guard need="login">
        <LastLoginIp />
      </Guard>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
