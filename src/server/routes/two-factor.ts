import { Hono, type Context } from 'hono';
import { twoFactorDisableRequest, twoFactorSetupRequest, twoFactorVerifyRequest } from '../../lib/account-schemas';
import { HttpError } from '../http/http-error';
import { check, readJson } from '../http/respond';
import { authenticatedUser, requireLogin } from '../security/auth';
import { md5 } from '../security/hashing';
import { requestToken, signToken, verifyToken } from '../security/tokens';
import { findUser, issueAuthentication, updateUser, userJson } from '../services/users';
import type { UserRow } from '../db/users';
import type { Shop } from '../context';

/** Token types of the two-factor flow (upstream's values): the login hands out the first. */
export const SECOND_FACTOR_PENDING = 'password_valid_needs_second_factor_token';
const TOTP_SETUP = 'totp_setup_secret';

const fail = (message: string) => new HttpError(401, message, { status: 'error', message });

/** A TOTP code is accepted one 30-second step early or late, as upstream allows clock drift. */
async function totpValid(secret: string, token: string) {
  try {
    const { verify } = await import('otplib');
    return (await verify({ secret, token, epochTolerance: 30 })).valid;
  } catch {
    return false; // a malformed secret (e.g. fabricated by the login injection) verifies nothing
  }
}

/** accounts: two-factor authentication (status, setup, disable, and the login's second step). */
export function twoFactorRoutes(shop: Shop) {
  const r = new Hono();
  const domain = shop.config.application.domain;
  const sessions = shop.authenticatedUsers;

  /** The database row of the logged-in caller (2FA works on the stored secret, not on the token's copy). */
  const callerRow = (c: Context) => {
    const user = authenticatedUser(shop, c);
    const row = user && findUser(shop, user.id);
    if (!row) throw fail('Only a logged-in user can manage two-factor authentication.');
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
    const setupToken = signToken(shop.privateDir, { secret, type: TOTP_SETUP });
    return c.json({ setup: false, secret, email: row.email, setupToken });
  });

  r.post('/rest/2fa/setup', requireLogin(shop), async (c) => {
    const row = callerRow(c);
    const body = check(twoFactorSetupRequest, await readJson(c));
    if (md5(body.password) !== row.password) throw fail('The password is wrong.');
    if (row.totpSecret !== '') throw fail('Two-factor authentication is already set up.');
    const setup = verifyToken(shop.privateDir, body.setupToken);
    if (setup?.type !== TOTP_SETUP || typeof setup.secret !== 'string') throw fail('The setup token is not valid.');
    if (!(await totpValid(setup.secret, body.initialToken))) throw fail('The code does not match the new secret.');
    // vuln-code-snippet start twoFactorAuthUnsafeSecretStorageChallenge
    refreshSession(c, updateUser(shop, row.id, { totpSecret: setup.secret })!); // vuln-code-snippet vuln-line twoFactorAuthUnsafeSecretStorageChallenge
    // vuln-code-snippet end twoFactorAuthUnsafeSecretStorageChallenge
    return c.body(null, 200);
  });

  r.post('/rest/2fa/disable', requireLogin(shop), async (c) => {
    const row = callerRow(c);
    const body = check(twoFactorDisableRequest, await readJson(c));
    if (md5(body.password) !== row.password) throw fail('The password is wrong.');
    refreshSession(c, updateUser(shop, row.id, { totpSecret: '' })!);
    return c.body(null, 200);
  });

  r.post('/rest/2fa/verify', async (c) => {
    const body = check(twoFactorVerifyRequest, await readJson(c));
    const pending = verifyToken(shop.privateDir, body.tmpToken);
    const row = pending?.type === SECOND_FACTOR_PENDING && typeof pending.userId === 'number' ? findUser(shop, pending.userId) : undefined;
    if (!row?.totpSecret || !(await totpValid(row.totpSecret, body.totpToken))) throw fail('The two-factor code is not valid.');
    // the secret checked above sits in clear in Users (see setup), so the injection can leak it
    shop.challenges.solveIf('twoFactorAuthUnsafeSecretStorageChallenge', () => row.email === `wurstbrot@${domain}`);
    return c.json(await issueAuthentication(shop, userJson(row)));
  });

  return r;
}
