import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import { load } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { md5 } from '../../src/server/security/hashing';
import { signToken } from '../../src/server/security/tokens';
import { startShop, type TestServer, withFreshShop } from '../helpers';
import { bearer, decode, loginAt, post, tokenFor } from './accounts-helpers';

/** The accounts endpoints in normal use and with bad input (the attacks are in accounts-challenges.test.ts). */

let s: TestServer;
beforeAll(async () => {
  s = await startShop();
});
afterAll(async () => s.close());

const login = (email: string, password: string, server = s) => loginAt(server, email, password);

type SeedUser = { key: string; email: string; fullEmail?: boolean; password: string; role: string; deleted?: boolean; totpSecret?: string };
const seedUsers = load(readFileSync(path.join('private', 'seed', 'users.yml'), 'utf8')) as SeedUser[];
const emailOf = (u: SeedUser) => (u.fullEmail ? u.email : `${u.email}@juice-sh.op`);

describe('POST /rest/user/login', () => {
  test('every seeded user logs in with the seeded password (token, basket id, email)', async () => {
    for (const u of seedUsers.filter((u) => !u.deleted && !u.totpSecret)) {
      const r = await login(emailOf(u), u.password);
      expect(r.status, emailOf(u)).toBe(200);
      expect(r.body.authentication.umail).toBe(emailOf(u));
      expect(r.body.authentication.bid).toBeGreaterThan(0);
      const payload = decode(r.body.authentication.token);
      expect(payload.status).toBe('success');
      expect(payload.data.email).toBe(emailOf(u));
      expect(payload.data.role).toBe(u.role);
      expect(payload.data.password).toBe(md5(u.password)); // upstream's tokens carry the hash
      expect(payload.exp - payload.iat).toBe(6 * 3600);
    }
  });

  test('the seeded baskets are the ones answered as bid, and a user without one gets a new one', () =>
    withFreshShop(async (t) => {
      expect((await login('admin@juice-sh.op', 'admin123', t)).body.authentication.bid).toBe(1);
      expect((await login('jim@juice-sh.op', 'ncc-1701', t)).body.authentication.bid).toBe(2);
      const first = (await login('morty@juice-sh.op', 'focusOnScienceMorty!focusOnScience', t)).body.authentication.bid;
      expect(first).toBeGreaterThan(5);
      expect((await login('morty@juice-sh.op', 'focusOnScienceMorty!focusOnScience', t)).body.authentication.bid).toBe(first);
    }));

  test('the 2FA user gets totp_token_required with a temporary token instead', async () => {
    const r = await login('wurstbrot@juice-sh.op', 'EinBelegtesBrotMitSchinkenSCHINKEN!');
    expect(r.status).toBe(401);
    expect(r.body.status).toBe('totp_token_required');
    expect(decode(r.body.data.tmpToken)).toMatchObject({ userId: 10, type: 'password_valid_needs_second_factor_token' });
  });

  test('wrong passwords, unknown and deleted users answer 401', async () => {
    for (const [email, password] of [
      ['admin@juice-sh.op', 'admin'],
      ['nobody@juice-sh.op', 'x'],
      ['chris.pike@juice-sh.op', 'uss enterprise'],
    ]) {
      const r = await login(email, password);
      expect(r.status).toBe(401);
      expect(r.body).toBe('Invalid email or password.');
    }
  });

  test('malformed JSON and fields that are not text answer 400', async () => {
    expect((await s.json('/rest/user/login', post('{"email":'))).status).toBe(400);
    expect((await s.json('/rest/user/login', post({ email: 42, password: 'x' }))).status).toBe(400);
    expect((await s.json('/rest/user/login', post({ email: 'admin@juice-sh.op', password: ['admin123'] }))).status).toBe(400);
  });
});

