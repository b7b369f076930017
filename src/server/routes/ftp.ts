import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { directoryListingPage, folderEntries, requestedPath } from '../http/directory-listing';
import { HttpError } from '../http/http-error';
import { pathSegment } from '../http/paths';
import { FTP_DIR, QUARANTINE_DIR } from '../services/ftp-folder';
import type { Shop } from '../context';

/** The one file of /ftp allowed besides Markdown and PDF: the support team's KeePass database. */
const KEEPASS_FILE = 'incident-support.kdbx';

/** The extension allowlist, as upstream checks it: the name as sent, case-sensitive. */
const allowedName = (name: string) => name.endsWith('.md') || name.endsWith('.pdf') || name === KEEPASS_FILE;

/** Upstream's cut at the first `%00` of a (once decoded) name: the Poison Null Byte flaw. */
const cutOffPoisonNullByte = (name: string) => (name.includes('%00') ? name.slice(0, name.indexOf('%00')) : name);

/** The four files the null-byte bypass reveals, each its own challenge. */
const NULL_BYTE_FILES: Record<string, string> = {
  'eastere.gg': 'easterEggLevelOneChallenge',
  'package.json.bak': 'forgottenDevBackupChallenge',
  'coupons_2013.md.bak': 'forgottenBackupChallenge',
  'suspicious_errors.yml': 'misplacedSignatureFileChallenge',
};

const CONTENT_TYPES: Record<string, string> = {
  '.md': 'text/markdown; charset=utf-8',
  '.pdf': 'application/pdf',
  '.yml': 'text/yaml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/** A name as sent, with the slash check every /ftp download starts with. */
function requestedName(url: string) {
  const name = pathSegment(url);
  // thrown with its status, as upstream does: the (verbose) error handler answers it
  if (name.includes('/')) throw new HttpError(403, 'File names cannot contain forward slashes!');
  return name;
}

/**
 * A file directly inside `dir`, answered as a download; 404 for anything else (a folder, a name
 * the file system refuses). No name reaches outside `dir`: it holds no slash and is no `.`/`..`.
 */
async function servedFile(dir: string, name: string) {
  const file = path.join(dir, name);
  const found = name && name !== '.' && name !== '..' && path.dirname(file) === dir ? await stat(file).catch(() => null) : null;
  const content = found?.isFile() ? await readFile(file).catch(() => null) : null;
  if (!content) throw new HttpError(404, `File not found: ${name}`, { status: 'error', message: `File not found: ${name}` });
  const type = CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
  return new Response(new Uint8Array(content), { status: 200, headers: { 'content-type': type, 'last-modified': found!.mtime.toUTCString() } });
}

/**
 * The /ftp folder: browsable (the Confidential Document challenge), with downloads limited to
 * Markdown and PDF files, a limit the null-byte cut after the check undoes (the Poison Null Byte
 * family). The quarantine folder has its own route, without the extension check, as upstream.
 */
export function ftpRoutes(shop: Shop) {
  const r = new Hono();

  // upstream's robots.txt: keeping crawlers out of /ftp tells every human where to look
  r.get('/robots.txt', (c) => c.text('User-agent: *\nDisallow: /ftp'));

  // vuln-code-snippet start directoryListingChallenge
  r.get('/ftp', async (c) => c.html(directoryListingPage('/ftp', requestedPath(c.req.url), await folderEntries(FTP_DIR)))); // vuln-code-snippet vuln-line directoryListingChallenge
  r.get('/ftp/quarantine', async (c) => c.html(directoryListingPage('/ftp/quarantine', requestedPath(c.req.url), await folderEntries(QUARANTINE_DIR)))); // vuln-code-snippet neutral-line directoryListingChallenge
  r.get('/ftp/quarantine/:file', async (c) => servedFile(QUARANTINE_DIR, requestedName(c.req.url))); // vuln-code-snippet neutral-line directoryListingChallenge

  r.get('/ftp/:file', async (c) => { // vuln-code-snippet vuln-line directoryListingChallenge
    const sent = requestedName(c.req.url);
    if (!allowedName(sent)) throw new HttpError(403, 'Only .md and .pdf files are allowed!');
    const name = cutOffPoisonNullByte(sent);
    const lower = name.toLowerCase(); // vuln-code-snippet hide-line
    shop.challenges.solveIf('directoryListingChallenge', () => lower === 'acquisitions.md'); // vuln-code-snippet hide-line
    for (const [file, key] of Object.entries(NULL_BYTE_FILES)) shop.challenges.solveIf(key, () => lower === file); // vuln-code-snippet hide-line
    shop.challenges.solveIf('nullByteChallenge', () => lower === 'encrypt.pyc' || Object.values(NULL_BYTE_FILES).some((key) => shop.challenges.isSolved(key))); // vuln-code-snippet hide-line
    return servedFile(FTP_DIR, name);
  });
  // vuln-code-snippet end directoryListingChallenge

  return r;
}
