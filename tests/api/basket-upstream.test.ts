import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startShop, type TestServer, withFreshShop } from '../helpers';
import { handledError } from './accounts-helpers';
import { as, JIM, loginShopper, type Shopper } from './basket-helpers';

/**
 * Basket items, checkout and coupons answer as upstream's own API tests (test/api/basket-item.test.ts
 * and basket.test.ts of v20.1.1) expect: the same requests as jim, the same statuses and bodies.
 */

let s: TestServer;
let jim: Shopper;
beforeAll(async () => {
  s = await startShop();
  jim = await loginShopper(s, JIM.email, JIM.password);
});
afterAll(async () => s.close());

/** A new item of jim's, of a product his basket does not hold yet (each test its own product). */
async function jimsItem(server: TestServer, who: Shopper, ProductId: number, quantity = 1) {
  const r = await server.json('/api/BasketItems', as(who, 'POST', { BasketId: who.bid, ProductId, quantity }));
  expect(r.status).toBe(200);
  return r.body.data as { id: number; ProductId: number; BasketId: number; quantity: number };
}

describe('POST /api/BasketItems', () => {
  test('a product that does not exist fails through the error handler (500), naming the problem', async () => {
    const r = await handledError(s, '/api/BasketItems', as(jim, 'POST', { BasketId: jim.bid, ProductId: 999, quantity: 1 }));
    expect(r).toEqual({ status: 500, message: 'No such product found!' });
    // the process carries on
    expect((await s.json('/api/BasketItems', as(jim))).status).toBe(200);
  });

  test("another shopper's basket is refused with upstream's bare message", async () => {
    const r = await s.get('/api/BasketItems', as(jim, 'POST', { BasketId: 42, ProductId: 1, quantity: 1 }));
    expect(r.status).toBe(401);
    expect(await r.text()).toBe("{'error' : 'Invalid BasketId'}");
  });

  test('an item without a basket is taken, and answered without a BasketId', async () => {
    const r = await s.json('/api/BasketItems', as(jim, 'POST', { ProductId: 8, quantity: 8 }));
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('success');
    expect(r.body.data).toMatchObject({ ProductId: 8, quantity: 8 });
    expect('BasketId' in r.body.data).toBe(false);
  });
});

describe('PUT /api/BasketItems/:id', () => {
  test("changing the basket of an item that has one is refused with upstream's noUpdate answer", async () => {
    const item = await jimsItem(s, jim, 11, 1);
    const r = await s.json(`/api/BasketItems/${item.id}`, as(jim, 'PUT', { BasketId: 42 }));
    expect(r).toEqual({
      status: 400,
      body: {
        message: 'null: `BasketId` cannot be updated due `noUpdate` constraint',
        errors: [{ field: 'BasketId', message: '`BasketId` cannot be updated due `noUpdate` constraint' }],
      },
    });
    expect((await s.json(`/api/BasketItems/${item.id}`, as(jim))).body.data.BasketId).toBe(jim.bid);
  });

  test("changing the product of an item is refused with upstream's noUpdate answer", async () => {
    const item = await jimsItem(s, jim, 9, 1);
    const r = await s.json(`/api/BasketItems/${item.id}`, as(jim, 'PUT', { ProductId: 42 }));
    expect(r).toEqual({
      status: 400,
      body: {
        message: 'null: `ProductId` cannot be updated due `noUpdate` constraint',
        errors: [{ field: 'ProductId', message: '`ProductId` cannot be updated due `noUpdate` constraint' }],
      },
    });
    expect((await s.json(`/api/BasketItems/${item.id}`, as(jim))).body.data.ProductId).toBe(9);
  });

  test('both keys at once: both named, in the order sent; the same values as stored are no change', async () => {
    const item = await jimsItem(s, jim, 13, 1);
    const both = await s.json(`/api/BasketItems/${item.id}`, as(jim, 'PUT', { ProductId: 1, BasketId: 1 }));
    expect(both.status).toBe(400);
    expect(both.body.message).toBe(
      'null: `ProductId` cannot be updated due `noUpdate` constraint,\nnull: `BasketId` cannot be updated due `noUpdate` constraint',
    );
    const same = await s.json(`/api/BasketItems/${item.id}`, as(jim, 'PUT', { ProductId: 13, BasketId: jim.bid, quantity: 2 }));
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ id: item.id, ProductId: 13, BasketId: jim.bid, quantity: 2 });
  });

  test('an item without a basket is given one by an update', () =>
    withFreshShop(async (t) => {
      const me = await loginShopper(t, JIM.email, JIM.password);
      const created = await t.json('/api/BasketItems', as(me, 'POST', { ProductId: 8, quantity: 8 }));
      expect(created.status).toBe(200);
      const r = await t.json(`/api/BasketItems/${created.body.data.id}`, as(me, 'PUT', { BasketId: 3 }));
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ id: created.body.data.id, BasketId: 3, ProductId: 8, quantity: 8 });
    }));

  test('an item that does not exist: with a quantity the check fails through the error handler (500); without one, 404', async () => {
    expect(await handledError(s, '/api/BasketItems/999', as(jim, 'PUT', { quantity: 1 }))).toEqual({
      status: 500,
      message: 'No such item found!',
    });
    expect(await s.json('/api/BasketItems/999', as(jim, 'PUT', { quantity: 0 }))).toEqual({
      status: 404,
      body: { message: 'Not Found', errors: [] },
    });
  });

  test("upstream's quantity answers: 200 with the new quantity, 400 over stock, 400 over the limit with its message", async () => {
    const item = await jimsItem(s, jim, 3, 3);
    const raised = await s.json(`/api/BasketItems/${item.id}`, as(jim, 'PUT', { quantity: 20 }));
    expect(raised.status).toBe(200);
    expect(raised.body.data.quantity).toBe(20);
    const limited = await jimsItem(s, jim, 1, 1);
    expect(await s.json(`/api/BasketItems/${limited.id}`, as(jim, 'PUT', { quantity: 6 }))).toEqual({
      status: 400,
      body: { error: 'You can order only up to 5 items of this product.' },
    });
    const stocked = await jimsItem(s, jim, 12, 12);
    expect((await s.json(`/api/BasketItems/${stocked.id}`, as(jim, 'PUT', { quantity: 100 }))).status).toBe(400);
  });
});

