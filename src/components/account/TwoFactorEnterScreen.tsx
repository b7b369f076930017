'use client';
import { useForm, useStore } from '@tanstack/react-form';
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'waku';
import { verifyTotp } from '../../lib/api/account';
import { STORED } from '../../lib/storage';
import { useI18n } from '../shell/I18n';
import { ShieldIcon } from './AccountIcons';
import { AccountCard, AccountForm, bind, counted, ErrorBox, TextField, wideButton } from '../ui/FormKit';
import { SIX_DIGITS, totpRule } from './rules';
import { useCompleteLogin } from './session';

/** How long a rejected code's message stays. */
const TOTP_ERROR_MS = 5000;

/** Second login step after `totp_token_required`: the 6-digit code, checked with the temporary token. */
export function TwoFactorEnterScreen() {
  const { t, format } = useI18n();
  const router = useRouter();
  const completeLogin = useCompleteLogin();
  const [errored, setErrored] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const form = useForm({
    defaultValues: { totpToken: '' },
    onSubmit: async ({ value }) => {
      try {
        const { authentication } = await verifyTotp({ tmpToken: localStorage.getItem(STORED.totpTmpToken), totpToken: value.totpToken });
        localStorage.removeItem(STORED.totpTmpToken);
        await completeLogin(authentication);
        router.push('/search');
      } catch {
        // the screen says so in place, for a while
        setErrored(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setErrored(false), TOTP_ERROR_MS);
      }
    },
  });
  const code = useStore(form.store, (s) => s.values.totpToken);

  return (
    <AccountCard title={t.TITLE_TWO_FACTOR_AUTH_ENTER()} intro={t.TWO_FACTOR_ENTER_INTRO()} icon={<ShieldIcon />}>
      <ErrorBox>{errored && t.INVALID_TWO_FACTOR_AUTH_TOKEN()}</ErrorBox>
      <AccountForm form={form}>
        <form.Field name="totpToken" validators={{ onChange: ({ value }) => totpRule(value) }}>
          {(field) => (
            <div id="inputToken">
              <TextField
                id="totpToken"
                name="totpToken"
                label={t.LABEL_TOTP_TOKEN()}
                aria-label={t.TOTP_TOKEN_FIELD()}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder="000000"
                {...counted(field, 6, format)}
                autoFocus
                {...bind(field)}
              />
            </div>
          )}
        </form.Field>
        <button type="submit" id="totpSubmitButton" className={wideButton} disabled={!SIX_DIGITS.test(code)}>
          <ShieldIcon />
          {t.BTN_VERIFY()}
        </button>
      </AccountForm>
    </AccountCard>
  );
}
