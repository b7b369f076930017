'use client';
import { useForm, useStore } from '@tanstack/react-form';
import { useEffect, useState } from 'react';
import { Link, useRouter } from 'waku';
import { css } from 'styled-system/css';
import { loginForm } from '../../lib/account-schemas';
import { logIn } from '../../lib/api/account';
import { ApiError } from '../../lib/api/client';
import { STORED } from '../../lib/storage';
import { useI18n } from '../shell/I18n';
import { GoogleIcon, LoginIcon } from './AccountIcons';
import { AccountCard, AccountForm, bind, Checkbox, ErrorBox, errorText, linkRow, PasswordField, SubmitButton, TextField } from '../ui/FormKit';
import { emailRule, required } from './rules';
import { useCompleteLogin, useFailLogin } from './session';

type OAuthSettings = { clientId: string; authorizeUrl: string; authorizedRedirects: Array<{ uri: string; proxy?: string }> };

// vuln-code-snippet start exposedCredentialsChallenge
// Left over from testing against a live shop: a quick fill for the test account (on the shop's own
// email domain), switched on from the browser console. The credentials ship in the page's script
// for anyone to read.
const TEST_ACCOUNT = { user: 'testing', password: 'IamUsedForTesting' }; // vuln-code-snippet vuln-line exposedCredentialsChallenge
const testAutofill = (domain: string) => (localStorage.getItem('autofillTestAccount') === 'true' ? { email: `${TEST_ACCOUNT.user}@${domain}`, password: TEST_ACCOUNT.password } : null);
// vuln-code-snippet end exposedCredentialsChallenge

/** Where the provider sends the browser back to, if this shop's address is an authorised one. */
function oauthRedirect(oauth: OAuthSettings): string | null {
  const here = `${location.protocol}//${location.host}`;
  const match = oauth.authorizedRedirects.find((r) => r.uri === here);
  if (!match) {
    console.log(`${here} is not an authorized redirect URI for this application.`);
    return null;
  }
  return match.proxy ?? match.uri;
}

type TotpRequired = { status: 'totp_token_required'; data: { tmpToken: string } };
const isTotpRequired = (body: unknown): body is TotpRequired => (body as TotpRequired | null)?.status === 'totp_token_required' && typeof (body as TotpRequired).data?.tmpToken === 'string';

/**
 * The login screen: email, password, remember me, and the third-party login when available.
 * `domain` is the configured email domain of the pre-loaded users (application.domain).
 */
export function LoginScreen({ oauth, domain }: { oauth: OAuthSettings; domain: string }) {
  const { t } = useI18n();
  const router = useRouter();
  const completeLogin = useCompleteLogin();
  const failLogin = useFailLogin();
  const [error, setError] = useState<string | null>(null);
  const [rememberMe, setRememberMe] = useState(false);
  const [redirectUri, setRedirectUri] = useState<string | null>(null);

  const form = useForm({
    defaultValues: { email: '', password: '' },
    onSubmit: async ({ value }) => {
      // sent before the remembered email changes: the request carries the one stored until now
      const request = logIn(value);
      if (rememberMe) localStorage.setItem(STORED.rememberedEmail, value.email);
      else localStorage.removeItem(STORED.rememberedEmail);
      try {
        const { authentication } = await request;
        await completeLogin(authentication);
        router.push('/search');
      } catch (e) {
        if (e instanceof ApiError && isTotpRequired(e.body)) {
          localStorage.setItem(STORED.totpTmpToken, e.body.data.tmpToken);
          router.push('/2fa/enter');
          return;
        }
        failLogin();
        setError(errorText(e));
      }
    },
  });
  const values = useStore(form.store, (s) => s.values);

  useEffect(() => {
    const remembered = localStorage.getItem(STORED.rememberedEmail);
    if (remembered) {
      form.setFieldValue('email', remembered);
      setRememberMe(true);
    }
    const fill = testAutofill(domain);
    if (fill) {
      form.setFieldValue('email', fill.email);
      form.setFieldValue('password', fill.password);
    }
  }, [form, domain]);
  useEffect(() => setRedirectUri(oauthRedirect(oauth)), [oauth]);

  const googleLogin = () => {
    if (!redirectUri) return;
    const query = new URLSearchParams({ client_id: oauth.clientId, response_type: 'token', scope: 'email', redirect_uri: redirectUri });
    location.replace(`${oauth.authorizeUrl}?${query}`);
  };

  return (
    <AccountCard title={t.TITLE_LOGIN()} intro={t.LOGIN_INTRO()} icon={<LoginIcon />}>
      <ErrorBox>{error}</ErrorBox>
      <AccountForm id="login-form" form={form}>
        <form.Field name="email" validators={{ onChange: ({ value }) => emailRule(false)(value) }}>
          {(field) => <TextField id="email" name="email" type="email" autoComplete="username" label={t.LABEL_EMAIL()} aria-label={t.LOGIN_EMAIL_FIELD()} onFocus={() => setError(null)} {...bind(field)} />}
        </form.Field>
        <form.Field name="password" validators={{ onChange: ({ value }) => required((t) => t.MANDATORY_PASSWORD())(value) }}>
          {(field) => <PasswordField id="password" name="password" autoComplete="current-password" label={t.LABEL_PASSWORD()} aria-label={t.LOGIN_PASSWORD_FIELD()} onFocus={() => setError(null)} {...bind(field)} />}
        </form.Field>
        <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: '2' })}>
          <Checkbox id="rememberMe" label={t.REMEMBER_ME()} checked={rememberMe} onChange={setRememberMe} />
          <Link to="/forgot-password" className={css({ fontSize: 'sm', color: 'accent', textDecoration: 'none', _hover: { textDecoration: 'underline' } })}>
            {t.FORGOT_PASSWORD()}
          </Link>
        </div>
        <SubmitButton id="loginButton" form={form} ready={loginForm.allows(values)}>
          <LoginIcon />
          {t.BTN_LOGIN()}
        </SubmitButton>
        {redirectUri && (
          <>
            <div aria-hidden="true" className={css({ display: 'flex', alignItems: 'center', gap: '3', color: 'muted', fontSize: 'xs', textTransform: 'uppercase', _before: { content: '""', flex: 1, h: '1px', bg: 'raised' }, _after: { content: '""', flex: 1, h: '1px', bg: 'raised' } })}>
              {t.LABEL_OR()}
            </div>
            <button type="button" id="loginButtonGoogle" onClick={googleLogin} className={css({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: '2', w: 'full', py: '2.5', borderRadius: 'md', border: '1px solid', borderColor: 'raised', bg: 'white', color: '#1f1f1f', fontWeight: 'semibold', cursor: 'pointer', _hover: { bg: '#f1f3f4' }, '& svg': { w: '5', h: '5' } })}>
              <GoogleIcon />
              {t.BTN_GOOGLE_LOGIN()}
            </button>
          </>
        )}
      </AccountForm>
      <div className={linkRow}>
        <div id="newCustomerLink">
          <Link to="/register">{t.NO_CUSTOMER()}</Link>
        </div>
      </div>
    </AccountCard>
  );
}
