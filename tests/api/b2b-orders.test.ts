import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { orderLinesLoad } from '../../src/server/sandbox/order-lines';
import { eventually, healthAnswersDuring, startShop, type TestServer } from '../helpers';
import { bearer, post, tokenFor } from './accounts-helpers';

/** POST /b2b/v2/orders: order lines evaluated in a bounded sandbox (Blocked RCE DoS, Successful RCE DoS). */

const ENDLESS_LOOP = '(function dos() { while(true); })()';
const CATASTROPHIC_REGEX = "/((a+)+)b/.test('aaaaaaaaaaaaaaaaaaaaaaaaaaaaa')";
const HONEST_LINES = JSON.stringify([
  { productId: 12, quantity: 10000, customerReference: ['PO0000001.2', 'SM20180105|042'], couponCode: 'pes[Bh.u*t' },
]);
const UNAVAILABLE = 'Sorry, we are temporarily not available! Please try again later.';

// the tests solve the RCE challenges or assert that they stay unsolved, so each test gets a shop of its own
let s: TestServer;
let jim: string;
beforeEach(async () => {
  s = await startShop();
  jim = await tokenFor(s, 'jim@juice-sh.op', 'ncc-1701');
});
afterEach(() => s.close());

const solved = (key: string) => s.shop.challenges.isSolved(key);
/** An order as the B2B API's JSON clients send it, the error handler asked for JSON. */
const order = (server: TestServer, body: unknown, token = jim) =>
  server.json('/b2b/v2/orders', post(body, { ...bearer(token), accept: 'application/json' }));

describe('honest B2B orders', () => {
  test('order lines are accepted: the customer id comes back with an order number and a payment date two weeks ahead; nothing is solved', async () => {
    const before = Date.now();
    const r = await order(s, { cid: 'JS0815DE', orderLinesData: HONEST_LINES });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ cid: 'JS0815DE', orderNo: expect.stringMatching(/^[0-9a-f]{32}$/), paymentDue: expect.any(String) });
    const due = Date.parse(r.body.paymentDue) - before;
    expect(due).toBeGreaterThanOrEqual(14 * 24 * 3600 * 1000 - 1000);
    expect(due).toBeLessThan(14 * 24 * 3600 * 1000 + 60_000);
    expect(solved('rceChallenge')).toBe(false);
    expect(solved('rceOccupyChallenge')).toBe(false);
  });

  test('any JSON object is an order, without order lines too', async () => {
    const r = await order(s, { foo: 'bar', test: 42 });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ orderNo: expect.any(String), paymentDue: expect.any(String) });
  });

  test('a loop of honest length runs to its end', async () => {
    const r = await order(s, { cid: 'c1', orderLinesData: 'let total = 0; for (let i = 0; i < 1000; i++) total += i; total' });
    expect(r.status).toBe(200);
    expect(solved('rceChallenge')).toBe(false);
  });

  test('without a token there is no B2B API', async () => {
    expect((await s.json('/b2b/v2/orders', post({ cid: 'x' }))).status).toBe(401);
    expect((await s.json('/b2b/v2/orders', post({ cid: 'x' }, bearer('not-a-token')))).status).toBe(401);
  });

  test('bad input gets a clear 4xx', async () => {
    const wrongType = await order(s, { cid: 'x', orderLinesData: [{ productId: 1 }] });
    expect(wrongType).toEqual({ status: 400, body: { status: 'error', message: 'orderLinesData must be a string' } });
    expect((await order(s, '{"cid": ')).status).toBe(400);
    const huge = await order(s, { cid: 'x', orderLinesData: `"${'a'.repeat(120_000)}"` });
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toBe('request entity too large');
  });

  test("order lines that are no valid code fail with the parser's message (500, as upstream)", async () => {
    const r = await order(s, { orderLinesData: '[{ productId: 12,' });
    expect(r.status).toBe(500);
    expect(r.body.error.message).toMatch(/^Unexpected token/);
    expect(solved('rceChallenge')).toBe(false);
  });
});

