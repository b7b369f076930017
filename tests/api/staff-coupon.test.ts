import { afterAll, beforeAll, expect, test } from 'vitest';
import { contentFetch } from '../../src/server/routes/graphql';
import { generateCoupon } from '../../src/server/security/coupons';
import { startShop, type TestServer } from '../helpers';
import { as, newShopper, type Shopper } from './basket-helpers';

/** The staff coupon of the Streamed Staff Secret challenge: who the content graph gives it to, and what it is worth. */

let s: TestServer;
let me: Shopper;
beforeAll(async () => {
  s = await startShop();
  me = await newShopper(s, 'staff-coupon');
});
afterAll(async () => s.close());

const STAFF_OFFER_QUERY = JSON.stringify({ query: '{ product(id: 1) { name staffOffer { discount coupon } } }' });
const applyCoupon = (code: string) => s.get(`/rest/basket/${me.bid}/coupon/${encodeURIComponent(code)}`, as(me, 'PUT'));

test('the public content graph answers the staff offer with null', async () => {
  const r = await s.json('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: STAFF_OFFER_QUERY });
  expect(r.status).toBe(200);
  expect(r.body.data.product).toEqual({ name: 'Apple Juice (1000ml)', staffOffer: null });
});

test('a forged 40% coupon is a different code: accepted as any coupon, it is no staff coupon', async () => {
  const r = await applyCoupon(generateCoupon(40)!);
  expect(await r.json()).toEqual({ discount: 40 });
  expect(s.shop.challenges.isSolved('rscPayloadLeakChallenge')).toBe(false);
});

test("the shop's own server components get the staff coupon, and it is worth 40% in a customer's basket", async () => {
  // a shop of its own, as this solves the challenge the forged coupon must leave unsolved
  const t = await startShop();
  try {
    const buyer = await newShopper(t, 'staff-coupon-solver');
    const answer = await contentFetch(t.shop)(
      new Request('http://content.internal/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: STAFF_OFFER_QUERY,
      }),
    );
    const { discount, coupon } = ((await answer.json()) as { data: { product: { staffOffer: { discount: number; coupon: string } } } }).data
      .product.staffOffer;
    expect(discount).toBe(40);
    expect(coupon).not.toBe(generateCoupon(40));
    const r = await t.get(`/rest/basket/${buyer.bid}/coupon/${encodeURIComponent(coupon)}`, as(buyer, 'PUT'));
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ discount: 40 });
    expect(t.shop.challenges.isSolved('rscPayloadLeakChallenge')).toBe(true);
  } finally {
    await t.close();
  }
});
