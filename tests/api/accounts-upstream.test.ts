import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startShop, type TestServer, withFreshShop } from '../helpers';
import { bearer, decode, handledError, loginAt, messageAnswer, post, tokenFor } from './accounts-helpers';

/**
 * The accounts endpoints answer the requests walkthroughs and cheat sheets send to upstream with
 * upstream's statuses, bodies and messages (upstream v20's routes and its own API tests are the reference).
 */

let s: TestServer;
beforeAll(async () => {
  s = await startShop();
});
afterAll(async () => s.close());

/** Runs `attack` on a fresh shop and answers whether it solved `key` there. */
async function solvesOnFreshShop(key: string, attack: (server: TestServer) => Promise<void>) {
  const fresh = await startShop();
  try {
    expect(fresh.shop.challenges.isSolved(key)).toBe(false);
    await attack(fresh);
    return fresh.shop.challenges.isSolved(key);
  } finally {
    await fresh.close();
  }
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

describe('POST /rest/user/login', () => {
  test('a missing password counts as empty: the documented injection without one logs in as admin', async () => {
    const solved = await solvesOnFreshShop('loginAdminChallenge', async (fresh) => {
      const r = await fresh.json('/rest/user/login', post({ email: "admin@juice-sh.op'--" }));
      expect(r.status).toBe(200);
      expect(decode(r.body.authentication.token).data).toMatchObject({ id: 1, email: 'admin@juice-sh.op', role: 'admin' });
      expect(r.body.authentication.umail).toBe('admin@juice-sh.op');
    });
    expect(solved).toBe(true);
  });

  test('without credentials, with null ones or without a body at all: 401 "Invalid email or password." as text', async () => {
    for (const init of [post({}), post({ email: null, password: null }), post({ password: 'admin123' }), { method: 'POST' }]) {
      const r = await messageAnswer(s, '/rest/user/login', init);
      expect(r.status).toBe(401);
      expect(r.text).toBe('Invalid email or password.');
      expect(r.type).toMatch(/^text\/html/);
    }
  });

  test("a query-breaking `';` ends the query as upstream's driver does: 401, and nothing after it runs", async () => {
    for (const email of ["';", "'; DROP TABLE Users--", "nobody'; SELECT * FROM Users--"]) {
      const r = await messageAnswer(s, '/rest/user/login', post({ email, password: 'x' }));
      expect(r.status, email).toBe(401);
      expect(r.text).toBe('Invalid email or password.');
    }
    expect((await loginAt(s, 'jim@juice-sh.op', 'ncc-1701')).status).toBe(200);
    // the first statement alone decides: ended after the email, it finds that user
    expect(decode((await loginAt(s, "bender@juice-sh.op';", 'x')).body.authentication.token).data.id).toBe(3);
  });

  test('other broken SQL reaches the error handler with the driver error (500)', async () => {
    const r = await handledError(s, '/rest/user/login', post({ email: "'", password: 'x' }));
    expect(r.status).toBe(500);
    expect(r.message).toContain('unrecognized token');
  });
});

describe('GET /rest/user/change-password', () => {
  const change = (query: string, headers: Record<string, string> = {}) =>
    messageAnswer(s, `/rest/user/change-password?${query}`, { headers });

  test('the new password is checked first, before the token: empty, "undefined" or mismatching answers 401 with upstream\'s text', async () => {
    for (const query of ['', 'new=&repeat=', 'new=undefined&repeat=undefined', 'current=x&repeat=abcde']) {
      const r = await change(query);
      expect(r.status, query).toBe(401);
      expect(r.text).toBe('Password cannot be empty.');
      expect(r.type).toMatch(/^text\/html/);
    }
    const mismatch = await change('new=abcde&repeat=edcba');
    expect(mismatch.status).toBe(401);
    expect(mismatch.text).toBe('New and repeated password do not match.');
  });

  test('without a token (or with one that does not verify) it is "Blocked illegal activity", a 500 that solves Error Handling', async () => {
    expect((await handledError(s, '/rest/user/change-password?new=abcde&repeat=abcde', { headers: bearer('not-a-token') })).status).toBe(
      500,
    );
    const solved = await solvesOnFreshShop('errorHandlingChallenge', async (fresh) => {
      const r = await handledError(fresh, '/rest/user/change-password?new=abcde&repeat=abcde');
      expect(r.status).toBe(500);
      expect(r.message).toMatch(/^Blocked illegal activity by \S+/);
    });
    expect(solved).toBe(true);
  });

  test('a wrong current password answers 401 "Current password is not correct."', async () => {
    const token = await tokenFor(s, 'mc.safesearch@juice-sh.op', 'Mr. N00dles');
    const r = await change('current=wrong&new=abcde&repeat=abcde', bearer(token));
    expect(r.status).toBe(401);
    expect(r.text).toBe('Current password is not correct.');
    expect((await loginAt(s, 'mc.safesearch@juice-sh.op', 'Mr. N00dles')).status).toBe(200);
  });
});

describe('POST /rest/user/reset-password', () => {
  const reset = (body: unknown) => messageAnswer(s, '/rest/user/reset-password', post(body));

  test('without email or answer (or without a body) it is "Blocked illegal activity" through the error handler', async () => {
    for (const init of [
      post({}),
      post({ email: 'jim@juice-sh.op', new: 'abcde', repeat: 'abcde' }),
      post({ answer: 'Samuel' }),
      { method: 'POST' },
    ]) {
      const r = await handledError(s, '/rest/user/reset-password', init);
      expect(r.status).toBe(500);
      expect(r.message).toMatch(/^Blocked illegal activity by /);
    }
  });

  test("then the new password: empty or mismatching answers 401 with upstream's text", async () => {
    const empty = await reset({ email: 'jim@juice-sh.op', answer: 'Samuel' });
    expect(empty.status).toBe(401);
    expect(empty.text).toBe('Password cannot be empty.');
    expect((await reset({ email: 'jim@juice-sh.op', answer: 'Samuel', new: 'undefined', repeat: 'undefined' })).text).toBe(
      'Password cannot be empty.',
    );
    const mismatch = await reset({ email: 'jim@juice-sh.op', answer: 'Samuel', new: 'abcde', repeat: 'edcba' });
    expect(mismatch.status).toBe(401);
    expect(mismatch.text).toBe('New and repeated password do not match.');
  });

  test('a wrong answer or an unknown email answers 401 "Wrong answer to security question."', async () => {
    for (const email of ['jim@juice-sh.op', 'nobody@juice-sh.op']) {
      const r = await reset({ email, answer: 'Kirk', new: 'abcde', repeat: 'abcde' });
      expect(r.status).toBe(401);
      expect(r.text).toBe('Wrong answer to security question.');
      expect(r.type).toMatch(/^text\/html/);
    }
    expect((await loginAt(s, 'jim@juice-sh.op', 'ncc-1701')).status).toBe(200);
  });
});

describe("tokens: RS256 with upstream's published key pair", () => {
  const privateKeyFile = () => createPrivateKey(readFileSync(path.join('private', 'keys', 'jwt.key'), 'utf8'));

  /** An RS256 token built without the shop's code, as upstream's jsonwebtoken would sign it. */
  function independentToken(payload: object) {
    const input = `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(payload)}`;
    return `${input}.${sign('sha256', Buffer.from(input), privateKeyFile()).toString('base64url')}`;
  }

  test('a token signed elsewhere with the key file is accepted by whoami and the login guard', async () => {
    const token = independentToken({
      status: 'success',
      data: { id: 2, email: 'jim@juice-sh.op', role: 'customer' },
      iat: now(),
      exp: now() + 3600,
    });
    const who = await s.json('/rest/user/whoami', { headers: bearer(token) });
    expect(who.status).toBe(200);
    expect(who.body.user).toMatchObject({ id: 2, email: 'jim@juice-sh.op' });
    expect((await s.json('/api/Users', { headers: bearer(token) })).status).toBe(200);
  });

  test("the shop's tokens verify with the published public key: header, six hours, as upstream's", async () => {
    const token = await tokenFor(s, 'jim@juice-sh.op', 'ncc-1701');
    const [header, payload, signature] = token.split('.');
    const publicPem = await (await s.get('/encryptionkeys/jwt.pub')).text();
    expect(verify('sha256', Buffer.from(`${header}.${payload}`), createPublicKey(publicPem), Buffer.from(signature, 'base64url'))).toBe(
      true,
    );
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'RS256', typ: 'JWT' });
    expect(decode(token).exp - decode(token).iat).toBe(6 * 3600);
  });

  test("upstream's own (expired) token from its API tests carries a valid signature here, and is refused for its age", async () => {
    // upstream's test suite's expired admin token from 2019, signed by upstream with its published key
    const upstreamToken =
      'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdGF0dXMiOiJzdWNjZXNzIiwiZGF0YSI6eyJpZCI6MSwidXNlcm5hbWUiOiIiLCJlbWFpbCI6ImFkbWluQGp1aWNlLXNoLm9wIiwicGFzc3dvcmQiOiIwMTkyMDIzYTdiYmQ3MzI1MDUxNmYwNjlkZjE4YjUwMCIsInJvbGUiOiJhZG1pbiIsImxhc3RMb2dpbklwIjoiMC4wLjAuMCIsInByb2ZpbGVJbWFnZSI6ImRlZmF1bHQuc3ZnIiwidG90cFNlY3JldCI6IiIsImlzQWN0aXZlIjp0cnVlLCJjcmVhdGVkQXQiOiIyMDE5LTA4LTE5IDE1OjU2OjE1LjYyOSArMDA6MDAiLCJ1cGRhdGVkQXQiOiIyMDE5LTA4LTE5IDE1OjU2OjE1LjYyOSArMDA6MDAiLCJkZWxldGVkQXQiOm51bGx9LCJpYXQiOjE1NjYyMzAyMjQsImV4cCI6MTU2NjI0ODIyNH0.FL0kkcInY5sDMGKeLHfEOYDTQd3BjR6_mK7Tcm_RH6iCLotTSRRoRxHpLkbtIQKqBFIt14J4BpLapkzG7ppRWcEley5nego-4iFOmXQvCBz5ISS3HdtM0saJnOe0agyVUen3huFp4F2UCth_y2ScjMn_4AgW66cz8NSFPRVpC8g';
    const [header, payload, signature] = upstreamToken.split('.');
    const publicPem = await (await s.get('/encryptionkeys/jwt.pub')).text();
    expect(verify('sha256', Buffer.from(`${header}.${payload}`), createPublicKey(publicPem), Buffer.from(signature, 'base64url'))).toBe(
      true,
    );
    expect((await s.json('/rest/user/whoami', { headers: bearer(upstreamToken) })).body).toEqual({ user: {} });
    expect((await s.json('/api/Users', { headers: bearer(upstreamToken) })).status).toBe(401);
    // the same claims signed again with the key file, unexpired this time, are accepted
    const renewed = independentToken({ ...decode(upstreamToken), iat: now(), exp: now() + 60 });
    expect((await s.json('/rest/user/whoami', { headers: bearer(renewed) })).body.user).toMatchObject({
      id: 1,
      email: 'admin@juice-sh.op',
    });
  });

  test("deluxe tokens are keyed with upstream's private key text: the seeded deluxe member's is upstream's", async () => {
    const token = await tokenFor(s, 'jim@juice-sh.op', 'ncc-1701');
    const deluxe = await s.json('/api/Users/13', { headers: bearer(token) });
    expect(deluxe.body.data.deluxeToken).toBe('efe2f1599e2d93440d5243a1ffaf5a413b70cf3ac97156bd6fab9b5ddfcbe0e4');
  });

  test('the login guard takes any token that verifies: an unsigned one without a user id passes, and solves Unsigned JWT', async () => {
    const idless = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ data: { email: 'someone@juice-sh.op' } })}.`;
    expect((await s.json('/api/Users', { headers: bearer(idless) })).status).toBe(200);
    const solved = await solvesOnFreshShop('jwtUnsignedChallenge', async (fresh) => {
      const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ data: { email: 'jwtn3d@juice-sh.op' } })}.`;
      expect((await fresh.json('/api/Users', { headers: bearer(token) })).status).toBe(200);
    });
    expect(solved).toBe(true);
  });

  test('a signed part under alg none, or an RS256 token signed with another key, is refused', async () => {
    const payload = base64url({ data: { id: 2, email: 'jim@juice-sh.op' } });
    expect((await s.json('/api/Users', { headers: bearer(`${base64url({ alg: 'none' })}.${payload}.c2ln`) })).status).toBe(401);
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const input = `${base64url({ alg: 'RS256', typ: 'JWT' })}.${payload}`;
    const foreign = `${input}.${sign('sha256', Buffer.from(input), privateKey).toString('base64url')}`;
    expect((await s.json('/api/Users', { headers: bearer(foreign) })).status).toBe(401);
  });
});

