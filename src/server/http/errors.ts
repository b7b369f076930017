import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { escapeHtml } from '../security/html';
import type { Shop } from '../context';
import { HttpError } from './http-error';

/** SQLite's primary result codes, as upstream's driver reports them in `errno`. */
const SQLITE_ERRNO: Record<string, number> = {
  SQLITE_ERROR: 1, SQLITE_INTERNAL: 2, SQLITE_PERM: 3, SQLITE_ABORT: 4, SQLITE_BUSY: 5, SQLITE_LOCKED: 6,
  SQLITE_NOMEM: 7, SQLITE_READONLY: 8, SQLITE_INTERRUPT: 9, SQLITE_IOERR: 10, SQLITE_CORRUPT: 11,
  SQLITE_NOTFOUND: 12, SQLITE_FULL: 13, SQLITE_CANTOPEN: 14, SQLITE_PROTOCOL: 15, SQLITE_EMPTY: 16,
  SQLITE_SCHEMA: 17, SQLITE_TOOBIG: 18, SQLITE_CONSTRAINT: 19, SQLITE_MISMATCH: 20, SQLITE_MISUSE: 21,
  SQLITE_NOLFS: 22, SQLITE_AUTH: 23, SQLITE_FORMAT: 24, SQLITE_RANGE: 25, SQLITE_NOTADB: 26,
};

/** An error as the final handler shows it: the name and message of its first line, its stack, its extra fields. */
type ErrorView = { status: number; headline: string; message: string; stack: string; fields: Record<string, unknown> };

/** A status the error asks for (`status` or `statusCode`, as Express' handler reads them), else 500. */
function statusOf(error: Error) {
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const wanted = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : 0;
  return Number.isInteger(wanted) && wanted >= 400 && wanted <= 599 ? wanted : 500;
}

/**
 * What players see of an error. Driver errors read as upstream's SQLite driver words them
 * (`SQLITE_ERROR: unrecognized token: ...`, a plain `Error` with `errno` and `code`): cheat sheets
 * and walkthroughs match on that text. Our own HttpError keeps its status and body to itself.
 */
function viewOf(error: Error): ErrorView {
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(error)) if (!(error instanceof HttpError && (k === 'status' || k === 'body'))) fields[k] = v;
  let { name, message } = error;
  const sqliteCode = typeof fields.code === 'string' ? /^SQLITE_[A-Z]+/.exec(fields.code)?.[0] : undefined;
  if (sqliteCode) {
    name = 'Error';
    if (!message.startsWith(`${sqliteCode}: `)) message = `${sqliteCode}: ${message}`;
    Object.assign(fields, { errno: SQLITE_ERRNO[sqliteCode] ?? 1, code: sqliteCode });
  }
  const original = error.stack ?? '';
  const originalHead = `${error.name}: ${error.message}`;
  const frames = original.startsWith(originalHead) ? original.slice(originalHead.length) : original.replace(/^[^\n]*/, '');
  return { status: statusOf(error), headline: `${name}: ${message}`.split('\n', 1)[0]!, message, stack: `${name}: ${message}${frames}`, fields };
}

type ErrorFormat = 'html' | 'json' | 'text';
const FORMATS: Array<[ErrorFormat, string, string]> = [
  ['html', 'text', 'html'],
  ['json', 'application', 'json'],
  ['text', 'text', 'plain'],
];

/**
 * Content negotiation among html, json and text in that order of offer, as upstream's error
 * handler does it: for each format the most specific matching range decides its quality; then
 * the highest quality wins, ties going to the more specific range, the earlier range, the earlier
 * offer. No Accept header (or `*\/*`) means HTML; a header that accepts none of them means text.
 */
export function preferredErrorFormat(accept: string | undefined): ErrorFormat {
  if (accept === undefined) return 'html';
  const ranges = parseAccept(accept).map((r) => {
    const [type = '', subtype = ''] = r.type.toLowerCase().split('/');
    return { type, subtype, q: r.q };
  });
  const candidates = FORMATS.flatMap(([format, type, subtype], offer) => {
    let best: { q: number; specificity: number; order: number } | undefined;
    ranges.forEach((r, order) => {
      const specificity = r.type === type ? (r.subtype === subtype ? 2 : r.subtype === '*' ? 1 : -1) : r.type === '*' && r.subtype === '*' ? 0 : -1;
      if (specificity < 0) return;
      if (!best || specificity > best.specificity || (specificity === best.specificity && r.q > best.q)) best = { q: r.q, specificity, order };
    });
    return best && best.q > 0 ? [{ format, offer, ...best }] : [];
  });
  candidates.sort((a, b) => b.q - a.q || b.specificity - a.specificity || a.order - b.order || a.offer - b.offer);
  return candidates[0]?.format ?? 'text';
}

/** Upstream's error page: the error's first line as title and heading, the stack frames as a list. */
function errorPage(shop: Shop, view: ErrorView) {
  const appTitle = escapeHtml(`${shop.config.application.name} (Express ^4.21)`);
  const headline = escapeHtml(view.headline);
  const frames = view.stack.split('\n').slice(1).map((line) => `<li>${escapeHtml(line).replace(/ {2}/g, ' &nbsp;')}</li>`).join('');
  return (
    `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${headline}</title>` +
    '<style>body{font:14px/1.5 monospace;background:#263238;color:#eceff1;padding:2rem}h1{color:#aed581}ul{list-style:none;padding:0}</style></head>' +
    `<body><div id="wrapper"><h1>${appTitle}</h1><h2><em>${view.status}</em> ${headline}</h2><ul id="stacktrace">${frames}</ul></div></body></html>`
  );
}

/**
 * The final error handler. Deliberately verbose (message and stack trace reach the client):
 * that is the flaw of the Error Handling challenge, which is solved when an error arrives here
 * while the response status is 200 or above 401, as upstream decides.
 */
export function errorResponse(shop: Shop, err: unknown, c: Context) {
  const error = err instanceof Error ? err : new Error(String(err));
  const view = viewOf(error);
  const { status } = view;
  // vuln-code-snippet start errorHandlingChallenge
  shop.challenges.solveIf('errorHandlingChallenge', () => status === 200 || status > 401); // vuln-code-snippet hide-line
  if (error instanceof HttpError && error.body !== undefined) return c.json(error.body as object, status as 400);
  const details = { message: view.message, stack: view.stack, ...view.fields }; // vuln-code-snippet vuln-line errorHandlingChallenge
  // vuln-code-snippet end errorHandlingChallenge
  const format = preferredErrorFormat(c.req.header('accept'));
  if (format === 'html') return c.html(errorPage(shop, view), status as 500);
  if (format === 'json') return c.body(JSON.stringify({ error: details }, null, 2), status as 500, { 'content-type': 'application/json; charset=utf-8' });
  return c.text(view.stack, status as 500);
}
