'use client';
import { useForm, useStore } from '@tanstack/react-form';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link, useRouter } from 'waku';
import { css, cx } from 'styled-system/css';
import { registrationForm } from '../../lib/account-schemas';
import { createUser, fetchSecurityQuestions, saveSecurityAnswer } from '../../lib/api/account';
import { ApiError } from '../../lib/api/client';
import { useLoad } from '../../lib/api/use-api';
import { snacksAtom } from '../../lib/state';
import { useI18n } from '../shell/I18n';
import { PersonIcon } from './AccountIcons';
import {
  AccountCard,
  AccountForm,
  bind,
  counted,
  ErrorBox,
  errorText,
  fieldMessage,
  leave,
  linkRow,
  PasswordField,
  SubmitButton,
  TextField,
  Toggle,
  type Msg,
} from '../ui/FormKit';
import { PasswordStrength } from './PasswordStrength';
import { emailRule, PASSWORD_LENGTH, passwordRule, repeating, required } from './rules';

/** The message of a failed registration: the first entry of `errors`, capitalised. */
function registrationError(e: unknown): string {
  const first = e instanceof ApiError ? (e.body as { errors?: Array<{ message?: string } | string> } | null)?.errors?.[0] : undefined;
  const message = typeof first === 'string' ? first : first?.message;
  if (!message) return errorText(e);
  return message[0]!.toUpperCase() + message.slice(1);
}

const questionRule = (id: number): Msg | undefined => (id ? undefined : (t) => t.MANDATORY_SECURITY_QUESTION());

const selectBox = css({
  w: 'full',
  bg: 'bg',
  color: 'text',
  border: '1px solid',
  borderColor: 'raised',
  borderRadius: 'md',
  px: '3',
  py: '2.5',
  fontSize: 'md',
  outline: 'none',
  cursor: 'pointer',
  _focus: { borderColor: 'accent' },
  '&[aria-invalid=true]': { borderColor: '#ff8a80' },
});

/** Registration: email, password twice with the strength meter, security question and answer. */
export function RegisterScreen() {
  const { t, format } = useI18n();
  const router = useRouter();
  const setSnacks = useSetAtom(snacksAtom);
  const questions = useLoad(fetchSecurityQuestions, []).data ?? [];
  const [showAdvice, setShowAdvice] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const form = useForm({
    defaultValues: { email: '', password: '', passwordRepeat: '', securityQuestionId: 0, securityAnswer: '' },
    onSubmit: async ({ value }) => {
      setError(null);
      try {
        const user = await createUser({
          email: value.email,
          password: value.password,
          passwordRepeat: value.passwordRepeat,
          securityQuestion: questions.find((q) => q.id === value.securityQuestionId),
          securityAnswer: value.securityAnswer,
        });
        await saveSecurityAnswer({ UserId: user.id, answer: value.securityAnswer, SecurityQuestionId: value.securityQuestionId });
        router.push('/login');
        setSnacks((s) => [...s, { id: Date.now(), text: (t) => t.CONFIRM_REGISTER() }]);
      } catch (e) {
        setError(registrationError(e));
      }
    },
  });
  const values = useStore(form.store, (s) => s.values);

  return (
    <AccountCard title={t.TITLE_REGISTRATION()} intro={t.REGISTRATION_INTRO()} icon={<PersonIcon />}>
      <ErrorBox>{error}</ErrorBox>
      <AccountForm id="registration-form" form={form}>
        <form.Field name="email" validators={{ onChange: ({ value }) => emailRule(true)(value) }}>
          {(field) => (
            <TextField id="emailControl" name="email" type="email" autoComplete="email" label={t.LABEL_EMAIL()} {...bind(field)} />
          )}
        </form.Field>
        <form.Field name="password" validators={{ onChange: ({ value }) => passwordRule((t) => t.MANDATORY_PASSWORD())(value) }}>
          {(field) => (
            <PasswordField
              id="passwordControl"
              name="password"
              autoComplete="new-password"
              label={t.LABEL_PASSWORD()}
              {...counted(field, PASSWORD_LENGTH.max, format)}
              {...bind(field)}
            />
          )}
        </form.Field>
        <form.Field name="passwordRepeat" validators={repeating('password')}>
          {(field) => (
            <PasswordField
              id="repeatPasswordControl"
              name="passwordRepeat"
              autoComplete="new-password"
              label={t.LABEL_PASSWORD_REPEAT()}
              {...counted(field, PASSWORD_LENGTH.max, format)}
              {...bind(field)}
            />
          )}
        </form.Field>
        <Toggle id="showPasswordAdvice" label={t.SHOW_PASSWORD_ADVICE()} checked={showAdvice} onChange={setShowAdvice} />
        <PasswordStrength password={values.password} showAdvice={showAdvice} />
        <form.Field name="securityQuestionId" validators={{ onChange: ({ value }) => questionRule(value) }}>
          {(field) => {
            const message = fieldMessage(field);
            return (
              <div>
                <label htmlFor="securityQuestion" className={css({ display: 'block', fontSize: 'sm', fontWeight: 'medium', mb: '1.5' })}>
                  {t.LABEL_SECURITY_QUESTION()}
                </label>
                <select
                  id="securityQuestion"
                  name="securityQuestion"
                  value={field.state.value || ''}
                  aria-invalid={message ? true : undefined}
                  aria-describedby="securityQuestionHint"
                  onChange={(e) => field.handleChange(Number(e.target.value))}
                  onBlur={() => leave(field)}
                  className={selectBox}
                >
                  <option value="" disabled>
                    {t.SELECT_SECURITY_QUESTION()}
                  </option>
                  {questions.map((q) => (
                    <option key={q.id} value={q.id}>
                      {q.question}
                    </option>
                  ))}
                </select>
                <p
                  id="securityQuestionHint"
                  className={cx(css({ mt: '1', fontSize: 'xs' }), message ? css({ color: '#ff8a80' }) : css({ color: 'muted' }))}
                >
                  {message ? message(t) : t.SECURITY_QUESTION_HINT()}
                </p>
              </div>
            );
          }}
        </form.Field>
        <form.Field name="securityAnswer" validators={{ onChange: ({ value }) => required((t) => t.MANDATORY_SECURITY_ANSWER())(value) }}>
          {(field) => (
            <TextField
              id="securityAnswerControl"
              name="securityAnswer"
              autoComplete="off"
              label={t.LABEL_SECURITY_ANSWER()}
              {...bind(field)}
            />
          )}
        </form.Field>
        <SubmitButton id="registerButton" form={form} ready={registrationForm.allows(values)}>
          <PersonIcon />
          {t.BTN_REGISTER()}
        </SubmitButton>
      </AccountForm>
      <div className={linkRow}>
        <Link id="alreadyACustomerLink" to="/login">
          {t.ALREADY_A_CUSTOMER()}
        </Link>
      </div>
    </AccountCard>
  );
}
