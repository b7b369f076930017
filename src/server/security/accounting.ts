import type { MiddlewareHandler } from 'hono';
import type { Shop } from '../context';
import { socketAddress } from './client-ip';
import { bearerToken, verifyRequestToken } from './tokens';

/**
 * Upstream's isAccounting: the Authorization header's token must verify and name the accounting
 * role. Anyone else is answered (not thrown, so Error Handling stays unsolved) with upstream's 403.
 */
export const requireAccounting =
  (shop: Shop): MiddlewareHandler =>
  async (c, next) => {
    const verified = verifyRequestToken(c, shop.privateDir, bearerToken(c));
    if (verified?.payload.data?.role !== 'accounting') return c.json({ error: 'Malicious activity detected' }, 403);
    await next();
  };

/** The refusal of upstream's IP filter (express-ipfilter): a 403 error the final error handler shows. */
export class IpDeniedError extends Error {
  readonly extra: { ip: string };
  readonly status = 403;
  readonly statusCode = 403;

  constructor(ip: string) {
    super(`Access denied to IP address: ${ip}`);
    this.name = 'IpDeniedError';
    this.extra = { ip };
    // the stack's first line names the error as its name now reads
    Error.captureStackTrace(this, IpDeniedError);
  }
}

/**
 * Upstream's IP allow-list, in front of changing stock levels: only the listed peer addresses
 * pass. Upstream lists `123.456.789`, which no peer can have, so nobody passes.
 */
export const QUANTITY_IP_ALLOW_LIST = ['123.456.789'];

export const ipAllowList =
  (allowed: readonly string[]): MiddlewareHandler =>
  async (c, next) => {
    const ip = socketAddress(c);
    if (!allowed.includes(ip)) throw new IpDeniedError(ip);
    await next();
  };
