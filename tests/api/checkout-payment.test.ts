import { afterAll, beforeAll, expect, test } from 'vitest';
import { startShop, type TestServer, withFreshShop } from '../helpers';
import { anonymous, BENDER, callerFor, JIM, type Caller } from './checkout-helpers';

let s: TestServer;
let jim: Caller;
let bender: Caller;
beforeAll(async () => {
  s = await startShop();
  jim = await callerFor(s, ...JIM);
  bender = await callerFor(s, ...BENDER);
});
afterAll(async () => s.close());

const CARD = { fullName: 'Jim', cardNum: 1234567887654321, expMonth: 1, expYear: 2085 };
const firstCardOf = async (caller: Caller) => (await caller('/api/Cards')).body.data[0] as { id: number; cardNum: string };

test('GET /api/Cards lists the caller’s own cards with all but the last four digits masked', async () => {
  const r = await jim('/api/Cards');
  expect(r.status).toBe(200);
  expect(r.body).toEqual({
    status: 'success',
    data: [
      { UserId: expect.any(Number), id: expect.any(Number), fullName: 'Jim', cardNum: '************8705', expMonth: 11, expYear: 2099 },
    ],
  });
});

test('every card call needs a login, and no card can ever be changed', async () => {
  const anon = anonymous(s);
  for (const [path, method] of [
    ['/api/Cards', 'GET'],
    ['/api/Cards', 'POST'],
    ['/api/Cards/1', 'GET'],
    ['/api/Cards/1', 'PUT'],
    ['/api/Cards/1', 'DELETE'],
  ] as const) {
    expect((await anon(path, method, method === 'POST' || method === 'PUT' ? CARD : undefined)).status, `${method} ${path}`).toBe(401);
  }
  const own = await firstCardOf(jim);
  expect((await jim(`/api/Cards/${own.id}`, 'PUT', { fullName: 'Jimy' })).status).toBe(401);
  expect((await jim(`/api/Cards/${own.id}`)).body.data.fullName).toBe('Jim');
});

test('POST /api/Cards stores a card (201, its number whole for its owner); GET by id shows it masked', async () => {
  const r = await jim('/api/Cards', 'POST', { ...CARD, expMonth: '1', expYear: '2085' });
  expect(r.status).toBe(201);
  expect(r.body.data).toMatchObject({ fullName: 'Jim', cardNum: 1234567887654321, expMonth: 1, expYear: 2085 });
  const byId = await jim(`/api/Cards/${r.body.data.id}`);
  expect(byId.body).toEqual({
    status: 'success',
    data: { UserId: r.body.data.UserId, id: r.body.data.id, fullName: 'Jim', cardNum: '************4321', expMonth: 1, expYear: 2085 },
  });
  expect(await jim(`/api/Cards/${r.body.data.id}`, 'DELETE')).toEqual({
    status: 200,
    body: { status: 'success', data: 'Card deleted successfully.' },
  });
  expect((await jim('/api/Cards')).body.data.map((c: { id: number }) => c.id)).not.toContain(r.body.data.id);
});

test('POST /api/Cards refuses numbers that are not 16 digits and expiry outside the model’s ranges', async () => {
  const before = (await jim('/api/Cards')).body.data.length;
  const cases: Array<[Record<string, unknown>, RegExp]> = [
    [{ ...CARD, cardNum: 12345678876543210 }, /cardNum/],
    [{ ...CARD, cardNum: 123456788765432 }, /cardNum/],
    [{ ...CARD, expMonth: 13 }, /expMonth/],
    [{ ...CARD, expMonth: 0 }, /expMonth/],
    [{ ...CARD, expYear: 2015 }, /expYear/],
    [{ ...CARD, expYear: 2100 }, /expYear/],
    [{ ...CARD, fullName: '' }, /fullName/],
  ];
  for (const [body, field] of cases) {
    const r = await jim('/api/Cards', 'POST', body);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(field);
  }
  expect((await jim('/api/Cards')).body.data.length).toBe(before);
});

test('another user’s card can be neither read nor deleted', async () => {
  const benders = await firstCardOf(bender);
  expect(await jim(`/api/Cards/${benders.id}`)).toEqual({ status: 400, body: { status: 'error', data: 'Malicious activity detected' } });
  expect(await jim(`/api/Cards/${benders.id}`, 'DELETE')).toEqual({
    status: 400,
    body: { status: 'error', data: 'Malicious activity detected.' },
  });
  expect((await firstCardOf(bender)).id).toBe(benders.id);
});

