import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** upstream's toSimpleIpAddress: IPv4-mapped and loopback IPv6 forms shown as plain IPv4. */
const simpleIpAddress = (ip: string) => (ip === '::1' ? '127.0.0.1' : ip.startsWith('::ffff:') ? ip.slice(7) : ip);

/** The address of the TCP peer as the socket reports it, e.g. `::ffff:10.0.0.2` (the Node adapter passes the incoming request as env). */
export function socketAddress(c: Context): string {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress ?? '';
}

/** The address of the TCP peer, in upstream's simple form. */
export const remoteAddress = (c: Context) => simpleIpAddress(socketAddress(c));

/**
 * The client address as an app behind a trusted proxy sees it: the first `X-Forwarded-For` entry
 * when there is one. Whoever talks to the shop directly can put anything there.
 */
export function forwardedClientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || remoteAddress(c);
}
