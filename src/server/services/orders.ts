import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Context } from 'hono';
import { CAMPAIGNS } from '../../lib/campaigns';
import type { Doc } from '../db/documents';
import { md5 } from '../security/hashing';
import { discountFromCoupon } from '../security/coupons';
import { bearerToken, decodeToken, deluxeToken } from '../security/tokens';
import type { Shop } from '../shop';
import { emptyCheckoutBasket, readCheckoutBasket } from './checkout-basket';
import { configProductId } from './products';
import { writeOrderConfirmation } from './order-confirmation';

/** A product line of an order, as upstream stores it. */
export type OrderLine = { quantity: number; id: number; name: string; price: number; total: number; bonus: number };

/** An order in the document store, with upstream's fields (seeded ones lack the checkout details). */
export type OrderDoc = Doc & {
  orderId: string;
  email: string | undefined;
  totalPrice: number;
  products: OrderLine[];
  bonus: number;
  delivered: boolean;
  eta: string;
  promotionalAmount?: string;
  paymentId?: unknown;
  addressId?: unknown;
  deliveryPrice?: number;
};

/** The e-mail as orders keep it: every vowel masked (so exports of look-alike addresses collide, as upstream's do). */
export const maskedEmail = (email: string) => email.replace(/[aeiou]/gi, '*');

/** Upstream's order number: 4 hex digits of the customer's e-mail hash, a dash, 16 random hex digits. */
export const newOrderId = (email: string) => `${md5(email).slice(0, 4)}-${randomBytes(8).toString('hex')}`;

const lineOf = (id: number, name: string, price: number, quantity: number): OrderLine => ({
  quantity, id, name, price, total: price * quantity, bonus: Math.round(price / 10) * quantity,
});

const sum = (lines: OrderLine[], key: 'total' | 'bonus') => lines.reduce((acc, l) => acc + l[key], 0);

type SeedOrder = { user: string; products: Array<{ id: number; quantity: number }>; eta: string; delivered: boolean };

/** The seeded orders (private/seed/orders.yml), priced from the seeded products. */
export function seedOrders(db: Database.Database, seed: SeedOrder[], userEmails: Map<string, string>, insert: (order: Omit<OrderDoc, '_id'>) => void) {
  const product = db.prepare('SELECT id, name, price FROM Products WHERE id = ?');
  for (const o of seed) {
    const email = userEmails.get(o.user);
    if (!email) continue;
    const lines = o.products.flatMap((p) => {
      const row = product.get(p.id) as { id: number; name: string; price: number } | undefined;
      return row ? [lineOf(row.id, row.name, row.price, p.quantity)] : [];
    });
    insert({
      orderId: newOrderId(email), email: maskedEmail(email), totalPrice: sum(lines, 'total'), bonus: sum(lines, 'bonus'), products: lines,
      eta: o.eta === 'random' ? String(1 + Math.floor(Math.random() * 5)) : o.eta, delivered: o.delivered,
    });
  }
}

/**
 * Whether the request's token makes its holder a deluxe member, read as upstream reads it: the
 * token is decoded, not verified, and its deluxe token must match the one of its e-mail.
 */
export function isDeluxeRequest(shop: Shop, c: Context) {
  const token = bearerToken(c);
  const data = token ? decodeToken(token).data : undefined;
  return data?.role === 'deluxe' && typeof data.email === 'string' && data.deluxeToken === deluxeToken(shop.privateDir, data.email);
}

export type CheckoutBody = { couponData?: unknown; orderDetails?: { paymentId?: unknown; addressId?: unknown; deliveryMethodId?: unknown } };

/**
 * The discount of an order in percent: the basket's coupon when it is valid this month, else a
 * campaign code, whose date comes from the client (couponData = base64 of `<code>-<date ms>`).
 */
