import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { startShop, UPSTREAM_CONTINUE_CODES, type TestServer } from '../helpers';
import { bearer } from './accounts-helpers';
import { solveByAttack, solvedKeys } from './game-actions';
import { loginFor } from './orders-helpers';

/**
 * The build and ops challenges of the Modern Stack set (Public Build Secret, Server Source Maps),
 * the switch for the whole set, and continue codes across the ids after upstream's 113.
 * Finding the secret in the browser's bundle and the map in a production build are e2e
 * (modern-stack.test.ts): here the server's side of both.
 */

type ChallengeJson = {
  id: number;
  key: string;
  name: string;
  tags: string | null;
  solved: boolean;
  codingChallengeStatus: number;
  disabledEnv: string | null;
};
const MODERN = ['publicEnvSecretChallenge', 'serverSourceMapChallenge'] as const;
const { hacking, findIt, fixIt } = UPSTREAM_CONTINUE_CODES;

/** The webhook secret as the build setting in .env holds it, the value the browser's bundle carries. */
const leakedSecret = readFileSync('.env', 'utf8')
  .match(/^WAKU_PUBLIC_PAYMENT_WEBHOOK_SECRET=(.+)$/m)![1]!
  .trim();

const rows = async (s: TestServer) => (await s.json('/api/Challenges')).body.data as ChallengeJson[];
const idOf = async (s: TestServer, key: string) => (await rows(s)).find((c) => c.key === key)!.id;
const put = (s: TestServer, path: string) => s.json(path, { method: 'PUT' });

const notify = (s: TestServer, body: string, signature?: string) =>
  s.json('/rest/payment/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-payment-signature': signature } : {}) },
    body,
  });

/**
 * A notification's signature as the provider documents it (and as the shop's refusal repeats): the
 * hex HMAC-SHA256 of the raw body, keyed with the webhook secret. Computed here, not by the shop.
 */
const signNotification = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('hex');

/** A notification of a payment of the customer's own order, as the provider would send it: the order id and total from the order history. */
async function paymentOf(t: TestServer, email = 'demo', password = 'demo') {
  const { token } = await loginFor(t, email, password);
  const history = await t.json('/rest/order-history', { headers: bearer(token) });
  expect(history.status).toBe(200);
  const order = (history.body.data as Array<{ orderId: string; totalPrice: number }>)[0]!;
  return {
    order,
    body: JSON.stringify({ type: 'payment.succeeded', data: { orderId: order.orderId, amount: order.totalPrice, currency: 'USD' } }),
  };
}
const PAYMENT = JSON.stringify({ type: 'payment.succeeded', data: { orderId: '5267-0000000000000000', amount: 1000, currency: 'USD' } });

let s: TestServer;
let fresh: TestServer[] = [];
beforeAll(async () => {
  s = await startShop();
});
afterAll(async () => s.close());
afterEach(async () => {
  await Promise.all(fresh.map((x) => x.close()));
  fresh = [];
});
const newShop = async (configOverrides?: Record<string, unknown>) => {
  const shop = await startShop(configOverrides ? { configOverrides } : {});
  fresh.push(shop);
  return shop;
};

test("the two challenges are listed with the Modern Stack tag after upstream's 113, with hints", async () => {
  const all = await rows(s);
  const mine = all.filter((c) => (MODERN as readonly string[]).includes(c.key));
  expect(mine.map((c) => c.tags)).toEqual(['Modern Stack', 'Modern Stack']);
  expect(mine.every((c) => c.id > 113)).toBe(true);
  // upstream's ids keep their keys
  expect(all.find((c) => c.id === 75)!.key).toBe('scoreBoardChallenge');
  const hints = (await s.json('/api/Hints')).body.data as Array<{ ChallengeId: number }>;
  for (const c of mine) expect(hints.filter((h) => h.ChallengeId === c.id).length).toBeGreaterThanOrEqual(2);
});

