import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { compressWholeSync, pickEncoding, THRESHOLD_BYTES, type Encoding } from './compression';

type Entry = {
  revision: number;
  /** the JSON text as `c.json` would send it, encoded once (a string would be encoded at every write) */
  json: Buffer;
  /** weak (the encodings share it), from the content: a tag kept by a client across restarts never matches other content */
  etag: string;
  /** compressed bytes, made the first time a client asks for that encoding */
  encoded: Partial<Record<Encoding, Uint8Array>>;
};

/** A weak entity tag as upstream's Express makes one: length and SHA-1 of the body. */
const etagOf = (json: Buffer) => `W/"${json.byteLength.toString(16)}-${createHash('sha1').update(json).digest('base64').slice(0, 27)}"`;

/** If-None-Match compares weakly and may list several tags, or `*`. */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));

/**
 * JSON answers that stay the same between changes of what they show (the configuration, the
 * languages, the challenge list between solves): serialized once per revision and compressed
 * once per encoding, not per request. `revision` is a counter the owner of the data bumps at
 * every write (0 for data that never changes while the process runs); a different revision
 * rebuilds the entry. Each key holds one entry, so keys must be a fixed set, never taken from a
 * request. The identity answer is the one `c.json` gives; compressed answers carry the same
 * bytes in the encoding the compression middleware would have chosen, which lets them pass.
 */
export function cachedAnswers() {
  const entries = new Map<string, Entry>();

  function entryFor(key: string, revision: number, value: () => unknown): Entry {
    let entry = entries.get(key);
    if (entry?.revision !== revision) {
      const json = Buffer.from(JSON.stringify(value()));
      entry = { revision, json, etag: etagOf(json), encoded: {} };
      entries.set(key, entry);
    }
    return entry;
  }

  return {
    /** The answer `c.json(value())` gives, from the kept entry while `revision` is the same. */
    json(c: Context, key: string, revision: number, value: () => unknown): Response {
      const entry = entryFor(key, revision, value);
      if (matches(c.req.header('if-none-match'), entry.etag)) return c.body(null, 304, { etag: entry.etag });
      const enc = c.req.method === 'HEAD' ? null : pickEncoding(c.req.header('accept-encoding'));
      if (!enc || entry.json.byteLength < THRESHOLD_BYTES)
        return c.body(entry.json as unknown as ArrayBuffer, 200, { 'content-type': 'application/json', etag: entry.etag });
      entry.encoded[enc] ??= compressWholeSync(enc, entry.json);
      const bytes = entry.encoded[enc];
      return c.body(bytes as unknown as ArrayBuffer, 200, {
        'content-type': 'application/json',
        'content-encoding': enc,
        'content-length': String(bytes.byteLength),
        vary: 'Accept-Encoding',
        etag: entry.etag,
      });
    },
  };
}
