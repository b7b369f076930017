import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { IFRAME_XSS } from '../challenges/payloads';
import { WhereError } from '../db/documents';
import { pathSegment, truncate } from '../http/paths';
import { ok, readJsonObject, rowId } from '../http/respond';
import { requireAccounting } from '../security/accounting';
import { authenticatedUser, isDeluxe, requireLogin, sessionOf, unauthorized } from '../security/auth';
import { remoteAddress } from '../security/client-ip';
import { bearerToken } from '../security/tokens';
import { maskedEmail, ORDER_VIEWERS_COOKIE, placeOrder, withOrderViewer, type CheckoutBody } from '../services/orders';
import type { Shop } from '../context';

/**
 * The order id of a tracking request: cut short against runaway code while the Reflected XSS
 * challenge is on; otherwise (safety mode) only word characters and dashes pass.
 */
const trackingId = (shop: Shop, sent: string) => (shop.challenges.isEnabled('reflectedXssChallenge') ? truncate(sent, 60) : sent.replace(/[^\w-]+/g, ''));

/** shopping: checkout, order history, order tracking, the accountant's delivery status (the order confirmations are served under /ftp). */
export function orderRoutes(shop: Shop) {
  const r = new Hono();

  r.post('/rest/basket/:id/checkout', requireLogin(shop), async (c) => {
    const customer = authenticatedUser(shop, c);
    if (!customer) throw unauthorized();
    const body = (await readJsonObject(c)) as CheckoutBody;
    const basketId = rowId(c.req.param('id'));
    const order = await placeOrder(shop, basketId, customer, isDeluxe(shop, c), body, getCookie(c, 'language'));
    // upstream fails through its error handler (500) on a basket that does not exist
    if (!order) throw new Error(`Basket with id=${c.req.param('id')} does not exist.`);
    return c.json({ orderConfirmation: order.orderId });
  });

  r.get('/rest/order-history', async (c) => {
    // upstream looks the caller up by the Authorization header's token only
    const user = sessionOf(shop, c, bearerToken(c))?.data;
    if (typeof user?.email !== 'string' || !user.email || !user.id) throw new Error(`Blocked illegal activity by ${remoteAddress(c)}`);
    // the browser remembers whose order history it opened (what Cached Last Order looks at)
    const viewers = withOrderViewer(getCookie(c, ORDER_VIEWERS_COOKIE), user.email);
    setCookie(c, ORDER_VIEWERS_COOKIE, viewers, { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 24 * 3600 });
    return ok(c, await shop.orders.find({ email: maskedEmail(user.email) }));
  });

  r.get('/rest/order-history/orders', requireAccounting(shop), async (c) => ok(c, (await shop.orders.find()).reverse()));

  r.put('/rest/order-history/:id/delivery-status', requireAccounting(shop), async (c) => {
    const body = await readJsonObject(c);
    // the body names the status shown before the click; the order gets the other one
    const delivered = !body.deliveryStatus;
    await shop.orders.update({ _id: pathSegment(c.req.url, 1) }, { delivered, eta: delivered ? '0' : '1' });
    return c.json({ status: 'success' });
  });

  // vuln-code-snippet start noSqlOrdersChallenge
  r.get('/rest/track-order/:id', async (c) => {
    const sent = pathSegment(c.req.url);
    const id = trackingId(shop, sent);
    shop.challenges.solveIf('reflectedXssChallenge', () => id.includes(IFRAME_XSS)); // vuln-code-snippet hide-line
    let orders;
    try {
      orders = await shop.orders.find({ $where: `this.orderId === '${id}'` }); // vuln-code-snippet vuln-line noSqlOrdersChallenge
    } catch (e) {
      if (e instanceof WhereError) return c.json({ error: 'Wrong Param' }, 400);
      throw e;
    }
    shop.challenges.solveIf('noSqlOrdersChallenge', () => orders.length > 1); // vuln-code-snippet hide-line
    // an unknown id comes back as the order number, for the tracking page to show
    return ok(c, orders.length > 0 ? orders : [{ orderId: id }]);
  });
  // vuln-code-snippet end noSqlOrdersChallenge

  return r;
}
