'use client';
import { useForm, useStore } from '@tanstack/react-form';
import { css, cx } from 'styled-system/css';
import { useSnack } from '../../lib/state';
import { CARD_LIMITS, cardForm, passes } from '../../lib/checkout-schemas';
import { AccountCard, AccountForm, bind, errorText, SubmitButton, TextField, type Msg } from '../ui/FormKit';
import { required } from '../account/rules';
import { paymentProvider } from '../../lib/payment-provider';
import { useI18n } from '../shell/I18n';
import { iconButton } from '../ui/styles';
import { deleteCard, fetchCards, saveCard } from '../../lib/api/checkout';
import { useLoad } from '../../lib/api/use-api';
import { CardIcon, TrashIcon } from './CheckoutIcons';
import { muted, radio, row, rowList } from './CheckoutKit';

const EMPTY = { fullName: '', cardNum: '', expMonth: '', expYear: '' };
const MONTHS = Array.from({ length: CARD_LIMITS.month.max }, (_, i) => i + 1);
const YEARS = Array.from({ length: CARD_LIMITS.year.max - CARD_LIMITS.year.min + 1 }, (_, i) => CARD_LIMITS.year.min + i);
const CARD_DIGITS = 16;

const cardNumberRule = (value: string): Msg | undefined => {
  if (!value) return (t) => t.MANDATORY_CARD_NUMBER();
  const n = Number(value);
  return n >= CARD_LIMITS.numberForm.min && n <= CARD_LIMITS.numberForm.max ? undefined : (t) => t.VALID_CARD_NUMBER();
};

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
  _focus: { borderColor: 'accent', outline: 'none' },
});

function Select({
  id,
  label,
  options,
  value,
  onValue,
  onBlur,
  error,
}: {
  id: string;
  label: string;
  options: number[];
  value: string;
  onValue: (v: string) => void;
  onBlur: () => void;
  error?: Msg;
}) {
  const { t } = useI18n();
  return (
    <div className={css({ flex: 1 })}>
      <label htmlFor={id} className={css({ display: 'block', fontSize: 'sm', fontWeight: 'medium', mb: '1.5' })}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        onBlur={onBlur}
        className={selectBox}
        aria-invalid={error ? true : undefined}
      >
        <option value="" disabled />
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      {error && <span className={cx('mat-error', css({ color: '#ff8a80', fontSize: 'xs' }))}>{error(t)}</span>}
    </div>
  );
}

/** The form that saves a new card; `onSaved` hears of it once stored. */
function NewCardForm({ onSaved }: { onSaved: () => void }) {
  const { t, format } = useI18n();
  const snack = useSnack();
  const form = useForm({
    defaultValues: EMPTY,
    onSubmit: async ({ value }) => {
      try {
        const saved = await saveCard({
          fullName: value.fullName,
          cardNum: Number(value.cardNum),
          expMonth: Number(value.expMonth),
          expYear: Number(value.expYear),
        });
        snack((t) => t.CREDIT_CARD_SAVED({ cardnumber: String(saved.cardNum).slice(-4) }));
        onSaved();
      } catch (e) {
        snack(errorText(e), 'error');
      }
      form.reset(EMPTY);
    },
  });
  const values = useStore(form.store, (s) => s.values);
  return (
    <details className={css({ mt: '4', bg: 'bg', borderRadius: 'md', px: '4', py: '3', '&[open] > summary': { mb: '4' } })}>
      <summary
        className={css({
          cursor: 'pointer',
          display: 'flex',
          justifyContent: 'space-between',
          gap: '3',
          flexWrap: 'wrap',
          fontWeight: 'semibold',
        })}
      >
        {t.ADD_NEW_CARD()}
        <span className={cx(muted, css({ fontWeight: 'normal' }))}>{t.ADD_NEW_CARD_DESCRIPTION()}</span>
      </summary>
      <p id="payment-provider" className={muted} data-publishable-key={paymentProvider.publishableKey}>
        {t.CARD_PAYMENTS_BY({ provider: paymentProvider.name })}
      </p>
      <AccountForm form={form}>
        <form.Field name="fullName" validators={{ onChange: ({ value }) => required((t) => t.MANDATORY_NAME())(value) }}>
          {(field) => <TextField id="cardFullName" label={t.LABEL_NAME()} autoComplete="cc-name" {...bind(field)} />}
        </form.Field>
        <form.Field name="cardNum" validators={{ onChange: ({ value }) => cardNumberRule(value) }}>
          {(field) => (
            <TextField
              id="cardNumber"
              type="number"
              inputMode="numeric"
              label={t.LABEL_CARD_NUMBER()}
              autoComplete="cc-number"
              {...bind(field)}
              hint={`${format.number(String(field.state.value).length)}/${format.number(CARD_DIGITS)}`}
            />
          )}
        </form.Field>
        <div className={css({ display: 'flex', gap: '4' })}>
          <form.Field name="expMonth" validators={{ onChange: ({ value }) => required((t) => t.MANDATORY_EXPIRY_MONTH())(value) }}>
            {(field) => <Select id="expMonth" label={t.LABEL_EXPIRY_MONTH()} options={MONTHS} {...bind(field)} />}
          </form.Field>
          <form.Field name="expYear" validators={{ onChange: ({ value }) => required((t) => t.MANDATORY_EXPIRY_YEAR())(value) }}>
            {(field) => <Select id="expYear" label={t.LABEL_EXPIRY_YEAR()} options={YEARS} {...bind(field)} />}
          </form.Field>
        </div>
        <SubmitButton id="submitButton" form={form} ready={passes(cardForm, values)}>
          {t.BTN_SUBMIT()}
        </SubmitButton>
      </AccountForm>
    </details>
  );
}

