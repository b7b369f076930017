import { createHmac, timingSafeEqual } from 'node:crypto';
import { type } from '../../lib/ark';
import { Hono } from 'hono';
import { paymentProvider } from '../../lib/payment-provider';
import { HttpError } from '../http/http-error';
import type { Shop } from '../context';

/** The event the provider sends when a card payment went through: the one notification the shop acts on. */
export const PAYMENT_SUCCEEDED = 'payment.succeeded';

/**
 * A payment notification as the provider sends it: the event type and, for a payment, which order
 * it paid and how much (the provider adds more, such as the currency and its own ids).
 */
const notification = type({
  type: 'string > 0',
  'data?': type({ 'orderId?': 'unknown', 'amount?': 'unknown', '+': 'ignore' }),
  '+': 'ignore',
});

/** What the shop answers a signed notification it cannot take for a payment: a 400 saying what a payment notification holds. */
const badEvent = (problem: string) => ({
  error: `${problem} A payment notification is {"type":"${PAYMENT_SUCCEEDED}","data":{"orderId":"<the order paid for>","amount":<its total>,"currency":"USD"}}.`,
});

const MAX_NOTIFICATION_BYTES = 64 * 1024;

/** The provider signs each notification: hex HMAC-SHA256 of the raw body, keyed with the webhook secret. */
export const signNotification = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('hex');

function signedByProvider(body: string, signature: string | undefined, secret: string) {
  if (!secret || !signature) return false;
  const expected = Buffer.from(signNotification(body, secret));
  const given = Buffer.from(signature.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The card payment provider's notifications about payments. Card payments are booked at checkout;
 * a notification of a payment of one of the shop's orders is only acknowledged. Anybody who holds
 * the webhook secret can sign one, which is why a notification accepted here proves that the
 * secret leaked (Public Build Secret); a signed body that is no payment notification is refused
 * as any bad event is, and proves nothing.
 */
export function paymentWebhookRoutes(shop: Shop) {
  const r = new Hono();
  r.post(paymentProvider.webhookPath, async (c) => {
    const body = await c.req.text();
    if (body.length > MAX_NOTIFICATION_BYTES)
      throw new HttpError(413, 'Payment notification too large', { error: 'Payment notification too large' });
    const header = paymentProvider.webhookSignatureHeader;
    if (!signedByProvider(body, c.req.header(header), paymentProvider.webhookSecret)) {
      return c.json(
        { error: `Payment notifications must carry ${header}: the hex HMAC-SHA256 of the request body, keyed with the webhook secret.` },
        401,
      );
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return c.json(badEvent('The body is not JSON.'), 400);
    }
    const event = notification(parsed);
    if (event instanceof type.errors) return c.json(badEvent(`Not a notification: ${event.summary}.`), 400);
    if (event.type !== PAYMENT_SUCCEEDED) return c.json(badEvent(`Unknown event type ${JSON.stringify(event.type.slice(0, 64))}.`), 400);
    const { orderId, amount } = event.data ?? {};
    if (typeof orderId !== 'string' || !orderId) return c.json(badEvent('data.orderId must name the order paid for.'), 400);
    const [order] = await shop.orders.find({ orderId });
    if (!order) return c.json(badEvent(`No order ${JSON.stringify(orderId.slice(0, 64))} to pay for.`), 400);
    if (typeof amount !== 'number' || !Number.isFinite(amount) || Math.abs(amount - Number(order.totalPrice)) >= 0.005)
      return c.json(badEvent("data.amount must be the order's total."), 400);
    shop.challenges.solve('publicEnvSecretChallenge');
    return c.json({ received: true, type: event.type, orderId });
  });
  return r;
}
