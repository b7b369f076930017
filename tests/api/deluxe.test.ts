import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startShop, type TestServer, withFreshShop } from '../helpers';
import { bearer, decode, post, tokenFor } from './accounts-helpers';

/** Deluxe membership: GET and POST /rest/deluxe-membership with upstream's answers, and Deluxe Fraud. */

let s: TestServer;
beforeAll(async () => {
  s = await startShop();
});
afterAll(async () => s.close());

const status = (token?: string) => s.json('/rest/deluxe-membership', { headers: token ? bearer(token) : {} });
const upgrade = (token: string, body: unknown) => s.json('/rest/deluxe-membership', post(body, bearer(token)));
/** Wallet balances are read straight from the database: the wallet API is another screen's. */
const balanceOf = (userId: number) =>
  (s.shop.db.prepare('SELECT balance FROM Wallets WHERE UserId = ?').get(userId) as { balance: number }).balance;
const cardOf = (userId: number) =>
  (s.shop.db.prepare('SELECT id FROM Cards WHERE UserId = ? ORDER BY id LIMIT 1').get(userId) as { id: number }).id;
/** Upstream's deluxe token, computed here on its own: HMAC-SHA256 of email + "deluxe" under the JWT private key text. */
const expectedDeluxeToken = (email: string) =>
  createHmac('sha256', readFileSync(path.join(s.shop.privateDir, 'keys', 'jwt.key'), 'utf8'))
    .update(`${email}deluxe`)
    .digest('hex');

describe('GET /rest/deluxe-membership', () => {
  test('a customer is quoted the membership cost of 49', async () => {
    const r = await status(await tokenFor(s, 'jim@juice-sh.op', 'ncc-1701'));
    expect(r).toEqual({ status: 200, body: { status: 'success', data: { membershipCost: 49 } } });
  });

  test('a deluxe member is told so; admins and visitors without a login are not eligible', async () => {
    expect(await status(await tokenFor(s, 'ethereum@juice-sh.op', 'private'))).toEqual({
      status: 400,
      body: { status: 'error', error: 'You are already a deluxe member!' },
    });
    expect(await status(await tokenFor(s, 'admin@juice-sh.op', 'admin123'))).toEqual({
      status: 400,
      body: { status: 'error', error: 'You are not eligible for deluxe membership!' },
    });
    expect(await status()).toEqual({ status: 400, body: { status: 'error', error: 'You are not eligible for deluxe membership!' } });
    expect(await status('not.a.token')).toEqual({
      status: 400,
      body: { status: 'error', error: 'You are not eligible for deluxe membership!' },
    });
  });
});

describe('POST /rest/deluxe-membership, paid honestly', () => {
  test('wallet: 49 are charged, the role becomes deluxe and a new token says so', async () => {
    const token = await tokenFor(s, 'morty@juice-sh.op', 'focusOnScienceMorty!focusOnScience');
    const r = await upgrade(token, { paymentMode: 'wallet' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'success', data: { confirmation: 'Congratulations! You are now a deluxe member!' } });
    const fresh = r.body.data.token as string;
    expect(fresh).not.toBe(token);
    const payload = decode(fresh);
    expect(payload.data).toMatchObject({
      id: 7,
      email: 'morty@juice-sh.op',
      role: 'deluxe',
      deluxeToken: expectedDeluxeToken('morty@juice-sh.op'),
    });
    expect(payload.exp - payload.iat).toBe(6 * 3600);
    expect(balanceOf(7)).toBe(51);
    // the new token is a working login, and the shop now sees a deluxe member
    expect(await status(fresh)).toEqual({ status: 400, body: { status: 'error', error: 'You are already a deluxe member!' } });
    expect((await s.json('/rest/user/whoami', { headers: bearer(fresh) })).body.user).toMatchObject({ id: 7, email: 'morty@juice-sh.op' });
    // a member cannot buy it twice, nor be charged again
    expect(await upgrade(fresh, { paymentMode: 'wallet' })).toEqual({
      status: 400,
      body: { status: 'error', error: 'Something went wrong. Please try again!' },
    });
    expect(balanceOf(7)).toBe(51);
  });

  test("card: a valid card of the customer's own pays for it", async () => {
    const token = await tokenFor(s, 'bender@juice-sh.op', 'OhG0dPlease1nsertLiquor!');
    const r = await upgrade(token, { paymentMode: 'card', paymentId: cardOf(3) });
    expect(r.status).toBe(200);
    expect(decode(r.body.data.token).data).toMatchObject({ id: 3, role: 'deluxe' });
  });

  test('neither honest payment solves Deluxe Fraud', () =>
    withFreshShop(async (t) => {
      const morty = await tokenFor(t, 'morty@juice-sh.op', 'focusOnScienceMorty!focusOnScience');
      const byWallet = await t.json('/rest/deluxe-membership', post({ paymentMode: 'wallet' }, bearer(morty)));
      expect(decode(byWallet.body.data.token).data).toMatchObject({ id: 7, role: 'deluxe' });
      const bender = await tokenFor(t, 'bender@juice-sh.op', 'OhG0dPlease1nsertLiquor!');
      const benderCard = (t.shop.db.prepare('SELECT id FROM Cards WHERE UserId = 3 ORDER BY id LIMIT 1').get() as { id: number }).id;
      const byCard = await t.json('/rest/deluxe-membership', post({ paymentMode: 'card', paymentId: benderCard }, bearer(bender)));
      expect(decode(byCard.body.data.token).data).toMatchObject({ id: 3, role: 'deluxe' });
      expect(t.shop.challenges.isSolved('freeDeluxeChallenge')).toBe(false);
    }));
});