/**
 * The caller's saved cards (numbers masked) and the form for a new one. With `onChoose` each card
 * can be chosen to pay with; without it (saved payment methods) each can be deleted.
 */
export function PaymentMethods({ chosen, onChoose }: { chosen?: number; onChoose?: (id: number) => void }) {
  const { t } = useI18n();
  const snack = useSnack();
  // a failure is in the snackbar, and the list shows no cards
  const { data, error, reload: load } = useLoad(fetchCards, []);
  const cards = error ? [] : (data ?? null);
  const remove = async (id: number) => {
    try {
      await deleteCard(id);
      await load();
    } catch (e) {
      snack(errorText(e), 'error');
    }
  };

  return (
    <div>
      {cards === null ? (
        <p aria-busy="true" className={muted}>
          {t.LOADING()}
        </p>
      ) : cards.length === 0 ? (
        <p className={muted}>{t.NO_SAVED_CARDS()}</p>
      ) : (
        <ul className={rowList} aria-label={t.MY_PAYMENT_OPTIONS()}>
          {cards.map((c) => {
            const digits = c.cardNum.slice(-4);
            // a choosing row is a label around its radio; a wallet row is not: a label hands every
            // click on it to its first button, and there that is Delete
            const Row = onChoose ? 'label' : 'div';
            return (
              <li key={c.id}>
                <Row className={cx(row, onChoose ? css({ cursor: 'pointer' }) : undefined)}>
                  {onChoose && (
                    <input
                      type="radio"
                      name="card"
                      className={radio}
                      checked={chosen === c.id}
                      onChange={() => onChoose(c.id)}
                      aria-label={t.SELECT_CARD({ digits })}
                    />
                  )}
                  <span
                    className={css({
                      flex: 1,
                      minW: 0,
                      display: 'grid',
                      gridTemplateColumns: { base: '1fr', md: '12rem 1fr auto' },
                      gap: { base: '0.5', md: '3' },
                      alignItems: 'baseline',
                    })}
                  >
                    <span className={css({ fontFamily: 'mono', letterSpacing: 'wide' })}>{c.cardNum}</span>
                    <span>{c.fullName}</span>
                    <span className={muted}>{t.CARD_EXPIRY({ month: c.expMonth, year: c.expYear })}</span>
                  </span>
                  {!onChoose && (
                    <button type="button" className={iconButton} aria-label={t.DELETE_CARD({ digits })} onClick={() => void remove(c.id)}>
                      <TrashIcon />
                    </button>
                  )}
                </Row>
              </li>
            );
          })}
        </ul>
      )}
      <NewCardForm onSaved={() => void load()} />
    </div>
  );
}

/** The saved payment methods screen: the caller's cards, each deletable, and a new one. */
export function SavedPaymentMethods() {
  const { t } = useI18n();
  return (
    <AccountCard wide title={t.MY_PAYMENT_OPTIONS()} icon={<CardIcon />}>
      <PaymentMethods />
    </AccountCard>
  );
}
