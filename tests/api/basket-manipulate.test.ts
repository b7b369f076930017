import { afterEach, beforeEach, expect, test } from 'vitest';
import { startShop, type TestServer } from '../helpers';
import { as, basketOf, JIM, loginShopper, newShopper } from './basket-helpers';

// each attack on a shop of its own: the first solve would hide whether the second one solves
let s: TestServer;
beforeEach(async () => {
  s = await startShop();
});
afterEach(async () => s.close());

const solved = () => s.shop.challenges.isSolved('basketManipulateChallenge');

test("a plain POST into somebody else's basket is refused with upstream's answer and solves nothing", async () => {
  const me = await newShopper(s, 'plain');
  const jim = await loginShopper(s, JIM.email, JIM.password);
  const res = await s.get('/api/BasketItems', as(me, 'POST', { ProductId: 14, BasketId: String(jim.bid), quantity: 1 }));
  expect(res.status).toBe(401);
  expect(await res.text()).toBe("{'error' : 'Invalid BasketId'}");
  expect(await basketOf(s, jim)).toEqual([[4, 2]]);
  expect(solved()).toBe(false);
});

test('Manipulate Basket: a duplicate BasketId key passes the check with the own id and stores the item in the other basket', async () => {
  const me = await newShopper(s, 'attacker');
  const jim = await loginShopper(s, JIM.email, JIM.password);
  const raw = `{"ProductId":14,"BasketId":"${me.bid}","quantity":1,"BasketId":"${jim.bid}"}`;
  const r = await s.json('/api/BasketItems', as(me, 'POST', raw));
  expect(r.status).toBe(200);
  expect(r.body.data).toMatchObject({ ProductId: 14, BasketId: jim.bid, quantity: 1 });
  expect(await basketOf(s, jim)).toEqual([
    [4, 2],
    [14, 1],
  ]);
  expect(await basketOf(s, me)).toEqual([]);
  expect(solved()).toBe(true);
});

test('Manipulate Basket: PUT checks no ownership, and an own item added without a basket is moved into another one', async () => {
  const me = await newShopper(s, 'mover');
  const jim = await loginShopper(s, JIM.email, JIM.password);
  const jimsItem = (await s.json(`/rest/basket/${jim.bid}`, as(jim))).body.data.Products[0].BasketItem.id as number;
  // raising the quantity of somebody else's item works (no ownership check) but does not count
  expect((await s.json(`/api/BasketItems/${jimsItem}`, as(me, 'PUT', { quantity: 3 }))).status).toBe(200);
  expect(await basketOf(s, jim)).toEqual([[4, 3]]);
  expect(solved()).toBe(false);

  // upstream's model takes an item without a basket, and lets an update give it one
  const loose = await s.json('/api/BasketItems', as(me, 'POST', { ProductId: 14, quantity: 1 }));
  expect(loose.status).toBe(200);
  const moved = await s.json(`/api/BasketItems/${loose.body.data.id}`, as(me, 'PUT', { BasketId: String(jim.bid) }));
  expect(moved.status).toBe(200);
  expect(moved.body.data).toMatchObject({ id: loose.body.data.id, BasketId: jim.bid });
  expect(await basketOf(s, jim)).toEqual([
    [4, 3],
    [14, 1],
  ]);
  expect(solved()).toBe(true);
});

test("Manipulate Basket: moving an item that has a basket is refused (400, upstream's noUpdate), yet the attempt counts, as upstream's check runs first", async () => {
  const me = await newShopper(s, 'pusher');
  const jim = await loginShopper(s, JIM.email, JIM.password);
  const mine = (await s.json('/api/BasketItems', as(me, 'POST', { ProductId: 14, BasketId: me.bid, quantity: 1 }))).body.data.id as number;
  expect(solved()).toBe(false);
  const r = await s.json(`/api/BasketItems/${mine}`, as(me, 'PUT', { BasketId: jim.bid }));
  expect(r.status).toBe(400);
  expect(r.body.message).toBe('null: `BasketId` cannot be updated due `noUpdate` constraint');
  expect(await basketOf(s, jim)).toEqual([[4, 2]]);
  expect(await basketOf(s, me)).toEqual([[14, 1]]);
  expect(solved()).toBe(true);
});

test('an item added without a basket solves nothing, nor does giving it the own basket', async () => {
  const me = await newShopper(s, 'loose');
  const loose = await s.json('/api/BasketItems', as(me, 'POST', { ProductId: 14, quantity: 1 }));
  expect(loose.status).toBe(200);
  const placed = await s.json(`/api/BasketItems/${loose.body.data.id}`, as(me, 'PUT', { BasketId: me.bid }));
  expect(placed.status).toBe(200);
  expect(await basketOf(s, me)).toEqual([[14, 1]]);
  expect(solved()).toBe(false);
});