describe('POST /rest/deluxe-membership, refused', () => {
  test('without a login token: 401', async () => {
    const r = await s.json('/rest/deluxe-membership', post({ paymentMode: 'wallet' }));
    expect(r.status).toBe(401);
    expect(r.body.status).toBe('error');
  });

  test("too little in the wallet: upstream's message, nothing charged, still a customer", async () => {
    const token = await tokenFor(s, 'amy@juice-sh.op', 'K1f.....................');
    expect(await upgrade(token, { paymentMode: 'wallet' })).toEqual({
      status: 400,
      body: { status: 'error', error: 'Insuffienct funds in Wallet' },
    });
    expect(balanceOf(11)).toBe(48);
    expect((await status(token)).status).toBe(200);
  });

  test("a card that is someone else's, missing, malformed or expired is an invalid card", async () => {
    const token = await tokenFor(s, 'uvogin@juice-sh.op', 'muda-muda > ora-ora');
    const invalid = { status: 400, body: { status: 'error', error: 'Invalid Card' } };
    expect(await upgrade(token, { paymentMode: 'card', paymentId: cardOf(1) })).toEqual(invalid);
    expect(await upgrade(token, { paymentMode: 'card' })).toEqual(invalid);
    expect(await upgrade(token, { paymentMode: 'card', paymentId: { $gt: 0 } })).toEqual(invalid);
    expect(await upgrade(token, { paymentMode: 'card', paymentId: 'x' })).toEqual(invalid);
    // a card that ran out last year (set up directly: the cards API belongs to the payment screens)
    const lastYear = new Date().getFullYear() - 1;
    const now = new Date().toISOString();
    const { lastInsertRowid } = s.shop.db
      .prepare('INSERT INTO Cards (UserId, fullName, cardNum, expMonth, expYear, createdAt, updatedAt) VALUES (16, ?, ?, 12, ?, ?, ?)')
      .run('Uvogin', 4111111111111111, lastYear, now, now);
    expect(await upgrade(token, { paymentMode: 'card', paymentId: Number(lastInsertRowid) })).toEqual(invalid);
    expect((await status(token)).status).toBe(200);
  });

  test('a malformed body is a 400, not an upgrade', async () => {
    const token = await tokenFor(s, 'uvogin@juice-sh.op', 'muda-muda > ora-ora');
    expect((await upgrade(token, '{"paymentMode":')).status).toBe(400);
    expect((await status(token)).status).toBe(200);
    expect(s.shop.challenges.isSolved('freeDeluxeChallenge')).toBe(false);
  });
});

test('Deluxe Fraud: jim posts an empty body and becomes a deluxe member without paying', () =>
  withFreshShop(async (t) => {
    const token = await tokenFor(t, 'jim@juice-sh.op', 'ncc-1701');
    expect(t.shop.challenges.isSolved('freeDeluxeChallenge')).toBe(false);
    const r = await t.json('/rest/deluxe-membership', { method: 'POST', headers: bearer(token) });
    expect(r.status).toBe(200);
    expect(decode(r.body.data.token).data).toMatchObject({ id: 2, role: 'deluxe', deluxeToken: expectedDeluxeToken('jim@juice-sh.op') });
    expect((t.shop.db.prepare('SELECT balance FROM Wallets WHERE UserId = 2').get() as { balance: number }).balance).toBe(100);
    expect(t.shop.challenges.isSolved('freeDeluxeChallenge')).toBe(true);
  }));

test('Deluxe Fraud also falls to a made-up payment mode', async () => {
  const fresh = await startShop();
  try {
    const token = await tokenFor(fresh, 'uvogin@juice-sh.op', 'muda-muda > ora-ora');
    const r = await fresh.json('/rest/deluxe-membership', post({ paymentMode: 'paypal', paymentId: 1 }, bearer(token)));
    expect(r.status).toBe(200);
    expect(fresh.shop.challenges.isSolved('freeDeluxeChallenge')).toBe(true);
  } finally {
    await fresh.close();
  }
});
