import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ProductSearchQuery } from '../../src/lib/content/queries';
import { handOverWithShop } from '../../src/server/http/request-shop';
import { signToken } from '../../src/server/security/tokens';
import { IFRAME, startShop, type TestServer, withFreshShop } from '../helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startShop();
});
afterAll(async () => s.close());

describe('GET /rest/products/search', () => {
  test('finds products by name or description, ordered by name, without deleted ones', async () => {
    const r = await s.json('/rest/products/search?q=apple');
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('success');
    // upstream v20's catalogue: its Pineapple Juice matches "apple" too
    expect(r.body.data.map((p: { name: string }) => p.name)).toEqual(['Apple Juice (1000ml)', 'Apple Pomace', 'Pineapple Juice (1000ml)']);
    expect(Object.keys(r.body.data[0])).toEqual([
      'id',
      'name',
      'description',
      'price',
      'deluxePrice',
      'image',
      'createdAt',
      'updatedAt',
      'deletedAt',
    ]);
  });

  test('an empty or missing query lists every product that is not deleted', async () => {
    const all = await s.json('/rest/products/search?q=');
    const missing = await s.json('/rest/products/search');
    expect(all.body.data.length).toBe(s.shop.config.products.filter((p) => !p.deletedDate).length);
    expect(missing.body.data.length).toBe(all.body.data.length);
    expect(all.body.data.some((p: { name: string }) => p.name === 'Rippertuer Special Juice')).toBe(false);
  });

  test('commenting out the rest of the statement lists deleted products too (the injection works)', async () => {
    const r = await s.json(`/rest/products/search?q=${encodeURIComponent("'))--")}`);
    expect(r.status).toBe(200);
    expect(r.body.data.some((p: { name: string }) => p.name === 'Rippertuer Special Juice')).toBe(true);
  });

  test.each(["'))--", "')) --", "apple')) OR 1=1--"])('%s lists the soft-deleted Christmas box too', async (q) => {
    const r = await s.json(`/rest/products/search?q=${encodeURIComponent(q)}`);
    expect(r.status).toBe(200);
    const box = r.body.data.find((p: { name: string }) => p.name === 'Christmas Super-Surprise-Box (2014 Edition)');
    expect(box).toMatchObject({ price: 29.99 });
    expect(box.deletedAt).not.toBeNull();
  });

  test('an honest search does not show the Christmas box', async () => {
    const r = await s.json('/rest/products/search?q=christmas');
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([]);
  });

  test('a broken query answers 500 with the verbose error and solves Error Handling', () =>
    withFreshShop(async (t) => {
      expect(t.shop.challenges.isSolved('errorHandlingChallenge')).toBe(false);
      const r = await t.json(`/rest/products/search?q=${encodeURIComponent("apple'))")}`, { headers: { accept: 'application/json' } });
      expect(r.status).toBe(500);
      expect(r.body.error).toMatchObject({ message: `SQLITE_ERROR: near "'))%'": syntax error`, code: 'SQLITE_ERROR', errno: 1 });
      expect(r.body.error.stack).toMatch(/^Error: SQLITE_ERROR: near "'\)\)%'": syntax error\n\s+at /);
      expect(t.shop.challenges.isSolved('errorHandlingChallenge')).toBe(true);
      // and the process still answers
      expect((await t.json('/rest/products/search?q=juice')).status).toBe(200);
    }));

  test("a query the injected semicolon cuts short fails where the parser meets it, as upstream's (its search test sends ';)", () =>
    // a 500 solves Error Handling: a shop of its own
    withFreshShop(async (t) => {
      const r = await t.get(`/rest/products/search?q=${encodeURIComponent("';")}`);
      expect(r.status).toBe(500);
      expect(await r.text()).toContain('SQLITE_ERROR: near &quot;;&quot;: syntax error');
    }));

  test('User Credentials: a UNION over Users leaks every email and hash and solves the challenge', () =>
    withFreshShop(async (t) => {
      expect(t.shop.challenges.isSolved('unionSqlInjectionChallenge')).toBe(false);
      const q = "qwert')) UNION SELECT id,'2','3',email,password,'6','7','8','9' FROM Users--";
      const r = await t.json(`/rest/products/search?q=${encodeURIComponent(q)}`);
      expect(r.status).toBe(200);
      expect(JSON.stringify(r.body)).toContain('admin@juice-sh.op');
      expect(JSON.stringify(r.body)).toContain('0192023a7bbd73250516f069df18b500'); // md5("admin123")
      expect(t.shop.challenges.isSolved('unionSqlInjectionChallenge')).toBe(true);
    }));

  test('a UNION that leaks only some users does not solve User Credentials', async () => {
    const fresh = await (await import('../helpers')).startShop();
    try {
      const q = "qwert')) UNION SELECT id,'2','3',email,password,'6','7','8','9' FROM Users WHERE id < 3--";
      await fresh.json(`/rest/products/search?q=${encodeURIComponent(q)}`);
      expect(fresh.shop.challenges.isSolved('unionSqlInjectionChallenge')).toBe(false);
    } finally {
      await fresh.close();
    }
  });

  test('Database Schema: a UNION over sqlite_master solves the challenge', () =>
    withFreshShop(async (t) => {
      expect(t.shop.challenges.isSolved('dbSchemaChallenge')).toBe(false);
      const q = "')) UNION SELECT sql,'2','3','4','5','6','7','8','9' FROM sqlite_master--";
      const r = await t.json(`/rest/products/search?q=${encodeURIComponent(q)}`);
      expect(r.status).toBe(200);
      expect(JSON.stringify(r.body)).toContain('CREATE TABLE `Users` (');
      expect(t.shop.challenges.isSolved('dbSchemaChallenge')).toBe(true);
    }));

  test("Database Schema: upstream's payload as its test sends it reads upstream's tables, quoted and ordered as Sequelize writes them", () =>
    withFreshShop(async (t) => {
      const r = await t.json(
        `/rest/products/search?q=${encodeURIComponent("')) union select sql,'2','3','4','5','6','7','8','9' from sqlite_master--")}`,
      );
      expect(r.status).toBe(200);
      const statements = (r.body.data as Array<{ id: unknown }>).map((row) => row.id).filter((id): id is string => typeof id === 'string');
      // the two statements upstream's own search test looks for, word for word
      expect(statements).toContain(
        'CREATE TABLE `BasketItems` (`ProductId` INTEGER REFERENCES `Products` (`id`) ON DELETE CASCADE ON UPDATE CASCADE, `BasketId` INTEGER REFERENCES `Baskets` (`id`) ON DELETE CASCADE ON UPDATE CASCADE, `id` INTEGER PRIMARY KEY AUTOINCREMENT, `quantity` INTEGER, `createdAt` DATETIME NOT NULL, `updatedAt` DATETIME NOT NULL, UNIQUE (`ProductId`, `BasketId`))',
      );
      expect(statements).toContain('CREATE TABLE sqlite_sequence(name,seq)');
      // upstream's 21 model tables, no more and no fewer
      const tables = statements.map((sql) => /^CREATE TABLE `(\w+)`/.exec(sql)?.[1]).filter(Boolean);
      expect(tables.sort()).toEqual(
        [
          'Addresses',
          'BasketItems',
          'Baskets',
          'Captchas',
          'Cards',
          'ChallengeDependencies',
          'Challenges',
          'Complaints',
          'Deliveries',
          'Feedbacks',
          'Hints',
          'ImageCaptchas',
          'Memories',
          'PrivacyRequests',
          'Products',
          'Quantities',
          'Recycles',
          'SecurityAnswers',
          'SecurityQuestions',
          'Users',
          'Wallets',
        ].sort(),
      );
      // column sets as upstream's models have them: for example, no hint columns on Challenges, the recycle's keys first
      expect(statements.find((sql) => sql.startsWith('CREATE TABLE `Challenges`'))).not.toMatch(/hint/i);
      expect(statements.find((sql) => sql.startsWith('CREATE TABLE `Recycles`'))).toMatch(
        /^CREATE TABLE `Recycles` \(`UserId` INTEGER REFERENCES `Users` \(`id`\) ON DELETE NO ACTION ON UPDATE CASCADE, `AddressId` INTEGER/,
      );
    }));

  test('the query is cut to 200 characters', async () => {
    const r = await s.json(`/rest/products/search?q=${'a'.repeat(500)}`);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([]);
  });
});

describe("the product grid's search (content graph)", () => {
  const gridSearch = (q: string) =>
    s.json('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: print(ProductSearchQuery), variables: { q } }),
    });

  test('answers what GET /rest/products/search answers, with stock and points', async () => {
    const grid = await gridSearch('apple');
    const rest = await s.json('/rest/products/search?q=apple');
    expect(grid.body.data.productSearch.map((p: { id: number }) => p.id)).toEqual(rest.body.data.map((p: { id: number }) => p.id));
    expect(grid.body.data.productSearch[0]).toMatchObject({
      name: 'Apple Juice (1000ml)',
      price: 1.99,
      points: 0,
      quantity: expect.any(Number),
    });
  });

  test("goes through the injectable statement: '))-- shows the soft-deleted Christmas box", async () => {
    const grid = await gridSearch("'))--");
    expect(grid.status).toBe(200);
    expect(grid.body.data.productSearch.map((p: { name: string }) => p.name)).toContain('Christmas Super-Surprise-Box (2014 Edition)');
  });

  test('its watchers run there too: a UNION over sqlite_master solves Database Schema', async () => {
    const fresh = await startShop();
    try {
      await fresh.json('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: print(ProductSearchQuery),
          variables: { q: "')) UNION SELECT sql,'2','3','4','5','6','7','8','9' FROM sqlite_master--" },
        }),
      });
      expect(fresh.shop.challenges.isSolved('dbSchemaChallenge')).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  test('a query that breaks the statement is an error of that field, not of the graph, and solves nothing', async () => {
    const fresh = await startShop();
    try {
      const grid = await fresh.json('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: print(ProductSearchQuery), variables: { q: "apple'))" } }),
      });
      expect(grid.status).toBe(200);
      expect(grid.body.errors[0]).toMatchObject({
        path: ['productSearch'],
        message: expect.stringMatching(/unrecognized token|syntax error/),
      });
      expect(fresh.shop.challenges.isSolved('errorHandlingChallenge')).toBe(false);
    } finally {
      await fresh.close();
    }
  });

  test("the server components' adapter turns that error into no results", async () => {
    const { searchProductsInjectable } = await import('../../src/lib/content');
    // the adapter reads the shop a request is handed over to the pages with: here, the test's
    await handOverWithShop(s.shop, async () => {
      expect(await searchProductsInjectable("apple'))")).toEqual([]);
      expect((await searchProductsInjectable("'))--")).map((p) => p.name)).toContain('Christmas Super-Surprise-Box (2014 Edition)');
    });
  });
});

