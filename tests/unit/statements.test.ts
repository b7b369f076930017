import Database from 'better-sqlite3';
import { expect, test } from 'vitest';
import { cacheStatements } from '../../src/server/db/statements';

test('each SQL text is compiled once, and the cache stays bounded', () => {
  const db = cacheStatements(new Database(':memory:'));
  db.exec('CREATE TABLE t (x INTEGER)');
  const first = db.prepare('SELECT x FROM t');
  expect(db.prepare('SELECT x FROM t')).toBe(first);
  for (let i = 0; i < 300; i++) db.prepare(`SELECT ${i} AS n`).get();
  // pushed out by 300 newer texts, compiled anew, and still correct
  expect(db.prepare('SELECT x FROM t')).not.toBe(first);
  db.prepare('INSERT INTO t VALUES (?)').run(7);
  expect(db.prepare('SELECT x FROM t').all()).toEqual([{ x: 7 }]);
});

test('a schema change after caching still answers with the new shape', () => {
  const db = cacheStatements(new Database(':memory:'));
  db.exec('CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1)');
  expect(db.prepare('SELECT * FROM t').get()).toEqual({ x: 1 });
  db.exec('ALTER TABLE t ADD COLUMN y INTEGER DEFAULT 2');
  expect(db.prepare('SELECT * FROM t').get()).toEqual({ x: 1, y: 2 });
});
