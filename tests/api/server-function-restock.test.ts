import { expect, test, vi } from 'vitest';
import { restockProduct } from '../../src/lib/content/stock-actions';
import { handOverWithShop } from '../../src/server/http/request-shop';
import { type TestServer, withFreshShop } from '../helpers';
import { tokenFor } from './accounts-helpers';

/**
 * Unprotected Server Function: the restock server function as Waku calls it for a request (the
 * shop handed over, the request's cookies), by whoever is not an administrator — a customer or
 * an anonymous caller — and by the administrator the function is meant for. The id found in the
 * bundle and the HTTP call are e2e (modern-stack-rsc.test.ts).
 */

const request = vi.hoisted(() => ({ cookie: undefined as string | undefined }));
vi.mock('waku/router/server', () => ({ unstable_getHeaders: () => ({ cookie: request.cookie }) }));

const stockOf = async (s: TestServer, productId: number) =>
  ((await s.json('/api/Quantitys')).body.data as Array<{ ProductId: number; quantity: number }>).find((q) => q.ProductId === productId)
    ?.quantity;

/** Calls restockProduct as a request with `token` (none: an anonymous caller) would. */
function callAs(s: TestServer, token: string | undefined, productId: unknown, quantity: unknown) {
  request.cookie = token ? `token=${token}` : undefined;
  return handOverWithShop(s.shop, () => restockProduct(productId, quantity));
}

test('an anonymous caller changes the stock: that is not being an administrator, so it solves the challenge', () =>
  withFreshShop(async (s) => {
    expect(await callAs(s, undefined, 1, 'lots')).toEqual({ error: 'Product id and quantity must be whole numbers.' });
    expect(s.shop.challenges.isSolved('unprotectedServerFunctionChallenge')).toBe(false);
    expect(await callAs(s, undefined, 1, 3)).toEqual({ quantity: 3 });
    expect(await stockOf(s, 1)).toBe(3);
    expect(s.shop.challenges.isSolved('unprotectedServerFunctionChallenge')).toBe(true);
  }));

test('a signed-in customer changes the stock and solves the challenge', () =>
  withFreshShop(async (s) => {
    const jim = await tokenFor(s, 'jim@juice-sh.op', 'ncc-1701');
    expect(await callAs(s, jim, 1, 4)).toEqual({ quantity: 4 });
    expect(await stockOf(s, 1)).toBe(4);
    expect(s.shop.challenges.isSolved('unprotectedServerFunctionChallenge')).toBe(true);
  }));

test('the administrator, whom the function is meant for, restocks without solving anything', () =>
  withFreshShop(async (s) => {
    const admin = await tokenFor(s, 'admin@juice-sh.op', 'admin123');
    expect(await callAs(s, admin, 1, 77)).toEqual({ quantity: 77 });
    expect(await stockOf(s, 1)).toBe(77);
    // a refused call by anyone solves nothing either
    expect(await callAs(s, undefined, 99999, 5)).toEqual({ error: 'No such product.' });
    expect(s.shop.challenges.isSolved('unprotectedServerFunctionChallenge')).toBe(false);
  }));
