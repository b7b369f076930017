import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { IFRAME, startShop, type TestServer } from '../helpers';
import { bearer, post } from './accounts-helpers';
import { checkout, loginFor, orderDetails, type Login } from './orders-helpers';
import { MONTHS, z85 } from './z85';

/** The shopping challenges watched at checkout, tracking and the lazy product check, each solved by its genuine attack over HTTP. */

let s: TestServer;
beforeAll(async () => {
  s = await startShop();
});
afterAll(async () => s.close());

const solved = (key: string, server = s) => server.shop.challenges.isSolved(key);
const json = (who: Login) => ({ ...bearer(who.token), accept: 'application/json' });
const put = (body: unknown, headers: Record<string, string> = {}) => ({ ...post(body, headers), method: 'PUT' });

const thisMonth = () => `${MONTHS[new Date().getMonth()]}${String(new Date().getFullYear()).slice(2)}`;

test('the test encoder matches the Z85 spec example', () => {
  expect(z85(Buffer.from([0x86, 0x4f, 0xd2, 0x6f, 0xb5, 0x59, 0xf7, 0x5b]))).toBe('HelloWorld');
});

describe('Expired Coupon (manipulateClockChallenge)', () => {
  test('a campaign code with the date of its campaign day, sent by the client, is honoured in the past', async () => {
    const jim = await loginFor(s, 'jim@juice-sh.op', 'ncc-1701');
    expect(solved('manipulateClockChallenge')).toBe(false);
    const r = await checkout(s, jim, {
      couponData: Buffer.from('WMNSDY2019-1551999600000').toString('base64'),
      orderDetails: { paymentId: 'wallet', deliveryMethodId: 3 },
    });
    expect(r.status).toBe(200);
    expect(solved('manipulateClockChallenge')).toBe(true);
    // jim's basket: 2x Raspberry Juice 4.99, 75% off
    const order = (await s.json(`/rest/track-order/${r.body.orderConfirmation}`)).body.data[0];
    expect(order.promotionalAmount).toBe((9.98 * 0.75).toFixed(2));
    expect(order.totalPrice).toBeCloseTo(9.98 - 7.49, 10);
  });

  test('a campaign code with any other date gives no discount and solves nothing', async () => {
    const fresh = await startShop();
    try {
      const jim = await loginFor(fresh, 'jim@juice-sh.op', 'ncc-1701');
      const r = await checkout(fresh, jim, { couponData: Buffer.from(`WMNSDY2019-${Date.now()}`).toString('base64') });
      expect((await fresh.json(`/rest/track-order/${r.body.orderConfirmation}`)).body.data[0].promotionalAmount).toBe('0');
      expect(solved('manipulateClockChallenge', fresh)).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});

describe('NoSQL Exfiltration (noSqlOrdersChallenge) and Reflected XSS (reflectedXssChallenge)', () => {
  test('an id breaking out of the $where condition returns every order', async () => {
    expect(solved('noSqlOrdersChallenge')).toBe(false);
    const r = await s.json(`/rest/track-order/${encodeURIComponent("' || true || '")}`);
    expect(r.status).toBe(200);
    expect(r.body.data.length).toBeGreaterThanOrEqual(3);
    expect(solved('noSqlOrdersChallenge')).toBe(true);
  });

  test('the iframe payload as order id comes back as the order number', async () => {
    expect(solved('reflectedXssChallenge')).toBe(false);
    const r = await s.json(`/rest/track-order/${encodeURIComponent(IFRAME)}`);
    expect(r.body).toEqual({ status: 'success', data: [{ orderId: IFRAME }] });
    expect(solved('reflectedXssChallenge')).toBe(true);
  });

  test('in safety mode both are off: the id keeps only word characters and dashes', async () => {
    const safe = await startShop({ configOverrides: { challenges: { safetyMode: 'enabled' } } });
    try {
      const r = await safe.json(`/rest/track-order/${encodeURIComponent("' || true || '")}`);
      expect(r.body).toEqual({ status: 'success', data: [{ orderId: 'true' }] });
      const x = await safe.json(`/rest/track-order/${encodeURIComponent(IFRAME)}`);
      expect(x.body.data[0].orderId).toBe('iframesrcjavascriptalertxss');
      expect(solved('noSqlOrdersChallenge', safe) || solved('reflectedXssChallenge', safe)).toBe(false);
    } finally {
      await safe.close();
    }
  });
});

describe('Product Tampering (changeProductChallenge)', () => {
  test("rewriting O-Saft's link without any login is noticed (honest edits are not)", async () => {
    const honest = await s.json(
      '/api/Products/9',
      put({ description: 'O-Saft <a href="https://www.owasp.org/index.php/O-Saft" target="_blank">More...</a> checks TLS.' }),
    );
    expect(honest.status).toBe(200);
    await s.json('/api/Products/9');
    expect(solved('changeProductChallenge')).toBe(false);

    const r = await s.json('/api/Products/9', put({ description: 'O-Saft <a href="https://owasp.slack.com" target="_blank">More...</a>' }));
    expect(r.status).toBe(200);
    await s.json('/api/Products/9');
    expect(solved('changeProductChallenge')).toBe(true);
  });
});

/** The attacks that go through the basket API (items and coupons). */
describe('attacks through the basket API', () => {
  test('Payback Time (negativeOrderChallenge): a negative quantity makes a negative total', async () => {
    const bender = await loginFor(s, 'bender@juice-sh.op', 'OhG0dPlease1nsertLiquor!');
    const basket = (await s.json(`/rest/basket/${bender.bid}`, { headers: json(bender) })).body.data;
    const itemId = basket.Products[0].BasketItem.id as number;
    expect((await s.json(`/api/BasketItems/${itemId}`, put({ quantity: -100000 }, json(bender)))).status).toBe(200);
    expect(solved('negativeOrderChallenge')).toBe(false);
    expect((await checkout(s, bender, orderDetails({ paymentId: 'wallet', deliveryMethodId: 3 }))).status).toBe(200);
    expect(solved('negativeOrderChallenge')).toBe(true);
  });

  test('Christmas Special (christmasSpecialChallenge): the deleted Christmas box ordered by its id', async () => {
    const amy = await loginFor(s, 'amy@juice-sh.op', 'K1f.....................');
    const added = await s.json('/api/BasketItems/', post({ ProductId: 10, BasketId: String(amy.bid), quantity: 1 }, json(amy)));
    expect(added.status).toBe(200);
    expect(solved('christmasSpecialChallenge')).toBe(false);
    expect((await checkout(s, amy, orderDetails({ paymentId: 1, deliveryMethodId: 3 }))).status).toBe(200);
    expect(solved('christmasSpecialChallenge')).toBe(true);
  });

  test('Forged Coupon (forgedCouponChallenge): a coupon of this month worth 80 % or more', async () => {
    const uvogin = await loginFor(s, 'uvogin@juice-sh.op', 'muda-muda > ora-ora');
    const applyCoupon = (code: string) => s.json(`/rest/basket/${uvogin.bid}/coupon/${encodeURIComponent(code)}`, put({}, json(uvogin)));
    const pay = () => checkout(s, uvogin, orderDetails({ paymentId: 'wallet', deliveryMethodId: 3 }));
    expect((await applyCoupon(z85(`${thisMonth()}-10`))).status).toBe(200);
    expect((await pay()).status).toBe(200);
    expect(solved('forgedCouponChallenge')).toBe(false);
    expect((await applyCoupon(z85(`${thisMonth()}-99`))).status).toBe(200);
    const r = await pay();
    expect(r.status).toBe(200);
    expect(solved('forgedCouponChallenge')).toBe(true);
  });
});
