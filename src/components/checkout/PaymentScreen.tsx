'use client';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { useRouter } from 'waku';
import { useSnack } from '../../lib/state';
import { basketLines } from '../../lib/basket';
import { CHECKOUT_STORED, STORED } from '../../lib/storage';
import { AccountCard, errorText } from '../ui/FormKit';
import { roleOf } from '../account/session';
import { fetchBasket } from '../../lib/api/basket';
import { fetchMembershipCost, useUpgradeToDeluxe } from '../../lib/api/deluxe';
import { useI18n, useShellConfig } from '../shell/I18n';
import { primaryButton } from '../ui/styles';
import { fetchDeliveryMethod, fetchWalletBalance, topUpWallet } from '../../lib/api/checkout';
import { useLoad } from '../../lib/api/use-api';
import { CardIcon, NextIcon, WalletIcon } from './CheckoutIcons';
import { BackButton, muted, secondaryButton, Section, StepActions, stepButton } from './CheckoutKit';
import { CouponPanel, panel, panelSummary } from './CouponPanel';
import { PaymentMethods } from './PaymentMethods';
import type { PaymentPurpose } from './purpose';

const MERCHANDISE = [
  ['Spreadshirt (US)', '/redirect?to=http://shop.spreadshirt.com/juiceshop'],
  ['Spreadshirt (DE)', '/redirect?to=http://shop.spreadshirt.de/juiceshop'],
  ['StickerYou', '/redirect?to=https://www.stickeryou.com/products/owasp-juice-shop/794'],
  ['Leanpub', '/redirect?to=http://leanpub.com/juice-shop'],
  ['OpenSea', 'https://opensea.io/collection/juice-shop'],
] as const;
/**
 * Ways to donate. Only the card link is shown any more; the cryptocurrency addresses were taken off
 * the screen but left in here, where the build keeps them (Outdated Allowlist's clue).
 */
const DONATIONS = {
  card: 'https://pwning.owasp-juice.shop/companion-guide/latest/part3/donations.html',
  bitcoin: '/redirect?to=https://blockchain.info/address/1AbKfgvw9psQ41NbLi8kufDQTezwG8DRZm',
  dash: '/redirect?to=https://explorer.dash.org/address/Xr556RzuwX6hg5EGpkybbv5RanJoZN17kW',
  ether: '/redirect?to=https://etherscan.io/address/0x0f933ab9fcaaa782d0279c300d73750e1311eae6',
};

/**
 * The basket's item total as the basket screen stored it (upstream's hand-off); read from the
 * basket itself when this step was reached without that screen (a new tab, say).
 */
async function itemTotal() {
  const stored = sessionStorage.getItem(STORED.itemTotal);
  if (stored !== null && !Number.isNaN(parseFloat(stored))) return parseFloat(stored);
  return basketLines(await fetchBasket(), roleOf(localStorage.getItem(STORED.token)) === 'deluxe').itemTotal;
}

/**
 * What is to be paid: the wallet top-up the wallet screen asked for, the membership's price, or the
 * basket's item total plus delivery, less the coupon's percentage of the items.
 */
async function amountDue(purpose: PaymentPurpose): Promise<number> {
  if (purpose === 'wallet') return parseFloat(sessionStorage.getItem(CHECKOUT_STORED.walletTotal) ?? '');
  if (purpose === 'deluxe') return fetchMembershipCost();
  const items = await itemTotal();
  const discount = (parseFloat(sessionStorage.getItem(CHECKOUT_STORED.couponDiscount) ?? '') || 0) / 100;
  // opened directly (a bookmark, the account menu) no delivery method has been chosen yet: items only
  const deliveryMethodId = sessionStorage.getItem(CHECKOUT_STORED.deliveryMethodId);
  const deliveryPrice = deliveryMethodId ? (await fetchDeliveryMethod(deliveryMethodId)).price : 0;
  return items + deliveryPrice - items * discount;
}

function OtherPaymentOptions() {
  const { t } = useI18n();
  const { name } = useShellConfig();
  const linkButton = cx(secondaryButton, css({ fontSize: 'xs' }));
  return (
    <details className={panel}>
      <summary className={panelSummary}>{t.OTHER_PAYMENT_OPTIONS()}</summary>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1fr 2fr' }, gap: '5' })}>
        <div>
          <h3 className={css({ fontWeight: 'semibold' })}>{t.LABEL_DONATIONS()}</h3>
          <p className={muted}>{t.THANKS_FOR_SUPPORT({ appname: name })}</p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '2' })}>
            <a className={linkButton} href={DONATIONS.card}>
              {t.BTN_CREDIT_CARD()}
            </a>
          </div>
        </div>
        <div>
          <h3 className={css({ fontWeight: 'semibold' })}>{t.LABEL_MERCHANDISE()}</h3>
          <p className={muted}>{t.OFFICIAL_MERCHANDISE_STORES({ appname: name })}</p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '2' })}>
            {MERCHANDISE.map(([label, href]) => (
              <a key={label} className={linkButton} href={href}>
                {label}
              </a>
            ))}
          </div>
        </div>
      </div>
    </details>
  );
}