test('GET /api/Deliverys lists the seeded methods at normal prices; a deluxe member sees deluxe prices', async () => {
  const methods = (await anonymous(s)('/api/Deliverys')).body;
  expect(methods).toEqual({
    status: 'success',
    data: [
      { id: 1, name: 'One Day Delivery', price: 0.99, eta: 1, icon: 'fas fa-rocket' },
      { id: 2, name: 'Fast Delivery', price: 0.5, eta: 3, icon: 'fas fa-shipping-fast' },
      { id: 3, name: 'Standard Delivery', price: 0, eta: 5, icon: 'fas fa-truck' },
    ],
  });
  expect((await jim('/api/Deliverys')).body).toEqual(methods);
  const deluxe = await callerFor(s, 'bjoern@owasp.org', 'kitten lesser pooch karate buffoon indoors');
  expect((await deluxe('/api/Deliverys')).body.data.map((d: { price: number }) => d.price)).toEqual([0.5, 0, 0]);
  expect((await deluxe('/api/Deliverys/1')).body).toEqual({
    status: 'success',
    data: { id: 1, name: 'One Day Delivery', price: 0.5, eta: 1, icon: 'fas fa-rocket' },
  });
  expect((await jim('/api/Deliverys/1')).body.data.price).toBe(0.99);
  expect(await jim('/api/Deliverys/99')).toEqual({ status: 400, body: { status: 'error' } });
});

test('GET /rest/wallet/balance answers the caller’s balance; it needs a login', async () => {
  expect(await jim('/rest/wallet/balance')).toEqual({ status: 200, body: { status: 'success', data: 100 } });
  expect((await anonymous(s)('/rest/wallet/balance')).status).toBe(401);
  expect((await anonymous(s)('/rest/wallet/balance', 'PUT', { balance: 10 })).status).toBe(401);
});

test('PUT /rest/wallet/balance tops up from one of the caller’s own cards only', async () => {
  const uvogin = await callerFor(s, 'uvogin@juice-sh.op', 'muda-muda > ora-ora');
  const own = (await uvogin('/api/Cards', 'POST', { fullName: 'Uvogin', cardNum: 4111111111111111, expMonth: 5, expYear: 2090 })).body.data
    .id;
  const start = (await uvogin('/rest/wallet/balance')).body.data;
  // upstream answers the amount charged; the balance is GET's
  expect(await uvogin('/rest/wallet/balance', 'PUT', { balance: 10, paymentId: own })).toEqual({
    status: 200,
    body: { status: 'success', data: 10 },
  });
  expect((await uvogin('/rest/wallet/balance')).body.data).toBe(start + 10);

  const benders = await firstCardOf(bender);
  const refused = { status: 402, body: { status: 'error', message: 'Payment not accepted.' } };
  expect(await uvogin('/rest/wallet/balance', 'PUT', { balance: 10, paymentId: benders.id })).toEqual(refused);
  expect(await uvogin('/rest/wallet/balance', 'PUT', { balance: 10 })).toEqual(refused);
  // amounts outside the top-up limits are refused, with the own card too
  for (const balance of [-500, 5, 1001, '50'])
    expect((await uvogin('/rest/wallet/balance', 'PUT', { balance, paymentId: own })).status).toBe(400);
  expect((await uvogin('/rest/wallet/balance')).body.data).toBe(start + 10);
  // refusals are answers, not errors: none of them hands out Error Handling
  expect(await s.shop.challenges.isSolved('errorHandlingChallenge')).toBe(false);
});

test("upstream's wallet test: demo (200 in the wallet) charges 10 from card 2, its own, and has 210; card 1 and no card are 402", () =>
  withFreshShop(async (t) => {
    const demo = await callerFor(t, 'demo', 'demo');
    expect(await demo('/rest/wallet/balance')).toEqual({ status: 200, body: { status: 'success', data: 200 } });
    expect((await demo('/api/Cards')).body.data.map((c: { id: number }) => c.id)).toEqual([2]);
    expect(await demo('/rest/wallet/balance', 'PUT', { balance: 10, paymentId: 2 })).toEqual({
      status: 200,
      body: { status: 'success', data: 10 },
    });
    expect((await demo('/rest/wallet/balance')).body.data).toBe(210);
    const refused = { status: 402, body: { status: 'error', message: 'Payment not accepted.' } };
    expect(await demo('/rest/wallet/balance', 'PUT', { balance: 10, paymentId: 1 })).toEqual(refused);
    expect(await demo('/rest/wallet/balance', 'PUT', { balance: 10 })).toEqual(refused);
    expect((await demo('/rest/wallet/balance')).body.data).toBe(210);
  }));
