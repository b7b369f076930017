import { afterAll, beforeAll, expect, test } from 'vitest';
import { contentFetch } from '../../src/server/routes/graphql';
import { COUPON_LENGTH, couponForm } from '../../src/lib/checkout-schemas';
import { generateCoupon } from '../../src/server/security/coupons';
import { STAFF_DISCOUNTS } from '../../src/server/services/staff-offer';
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

test('coupons of the discounts a shopper meets or forges first are accepted as any coupon, and none is the staff coupon', async () => {
  for (const discount of [10, 20, 40, 50, 80, 90, 99]) {
    expect(STAFF_DISCOUNTS).not.toContain(discount);
    const r = await applyCoupon(generateCoupon(discount)!);
    expect(await r.json()).toEqual({ discount });
  }
  expect(s.shop.challenges.isSolved('rscPayloadLeakChallenge')).toBe(false);
});

test("the shop's own server components get the staff coupon, a 10-character code worth its discount in a customer's basket", async () => {
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
    expect(STAFF_DISCOUNTS).toContain(discount);
    // a code as the basket's coupon field takes it: exactly 10 characters, as upstream's coupons
    expect(coupon).toHaveLength(COUPON_LENGTH);
    expect(COUPON_LENGTH).toBe(10);
    expect(couponForm.allows({ code: coupon })).toBe(true);
    const r = await t.get(`/rest/basket/${buyer.bid}/coupon/${encodeURIComponent(coupon)}`, as(buyer, 'PUT'));
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ discount });
    expect(t.shop.challenges.isSolved('rscPayloadLeakChallenge')).toBe(true);
  } finally {
    await t.close();
  }
});