test('Public Build Secret: unsigned or wrongly signed notifications are refused and solve nothing', async () => {
  const t = await newShop();
  const unsigned = await notify(t, PAYMENT);
  expect(unsigned.status).toBe(401);
  // the refusal says how a notification is signed, as the provider's documentation would
  expect(unsigned.body.error).toMatch(/X-Payment-Signature.*hex HMAC-SHA256 of the request body, keyed with the webhook secret/);
  expect((await notify(t, PAYMENT, signNotification(PAYMENT, 'jp_whsec_guessed'))).status).toBe(401);
  // a signature of another body does not carry over
  expect((await notify(t, PAYMENT, signNotification('{"type":"other"}', leakedSecret))).status).toBe(401);
  expect(t.shop.challenges.isSolved('publicEnvSecretChallenge')).toBe(false);
});

test('Public Build Secret: a forged payment notification of an order, signed with the leaked webhook secret, is accepted and solves it', async () => {
  const t = await newShop();
  const { order, body } = await paymentOf(t);
  const r = await notify(t, body, signNotification(body, leakedSecret));
  expect(r.status).toBe(200);
  expect(r.body).toEqual({ received: true, type: 'payment.succeeded', orderId: order.orderId });
  expect(await solvedKeys(t)).toEqual(['publicEnvSecretChallenge']);
});

test('Public Build Secret: signed JSON that is no payment notification is refused as a bad event (400, saying what one holds) and solves nothing', async () => {
  const t = await newShop();
  const { order } = await paymentOf(t);
  const payment = (data: Record<string, unknown>, type = 'payment.succeeded') => JSON.stringify({ type, data });
  for (const body of [
    'not json',
    '[]',
    '{}',
    '{"hello":"world"}',
    '{"data":{}}',
    '{"type":42}',
    payment({ orderId: order.orderId, amount: order.totalPrice }, 'customer.created'),
    payment({ amount: order.totalPrice }),
    payment({ orderId: { $ne: null }, amount: order.totalPrice }),
    payment({ orderId: '5267-0000000000000000', amount: order.totalPrice }),
    payment({ orderId: order.orderId }),
    payment({ orderId: order.orderId, amount: order.totalPrice + 1 }),
    payment({ orderId: order.orderId, amount: String(order.totalPrice) }),
  ]) {
    const r = await notify(t, body, signNotification(body, leakedSecret));
    expect(r.status, body).toBe(400);
    expect(r.body.error, body).toContain('A payment notification is {"type":"payment.succeeded","data":{"orderId":');
  }
  expect(t.shop.challenges.isSolved('publicEnvSecretChallenge')).toBe(false);
});

test('Server Source Maps: run from source there are no server maps, and no address under /assets/server/ solves it', async () => {
  const t = await newShop();
  for (const path of [
    '/assets/server/server-entry-IdQQYTiX.js.map',
    '/assets/server/payment-webhook.ts',
    '/assets/server/..%2F..%2Fpackage.json',
    '/assets/server/..%2Fsource-maps.ts.map',
  ]) {
    const r = await t.get(path);
    await r.arrayBuffer();
    expect(r.status).toBe(404);
  }
  expect(t.shop.challenges.isSolved('serverSourceMapChallenge')).toBe(false);
});

test('an honest customer browsing the shop solves neither', async () => {
  const t = await newShop();
  for (const path of ['/api/Products', '/rest/products/search?q=apple', '/api/Challenges', '/rest/admin/application-configuration'])
    await (await t.get(path)).arrayBuffer();
  expect((await rows(t)).filter((c) => (MODERN as readonly string[]).includes(c.key) && c.solved)).toEqual([]);
});

