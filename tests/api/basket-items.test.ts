import { afterAll, beforeAll, expect, test } from 'vitest';
import { startShop, type TestServer } from '../helpers';
import { as, basketOf, loginShopper, newShopper } from './basket-helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startShop();
});
afterAll(async () => s.close());

const CHALLENGES_AN_HONEST_SHOPPER_LEAVES = [
  'basketManipulateChallenge',
  'negativeOrderChallenge',
  'basketAccessChallenge',
  'errorHandlingChallenge',
  'forgedCouponChallenge',
];
const solved = () => CHALLENGES_AN_HONEST_SHOPPER_LEAVES.filter((key) => s.shop.challenges.isSolved(key));

test('an honest shopper adds, raises, reads and removes items of their own basket, solving nothing', async () => {
  const me = await newShopper(s, 'honest');
  const added = await s.json('/api/BasketItems/', as(me, 'POST', { ProductId: 1, BasketId: String(me.bid), quantity: 1 }));
  expect(added.status).toBe(200);
  expect(added.body).toMatchObject({ status: 'success', data: { ProductId: 1, BasketId: me.bid, quantity: 1 } });
  const itemId = added.body.data.id as number;
  expect((await s.json('/api/BasketItems/', as(me, 'POST', { ProductId: 24, BasketId: me.bid, quantity: 2 }))).status).toBe(200);
  expect(await basketOf(s, me)).toEqual([
    [1, 1],
    [24, 2],
  ]);

  const read = await s.json(`/api/BasketItems/${itemId}`, as(me));
  expect(read.body).toMatchObject({ status: 'success', data: { id: itemId, ProductId: 1, BasketId: me.bid, quantity: 1 } });
  const raised = await s.json(`/api/BasketItems/${itemId}`, as(me, 'PUT', { quantity: 2 }));
  expect(raised.status).toBe(200);
  expect(raised.body.data).toMatchObject({ id: itemId, quantity: 2, BasketId: me.bid });

  expect((await s.json(`/api/BasketItems/${itemId}`, as(me, 'DELETE'))).body).toEqual({ status: 'success', data: {} });
  expect(await basketOf(s, me)).toEqual([[24, 2]]);
  expect((await s.json(`/api/BasketItems/${itemId}`, as(me))).status).toBe(404);
  expect(solved()).toEqual([]);
});

test('every basket item endpoint needs a login', async () => {
  for (const [method, path] of [
    ['GET', '/api/BasketItems'],
    ['POST', '/api/BasketItems'],
    ['GET', '/api/BasketItems/1'],
    ['PUT', '/api/BasketItems/1'],
    ['DELETE', '/api/BasketItems/1'],
  ]) {
    const r = await s.json(path, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: method === 'POST' || method === 'PUT' ? '{"quantity":1}' : undefined,
    });
    expect(r.status, `${method} ${path}`).toBe(401);
  }
  expect((await s.json('/rest/basket/1/coupon/x', { method: 'PUT' })).status).toBe(401);
});

test("GET /api/BasketItems lists the stored items, as upstream's generated API does", async () => {
  const me = await newShopper(s, 'lister');
  const r = await s.json('/api/BasketItems', as(me));
  expect(r.status).toBe(200);
  // seeded: admin's basket 1 holds 2 x product 1
  expect(r.body.data).toContainEqual(expect.objectContaining({ BasketId: 1, ProductId: 1, quantity: 2 }));
});