describe('the sandbox holds', () => {
  test('the classic breakout finds no process (500)', async () => {
    const r = await order(s, { orderLinesData: 'this.constructor.constructor("return process")().exit()' });
    expect(r.status).toBe(500);
    expect(r.body.error.message).toBe('Code generation from strings disallowed for this context');
  });

  test('nothing of Node is in reach, and eval would bypass the loop guard, so it is off', async () => {
    const r = await order(s, {
      orderLinesData:
        'if (typeof process + typeof require + typeof globalThis.ArrayBuffer !== "undefinedundefinedundefined") throw new Error("reached")',
    });
    expect(r.status).toBe(200);
    expect((await order(s, { orderLinesData: 'eval("while(true);")' })).body.error.message).toBe(
      'Code generation from strings disallowed for this context',
    );
  });

  test('the loop guard cannot be shadowed or side-stepped with with', async () => {
    const r = await order(s, { orderLinesData: 'with ({}) { while (true); }' });
    expect(r.status).toBe(500);
    // the lines run strict, where with is a syntax error
    expect(r.body.error.message).toBe("'with' in strict mode (1:0)");
  });

  test("an allocation beyond the sandbox's heap ends the sandbox, not the shop (503, solves nothing)", async () => {
    const r = await order(s, {
      orderLinesData: 'const all = []; for (let i = 0; i < 900000; i++) all.push("line " + i + "x".repeat(100)); all.length',
    });
    expect(r.status).toBe(503);
    expect(r.body.error.message).toBe(UNAVAILABLE);
    expect(solved('rceOccupyChallenge')).toBe(false);
    expect((await order(s, { cid: 'after', orderLinesData: HONEST_LINES })).status).toBe(200);
  });
});

describe('RCE DoS', () => {
  test("Blocked RCE DoS: an endless loop hits the iteration cap with exactly upstream's error (500)", async () => {
    const r = await order(s, { orderLinesData: ENDLESS_LOOP });
    expect(r.status).toBe(500);
    expect(r.body.error.message).toBe('Infinite loop detected - reached max iterations');
    expect(solved('rceChallenge')).toBe(true);
    expect(solved('rceOccupyChallenge')).toBe(false);
  });

  test('Successful RCE DoS: a catastrophic regular expression runs into the 2 s limit (503); the shop answers meanwhile', async () => {
    const attack = order(s, { orderLinesData: CATASTROPHIC_REGEX });
    await healthAnswersDuring(s, attack);
    const r = await attack;
    expect(r.status).toBe(503);
    expect(r.body.error.message).toBe(UNAVAILABLE);
    expect(solved('rceOccupyChallenge')).toBe(true);
  });

  test('evaluations share a small pool of sandbox children: when it and its queue are full, the next order is told the shop is busy (503), and it serves orders again afterwards', async () => {
    const { maxChildren, maxWaiting } = orderLinesLoad();
    const attacks = Array.from({ length: maxChildren + maxWaiting }, () => order(s, { orderLinesData: CATASTROPHIC_REGEX }));
    await eventually(() => orderLinesLoad().waiting === maxWaiting, 5000);
    expect(orderLinesLoad().children).toBe(maxChildren);
    const turnedAway = await order(s, { cid: 'busy', orderLinesData: HONEST_LINES });
    expect(turnedAway.status).toBe(503);
    expect(turnedAway.body.error.message).toBe(UNAVAILABLE);
    const answers = await Promise.all(attacks);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 503));
    expect((await order(s, { cid: 'after', orderLinesData: HONEST_LINES })).body.cid).toBe('after');
  });

  test("an error's message comes back cut to a readable length", async () => {
    const r = await order(s, { orderLinesData: 'throw new Error("x".repeat(100000))' });
    expect(r.status).toBe(500);
    expect(r.body.error.message).toBe('x'.repeat(4096));
  });
});

describe('safety mode (in containers)', () => {
  test('the order lines are not evaluated: the attacks get an ordinary order and solve nothing', async () => {
    const safe = await startShop({ configOverrides: { challenges: { safetyMode: 'enabled' } } });
    try {
      const token = await tokenFor(safe, 'jim@juice-sh.op', 'ncc-1701');
      for (const attack of [ENDLESS_LOOP, CATASTROPHIC_REGEX]) {
        const r = await order(safe, { cid: 'safe', orderLinesData: attack }, token);
        expect(r.status).toBe(200);
        expect(r.body.cid).toBe('safe');
      }
      expect(safe.shop.challenges.isSolved('rceChallenge')).toBe(false);
      expect(safe.shop.challenges.isSolved('rceOccupyChallenge')).toBe(false);
    } finally {
      await safe.close();
    }
  });
});
