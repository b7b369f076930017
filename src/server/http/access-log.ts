import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { socketAddress } from '../security/client-ip';
import type { Shop } from '../context';

/** Where the access logs are written (relative to the working directory, as upstream's `logs/`); served at /support/logs. */
export const LOGS_DIR = path.resolve('logs');
/** Daily files named as upstream's: access.log.YYYY-MM-DD (the date in local time, as the rotation library names it). */
export const ACCESS_LOG_PREFIX = 'access.log.';
/** Lines kept while the rotation library loads (the first moments after start); more are dropped. */
const MAX_PENDING_LINES = 10_000;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** Common Log Format's date, in UTC as morgan writes it: `10/Oct/2000:13:55:36 +0000`. */
export function clfDate(date: Date) {
  return `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}

/** The local calendar day, as the rotation library puts it into the file name. */
export const logDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export type LoggedRequest = {
  remoteAddress: string;
  remoteUser?: string;
  date: Date;
  method: string;
  url: string;
  httpVersion: string;
  status: number;
  contentLength?: string | null;
  referrer?: string | null;
  userAgent?: string | null;
};

/** One line in the Apache "combined" format, field by field as morgan's `combined` writes it. */
export function combinedLogLine(r: LoggedRequest) {
  const quoted = (v: string | null | undefined) => (v ? v.replace(/[\r\n"]/g, (ch) => encodeURIComponent(ch)) : '-');
  return (
    `${r.remoteAddress || '-'} - ${r.remoteUser || '-'} [${clfDate(r.date)}] ` +
    `"${r.method} ${quoted(r.url)} HTTP/${r.httpVersion}" ${r.status} ${r.contentLength ?? '-'} "${quoted(r.referrer)}" "${quoted(r.userAgent)}"\n`
  );
}

/**
 * A few requests a customer of the shop made before it started, as they stand in the day's log.
 * One of them is the leak of Leaked Access Logs: J12934 changing the password through the
 * account screen, whose form goes out as a query string, so the new password stands in the log.
 */
export function seededLogLines(now: Date, origin: string) {
  const client = {
    remoteAddress: '198.51.100.23',
    httpVersion: '1.1',
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  };
  const changePassword = new URLSearchParams({
    current: 'JuiceShop-2019!',
    new: '0Y8rMnww$*9VFYE§59-!Fg1L6t&6lB',
    repeat: '0Y8rMnww$*9VFYE§59-!Fg1L6t&6lB',
  });
  const visits: Array<[method: string, url: string, status: number, length: string, page: string]> = [
    ['GET', '/', 200, '-', ''],
    ['GET', '/rest/admin/application-configuration', 200, '20786', '/'],
    ['GET', '/api/Challenges/?name=Score%20Board', 200, '474', '/'],
    ['POST', '/rest/user/login', 200, '831', '/login'],
    ['GET', '/rest/user/whoami', 200, '133', '/search'],
    ['GET', '/rest/basket/6', 200, '162', '/search'],
    ['GET', '/privacy-security/change-password', 200, '-', '/search'],
    ['GET', `/rest/user/change-password?${changePassword}`, 200, '526', '/privacy-security/change-password'],
    ['GET', '/rest/user/whoami', 200, '133', '/privacy-security/change-password'],
    ['GET', '/rest/products/search?q=', 200, '12302', '/search'],
  ];
  // spread over the half hour before `now`, never before the day the file stands for
  const start = Math.max(now.getTime() - 30 * 60_000, new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime());
  const step = (now.getTime() - start) / (visits.length + 1);
  return visits
    .map(([method, url, status, contentLength, page], i) =>
      combinedLogLine({
        ...client,
        date: new Date(start + step * (i + 1)),
        method,
        url,
        status,
        contentLength,
        referrer: page === '' ? null : origin + page,
      }),
    )
    .join('');
}

type AccessLog = { write: (line: string) => void };
const logs = new Map<string, AccessLog>();

/**
 * The day's log file through file-stream-rotator (the library upstream uses): it names each file
 * by its day, rotates at midnight and deletes files older than two days, as upstream keeps them.
 * Appending goes through a buffered write stream, so a request never waits for the disk. The
 * library loads with the first request, not at start; lines until then wait in memory.
 */
function accessLogIn(dir: string, origin: string): AccessLog {
  let log = logs.get(dir);
  if (log) return log;
  mkdirSync(dir, { recursive: true });
  // today's file holds the leak from the start; a file that exists is from an earlier start today
  const today = path.join(dir, ACCESS_LOG_PREFIX + logDay(new Date()));
  if (!existsSync(today)) writeFileSync(today, seededLogLines(new Date(), origin));

  let stream: ReturnType<typeof import('file-stream-rotator').getStream> | undefined;
  let pending: string[] | undefined;
  const open = async () => {
    const { getStream } = await import('file-stream-rotator');
    const s = getStream({
      filename: path.join(dir, `${ACCESS_LOG_PREFIX}%DATE%`),
      date_format: 'YYYY-MM-DD',
      frequency: 'daily',
      max_logs: '2d',
      audit_file: path.join(dir, 'audit.json'),
      verbose: false,
    });
    s.on('error', (e: Error) => console.error(`Cannot write the access log: ${e.message}`));
    // each new day's file starts with the same customer's visit, so the leak outlives the rotation
    s.on('new', () => s.write(seededLogLines(new Date(), origin)));
    stream = s;
    for (const line of pending ?? []) s.write(line);
    pending = undefined;
  };
  log = {
    write(line) {
      if (stream) return stream.write(line);
      if (!pending) {
        pending = [];
        open().catch((e: Error) => console.error(`Cannot open the access log: ${e.message}`));
      }
      if (pending.length < MAX_PENDING_LINES) pending.push(line);
    },
  };
  logs.set(dir, log);
  return log;
}

/** The HTTP version of the request as the Node server parsed it (HTTP/1.1 where there is none, as behind a fetch handler in tests). */
const httpVersionOf = (env: unknown) => (env as { incoming?: IncomingMessage } | undefined)?.incoming?.httpVersion ?? '1.1';

/** The user name of Basic authentication, as morgan's `:remote-user`. */
function basicUser(authorization: string | undefined) {
  if (!authorization?.toLowerCase().startsWith('basic ')) return undefined;
  const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
  return decoded.slice(0, Math.max(decoded.indexOf(':'), 0)) || undefined;
}

/**
 * Writes every request to the day's access log once its answer is ready, in the combined format.
 * The client address honours `X-Forwarded-For`, as upstream's Express with `trust proxy` reports it.
 */
export function accessLog(shop: Shop): MiddlewareHandler {
  const log = accessLogIn(shop.logsDir, shop.config.server.baseUrl ?? `http://localhost:${shop.config.server.port}`);
  return async (c, next) => {
    const date = new Date();
    await next();
    const url = new URL(c.req.url);
    log.write(
      combinedLogLine({
        remoteAddress: c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || socketAddress(c),
        remoteUser: basicUser(c.req.header('authorization')),
        date,
        method: c.req.method,
        url: url.pathname + url.search,
        httpVersion: httpVersionOf(c.env),
        status: c.res.status,
        contentLength: c.res.headers.get('content-length'),
        referrer: c.req.header('referer'),
        userAgent: c.req.header('user-agent'),
      }),
    );
  };
}
