'use client';
import { useEffect, useRef } from 'react';
import { useRouter } from 'waku';
import { createUser, fetchApplicationConfiguration, fetchOAuthEmail, logIn } from '../../lib/api/account';
import { OAUTH_PROVIDER_DEFAULTS } from '../../lib/oauth-provider';
import { useSnack } from '../../lib/state';
import { useCompleteLogin, useFailLogin } from './session';

/** The password an OAuth account gets: base64 of the reversed email, as upstream derives it. */
const oauthPassword = (email: string) => btoa(email.split('').reverse().join(''));

/** The fragment's parameters (`#access_token=…&token_type=…`). */
const fragmentParams = (hash: string) => new URLSearchParams(hash.replace(/^#/, ''));

/**
 * The return from the identity provider: read the access token from the address, ask the
 * provider who it belongs to, register that email if it is new and log in with the oauth flag.
 * Any failure forgets the session, says why in the snackbar and goes to /login.
 */
export default function OAuthLanding({ onDone }: { onDone: () => void }) {
  const router = useRouter();
  const completeLogin = useCompleteLogin();
  const failLogin = useFailLogin();
  const snack = useSnack();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return; // once per return from the provider, however often this re-renders
    started.current = true;
    const accessToken = fragmentParams(location.hash).get('access_token') ?? '';
    history.replaceState(null, '', location.pathname + location.search);
    void (async () => {
      try {
        const config = await fetchApplicationConfiguration();
        const email = await fetchOAuthEmail(config.application.googleOauth.userInfoUrl ?? OAUTH_PROVIDER_DEFAULTS.userInfoUrl, accessToken);
        const password = oauthPassword(email);
        // an existing account answers with an error here; the login below settles it either way
        await createUser({ email, password, passwordRepeat: password }).catch(() => undefined);
        const { authentication } = await logIn({ email, password, oauth: true });
        await completeLogin(authentication);
        router.push('/');
      } catch {
        snack((t) => t.OAUTH_LOGIN_FAILED(), 'error');
        failLogin();
        router.push('/login');
      } finally {
        onDone();
      }
    })();
  }, [completeLogin, failLogin, snack, router, onDone]);
  return null;
}
