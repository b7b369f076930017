import { createWriteStream, existsSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Entry, ZipFile } from 'yauzl';
import type { Shop } from '../shop';
import { FTP_DIR, restoreFtpFolder } from './ftp-folder';

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
    copyFile(path.join(promotionSourceDir(shop.privateDir), subtitles), path.join(PROMOTION_RUNTIME_DIR, subtitles)),
  ]);
}

/** Bounds of one archive: entries read, bytes per entry and in all (a zip bomb ends there). */
const MAX_ENTRIES = 100;
const MAX_ENTRY_BYTES = 1024 * 1024;
const MAX_TOTAL_BYTES = 5 * 1024 * 1024;

/** An entry's name as stored: UTF-8 when the archive says so, else the legacy code page (ASCII names read the same). */
const entryName = (entry: Entry) => (entry.fileName as unknown as Buffer).toString(entry.generalPurposeBitFlag & 0x800 ? 'utf8' : 'latin1');

/**
 * Unpacks a complaint archive under uploads/complaints/, one entry after the other, within the
 * bounds above. Resolves when every entry is written or skipped; a broken archive rejects.
 * The planted flaw (zip slip): yauzl refuses entry names that climb out of the target folder,
 * unless it is told not to decode them, and the names decoded here are trusted as they are.
 * As upstream, anything inside the shop's folder may be written; the rest of the disk is spared.
 * Folders are made for the archive's own layout only: an escaping entry needs an existing one.
 */
export async function extractComplaintArchive(shop: Shop, archive: Buffer) {
  const yauzl = await import('yauzl');
  const appRoot = path.resolve('.');
  let entries = 0;
  let total = 0;
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
  new Promise<NodeJS.ReadableStream>((resolve, reject) => zip.openReadStream(entry, (e, s) => (e ? reject(e) : resolve(s))));