describe('/api/Products', () => {
  test('lists products and finds one by id; paths are case-insensitive', async () => {
    const list = await s.json('/api/Products');
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({ id: 1, name: 'Apple Juice (1000ml)', price: 1.99, deluxePrice: 0.99 });
    const lower = await s.json('/api/products/');
    expect(lower.body.data.length).toBe(list.body.data.length);
    const one = await s.json('/api/Products/1?d=Sat%20Nov%2021%202026');
    expect(one.body).toMatchObject({ status: 'success', data: { id: 1, name: 'Apple Juice (1000ml)' } });
  });

  test('API-only XSS: anyone can PUT a description holding the payload, which solves the challenge', () =>
    withFreshShop(async (t) => {
      expect(t.shop.challenges.isSolved('restfulXssChallenge')).toBe(false);
      const r = await t.json('/api/Products/1', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ description: IFRAME }),
      });
      expect(r.status).toBe(200);
      expect(r.body.data.description).toBe(IFRAME);
      expect(t.shop.challenges.isSolved('restfulXssChallenge')).toBe(true);
    }));

  test('PUT with wrong types or broken JSON is a 400 with a message', async () => {
    const typed = await s.json('/api/Products/2', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ price: 'free' }),
    });
    expect(typed.status).toBe(400);
    expect(typed.body.message).toContain('price');
    const broken = await s.json('/api/Products/2', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"description":',
    });
    expect(broken.status).toBe(400);
  });

  test('POST needs a valid token; with one it creates the product', () =>
    withFreshShop(async (t) => {
      const body = JSON.stringify({ name: 'Test Tonic', description: 'fresh', price: 3.5 });
      const anonymous = await t.json('/api/Products', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(anonymous.status).toBe(401);
      const forged = await t.json('/api/Products', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer not.a.token' },
        body,
      });
      expect(forged.status).toBe(401);
      const token = await signToken(t.shop.privateDir, { data: { id: 2, email: 'jim@juice-sh.op', role: 'customer' } });
      const created = await t.json('/api/Products', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ name: 'Test Tonic', price: 3.5 });
    }));

  test('DELETE is refused', async () => {
    expect((await s.json('/api/Products/1', { method: 'DELETE' })).status).toBe(401);
  });
});

