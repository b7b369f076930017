'use client';
import { css } from 'styled-system/css';
import { decodeToken } from '../../lib/login-storage';
import { useI18n } from '../shell/I18n';
import { PlaceIcon } from './AccountIcons';
import { AccountCard } from '../ui/FormKit';
import { useToken } from './session';

const ipBox = css({
  fontFamily: 'mono',
  fontSize: '2xl',
  color: 'accent',
  bg: 'bg',
  borderRadius: 'md',
  px: '4',
  py: '3',
  wordBreak: 'break-all',
});

/**
 * The stored address is shown as markup, as upstream does: whatever a client header put there
 * renders live. This is the sink of HTTP-Header XSS, whose snippet is the storing route
 * (`/rest/saveLoginIp` in server/routes/auth.ts).
 */
function IpAddress({ ip }: { ip: string }) {
  return <p id="last-login-ip" className={ipBox} dangerouslySetInnerHTML={{ __html: `<small>${ip}</small>` }} />;
}

/** The last login IP as the login token carries it (saved by the server at logout). */
export function LastLoginIp() {
  const { t } = useI18n();
  const token = useToken();
  const lastLoginIp = decodeToken(token)?.data?.lastLoginIp;
  return (
    <AccountCard title={t.LAST_LOGIN_IP()} icon={<PlaceIcon />}>
      <p className={css({ color: 'muted', fontSize: 'sm', mb: '3' })}>{t.LAST_LOGIN_IP_INTRO()}</p>
      {lastLoginIp ? (
        <IpAddress ip={lastLoginIp} />
      ) : (
        <p className={css({ fontSize: 'sm', bg: 'bg', borderRadius: 'md', px: '4', py: '3' })}>{t.LAST_LOGIN_IP_UNKNOWN()}</p>
      )}
    </AccountCard>
  );
}
