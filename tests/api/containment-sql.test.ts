import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { sqlSandboxLoad } from '../../src/server/sandbox/sql';
import { eventually, healthAnswersDuring, startShop, type TestServer } from '../helpers';
import { bearer, decode, loginAt, post } from './accounts-helpers';

/**
 * Containment of the deliberately injectable SQL (the login and the product search): a statement
 * that never ends or eats memory costs its own query, answered as a failed query (500 through the
 * error handler), while the shop keeps answering; the known injections answer as upstream's.
 * Each test starts a shop of its own.
 */

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});
async function shop() {
  const server = await startShop();
  servers.push(server);
  return server;
}

const JSON_ERRORS = { accept: 'application/json' };
const search = (server: TestServer, q: string) => server.json(`/rest/products/search?q=${encodeURIComponent(q)}`, { headers: JSON_ERRORS });
const login = (server: TestServer, email: string, password = 'x') =>
  server.json('/rest/user/login', post({ email, password }, JSON_ERRORS));

/** A recursive CTE that counts without end. */
const ENDLESS = 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c)';

/** Resolves once some statement runs in the SQL sandbox (a child is handed out and not back). */
const statementRunning = () =>
  eventually(() => {
    const load = sqlSandboxLoad();
    return load.children - load.idle > 0;
  }, 5000);

/** Starts `attack`, waits until its statement runs, asks for the health endpoint meanwhile, then returns the attack's answer. */
async function duringAttack<T>(server: TestServer, attack: () => Promise<T>): Promise<T> {
  const answer = attack();
  await statementRunning();
  await healthAnswersDuring(server, answer);
  return answer;
}

/** A search that the sandbox answers normally: the child that was killed has been replaced. */
async function searchStillWorks(server: TestServer) {
  const r = await search(server, 'apple');
  expect(r.status).toBe(200);
  expect(r.body.data.map((p: { name: string }) => p.name)).toContain('Apple Juice (1000ml)');
}

describe('a statement that never ends is killed at the time limit; the shop answers meanwhile', () => {
  test('a recursive CTE through the login email', async () => {
    const s = await shop();
    const r = await duringAttack(s, () => login(s, `' OR (${ENDLESS} SELECT count(*) FROM c)--`));
    expect(r.status).toBe(500);
    expect(r.body.error).toMatchObject({ message: 'SQLITE_INTERRUPT: interrupted', code: 'SQLITE_INTERRUPT', errno: 9 });
    await searchStillWorks(s);
    expect((await login(s, 'jim@juice-sh.op', 'ncc-1701')).status).toBe(200);
  });

  test('a recursive CTE through a UNION in the search', async () => {
    const s = await shop();
    const r = await duringAttack(s, () => search(s, `'))UNION SELECT * FROM (${ENDLESS} SELECT x,x,x,x,x,x,x,x,x FROM c)--`));
    expect(r.status).toBe(500);
    expect(r.body.error).toMatchObject({ message: 'SQLITE_INTERRUPT: interrupted', code: 'SQLITE_INTERRUPT', errno: 9 });
    await searchStillWorks(s);
  });

  test('a cross join of the products with themselves, five times over', async () => {
    const s = await shop();
    const r = await duringAttack(s, () =>
      search(s, "'))UNION SELECT count(*),2,3,4,5,6,7,8,9 FROM Products a, Products b, Products c, Products d, Products e--"),
    );
    expect(r.status).toBe(500);
    expect(r.body.error.message).toBe('SQLITE_INTERRUPT: interrupted');
    await searchStillWorks(s);
  });

  test('more endless statements at once than there are children: each is stopped, none stops the shop', async () => {
    const s = await shop();
    const attacks = Promise.all([0, 1, 2].map((i) => login(s, `' OR (${ENDLESS} SELECT count(*) + ${i} FROM c)--`)));
    await statementRunning();
    await healthAnswersDuring(s, attacks);
    for (const r of await attacks) expect(r.body.error.message).toBe('SQLITE_INTERRUPT: interrupted');
    await searchStillWorks(s);
  });
});

