import { afterAll, beforeAll, expect, test } from 'vitest';
import { startShop, type TestServer, withFreshShop } from '../helpers';
import { bearer, tokenFor } from './accounts-helpers';
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

const VALID = {
  fullName: 'Jim',
  mobileNum: '9800000000',
  zipCode: 'NX 101',
  streetAddress: 'Bakers Street',
  city: 'NYC',
  state: 'NY',
  country: 'USA',
};

test('GET /api/Addresss lists only the caller’s own addresses, as seeded', async () => {
  const r = await jim('/api/Addresss');
  expect(r.status).toBe(200);
  expect(r.body.status).toBe('success');
  expect(r.body.data.map((a: { fullName: string; city: string }) => [a.fullName, a.city])).toEqual([
    ['Jim', 'Deck 5'],
    ['Sam', 'Deneva'],
  ]);
  expect(new Set(r.body.data.map((a: { UserId: number }) => a.UserId)).size).toBe(1);
  expect(Object.keys(r.body.data[0]).sort()).toEqual([
    'UserId',
    'city',
    'country',
    'createdAt',
    'fullName',
    'id',
    'mobileNum',
    'state',
    'streetAddress',
    'updatedAt',
    'zipCode',
  ]);
});

test('every address call needs a login: 401 with upstream’s JSON answer', async () => {
  const anon = anonymous(s);
  for (const [path, method] of [
    ['/api/Addresss', 'GET'],
    ['/api/Addresss', 'POST'],
    ['/api/Addresss/1', 'GET'],
    ['/api/Addresss/1', 'PUT'],
    ['/api/Addresss/1', 'DELETE'],
  ] as const) {
    const r = await anon(path, method, method === 'GET' || method === 'DELETE' ? undefined : VALID);
    expect(r.status, `${method} ${path}`).toBe(401);
    expect(r.body.status).toBe('error');
  }
});

test('POST /api/Addresss stores a new address for the caller (mobile number as a string too) and answers 201', () =>
  withFreshShop(async (t) => {
    const jim = await callerFor(t, ...JIM);
    const r = await jim('/api/Addresss', 'POST', { ...VALID, UserId: 1 });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ fullName: 'Jim', mobileNum: 9800000000, zipCode: 'NX 101', city: 'NYC', country: 'USA' });
    const list = await jim('/api/Addresss');
    expect(list.body.data.map((a: { id: number }) => a.id)).toContain(r.body.data.id);
    // the UserId in the body is ignored: the address is Jim's, not the admin's
    const admin = await callerFor(t, 'admin@juice-sh.op', 'admin123');
    expect((await admin('/api/Addresss')).body.data.map((a: { id: number }) => a.id)).not.toContain(r.body.data.id);
  }));

test('POST /api/Addresss refuses what the model refuses: 400 naming the field, nothing stored', async () => {
  const before = (await jim('/api/Addresss')).body.data.length;
  const cases: Array<[Record<string, unknown>, RegExp]> = [
    [{ ...VALID, zipCode: 'NX 10111111' }, /zipCode/],
    [{ ...VALID, mobileNum: '10000000000' }, /mobileNum/],
    [{ ...VALID, mobileNum: 999999 }, /mobileNum/],
    [{ ...VALID, streetAddress: 'x'.repeat(161) }, /streetAddress/],
    [{ ...VALID, city: '' }, /city/],
    [{ ...VALID, country: undefined }, /country/],
  ];
  for (const [body, field] of cases) {
    const r = await jim('/api/Addresss', 'POST', body);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(field);
  }
  const malformed = await s.json('/api/Addresss', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(await tokenFor(s, ...JIM)) },
    body: '{"fullName":',
  });
  expect(malformed.status).toBe(400);
  expect((await jim('/api/Addresss')).body.data.length).toBe(before);
});

test('GET, PUT and DELETE /api/Addresss/{id} work on the caller’s own address', async () => {
  const id = (await jim('/api/Addresss', 'POST', VALID)).body.data.id;
  expect((await jim(`/api/Addresss/${id}`)).body).toMatchObject({
    status: 'success',
    data: { id, fullName: 'Jim', streetAddress: 'Bakers Street' },
  });

  const renamed = await jim(`/api/Addresss/${id}`, 'PUT', { fullName: 'Jimy' });
  expect(renamed.status).toBe(200);
  expect(renamed.body.data).toMatchObject({ id, fullName: 'Jimy', city: 'NYC', zipCode: 'NX 101' });
  expect((await jim(`/api/Addresss/${id}`, 'PUT', { mobileNum: '10000000000' })).status).toBe(400);
  expect((await jim(`/api/Addresss/${id}`, 'PUT', { zipCode: 'NX 10111111' })).status).toBe(400);
  expect((await jim(`/api/Addresss/${id}`)).body.data).toMatchObject({ fullName: 'Jimy', zipCode: 'NX 101', mobileNum: 9800000000 });

  expect(await jim(`/api/Addresss/${id}`, 'DELETE')).toEqual({
    status: 200,
    body: { status: 'success', data: 'Address deleted successfully.' },
  });
  expect((await jim(`/api/Addresss/${id}`)).status).toBe(400);
});

test('another user’s address can be neither read, changed nor deleted: upstream’s refusals, the address untouched', async () => {
  const benders = (await bender('/api/Addresss')).body.data[0];
  expect(await jim(`/api/Addresss/${benders.id}`)).toEqual({
    status: 400,
    body: { status: 'error', data: 'Malicious activity detected.' },
  });
  expect(await jim(`/api/Addresss/${benders.id}`, 'PUT', { fullName: 'Jim' })).toEqual({
    status: 404,
    body: { message: 'Not Found', errors: [] },
  });
  expect(await jim(`/api/Addresss/${benders.id}`, 'DELETE')).toEqual({
    status: 400,
    body: { status: 'error', data: 'Malicious activity detected.' },
  });
  expect((await bender(`/api/Addresss/${benders.id}`)).body.data).toEqual(benders);
  expect((await jim('/api/Addresss/abc')).status).toBe(400);
  expect((await jim('/api/Addresss/999999', 'DELETE')).status).toBe(400);
  // refusals are answers, not errors: none of them hands out Error Handling
  expect(await s.shop.challenges.isSolved('errorHandlingChallenge')).toBe(false);
});
