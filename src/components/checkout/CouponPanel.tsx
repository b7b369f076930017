'use client';
import { useForm, useStore } from '@tanstack/react-form';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { campaignOf, clientCouponDate } from '../../lib/campaigns';
import { COUPON_LENGTH, couponForm } from '../../lib/checkout-schemas';
import { CHECKOUT_STORED, STORED } from '../../lib/storage';
import { bind, Confirmation, ErrorBox, errorText, fieldMessage, TextField, type Msg } from '../ui/FormKit';
import { useI18n } from '../shell/I18n';
import { primaryButton } from '../ui/styles';
import { applyCoupon } from '../../lib/api/checkout';
import { GiftIcon } from './CheckoutIcons';
import { muted } from './CheckoutKit';

const panelOpen = (key: string) => {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'false') === true;
  } catch {
    // a stored value that is not JSON (written by hand) counts as closed
    return false;
  }
};
export const panel = css({ mt: '4', bg: 'bg', borderRadius: 'md', px: '4', py: '3', '&[open] > summary': { mb: '3' } });
export const panelSummary = css({
  cursor: 'pointer',
  display: 'flex',
  justifyContent: 'space-between',
  gap: '3',
  flexWrap: 'wrap',
  fontWeight: 'semibold',
});

/**
 * The coupon field. Campaign codes are checked here against the browser's date; any other code is
 * redeemed on the basket by the server. Either way the code and the date go to session storage
 * (`couponDetails`, sent along with the order) and an accepted discount to `couponDiscount`.
 */
export function CouponPanel({ onDiscount }: { onDiscount: () => void }) {
  const { t, format } = useI18n();
  const [result, setResult] = useState<{ ok: string } | { error: string } | null>(null);
  const form = useForm({
    defaultValues: { code: '' },
    onSubmit: async ({ value, formApi }) => {
      await redeem(value.code);
      formApi.reset();
    },
  });
  const code = useStore(form.store, (s) => s.values.code);
  const valid = couponForm.allows({ code });

  const accept = (discount: number) => {
    sessionStorage.setItem(CHECKOUT_STORED.couponDiscount, String(discount));
    setResult({ ok: t.DISCOUNT_APPLIED({ discount: String(discount) }) });
    onDiscount();
  };
  const redeem = async (code: string) => {
    const clientDate = clientCouponDate();
    sessionStorage.setItem(CHECKOUT_STORED.couponDetails, `${code}-${clientDate}`);
    const campaign = campaignOf(code);
    try {
      if (campaign) {
        if (campaign.validOn === clientDate) accept(campaign.discount);
        else setResult({ error: t.INVALID_COUPON() });
      } else {
        accept(await applyCoupon(sessionStorage.getItem(STORED.basketId) ?? '', code));
      }
    } catch (e) {
      // the server's refusal shows in place, above the field
      setResult({ error: errorText(e) });
    }
  };

  return (
    <details id="collapseCouponElement" className={panel} open={panelOpen('couponPanelExpanded') || undefined}>
      <summary className={panelSummary}>
        {t.ADD_A_COUPON()}
        <span className={cx(muted, css({ fontWeight: 'normal' }))}>{t.VOUCHERS_AND_PROMOTIONAL_CODE()}</span>
      </summary>
      {result && !code && ('ok' in result ? <Confirmation>{result.ok}</Confirmation> : <ErrorBox>{result.error}</ErrorBox>)}
      <form
        noValidate
        className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', flexWrap: 'wrap' })}
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) void form.handleSubmit();
        }}
      >
        <form.Field
          name="code"
          validators={{
            onChange: ({ value }): Msg | undefined =>
              value && !couponForm.allows({ code: value }) ? (t) => t.COUPON_CODE_HINT({ length: COUPON_LENGTH }) : undefined,
          }}
        >
          {(field) => (
            <TextField
              id="coupon"
              className={css({ flex: '1 1 14rem' })}
              label={t.LABEL_COUPON()}
              placeholder={t.ENTER_COUPON_CODE()}
              {...bind(field)}
              // the hint shows once the user has left the field, not while the first code is typed
              error={field.state.meta.isBlurred ? fieldMessage(field) : undefined}
              hint={`${format.number(code.length)}/${format.number(COUPON_LENGTH)}`}
            />
          )}
        </form.Field>
        <button
          type="submit"
          id="applyCouponButton"
          className={cx(
            primaryButton,
            css({ mt: '7', display: 'inline-flex', gap: '2', alignItems: 'center', '& svg': { w: '5', h: '5' } }),
          )}
          disabled={!valid}
        >
          <GiftIcon />
          {t.BTN_REDEEM()}
        </button>
      </form>
      <p className={cx(muted, css({ mt: '2' }))}>{t.FOLLOW_FOR_MONTHLY_COUPONS()}</p>
    </details>
  );
}