describe('a statement that eats memory fails alone', () => {
  test.each([
    ['randomblob', "' OR length(randomblob(500000000))--"],
    ['zeroblob made real', "' OR length(zeroblob(500000000) || 'x')--"],
    ['printf padding', "' OR length(printf('%.*c', 500000000, 'x'))--"],
    ['randomblob of the largest size', "' OR length(randomblob(1000000000))--"],
  ])('%s through the login email', async (_name, email) => {
    const s = await shop();
    const r = await login(s, email);
    expect(r.status).toBe(500);
    expect(r.body.error.message).toMatch(/^SQLITE_(NOMEM: out of memory|TOOBIG: string or blob too big)$/);
    expect((await s.json('/rest/admin/application-version')).status).toBe(200);
    await searchStillWorks(s);
  });

  test.each([
    ['a blob of 50 MB', "'))UNION SELECT 1,2,3,4,5,6,7,8,zeroblob(50000000)--"],
    ['a text of 100 MB', "'))UNION SELECT 1,2,3,4,5,6,7,8,printf('%.*c', 100000000, 'x')--"],
    ['a text of 5 MB for every product', "'))UNION SELECT id,2,3,4,5,6,7,8,printf('%.*c', 5000000, 'x') FROM Products--"],
  ])('%s in a search answer', async (_name, q) => {
    const s = await shop();
    const r = await search(s, q);
    expect(r.status).toBe(500);
    expect(r.body.error.message).toMatch(/^SQLITE_(NOMEM: out of memory|TOOBIG: string or blob too big)$/);
    await searchStillWorks(s);
  });
});

describe('the known injections answer as upstream', () => {
  test("loginAdminChallenge: ' OR 1=1-- logs in as the first user, the admin", async () => {
    const s = await shop();
    const r = await loginAt(s, "' OR 1=1--", 'whatever');
    expect(r.status).toBe(200);
    expect(decode(r.body.authentication.token).data).toMatchObject({ id: 1, email: 'admin@juice-sh.op', role: 'admin' });
    expect(s.shop.challenges.isSolved('loginAdminChallenge')).toBe(true);
  });

  test("loginJimChallenge: jim@juice-sh.op'-- logs in as Jim", async () => {
    const s = await shop();
    const r = await loginAt(s, "jim@juice-sh.op'--", 'whatever');
    expect(r.status).toBe(200);
    expect(decode(r.body.authentication.token).data).toMatchObject({ id: 2, email: 'jim@juice-sh.op' });
    expect(s.shop.challenges.isSolved('loginJimChallenge')).toBe(true);
  });

  test('unionSqlInjectionChallenge: a UNION over Users lists every email and hash', async () => {
    const s = await shop();
    const r = await search(s, "qwert')) UNION SELECT id,'2','3',email,password,'6','7','8','9' FROM Users--");
    expect(r.status).toBe(200);
    expect(r.body.data).toContainEqual({
      id: 1,
      name: '2',
      description: '3',
      price: 'admin@juice-sh.op',
      deluxePrice: createHash('md5').update('admin123').digest('hex'),
      image: '6',
      createdAt: '7',
      updatedAt: '8',
      deletedAt: '9',
    });
    expect(s.shop.challenges.isSolved('unionSqlInjectionChallenge')).toBe(true);
  });

  test('dbSchemaChallenge: a UNION over sqlite_master lists the schema', async () => {
    const s = await shop();
    const r = await search(s, "')) UNION SELECT sql,'2','3','4','5','6','7','8','9' FROM sqlite_master--");
    expect(r.status).toBe(200);
    expect(r.body.data.some((row: { id: unknown }) => typeof row.id === 'string' && row.id.startsWith('CREATE TABLE `Users` ('))).toBe(
      true,
    );
    expect(s.shop.challenges.isSolved('dbSchemaChallenge')).toBe(true);
  });

  test('values JSON cannot carry come out as the driver hands them out: a blob as a Buffer, an infinite number', async () => {
    const s = await shop();
    const r = await search(s, "')) UNION SELECT 999,'blob','3',4,5,'6','7','8',x'00ff10'--");
    expect(r.status).toBe(200);
    // better-sqlite3's Buffer, as JSON writes it
    expect(r.body.data.find((p: { id: number }) => p.id === 999).deletedAt).toEqual({ type: 'Buffer', data: [0, 255, 16] });
    const graph = await s.json(
      '/graphql',
      post({
        query:
          '{ productSearch(q: "\u0027)) UNION SELECT 999,\u0027inf\u0027,\u00273\u0027,9e999,-9e999,\u00276\u0027,\u00277\u0027,\u00278\u0027,NULL--") { id price deluxePrice } }',
      }),
    );
    expect(graph.body.data.productSearch.find((p: { id: number }) => p.id === 999)).toEqual({
      id: 999,
      price: 'Infinity',
      deluxePrice: '-Infinity',
    });
  });

  test("a lone quote in the email is upstream's 500 with the driver's message", async () => {
    const s = await shop();
    const r = await login(s, "'", 'x');
    expect(r.status).toBe(500);
    // the literal ends at the password's quote; the hash that follows is no token SQLite knows
    const hash = createHash('md5').update('x').digest('hex');
    expect(r.body.error).toEqual({
      message: `SQLITE_ERROR: unrecognized token: "${hash}"`,
      stack: expect.stringMatching(/^Error: SQLITE_ERROR: unrecognized token: /),
      code: 'SQLITE_ERROR',
      errno: 1,
    });
  });

  test("a second statement after the search is ignored, as upstream's driver runs only the first: no database is written anywhere", async () => {
    const s = await shop();
    const file = path.join(os.tmpdir(), `containment-vacuum-${process.pid}-${Date.now()}`);
    const r = await search(s, `')); VACUUM INTO '${file}'--`);
    // the first statement ends after LIKE '%': every product
    expect(r.status).toBe(200);
    expect(r.body.data.map((p: { name: string }) => p.name)).toContain('Apple Juice (1000ml)');
    expect(existsSync(file)).toBe(false);
  });
});

