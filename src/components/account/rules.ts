import type { AnyFieldApi } from '@tanstack/react-form';
import { type } from '../../lib/ark';
import type { Msg } from '../ui/FormKit';

/**
 * Field-level rules of the accounts forms, each answering with the spec's message. The forms
 * gate their submit buttons on the shared arktype schemas of `lib/account-schemas`; these rules
 * only say which message a field shows.
 */
export const PASSWORD_LENGTH = { min: 5, max: 40 } as const;
const isEmail = type('string.email');

type Rule = (value: string) => Msg | undefined;

export const required =
  (msg: Msg): Rule =>
  (value) =>
    value ? undefined : msg;

export const emailRule =
  (strict: boolean): Rule =>
  (value) => {
    if (!value) return (t) => t.MANDATORY_EMAIL();
    if (strict && !isEmail.allows(value)) return (t) => t.INVALID_EMAIL();
    return undefined;
  };

export const passwordRule =
  (missing: Msg): Rule =>
  (value) => {
    if (!value) return missing;
    if (value.length < PASSWORD_LENGTH.min || value.length > PASSWORD_LENGTH.max) return (t) => t.INVALID_PASSWORD_LENGTH(PASSWORD_LENGTH);
    return undefined;
  };

/** The validators of a field repeating the password field `name`: required, then equal to it, checked again whenever that one changes. */
export const repeating = <N extends string>(name: N) => ({
  onChangeListenTo: [name],
  onChange: ({ value, fieldApi }: { value: string; fieldApi: AnyFieldApi }): Msg | undefined => {
    if (!value) return (t) => t.MANDATORY_PASSWORD_REPEAT();
    return value === String(fieldApi.form.getFieldValue(name)) ? undefined : (t) => t.PASSWORDS_NOT_MATCHING();
  },
});

export const SIX_DIGITS = /^\d{6}$/;
export const totpRule: Rule = (value) => {
  if (!value) return (t) => t.MANDATORY_TWO_FACTOR_TOKEN();
  return SIX_DIGITS.test(value) ? undefined : (t) => t.INVALID_TWO_FACTOR_AUTH_TOKEN();
};
