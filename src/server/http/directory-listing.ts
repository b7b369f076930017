import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from '../security/html';

/** One row of a folder listing. */
export type ListedEntry = { name: string; directory: boolean; size: number; modified: Date };

/** Upstream's directory index order: folders first, then by name. */
export const byKindThenName = (a: ListedEntry, b: ListedEntry) =>
  Number(b.directory) - Number(a.directory) || a.name.toLowerCase().localeCompare(b.name.toLowerCase());

/**
 * The entries of a folder as upstream's directory index shows them: no dot files, folders first,
 * then by name. A folder that does not exist (yet) lists as empty.
 */
export async function folderEntries(dir: string): Promise<ListedEntry[]> {
  const dirents = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const entries = await Promise.all(
    dirents
      .filter((d) => !d.name.startsWith('.') && (d.isFile() || d.isDirectory()))
      .map(async (d) => {
        const s = await stat(path.join(dir, d.name)).catch(() => null);
        return s && { name: d.name, directory: s.isDirectory(), size: s.isDirectory() ? 0 : s.size, modified: s.mtime };
      }),
  );
  return entries.filter((e): e is ListedEntry => e !== null).sort(byKindThenName);
}

/** The path a client asked for, decoded as a directory index shows it. */
export function requestedPath(url: string) {
  const sent = new URL(url).pathname;
  try {
    return decodeURIComponent(sent);
  } catch {
    return sent;
  }
}

type IconKind = 'folder' | 'text' | 'pdf' | 'key' | 'code' | 'file';

const ICON_OF_EXTENSION: Record<string, IconKind> = {
  '.md': 'text',
  '.txt': 'text',
  '.log': 'text',
  '.yml': 'code',
  '.json': 'code',
  '.pyc': 'code',
  '.bak': 'code',
  '.pdf': 'pdf',
  '.kdbx': 'key',
  '.key': 'key',
  '.pub': 'key',
};

const iconOf = (e: ListedEntry): IconKind => (e.directory ? 'folder' : (ICON_OF_EXTENSION[path.extname(e.name).toLowerCase()] ?? 'file'));

/** Our own small line icons, one per kind of file (drawn in the listing's accent colour). */
const ICON_PATHS: Record<IconKind, string> = {
  folder: 'M3 6h6l2 2h10v11H3z',
  text: 'M6 3h8l4 4v14H6zM9 11h6M9 14h6M9 17h4',
  pdf: 'M6 3h8l4 4v14H6zM8.5 16v-4h1.5a1 1 0 0 1 0 2H8.5M12.5 12v4h1a2 2 0 0 0 0-4z',
  key: 'M8 14a3 3 0 1 1 0-6 3 3 0 0 1 0 6zM11 11h9M17 11v3M20 11v2',
  code: 'M6 3h8l4 4v14H6zM10 11l-2 2.5 2 2.5M14 11l2 2.5-2 2.5',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4',
};

const iconUrl = (kind: IconKind) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='#f9a825' stroke-width='1.6' stroke-linejoin='round' stroke-linecap='round'><path d='${ICON_PATHS[kind]}'/></svg>`,
  )}")`;

const STYLE =
  'body{margin:0;padding:24px 32px;background:#303030;color:#e0e0e0;font:14px/1.5 Roboto,"Helvetica Neue",Arial,sans-serif}' +
  'h1{font-size:18px;font-weight:400;margin:0 0 20px}h1 a{color:#e0e0e0;text-decoration:none}h1 a:hover{color:#f9a825}' +
  '#files{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:8px}' +
  '#files a{display:grid;grid-template-columns:32px 1fr auto;grid-template-rows:auto auto;column-gap:10px;padding:10px 12px;border-radius:6px;background-color:#424242;color:#e0e0e0;text-decoration:none;background-repeat:no-repeat;background-position:12px 50%;background-size:26px}' +
  '#files a:hover,#files a:focus{background-color:#4f4f4f;outline:1px solid #f9a825}' +
  '#files .name{grid-column:2/4;overflow-wrap:anywhere}#files .size,#files .date{grid-row:2;font-size:12px;color:#9e9e9e}#files .size{grid-column:2}#files .date{grid-column:3}' +
  Object.keys(ICON_PATHS)
    // the id keeps them ahead of the tile's own rule
    .map((k) => `#files .icon-${k}{background-image:${iconUrl(k as IconKind)}}`)
    .join('');

/** A size as the listing shows it: bytes below a kilobyte, else one decimal in kB or MB. */
const shownSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const shownDate = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');

/**
 * The HTML of a browsable folder, in the manner of the serve-index pages upstream shows at /ftp,
 * /encryptionkeys and /support/logs (the title names the path as requested; a breadcrumb; one
 * tile per entry with its icon, size and date) in the shop's dark colours. `folderPath` is the
 * folder's address without a trailing slash, `requestedPath` the path the client asked for.
 */
export function directoryListingPage(folderPath: string, requestedPath: string, entries: readonly ListedEntry[]) {
  const crumbs = folderPath.split('/').filter(Boolean);
  const breadcrumb = [
    '<a href="/">~</a>',
    ...crumbs.map(
      (c, i) =>
        `<a href="/${crumbs
          .slice(0, i + 1)
          .map(encodeURIComponent)
          .join('/')}/">${escapeHtml(c)}</a>`,
    ),
  ].join(' / ');
  const rows = entries
    .map((e) => {
      const href = `${folderPath}/${encodeURIComponent(e.name)}${e.directory ? '/' : ''}`;
      return (
        `<li><a href="${escapeHtml(href)}" class="icon icon-${iconOf(e)}" title="${escapeHtml(e.name)}">` +
        `<span class="name">${escapeHtml(e.name)}</span><span class="size">${e.directory ? '' : shownSize(e.size)}</span>` +
        `<span class="date">${shownDate(e.modified)}</span></a></li>`
      );
    })
    .join('');
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>listing directory ${escapeHtml(requestedPath)}</title><style>${STYLE}</style></head>` +
    `<body><div id="wrapper"><h1>${breadcrumb} / </h1><ul id="files">${rows}</ul></div></body></html>`
  );
}
