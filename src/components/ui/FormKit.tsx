'use client';
import type { Formats } from '../../lib/i18n/format';
import { useStore, type AnyFieldApi } from '@tanstack/react-form';
import { lazy, Suspense, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import type { T } from '../../lib/i18n/index';
import { useI18n } from '../shell/I18n';
import { iconButton, primaryButton } from './styles';
import { EyeIcon, EyeOffIcon } from '../account/AccountIcons';

/** A validation message, rendered with the translations current when it shows. */
export type Msg = (t: T) => string;

const ERROR_TEXT = '#ff8a80';

/** The centred card every accounts screen sits in. */
export function AccountCard({
  title,
  headingId,
  intro,
  icon,
  wide,
  children,
}: {
  title: string;
  headingId?: string;
  intro?: ReactNode;
  icon?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={css({ display: 'flex', justifyContent: 'center', py: { base: '2', md: '8' } })}>
      <div
        className={cx(
          css({
            w: 'full',
            bg: 'surface',
            borderRadius: 'card',
            boxShadow: 'lg',
            p: { base: '5', md: '8' },
            borderTop: '4px solid token(colors.accent)',
          }),
          wide ? css({ maxW: '2xl' }) : css({ maxW: 'md' }),
        )}
      >
        <header
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '3',
            mb: intro ? '2' : '5',
            '& svg': { w: '7', h: '7', color: 'accent', flexShrink: 0 },
          })}
        >
          {icon}
          <h1
            id={headingId}
            className={css({ fontSize: '2xl', fontWeight: 'bold', lineHeight: 'tight', minW: 0, overflowWrap: 'anywhere' })}
          >
            {title}
          </h1>
        </header>
        {intro && <p className={css({ color: 'muted', fontSize: 'sm', mb: '5' })}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}

export const formStack = css({ display: 'flex', flexDir: 'column', gap: '4' });
export const wideButton = cx(
  primaryButton,
  css({
    w: 'full',
    py: '2.5',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    '& svg': { w: '5', h: '5' },
  }),
);
/** A file picker whose button looks like the shop's buttons (uploads on the complaint and photo wall screens). */
export const fileInput = css({
  w: 'full',
  fontSize: 'sm',
  '&::file-selector-button': {
    me: '3',
    px: '3',
    py: '2',
    border: '1px solid',
    borderColor: 'raised',
    borderRadius: 'md',
    bg: 'raised',
    color: 'text',
    cursor: 'pointer',
  },
});
export const linkRow = css({
  display: 'flex',
  flexDir: 'column',
  alignItems: 'center',
  gap: '2',
  mt: '5',
  fontSize: 'sm',
  '& a': { color: 'accent', textDecoration: 'none', _hover: { textDecoration: 'underline' } },
});
const inputBox = css({
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
  transition: 'border-color 150ms',
  _focus: { borderColor: 'accent' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  _placeholder: { color: 'muted', opacity: 0.8 },
  '&[aria-invalid=true]': { borderColor: ERROR_TEXT },
});
const labelText = css({ display: 'block', fontSize: 'sm', fontWeight: 'medium', mb: '1.5', color: 'text' });

/** An error box above a form: the server's answer, cleared as soon as the user edits again. */
export function ErrorBox({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className={cx(
        'error',
        css({
          bg: 'rgba(183,28,28,0.18)',
          border: '1px solid',
          borderColor: '#e57373',
          color: '#ffcdd2',
          borderRadius: 'md',
          px: '3',
          py: '2',
          fontSize: 'sm',
          mb: '4',
        }),
      )}
    >
      {children}
    </div>
  );
}

/** A success message in the page (suites look for `.confirmation`). */
export function Confirmation({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role="status"
      className={cx(
        'confirmation',
        css({
          bg: 'rgba(139,195,74,0.15)',
          border: '1px solid',
          borderColor: 'accent',
          color: 'text',
          borderRadius: 'md',
          px: '3',
          py: '2',
          fontSize: 'sm',
          mb: '4',
        }),
      )}
    >
      {children}
    </div>
  );
}

/** The message of a field once the user has been there (touched) or the form was submitted. */
export function fieldMessage(field: AnyFieldApi): Msg | undefined {
  const { errors, isTouched } = field.state.meta;
  const first = errors.find((e): e is Msg => typeof e === 'function');
  return isTouched ? first : undefined;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: Msg;
  hint?: ReactNode;
  suffix?: ReactNode;
};

/** A labelled text input with its validation message and an optional hint and suffix button. */
export function TextField({ id, label, value, onValue, error, hint, suffix, className, ...rest }: InputProps) {
  const { t } = useI18n();
  const messageId = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelText}>
        {label}
      </label>
      <div className={css({ position: 'relative', display: 'flex', alignItems: 'center' })}>
        <input
          id={id}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          className={cx(inputBox, suffix ? css({ pe: '12' }) : undefined)}
          {...rest}
        />
        {suffix && <span className={css({ position: 'absolute', insetEnd: '1' })}>{suffix}</span>}
      </div>
      {(error || hint) && (
        <div
          id={messageId}
          className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', mt: '1', fontSize: 'xs', minH: '4' })}
        >
          {error ? <span className={cx('mat-error', css({ color: ERROR_TEXT }))}>{error(t)}</span> : <span />}
          {hint && <span className={css({ color: 'muted', textAlign: 'end' })}>{hint}</span>}
        </div>
      )}
    </div>
  );
}