describe('POST /rest/basket/:id/checkout', () => {
  test('an existing basket: 200 with the order number in orderConfirmation', () =>
    withFreshShop(async (t) => {
      const me = await loginShopper(t, JIM.email, JIM.password);
      const r = await t.json('/rest/basket/1/checkout', as(me, 'POST'));
      expect(r.status).toBe(200);
      expect(r.body.orderConfirmation).toMatch(/^[0-9a-f]{4}-[0-9a-f]{16}$/);
    }));

  test('a basket that does not exist fails through the error handler (500): "Error: Basket with id=42 does not exist."', async () => {
    const res = await s.get('/rest/basket/42/checkout', as(jim, 'POST'));
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('Error: Basket with id=42 does not exist.');
    expect((await s.json('/rest/basket/1', as(jim))).status).toBe(200);
  });

  test('a negative total is possible: a negative quantity, then checkout answers 200 with the order number', () =>
    withFreshShop(async (t) => {
      const me = await loginShopper(t, JIM.email, JIM.password);
      expect((await t.json('/api/BasketItems', as(me, 'POST', { BasketId: me.bid, ProductId: 10, quantity: -100 }))).status).toBe(200);
      const r = await t.json(`/rest/basket/${me.bid}/checkout`, as(me, 'POST'));
      expect(r.status).toBe(200);
      expect(r.body.orderConfirmation).toBeDefined();
      expect(t.shop.challenges.isSolved('negativeOrderChallenge')).toBe(true);
      // upstream's own sequence: basket 3 checked out by jim answers 200 as well
      expect((await t.json('/rest/basket/3/checkout', as(me, 'POST'))).status).toBe(200);
    }));
});

describe('PUT /rest/basket/:id/coupon/:coupon', () => {
  test('a coupon for a basket that does not exist fails through the error handler (500)', async () => {
    const r = await handledError(s, '/rest/basket/4711/coupon/xxxxxxxxxx', as(jim, 'PUT'));
    expect(r).toEqual({ status: 500, message: 'Basket with id=4711 does not exist.' });
  });

  test('an invalid coupon for an existing basket is still a 404', async () => {
    const r = await s.get(`/rest/basket/${jim.bid}/coupon/xxxxxxxxxx`, as(jim, 'PUT'));
    expect(r.status).toBe(404);
    expect(await r.text()).toBe('Invalid coupon.');
  });
});
