import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processRecord } from '../process-record';
import { removeFoldersOfEndedProcesses } from '../stale-folders';

/**
 * Where the shops' databases live: one folder per process under the OS temp dir, named after the
 * process (`juice-shop-db-<pid>-XXXXXX`), and in it one folder per shop. A file, not memory, so
 * that the sandbox child that runs the deliberately injectable SQL (sandbox/sql.ts) can open the
 * same data read-only. The database is rebuilt at every start; the folder goes when the process
 * ends, a shop's own folder when its database is closed, and what a killed process left is removed
 * by the next start.
 */
const PREFIX = 'juice-shop-db-';

/** This process's folder of databases, made on first use (stale folders of ended processes go then). */
export function databaseRoot(): string {
  // in the process record: `waku dev` evaluates modules anew on change, the process's folder stays one
  const record = processRecord();
  if (!record.databaseRoot) {
    // its real path: the sandbox child is allowed to read it by that name (a linked temp dir would not match)
    const base = realpathSync(os.tmpdir());
    removeFoldersOfEndedProcesses(base, PREFIX);
    const root = mkdtempSync(path.join(base, `${PREFIX}${process.pid}-`));
    record.databaseRoot = root;
    process.once('exit', () => rmSync(root, { recursive: true, force: true }));
  }
  return record.databaseRoot;
}

/** A fresh folder for one shop's database: the file's path, and how to remove the folder again. */
export function newDatabaseFile(): { file: string; remove: () => void } {
  const folder = mkdtempSync(path.join(databaseRoot(), 'shop-'));
  return { file: path.join(folder, 'shop.db'), remove: () => rmSync(folder, { recursive: true, force: true }) };
}