test('challenges.showModernStack off: the Modern Stack challenges are not listed, have no hints, and their attacks solve nothing', async () => {
  const on = await rows(s);
  const t = await newShop({ challenges: { safetyMode: 'disabled', showModernStack: false } });
  const off = await rows(t);
  expect(off.some((c) => c.tags?.split(',').includes('Modern Stack'))).toBe(false);
  // everything else is there, under the same ids
  const expected = on.filter((c) => !c.tags?.split(',').includes('Modern Stack')).map((c) => [c.id, c.key]);
  expect(off.map((c) => [c.id, c.key])).toEqual(expected);
  expect(off.length).toBeGreaterThanOrEqual(113);
  const hintIds = new Set(((await t.json('/api/Hints')).body.data as Array<{ ChallengeId: number }>).map((h) => h.ChallengeId));
  expect(on.filter((c) => c.tags?.includes('Modern Stack')).some((c) => hintIds.has(c.id))).toBe(false);
  // the content graph (score board) reads the same list
  const graph = await t.json('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ challenges { key } }' }),
  });
  expect(graph.status).toBe(200);
  expect(JSON.stringify(graph.body)).not.toMatch(/publicEnvSecretChallenge|serverSourceMapChallenge/);

  const { body } = await paymentOf(t);
  expect((await notify(t, body, signNotification(body, leakedSecret))).status).toBe(200);
  expect(t.shop.challenges.isSolved('publicEnvSecretChallenge')).toBe(false);
  expect(await solvedKeys(t)).toEqual([]);
});

test('continue codes: a code holding Modern Stack ids round-trips, hacking, find-it and fix-it alike', async () => {
  const a = await newShop();
  await solveByAttack(a, 'scoreBoardChallenge');
  const { body } = await paymentOf(a);
  await notify(a, body, signNotification(body, leakedSecret));
  const [secretId, mapsId] = [await idOf(a, MODERN[0]), await idOf(a, MODERN[1])];
  const code = (await a.json('/rest/continue-code')).body.continueCode as string;
  // upstream's scheme, decoded independently: the new id sits beside upstream's
  expect(hacking.decode(code).map(Number)).toEqual([75, secretId]);

  const b = await newShop();
  expect((await put(b, `/rest/continue-code/apply/${code}`)).status).toBe(200);
  expect(await solvedKeys(b)).toEqual(['publicEnvSecretChallenge', 'scoreBoardChallenge']);
  expect((await b.json('/rest/continue-code')).body.continueCode).toBe(code);

  expect((await put(b, `/rest/continue-code-findIt/apply/${findIt.encode([20, secretId, mapsId])}`)).status).toBe(200);
  expect((await put(b, `/rest/continue-code-fixIt/apply/${fixIt.encode([mapsId])}`)).status).toBe(200);
  const status = Object.fromEntries((await rows(b)).map((c) => [c.id, c.codingChallengeStatus]));
  expect([status[20], status[secretId], status[mapsId]]).toEqual([1, 1, 2]);
  // a fix implies its lines were found: the find-it code holds it too
  expect(findIt.decode((await b.json('/rest/continue-code-findIt')).body.continueCode).map(Number)).toEqual([20, secretId, mapsId]);
  expect(fixIt.decode((await b.json('/rest/continue-code-fixIt')).body.continueCode).map(Number)).toEqual([mapsId]);
});

test('continue codes: an upstream code over all its ids 1 to 113 restores exactly those here', async () => {
  const t = await newShop();
  const upstreamIds = Array.from({ length: 113 }, (_, i) => i + 1);
  expect((await put(t, `/rest/continue-code/apply/${hacking.encode(upstreamIds)}`)).status).toBe(200);
  const after = await rows(t);
  // every one this shop can offer (the LLM's wait for a model), none of the new ones
  const available = after.filter((c) => c.id <= 113 && c.disabledEnv === null).map((c) => c.id);
  expect(available.length).toBeGreaterThan(100);
  expect(after.filter((c) => c.solved).map((c) => c.id)).toEqual(available);
  expect((await t.json('/rest/continue-code')).body.continueCode).toBe(hacking.encode(available));
});

test('continue codes: with the Modern Stack switched off, their ids in a code are skipped and the rest restores', async () => {
  const t = await newShop({ challenges: { safetyMode: 'disabled', showModernStack: false } });
  const secretId = await idOf(s, MODERN[0]);
  expect((await put(t, `/rest/continue-code/apply/${hacking.encode([75, secretId])}`)).status).toBe(200);
  expect(await solvedKeys(t)).toEqual(['scoreBoardChallenge']);
  expect(hacking.decode((await t.json('/rest/continue-code')).body.continueCode).map(Number)).toEqual([75]);
});
