import path from 'node:path';
import Database from 'better-sqlite3';
import { databaseRoot } from '../db/database-file';
import { firstStatement } from '../db/first-statement';
import type { SqlMode, SqlResult, SqlSettings, SqlTask } from './workers/sql.ts';
import { packageFolder, sandboxPool, type SandboxOutcome } from './pool';

/**
 * How long one injectable statement may run: upstream's kind of limit for a request's work. A
 * recursive CTE without end, a cross join of every table or a blob of half a gigabyte is killed
 * there with its child; the next statement gets a fresh one.
 */
export const SQL_TIME_LIMIT_MS = 2000;

const SETTINGS: SqlSettings = {
  // a child serves every shop of the process: tests start many, a running shop has one
  connections: 4,
  statements: 128,
  // far more than any search or login answers (the whole catalogue, every user and the schema
  // together weigh some 100 kB), far less than what would weigh on the shop's memory
  resultBytes: 4 * 1024 * 1024,
  // a child that answered is some 80 MB resident, most of it shared with the shop (Node itself)
  settleRssBytes: 120 * 1024 * 1024,
};

/**
 * One pool for every shop of the process: a task names its database file, and the children keep a
 * few connections open. Two children at once leave the shop's own thread a core on a 2-core
 * machine; one stays warm, since every login and every search runs here; the second ends when it
 * has been idle a while. A child may read better-sqlite3 and the process's database folder, loads
 * that one native addon, and opens the files read-only.
 */
const pool = () =>
  sandboxPool('sql', () => ({
    worker: 'sql',
    heapMb: 64,
    // a running child's VmPeak is some 1.4 GB (Node's reservations, the addon); 300 MB more are
    // room for SQLite's own allocations and V8's heap: past that, SQLite fails with SQLITE_NOMEM or the child dies
    addressSpaceMb: 1700,
    addons: true,
    reads: [packageFolder('better-sqlite3'), databaseRoot() + path.sep],
    settings: SETTINGS,
    maxChildren: 2,
    // a burst of logins (a class starting at once) waits its turn: statements take well under a
    // millisecond; only while runaway statements hold both children does the queue grow, and a
    // statement that waited longer than its own time limit several times over is refused (SQLITE_BUSY)
    maxWaiting: 1024,
    maxWaitMs: 10_000,
    warm: 1,
    idleMs: 30_000,
    timeLimitMs: SQL_TIME_LIMIT_MS,
  }));

/** The error better-sqlite3 would have thrown in the shop's own process for what the child reported. */
function driverError(error: { name: string; message: string; code?: string }): Error {
  if (error.name === 'SqliteError' && error.code !== undefined) return new Database.SqliteError(error.message, error.code);
  if (error.name === 'TypeError') return new TypeError(error.message);
  if (error.name === 'RangeError') return new RangeError(error.message);
  const other = new Error(error.message);
  // the name where an error's class keeps it (not one of its own fields, which the error answer lists)
  if (error.name !== 'Error') Object.defineProperty(other, 'name', { value: error.name, writable: true, configurable: true });
  return error.code === undefined ? other : Object.assign(other, { code: error.code });
}

/**
 * A statement the sandbox did not finish, in the words SQLite has for it: killed at the time limit
 * or ended by a crash, it was interrupted; out of memory is SQLite's own; a full queue means the
 * database cannot be had right now.
 */
function unfinished(outcome: Exclude<SandboxOutcome<SqlResult>, { kind: 'done' }>): Error {
  switch (outcome.kind) {
    case 'outOfMemory':
      return new Database.SqliteError('out of memory', 'SQLITE_NOMEM');
    case 'overloaded':
      return new Database.SqliteError('database is locked', 'SQLITE_BUSY');
    case 'failed':
      return driverError(outcome);
    case 'crashed':
      console.error(`The SQL sandbox failed: ${outcome.reason}`);
      return new Database.SqliteError('interrupted', 'SQLITE_INTERRUPT');
    default:
      return new Database.SqliteError('interrupted', 'SQLITE_INTERRUPT');
  }
}

type Row = Record<string, unknown>;

/** A row as better-sqlite3 makes it: the columns in order, a later column of the same name overwriting an earlier one. */
function rowObject(columns: string[], values: unknown[]): Row {
  const row: Row = {};
  for (let i = 0; i < columns.length; i++) row[columns[i]!] = values[i];
  return row;
}

/**
 * Runs one deliberately injectable statement of `shop`'s database in the SQL sandbox, as
 * better-sqlite3's `prepare(sql).get()` or `.all()` would in the shop's own process: the same rows,
 * the same errors (an SqliteError with its code), and for a statement stopped at the time limit or
 * for lack of memory an SqliteError of its own. Only the text's first statement runs, as
 * upstream's driver (node-sqlite3) runs only that: an injected `; VACUUM ...` is ignored there too.
 */
export async function runInjectableSql(shop: { dbFile: string }, sql: string, mode: 'get'): Promise<Row | undefined>;
export async function runInjectableSql(shop: { dbFile: string }, sql: string, mode: 'all'): Promise<Row[]>;
export async function runInjectableSql(shop: { dbFile: string }, sql: string, mode: SqlMode): Promise<Row | Row[] | undefined> {
  const task: SqlTask = { db: shop.dbFile, sql: firstStatement(sql), mode };
  const outcome = await pool().run<SqlResult>(task);
  if (outcome.kind !== 'done') throw unfinished(outcome);
  const result = outcome.value;
  if ('error' in result) throw driverError(result.error);
  for (const [row, column, kind, base64] of result.special ?? []) {
    result.rows[row]![column] = kind === 'blob' ? Buffer.from(base64!, 'base64') : Number(kind);
  }
  const rows = result.rows.map((values) => rowObject(result.columns, values));
  return mode === 'get' ? rows[0] : rows;
}

/** The SQL sandbox's load (tests, diagnostics). */
export const sqlSandboxLoad = () => pool().load();
