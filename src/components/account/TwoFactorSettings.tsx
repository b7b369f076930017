'use client';
import { useForm, useStore } from '@tanstack/react-form';
import { useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { encode } from 'uqr';
import { css, cx } from 'styled-system/css';
import { twoFactorDisableRequest, twoFactorSetupRequest, type TwoFactorStatus } from '../../lib/account-schemas';
import { changeTwoFactor, fetchTwoFactorStatus } from '../../lib/api/account';
import { useLoad } from '../../lib/api/use-api';
import { snacksAtom } from '../../lib/state';
import { useI18n, useShellConfig } from '../shell/I18n';
import { primaryButton } from '../ui/styles';
import { ShieldIcon, TrashIcon } from './AccountIcons';
import {
  AccountCard,
  AccountForm,
  bind,
  ErrorBox,
  errorText,
  formStack,
  PasswordField,
  TextField,
  wideButton,
  type Msg,
} from '../ui/FormKit';
import { required, totpRule } from './rules';

const QR_SIZE = 300;

/** The otpauth address an authenticator app reads from the QR code. */
const totpUri = (appName: string, email: string, secret: string) => {
  const issuer = encodeURIComponent(appName);
  return `otpauth://totp/${issuer}:${email}?secret=${secret}&issuer=${issuer}`;
};

/** A QR code drawn as one SVG path, dark modules on white. */
function QrCode({ value, size, label }: { value: string; size: number; label: string }) {
  const { data, size: modules } = useMemo(() => encode(value, { ecc: 'L', border: 2 }), [value]);
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className={css({ bg: 'white', borderRadius: 'md', maxW: 'full', h: 'auto' })}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

const dangerButton = cx(
  primaryButton,
  css({
    w: 'full',
    py: '2.5',
    bg: '#c62828',
    color: 'white',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    '& svg': { w: '5', h: '5' },
  }),
);

/**
 * A two-factor form: it posts its values (with `extra`), confirms with a snack and hands over to
 * `onDone`; a refusal shows the error until the next edit.
 */
function useTwoFactorForm<V extends Record<string, string>>(
  step: 'setup' | 'disable',
  defaultValues: V,
  confirmation: Msg,
  onDone: () => void,
  extra: Record<string, unknown> = {},
) {
  const setSnacks = useSetAtom(snacksAtom);
  const [errored, setErrored] = useState(false);
  const form = useForm({
    defaultValues,
    onSubmit: async ({ value }) => {
      try {
        await changeTwoFactor(step, { ...value, ...extra });
        setSnacks((s) => [...s, { id: Date.now(), text: confirmation }]);
        onDone();
      } catch {
        // the form says so in place until the next edit
        setErrored(true);
      }
    },
  });
  return { form, errored, edited: () => setErrored(false) };
}

function SetupForm({ status, onDone }: { status: TwoFactorStatus; onDone: () => void }) {
  const { t, format } = useI18n();
  const appName = useShellConfig().name;
  const { form, errored, edited } = useTwoFactorForm('setup', { password: '', initialToken: '' }, (t) => t.CONFIRM_2FA_SETUP(), onDone, {
    setupToken: status.setupToken,
  });
  const values = useStore(form.store, (s) => s.values);
  const uri = totpUri(appName, status.email ?? '', status.secret ?? '');
  return (
    <AccountForm id="two-factor-auth-setup" form={form} onInput={edited}>
      <p id="2fa-setup-instructions" className={css({ color: 'muted', fontSize: 'sm' })}>
        {t['2FA_AUTH_SETUP_INSTRUCTIONS']()}
      </p>
      <div className={css({ display: 'flex', flexDir: 'column', alignItems: 'center', gap: '2' })}>
        <QrCode value={uri} size={QR_SIZE} label={t.TOTP_QR_CODE()} />
        <p className={css({ fontSize: 'xs', color: 'muted', textAlign: 'center' })}>
          {t.TOTP_SECRET_MANUAL()}{' '}
          <code className={css({ fontFamily: 'mono', color: 'text', wordBreak: 'break-all' })}>{status.secret}</code>
        </p>
      </div>
      <ErrorBox>{errored && t['2FA_SETUP_ERROR']()}</ErrorBox>
      <form.Field name="password" validators={{ onChange: ({ value }) => required((t) => t.MANDATORY_CURRENT_PASSWORD())(value) }}>
        {(field) => (
          <PasswordField
            id="currentPasswordSetup"
            name="currentPassword"
            autoComplete="current-password"
            label={t.LABEL_CURRENT_PASSWORD()}
            {...bind(field)}
          />
        )}
      </form.Field>
      <form.Field name="initialToken" validators={{ onChange: ({ value }) => totpRule(value) }}>
        {(field) => (
          <TextField
            id="initialToken"
            name="initialToken"
            data-test-totp-secret={status.secret}
            label={t.INITIAL_CODE()}
            placeholder={t.INITIAL_CODE_PLACEHOLDER()}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            hint={`${t.INITIAL_TOKEN_HINT()} · ${format.number(field.state.value.length)}/${format.number(6)}`}
            {...bind(field)}
          />
        )}
      </form.Field>
      <button
        type="submit"
        id="setupTwoFactorAuth"
        className={wideButton}
        disabled={!twoFactorSetupRequest.allows({ ...values, setupToken: status.setupToken })}
      >
        <ShieldIcon />
        {t.BTN_SAVE()}
      </button>
    </AccountForm>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const { t } = useI18n();
  const { form, errored, edited } = useTwoFactorForm('disable', { password: '' }, (t) => t.CONFIRM_2FA_DISABLE(), onDone);
  const values = useStore(form.store, (s) => s.values);
  return (
    <div id="2fa-setup-successfully" className={formStack}>
      <p
        className={css({
          display: 'flex',
          gap: '2',
          alignItems: 'flex-start',
          bg: 'rgba(139,195,74,0.15)',
          borderRadius: 'md',
          p: '3',
          fontSize: 'sm',
          '& svg': { w: '5', h: '5', color: 'accent', flexShrink: 0 },
        })}
      >
        <ShieldIcon />
        {t['2FA_SUCCESSFUL_SETUP']()}
      </p>
      <AccountForm id="two-factor-auth-disable" form={form} onInput={edited}>
        <h2 id="two-factor-auth-disable-title" className={css({ fontSize: 'lg', fontWeight: 'semibold', mt: '2' })}>
          {t.REMOVE_TWO_FACTOR_AUTH()}
        </h2>
        <ErrorBox>{errored && t['2FA_SETUP_ERROR']()}</ErrorBox>
        <form.Field name="password" validators={{ onChange: ({ value }) => required((t) => t.MANDATORY_CURRENT_PASSWORD())(value) }}>
          {(field) => (
            <PasswordField
              id="currentPasswordDisable"
              name="currentPassword"
              autoComplete="current-password"
              label={t.LABEL_CURRENT_PASSWORD()}
              {...bind(field)}
            />
          )}
        </form.Field>
        <button type="submit" id="disableTwoFactorAuth" className={dangerButton} disabled={!twoFactorDisableRequest.allows(values)}>
          <TrashIcon />
          {t.BTN_REMOVE()}
        </button>
      </AccountForm>
    </div>
  );
}

/** Two-factor settings: a setup form with the QR code while it is off, a disable form once it is on. */
export function TwoFactorSettings() {
  const { t } = useI18n();
  // a failure shows in place, in the card
  const { data: status, error, reload, setData: setStatus } = useLoad(fetchTwoFactorStatus, [], { quiet: true });
  const failed = error ? errorText(error) : null;
  return (
    <AccountCard title={t.TITLE_TWO_FACTOR_AUTH_CONFIG()} headingId="2fa-setup-title" icon={<ShieldIcon />}>
      {failed && <ErrorBox>{t.LOAD_FAILED({ message: failed })}</ErrorBox>}
      {!status && !failed && <p className={css({ color: 'muted' })}>{t.LOADING()}</p>}
      {status?.setup === true && <DisableForm onDone={() => void reload()} />}
      {status?.setup === false && <SetupForm key={status.setupToken} status={status} onDone={() => setStatus({ setup: true })} />}
    </AccountCard>
  );
}