describe('POST /api/Users', () => {
  test('without passwordRepeat nothing is trimmed: a blank user is created, and only once', () =>
    withFreshShop(async (t) => {
      const blank = await t.json('/api/Users', post({ email: ' ', password: ' ' }));
      expect(blank.status).toBe(201);
      expect(blank.body.data).toMatchObject({ email: ' ', role: 'customer' });
      expect(blank.body.data.password).toBeUndefined();
      expect((await t.json('/api/Users', post({ email: ' ', password: ' ' }))).status).toBe(400);
      const spaced = await t.json('/api/Users', post({ email: ' spaced@juice-sh.op', password: ' spaced' }));
      expect(spaced.body.data.email).toBe(' spaced@juice-sh.op');
      expect((await loginAt(t, ' spaced@juice-sh.op', ' spaced')).status).toBe(200);
    }));

  test('with passwordRepeat (the form) email and password are trimmed', () =>
    withFreshShop(async (t) => {
      const r = await t.json('/api/Users', post({ email: '  trimmed@juice-sh.op ', password: ' trimmed1 ', passwordRepeat: ' trimmed1 ' }));
      expect(r.status).toBe(201);
      expect(r.body.data.email).toBe('trimmed@juice-sh.op');
      expect((await loginAt(t, 'trimmed@juice-sh.op', 'trimmed1')).status).toBe(200);
    }));

  test('with passwordRepeat, empty credentials answer 400 "Invalid email/password cannot be empty" as text', () =>
    withFreshShop(async (t) => {
      const r = await messageAnswer(t, '/api/Users', post({ email: '', password: '', passwordRepeat: '' }));
      expect(r.status).toBe(400);
      expect(r.text).toBe('Invalid email/password cannot be empty');
    }));

  test("an unknown role answers upstream's model validation error", async () => {
    const r = await s.json('/api/Users', post({ email: 'horst5@horstma.nn', password: 'hooooorst', role: 'accountinguser' }));
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      message: 'Validation error: Validation isIn on role failed',
      errors: [{ field: 'role', message: 'Validation isIn on role failed' }],
    });
  });
});

