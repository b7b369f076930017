import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Entry, ZipFile } from 'yauzl';
import { HttpError } from '../http/http-error';
import type { Shop } from '../context';
import { FTP_DIR, restoreCopy, restoreFtpFolder } from './ftp-folder';

/** Where the files of complaint archives are unpacked (a runtime folder, as upstream's). */
export const COMPLAINT_UPLOADS_DIR = path.resolve('uploads', 'complaints');

/** The legal information served under /ftp: the Arbitrary File Write target. */
export const LEGAL_FILE = path.join(FTP_DIR, 'legal.md');

/**
 * The folder the promotion page reads its subtitles from at every request. A runtime copy,
 * placed where upstream's build keeps it, so that the archive entry players know from upstream
 * (`../../frontend/dist/frontend/assets/public/videos/owasp_promo.vtt`) reaches it here too.
 */
export const PROMOTION_RUNTIME_DIR = path.resolve('frontend', 'dist', 'frontend', 'assets', 'public', 'videos');

/** The shipped originals of the promotion's video and subtitles. */
export const promotionSourceDir = (privateDir: string) => path.join(privateDir, 'promotion');

/** A configured file name reduced to its last segment, as upstream's extractFilename. */
export const fileNameOf = (configured: string) => path.basename(configured.replace(/\\/g, '/'));

export const subtitlesName = (shop: Shop) => fileNameOf(shop.config.application.promotion?.subtitles ?? 'owasp_promo.vtt');
export const videoName = (shop: Shop) => fileNameOf(shop.config.application.promotion?.video ?? 'owasp_promo.mp4');

/**
 * Puts back what an archive may have overwritten, at every start: the /ftp files (the legal
 * information among them) and the promotion subtitles (so neither a File Write nor a Video XSS
 * solve outlives the process).
 */
export async function restoreOverwritableFiles(shop: Shop) {
  await Promise.all([mkdir(PROMOTION_RUNTIME_DIR, { recursive: true }), mkdir(COMPLAINT_UPLOADS_DIR, { recursive: true })]);
  const subtitles = subtitlesName(shop);
  await Promise.all([
    restoreFtpFolder(shop.privateDir),
    restoreCopy(path.join(promotionSourceDir(shop.privateDir), subtitles), path.join(PROMOTION_RUNTIME_DIR, subtitles)),
  ]);
}

/**
 * Empties uploads/complaints (at start: nothing reads the unpacked files back, and a restart
 * must not inherit what earlier runs unpacked).
 */
export async function emptyComplaintUploads() {
  await rm(COMPLAINT_UPLOADS_DIR, { recursive: true, force: true });
  await mkdir(COMPLAINT_UPLOADS_DIR, { recursive: true });
}

/** Bounds of one archive: entries read, bytes per entry and in all (a zip bomb ends there). */
const MAX_ENTRIES = 100;
const MAX_ENTRY_BYTES = 1024 * 1024;
const MAX_TOTAL_BYTES = 5 * 1024 * 1024;

/**
 * Bounds of uploads/complaints as a whole, until it is emptied at the next start: bytes, files
 * and folders together, and how deep an entry may nest. Past them, entries are skipped.
 */
export const COMPLAINT_UPLOADS_MAX_BYTES = 20 * 1024 * 1024;
export const COMPLAINT_UPLOADS_MAX_ENTRIES = 1000;
export const COMPLAINT_UPLOADS_MAX_DEPTH = 8;

/**
 * What this shop unpacked into uploads/complaints (the folder is emptied at start, so that is all
 * it holds; what is removed behind the shop's back still counts, erring on the safe side).
 */
type FolderUsage = Shop['complaintUploads'];

/** Books `size` bytes for `file` (replacing what it held) and the folders it needs, if the bounds allow. */
function reserve(usage: FolderUsage, file: string, size: number) {
  const parts = path.relative(COMPLAINT_UPLOADS_DIR, file).split(path.sep);
  if (parts.length > COMPLAINT_UPLOADS_MAX_DEPTH) return false;
  const newFolders = parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join(path.sep)).filter((f) => !usage.folders.has(f));
  const previous = usage.sizes.get(file);
  const entries = usage.sizes.size + usage.folders.size + newFolders.length + (previous === undefined ? 1 : 0);
  const bytes = usage.bytes - (previous ?? 0) + size;
  if (entries > COMPLAINT_UPLOADS_MAX_ENTRIES || bytes > COMPLAINT_UPLOADS_MAX_BYTES) return false;
  usage.sizes.set(file, size);
  for (const f of newFolders) usage.folders.add(f);
  usage.bytes = bytes;
  return true;
}