test("stock and the per-order limit are checked on adding and on changing a quantity, with upstream's messages", async () => {
  const me = await newShopper(s, 'stock');
  const overLimit = await s.json('/api/BasketItems', as(me, 'POST', { ProductId: 20, BasketId: me.bid, quantity: 6 }));
  expect(overLimit).toEqual({ status: 400, body: { error: 'You can order only up to 5 items of this product.' } });
  const soldOut = await s.json('/api/BasketItems', as(me, 'POST', { ProductId: 34, BasketId: me.bid, quantity: 1 }));
  expect(soldOut).toEqual({ status: 400, body: { error: 'We are out of stock! Sorry for the inconvenience.' } });

  const added = await s.json('/api/BasketItems', as(me, 'POST', { ProductId: 35, BasketId: me.bid, quantity: 8 }));
  expect(added.status).toBe(200);
  const tooMany = await s.json(`/api/BasketItems/${added.body.data.id}`, as(me, 'PUT', { quantity: 9 }));
  expect(tooMany).toEqual({ status: 400, body: { error: 'We are out of stock! Sorry for the inconvenience.' } });
  const patch = await s.json('/api/BasketItems', as(me, 'POST', { ProductId: 20, BasketId: me.bid, quantity: 5 }));
  expect(patch.status).toBe(200);
  expect((await s.json(`/api/BasketItems/${patch.body.data.id}`, as(me, 'PUT', { quantity: 6 }))).body).toEqual({
    error: 'You can order only up to 5 items of this product.',
  });
  expect(await basketOf(s, me)).toEqual([
    [35, 8],
    [20, 5],
  ]);
});

test('deluxe members order past the per-order limit', async () => {
  const deluxe = await loginShopper(s, 'bjoern@owasp.org', 'kitten lesser pooch karate buffoon indoors');
  const r = await s.json('/api/BasketItems', as(deluxe, 'POST', { ProductId: 1, BasketId: deluxe.bid, quantity: 7 }));
  expect(r.status).toBe(200);
  expect(r.body.data.quantity).toBe(7);
});

test('bad input is a 400 with a message, an unknown item a 404, and none of it is an error for Error Handling', async () => {
  const me = await newShopper(s, 'careless');
  const first = await s.json('/api/BasketItems', as(me, 'POST', { ProductId: 3, BasketId: me.bid, quantity: 1 }));
  expect(first.status).toBe(200);
  // the product is in the basket already: a second row for it is refused, the first one stays
  const again = await s.json('/api/BasketItems', as(me, 'POST', { ProductId: 3, BasketId: me.bid, quantity: 1 }));
  expect(again.status).toBe(400);
  expect(again.body.message).toBe('Validation error');
  expect(await basketOf(s, me)).toEqual([[3, 1]]);

  expect((await s.json('/api/BasketItems', as(me, 'POST', '{"ProductId": 3,'))).status).toBe(400);
  const fraction = await s.json('/api/BasketItems', as(me, 'POST', { ProductId: 5, BasketId: me.bid, quantity: 1.5 }));
  expect(fraction.status).toBe(400);
  expect(fraction.body.message).toMatch(/quantity/);
  expect((await s.json('/api/BasketItems', as(me, 'POST', { ProductId: 5, BasketId: 'mine', quantity: 1 }))).body.message).toMatch(
    /BasketId/,
  );
  expect((await s.json(`/api/BasketItems/${first.body.data.id}`, as(me, 'PUT', { quantity: 'lots' }))).status).toBe(400);

  for (const method of ['GET', 'PUT', 'DELETE']) {
    // (an update with a quantity fails through the error handler, as upstream's: basket-upstream.test.ts)
    const r = await s.json('/api/BasketItems/999999', as(me, method, method === 'PUT' ? {} : undefined));
    expect(r, method).toEqual({ status: 404, body: { message: 'Not Found', errors: [] } });
  }
  expect(await basketOf(s, me)).toEqual([[3, 1]]);
  expect(solved()).toEqual([]);
});

test('Payback Time, first step: PUT accepts a negative quantity (the solve comes at checkout)', async () => {
  const me = await newShopper(s, 'payback');
  const added = await s.json('/api/BasketItems', as(me, 'POST', { ProductId: 1, BasketId: me.bid, quantity: 1 }));
  const r = await s.json(`/api/BasketItems/${added.body.data.id}`, as(me, 'PUT', { quantity: -100000 }));
  expect(r.status).toBe(200);
  expect(r.body.data.quantity).toBe(-100000);
  expect(await basketOf(s, me)).toEqual([[1, -100000]]);
  expect(s.shop.challenges.isSolved('negativeOrderChallenge')).toBe(false);
});
