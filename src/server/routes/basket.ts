import { type } from '../../lib/ark';
import { Hono, type Context } from 'hono';
import { getNodeValue, parseTree } from 'jsonc-parser';
import { pathSegment } from '../http/paths';
import { check, notFound, ok, readJsonObject, rowId, sendMessage } from '../http/respond';
import { authenticatedSession, isDeluxe, requireLogin } from '../security/auth';
import { discountFromCoupon } from '../security/coupons';
import { isStaffCoupon } from '../services/staff-offer';
import {
  createBasketItem, deleteBasketItem, findBasket, findBasketItem, findBasketRow, frozenKeyChanges, listBasketItems, newItemJson, setCoupon, stockOf,
  updateBasketItem,
} from '../services/basket';
import type { BasketItemRow } from '../db/basket-items';
import type { Shop } from '../context';

const SAFE_INTEGER = '-9007199254740991 <= number.integer <= 9007199254740991';
/** A basket id as clients send it: a number, or its digits as a string (upstream's front end sends the stored `bid`). */
const basketIdValue = type('number.integer > 0 | /^[1-9][0-9]{0,15}$/').pipe((id) => Number(id));

// Quantities are any whole number on purpose: nothing refuses a negative one (the Payback Time flaw).
// An item may come without a basket, as upstream's model takes it (an update may give it one later).
const newItem = type({ ProductId: 'number.integer > 0', 'BasketId?': basketIdValue, quantity: SAFE_INTEGER });
const itemChanges = type({ 'quantity?': SAFE_INTEGER, 'BasketId?': basketIdValue });

/** The members of a JSON object in the order sent, duplicates kept (JSON.parse keeps only the last of each). */
function membersOf(json: string): Array<{ key: string; value: unknown }> {
  const root = parseTree(json);
  if (root?.type !== 'object') return [];
  return (root.children ?? []).map(({ children: [key, value] = [] }) => ({ key: String(key?.value), value: value && getNodeValue(value) }));
}

/** Upstream compares basket ids loosely (`!=`): the number 2 and the string "2" are the same basket. */
const otherBasket = (bid: number | undefined, value: unknown) => Number(value) !== bid;

/**
 * An update of an item that does not exist: upstream's quantity check fails on it through the
 * error handler (500); without a quantity its REST layer answers 404.
 */
function missingItem(c: Context, quantity: number | undefined) {
  if (quantity) throw new Error('No such item found!');
  return notFound(c);
}

/**
 * An update that would change the basket or product of an item that has one: refused with
 * upstream's validation answer (its `noUpdate` constraint), 400 and each key named.
 */
function refuseKeyChange(c: Context, item: BasketItemRow, body: Record<string, unknown>) {
  const errors = frozenKeyChanges(item, body);
  return errors.length ? c.json({ message: errors.map((e) => `null: ${e.message}`).join(',\n'), errors }, 400) : undefined;
}

/** No basket with that id: answered, not thrown (a missing row is no error). */
const unknownBasket = (c: Context, id: unknown) => c.json({ status: 'error', message: `Basket with id=${String(id)} does not exist.` }, 404);

/**
 * Stock and per-order limit, as upstream checks them before an item is added or its quantity
 * changed: deluxe members have no limit. Undefined when the quantity may be ordered. A product
 * without a stock record (none of that id) fails as upstream's check does: through the error
 * handler (500).
 */
function refuseQuantity(shop: Shop, c: Context, productId: number, quantity: number) {
  const stock = stockOf(shop, productId);
  if (!stock) throw new Error('No such product found!');
  const withinLimit = !stock.limitPerUser || stock.limitPerUser >= quantity || isDeluxe(shop, c);
  if (!withinLimit) return c.json({ error: `You can order only up to ${stock.limitPerUser} items of this product.` }, 400);
  if (stock.quantity < quantity) return c.json({ error: 'We are out of stock! Sorry for the inconvenience.' }, 400);
  return undefined;
}

