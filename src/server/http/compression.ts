import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|x-component|graphql-response\+json)|image\/svg\+xml)/;
/** Build output under /assets/ carries a content hash in its name: it never changes. */
const HASHED_ASSET = /^\/assets\/[^/]+-[\w-]{8,}\.(js|css|mjs)$/;
/** What the renderer streams (pages, RSC payloads): compressed chunk by chunk as it is written. */
const STREAMED = /^text\/(html|x-component)/;
/** Smaller complete answers go out as they are (upstream's threshold): a zlib stream's set-up costs more than it saves. */
const THRESHOLD_BYTES = 1024;

type Encoding = 'br' | 'gzip';
const pick = (accept: string | undefined): Encoding | null => (accept?.includes('br') ? 'br' : accept?.includes('gzip') ? 'gzip' : null);

function compressor(enc: Encoding) {
  // flush after every chunk so streamed HTML reaches the browser as it is rendered
  return enc === 'br'
    ? zlib.createBrotliCompress({ flush: zlib.constants.BROTLI_OPERATION_FLUSH, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: 6 });
}

/**
 * Brotli or gzip for every text response, and long-lived caching for hashed build assets,
 * whose compressed bytes are kept in memory (best quality, compressed once).
 */
export function compression(): MiddlewareHandler {
  const assetCache = new Map<string, Uint8Array>();
  return async (c, next) => {
    await next();
    const res = c.res;
    const path = c.req.path;
    const hashed = HASHED_ASSET.test(path) && res.status === 200;
    if (hashed) res.headers.set('cache-control', 'public, max-age=31536000, immutable');
    const enc = pick(c.req.header('accept-encoding'));
    const type = res.headers.get('content-type') ?? '';
    if (!enc || !res.body || res.headers.has('content-encoding') || !COMPRESSIBLE.test(type) || c.req.method === 'HEAD') return;
    const headers = new Headers(res.headers);
    headers.set('content-encoding', enc);
    headers.delete('content-length');
    headers.append('vary', 'Accept-Encoding');
    if (hashed) {
      const key = `${enc}:${path}`;
      let bytes = assetCache.get(key);
      if (!bytes) {
        const raw = Buffer.from(await res.arrayBuffer());
        bytes = new Uint8Array(enc === 'br' ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }) : zlib.gzipSync(raw, { level: 9 }));
        assetCache.set(key, bytes);
      }
      c.res = new Response(bytes as unknown as BodyInit, { status: res.status, headers });
      c.res.headers.set('content-length', String(bytes.byteLength)); // Hono carries the old length over
      return;
    }
    let body: Readable;
    if (STREAMED.test(type)) {
      body = Readable.fromWeb(res.body as never);
    } else {
      // a complete answer (JSON, a file): read whole to see whether it is worth compressing
      const raw = Buffer.from(await res.arrayBuffer());
      if (raw.byteLength < THRESHOLD_BYTES) {
        c.res = new Response(raw as unknown as BodyInit, res);
        return;
      }
      body = Readable.from([raw]);
    }
    c.res = new Response(Readable.toWeb(body.pipe(compressor(enc))) as ReadableStream, { status: res.status, headers });
    // Hono's c.res setter copies the previous response's headers, the raw length among them
    c.res.headers.delete('content-length');
  };
}
