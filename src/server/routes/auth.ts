import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import {
  changePasswordQuery, loginRequest, resetPasswordRequest, twoFactorDisableRequest, twoFactorSetupRequest, twoFactorVerifyRequest,
} from '../../lib/account-schemas';
import { IFRAME_XSS } from '../challenges/payloads';
import { HttpError } from '../http/errors';
import { check, ok, readJson, readJsonObject } from '../http/respond';
import { authenticatedSession, authenticatedUser, authenticatedUsers, requireLogin, requireRole, sessionOf, type AuthUser } from '../security/auth';
import { forwardedClientIp, remoteAddress } from '../security/client-ip';
import { hmacSha256, md5 } from '../security/hashing';
import { escapeHtml } from '../security/html';
import { fixedWindowLimiter } from '../security/rate-limit';
import { requestToken, signToken, verifyToken } from '../security/tokens';
import { stripHtml } from '../../lib/sanitize';
import {
  findUser, issueAuthentication, listUsers, publicUser, securityAnswerOf, seededUserId, updateUser, userJson, type UserRow,
} from '../services/users';
import type { Shop } from '../shop';

const fail = (status: 400 | 401 | 404, message: string) => new HttpError(status, message, { status: 'error', message });

/** Token types of the two-factor flow (upstream's values). */
const SECOND_FACTOR_PENDING = 'password_valid_needs_second_factor_token';
const TOTP_SETUP = 'totp_setup_secret';

/** A TOTP code is accepted one 30-second step early or late, as upstream allows clock drift. */
async function totpValid(secret: string, token: string) {
  try {
    const { verify } = await import('otplib');
    return (await verify({ secret, token, epochTolerance: 30 })).valid;
  } catch {
    return false; // a malformed secret (e.g. fabricated by the login injection) verifies nothing
  }
}

/** Express-style JSONP: the callback name keeps only identifier characters, the payload stays JSON. */
function jsonp(c: Context, callback: string, body: unknown) {
  const name = callback.replace(/[^[\]\w$.]/g, '');
  const json = JSON.stringify(body).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  if (!name) return c.json(body as object);
  return c.body(`/**/ typeof ${name} === 'function' && ${name}(${json});`, 200, { 'content-type': 'text/javascript; charset=utf-8' });
}

/** The key files are published on purpose (the JWT public key is what the forged-token attack starts from). */
function encryptionKeyRoutes(r: Hono, shop: Shop) {
  const dir = path.join(shop.privateDir, 'encryptionkeys');
  // The folder ships with the shop and never changes while it runs: read once, on the first request for it.
  let published: Map<string, string> | undefined;
  const files = () =>
    (published ??= new Map(
      readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
        .sort()
        .map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]),
    ));
  r.get('/encryptionkeys', (c) =>
    c.html(
      '<!DOCTYPE html><html><head><meta charset="utf-8"><title>/encryptionkeys/</title></head><body><h1>/encryptionkeys/</h1><ul>' +
        [...files().keys()].map((f) => `<li><a href="/encryptionkeys/${encodeURIComponent(f)}">${escapeHtml(f)}</a></li>`).join('') +
        '</ul></body></html>',
    ),
  );
  r.get('/encryptionkeys/:file', (c) => {
    // only names listed in the folder: no path of the request reaches the file system
    const wanted = c.req.param('file');
    const file = [...files()].find(([name]) => name.toLowerCase() === wanted);
    if (!file) throw fail(404, `File not found: ${wanted}`);
    return c.body(file[1], 200, { 'content-type': 'text/plain; charset=utf-8' });
  });
}

