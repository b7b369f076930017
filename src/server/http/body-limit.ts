import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError } from './http-error';

/** body-parser's default limit ('100kb'), which upstream's JSON, url-encoded and text parsers all keep. */
export const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * The ceiling for routes that set a (smaller) limit of their own and answer it in their own words:
 * the file uploads (multipart) and the content graph. Their own limit answers first; this one only
 * holds should a route lose its own.
 */
export const OWN_LIMIT_CEILING_BYTES = 8 * 1024 * 1024;

/** body-parser's refusal of a body over its limit, as upstream's error handler shows it. */
export const payloadTooLarge = (limit: number, length?: number) =>
  Object.assign(new HttpError(413, 'request entity too large'), {
    name: 'PayloadTooLargeError',
    expose: true,
    statusCode: 413,
    ...(length !== undefined && Number.isFinite(length) ? { expected: length, length } : {}),
    limit,
    type: 'entity.too.large',
  });

/**
 * One body size limit for every request of the app, checked before any route reads the body: a
 * declared length over the limit is refused at once (the body is never read), a body without one
 * (chunked) is counted as it arrives and refused the moment it passes the limit. `ownLimits`
 * names the paths (lower case, as the router matches them) that keep a limit of their own.
 * A declared length is judged by the header alone: touching the body stream of a request that is
 * then refused unread would keep the server from draining it, and lose the connection.
 */
export function requestBodyLimit({ ownLimits = [] }: { ownLimits?: string[] } = {}): MiddlewareHandler {
  const exempt = new Set(ownLimits.map((p) => p.toLowerCase()));
  const refuse = (limit: number, length?: number) => {
    throw payloadTooLarge(limit, length);
  };
  const counted = (limit: number) => bodyLimit({ maxSize: limit, onError: () => refuse(limit) });
  const standard = { limit: BODY_LIMIT_BYTES, counted: counted(BODY_LIMIT_BYTES) };
  const ceiling = { limit: OWN_LIMIT_CEILING_BYTES, counted: counted(OWN_LIMIT_CEILING_BYTES) };
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const own = exempt.has(c.req.path);
    const { limit, counted } = own ? ceiling : standard;
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      const length = Number(declared);
      return length > limit ? refuse(limit, length) : next();
    }
    // Over HTTP/1.1 a body without a declared length comes chunked; only requests made in the
    // process (the content adapter's queries) have neither header: routes with a limit of their
    // own (the graph) count those themselves, any other route's are counted here
    if (own && declared === undefined && c.req.header('transfer-encoding') === undefined) return next();
    return counted(c, next);
  };
}