test('with safety mode on, API-only XSS is disabled and descriptions are cleaned', async () => {
  const safe = await startShop({ configOverrides: { challenges: { safetyMode: 'enabled' } } });
  try {
    const r = await safe.json('/api/Products/1', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ description: `${IFRAME}juicy` }),
    });
    expect(r.status).toBe(200);
    expect(r.body.data.description).toBe('juicy');
    expect(safe.shop.challenges.isSolved('restfulXssChallenge')).toBe(false);
    const challenge = await safe.json('/api/Challenges/?key=restfulXssChallenge');
    expect(challenge.body.data[0].disabledEnv).toBe('Safety Mode');
  } finally {
    await safe.close();
  }
});

describe('quantities and reviews', () => {
  test('GET /api/Quantitys lists stock per product', async () => {
    const r = await s.json('/api/Quantitys');
    expect(r.status).toBe(200);
    expect(r.body.data.find((q: { ProductId: number }) => q.ProductId === 20)).toMatchObject({ quantity: 5, limitPerUser: 5 });
  });

  test('GET /rest/products/:id/reviews answers the reviews with their authors', async () => {
    const r = await s.json('/rest/products/1/reviews');
    expect(r.status).toBe(200);
    expect(r.body.data.length).toBeGreaterThan(0);
    expect(r.body.data[0]).toMatchObject({ product: 1, likesCount: 0 });
    expect(r.body.data[0]._id).toBeTypeOf('string');
    expect(r.body.data[0].author).toMatch(/@juice-sh\.op$/);
    expect((await s.json('/rest/products/abc/reviews')).status).toBe(400);
  });
});
