import { Hono } from 'hono';
import { loginRequest } from '../../lib/account-schemas';
import { stripHtml } from '../../lib/sanitize';
import { IFRAME_XSS } from '../challenges/payloads';
import { HttpError } from '../http/http-error';
import { check, readJsonObject, sendMessage } from '../http/respond';
import { runInjectableSql } from '../sandbox/sql';
import { authenticatedUser } from '../security/auth';
import { remoteAddress } from '../security/client-ip';
import { md5 } from '../security/hashing';
import { signToken } from '../security/tokens';
import { issueAuthentication, publicUser, seededUserId, updateUser, userJson } from '../services/users';
import type { Shop } from '../context';
import { SECOND_FACTOR_PENDING } from './two-factor';

/** accounts: the password login and the login IP the client records right after it. */
export function loginRoutes(shop: Shop) {
  const r = new Hono();
  const domain = shop.config.application.domain;

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
      () => user.email === accountant && user.role === 'accounting' && !shop.tables.users.activeWithEmail(accountant),
    );
  }

  // vuln-code-snippet start loginAdminChallenge loginJimChallenge loginBenderChallenge ghostLoginChallenge ephemeralAccountantChallenge
  r.post('/rest/user/login', async (c) => {
    const body = await readJsonObject(c);
    verifyPreLoginChallenges(body);
    // types only: a missing field counts as empty, as upstream's `|| ''` (`oauth` is only the client's concern)
    const { email, password } = check(loginRequest, body);
    const query = `SELECT * FROM Users WHERE email = '${email || ''}' AND password = '${md5(password || '')}' AND deletedAt IS NULL`; // vuln-code-snippet vuln-line loginAdminChallenge loginJimChallenge loginBenderChallenge ghostLoginChallenge ephemeralAccountantChallenge
    // an SQL error (e.g. a lone quote) goes to the error handler as it is, as upstream's does
    const row = await runInjectableSql(shop, query, 'get');
    const user = row && userJson(row);
    if (!user?.id) return sendMessage(c, 'Invalid email or password.', 401);
    if (user.totpSecret !== '') {
      const tmpToken = signToken(shop.privateDir, { userId: user.id, type: SECOND_FACTOR_PENDING });
      return c.json({ status: 'totp_token_required', data: { tmpToken } }, 401);
    }
    verifyPostLoginChallenges(user);
    return c.json(await issueAuthentication(shop, user));
  });
  // vuln-code-snippet end loginAdminChallenge loginJimChallenge loginBenderChallenge ghostLoginChallenge ephemeralAccountantChallenge

  const notLoggedIn = () => new HttpError(401, 'Not logged in', { status: 'error', message: 'Only a logged-in user has a login IP.' });

  // vuln-code-snippet start httpHeaderXssChallenge
  r.get('/rest/saveLoginIp', (c) => {
    const user = authenticatedUser(shop, c);
    if (!user) throw notLoggedIn();
    let lastLoginIp = c.req.header('true-client-ip');
    // vuln-code-snippet hide-start
    if (shop.challenges.isEnabled('httpHeaderXssChallenge')) {
      shop.challenges.solveIf('httpHeaderXssChallenge', () => lastLoginIp === IFRAME_XSS);
    } else if (lastLoginIp !== undefined) {
      lastLoginIp = stripHtml(lastLoginIp);
    }
    // vuln-code-snippet hide-end
    const updated = updateUser(shop, user.id, { lastLoginIp: lastLoginIp ?? remoteAddress(c) }); // vuln-code-snippet vuln-line httpHeaderXssChallenge
    if (!updated) throw notLoggedIn();
    return c.json(publicUser(updated));
  });
  // vuln-code-snippet end httpHeaderXssChallenge

  return r;
}