/**
 * Whether an archive entry may be written where its name points: inside uploads/complaints while
 * the folder has room, or one of the two files upstream's players overwrite on purpose (the legal
 * information of /ftp, the promotion subtitles), both runtime copies put back at every start.
 * Anything else that climbs out is skipped.
 */
function mayWrite(shop: Shop, usage: FolderUsage, target: string, size: number) {
  if (target.startsWith(COMPLAINT_UPLOADS_DIR + path.sep)) return reserve(usage, target, size);
  return target === LEGAL_FILE || target === path.join(PROMOTION_RUNTIME_DIR, subtitlesName(shop));
}

/** An entry's name as stored: UTF-8 when the archive says so, else the legacy code page (ASCII names read the same). */
const entryName = (entry: Entry) => (entry.fileName as unknown as Buffer).toString(entry.generalPurposeBitFlag & 0x800 ? 'utf8' : 'latin1');

/**
 * An encrypted entry that would be written: upstream's unzipper fails on it without a password,
 * and its error handler shows that (500, `Error: MISSING_PASSWORD`).
 */
class MissingPasswordError extends Error {}

/**
 * Unpacks a complaint archive under uploads/complaints/ (see unpackComplaintArchive). A broken
 * archive is refused with a 400 and what is wrong with it; an encrypted entry fails as upstream's
 * does, through the error handler.
 */
export async function extractComplaintArchive(shop: Shop, archive: Buffer) {
  try {
    await unpackComplaintArchive(shop, archive);
  } catch (e) {
    if (e instanceof MissingPasswordError) throw e;
    const message = `Invalid zip file: ${e instanceof Error ? e.message : String(e)}`;
    throw new HttpError(400, message, { error: message });
  }
}

/**
 * Unpacks a complaint archive under uploads/complaints/, one entry after the other, within the
 * bounds above. Resolves when every entry is written or skipped; a broken archive rejects.
 * The planted flaw (zip slip): yauzl refuses entry names that climb out of the target folder,
 * unless it is told not to decode them, and the names decoded here are trusted as they are.
 * The snippet shows upstream's rule (anything inside the shop's folder); what is really written
 * is contained by mayWrite: the complaint folder and the two files the challenges target.
 * Folders are made for the archive's own layout only: an escaping entry needs an existing one.
 */
async function unpackComplaintArchive(shop: Shop, archive: Buffer) {
  const yauzl = await import('yauzl');
  const appRoot = path.resolve('.');
  let entries = 0;
  let total = 0;
  const usage = shop.complaintUploads;
  // vuln-code-snippet start fileWriteChallenge
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(archive, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true }, (e, z) => (e ? reject(e) : resolve(z))), // vuln-code-snippet vuln-line fileWriteChallenge
  );
  try {
    for (;;) {
      const entry = await nextEntry(zip);
      if (!entry || ++entries > MAX_ENTRIES) break;
      const name = entryName(entry);
      if (name.endsWith('/') || entry.uncompressedSize > MAX_ENTRY_BYTES || (total += entry.uncompressedSize) > MAX_TOTAL_BYTES) continue;
      const target = path.resolve(COMPLAINT_UPLOADS_DIR, name); // vuln-code-snippet vuln-line fileWriteChallenge
      shop.challenges.solveIf('fileWriteChallenge', () => target === LEGAL_FILE); // vuln-code-snippet hide-line
      if (!target.startsWith(appRoot + path.sep)) continue;
      if (!mayWrite(shop, usage, target, entry.uncompressedSize)) continue; // vuln-code-snippet hide-line
      if (target.startsWith(COMPLAINT_UPLOADS_DIR + path.sep)) await mkdir(path.dirname(target), { recursive: true });
      else if (!existsSync(path.dirname(target))) continue;
      await pipeline(await openEntry(zip, entry), createWriteStream(target));
    }
  } finally {
    zip.close();
  }
  // vuln-code-snippet end fileWriteChallenge
}

const nextEntry = (zip: ZipFile) =>
  new Promise<Entry | null>((resolve, reject) => {
    const done = (settle: () => void) => {
      zip.removeListener('entry', onEntry).removeListener('end', onEnd).removeListener('error', onError);
      settle();
    };
    const onEntry = (entry: Entry) => done(() => resolve(entry));
    const onEnd = () => done(() => resolve(null));
    const onError = (e: Error) => done(() => reject(e));
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });

const openEntry = (zip: ZipFile, entry: Entry) =>
  new Promise<NodeJS.ReadableStream>((resolve, reject) => {
    if (entry.isEncrypted()) reject(new MissingPasswordError('MISSING_PASSWORD'));
    else zip.openReadStream(entry, (e, s) => (e ? reject(e) : resolve(s)));
  });
