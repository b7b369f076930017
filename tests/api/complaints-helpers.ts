import { crc32, deflateRawSync } from 'node:zlib';
import type { TestServer } from '../helpers';

/** Requests and files of the complaint tests. */

export type ZipEntry = { name: string | Buffer; data?: Buffer | string; deflate?: boolean; unixMode?: number };

/** A zip archive written byte by byte: stored or deflated entries, names as given (UTF-8 flag set), optional Unix file modes. */
export function zipArchive(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data = '', deflate = false, unixMode } of entries) {
    const raw = Buffer.isBuffer(data) ? data : Buffer.from(data);
    const stored = deflate ? deflateRawSync(raw) : raw;
    const fileName = Buffer.isBuffer(name) ? name : Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(unixMode === undefined ? 20 : (3 << 8) | 20, 4); // made by Unix when a mode is given
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(unixMode === undefined ? 0 : (unixMode << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, stored);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A zip archive of stored (uncompressed) entries, names as given. */
export const zipOf = (entries: Record<string, string | Buffer>) =>
  zipArchive(Object.entries(entries).map(([name, data]) => ({ name, data })));

/** A small but genuine PDF document. */
export const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** POST /file-upload with one file in field `file`, as the complaint screen sends it; the answer as status and JSON (or text). */
export async function upload(
  server: TestServer,
  name: string,
  content: string | Buffer,
  { type = 'application/octet-stream', field = 'file', token }: { type?: string; field?: string; token?: string } = {},
) {
  const form = new FormData();
  form.append(field, new File([Buffer.isBuffer(content) ? new Uint8Array(content) : content], name, { type }));
  return server.json('/file-upload', {
    method: 'POST',
    body: form,
    headers: { accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
}

/** An XML document whose entity reads `uri`. */
export const externalEntity = (uri: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE complaint [<!ENTITY xxe SYSTEM "${uri}">]>\n<complaint><text>&xxe;</text></complaint>`;

/** The classic YAML billion laughs: nine levels of nine aliases each. */
export const YAML_BOMB = [
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  ...'bcdefghi'.split('').map((l, i) => `${l}: &${l} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(',')}]`),
].join('\n');
