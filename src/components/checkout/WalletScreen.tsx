'use client';
import { useForm, useStore } from '@tanstack/react-form';
import { css, cx } from 'styled-system/css';
import { Link, useRouter } from 'waku';
import { passes, WALLET_TOP_UP, walletTopUpForm } from '../../lib/checkout-schemas';
import { CHECKOUT_STORED } from '../../lib/storage';
import { AccountCard, AccountForm, bind, SubmitButton, TextField, type Msg } from '../ui/FormKit';
import { useI18n } from '../shell/I18n';
import { fetchWalletBalance } from '../../lib/api/checkout';
import { useLoad } from '../../lib/api/use-api';
import { NextIcon, WalletIcon } from './CheckoutIcons';
import { muted } from './CheckoutKit';

const amountRule = (value: string): Msg | undefined => {
  if (!value) return (t) => t.MANDATORY_AMOUNT();
  return passes(walletTopUpForm, { amount: value }) ? undefined : (t) => t.AMOUNT_LIMIT(WALLET_TOP_UP);
};

/** The wallet: its balance and a top-up amount, paid on the payment screen (/payment/wallet). */
export function WalletScreen() {
  const { t, format } = useI18n();
  const router = useRouter();
  const balance = useLoad(fetchWalletBalance, []).data ?? null;
  const form = useForm({
    defaultValues: { amount: '' },
    onSubmit: ({ value }) => {
      sessionStorage.setItem(CHECKOUT_STORED.walletTotal, value.amount);
      router.push('/payment/wallet');
    },
  });
  const values = useStore(form.store, (s) => s.values);

  return (
    <AccountCard title={t.TITLE_WALLET()} icon={<WalletIcon />}>
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '2' })}>{t.LABEL_ADD_MONEY()}</h2>
      <p className={css({ mb: '4' })}>
        <b>
          <span>{t.LABEL_WALLET_BALANCE()}</span>{' '}
          <span className="confirmation" data-testid="wallet-balance">
            {balance === null ? '–' : format.amount(balance)}
          </span>
        </b>
      </p>
      <AccountForm form={form}>
        <form.Field name="amount" validators={{ onChange: ({ value }) => amountRule(value) }}>
          {(field) => (
            <TextField
              id="amount"
              type="number"
              inputMode="decimal"
              min={WALLET_TOP_UP.min}
              max={WALLET_TOP_UP.max}
              label={t.LABEL_AMOUNT()}
              aria-label={t.ENTER_AN_AMOUNT()}
              {...bind(field)}
            />
          )}
        </form.Field>
        <SubmitButton id="submitButton" form={form} ready={passes(walletTopUpForm, values)}>
          <span className={css({ srOnly: true })}>{t.CONTINUE_TO_PAYMENT()}</span>
          <span aria-hidden="true">{t.LABEL_CONTINUE()}</span>
          <NextIcon />
        </SubmitButton>
      </AccountForm>
      <p className={cx(muted, css({ mt: '5', textAlign: 'center' }))}>
        <Link to="/wallet-web3" className={css({ color: 'accent' })}>
          {t.WALLET_WEB3_LINK()}
        </Link>
      </p>
    </AccountCard>
  );
}
