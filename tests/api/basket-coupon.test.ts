import { encode } from '@alttiri/base85';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startShop, type TestServer, withFreshShop } from '../helpers';
import { handledError } from './accounts-helpers';
import { as, newShopper, type Shopper } from './basket-helpers';

let s: TestServer;
let me: Shopper;
beforeAll(async () => {
  s = await startShop();
  me = await newShopper(s, 'coupon');
});
afterAll(async () => s.close());

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** What an attacker forges once they see old codes are Z85 text: `MMMYY-NN` of the current month. */
const forge = (percent: number, date = new Date()) =>
  encode(new TextEncoder().encode(`${MONTHS[date.getMonth()]}${String(date.getFullYear()).slice(2)}-${percent}`), 'z85');
const applyCouponAt = (server: TestServer, who: Shopper, code: string, bid = who.bid) =>
  server.get(`/rest/basket/${bid}/coupon/${encodeURIComponent(code)}`, as(who, 'PUT'));
const applyCoupon = (code: string, bid = me.bid) => applyCouponAt(s, me, code, bid);
const storedCoupon = async () => (await s.json(`/rest/basket/${me.bid}`, as(me))).body.data.coupon;

test('Forged Coupon, first step: a self-made 80% code of this month is accepted and kept on the basket', async () => {
  const code = forge(80);
  expect(code).toHaveLength(10);
  const r = await applyCoupon(code);
  expect(r.status).toBe(200);
  expect(await r.json()).toEqual({ discount: 80 });
  expect(await storedCoupon()).toBe(code);
});

test('an old code from the sales backup is no longer valid: 404 "Invalid coupon." and the applied coupon is removed', async () => {
  expect((await applyCoupon(forge(10))).status).toBe(200);
  const r = await applyCoupon('n<MibgC7sn'); // JAN13-10
  expect(r.status).toBe(404);
  expect(await r.text()).toBe('Invalid coupon.');
  expect(await storedCoupon()).toBeNull();
});

test('codes that are no Z85 text of a month, or of another month, are invalid', async () => {
  const lastYear = new Date();
  lastYear.setFullYear(lastYear.getFullYear() - 1);
  for (const code of [forge(50, lastYear), 'not-a-coupon', forge(50).slice(0, 9), `${forge(50)}X`]) {
    expect((await applyCoupon(code)).status, code).toBe(404);
  }
});

test("an unknown basket fails through the error handler (500), as upstream's", () =>
  withFreshShop(async (t) => {
    const who = await newShopper(t, 'coupon-nowhere');
    const r = await handledError(t, `/rest/basket/999999/coupon/${encodeURIComponent(forge(10))}`, as(who, 'PUT'));
    expect(r).toEqual({ status: 500, message: 'Basket with id=999999 does not exist.' });
    expect(t.shop.challenges.isSolved('forgedCouponChallenge')).toBe(false);
    // the shop carries on
    expect((await applyCouponAt(t, who, forge(10))).status).toBe(200);
  }));
