import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|x-component|graphql-response\+json)|image\/svg\+xml)/;
/** Build output under /assets/ carries a content hash in its name: it never changes. */
const HASHED_ASSET = /^\/assets\/[^/]+-[\w-]{8,}\.(js|css|mjs)$/;
/** What the renderer streams (pages, RSC payloads): compressed chunk by chunk as it is written. */
const STREAMED = /^text\/(html|x-component)/;
/** Smaller complete answers go out as they are (upstream's threshold): compressing costs more than it saves. */
export const THRESHOLD_BYTES = 1024;

export type Encoding = 'br' | 'gzip';
/** The encoding an Accept-Encoding header lets us use, brotli first; null for none. */
export const pickEncoding = (accept: string | undefined): Encoding | null =>
  accept?.includes('br') ? 'br' : accept?.includes('gzip') ? 'gzip' : null;

/**
 * How hard a complete answer is compressed, per request or per revision of a cached answer:
 * brotli 4 costs about what gzip 6 does (a 77 KB challenge list: under 1 ms) for a similar size;
 * 11 would save a fifth more at seventy times the time.
 */
type Options = { br: zlib.BrotliOptions; gzip: zlib.ZlibOptions };
const WHOLE_OPTIONS: Options = {
  br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  gzip: { level: 6 },
};
/** Best quality, for bytes compressed once for the life of the process (hashed assets). */
const BEST_OPTIONS: Options = {
  br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
  gzip: { level: 9 },
};

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/**
 * A complete body compressed in one call. The synchronous form is for bytes compressed once and
 * kept (cached answers); per-request bodies use the asynchronous one, off the event loop.
 */
export function compressWholeSync(enc: Encoding, raw: Uint8Array, best = false): Uint8Array {
  const options = best ? BEST_OPTIONS : WHOLE_OPTIONS;
  return enc === 'br' ? zlib.brotliCompressSync(raw, options.br) : zlib.gzipSync(raw, options.gzip);
}
const compressWhole = async (enc: Encoding, raw: Uint8Array): Promise<Uint8Array> =>
  enc === 'br' ? brotliAsync(raw, WHOLE_OPTIONS.br) : gzipAsync(raw, WHOLE_OPTIONS.gzip);

function streamCompressor(enc: Encoding) {
  // the same effort as a complete answer, flushed after every chunk so streamed HTML reaches the browser as it is rendered
  return enc === 'br'
    ? zlib.createBrotliCompress({ ...WHOLE_OPTIONS.br, flush: zlib.constants.BROTLI_OPERATION_FLUSH })
    : zlib.createGzip({ ...WHOLE_OPTIONS.gzip, flush: zlib.constants.Z_SYNC_FLUSH });
}

/**
 * Brotli or gzip for every text response, and long-lived caching for hashed build assets,
 * whose compressed bytes are kept in memory (best quality, compressed once). Streamed pages are
 * compressed as they are written; complete answers (JSON, files) in one call. An answer that
 * arrives encoded already (a cached answer, see cached-answer.ts) passes untouched.
 */
export function compression(): MiddlewareHandler {
  const assetCache = new Map<string, Uint8Array>();
  return async (c, next) => {
    await next();
    const res = c.res;
    const path = c.req.path;
    const hashed = HASHED_ASSET.test(path) && res.status === 200;
    if (hashed) res.headers.set('cache-control', 'public, max-age=31536000, immutable');
    const enc = pickEncoding(c.req.header('accept-encoding'));
    const type = res.headers.get('content-type') ?? '';
    // `res.body` last: reading it turns the node server's light response (sent in one write) into a stream
    if (!enc || c.req.method === 'HEAD' || res.headers.has('content-encoding') || !COMPRESSIBLE.test(type) || !res.body) return;
    /** The answer in `enc`: the original's status and headers, its encoding, and the length of what is sent (none for a stream). */
    const sendEncoded = (body: BodyInit, length?: number) => {
      const headers = new Headers(res.headers);
      headers.set('content-encoding', enc);
      headers.delete('content-length');
      headers.append('vary', 'Accept-Encoding');
      c.res = new Response(body, { status: res.status, headers });
      // Hono's c.res setter copies the previous response's headers, the raw length among them
      if (length === undefined) c.res.headers.delete('content-length');
      else c.res.headers.set('content-length', String(length));
    };
    if (hashed) {
      const key = `${enc}:${path}`;
      let bytes = assetCache.get(key);
      if (!bytes) {
        bytes = compressWholeSync(enc, new Uint8Array(await res.arrayBuffer()), true);
        assetCache.set(key, bytes);
      }
      return sendEncoded(bytes as unknown as BodyInit, bytes.byteLength);
    }
    if (STREAMED.test(type))
      return sendEncoded(Readable.toWeb(Readable.fromWeb(res.body as never).pipe(streamCompressor(enc))) as ReadableStream);
    // a complete answer (JSON, a file): read whole to see whether it is worth compressing
    const raw = new Uint8Array(await res.arrayBuffer());
    if (raw.byteLength < THRESHOLD_BYTES) {
      // status and headers, not the response itself as init: the node server then sends the bytes in one write
      c.res = new Response(raw as unknown as BodyInit, { status: res.status, statusText: res.statusText, headers: res.headers });
      return;
    }
    const bytes = await compressWhole(enc, raw);
    sendEncoded(bytes as unknown as BodyInit, bytes.byteLength);
  };
}
