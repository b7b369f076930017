import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { directoryListingPage, folderEntries, requestedPath } from '../http/directory-listing';
import { HttpError } from '../http/http-error';
import { pathSegment } from '../http/paths';
import type { Shop } from '../context';

/** A regular file directly in `dir` by that exact name, or nothing (no other path of the request reaches the file system). */
async function fileIn(dir: string, name: string) {
  if (!name || name === '.' || name === '..' || path.basename(name) !== name) return undefined;
  const file = path.join(dir, name);
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? { file, size: info.size } : undefined;
}

/** operations: the server's log folder, browsable and downloadable by anyone (the Access Log flaw). */
export function supportLogRoutes(shop: Shop) {
  const dir = shop.logsDir;
  const r = new Hono();

  // vuln-code-snippet start accessLogDisclosureChallenge
  for (const logs of ['/support/logs', '/support/logs/*']) {
    r.use(logs, async (c, next) => {
      const { pathname, search } = new URL(c.req.url);
      shop.challenges.solveIf('accessLogDisclosureChallenge', () => (pathname + search).includes('access.log')); // vuln-code-snippet hide-line
      await next();
    });
  }

  r.get('/support/logs', async (c) => c.html(directoryListingPage('/support/logs', requestedPath(c.req.url), await folderEntries(dir)))); // vuln-code-snippet vuln-line accessLogDisclosureChallenge

  r.get('/support/logs/:file', async (c) => { // vuln-code-snippet vuln-line accessLogDisclosureChallenge
    const wanted = pathSegment(c.req.url); // decoded, in the case it was sent: an encoded slash (%2f) arrives as "/"
    // thrown with its status, as upstream does: the error handler answers it
    if (wanted.includes('/')) throw new HttpError(403, 'File names cannot contain forward slashes!');
    const found = await fileIn(dir, wanted);
    if (!found) throw new HttpError(404, `File not found: ${wanted}`, { status: 'error', message: `File not found: ${wanted}` });
    const headers = { 'content-type': 'application/octet-stream', 'content-length': String(found.size) };
    if (found.size === 0) return c.body(null, 200, headers);
    // streamed: a day's log can be large, and is still being appended to (only what it held when asked for is sent)
    const body = Readable.toWeb(createReadStream(found.file, { end: found.size - 1 })) as ReadableStream;
    return c.body(body, 200, headers);
  });
  // vuln-code-snippet end accessLogDisclosureChallenge

  return r;
}
