import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test, vi } from 'vitest';
import { processRecord } from '../../src/server/process-record';
import { processShop } from '../../src/server/runtime';
import { restoreCopy } from '../../src/server/services/ftp-folder';
import { unwritableFolderProblem, writableFolderPaths, WRITABLE_FOLDERS } from '../../src/server/writable-folders';

const base = mkdtempSync(path.join(os.tmpdir(), 'shop-writable-test-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** A regular file where a folder is expected: no one can make or write the folder, root included. */
function fileInPlaceOf(name: string) {
  const file = path.join(base, name);
  writeFileSync(file, 'not a folder');
  return file;
}

const LINE = (folder: string) =>
  new RegExp(
    `^Cannot start the shop: it cannot write to ${folder.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} \\((ENOTDIR|EEXIST|EACCES|EROFS|EPERM)\\)\\. .*mount a writable volume there \\(an emptyDir in Kubernetes\\).*$`,
  );

test('the folders checked: the working directory ones of the source list, then the temp folder', () => {
  expect(writableFolderPaths().slice(0, WRITABLE_FOLDERS.length)).toEqual(WRITABLE_FOLDERS.map((f) => path.resolve(f)));
  expect(writableFolderPaths()).toContain(os.tmpdir());
});

test('writable folders pass, are made when missing, and keep no probe file', () => {
  const made = path.join(base, 'fresh', 'logs');
  const existing = mkdtempSync(path.join(base, 'existing-'));
  expect(unwritableFolderProblem([existing, made])).toBeNull();
  expect(readdirSync(made)).toEqual([]);
  expect(readdirSync(existing)).toEqual([]);
});

test('a file in place of a folder, or a folder inside a file, is named in one line with the hint', () => {
  const ok = mkdtempSync(path.join(base, 'ok-'));
  const file = fileInPlaceOf('uploads');
  const problem = unwritableFolderProblem([ok, file]);
  expect(problem).toMatch(LINE(file));
  expect(problem).not.toContain('\n');
  const below = path.join(fileInPlaceOf('ftp'), 'quarantine');
  expect(unwritableFolderProblem([below])).toMatch(LINE(below));
});

// as root, mode bits do not stop a write: the tests above stand in for a read-only folder there
test.skipIf(process.getuid?.() === 0 || process.platform === 'win32')('a read-only folder (mode 0555) is named', () => {
  const folder = mkdtempSync(path.join(base, 'read-only-'));
  chmodSync(folder, 0o555);
  try {
    expect(unwritableFolderProblem([folder])).toMatch(LINE(folder));
  } finally {
    chmodSync(folder, 0o755);
  }
});

test('the shop start stops with that one line and exit code 1 when its temp folder cannot be written, before making a shop', () => {
  const record = processRecord();
  const running = record.shop;
  const tmpdir = process.env.TMPDIR;
  const file = fileInPlaceOf('tmp');
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${code}`);
  });
  try {
    record.shop = undefined;
    process.env.TMPDIR = file;
    expect(() => processShop()).toThrow('exit 1');
    expect(errors.mock.calls).toHaveLength(1);
    expect(errors.mock.calls[0]).toHaveLength(1);
    expect(errors.mock.calls[0][0]).toMatch(LINE(file));
    expect(record.shop).toBeUndefined();
  } finally {
    if (tmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdir;
    record.shop = running;
    errors.mockRestore();
    exit.mockRestore();
  }
});

test('the check itself makes what it needs: a missing folder under a writable one is no problem', () => {
  const parent = mkdtempSync(path.join(base, 'parent-'));
  mkdirSync(path.join(parent, 'ftp'));
  expect(unwritableFolderProblem([path.join(parent, 'ftp'), path.join(parent, 'frontend')])).toBeNull();
});

test("a restored copy of a read-only shipped file is the shop's to overwrite (the image ships its files read-only)", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'restore-copy-'));
  try {
    const shipped = path.join(dir, 'legal.md');
    writeFileSync(shipped, 'shipped');
    chmodSync(shipped, 0o444);
    const runtime = path.join(dir, 'runtime.md');
    writeFileSync(runtime, 'overwritten by an archive');
    chmodSync(runtime, 0o444);
    await restoreCopy(shipped, runtime);
    expect(readFileSync(runtime, 'utf8')).toBe('shipped');
    expect(statSync(runtime).mode & 0o777).toBe(0o664);
    expect(readdirSync(dir).sort()).toEqual(['legal.md', 'runtime.md']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