/** shopping: baskets, their items and coupons. */
export function basketRoutes(shop: Shop) {
  const r = new Hono();

  // vuln-code-snippet start basketAccessChallenge
  r.get('/rest/basket/:id', requireLogin(shop), async (c) => {
    const id = c.req.param('id');
    const session = authenticatedSession(shop, c);
    shop.challenges.solveIf('basketAccessChallenge', () => !!session?.bid && !['undefined', 'null', 'NaN'].includes(id) && String(session.bid) !== id); // vuln-code-snippet hide-line
    return ok(c, findBasket(shop, id) ?? {}); // vuln-code-snippet vuln-line basketAccessChallenge
  });
  // vuln-code-snippet end basketAccessChallenge

  r.get('/api/BasketItems', requireLogin(shop), (c) => ok(c, listBasketItems(shop)));
  r.get('/api/BasketItems/:id', requireLogin(shop), (c) => {
    const item = findBasketItem(shop, rowId(c.req.param('id')));
    return item ? ok(c, item) : notFound(c);
  });

  // vuln-code-snippet start basketManipulateChallenge
  r.post('/api/BasketItems', requireLogin(shop), async (c) => {
    const item = check(newItem, await readJsonObject(c)); // JSON.parse: the LAST of duplicate keys
    const refusal = refuseQuantity(shop, c, item.ProductId, item.quantity);
    if (refusal) return refusal;
    const session = authenticatedSession(shop, c);
    const basketIds = membersOf(await c.req.text()).filter((m) => m.key === 'BasketId').map((m) => m.value);
    const checked = basketIds[0]; // vuln-code-snippet vuln-line basketManipulateChallenge
    if (session && checked && checked !== 'undefined' && otherBasket(session.bid, checked)) return sendMessage(c, "{'error' : 'Invalid BasketId'}", 401);
    if (item.BasketId !== undefined && !findBasketRow(shop, item.BasketId)) return unknownBasket(c, item.BasketId);
    shop.challenges.solveIf('basketManipulateChallenge', () => !!session && item.BasketId !== undefined && otherBasket(session.bid, item.BasketId)); // vuln-code-snippet hide-line
    return ok(c, newItemJson(createBasketItem(shop, item))); // vuln-code-snippet vuln-line basketManipulateChallenge
  });

  r.put('/api/BasketItems/:id', requireLogin(shop), async (c) => {
    const existing = findBasketItem(shop, rowId(c.req.param('id'))); // vuln-code-snippet vuln-line basketManipulateChallenge
    const body = await readJsonObject(c);
    const changes = check(itemChanges, body);
    const session = authenticatedSession(shop, c);
    shop.challenges.solveIf('basketManipulateChallenge', () => !!session && changes.BasketId !== undefined && otherBasket(session.bid, changes.BasketId)); // vuln-code-snippet hide-line
    if (!existing) return missingItem(c, changes.quantity);
    const frozen = refuseKeyChange(c, existing, body);
    if (frozen) return frozen;
    if (changes.BasketId !== undefined && !findBasketRow(shop, changes.BasketId)) return unknownBasket(c, changes.BasketId);
    // vuln-code-snippet start negativeOrderChallenge
    const refusal = changes.quantity ? refuseQuantity(shop, c, existing.ProductId, changes.quantity) : undefined; // vuln-code-snippet vuln-line negativeOrderChallenge
    if (refusal) return refusal;
    return ok(c, updateBasketItem(shop, existing.id, changes)); // vuln-code-snippet vuln-line basketManipulateChallenge
    // vuln-code-snippet end negativeOrderChallenge
  });

  r.delete('/api/BasketItems/:id', requireLogin(shop), (c) => (deleteBasketItem(shop, rowId(c.req.param('id'))) ? ok(c, {}) : notFound(c)));
  // vuln-code-snippet end basketManipulateChallenge

  r.put('/rest/basket/:id/coupon/:coupon', requireLogin(shop), (c) => {
    const id = c.req.param('id');
    // the last path segment is the code, case kept; upstream decodes it once more after its router did
    const coupon = decodedAgain(pathSegment(c.req.url));
    const discount = discountFromCoupon(coupon);
    const basket = findBasketRow(shop, rowId(id));
    // upstream fails through its error handler (500) on a basket that does not exist
    if (!basket) throw new Error(`Basket with id=${id} does not exist.`);
    // an invalid code also removes the one applied before, as upstream's does
    setCoupon(shop, basket.id, discount ? coupon : null);
    shop.challenges.solveIf('rscPayloadLeakChallenge', () => discount && isStaffCoupon(shop, coupon));
    return discount ? c.json({ discount }) : sendMessage(c, 'Invalid coupon.', 404);
  });

  return r;
}

/** Text that does not decode stays as it is. */
function decodedAgain(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