describe('tokens', () => {
  test('the public key is published and listed under /encryptionkeys', async () => {
    const key = await s.get('/encryptionkeys/jwt.pub');
    expect(key.status).toBe(200);
    expect(await key.text()).toBe(readFileSync(path.join('private', 'encryptionkeys', 'jwt.pub'), 'utf8'));
    const listing = await s.get('/encryptionkeys');
    expect(await listing.text()).toContain('href="/encryptionkeys/jwt.pub"');
    expect((await s.get('/encryptionkeys/nothing.here')).status).toBe(404);
    expect((await s.get('/encryptionkeys/..%2Fkeys%2Fjwt.key')).status).toBe(403);
  });

  test('a token with a wrong signature or an unknown algorithm is refused', async () => {
    const token = await tokenFor(s, 'jim@juice-sh.op', 'ncc-1701');
    const [h, p] = token.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...decode(token), data: { ...decode(token).data, id: 1, role: 'admin' } })).toString('base64url')}.${token.split('.')[2]}`;
    expect((await s.json('/api/Users', { headers: bearer(tampered) })).status).toBe(401);
    const hs512 = `${Buffer.from(JSON.stringify({ alg: 'HS512', typ: 'JWT' })).toString('base64url')}.${p}.AAAA`;
    expect((await s.json('/api/Users', { headers: bearer(hs512) })).status).toBe(401);
  });
});

describe('GET /rest/user/whoami', () => {
  test('answers id, email, last login IP and profile image of the token cookie', async () => {
    const token = await tokenFor(
      s,
      'bjoern@juice-sh.op',
      'monkey summer birthday are all bad passwords but work just fine in a long passphrase',
    );
    const r = await s.json('/rest/user/whoami', { headers: { Cookie: `token=${token}` } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      user: { id: 12, email: 'bjoern@juice-sh.op', lastLoginIp: '0.0.0.0', profileImage: 'assets/public/images/uploads/12.png' },
    });
  });

  test('answers an empty user without a valid token', async () => {
    expect((await s.json('/rest/user/whoami')).body).toEqual({ user: {} });
    expect((await s.json('/rest/user/whoami', { headers: { Cookie: 'token=nonsense' } })).body).toEqual({ user: {} });
  });
});

describe('POST /api/Users and POST /api/SecurityAnswers (registration)', () => {
  test('registers a customer, hides the password, and the new user can log in and answer the security question', async () => {
    const r = await s.json(
      '/api/Users',
      post({
        email: 'new.user@example.com',
        password: 'secret1',
        passwordRepeat: 'secret1',
        securityQuestion: { id: 3, question: 'q' },
        securityAnswer: 'x',
      }),
    );
    expect(r.status).toBe(201);
    expect(r.body.status).toBe('success');
    expect(r.body.data).toMatchObject({
      email: 'new.user@example.com',
      role: 'customer',
      profileImage: '/assets/public/images/uploads/default.svg',
      isActive: true,
    });
    expect(r.body.data.password).toBeUndefined();
    expect(r.body.data.totpSecret).toBeUndefined();
    const answer = await s.json('/api/SecurityAnswers', post({ UserId: r.body.data.id, answer: 'Tabby', SecurityQuestionId: 7 }));
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ UserId: r.body.data.id, SecurityQuestionId: 7 });
    expect(answer.body.data.answer).toBeUndefined();
    // a second answer for the same account is refused
    expect((await s.json('/api/SecurityAnswers', post({ UserId: r.body.data.id, answer: 'Rex', SecurityQuestionId: 7 }))).status).toBe(400);
    expect((await login('new.user@example.com', 'secret1')).status).toBe(200);
    const q = await s.json('/rest/user/security-question?email=new.user@example.com');
    expect(q.body.question).toMatchObject({ id: 7 });
  });

  test('an email can be registered only once; unknown roles and malformed bodies answer 400', async () => {
    const dup = await s.json('/api/Users', post({ email: 'jim@juice-sh.op', password: 'x12345', passwordRepeat: 'x12345' }));
    expect(dup.status).toBe(400);
    expect(dup.body.errors[0]).toMatchObject({ field: 'email' });
    expect(
      (await s.json('/api/Users', post({ email: 'r@x.io', password: 'x12345', passwordRepeat: 'x12345', role: 'superuser' }))).status,
    ).toBe(400);
    expect((await s.json('/api/Users', post({ email: 'm@x.io' }))).status).toBe(400);
    expect((await s.json('/api/Users', post('[1,'))).status).toBe(400);
  });

  test('the Ephemeral Accountant can not simply be registered', async () => {
    const r = await s.json(
      '/api/Users',
      post({ email: 'acc0unt4nt@juice-sh.op', password: 'x12345', passwordRepeat: 'x12345', role: 'accounting' }),
    );
    expect(r.status).toBe(400);
  });

  test('security answers for seeded accounts, unknown users or questions are refused', async () => {
    expect((await s.json('/api/SecurityAnswers', post({ UserId: 4, answer: 'x', SecurityQuestionId: 1 }))).status).toBe(400);
    expect((await s.json('/api/SecurityAnswers', post({ UserId: 9999, answer: 'x', SecurityQuestionId: 1 }))).status).toBe(400);
    expect((await s.json('/api/SecurityAnswers', post({ UserId: 1 }))).status).toBe(400);
    expect((await s.json('/api/SecurityAnswers')).status).toBe(401);
  });

  test('GET /rest/user/security-question answers {} for unknown or empty emails', async () => {
    expect((await s.json('/rest/user/security-question?email=jim@juice-sh.op')).body.question).toMatchObject({ id: 1 });
    expect((await s.json('/rest/user/security-question?email=nobody@juice-sh.op')).body).toEqual({});
    expect((await s.json('/rest/user/security-question?email=')).body).toEqual({});
  });
});

describe('GET /api/Users', () => {
  test('lists users without deleted ones, hashes or secrets for any logged-in user', async () => {
    const token = await tokenFor(s, 'jim@juice-sh.op', 'ncc-1701');
    const r = await s.json('/api/Users', { headers: bearer(token) });
    expect(r.status).toBe(200);
    const emails = r.body.data.map((u: { email: string }) => u.email);
    expect(emails.slice(0, 3)).toEqual(['admin@juice-sh.op', 'jim@juice-sh.op', 'bender@juice-sh.op']);
    expect(emails).not.toContain('chris.pike@juice-sh.op');
    expect(JSON.stringify(r.body)).not.toContain('"password"');
    expect(JSON.stringify(r.body)).not.toContain('IFTXE3SPOEYVURT2MRYGI52TKJ4HC3KH');
    const one = await s.json('/api/Users/13', { headers: bearer(token) });
    expect(one.body.data).toMatchObject({ id: 13, email: 'bjoern@owasp.org', role: 'deluxe' });
    expect(one.body.data.deluxeToken).toMatch(/^[0-9a-f]{64}$/);
  });

  test('answers 401 without a token, 404 for unknown or deleted ids; updates and deletes are refused', async () => {
    const token = await tokenFor(s, 'jim@juice-sh.op', 'ncc-1701');
    expect((await s.json('/api/Users')).status).toBe(401);
    expect((await s.json('/api/Users/1')).status).toBe(401);
    expect((await s.json('/api/Users/14', { headers: bearer(token) })).status).toBe(404);
    expect((await s.json('/api/Users/abc', { headers: bearer(token) })).status).toBe(404);
    expect((await s.json('/api/Users/2', { method: 'DELETE', headers: bearer(token) })).status).toBe(401);
    expect(
      (
        await s.json('/api/Users/2', {
          method: 'PUT',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          body: '{"role":"admin"}',
        })
      ).status,
    ).toBe(401);
  });
});

describe('GET /rest/user/change-password', () => {
  test('changes the password when the current one is right; wrong, mismatching or empty input answers 401, no token 500', async () => {
    const fresh = await startShop();
    try {
      const token = (
        await (await fresh.get('/rest/user/login', post({ email: 'amy@juice-sh.op', password: 'K1f.....................' }))).json()
      ).authentication.token;
      const change = (q: string, headers: Record<string, string> = bearer(token)) =>
        fresh.json(`/rest/user/change-password?${q}`, { headers });
      expect((await change('current=wrong&new=abcde1&repeat=abcde1')).status).toBe(401);
      expect((await change('current=K1f.....................&new=abcde1&repeat=abcde2')).status).toBe(401);
      expect((await change('current=K1f.....................&new=&repeat=')).status).toBe(401);
      expect((await change('current=K1f.....................&new=abcde1&repeat=abcde1', {})).status).toBe(500);
      const ok = await change('current=K1f.....................&new=abcde1&repeat=abcde1');
      expect(ok.status).toBe(200);
      expect(ok.body.user).toMatchObject({ id: 11, email: 'amy@juice-sh.op' });
      expect(ok.body.user.password).toBeUndefined();
      expect((await fresh.json('/rest/user/login', post({ email: 'amy@juice-sh.op', password: 'abcde1' }))).status).toBe(200);
      expect(fresh.shop.challenges.isSolved('changePasswordBenderChallenge')).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});

describe('POST /rest/user/reset-password', () => {
  test('a right answer sets the new password; a wrong one, mismatching passwords or missing fields answer 4xx', () =>
    withFreshShop(async (t) => {
      const reset = (body: unknown) => t.json('/rest/user/reset-password', post(body));
      expect((await reset({ email: 'stan@juice-sh.op', answer: 'wrong', new: 'abcde1', repeat: 'abcde1' })).status).toBe(401);
      expect((await reset({ email: 'stan@juice-sh.op', answer: 'Used Ship Emporium', new: 'abcde1', repeat: 'abcde2' })).status).toBe(401);
      expect((await reset({ email: 'stan@juice-sh.op', answer: 'Used Ship Emporium' })).status).toBe(401);
      expect((await reset({ email: 'stan@juice-sh.op', answer: 'Used Ship Emporium', new: 5, repeat: 5 })).status).toBe(400);
      expect((await reset({ email: 'nobody@juice-sh.op', answer: 'x', new: 'abcde1', repeat: 'abcde1' })).status).toBe(401);
      const r = await reset({ email: 'stan@juice-sh.op', answer: 'Used Ship Emporium', new: 'abcde1', repeat: 'abcde1' });
      expect(r.status).toBe(200);
      expect(r.body.user).toMatchObject({ id: 20, email: 'stan@juice-sh.op' });
      expect(r.body.user.password).toBeUndefined();
      expect((await login('stan@juice-sh.op', 'abcde1', t)).status).toBe(200);
    }));
});

describe('GET /rest/saveLoginIp', () => {
  test('stores the client address (or True-Client-IP) as last login IP; 401 without login', async () => {
    const token = await tokenFor(s, 'uvogin@juice-sh.op', 'muda-muda > ora-ora');
    const r = await s.json('/rest/saveLoginIp', { headers: bearer(token) });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: 16, lastLoginIp: '127.0.0.1' });
    expect(r.body.password).toBeUndefined();
    const viaHeader = await s.json('/rest/saveLoginIp', { headers: { ...bearer(token), 'True-Client-IP': '10.9.8.7' } });
    expect(viaHeader.body.lastLoginIp).toBe('10.9.8.7');
    expect((await s.json('/rest/saveLoginIp')).status).toBe(401);
  });
});

describe('GET /rest/user/authentication-details', () => {
  test("lists users with masked secrets and the time of their last login, for any logged-in caller (upstream's isAuthorized)", async () => {
    const admin = await tokenFor(s, 'admin@juice-sh.op', 'admin123');
    const jim = await tokenFor(s, 'jim@juice-sh.op', 'ncc-1701');
    for (const token of [admin, jim]) {
      const r = await s.json('/rest/user/authentication-details', { headers: bearer(token) });
      expect(r.status).toBe(200);
      expect(r.body.status).toBe('success');
      const adminRow = r.body.data.find((u: { id: number }) => u.id === 1);
      expect(adminRow.password).toBe('*'.repeat(32));
      expect(adminRow.lastLoginTime).toBe(decode(admin).iat);
      expect(r.body.data.find((u: { id: number }) => u.id === 2).lastLoginTime).toBe(decode(jim).iat);
      expect(r.body.data.find((u: { id: number }) => u.id === 10).totpSecret).toBe('*'.repeat(32));
      expect(r.body.data.every((u: { password: string }) => /^\**$/.test(u.password))).toBe(true);
    }
    expect((await s.json('/rest/user/authentication-details')).status).toBe(401);
  });

  test("upstream's own call: a token naming only an email lists every user, lastLoginTime a number for a logged-in user", () =>
    withFreshShop(async (t) => {
      const jim = await tokenFor(t, 'jim@juice-sh.op', 'ncc-1701');
      const emailOnly = signToken(t.shop.privateDir, { data: { email: 'admin@juice-sh.op' } });
      const r = await t.json('/rest/user/authentication-details', { headers: bearer(emailOnly) });
      expect(r.status).toBe(200);
      expect(r.body.data).toHaveLength(t.shop.tables.users.list().length);
      expect(r.body.data.find((u: { password: string }) => u.password === '*'.repeat(32))).toBeTruthy();
      const jimRow = r.body.data.find((u: { email: string }) => u.email.startsWith('jim@'));
      expect(jimRow.lastLoginTime).toBe(decode(jim).iat);
      expect(r.body.data.find((u: { id: number }) => u.id === 3).lastLoginTime).toBeNull();
    }));
});

describe('feedback administration', () => {
  test('GET /api/Feedbacks lists all feedback publicly; DELETE needs a login and answers 404 for unknown ids', async () => {
    const list = await s.json('/api/Feedbacks');
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThanOrEqual(8);
    const id = list.body.data.at(-1).id;
    expect((await s.json(`/api/Feedbacks/${id}`, { method: 'DELETE' })).status).toBe(401);
    const token = await tokenFor(s, 'admin@juice-sh.op', 'admin123');
    const del = await s.json(`/api/Feedbacks/${id}`, { method: 'DELETE', headers: bearer(token) });
    expect(del.status).toBe(200);
    expect(del.body.status).toBe('success');
    expect((await s.json(`/api/Feedbacks/${id}`, { method: 'DELETE', headers: bearer(token) })).status).toBe(404);
    expect((await s.json('/api/Feedbacks')).body.data.some((f: { id: number }) => f.id === id)).toBe(false);
  });
});

describe('two-factor authentication', () => {
  test('status, setup with password and first code, login needs the code, disable with password', async () => {
    const fresh = await startShop();
    try {
      const call = async (p: string, init?: RequestInit) => fresh.json(p, init);
      const token = (await call('/rest/user/login', post({ email: 'basil@juice-sh.op', password: 'my little nest of vipers' }))).body
        .authentication.token;
      const status = await call('/rest/2fa/status', { headers: bearer(token) });
      expect(status.status).toBe(200);
      expect(status.body).toMatchObject({ setup: false, email: 'basil@juice-sh.op' });
      const { secret, setupToken } = status.body;
      expect(secret).toMatch(/^[A-Z2-7]+$/);

      expect(
        (await call('/rest/2fa/setup', post({ password: 'wrong', setupToken, initialToken: await generate({ secret }) }, bearer(token))))
          .status,
      ).toBe(401);
      expect(
        (
          await call(
            '/rest/2fa/setup',
            post(
              {
                password: 'my little nest of vipers',
                setupToken,
                initialToken: '000000' === (await generate({ secret })) ? '111111' : '000000',
              },
              bearer(token),
            ),
          )
        ).status,
      ).toBe(401);
      expect(
        (
          await call(
            '/rest/2fa/setup',
            post({ password: 'my little nest of vipers', setupToken: 'forged', initialToken: await generate({ secret }) }, bearer(token)),
          )
        ).status,
      ).toBe(401);
      expect(
        (await call('/rest/2fa/setup', post({ password: 'my little nest of vipers', setupToken, initialToken: '12' }, bearer(token))))
          .status,
      ).toBe(400);
      expect(
        (
          await call(
            '/rest/2fa/setup',
            post({ password: 'my little nest of vipers', setupToken, initialToken: await generate({ secret }) }),
          )
        ).status,
      ).toBe(401);
      const setup = await call(
        '/rest/2fa/setup',
        post({ password: 'my little nest of vipers', setupToken, initialToken: await generate({ secret }) }, bearer(token)),
      );
      expect(setup.status).toBe(200);
      expect((await call('/rest/2fa/status', { headers: bearer(token) })).body).toEqual({ setup: true });

      const pending = await call('/rest/user/login', post({ email: 'basil@juice-sh.op', password: 'my little nest of vipers' }));
      expect(pending.status).toBe(401);
      expect(pending.body.status).toBe('totp_token_required');
      const tmpToken = pending.body.data.tmpToken;
      expect(
        (await call('/rest/2fa/verify', post({ tmpToken, totpToken: '000000' === (await generate({ secret })) ? '111111' : '000000' })))
          .status,
      ).toBe(401);
      expect((await call('/rest/2fa/verify', post({ tmpToken: token, totpToken: await generate({ secret }) }))).status).toBe(401);
      const verified = await call('/rest/2fa/verify', post({ tmpToken, totpToken: await generate({ secret }) }));
      expect(verified.status).toBe(200);
      expect(verified.body.authentication).toMatchObject({ umail: 'basil@juice-sh.op' });
      expect(fresh.shop.challenges.isSolved('twoFactorAuthUnsafeSecretStorageChallenge')).toBe(false);

      expect((await call('/rest/2fa/disable', post({ password: 'wrong' }, bearer(token)))).status).toBe(401);
      expect((await call('/rest/2fa/disable', post({ password: 'my little nest of vipers' }, bearer(token)))).status).toBe(200);
      expect((await call('/rest/2fa/status', { headers: bearer(token) })).body.setup).toBe(false);
      expect((await call('/rest/user/login', post({ email: 'basil@juice-sh.op', password: 'my little nest of vipers' }))).status).toBe(200);
      expect((await call('/rest/2fa/status')).status).toBe(401);
    } finally {
      await fresh.close();
    }
  });
});

describe('refusals are answers, not errors', () => {
  test('404 and 401 from the accounts routes leave Error Handling unsolved', async () => {
    const fresh = await startShop();
    try {
      const jim = (await (await fresh.get('/rest/user/login', post({ email: 'jim@juice-sh.op', password: 'ncc-1701' }))).json())
        .authentication.token;
      expect((await fresh.json('/api/Users/1', { method: 'PUT', headers: bearer(jim) })).status).toBe(401);
      expect((await fresh.json('/api/Users/999', { headers: bearer(jim) })).status).toBe(404);
      expect((await fresh.json('/api/Feedbacks/999', { method: 'DELETE', headers: bearer(jim) })).status).toBe(404);
      expect((await fresh.json('/rest/user/login', post({ email: 'jim@juice-sh.op', password: 'x' }))).status).toBe(401);
      expect(fresh.shop.challenges.isSolved('errorHandlingChallenge')).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});