describe('/api/SecurityAnswers', () => {
  test("upstream's call for a newly registered user (its test reads the id where the answer has none): 201, an answer of nobody's", () =>
    withFreshShop(async (t) => {
      const user = await t.json('/api/Users', post({ email: 'new.user@te.st', password: '12345' }));
      expect(user.status).toBe(201);
      const res = await t.get('/api/SecurityAnswers', post({ UserId: user.body.id, SecurityQuestionId: 1, answer: 'Horst' }));
      expect(res.status).toBe(201);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const { data } = await res.json();
      expect(data).toMatchObject({ id: expect.any(Number), UserId: null, SecurityQuestionId: 1 });
      expect(typeof data.createdAt).toBe('string');
      expect(typeof data.updatedAt).toBe('string');
      expect(data.answer).toBeUndefined();
      // it opens no account: the new user still has no question, and no reset works with "Horst"
      expect((await t.json('/rest/user/security-question?email=new.user@te.st')).body).toEqual({});
      const reset = await t.get(
        '/rest/user/reset-password',
        post({ email: 'new.user@te.st', answer: 'Horst', new: 'abcde', repeat: 'abcde' }),
      );
      expect(reset.status).toBe(401);
      expect(await reset.text()).toBe('Wrong answer to security question.');
      // the user's own answer can still follow, once
      const own = await t.json('/api/SecurityAnswers', post({ UserId: user.body.data.id, SecurityQuestionId: 2, answer: 'Tabby' }));
      expect(own.status).toBe(201);
      expect(own.body.data.UserId).toBe(user.body.data.id);
    }));

  test('a second answer for an account with one fails on the unique constraint: 400 "Validation error"', async () => {
    const res = await s.get('/api/SecurityAnswers', post({ UserId: 1, SecurityQuestionId: 1, answer: 'Horst' }));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await res.json()).message).toBe('Validation error');
  });

  test('listing, reading, changing and deleting answers is forbidden even when logged in (401)', async () => {
    const token = await tokenFor(s, 'jim@juice-sh.op', 'ncc-1701');
    const json = { ...bearer(token), 'content-type': 'application/json' };
    expect((await s.json('/api/SecurityAnswers', { headers: bearer(token) })).status).toBe(401);
    expect((await s.json('/api/SecurityAnswers/1', { headers: bearer(token) })).status).toBe(401);
    expect((await s.json('/api/SecurityAnswers/1', { method: 'PUT', headers: json, body: '{"answer":"Blurp"}' })).status).toBe(401);
    expect((await s.json('/api/SecurityAnswers/1', { method: 'DELETE', headers: bearer(token) })).status).toBe(401);
  });
});

