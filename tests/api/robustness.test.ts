import { print, type DocumentNode } from 'graphql';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { contentClient } from '../../src/lib/content/client';
import {
  ChallengeSolvedQuery,
  FeedbacksQuery,
  ProductSearchQuery,
  ScoreBoardQuery,
  ShellQuery,
  type ProductCard,
} from '../../src/lib/content/queries';
import { GRAPH_LIMITS } from '../../src/server/graphql/limits';
import { startShop, type TestServer } from '../helpers';

// What the planted, unprotected PUT /api/Products/:id lets anyone store (restfulXssChallenge's flaw).
const HUGE_PRICE = 21474836480; // 2^31 * 10: its bonus points no longer fit GraphQL's 32-bit Int
// the largest a single request may store: upstream's (and our) 100 kB body limit
const HUGE_NAME = `${'Ünïcødé 🍹 '.repeat(5_500)}\uD800 end`; // about 94 kB of JSON, with a lone surrogate
/** A name just under the body limit: 25 of them make one list of products over the graph's answer limit. */
const BIG_NAME = (letter: string) => letter.repeat(99_000);

let s: TestServer;
beforeAll(async () => {
  s = await startShop();
});
afterAll(async () => {
  await s.close();
});

const put = (server: TestServer, id: number, body: string) =>
  server.json(`/api/Products/${id}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });
const graphql = (query: string, variables?: Record<string, unknown>, server: TestServer = s) =>
  server.json('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
const aliases = (n: number, selection: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${selection}`).join(' ')} }`;

/** Every document the server components send, with the variables the pages use. */
const PAGE_QUERIES: Array<[string, DocumentNode, Record<string, unknown>]> = [
  ['Shell', ShellQuery, {}],
  ['ProductSearch', ProductSearchQuery, { q: '' }],
  ['Feedbacks', FeedbacksQuery, {}],
  ['ScoreBoard', ScoreBoardQuery, {}],
  ['ChallengeSolved', ChallengeSolvedQuery, { key: 'scoreBoardChallenge' }],
];

describe('/graphql is bounded', () => {
  test("the server components' own queries pass the public limits", async () => {
    for (const [name, doc, variables] of PAGE_QUERIES) {
      const r = await graphql(print(doc), variables);
      expect([name, r.status, r.body.errors]).toEqual([name, 200, undefined]);
    }
  });

  test('1000 aliases are refused with a 400 naming the limit, while a concurrent normal request answers', async () => {
    const [abuse, normal] = await Promise.all([
      graphql(aliases(1000, 'products { reviews { message } }')),
      graphql('{ products { name } }'),
    ]);
    expect(abuse.status).toBe(400);
    expect(abuse.body.errors[0].message).toBe(`Aliases limit of ${GRAPH_LIMITS.aliases} exceeded, found 1000.`);
    expect(normal.status).toBe(200);
    expect(normal.body.errors).toBeUndefined();
    expect(normal.body.data.products.length).toBeGreaterThan(30);
  });

  test('depth, cost, tokens, query length and body size each answer 4xx naming their limit', async () => {
    const deep = await graphql(
      '{ __type(name: "Product") { fields { type { fields { type { fields { type { fields { name } } } } } } } } }',
    );
    expect(deep.status).toBe(400);
    expect(deep.body.errors[0].message).toBe(`Query depth limit of ${GRAPH_LIMITS.depth} exceeded, found 9.`);

    const costly = await graphql(aliases(GRAPH_LIMITS.aliases, 'products { reviews { message author } }'));
    expect(costly.status).toBe(400);
    expect(costly.body.errors[0].message).toMatch(new RegExp(`^Query cost limit of ${GRAPH_LIMITS.cost} exceeded, found \\d+\\.$`));

    const tokens = await graphql(`{ ${'version '.repeat(GRAPH_LIMITS.tokens)} }`);
    expect(tokens.status).toBe(400);
    expect(tokens.body.errors[0].message).toMatch(` ${GRAPH_LIMITS.tokens} tokens. Parsing aborted.`);

    const long = await graphql(`{ version } # ${'x'.repeat(GRAPH_LIMITS.queryChars)}`);
    expect(long.status).toBe(413);
    expect(long.body.errors[0].message).toMatch(new RegExp(`^Query length limit of ${GRAPH_LIMITS.queryChars} characters exceeded`));

    const body = await s.json('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ version }', padding: 'x'.repeat(GRAPH_LIMITS.bodyBytes) }),
    });
    expect(body.status).toBe(413);
    expect(body.body.errors[0].message).toBe(`Request body limit of ${GRAPH_LIMITS.bodyBytes} bytes exceeded.`);
  });
});

describe('what a planted flaw stores does not take the pages down', () => {
  // each test stores oversized products: a shop of its own, which the pages' content client reads,
  // so that the shared shop's catalogue stays as seeded for the limits above
  let t: TestServer;
  beforeEach(async () => {
    t = await startShop();
  });
  afterEach(async () => {
    await t.close();
  });

  test('after PUT price 21474836480, a ~60 000 character name and an infinite price, the content queries the pages use answer and show what was stored', async () => {
    expect((await put(t, 1, JSON.stringify({ price: HUGE_PRICE }))).status).toBe(200);
    expect((await put(t, 2, JSON.stringify({ name: HUGE_NAME }))).status).toBe(200);
    // 1e309 is valid JSON and parses to Infinity
    expect((await put(t, 3, '{"price":1e309,"deluxePrice":1e309}')).status).toBe(200);
    const stored = (await t.json('/api/Products/2')).body.data.name as string;
    expect(stored.length).toBeGreaterThan(60_000);

    // graphql-request throws on any error in the answer
    for (const [, document, variables] of PAGE_QUERIES) await contentClient(t.shop).request({ document, variables });
    const { productSearch: products } = await contentClient(t.shop).request(ProductSearchQuery, { q: '' });
    const byId = new Map<number, ProductCard>(products.map((p) => [p.id, p]));
    expect(byId.get(1)).toMatchObject({ price: HUGE_PRICE, points: HUGE_PRICE / 10 });
    expect(byId.get(2)!.name).toBe(stored);
    expect(byId.get(3)).toMatchObject({ price: 'Infinity', deluxePrice: 'Infinity', points: 'Infinity' });
  });

  test('an oversized answer is a 413 for the public graph, while the pages still get every stored byte', async () => {
    const listed = (await t.json('/api/Products')).body.data as Array<{ id: number }>;
    const bigProducts = listed
      .map((p) => p.id)
      .filter((id) => id > 3)
      .slice(0, 25);
    expect(bigProducts).toHaveLength(25);
    for (const id of bigProducts) expect((await put(t, id, JSON.stringify({ name: BIG_NAME('N') }))).status).toBe(200);
    const big = await graphql(aliases(3, 'products { name }'), undefined, t);
    expect(big.status).toBe(413);
    expect(big.body.errors[0].message).toBe(`Response size limit of ${GRAPH_LIMITS.responseBytes} bytes exceeded.`);
    // the limit is passed while products' reviews are still loading: refused all the same, and the process lives on
    expect((await put(t, bigProducts[1]!, JSON.stringify({ name: BIG_NAME('M') }))).status).toBe(200);
    const pending = await graphql('{ products { reviews { id message } name } }', undefined, t);
    expect([pending.status, pending.body.errors[0].message]).toEqual([413, big.body.errors[0].message]);
    const { productSearch: products } = await contentClient(t.shop).request(ProductSearchQuery, { q: '' });
    expect(products.filter((p) => bigProducts.includes(p.id)).map((p) => p.name.length)).toEqual(bigProducts.map(() => 99_000));
  });
});
