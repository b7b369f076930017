import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { pathSegment } from '../http/paths';
import type { Shop } from '../context';

/**
 * Where the running server's own bundles are. In the production build this module is one of them
 * (dist/server/assets/*.js), and the build writes each bundle's source map next to it; run from
 * source (`waku dev`, tests) there are no maps here.
 */
const SERVER_BUNDLE_DIR = path.dirname(fileURLToPath(import.meta.url));

/** The path under which the server's maps are published; the browser's bundles are under /assets/. */
export const SERVER_SOURCE_MAP_PATH = '/assets/server';

/** A bundle's map as the build names it: the bundle's file name with `.map` appended. */
const MAP_NAME = /^[\w.-]+\.js\.map$/;

/** Source that scores the game or marks its flaws: what a published map must never carry. */
const GAME_INTERNALS = /\bsolve(If|FindIt|FixIt|Coding)?\(|vuln-code-snippet|challenges\.(isEnabled|isSolved)|private\//;

const published = new Map<string, string>();

/**
 * A bundle's map as it is published: the source of the game's own scoring (whatever solves a
 * challenge or marks a flaw) is left out, so that reading a map teaches what it exposes of the
 * shop's code without handing over how, or with what, every other challenge is solved.
 */
function publishedMap(file: string) {
  let text = published.get(file);
  if (text === undefined) {
    const map = JSON.parse(readFileSync(file, 'utf8')) as { sourcesContent?: Array<string | null> };
    map.sourcesContent = map.sourcesContent?.map((source) => (source && GAME_INTERNALS.test(source) ? null : source));
    text = JSON.stringify(map);
    published.set(file, text);
  }
  return text;
}

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
    return c.body(publishedMap(file), 200, { 'content-type': 'application/json; charset=utf-8' }); // vuln-code-snippet vuln-line serverSourceMapChallenge
  });
  return r;
}
// vuln-code-snippet end serverSourceMapChallenge