/** accounts: login, whoami, passwords, reset, login IP, authentication details, two-factor. */
export function authRoutes(shop: Shop) {
  const r = new Hono();
  const domain = shop.config.application.domain;
  const sessions = authenticatedUsers(shop);
  encryptionKeyRoutes(r, shop);

  /** Solved by the request alone, whatever the login's outcome (upstream checks before the query). */
  function verifyPreLoginChallenges(body: Record<string, unknown>) {
    const sent = (email: string, password: string) => body.email === email && body.password === password;
    shop.challenges.solveIf('weakPasswordChallenge', () => sent(`admin@${domain}`, 'admin123'));
    shop.challenges.solveIf('loginSupportChallenge', () => sent(`support@${domain}`, 'J6aVjTgOpRs@?5l!Zkq2AYnCE@RF$P'));
    shop.challenges.solveIf('loginRapperChallenge', () => sent(`mc.safesearch@${domain}`, 'Mr. N00dles'));
    shop.challenges.solveIf('loginAmyChallenge', () => sent(`amy@${domain}`, 'K1f.....................'));
    shop.challenges.solveIf('dlpPasswordSprayingChallenge', () => sent(`J12934@${domain}`, '0Y8rMnww$*9VFYE§59-!Fg1L6t&6lB'));
    shop.challenges.solveIf('oauthUserPasswordChallenge', () => sent('bjoern.kimminich@gmail.com', 'bW9jLmxpYW1nQGhjaW5pbW1pay5ucmVvamI='));
    shop.challenges.solveIf('exposedCredentialsChallenge', () => sent(`testing@${domain}`, 'IamUsedForTesting'));
  }

  /** Solved by whom the login ends up as (the injection decides that). */
  function verifyPostLoginChallenges(user: Record<string, unknown>) {
    shop.challenges.solveIf('loginAdminChallenge', () => user.id === seededUserId(shop, 'admin'));
    shop.challenges.solveIf('loginJimChallenge', () => user.id === seededUserId(shop, 'jim'));
    shop.challenges.solveIf('loginBenderChallenge', () => user.id === seededUserId(shop, 'bender'));
    shop.challenges.solveIf('ghostLoginChallenge', () => user.id === seededUserId(shop, 'chris'));
    const accountant = `acc0unt4nt@${domain}`;
    shop.challenges.solveIf(
      'ephemeralAccountantChallenge',
      () => user.email === accountant && user.role === 'accounting' && !shop.db.prepare('SELECT 1 FROM Users WHERE email = ? AND deletedAt IS NULL').get(accountant),
    );
  }

  // vuln-code-snippet start loginAdminChallenge loginJimChallenge loginBenderChallenge ghostLoginChallenge ephemeralAccountantChallenge
  r.post('/rest/user/login', async (c) => {
    const body = await readJsonObject(c);
    verifyPreLoginChallenges(body);
    const { email, password } = check(loginRequest, body); // `oauth` is only the client's concern, as upstream
    const query = `SELECT * FROM Users WHERE email = '${email}' AND password = '${md5(password)}' AND deletedAt IS NULL`; // vuln-code-snippet vuln-line loginAdminChallenge loginJimChallenge loginBenderChallenge ghostLoginChallenge ephemeralAccountantChallenge
    const row = shop.db.prepare(query).get() as Record<string, unknown> | undefined;
    const user = row && userJson(row);
    if (!user?.id) throw fail(401, 'Invalid email or password.');
    if (user.totpSecret !== '') {
      const tmpToken = await signToken(shop.privateDir, { userId: user.id, type: SECOND_FACTOR_PENDING });
      return c.json({ status: 'totp_token_required', data: { tmpToken } }, 401);
    }
    verifyPostLoginChallenges(user);
    return c.json(await issueAuthentication(shop, user));
  });
  // vuln-code-snippet end loginAdminChallenge loginJimChallenge loginBenderChallenge ghostLoginChallenge ephemeralAccountantChallenge

  // vuln-code-snippet start passwordHashLeakChallenge emailLeakChallenge
  r.get('/rest/user/whoami', async (c) => {
    const data: Record<string, unknown> = (await authenticatedSession(shop, c))?.data ?? {};
    const fields = (c.req.query('fields') ?? '').split(',').map((f) => f.trim()).filter(Boolean);
    const pick = (names: string[]) => Object.fromEntries(names.map((f) => [f, Object.hasOwn(data, f) ? data[f] : undefined]));
    const user = fields.length ? pick(fields) : pick(['id', 'email', 'lastLoginIp', 'profileImage']); // vuln-code-snippet vuln-line passwordHashLeakChallenge
    shop.challenges.solveIf('passwordHashLeakChallenge', () => user.password);
    const callback = c.req.query('callback');
    if (callback === undefined) return c.json({ user });
    shop.challenges.solve('emailLeakChallenge');
    return jsonp(c, callback, { user }); // vuln-code-snippet vuln-line emailLeakChallenge
  });
  // vuln-code-snippet end passwordHashLeakChallenge emailLeakChallenge

  // vuln-code-snippet start changePasswordBenderChallenge
  r.get('/rest/user/change-password', async (c) => {
    const query = check(changePasswordQuery, c.req.query());
    if (query.new === 'undefined') throw fail(401, 'The new password must not be empty.');
    if (query.new !== query.repeat) throw fail(401, 'The new and the repeated password differ.');
    // upstream cuts "Bearer " (or "Bearer=") off by length, whatever the header says
    const session = await sessionOf(shop, c, c.req.header('authorization')?.slice('Bearer='.length));
    const user = typeof session?.data?.id === 'number' ? findUser(shop, session.data.id) : undefined;
    if (!user) throw fail(401, 'Only a logged-in user can change a password.');
    if (query.current && md5(query.current) !== user.password) throw fail(401, 'The current password is wrong.'); // vuln-code-snippet vuln-line changePasswordBenderChallenge
    const updated = updateUser(shop, user.id, { password: query.new })!;
    shop.challenges.solveIf(
      'changePasswordBenderChallenge',
      () => updated.id === seededUserId(shop, 'bender') && !query.current && updated.password === md5('slurmCl4ssic'),
    );
    return c.json({ user: publicUser(updated) });
  });
  // vuln-code-snippet end changePasswordBenderChallenge

  // vuln-code-snippet start resetPasswordMortyChallenge
  const resetLimiter = fixedWindowLimiter({ windowMs: 5 * 60 * 1000, max: 100 });
  r.use('/rest/user/reset-password', async (c, next) => {
    const { allowed, resetAt } = resetLimiter.hit(forwardedClientIp(c)); // vuln-code-snippet vuln-line resetPasswordMortyChallenge
    if (!allowed) {
      const retryAfter = String(Math.ceil((resetAt - Date.now()) / 1000));
      return c.json({ status: 'error', message: 'Too many password reset attempts. Please try again later.' }, 429, { 'retry-after': retryAfter });
    }
    await next();
  });
  // vuln-code-snippet end resetPasswordMortyChallenge

  const memories = (shop.config.memories ?? []) as Array<Record<string, unknown>>;
  const memoryAnswer = (field: string) => memories.find((m) => m[field])?.[field];

  /** The reset challenges: each seeded target reset with the answer players dig up. */
  function verifySecurityAnswerChallenges(user: UserRow, answer: string) {
    const resetOf = (key: string, expected: unknown) => () => expected !== undefined && user.id === seededUserId(shop, key) && answer === expected;
    shop.challenges.solveIf('resetPasswordJimChallenge', resetOf('jim', 'Samuel'));
    shop.challenges.solveIf('resetPasswordBenderChallenge', resetOf('bender', "Stop'n'Drop"));
    shop.challenges.solveIf('resetPasswordBjoernChallenge', resetOf('bjoern', 'West-2082'));
    shop.challenges.solveIf('resetPasswordMortyChallenge', resetOf('morty', '5N0wb41L'));
    shop.challenges.solveIf('resetPasswordBjoernOwaspChallenge', resetOf('bjoernOwasp', 'Zaya'));
    shop.challenges.solveIf('resetPasswordUvoginChallenge', resetOf('uvogin', 'Silence of the Lambs'));
    shop.challenges.solveIf('geoStalkingMetaChallenge', resetOf('john', memoryAnswer('geoStalkingMetaSecurityAnswer')));
    shop.challenges.solveIf('geoStalkingVisualChallenge', resetOf('emma', memoryAnswer('geoStalkingVisualSecurityAnswer')));
  }

  r.post('/rest/user/reset-password', async (c) => {
    const body = check(resetPasswordRequest, await readJson(c));
    if (body.new !== body.repeat) throw fail(401, 'The new and the repeated password differ.');
    const stored = securityAnswerOf(shop, body.email);
    if (!stored || hmacSha256(body.answer) !== stored.answer) throw fail(401, 'The answer to the security question is wrong.');
    const user = updateUser(shop, stored.UserId, { password: body.new });
    if (!user) throw fail(401, 'The answer to the security question is wrong.');
    verifySecurityAnswerChallenges(user, body.answer);
    return c.json({ user: publicUser(user) });
  });

  // vuln-code-snippet start httpHeaderXssChallenge
  r.get('/rest/saveloginip', async (c) => {
    const user = await authenticatedUser(shop, c);
    if (!user) throw fail(401, 'Only a logged-in user has a login IP.');
    let lastLoginIp = c.req.header('true-client-ip');
    if (shop.challenges.isEnabled('httpHeaderXssChallenge')) {
      shop.challenges.solveIf('httpHeaderXssChallenge', () => lastLoginIp === IFRAME_XSS);
    } else if (lastLoginIp !== undefined) {
      lastLoginIp = stripHtml(lastLoginIp);
    }
    const updated = updateUser(shop, user.id, { lastLoginIp: lastLoginIp ?? remoteAddress(c) }); // vuln-code-snippet vuln-line httpHeaderXssChallenge
    if (!updated) throw fail(401, 'Only a logged-in user has a login IP.');
    return c.json(publicUser(updated));
  });
  // vuln-code-snippet end httpHeaderXssChallenge

  const mask = (value: unknown) => (typeof value === 'string' && value ? value.replace(/./g, '*') : value);
  r.get('/rest/user/authentication-details', requireRole(shop, 'admin'), (c) =>
    ok(
      c,
      listUsers(shop).map((u) => {
        const token = sessions.tokenOf(u.id);
        return { ...userJson(u), password: mask(u.password), totpSecret: mask(u.totpSecret), lastLoginTime: (token && sessions.get(token)?.iat) ?? null };
      }),
    ),
  );

  /** The database row of the logged-in caller (2FA works on the stored secret, not on the token's copy). */
  const callerRow = (c: Context<{ Variables: { user: AuthUser } }>) => {
    const row = findUser(shop, c.get('user').id);
    if (!row) throw fail(401, 'Only a logged-in user can manage two-factor authentication.');
    return row;
  };
  /** Keeps the remembered session of the caller's token in step with the stored 2FA secret (upstream's updateFrom). */
  const refreshSession = (c: Context, row: UserRow) => {
    const token = requestToken(c);
    if (token) sessions.updateData(token, { totpSecret: row.totpSecret });
  };

  r.get('/rest/2fa/status', requireLogin(shop), async (c) => {
    const row = callerRow(c);
    if (row.totpSecret !== '') return c.json({ setup: true });
    const { generateSecret } = await import('otplib');
    const secret = generateSecret();
    const setupToken = await signToken(shop.privateDir, { secret, type: TOTP_SETUP });
    return c.json({ setup: false, secret, email: row.email, setupToken });
  });

  r.post('/rest/2fa/setup', requireLogin(shop), async (c) => {
    const row = callerRow(c);
    const body = check(twoFactorSetupRequest, await readJson(c));
    if (md5(body.password) !== row.password) throw fail(401, 'The password is wrong.');
    if (row.totpSecret !== '') throw fail(401, 'Two-factor authentication is already set up.');
    const setup = await verifyToken(shop.privateDir, body.setupToken);
    if (setup?.type !== TOTP_SETUP || typeof setup.secret !== 'string') throw fail(401, 'The setup token is not valid.');
    if (!(await totpValid(setup.secret, body.initialToken))) throw fail(401, 'The code does not match the new secret.');
    // vuln-code-snippet start twoFactorAuthUnsafeSecretStorageChallenge
    refreshSession(c, updateUser(shop, row.id, { totpSecret: setup.secret })!); // vuln-code-snippet vuln-line twoFactorAuthUnsafeSecretStorageChallenge
    // vuln-code-snippet end twoFactorAuthUnsafeSecretStorageChallenge
    return c.body(null, 200);
  });

  r.post('/rest/2fa/disable', requireLogin(shop), async (c) => {
    const row = callerRow(c);
    const body = check(twoFactorDisableRequest, await readJson(c));
    if (md5(body.password) !== row.password) throw fail(401, 'The password is wrong.');
    refreshSession(c, updateUser(shop, row.id, { totpSecret: '' })!);
    return c.body(null, 200);
  });

  r.post('/rest/2fa/verify', async (c) => {
    const body = check(twoFactorVerifyRequest, await readJson(c));
    const pending = await verifyToken(shop.privateDir, body.tmpToken);
    const row = pending?.type === SECOND_FACTOR_PENDING && typeof pending.userId === 'number' ? findUser(shop, pending.userId) : undefined;
    if (!row || !row.totpSecret || !(await totpValid(row.totpSecret, body.totpToken))) throw fail(401, 'The two-factor code is not valid.');
    // the secret checked above sits in clear in Users (see setup), so the injection can leak it
    shop.challenges.solveIf('twoFactorAuthUnsafeSecretStorageChallenge', () => row.email === `wurstbrot@${domain}`);
    return c.json(await issueAuthentication(shop, userJson(row)));
  });

  return r;
}
