'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useToken } from '../account/token';
import { useI18n } from './I18n';
import { AccountIcon } from '../ui/Icons';
import { LazyMenu } from './LazyMenu';

// only a browser coming back from the identity provider loads the OAuth landing code
const OAuthLanding = lazy(() => import('../account/OAuthLanding'));

/**
 * The account menu. Its Ark UI part loads on first use; this island keeps the login state in
 * step with storage and finishes a third-party login when the address carries an access token.
 */
export function AccountMenu() {
  const { t } = useI18n();
  useToken();
  const [oauthReturn, setOauthReturn] = useState(false);
  useEffect(() => setOauthReturn(location.hash.includes('access_token=')), []);
  return (
    <>
      <LazyMenu
        id="navbarAccount"
        label={t.SHOW_ACCOUNT_MENU()}
        face={
          <>
            <AccountIcon />
            <span className="label-md">{t.TITLE_ACCOUNT()}</span>
          </>
        }
        load={() => import('./AccountMenuArk')}
        props={{}}
      />
      {oauthReturn && (
        <Suspense fallback={null}>
          <OAuthLanding onDone={() => setOauthReturn(false)} />
        </Suspense>
      )}
    </>
  );
}
