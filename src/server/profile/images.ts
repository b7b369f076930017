import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HttpError } from '../http/http-error';
import { removeFoldersOfEndedProcesses } from '../stale-folders';
import type { Shop } from '../context';

/** Largest profile picture accepted, by upload or by link (upstream's upload limit). */
export const MAX_PICTURE_BYTES = 200_000;
/** How long the server waits for a linked image before it keeps the link itself. */
const DOWNLOAD_TIME_LIMIT_MS = 5000;

/** Where profile pictures are published, as upstream's (file names `<user id>.<extension>`). */
export const UPLOADS_PATH = '/assets/public/images/uploads';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  tif: 'image/tiff',
  avif: 'image/avif',
};

/** Bytes a shop's uploads (pictures, photo wall) may take in all: past it, uploads are refused (413). */
export const UPLOADS_MAX_BYTES = 50 * 1024 * 1024;
/** The refusal then, in the words the upload screens show. */
export const UPLOADS_FULL_MESSAGE = 'The shop cannot store more uploads until it restarts';

let root: string | undefined;
let folders = 0;

const FOLDER_PREFIX = 'shop-uploads-';
const uploadsBase = () => process.env.SHOP_UPLOADS_DIR ?? os.tmpdir();

/**
 * Removes the uploads folders of shops that ended without cleaning up (killed, crashed): a
 * folder is named after its process, which no longer runs. At start, and before the first upload.
 */
export function removeStaleUploadFolders() {
  removeFoldersOfEndedProcesses(uploadsBase(), FOLDER_PREFIX);
}

/**
 * The folder a shop keeps its users' uploads in (profile pictures, photo wall images): a run-time
 * folder under the OS temp dir, never part of the repository, one per shop (tests run several
 * shops in one process), removed when the process ends (and by the next start if it crashed).
 * Uploads belong to rows of the database, which starts afresh as well. createShop makes it lazily.
 */
