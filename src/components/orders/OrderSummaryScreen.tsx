'use client';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { useRouter } from 'waku';
import { basketCountAtom } from '../../lib/state';
import { basketLines } from '../../lib/basket';
import { CHECKOUT_STORED, forgetOrderChoices, STORED } from '../../lib/storage';
import { roleOf, useToken } from '../account/session';
import { fetchBasket } from '../../lib/api/basket';
import { AddressBlock } from '../checkout/AddressBook';
import { fetchAddress, fetchCard, fetchDeliveryMethod, type CardJson } from '../../lib/api/checkout';
import { useLoad, useSend } from '../../lib/api/use-api';
import { useI18n } from '../shell/I18n';
import { primaryButton } from '../ui/styles';
import { placeOrder } from '../../lib/api/orders';
import { card, OrderLines } from './OrderLines';

const stored = (key: string) => sessionStorage.getItem(key);

/** The choices of the earlier steps, as they left them in session storage. */
function useCheckoutChoices() {
  const [choices, setChoices] = useState<{
    bid: string | null;
    addressId: string | null;
    deliveryMethodId: string | null;
    paymentId: string | null;
    couponDiscount: number;
  } | null>(null);
  useEffect(() => {
    setChoices({
      bid: stored(STORED.basketId),
      addressId: stored(CHECKOUT_STORED.addressId),
      deliveryMethodId: stored(CHECKOUT_STORED.deliveryMethodId),
      paymentId: stored(CHECKOUT_STORED.paymentId),
      couponDiscount: Number.parseFloat(stored(CHECKOUT_STORED.couponDiscount) ?? '') || 0,
    });
  }, []);
  return choices;
}

/**
 * The last step before paying: the basket's items, the chosen address, delivery and payment,
 * and the total. Placing the order sends the choices to checkout, forgets them and shows the
 * completed order.
 */
