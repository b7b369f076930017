import type { Env, Hono } from 'hono';
import { getPathNoStrict } from 'hono/utils/url';

/**
 * The path the shop's routers match: lower-cased, repeated slashes merged, without a trailing
 * slash. Upstream's routes are case-insensitive (tools call /api/challenges as well as
 * /api/Challenges) and the front end calls `/api/Challenges/`; routes are therefore registered in
 * lower case (see mountRoutes). Upstream merges repeated slashes before any route sees a path
 * (they once let requests slip past its filters): `/ftp///eastere.gg` meets the file type check
 * there, and here.
 */
export function lowerCasePath(req: Request) {
  const merged = getPathNoStrict(req).replace(/\/{2,}/g, '/');
  return (merged.length > 1 && merged.endsWith('/') ? merged.slice(0, -1) : merged).toLowerCase();
}

/** A route's path as the router matches it: its fixed segments lower-cased, like the requests, its parameters as written. */
export const matchedRoutePath = (path: string) =>
  path
    .split('/')
    .map((segment) => (segment.startsWith(':') || segment.includes('{') ? segment : segment.toLowerCase()))
    .join('/');

/**
 * Mounts a route module on the app at its root, as `app.route('/', routes)` does, but the module
 * declares its paths as the API writes them (upstream's case: a search for `/rest/saveLoginIp`
 * or `/api/BasketItems` finds its route), and they are registered as the router matches them.
 */
export function mountRoutes<E extends Env>(app: Hono, routes: Hono<E>) {
  for (const route of routes.routes) app.on(route.method, matchedRoutePath(route.path), route.handler as never);
}

/**
 * Waku's RSC URL scheme, under its `rscBase` ('RSC' unless waku.config.ts says otherwise): the
 * payload of a rendered route is `/<rscBase>/R/<route>.txt`, a server function call a POST to
 * `/<rscBase>/F/<module id>/<name>.txt`. Waku hands adapters the base (its resolved config) but
 * keeps the encoding of the rest to itself (1.0.0-rc.1), so it is written here, and
 * tests/build/waku-build.test.ts checks it against what a build serves.
 */
export function rscPaths(rscBase: string) {
  const base = `/${rscBase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`;
  return {
    /** anything under the base */
    any: new RegExp(`^${base}`),
    /** payloads of rendered routes */
    routePayload: new RegExp(`^${base}R/.*\\.txt$`),
    /** calls of server functions */
    functionCall: new RegExp(`^${base}F/.+/\\w+\\.txt$`),
  };
}

/**
 * A path segment as the client sent it, decoded, counted from the end (0 = the last). Route
 * parameters come from the lower-cased path; ids and codes whose case matters are read here.
 */
export function pathSegment(url: string, fromEnd = 0): string {
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  const segment = segments[segments.length - 1 - fromEnd] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Upstream's trunc, which it applies to path parameters that end up in code and to echoed upload contents: line breaks dropped,
 * longer texts cut to `length - 1` characters plus an ellipsis.
 */
export const truncate = (text: string, length: number) => {
  const flat = text.replace(/(\r\n|\n|\r)/gm, '');
  return flat.length > length ? `${flat.slice(0, length - 1)}...` : flat;
};