export function newPicturesFolder() {
  if (!root) {
    removeStaleUploadFolders();
    root = path.join(uploadsBase(), `${FOLDER_PREFIX}${process.pid}`);
    const created = root;
    process.once('exit', () => rmSync(created, { recursive: true, force: true }));
  }
  const folder = path.join(root, String(++folders));
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** Books room for `bytes` replacing `previous` bytes; false when the shop's uploads would pass their bound. */
function reserve(shop: Shop, bytes: number, previous = 0) {
  // files replaced or removed behind the shop's back still count: on the safe side
  const used = shop.uploadsUsage;
  if (used.bytes - previous + bytes > UPLOADS_MAX_BYTES) return false;
  used.bytes += bytes - previous;
  return true;
}

/** Stores a profile picture under its fixed name (replacing the user's previous one); a 413 when the uploads are full. */
export async function savePicture(shop: Shop, name: string, bytes: Uint8Array) {
  const file = path.join(shop.picturesFolder.get(), name);
  const previous = (await stat(file).catch(() => null))?.size ?? 0;
  if (!reserve(shop, bytes.byteLength, previous)) throw new HttpError(413, UPLOADS_FULL_MESSAGE);
  await writeFile(file, bytes);
}

/**
 * Stores an upload under a name made of `stem`, the time and `ext` (upstream's scheme), never
 * over an existing file: two uploads of one name in the same millisecond both survive. Null when
 * the uploads are full.
 */
export async function saveUniqueUpload(shop: Shop, stem: string, ext: string, bytes: Uint8Array): Promise<string | null> {
  if (!reserve(shop, bytes.byteLength)) return null;
  for (let stamp = Date.now(); ; stamp++) {
    const name = `${stem}-${stamp}.${ext}`;
    try {
      await writeFile(path.join(shop.picturesFolder.get(), name), bytes, { flag: 'wx' });
      return name;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/**
 * The files the shop ships in its uploads folder (default pictures, the photo wall's seeded
 * images): the build's copy of public/ when there is one, else public/ itself.
 */
let shippedFolder: string | undefined;
const shippedUploads = () =>
  (shippedFolder ??=
    [path.resolve('dist', 'public'), path.resolve('public')].map((p) => path.join(p, UPLOADS_PATH)).find((p) => existsSync(p)) ??
    path.resolve('public', `.${UPLOADS_PATH}`));

/** A bare file name: no folder part, nothing that climbs out of the uploads folder. */
const isPlainFileName = (name: string) => name !== '' && name !== '.' && name !== '..' && !/[/\\\0]/.test(name);

/**
 * An uploaded or shipped file of the uploads folder and its content type, or null. The name is
 * the decoded path segment as sent: names with spaces, `#` or non-Latin letters are served too
 * (static file serving refuses percent-encoded paths).
 */
export async function readUpload(shop: Shop, name: string) {
  if (!isPlainFileName(name)) return null;
  const type = CONTENT_TYPES[name.split('.').pop()!.toLowerCase()];
  if (!type) return null;
  for (const folder of [shop.picturesFolder.get(), shippedUploads()]) {
    try {
      return { bytes: await readFile(path.join(folder, name)), type };
    } catch {
      /* not in this folder */
    }
  }
  return null;
}

type Sniffed = { mime: string; ext: string };

/** File signatures: what a file is, by its first bytes (the name and the sender's claim are not trusted). */
const SIGNATURES: Array<{ at?: number; bytes: number[] | string } & Sniffed> = [
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], mime: 'image/png', ext: 'png' },
  { bytes: [0xff, 0xd8, 0xff], mime: 'image/jpeg', ext: 'jpg' },
  { bytes: 'GIF87a', mime: 'image/gif', ext: 'gif' },
  { bytes: 'GIF89a', mime: 'image/gif', ext: 'gif' },
  { at: 8, bytes: 'WEBP', mime: 'image/webp', ext: 'webp' },
  { at: 4, bytes: 'ftypavif', mime: 'image/avif', ext: 'avif' },
  { bytes: [0x49, 0x49, 0x2a, 0x00], mime: 'image/tiff', ext: 'tif' },
  { bytes: [0x4d, 0x4d, 0x00, 0x2a], mime: 'image/tiff', ext: 'tif' },
  { bytes: [0x00, 0x00, 0x01, 0x00], mime: 'image/x-icon', ext: 'ico' },
  { bytes: 'BM', mime: 'image/bmp', ext: 'bmp' },
  { bytes: '%PDF-', mime: 'application/pdf', ext: 'pdf' },
  { bytes: [0x50, 0x4b, 0x03, 0x04], mime: 'application/zip', ext: 'zip' },
  { bytes: [0x1f, 0x8b], mime: 'application/gzip', ext: 'gz' },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], mime: 'application/x-elf', ext: 'elf' },
  { bytes: 'MZ', mime: 'application/x-msdownload', ext: 'exe' },
  { at: 4, bytes: 'ftyp', mime: 'video/mp4', ext: 'mp4' },
  { bytes: 'ID3', mime: 'audio/mpeg', ext: 'mp3' },
];

export function sniffFileType(data: Uint8Array): Sniffed | undefined {
  return SIGNATURES.find(({ at = 0, bytes }) => {
    const expected = typeof bytes === 'string' ? Array.from(bytes, (ch) => ch.charCodeAt(0)) : bytes;
    return data.length >= at + expected.length && expected.every((b, i) => data[at + i] === b);
  });
}

/** The extension a linked picture is stored under: the URL's own when it names an image type, else jpg (upstream's rule). */
export function linkedPictureExtension(url: string) {
  const last = url.split('.').pop()!.toLowerCase();
  return ['jpg', 'jpeg', 'png', 'svg', 'gif'].includes(last) ? last : 'jpg';
}

/**
 * Fetches whatever the URL names (any scheme fetch supports, any host, the shop itself included:
 * that is the SSRF challenge's flaw). Null unless the answer is a 200 within the time and size
 * limits; the caller then keeps the URL itself. Never throws.
 */
export async function download(url: string): Promise<Uint8Array | null> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIME_LIMIT_MS) });
    if (res.status !== 200 || !res.body) {
      await res.body?.cancel();
      return null;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of res.body) {
      size += chunk.byteLength;
      if (size > MAX_PICTURE_BYTES) return null; // leaving the loop cancels the rest of the download
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  } catch {
    return null;
  }
}
