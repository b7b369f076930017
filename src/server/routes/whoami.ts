import { Hono, type Context } from 'hono';
import { ok } from '../http/respond';
import { authenticatedSession, requireLogin } from '../security/auth';
import { listUsers, userJson } from '../services/users';
import type { Shop } from '../context';

/** Express-style JSONP: the callback name keeps only identifier characters, the payload stays JSON. */
function jsonp(c: Context, callback: string, body: unknown) {
  const name = callback.replace(/[^[\]\w$.]/g, '');
  const json = JSON.stringify(body).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  if (!name) return c.json(body as object);
  return c.body(`/**/ typeof ${name} === 'function' && ${name}(${json});`, 200, { 'content-type': 'text/javascript; charset=utf-8' });
}

/** accounts: who the caller is (whoami) and who logged in when (authentication details, for any logged-in caller as upstream's). */
export function whoamiRoutes(shop: Shop) {
  const r = new Hono();
  const sessions = shop.authenticatedUsers;

  // vuln-code-snippet start passwordHashLeakChallenge emailLeakChallenge
  r.get('/rest/user/whoami', (c) => {
    const data: Record<string, unknown> = authenticatedSession(shop, c)?.data ?? {};
    const fields = (c.req.query('fields') ?? '').split(',').map((f) => f.trim()).filter(Boolean);
    const pick = (names: string[]) => Object.fromEntries(names.map((f) => [f, Object.hasOwn(data, f) ? data[f] : undefined]));
    const user = fields.length ? pick(fields) : pick(['id', 'email', 'lastLoginIp', 'profileImage']); // vuln-code-snippet vuln-line passwordHashLeakChallenge
    shop.challenges.solveIf('passwordHashLeakChallenge', () => user.password); // vuln-code-snippet hide-line
    const callback = c.req.query('callback');
    if (callback === undefined) return c.json({ user });
    shop.challenges.solve('emailLeakChallenge'); // vuln-code-snippet hide-line
    return jsonp(c, callback, { user }); // vuln-code-snippet vuln-line emailLeakChallenge
  });
  // vuln-code-snippet end passwordHashLeakChallenge emailLeakChallenge

  const mask = (value: unknown) => (typeof value === 'string' && value ? value.replace(/./g, '*') : value);
  // any verified token will do, as upstream's isAuthorized (its own test calls it with a token naming only an email)
  r.get('/rest/user/authentication-details', requireLogin(shop), (c) =>
    ok(
      c,
      listUsers(shop).map((u) => {
        const token = sessions.tokenOf(u.id);
        return { ...userJson(u), password: mask(u.password), totpSecret: mask(u.totpSecret), lastLoginTime: (token && sessions.get(token)?.iat) ?? null };
      }),
    ),
  );

  return r;
}
