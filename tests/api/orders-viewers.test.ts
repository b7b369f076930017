import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openedOrdersIn, ORDER_VIEWERS_COOKIE, withOrderViewer } from '../../src/server/services/orders';
import { startShop, type TestServer } from '../helpers';
import { bearer } from './accounts-helpers';
import { loginFor } from './orders-helpers';

/**
 * The browser cookie behind Cached Last Order's check: the order history's data call marks the
 * customer who opened it, in the browser that asked. The solve itself happens in the rendered page
 * (e2e/cached-last-order.test.ts).
 */

let s: TestServer;
beforeAll(async () => {
  s = await startShop();
});
afterAll(async () => s.close());

const ADMIN = ['admin@juice-sh.op', 'admin123'] as const;
const JIM = ['jim@juice-sh.op', 'ncc-1701'] as const;

/** The order history as a browser asks for it, with its cookie jar; the answer's status and the cookie it sets. */
async function openHistory(token: string, jar?: string) {
  const res = await s.get('/rest/order-history', {
    headers: { ...bearer(token), ...(jar ? { cookie: `${ORDER_VIEWERS_COOKIE}=${jar}` } : {}) },
  });
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`${ORDER_VIEWERS_COOKIE}=`));
  return { status: res.status, setCookie, value: setCookie?.split(';')[0]?.split('=')[1] };
}

describe('GET /rest/order-history marks the browser', () => {
  test('sets an HttpOnly cookie naming, by a mark only, the customer who opened it', async () => {
    const admin = await loginFor(s, ...ADMIN);
    const r = await openHistory(admin.token);
    expect(r.status).toBe(200);
    expect(r.setCookie).toMatch(/; HttpOnly/i);
    expect(r.setCookie).toMatch(/; Path=\//);
    expect(r.value).not.toContain('admin');
    expect(openedOrdersIn(r.value, ADMIN[0])).toBe(true);
    expect(openedOrdersIn(r.value, JIM[0])).toBe(false);
  });

  test('a second customer in the same browser is added; each browser keeps its own', async () => {
    const admin = await loginFor(s, ...ADMIN);
    const jim = await loginFor(s, ...JIM);
    const first = await openHistory(admin.token);
    const shared = await openHistory(jim.token, first.value);
    expect(openedOrdersIn(shared.value, ADMIN[0]) && openedOrdersIn(shared.value, JIM[0])).toBe(true);
    // jim on a computer of his own: nothing of the admin's
    const own = await openHistory(jim.token);
    expect(openedOrdersIn(own.value, JIM[0])).toBe(true);
    expect(openedOrdersIn(own.value, ADMIN[0])).toBe(false);
  });

  test('an anonymous call sets nothing', async () => {
    const res = await s.get('/rest/order-history', { headers: { accept: 'application/json' } });
    expect(res.status).not.toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${ORDER_VIEWERS_COOKIE}=`))).toBe(false);
  });
});

describe('the marks', () => {
  test('keep the last four customers, each once; anything else in the cookie counts for nobody', () => {
    let jar: string | undefined;
    for (const n of [1, 2, 3, 4, 5, 2]) jar = withOrderViewer(jar, `c${n}@juice-sh.op`);
    expect(jar!.split('.')).toHaveLength(4);
    expect([1, 2, 3, 4, 5].map((n) => openedOrdersIn(jar, `c${n}@juice-sh.op`))).toEqual([false, true, true, true, true]);
    expect(openedOrdersIn('admin@juice-sh.op', 'admin@juice-sh.op')).toBe(false);
    expect(openedOrdersIn(undefined, 'admin@juice-sh.op')).toBe(false);
    expect(openedOrdersIn('x'.repeat(16), 'admin@juice-sh.op')).toBe(false);
  });
});
