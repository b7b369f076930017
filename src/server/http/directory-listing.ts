import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from '../security/html';

export type ListedEntry = { name: string; isDirectory: boolean; size: number; modified: Date };

/** Folders first, each group by name. */
export const byKindThenName = (a: ListedEntry, b: ListedEntry) => Number(b.isDirectory) - Number(a.isDirectory) || a.name.localeCompare(b.name);

/** The files and folders directly in `dir`, folders first, each group by name; nothing when the folder is missing. */
export async function listFolder(dir: string): Promise<ListedEntry[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const entries = await Promise.all(
    names.map(async (name) => {
      const info = await stat(path.join(dir, name)).catch(() => undefined);
      return info && (info.isFile() || info.isDirectory()) ? { name, isDirectory: info.isDirectory(), size: info.size, modified: info.mtime } : undefined;
    }),
  );
  return entries.filter((e): e is ListedEntry => e !== undefined).sort(byKindThenName);
}

const FOLDER_ICON = '<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path fill="#c8a03c" d="M3 5h7l2 2h9v12H3z"/></svg>';
const FILE_ICON = '<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path fill="#90a4ae" d="M6 2h8l5 5v15H6z"/><path fill="#eceff1" d="M14 2v5h5z"/></svg>';

const humanSize = (bytes: number) => (bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
const shownDate = (d: Date) => d.toLocaleString('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' });

/**
 * A folder's listing page in the manner of the directory index upstream serves (serve-index's
 * detailed view: icon, name, size, date, the path as breadcrumbs); the markup is ours. `urlPath`
 * is the folder's address, e.g. `/support/logs`.
 */
export function directoryListingPage(urlPath: string, entries: ListedEntry[]) {
  const parts = urlPath.split('/').filter(Boolean);
  const crumbs = parts.map((part, i) => `<a href="/${parts.slice(0, i + 1).map(encodeURIComponent).join('/')}/">${escapeHtml(part)}</a>`).join(' / ');
  const base = `/${parts.map(encodeURIComponent).join('/')}`;
  const rows = entries
    .map((e) => {
      const href = `${base}/${encodeURIComponent(e.name)}${e.isDirectory ? '/' : ''}`;
      return (
        `<li><a href="${href}" title="${escapeHtml(e.name)}">${e.isDirectory ? FOLDER_ICON : FILE_ICON}<span class="name">${escapeHtml(e.name)}</span>` +
        `<span class="size">${e.isDirectory ? '' : humanSize(e.size)}</span><span class="date">${shownDate(e.modified)}</span></a></li>`
      );
    })
    .join('');
  const up = parts.length > 1 ? `<li><a href="/${parts.slice(0, -1).map(encodeURIComponent).join('/')}/">${FOLDER_ICON}<span class="name">..</span><span class="size"></span><span class="date"></span></a></li>` : '';
  return (
    `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>listing directory ${escapeHtml(urlPath)}</title>` +
    '<style>body{margin:0;padding:80px 100px;font:13px "Helvetica Neue",Helvetica,Arial,sans-serif;background:#eceff1;color:#263238}' +
    'h1{font-size:20px;font-weight:normal}h1 a{color:#1e88e5;text-decoration:none}ul{list-style:none;margin:20px 0;padding:0;max-width:900px}' +
    'li a{display:grid;grid-template-columns:20px 1fr 90px 200px;gap:10px;align-items:center;padding:6px 10px;border-radius:4px;color:#263238;text-decoration:none}' +
    'li a:hover{background:#cfd8dc}.size,.date{color:#607d8b;text-align:right}@media(max-width:700px){body{padding:20px}li a{grid-template-columns:20px 1fr}.size,.date{display:none}}</style></head>' +
    `<body><h1><a href="/">~</a> / ${crumbs}</h1><ul id="files">${up}${rows}</ul></body></html>`
  );
}
