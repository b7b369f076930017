import type { Context, MiddlewareHandler } from 'hono';
import { HttpError } from '../http/errors';
import type { Shop } from '../shop';
import { requestToken, verifyToken, type TokenPayload } from './tokens';

/** The user a request acts as: the `data` of its verified token (upstream puts the user row there). */
export type AuthUser = NonNullable<TokenPayload['data']> & { id: number; email: string; role: string };

/** Who the request's token (Bearer header or `token` cookie) says the caller is; null without a valid one. */
export async function authenticatedUser(shop: Shop, c: Context): Promise<AuthUser | null> {
  const payload = await verifyToken(shop.privateDir, requestToken(c));
  const data = payload?.data;
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
  if (!roles.includes(user.role)) throw new HttpError(403, 'Forbidden', { status: 'error', message: 'Forbidden' });
  c.set('user', user);
  await next();
};