/** Leaving a field shows what it still lacks (the rules run on change; blur re-runs them and marks it touched). */
export function leave(field: AnyFieldApi) {
  field.handleBlur();
  void field.validate('change');
}

/** Props that tie a TextField to a TanStack form field. */
export function bind(field: AnyFieldApi) {
  return {
    value: String(field.state.value ?? ''),
    onValue: (v: string) => field.handleChange(v),
    onBlur: () => leave(field),
    error: fieldMessage(field),
  };
}

/**
 * A password field with a show/hide toggle. The toggle is named by its (hidden) text, not an
 * aria-label, so that a label query for "password" finds the field alone.
 */
export function PasswordField(props: Omit<InputProps, 'type' | 'suffix'>) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          aria-pressed={visible}
          onClick={() => setVisible(!visible)}
          className={cx(iconButton, css({ minW: '9', h: '9', '& svg': { w: '5', h: '5' } }))}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
          <span className={css({ srOnly: true })}>{visible ? t.HIDE_PASSWORD() : t.SHOW_PASSWORD()}</span>
        </button>
      }
    />
  );
}

/**
 * The form of an accounts screen: no browser validation (the fields show their own messages) and
 * a submit that hands over to the TanStack form.
 */
export function AccountForm({
  id,
  form,
  onInput,
  children,
}: {
  id?: string;
  form: { handleSubmit: () => Promise<unknown> };
  onInput?: () => void;
  children: ReactNode;
}) {
  return (
    <form
      id={id}
      noValidate
      className={formStack}
      onInput={onInput}
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** What SubmitButton reads of a TanStack form: whether it is being sent. */
type SubmittingForm = {
  store: {
    get: () => { isSubmitting: boolean };
    subscribe: (listener: (state: { isSubmitting: boolean }) => void) => { unsubscribe: () => void };
  };
};

/** The submit button of an accounts form: off while the form is being sent or its values are not `ready`. */
export function SubmitButton({ id, form, ready, children }: { id: string; form: SubmittingForm; ready: boolean; children: ReactNode }) {
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  return (
    <button type="submit" id={id} className={wideButton} disabled={submitting || !ready}>
      {children}
    </button>
  );
}

/** The counter under a field with a length limit (in the locale's digits), and the limit itself. */
export const counted = (field: AnyFieldApi, max: number, format: Formats) => ({
  hint: `${format.number(String(field.state.value ?? '').length)}/${format.number(max)}`,
  maxLength: max,
});

// Ark's switch machine loads only with the screens that show a switch, not with every form's kit (the login's script budget)
const SwitchToggle = lazy(() => import('./SwitchToggle'));

/** A labelled switch (the strength-advice toggle); `id` is its label's, for the suites that tick it by id. */
export function Toggle(props: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Suspense fallback={null}>
      <SwitchToggle {...props} />
    </Suspense>
  );
}

/** A checkbox named by its visible label (remember me). */
export function Checkbox({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label
      htmlFor={id}
      className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer', fontSize: 'sm', userSelect: 'none' })}
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className={css({ w: '4', h: '4', accentColor: 'var(--colors-accent)', cursor: 'pointer' })}
      />
      {label}
    </label>
  );
}

/** The server's error text, from an ApiError or anything thrown. */
export function errorText(e: unknown): string {
  if (e && typeof e === 'object' && 'message' in e && typeof (e as { message: unknown }).message === 'string')
    return (e as { message: string }).message;
  return String(e);
}