describe('GET /rest/user/security-question', () => {
  test("without an email it answers 500 with the ORM's error, as upstream", async () => {
    const r = await handledError(s, '/rest/user/security-question');
    expect(r.status).toBe(500);
    expect(r.message).toBe('WHERE parameter "email" has invalid "undefined" value');
  });
});

describe('/encryptionkeys', () => {
  test('the folder is listed as upstream titles its directory index', async () => {
    const res = await s.get('/encryptionkeys');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<title>listing directory /encryptionkeys</title>');
    expect(html).toContain('href="/encryptionkeys/jwt.pub"');
  });

  test('a file name with an encoded slash answers 403 "File names cannot contain forward slashes!"', async () => {
    for (const name of ['%2fetc%2fos-release%2500.md', '..%2Fkeys%2Fjwt.key']) {
      const r = await handledError(s, `/encryptionkeys/${name}`);
      expect(r.status, name).toBe(403);
      expect(r.message).toBe('File names cannot contain forward slashes!');
    }
  });

  test('an unknown file answers 404, the public key its text', async () => {
    expect((await s.get('/encryptionkeys/doesnotexist.md')).status).toBe(404);
    expect(await (await s.get('/encryptionkeys/jwt.pub')).text()).toMatch(/^-----BEGIN RSA PUBLIC KEY-----/);
  });
});