export function OrderSummaryScreen() {
  const { t, format } = useI18n();
  const router = useRouter();
  const token = useToken();
  const setCount = useSetAtom(basketCountAtom);
  const choices = useCheckoutChoices();
  // each choice of the earlier steps, loaded once they are read (nothing for a step left out)
  const products = useLoad(async () => (choices?.bid ? fetchBasket(choices.bid) : null), [choices]).data ?? null;
  const address = useLoad(async () => (choices?.addressId ? fetchAddress(choices.addressId) : null), [choices]).data ?? null;
  const deliveryPrice =
    useLoad(async () => (choices?.deliveryMethodId ? (await fetchDeliveryMethod(choices.deliveryMethodId)).price : 0), [choices]).data ?? 0;
  const payment: CardJson | 'wallet' | null =
    useLoad(async () => (choices?.paymentId && choices.paymentId !== 'wallet' ? fetchCard(choices.paymentId) : null), [choices]).data ??
    (choices?.paymentId === 'wallet' ? 'wallet' : null);
  const [busy, setBusy] = useState(false);
  const { send } = useSend(placeOrder);

  const { lines, itemTotal, bonus } = basketLines(products ?? [], roleOf(token) === 'deluxe');
  const promotion = ((choices?.couponDiscount ?? 0) / 100) * itemTotal;

  const place = async () => {
    if (!choices) return;
    setBusy(true);
    // what upstream sends: btoa of the stored coupon details, "null" when there are none
    const couponData = btoa(String(stored(CHECKOUT_STORED.couponDetails)));
    const orderId = await send(choices.bid ?? '', couponData, {
      paymentId: choices.paymentId,
      addressId: choices.addressId,
      deliveryMethodId: choices.deliveryMethodId,
    });
    // a refusal is in the snackbar; the button is there to try again
    if (orderId === undefined) return setBusy(false);
    forgetOrderChoices();
    sessionStorage.setItem(STORED.itemTotal, '0');
    setCount(0);
    router.push(`/order-completion/${encodeURIComponent(orderId)}`);
  };

  return (
    <div
      className={css({
        maxW: '6xl',
        mx: 'auto',
        display: 'grid',
        gridTemplateColumns: { base: '1fr', lg: '7fr 3fr' },
        gap: '6',
        alignItems: 'start',
      })}
    >
      <div className={css({ display: 'flex', flexDir: 'column', gap: '5' })}>
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '3fr 2fr' }, gap: '4' })}>
          <section className={card} aria-labelledby="shipping-address">
            <h2 id="shipping-address" className={css({ fontWeight: 'bold', mb: '2' })}>
              {t.SHIPPING_ADDRESS()}
            </h2>
            {address && <AddressBlock address={address} />}
          </section>
          <section className={card} aria-labelledby="payment-method">
            <h2 id="payment-method" className={css({ fontWeight: 'bold', mb: '2' })}>
              {t.PAYMENT_METHOD()}
            </h2>
            {payment === 'wallet' && <p className={css({ fontSize: 'sm' })}>{t.PAY_FROM_WALLET()}</p>}
            {payment && payment !== 'wallet' && (
              <div className={css({ fontSize: 'sm', lineHeight: 'relaxed' })}>
                <div>{t.CARD_ENDING_IN({ digits: String(payment.cardNum).slice(-4) })}</div>
                <div>{t.CARD_HOLDER({ name: payment.fullName })}</div>
              </div>
            )}
          </section>
        </div>
        <section id="app-purchase-basket" className={card} aria-labelledby="basket-heading">
          <h2 id="basket-heading" className={css({ fontWeight: 'bold', fontSize: 'lg', mb: '2' })}>
            {t.TITLE_YOUR_BASKET()}
          </h2>
          {products === null ? (
            <p aria-busy="true">{t.LOADING()}</p>
          ) : lines.length === 0 ? (
            <p>{t.EMPTY_ORDER_BASKET()}</p>
          ) : (
            <OrderLines lines={lines} />
          )}
          <p id="price" className={css({ textAlign: 'end', fontWeight: 'bold', mt: '3' })}>
            {t.LABEL_TOTAL_PRICE()}: {format.amount(itemTotal)}
          </p>
        </section>
      </div>
      <aside className={card} aria-labelledby="order-summary-heading">
        <h1 id="order-summary-heading" className={css({ fontSize: 'xl', fontWeight: 'bold', color: 'accent', mb: '3' })}>
          {t.ORDER_SUMMARY()}
        </h1>
        <dl
          className={css({ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: '2', fontSize: 'sm', '& dd': { textAlign: 'end' } })}
        >
          <dt>{t.ITEMS()}</dt>
          <dd>{format.amount(itemTotal)}</dd>
          <dt>{t.DELIVERY()}</dt>
          <dd>{format.amount(deliveryPrice)}</dd>
          <dt>{t.PROMOTION()}</dt>
          <dd>{format.amount(promotion)}</dd>
          <dt className={css({ fontWeight: 'bold', fontSize: 'md', borderTop: '1px solid token(colors.raised)', pt: '2' })}>
            {t.LABEL_TOTAL_PRICE()}
          </dt>
          <dd className={css({ fontWeight: 'bold', fontSize: 'md', borderTop: '1px solid token(colors.raised)', pt: '2' })}>
            {format.amount(itemTotal + deliveryPrice - promotion)}
          </dd>
        </dl>
        <button
          id="checkoutButton"
          type="button"
          aria-label={t.COMPLETE_PURCHASE()}
          className={cx(primaryButton, css({ w: 'full', mt: '5', py: '2.5' }))}
          disabled={!choices || busy}
          onClick={place}
        >
          {t.PLACE_ORDER_AND_PAY()}
        </button>
        <p className={cx('bonus-points', css({ fontSize: 'sm', color: 'muted', mt: '3', textAlign: 'center' }))}>
          {t.CHECKOUT_FOR_BONUS_POINTS({ bonus })}
        </p>
      </aside>
    </div>
  );
}
