import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { load } from 'js-yaml';
import type { Shop } from '../context';

/** The files of swagger-ui-dist the page loads, served from node_modules as the package ships them. */
const SWAGGER_UI_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/** Starts Swagger UI on the page with our document (a file of its own: the page runs no inline script). */
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api-docs/swagger.json', dom_id: '#swagger-ui', deepLinking: true });
});
`;

const page = (title: string) =>
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<title>${title}</title><link rel="icon" type="image/png" href="/api-docs/favicon-32x32.png"><link rel="stylesheet" href="/api-docs/swagger-ui.css">` +
  '<style>body{margin:0;background:#fafafa}</style></head><body><div id="swagger-ui"></div>' +
  '<script src="/api-docs/swagger-ui-bundle.js"></script><script src="/api-docs/init.js"></script></body></html>';

/**
 * The B2B API's documentation as upstream publishes it: Swagger UI (swagger-ui-dist) at /api-docs,
 * reading our OpenAPI document. Nothing of it is loaded before someone opens the page: the UI's
 * files are streamed from the package, the document is read on the first request for it.
 */
export function apiDocsRoutes(shop: Shop) {
  const r = new Hono();
  let swaggerUiDir: string | undefined;
  let document: Promise<string> | undefined;
  const openApiDocument = () =>
    (document ??= readFile(path.join(shop.privateDir, 'api-docs', 'b2b-v2.openapi.yml'), 'utf8').then((yaml) =>
      JSON.stringify(load(yaml)),
    ));

  r.get('/api-docs', (c) => c.html(page('Swagger UI')));
  r.get('/api-docs/swagger.json', async (c) => {
    try {
      return c.body(await openApiDocument(), 200, { 'content-type': 'application/json; charset=utf-8' });
    } catch (e) {
      document = undefined; // a broken file may be fixed while the shop runs
      throw e;
    }
  });
  r.get('/api-docs/init.js', (c) => c.body(INIT_SCRIPT, 200, { 'content-type': 'application/javascript; charset=utf-8' }));
  r.get('/api-docs/:file', (c) => {
    const file = c.req.param('file');
    const type = Object.hasOwn(SWAGGER_UI_FILES, file) ? SWAGGER_UI_FILES[file] : undefined;
    if (!type) return c.text('Not Found', 404);
    swaggerUiDir ??= path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
    const body = Readable.toWeb(createReadStream(path.join(swaggerUiDir, file))) as ReadableStream;
    return c.body(body, 200, { 'content-type': type, 'cache-control': 'public, max-age=86400' });
  });
  return r;
}