function applicableDiscount(shop: Shop, coupon: string | null, couponData: unknown) {
  // vuln-code-snippet start forgedCouponChallenge manipulateClockChallenge
  const couponDiscount = discountFromCoupon(coupon); // vuln-code-snippet vuln-line forgedCouponChallenge
  if (couponDiscount) {
    shop.challenges.solveIf('forgedCouponChallenge', () => couponDiscount >= 80);
    return couponDiscount;
  }
  if (typeof couponData === 'string' && couponData) {
    const [code = '', date] = Buffer.from(couponData, 'base64').toString().split('-');
    const campaign = Object.hasOwn(CAMPAIGNS, code) ? CAMPAIGNS[code] : undefined;
    if (campaign && Number(date) === campaign.validOn) { // vuln-code-snippet vuln-line manipulateClockChallenge
      shop.challenges.solveIf('manipulateClockChallenge', () => campaign.validOn < Date.now());
      return campaign.discount;
    }
  }
  // vuln-code-snippet end forgedCouponChallenge manipulateClockChallenge
  return 0;
}

type DeliveryRow = { price: number; deluxePrice: number; eta: number };
const DEFAULT_DELIVERY: DeliveryRow = { price: 0, deluxePrice: 0, eta: 5 };

function deliveryMethod(shop: Shop, id: unknown): DeliveryRow {
  const wanted = Number(id);
  if (!id || !Number.isSafeInteger(wanted)) return DEFAULT_DELIVERY;
  return (shop.db.prepare('SELECT price, deluxePrice, eta FROM Deliveries WHERE id = ?').get(wanted) as DeliveryRow | undefined) ?? DEFAULT_DELIVERY;
}

export type Customer = { id: number; email: string };

/**
 * Places the order of a basket, as upstream's checkout does: the items at the customer's price
 * (deluxe or not), the coupon or campaign discount, the delivery; paid from the wallet or by
 * card; bonus points into the wallet; stock taken; the basket emptied; the order stored and its
 * confirmation written. Undefined when the customer has no such basket.
 */
export async function placeOrder(shop: Shop, basketId: number, customer: Customer, deluxe: boolean, body: CheckoutBody) {
  const basket = readCheckoutBasket(shop, basketId);
  // a basket is checked out by its owner only: nobody empties another shopper's basket
  if (!basket || basket.UserId !== customer.id) return undefined;

  const christmasId = configProductId(shop, (p) => !!p.useForChristmasSpecialChallenge);
  const products = basket.lines.map((line) => {
    // a deleted product reaches checkout when the basket API let it into a basket
    shop.challenges.solveIf('christmasSpecialChallenge', () => line.ProductId === christmasId);
    return lineOf(line.ProductId, line.name, deluxe ? line.deluxePrice : line.price, line.quantity);
  });
  let totalPrice = sum(products, 'total');
  const bonus = sum(products, 'bonus');

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
  const { db } = shop;
  const walletBalance = () => (db.prepare('SELECT balance FROM Wallets WHERE UserId = ?').get(customer.id) as { balance: number } | undefined)?.balance;
  const affordable = () => paymentId !== 'wallet' || (walletBalance() ?? -Infinity) >= totalPrice;
  // upstream's words, through the error handler as there; refused before anything changes
  const insufficient = () => new Error('Insufficient wallet balance.');
  if (!affordable()) throw insufficient();

  const order: OrderDoc = {
    _id: shop.orders.newId(), promotionalAmount, paymentId, addressId: body.orderDetails?.addressId ?? null, orderId: newOrderId(customer.email), delivered: false,
    email: maskedEmail(customer.email), totalPrice, products, bonus, deliveryPrice, eta: String(delivery.eta),
  };
  // the confirmation first: a failure there leaves basket, wallet and stock as they were
  await writeOrderConfirmation(shop.config.application.name, { ...order, customer: customer.email, discountPercent });

  const now = new Date().toISOString();
  db.transaction(() => {
    if (!affordable()) throw insufficient();
    if (paymentId === 'wallet') db.prepare('UPDATE Wallets SET balance = balance - ?, updatedAt = ? WHERE UserId = ?').run(totalPrice, now, customer.id);
    db.prepare('UPDATE Wallets SET balance = balance + ?, updatedAt = ? WHERE UserId = ?').run(bonus, now, customer.id);
    const takeStock = db.prepare('UPDATE Quantities SET quantity = quantity - ?, updatedAt = ? WHERE ProductId = ?');
    for (const line of basket.lines) takeStock.run(line.quantity, now, line.ProductId);
    emptyCheckoutBasket(shop, basket.id);
  })();
  return shop.orders.insert(order);
}
