import type { Context, MiddlewareHandler } from 'hono';
import { HttpError } from '../http/errors';
import { perShop } from '../per-shop';
import type { Shop } from '../shop';
import { bearerToken, requestToken, tokenAlgorithm, verifyRequestToken, type TokenPayload } from './tokens';

/** The user a request acts as: the `data` of its verified token (upstream puts the user row there). */
export type AuthUser = NonNullable<TokenPayload['data']> & { id: number; email: string; role: string };

/** What the shop remembers about a token it has seen: its payload, refreshed by account changes, plus the user's basket id. */
type Session = TokenPayload & { bid?: number };

/** Upstream keeps this map bounded only by the process' life; a cap keeps a flood of tokens from growing memory. */
const MAX_SESSIONS = 10_000;

/**
 * Upstream's `authenticatedUsers`: every verified token mapped to its (possibly updated) payload,
 * and every user id to the latest token seen for it (the administration's "last login").
 */
class AuthenticatedUsers {
  private readonly byToken = new Map<string, Session>();
  private readonly byUserId = new Map<number, string>();

  put(token: string, session: Session) {
    this.byToken.delete(token);
    this.byToken.set(token, session);
    const id = session.data?.id;
    if (typeof id === 'number') this.byUserId.set(id, token);
    if (this.byToken.size > MAX_SESSIONS) this.byToken.delete(this.byToken.keys().next().value!);
  }

  get(token: string | undefined) {
    return token ? this.byToken.get(token) : undefined;
  }

  /** The latest token seen for a user, if it is still remembered. */
  tokenOf(userId: number) {
    const token = this.byUserId.get(userId);
    return token && this.byToken.has(token) ? token : undefined;
  }

  /** Replaces the user data kept for `token` (after 2FA setup or similar), keeping its other claims. */
  updateData(token: string, data: Record<string, unknown>) {
    const session = this.byToken.get(token);
    if (session) this.put(token, { ...session, data: { ...session.data, ...data } });
  }
}

export const authenticatedUsers = perShop(() => new AuthenticatedUsers());

/** The session of a token `c` carries: verified on every request (expiry counts), then what the shop remembers for it. */
export async function sessionOf(shop: Shop, c: Context, token: string | undefined): Promise<Session | null> {
  const payload = (await verifyRequestToken(c, shop.privateDir, token))?.payload;
  if (!payload || !token) return null;
  const store = authenticatedUsers(shop);
  const known = store.get(token);
  if (known) return known;
  store.put(token, payload);
  return payload;
}

/** The session of the request's token (Bearer header or `token` cookie); null without a valid one. */
export const authenticatedSession = (shop: Shop, c: Context) => sessionOf(shop, c, requestToken(c));

/** Who the request's token (Bearer header or `token` cookie) says the caller is; null without a valid one. */
export async function authenticatedUser(shop: Shop, c: Context): Promise<AuthUser | null> {
  const data = (await authenticatedSession(shop, c))?.data;
  return data && typeof data.id === 'number' ? (data as AuthUser) : null;
}

const unauthorized = () => new HttpError(401, 'No Authorization header was found', { status: 'error', message: 'Unauthorized' });

/** Guard: any logged-in user. The user is then available as `c.get('user')`. */
export const requireLogin = (shop: Shop): MiddlewareHandler<{ Variables: { user: AuthUser } }> => async (c, next) => {
  const user = await authenticatedUser(shop, c);
  if (!user) throw unauthorized();
  c.set('user', user);
  await next();
};

/** Guard: a logged-in user with one of `roles` (role read from the token, as upstream). */
export const requireRole = (shop: Shop, ...roles: string[]): MiddlewareHandler<{ Variables: { user: AuthUser } }> => async (c, next) => {
  const user = await authenticatedUser(shop, c);
  if (!user) throw unauthorized();
  // answered, not thrown: a refusal is no error (thrown ones above 401 count for Error Handling)
  if (!roles.includes(user.role)) return c.json({ status: 'error', message: 'Forbidden' }, 403);
  c.set('user', user);
  await next();
};

/** Guard for routes upstream closes to everybody (its denyAll): always 401. */
export const denyAll = (): MiddlewareHandler => async () => {
  throw unauthorized();
};

const emailMatches = (payload: TokenPayload, pattern: RegExp) => typeof payload.data?.email === 'string' && pattern.test(payload.data.email);

/**
 * Runs on every request, as upstream's jwtChallenges: a Bearer token that passes the (weak)
 * verification through one of its holes, for the challenge's made-up user, solves the challenge.
 */
export const jwtChallenges = (shop: Shop): MiddlewareHandler => async (c, next) => {
  const pending = !shop.challenges.isSolved('jwtUnsignedChallenge') || !shop.challenges.isSolved('jwtForgedChallenge');
  const token = pending ? bearerToken(c) : undefined;
  // only the two holes can solve these: an ordinary RS256 token is left to the guards that need it
  const alg = token && tokenAlgorithm(token);
  if (token && (alg === 'none' || alg === 'HS256')) {
    const verified = await verifyRequestToken(c, shop.privateDir, token);
    if (verified) {
      shop.challenges.solveIf('jwtUnsignedChallenge', () => verified.alg === 'none' && emailMatches(verified.payload, /jwtn3d@/));
      shop.challenges.solveIf('jwtForgedChallenge', () => verified.alg === 'HS256' && emailMatches(verified.payload, /rsa_lord@/));
    }
  }
  await next();
};
