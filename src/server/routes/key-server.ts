import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { directoryListingPage, folderEntries, requestedPath } from '../http/directory-listing';
import { HttpError } from '../http/http-error';
import type { Shop } from '../context';

/** The key files are published on purpose (the JWT public key is what the forged-token attack starts from). */
export function keyServerRoutes(shop: Shop) {
  const r = new Hono();
  const dir = path.join(shop.privateDir, 'encryptionkeys');
  // The folder ships with the shop and never changes while it runs: read once, on the first request for it.
  let published: Map<string, string> | undefined;
  const files = () =>
    (published ??= new Map(
      readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
        .sort()
        .map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]),
    ));

  r.get('/encryptionkeys', async (c) =>
    c.html(directoryListingPage('/encryptionkeys', requestedPath(c.req.url), await folderEntries(dir))),
  );

  r.get('/encryptionkeys/:file', (c) => {
    const wanted = c.req.param('file'); // decoded: an encoded slash (%2f) arrives as "/"
    // thrown with its status, as upstream does: the error handler answers it
    if (wanted.includes('/')) throw new HttpError(403, 'File names cannot contain forward slashes!');
    // only names listed in the folder: no path of the request reaches the file system
    const file = [...files()].find(([name]) => name.toLowerCase() === wanted);
    if (!file) throw new HttpError(404, `File not found: ${wanted}`, { status: 'error', message: `File not found: ${wanted}` });
    return c.body(file[1], 200, { 'content-type': 'text/plain; charset=utf-8' });
  });

  return r;
}
