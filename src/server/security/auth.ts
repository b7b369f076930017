import type { Context, MiddlewareHandler } from 'hono';
import { HttpError } from '../http/http-error';
import type { Shop } from '../context';
import type { Session } from './sessions';
import { bearerToken, deluxeToken, requestToken, tokenAlgorithm, verifyRequestToken, type TokenPayload } from './tokens';

/** The user a request acts as: the `data` of its verified token (upstream puts the user row there). */
export type AuthUser = NonNullable<TokenPayload['data']> & { id: number; email: string; role: string };

/** The session of a token `c` carries: verified on every request (expiry counts), then what the shop remembers for it. */
export function sessionOf(shop: Shop, c: Context, token: string | undefined): Session | null {
  const payload = verifyRequestToken(c, shop.privateDir, token)?.payload;
  if (!payload || !token) return null;
  const store = shop.authenticatedUsers;
  const known = store.get(token);
  if (known) return known;
  store.put(token, payload);
  return payload;
}

/** The session of the request's token (Bearer header or `token` cookie); null without a valid one. */
export const authenticatedSession = (shop: Shop, c: Context) => sessionOf(shop, c, requestToken(c));

/** Who the request's token (Bearer header or `token` cookie) says the caller is; null without a valid one naming a user id. */
export function authenticatedUser(shop: Shop, c: Context): AuthUser | null {
  const data = authenticatedSession(shop, c)?.data;
  return data && typeof data.id === 'number' ? (data as AuthUser) : null;
}

/**
 * express-jwt's refusal as upstream's final error handler shows it: status 401, negotiated like any
 * error (an HTML page by default, JSON when asked for), so tools matching upstream's answer match ours.
 * A 401 does not count for Error Handling.
 */
export const unauthorized = (message = 'No Authorization header was found') =>
  Object.assign(new HttpError(401, message), { name: 'UnauthorizedError', code: 'credentials_required' });

/**
 * Guard: a token that verifies, whatever it carries (upstream's express-jwt checks nothing more;
 * the Unsigned JWT hole needs exactly that). Routes read who the caller is themselves.
 */
export const requireLogin =
  (shop: Shop): MiddlewareHandler =>
  async (c, next) => {
    if (!authenticatedSession(shop, c)) throw unauthorized();
    await next();
  };

/** The session of the request's Authorization header alone (upstream's jwtFrom: no cookie), with the user id its data names. */
export function bearerSession(shop: Shop, c: Context) {
  const session = sessionOf(shop, c, bearerToken(c));
  return session && typeof session.data?.id === 'number' ? (session as Session & { data: AuthUser }) : null;
}

/** Guard: a verified token whose user has one of `roles` (role read from the token, as upstream). */
export const requireRole =
  (shop: Shop, ...roles: string[]): MiddlewareHandler =>
  async (c, next) => {
    const session = authenticatedSession(shop, c);
    if (!session) throw unauthorized();
    // answered, not thrown: a refusal is no error (thrown ones above 401 count for Error Handling)
    if (!roles.includes(session.data?.role as string)) return c.json({ status: 'error', message: 'Forbidden' }, 403);
    await next();
  };

/** Guard for routes upstream closes to everybody (its denyAll): always 401. */
export const denyAll = (): MiddlewareHandler => async () => {
  throw unauthorized();
};

const emailMatches = (payload: TokenPayload, pattern: RegExp) =>
  typeof payload.data?.email === 'string' && pattern.test(payload.data.email);

/**
 * Runs on every request, as upstream's jwtChallenges: a Bearer token that passes the (weak)
 * verification through one of its holes, for the challenge's made-up user, solves the challenge.
 */
export const jwtChallenges =
  (shop: Shop): MiddlewareHandler =>
  async (c, next) => {
    const pending = !shop.challenges.isSolved('jwtUnsignedChallenge') || !shop.challenges.isSolved('jwtForgedChallenge');
    const token = pending ? bearerToken(c) : undefined;
    // only the two holes can solve these: an ordinary RS256 token is left to the guards that need it
    const alg = token && tokenAlgorithm(token);
    if (token && (alg === 'none' || alg === 'HS256')) {
      const verified = verifyRequestToken(c, shop.privateDir, token);
      if (verified) {
        shop.challenges.solveIf('jwtUnsignedChallenge', () => verified.alg === 'none' && emailMatches(verified.payload, /jwtn3d@/));
        shop.challenges.solveIf('jwtForgedChallenge', () => verified.alg === 'HS256' && emailMatches(verified.payload, /rsa_lord@/));
      }
    }
    await next();
  };

/** Routes behind appendUserId read the caller's id from here. */
export type WithUserId = { Variables: { userId: number } };

/**
 * Guard of the routes that act on the caller's own records (addresses, cards, wallet, deluxe,
 * data export), as upstream's appendUserId: a Bearer token (the header only, as upstream's jwtFrom)
 * of a known session naming a user, else a JSON 401 whose message is the one upstream's guard
 * answers with (its lookup of a missing session fails with exactly this text).
 */
export const appendUserId =
  (shop: Shop): MiddlewareHandler<WithUserId> =>
  async (c, next) => {
    const session = bearerSession(shop, c);
    if (!session) return c.json({ status: 'error', message: "Cannot read properties of undefined (reading 'data')" }, 401);
    c.set('userId', session.data.id);
    await next();
  };

/** Whether the request's token is a genuine deluxe member's: the role and the deluxe proof derived from its email. */
export function isDeluxe(shop: Shop, c: Context): boolean {
  const data = verifyRequestToken(c, shop.privateDir, requestToken(c))?.payload.data;
  return (
    data?.role === 'deluxe' && typeof data.deluxeToken === 'string' && data.deluxeToken === deluxeToken(shop.privateDir, String(data.email))
  );
}
