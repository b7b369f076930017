import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { pathSegment } from '../http/paths';
import type { Shop } from '../context';

/**
 * Where the running server's own bundles are. In the production build this module is one of them
 * (dist/server/assets/*.js), and the build writes each bundle's source map next to it, as
 * published: without the source of the game's own scoring (scripts/server-source-maps.ts). Run
 * from source (`waku dev`, tests) there are no maps here.
 */
const SERVER_BUNDLE_DIR = path.dirname(fileURLToPath(import.meta.url));

/** The path under which the server's maps are published; the browser's bundles are under /assets/. */
export const SERVER_SOURCE_MAP_PATH = '/assets/server';

/** A bundle's map as the build names it: the bundle's file name with `.map` appended. */
const MAP_NAME = /^[\w.-]+\.js\.map$/;

// vuln-code-snippet start serverSourceMapChallenge
/**
 * The error tracker shows server stack traces with the original source lines: it fetches each
 * bundle's source map by address, the same way it fetches the browser's.
 */
export function sourceMapRoutes(shop: Shop) {
  const r = new Hono();
  r.get(`${SERVER_SOURCE_MAP_PATH}/:file`, (c, next) => { // vuln-code-snippet vuln-line serverSourceMapChallenge
    // the bundle names keep their case; the router only sees the lower-cased path
    const name = pathSegment(c.req.url);
    if (!MAP_NAME.test(name) || path.basename(name) !== name) return next();
    const file = path.join(SERVER_BUNDLE_DIR, name);
    if (!existsSync(file)) return next();
    shop.challenges.solve('serverSourceMapChallenge'); // vuln-code-snippet hide-line serverSourceMapChallenge
    return c.body(readFileSync(file), 200, { 'content-type': 'application/json; charset=utf-8' }); // vuln-code-snippet vuln-line serverSourceMapChallenge
  });
  return r;
}
// vuln-code-snippet end serverSourceMapChallenge
