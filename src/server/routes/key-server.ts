import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { HttpError } from '../http/errors';
import { escapeHtml } from '../security/html';
import type { Shop } from '../shop';

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

  // the title and heading name the folder as upstream's directory index does; the markup is ours
  r.get('/encryptionkeys', (c) => {
    const shown = escapeHtml(new URL(c.req.url).pathname);
    const rows = [...files()]
      .map(([name, text]) => `<li><a href="/encryptionkeys/${encodeURIComponent(name)}">${escapeHtml(name)}</a> <small>${Buffer.byteLength(text)} B</small></li>`)
      .join('');
    return c.html(
      `<!DOCTYPE html><html><head><meta charset="utf-8"><title>listing directory ${shown}</title></head>` +
        `<body><h1><a href="/">~</a> / <a href="/encryptionkeys/">encryptionkeys</a></h1><ul>${rows}</ul></body></html>`,
    );
  });

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
