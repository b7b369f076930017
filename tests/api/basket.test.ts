import { afterAll, beforeAll, expect, test } from 'vitest';
import { startShop, type TestServer, withFreshShop } from '../helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startShop();
});
afterAll(async () => s.close());

async function loginAs(email: string, password: string, server = s) {
  const r = await server.json('/rest/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return r.body.authentication as { token: string; bid: number };
}
const asUser = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

test('GET /rest/basket/{id} answers the own basket with its products and their items', () =>
  withFreshShop(async (t) => {
    const { token, bid } = await loginAs('admin@juice-sh.op', 'admin123', t);
    const r = await t.json(`/rest/basket/${bid}`, asUser(token));
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('success');
    expect(r.body.data.id).toBe(bid);
    expect(r.body.data.Products.map((p: { name: string; BasketItem: { quantity: number } }) => [p.name, p.BasketItem.quantity])).toEqual([
      ['Apple Juice (1000ml)', 2],
      ['Orange Juice (1000ml)', 3],
      ['Eggfruit Juice (500ml)', 1],
    ]);
    expect(await t.shop.challenges.isSolved('basketAccessChallenge')).toBe(false);
  }));

test('GET /rest/basket/{id} needs a login; an unknown id is an empty answer', async () => {
  expect((await s.json('/rest/basket/1')).status).toBe(401);
  const { token } = await loginAs('jim@juice-sh.op', 'ncc-1701');
  expect((await s.json('/rest/basket/999999', asUser(token))).body).toEqual({ status: 'success', data: {} });
});

test("View Basket: another shopper's basket id shows their basket and solves basketAccessChallenge", () =>
  withFreshShop(async (t) => {
    const { token, bid } = await loginAs('bender@juice-sh.op', 'OhG0dPlease1nsertLiquor!', t);
    const other = bid === 1 ? 2 : 1;
    expect(await t.shop.challenges.isSolved('basketAccessChallenge')).toBe(false);
    const r = await t.json(`/rest/basket/${other}`, asUser(token));
    expect(r.body.data.id).toBe(other);
    expect(await t.shop.challenges.isSolved('basketAccessChallenge')).toBe(true);
  }));
