'use client';
import { useForm, useStore } from '@tanstack/react-form';
import { useState } from 'react';
import { changePasswordForm } from '../../lib/account-schemas';
import { changePassword } from '../../lib/api/account';
import { decodeToken } from '../../lib/login-storage';
import { STORED, storedToken } from '../../lib/storage';
import { useI18n } from '../shell/I18n';
import { KeyIcon } from './AccountIcons';
import { AccountCard, AccountForm, bind, Confirmation, counted, ErrorBox, errorText, PasswordField, SubmitButton } from '../ui/FormKit';
import { PASSWORD_LENGTH, passwordRule, repeating, required } from './rules';

const EMPTY = { current: '', new: '', repeat: '' };

/** The stricter policy the support team's accounts are meant to follow (checked, reported, never enforced). */
const SUPPORT_ACCOUNT = /^support@/;
const SUPPORT_POLICY = /(?=.{12,30}$)(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])/;

function warnAboutSupportPolicy(password: string) {
  const email = decodeToken(storedToken())?.data?.email ?? localStorage.getItem(STORED.rememberedEmail) ?? '';
  if (SUPPORT_ACCOUNT.test(email) && !SUPPORT_POLICY.test(password)) {
    console.log(
      'Parola contului de suport nu respectă regulile pentru conturi privilegiate: 12-30 de caractere, litere mici și mari, cifre și unul dintre @$!%*?&.',
    );
  }
}

/** Change password: current, new and repeated new password. */
export function ChangePasswordScreen() {
  const { t, format } = useI18n();
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const form = useForm({
    defaultValues: EMPTY,
    onSubmit: async ({ value }) => {
      warnAboutSupportPolicy(value.new);
      try {
        await changePassword(value);
        setError(null);
        setConfirmation(t.PASSWORD_SUCCESSFULLY_CHANGED());
        form.reset(EMPTY);
      } catch (e) {
        setConfirmation(null);
        setError(errorText(e));
      }
    },
  });
  const values = useStore(form.store, (s) => s.values);
  const edited = () => setError(null);

  return (
    <AccountCard title={t.TITLE_CHANGE_PASSWORD()} headingId="change-password-heading" icon={<KeyIcon />}>
      <ErrorBox>{error}</ErrorBox>
      <Confirmation>{confirmation}</Confirmation>
      <AccountForm id="password-form" form={form}>
        <form.Field name="current" validators={{ onChange: ({ value }) => required((t) => t.MANDATORY_CURRENT_PASSWORD())(value) }}>
          {(field) => (
            <PasswordField
              id="currentPassword"
              name="currentPassword"
              autoComplete="current-password"
              label={t.LABEL_CURRENT_PASSWORD()}
              onInput={edited}
              {...bind(field)}
            />
          )}
        </form.Field>
        <form.Field name="new" validators={{ onChange: ({ value }) => passwordRule((t) => t.MANDATORY_NEW_PASSWORD())(value) }}>
          {(field) => (
            <PasswordField
              id="newPassword"
              name="newPassword"
              autoComplete="new-password"
              label={t.LABEL_NEW_PASSWORD()}
              {...counted(field, PASSWORD_LENGTH.max, format)}
              onInput={edited}
              {...bind(field)}
            />
          )}
        </form.Field>
        <form.Field name="repeat" validators={repeating('new')}>
          {(field) => (
            <PasswordField
              id="newPasswordRepeat"
              name="newPasswordRepeat"
              autoComplete="new-password"
              label={t.LABEL_REPEAT_NEW_PASSWORD()}
              {...counted(field, PASSWORD_LENGTH.max, format)}
              onInput={edited}
              {...bind(field)}
            />
          )}
        </form.Field>
        <SubmitButton id="changeButton" form={form} ready={changePasswordForm.allows(values)}>
          <KeyIcon />
          {t.BTN_CHANGE()}
        </SubmitButton>
      </AccountForm>
    </AccountCard>
  );
}
