/**
 * The injectable SQL's child: runs one statement of the shop's deliberately injectable queries
 * (the login, the product search) on its own read-only connection to the shop's database file, so
 * that a runaway statement (a recursive CTE without end, a cross join of everything, a blob of half
 * a gigabyte) costs this child, which the shop kills at the time limit, and never the shop.
 *
 * A task names the database file: one pool serves every shop of the process. Connections stay
 * open for the next task (a few of them, the least recently used closed first), and so do their
 * compiled statements. Rows go back as arrays under their column names, which is smaller to send
 * than an object per row; the shop makes the objects again as better-sqlite3 makes them.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import type BetterSqlite3 from 'better-sqlite3';
import { ERROR_TEXT_CHARS } from '../protocol.ts';
import { childSettings, serveTasks } from './serve.ts';

export type SqlMode = 'get' | 'all';
export type SqlTask = { db: string; sql: string; mode: SqlMode };
/**
 * What a statement came to: its column names and rows (`all`: every row; `get`: the first, or none),
 * or what the driver threw, with the SQLite result code when it was an SqliteError.
 */
export type SqlResult =
  | { columns: string[]; rows: unknown[][]; special?: SpecialValue[] }
  | { error: { name: string; message: string; code?: string } };

/**
 * A value JSON cannot carry, by its row and column (its cell goes as null): an infinite REAL, or a
 * blob (as base64), which better-sqlite3 hands out as a Buffer.
 */
export type SpecialValue =
  | [row: number, column: number, kind: 'Infinity' | '-Infinity' | 'NaN']
  | [row: number, column: number, kind: 'blob', base64: string];

export type SqlSettings = {
  /** connections kept open, one per database file */
  connections: number;
  /** compiled statements kept per connection */
  statements: number;
  /** the most a result may weigh (strings count their length, blobs four bytes per byte as JSON spells them): past it, SQLITE_TOOBIG */
  resultBytes: number;
  /** above this resident size after a task, the child collects its garbage and closes its connections */
  settleRssBytes: number;
};

const settings = childSettings<SqlSettings>();

/** The driver's own error for a result too big to hand over, as SQLite says it of a value too long. */
class ResultTooBig extends Error {
  code = 'SQLITE_TOOBIG';
  constructor() {
    super('string or blob too big');
    this.name = 'SqliteError';
  }
}

/** How much a value weighs once sent: about what JSON makes of it. */
function weight(value: unknown): number {
  if (typeof value === 'string') return value.length + 2;
  if (value instanceof Uint8Array) return value.length * 4 + 24;
  return 8;
}

/** A result that weighs more than this may leave garbage worth collecting at once. */
const SETTLE_AFTER_BYTES = 1024 * 1024;

type Prepared = { statement: BetterSqlite3.Statement; columns: string[] };
type Connection = { db: BetterSqlite3.Database; statements: Map<string, Prepared> };

await serveTasks(async () => {
  const { default: Database } = await import('better-sqlite3');
  const open = new Map<string, Connection>();

  function connection(file: string): Connection {
    let c = open.get(file);
    if (c) {
      // most recently used last
      open.delete(file);
      open.set(file, c);
      return c;
    }
    const db = new Database(file, { readonly: true, fileMustExist: true });
    c = { db, statements: new Map() };
    if (open.size >= settings.connections) {
      const [oldest, old] = open.entries().next().value!;
      open.delete(oldest);
      old.db.close();
    }
    open.set(file, c);
    return c;
  }

  function prepared(c: Connection, sql: string): Prepared {
    let p = c.statements.get(sql);
    if (!p) {
      const statement = c.db.prepare(sql);
      // rows as arrays (better-sqlite3 makes row objects with generated code, which this child
      // does not allow); a statement that returns none keeps its default mode, so that `get` and
      // `all` throw the driver's own error about it before any row is made
      if (statement.reader) statement.raw(true);
      p = { statement, columns: statement.reader ? statement.columns().map((column) => column.name) : [] };
      if (c.statements.size >= settings.statements) c.statements.delete(c.statements.keys().next().value!);
      c.statements.set(sql, p);
    }
    return p;
  }

  /** The rows of one statement, and what they weigh. */
  function run({ db, sql, mode }: SqlTask) {
    const { statement, columns } = prepared(connection(db), sql);
    // row by row, so that a result past the limit stops where it passes it
    const rows: unknown[][] = [];
    const special: SpecialValue[] = [];
    let bytes = 0;
    const add = (row: unknown[]) => {
      for (let i = 0; i < row.length; i++) {
        const value = row[i];
        bytes += weight(value);
        if (typeof value === 'number' && !Number.isFinite(value)) {
          special.push([rows.length, i, value > 0 ? 'Infinity' : value < 0 ? '-Infinity' : 'NaN']);
          row[i] = null;
        } else if (value instanceof Uint8Array) {
          if (bytes <= settings.resultBytes)
            special.push([rows.length, i, 'blob', Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64')]);
          row[i] = null;
        }
      }
      if (bytes > settings.resultBytes) throw new ResultTooBig();
      rows.push(row);
    };
    if (mode === 'get') {
      const row = statement.get() as unknown[] | undefined;
      if (row) add(row);
    } else {
      for (const row of statement.iterate() as Iterable<unknown[]>) add(row);
    }
    return { result: special.length ? { columns, rows, special } : { columns, rows }, bytes };
  }

  /**
   * After a statement that made huge values (a blob of 100 MB that the result limit then refused),
   * they would stay until V8 next collects, which an idle child does not: collect now, and let go
   * of the connections' page caches. Runs after the answer has gone out, and only after a failed
   * statement or a long result (reading the resident size costs as much as a small query).
   */
  v8.setFlagsFromString('--expose-gc');
  const collect = vm.runInNewContext('gc') as () => void;
  const settle = () => {
    if (process.memoryUsage.rss() <= settings.settleRssBytes) return;
    for (const c of open.values()) c.db.close();
    open.clear();
    collect();
  };

  return (task: SqlTask): SqlResult => {
    try {
      const { result, bytes } = run(task);
      if (bytes > SETTLE_AFTER_BYTES) setImmediate(settle);
      return result;
    } catch (e) {
      setImmediate(settle);
      const { name, message, code } = e as { name?: unknown; message?: unknown; code?: unknown };
      const cut = (text: unknown) => String(text).slice(0, ERROR_TEXT_CHARS);
      // Node could not make a Buffer or string of a value that big: SQLite's word for it
      if (code === 'ERR_MEMORY_ALLOCATION_FAILED' || code === 'ERR_STRING_TOO_LONG')
        return { error: { name: 'SqliteError', message: 'out of memory', code: 'SQLITE_NOMEM' } };
      return {
        error: { name: cut(name ?? 'Error'), message: cut(message ?? ''), ...(typeof code === 'string' ? { code: cut(code) } : {}) },
      };
    }
  };
});