describe('a burst of ordinary statements waits its turn', () => {
  test('300 logins at once (a class starting together) all succeed', async () => {
    const s = await shop();
    const answers = await Promise.all(Array.from({ length: 300 }, () => login(s, 'jim@juice-sh.op', 'ncc-1701')));
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  });
});

describe('the sandbox reads what the shop wrote, at once', () => {
  test('a user who just registered logs in', async () => {
    const s = await shop();
    const email = `fresh-${Date.now()}@juice-sh.op`;
    expect((await s.json('/api/Users', post({ email, password: 'fresh-pass', passwordRepeat: 'fresh-pass' }))).status).toBe(201);
    const r = await loginAt(s, email, 'fresh-pass');
    expect(r.status).toBe(200);
    expect(decode(r.body.authentication.token).data.email).toBe(email);
  });

  test('a changed password counts at once, the old one no longer', async () => {
    const s = await shop();
    const first = await loginAt(s, 'jim@juice-sh.op', 'ncc-1701');
    expect(first.status).toBe(200);
    const change = await s.get('/rest/user/change-password?current=ncc-1701&new=warp-9.9&repeat=warp-9.9', {
      headers: bearer(first.body.authentication.token),
    });
    expect(change.status).toBe(200);
    expect((await loginAt(s, 'jim@juice-sh.op', 'warp-9.9')).status).toBe(200);
    expect((await loginAt(s, 'jim@juice-sh.op', 'ncc-1701')).status).toBe(401);
  });
});

describe('the database file', () => {
  test("lives in a folder of its own shop under the process's database folder, removed when the shop closes", async () => {
    const s = await startShop();
    const folder = path.dirname(s.shop.dbFile);
    expect(path.basename(path.dirname(folder))).toMatch(new RegExp(`^juice-shop-db-${process.pid}-`));
    expect(existsSync(s.shop.dbFile)).toBe(true);
    await s.close();
    expect(existsSync(folder)).toBe(false);
  });
});
