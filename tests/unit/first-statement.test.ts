import Database from 'better-sqlite3';
import { expect, test } from 'vitest';
import { firstStatement } from '../../src/server/db/first-statement';

test('the text up to the first statement-ending semicolon is kept, the semicolon included', () => {
  expect(firstStatement("SELECT * FROM Users WHERE email = '';' AND password = 'x'")).toBe("SELECT * FROM Users WHERE email = '';");
  expect(firstStatement('SELECT 1; DROP TABLE Users')).toBe('SELECT 1;');
  expect(firstStatement('SELECT 1')).toBe('SELECT 1');
});

test('semicolons in literals, quoted identifiers and comments do not end the statement', () => {
  expect(firstStatement("SELECT 'a;b', 'it''s;'; x")).toBe("SELECT 'a;b', 'it''s;';");
  expect(firstStatement('SELECT "a;b", `c;d`, [e;f]; x')).toBe('SELECT "a;b", `c;d`, [e;f];');
  expect(firstStatement('SELECT 1 -- a; comment\n, 2; x')).toBe('SELECT 1 -- a; comment\n, 2;');
  expect(firstStatement('SELECT 1 /* a; comment */ ; x')).toBe('SELECT 1 /* a; comment */ ;');
});

test('a text whose literal or comment never closes is returned whole', () => {
  for (const sql of [
    "SELECT * FROM Users WHERE email = ''' AND x = 'y",
    "SELECT 'open; x",
    'SELECT 1 -- the rest; is comment',
    'SELECT 1 /* open; x',
  ]) {
    expect(firstStatement(sql)).toBe(sql);
  }
});

test('what it keeps runs in better-sqlite3, which refuses the whole multi-statement text', () => {
  const db = new Database(':memory:');
  db.exec("CREATE TABLE Users (email TEXT); INSERT INTO Users VALUES ('a@b.c')");
  const injected = "SELECT * FROM Users WHERE email = 'a@b.c'; DROP TABLE Users; --'";
  expect(() => db.prepare(injected)).toThrow();
  expect(db.prepare(firstStatement(injected)).get()).toEqual({ email: 'a@b.c' });
  expect(db.prepare('SELECT count(*) AS n FROM Users').get()).toEqual({ n: 1 });
  // a statement the semicolon cuts short fails where SQLite's parser meets it, as in node-sqlite3
  expect(() => db.prepare(firstStatement("SELECT * FROM Users WHERE ((email LIKE '%';%'))"))).toThrow('near ";": syntax error');
});
