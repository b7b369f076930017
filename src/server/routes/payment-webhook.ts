import { createHmac, timingSafeEqual } from 'node:crypto';
import { type } from '../../lib/ark';
import { Hono } from 'hono';
import { paymentProvider } from '../../lib/payment-provider';
import { check } from '../http/respond';
import { HttpError } from '../http/http-error';
import type { Shop } from '../context';

/** What a payment notification must at least be; the provider adds whatever its event needs. */
const notification = type({ type: 'string > 0', '+': 'ignore' });

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
 * a notification is only acknowledged. Anybody who holds the webhook secret can sign one, which
 * is why a notification accepted here proves that the secret leaked (Public Build Secret).
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
      return c.json({ error: 'A payment notification is a JSON object.' }, 400);
    }
    const event = check(notification, parsed);
    shop.challenges.solve('publicEnvSecretChallenge');
    return c.json({ received: true, type: event.type });
  });
  return r;
}
