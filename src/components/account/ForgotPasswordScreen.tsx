'use client';
import { useForm, useStore } from '@tanstack/react-form';
import { useEffect, useRef, useState } from 'react';
import { resetPasswordForm } from '../../lib/account-schemas';
import { fetchSecurityQuestion, resetPassword } from '../../lib/api/account';
import { useSend } from '../../lib/api/use-api';
import { useI18n } from '../shell/I18n';
import { KeyIcon } from './AccountIcons';
import {
  AccountCard,
  AccountForm,
  bind,
  Confirmation,
  ErrorBox,
  errorText,
  PasswordField,
  SubmitButton,
  TextField,
  Toggle,
} from '../ui/FormKit';
import { PasswordStrength } from './PasswordStrength';
import { emailRule, passwordRule, repeating, required } from './rules';

/** Typing pauses this long before the email is looked up. */
const LOOKUP_DEBOUNCE_MS = 1000;

const EMPTY = { email: '', answer: '', new: '', repeat: '' };

/**
 * Forgot password: once the typed email belongs to a user with a security question (looked up
 * after a pause), that question appears in the answer field and the rest of the form opens up.
 */
export function ForgotPasswordScreen() {
  const { t } = useI18n();
  const [question, setQuestion] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [showAdvice, setShowAdvice] = useState(false);
  const lookup = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(lookup.current), []);

  const form = useForm({
    defaultValues: EMPTY,
    onSubmit: async ({ value }) => {
      try {
        await resetPassword(value);
        setError(null);
        setConfirmation(t.PASSWORD_SUCCESSFULLY_CHANGED());
        form.reset(EMPTY);
        setQuestion(null);
      } catch (e) {
        setError(errorText(e));
        setConfirmation(null);
        for (const name of ['answer', 'new', 'repeat'] as const) form.resetField(name);
      }
    },
  });
  const values = useStore(form.store, (s) => s.values);
  // a background probe while the user types, as upstream's: a failed lookup leaves the form locked, which says enough
  const { send: lookUpQuestion } = useSend(fetchSecurityQuestion, { onError: () => undefined });

  const findQuestion = (email: string) => {
    clearTimeout(lookup.current);
    lookup.current = setTimeout(() => {
      setQuestion(null);
      if (!email) return;
      void lookUpQuestion(email).then((found) => setQuestion(found ?? null));
    }, LOOKUP_DEBOUNCE_MS);
  };
  const locked = !question;
  const edited = () => setError(null);

  return (
    <AccountCard title={t.TITLE_FORGOT_PASSWORD()} intro={t.FORGOT_PASSWORD_INTRO()} icon={<KeyIcon />}>
      <ErrorBox>{error}</ErrorBox>
      <Confirmation>{confirmation}</Confirmation>
      <AccountForm id="forgot-form" form={form}>
        <form.Field
          name="email"
          validators={{ onChange: ({ value }) => emailRule(true)(value) }}
          listeners={{ onChange: ({ value }) => findQuestion(value) }}
        >
          {(field) => (
            <TextField
              id="email"
              name="email"
              type="email"
              autoComplete="username"
              label={t.LABEL_EMAIL()}
              onInput={edited}
              {...bind(field)}
            />
          )}
        </form.Field>
        <form.Field name="answer" validators={{ onChange: ({ value }) => required((t) => t.MANDATORY_SECURITY_ANSWER())(value) }}>
          {(field) => (
            <TextField
              id="securityAnswer"
              name="securityAnswer"
              autoComplete="off"
              label={t.LABEL_SECURITY_ANSWER()}
              placeholder={question ?? t.SECURITY_ANSWER_LOCKED()}
              disabled={locked}
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
              disabled={locked}
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
              disabled={locked}
              onInput={edited}
              {...bind(field)}
            />
          )}
        </form.Field>
        <Toggle id="showPasswordAdvice" label={t.SHOW_PASSWORD_ADVICE()} checked={showAdvice} onChange={setShowAdvice} />
        <PasswordStrength password={values.new} showAdvice={showAdvice} />
        <SubmitButton id="resetButton" form={form} ready={!locked && resetPasswordForm.allows(values)}>
          <KeyIcon />
          {t.BTN_CHANGE()}
        </SubmitButton>
      </AccountForm>
    </AccountCard>
  );
}
