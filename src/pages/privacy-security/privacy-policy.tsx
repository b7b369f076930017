import { css } from 'styled-system/css';
import { PrivacyPolicyText } from '../../components/privacy/PrivacyPolicy';
import { getAppConfig } from '../../lib/content';
import { currentLocale, requestHost, serverT } from '../../lib/content/session';

export default async function PrivacyPolicyPage() {
  const config = await getAppConfig();
  const t = serverT();
  const host = requestHost();
  const name = config.application.name;
  const url = `http://${host}`;
  const email = config.application.privacyContactEmail || `donotreply@${host.replace(/:\d+$/, '')}`;
  return (
    <article className={css({ maxW: '4xl', mx: 'auto', bg: 'surface', borderRadius: 'card', p: { base: '4', md: '8' }, boxShadow: 'lg' })}>
      <title>{`${t.TITLE_PRIVACY_POLICY()} – ${name}`}</title>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'accent', mb: '1' })}>{t.TITLE_PRIVACY_POLICY()}</h1>
      <p className={css({ color: 'muted', fontSize: 'sm' })}>{t.PRIVACY_SITE({ name, url })}</p>
      <p className={css({ color: 'muted', fontSize: 'sm', mb: '5' })}>{t.PRIVACY_CONTACT({ email })}</p>
      <PrivacyPolicyText locale={currentLocale()} name={name} url={url} email={email} />
      <p className={css({ color: 'muted', fontSize: 'sm', mt: '6' })}>{t.PRIVACY_LAST_UPDATED()}</p>
      {/* shown only on this page: fetching it marks the Privacy Policy challenge */}
      <img src="/assets/public/images/padding/81px.png" alt="" width={81} height={1} />
    </article>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
