import { LoginScreen } from '../components/account/LoginScreen';
import { getAppConfig } from '../lib/content';
import { serverT } from '../lib/content/session';
import { OAUTH_PROVIDER_DEFAULTS } from '../lib/oauth-provider';

export default async function LoginPage() {
  const { googleOauth, domain } = (await getAppConfig()).application;
  const oauth = {
    clientId: googleOauth.clientId,
    authorizeUrl: googleOauth.authorizeUrl ?? OAUTH_PROVIDER_DEFAULTS.authorizeUrl,
    authorizedRedirects: googleOauth.authorizedRedirects,
  };
  return (
    <>
      <title>{serverT().TITLE_LOGIN()}</title>
      <LoginScreen oauth={oauth} domain={domain} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
