import { createHmac, randomBytes } from 'node:crypto';
import { basketLines } from '../../lib/basket';
import { localeOf } from '../../lib/i18n';
import { campaignOf } from '../../lib/campaigns';
import type { OrderDoc } from '../db/collections';
import { md5 } from '../security/hashing';
import { discountFromCoupon } from '../security/coupons';
import type { Shop } from '../context';
import { emptyBasket, findBasket, takeFromStock } from './basket';
import { findDelivery } from './deliveries';
import { configProductId } from './products';
import { writeOrderConfirmation } from './order-confirmation';
import { addToWallet, walletBalance } from './payment';

/** The e-mail as orders keep it: every vowel masked (so exports of look-alike addresses collide, as upstream's do; feedback masks its author otherwise, lib/feedback-schema.ts). */
export const maskedEmail = (email: string) => email.replace(/[aeiou]/gi, '*');

/** Upstream's order number: 4 hex digits of the customer's e-mail hash, a dash, 16 random hex digits. */
export const newOrderId = (email: string) => `${md5(email).slice(0, 4)}-${randomBytes(8).toString('hex')}`;

/**
 * Which customers opened their order history in a browser: a cookie the shop sets on the order
 * history's data call, holding a keyed mark of each customer's e-mail (the last few). Cached Last
 * Order counts a browser that saw its own customer's order and then, as another customer, that
 * same order: one player switching accounts, never two customers on two computers.
 */
export const ORDER_VIEWERS_COOKIE = 'order_viewers';
const ORDER_VIEWERS_KEPT = 4;
/** The marks' key: the process's own, so nobody outside can make a mark for an e-mail. */
const ORDER_VIEWERS_KEY = randomBytes(32);
const viewerMark = (email: string) => createHmac('sha256', ORDER_VIEWERS_KEY).update(email).digest('base64url').slice(0, 16);
const viewerMarks = (cookie: string | undefined) => (cookie ?? '').split('.').filter((mark) => /^[\w-]{16}$/.test(mark));

/** The cookie's value once `email` has opened their order history in this browser (kept ones first, this one last). */
export function withOrderViewer(cookie: string | undefined, email: string) {
  const mark = viewerMark(email);
  return [...viewerMarks(cookie).filter((m) => m !== mark), mark].slice(-ORDER_VIEWERS_KEPT).join('.');
}

/** Whether the browser that sent `cookie` had `email` open their order history. */
export const openedOrdersIn = (cookie: string | undefined, email: string) => viewerMarks(cookie).includes(viewerMark(email));

export type CheckoutBody = { couponData?: unknown; orderDetails?: { paymentId?: unknown; addressId?: unknown; deliveryMethodId?: unknown } };

/**
 * The discount of an order in percent: the basket's coupon when it is valid this month, else a
 * campaign code, whose date comes from the client (couponData = base64 of `<code>-<date ms>`).
 */
function applicableDiscount(shop: Shop, coupon: string | null, couponData: unknown) {
  // vuln-code-snippet start manipulateClockChallenge
  const couponDiscount = discountFromCoupon(coupon);
  if (couponDiscount) {
    shop.challenges.solveIf('forgedCouponChallenge', () => couponDiscount >= 80); // vuln-code-snippet hide-line
    return couponDiscount;
  }
  if (typeof couponData === 'string' && couponData) {
    const [code = '', date] = Buffer.from(couponData, 'base64').toString().split('-');
    const campaign = campaignOf(code);
    if (campaign && Number(date) === campaign.validOn) { // vuln-code-snippet vuln-line manipulateClockChallenge
      shop.challenges.solveIf('manipulateClockChallenge', () => campaign.validOn < Date.now()); // vuln-code-snippet hide-line
      return campaign.discount;
    }
  }
  // vuln-code-snippet end manipulateClockChallenge
  return 0;
}

/** The delivery an order names, or upstream's default (free, five days) when it names none that exists. */
function deliveryMethod(shop: Shop, id: unknown) {
  const wanted = Number(id);
  const found = id && Number.isSafeInteger(wanted) ? findDelivery(shop, wanted) : undefined;
  return found ?? { price: 0, deluxePrice: 0, eta: 5 };
}

export type Customer = { id: number; email: string };

/**
 * Places the order of a basket, as upstream's checkout does: the items at the customer's price
 * (deluxe or not), the coupon or campaign discount, the delivery; paid from the wallet or by
 * card; bonus points into the wallet; stock taken; the basket emptied; the order stored and its
 * confirmation written, in the language of the shopper's `language` cookie. Undefined when there is no such basket.
 */
export async function placeOrder(shop: Shop, basketId: number, customer: Customer, deluxe: boolean, body: CheckoutBody, language?: string) {
  const basket = findBasket(shop, basketId);
  // upstream checks out whichever basket the path names, for the customer who asks (its API tests rely on it)
  if (!basket) return undefined;

  const christmasId = configProductId(shop, (p) => !!p.useForChristmasSpecialChallenge);
  // a deleted product reaches checkout when the basket API let it into a basket
  shop.challenges.solveIf('christmasSpecialChallenge', () => basket.Products.some((p) => p.id === christmasId));
  const { lines: products, itemTotal, bonus } = basketLines(basket.Products, deluxe);
  let totalPrice = itemTotal;

  const discountPercent = applicableDiscount(shop, basket.coupon, body.couponData);
  let promotionalAmount = '0';
  if (discountPercent > 0) {
    promotionalAmount = (totalPrice * (discountPercent / 100)).toFixed(2);
    totalPrice -= Number.parseFloat(promotionalAmount);
  }
  const delivery = deliveryMethod(shop, body.orderDetails?.deliveryMethodId);
  const deliveryPrice = deluxe ? delivery.deluxePrice : delivery.price;
  totalPrice += deliveryPrice;

  // a negative total comes from a negative quantity the basket API let through
  shop.challenges.solveIf('negativeOrderChallenge', () => totalPrice < 0);

  const paymentId = body.orderDetails?.paymentId ?? null;
  const affordable = () => paymentId !== 'wallet' || (walletBalance(shop, customer.id) ?? -Infinity) >= totalPrice;
  // upstream's words, through the error handler as there; refused before anything changes
  const insufficient = () => new Error('Insufficient wallet balance.');
  if (!affordable()) throw insufficient();

  const order: OrderDoc = {
    _id: shop.orders.newId(), promotionalAmount, paymentId, addressId: body.orderDetails?.addressId ?? null, orderId: newOrderId(customer.email), delivered: false,
    email: maskedEmail(customer.email), totalPrice, products, bonus, deliveryPrice, eta: String(delivery.eta),
  };
  // the confirmation first: a failure there leaves basket, wallet and stock as they were
  await writeOrderConfirmation(shop.config.application.name, { ...order, customer: customer.email, discountPercent }, localeOf(language));

  shop.db.transaction(() => {
    if (!affordable()) throw insufficient();
    if (paymentId === 'wallet') addToWallet(shop, customer.id, -totalPrice);
    addToWallet(shop, customer.id, bonus);
    for (const p of basket.Products) takeFromStock(shop, p.id, p.BasketItem.quantity);
    emptyBasket(shop, basket.id);
  })();
  return shop.orders.insert(order);
}