/**
 * The payment step, for a purchase (`shop`), a wallet top-up or the deluxe membership: a saved or
 * new card, or the wallet (not for topping up the wallet itself), a coupon (purchases and
 * membership), and the ways to support the shop otherwise.
 */
export function PaymentScreen({ purpose }: { purpose: PaymentPurpose }) {
  const { t, format } = useI18n();
  const router = useRouter();
  const snack = useSnack();
  const upgradeToDeluxe = useUpgradeToDeluxe();
  const [paymentId, setPaymentId] = useState<number | undefined>();
  const balance = useLoad(fetchWalletBalance, []).data ?? null;
  // what is due, worked out again when a coupon changes it
  const { data: total = null, reload: recompute } = useLoad(() => amountDue(purpose), [purpose]);
  const [busy, setBusy] = useState(false);

  const pay = async (mode: 'card' | 'wallet') => {
    setBusy(true);
    try {
      if (purpose === 'wallet') {
        await topUpWallet(total ?? NaN, paymentId);
        sessionStorage.removeItem(CHECKOUT_STORED.walletTotal);
        router.push('/wallet');
        snack((t) => t.CHARGED_WALLET());
      } else if (purpose === 'deluxe') {
        // the membership screen shows the confirmation in place of the offer
        await upgradeToDeluxe({ paymentMode: mode, paymentId });
        router.push('/deluxe-membership');
      } else {
        if (mode === 'wallet' && (balance ?? 0) < (total ?? Infinity)) {
          snack((t) => t.INSUFFICIENT_WALLET_BALANCE(), 'error');
          return;
        }
        sessionStorage.setItem(CHECKOUT_STORED.paymentId, mode === 'wallet' ? 'wallet' : String(paymentId));
        router.push('/order-summary');
      }
    } catch (e) {
      snack(errorText(e), 'error');
    } finally {
      setBusy(false);
    }
  };

  const tooLittle = balance !== null && total !== null && !Number.isNaN(total) && balance < total;
  const title = purpose === 'wallet' ? t.TITLE_WALLET_TOP_UP() : purpose === 'deluxe' ? t.TITLE_DELUXE_PAYMENT() : t.TITLE_PAYMENT();
  return (
    <AccountCard wide title={title} icon={<CardIcon />}>
      <p
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          bg: 'bg',
          borderRadius: 'md',
          px: '4',
          py: '3',
          fontSize: 'lg',
        })}
      >
        <span>{t.LABEL_AMOUNT_DUE()}</span>
        <strong aria-live="polite" data-testid="amount-due">
          {total === null || Number.isNaN(total) ? '–' : format.amount(total)}
        </strong>
      </p>
      <Section title={t.MY_PAYMENT_OPTIONS()}>
        <PaymentMethods chosen={paymentId} onChoose={setPaymentId} />
      </Section>
      {purpose !== 'wallet' && (
        <Section title={t.LABEL_PAY_USING_WALLET()}>
          <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
            <p>
              <span>{t.LABEL_WALLET_BALANCE()}</span>{' '}
              <strong className="confirmation">{balance === null ? '–' : format.amount(balance)}</strong>
            </p>
            <button
              type="button"
              className={cx(primaryButton, css({ display: 'inline-flex', gap: '2', alignItems: 'center', '& svg': { w: '5', h: '5' } }))}
              disabled={busy || balance === null || total === null || balance < total}
              aria-describedby={tooLittle ? 'insufficient-balance' : undefined}
              onClick={() => void pay('wallet')}
            >
              <WalletIcon />
              {t.LABEL_PAY({ amount: total === null || Number.isNaN(total) ? '–' : total.toFixed(2) })}
            </button>
          </div>
          {tooLittle && (
            <p id="insufficient-balance" className={cx('error', css({ color: '#ff8a80', fontSize: 'sm', mt: '2' }))}>
              {t.INSUFFICIENT_WALLET_BALANCE()}
            </p>
          )}
        </Section>
      )}
      {purpose !== 'wallet' && <CouponPanel onDiscount={() => void recompute()} />}
      {purpose !== 'wallet' && <OtherPaymentOptions />}
      <StepActions
        back={<BackButton />}
        next={
          <button
            type="button"
            className={stepButton}
            aria-label={t.PROCEED_TO_REVIEW()}
            disabled={busy || paymentId === undefined}
            onClick={() => void pay('card')}
          >
            {t.LABEL_CONTINUE()}
            <NextIcon />
          </button>
        }
        note={purpose === 'shop' ? t.REVIEW_ALERT() : purpose === 'wallet' ? t.REVIEW_WALLET() : undefined}
      />
    </AccountCard>
  );
}
