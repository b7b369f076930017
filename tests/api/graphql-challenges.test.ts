import { print } from 'graphql';
import { describe, expect, test } from 'vitest';
import { ProductSearchQuery, ShellQuery } from '../../src/lib/content/queries';
import { GRAPH_LIMITS } from '../../src/server/graphql/limits';
import { type TestServer, withFreshShop } from '../helpers';

/** The three planted flaws of the content graph (Modern Stack), each by its genuine attack over HTTP. */

const graphql = (server: TestServer, query: string, variables?: Record<string, unknown>) =>
  server.json('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
const solved = (server: TestServer, key: string) => server.shop.challenges.isSolved(key);

/** What an honest visitor's pages ask the graph for. */
async function browse(server: TestServer) {
  for (const [doc, variables] of [
    [ShellQuery, {}],
    [ProductSearchQuery, { q: '' }],
    [ProductSearchQuery, { q: 'apple' }],
  ] as const) {
    const r = await graphql(server, print(doc), variables);
    expect([r.status, r.body.errors]).toEqual([200, undefined]);
  }
}

describe('Graph Introspection', () => {
  test('introspection lists an undescribed root field, and asking for it solves', async () => {
    await withFreshShop(async (s) => {
      await browse(s);
      const root = await graphql(s, '{ __schema { queryType { fields { name description } } } }');
      expect(root.status).toBe(200);
      const fields = root.body.data.__schema.queryType.fields as Array<{ name: string; description: string | null }>;
      // every query field has a description but one: what sets the hidden field apart (the third hint)
      expect(fields.length).toBeGreaterThan(10);
      const undescribed = fields.filter((f) => !f.description?.trim());
      expect(undescribed.map((f) => f.name)).toEqual(['restockPlan']);
      const type = await graphql(
        s,
        '{ __type(name: "Query") { fields { name type { ofType { ofType { ofType { name fields { name } } } } } } } }',
      );
      const plan = (type.body.data.__type.fields as Array<{ name: string; type: any }>).find((f) => f.name === 'restockPlan')!;
      const item = plan.type.ofType.ofType.ofType as { name: string; fields: Array<{ name: string }> };
      expect(item.fields.map((f) => f.name)).toContain('unitCost');
      // looking is not yet finding
      expect(solved(s, 'graphqlIntrospectionChallenge')).toBe(false);

      const leak = await graphql(s, `{ restockPlan { productId supplier unitCost reorderBelow } }`);
      expect(leak.status).toBe(200);
      expect(leak.body.data.restockPlan[0]).toEqual({
        productId: 1,
        supplier: expect.any(String),
        unitCost: expect.any(Number),
        reorderBelow: expect.any(Number),
      });
      expect(solved(s, 'graphqlIntrospectionChallenge')).toBe(true);
    });
  });

  test("an honest visitor's pages and a look at a product's fields solve nothing", async () => {
    await withFreshShop(async (s) => {
      await browse(s);
      const product = await graphql(s, '{ __type(name: "Product") { fields { name } } }');
      expect(product.status).toBe(200);
      expect(solved(s, 'graphqlIntrospectionChallenge')).toBe(false);
    });
  });
});

const pinChecks = (pins: string[]) => `{ ${pins.map((pin) => `p${pin}: giftCardBalance(pin: "${pin}")`).join(' ')} }`;
const ALL_PINS = Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, '0'));
const TOO_MANY = 'Too many gift card checks. Please try again later.';

describe('Alias Batching', () => {
  test('one check per request is locked out after 100 requests, as are batches within the alias limit of other fields', async () => {
    await withFreshShop(async (s) => {
      const wrong = await graphql(s, '{ giftCardBalance(pin: "12345") }');
      expect(wrong.body).toEqual({ data: { giftCardBalance: null } });
      for (let i = 1; i < 100; i++) {
        const batch = ALL_PINS.slice(i * GRAPH_LIMITS.aliases, (i + 1) * GRAPH_LIMITS.aliases);
        const r = await graphql(s, pinChecks(batch));
        expect(r.body.errors).toBeUndefined();
      }
      const locked = await graphql(s, '{ giftCardBalance(pin: "0000") }');
      expect(locked.status).toBe(200);
      expect(locked.body.data.giftCardBalance).toBeNull();
      expect(locked.body.errors[0].message).toBe(TOO_MANY);
      expect(solved(s, 'graphqlAliasBatchingChallenge')).toBe(false);
    });
  });

  test('all 10,000 PINs in a few aliased requests find the balance, and that solves', async () => {
    await withFreshShop(async (s) => {
      const perRequest = 1_400;
      let found: string | undefined;
      let requests = 0;
      for (let start = 0; start < ALL_PINS.length && !found; start += perRequest) {
        const r = await graphql(s, pinChecks(ALL_PINS.slice(start, start + perRequest)));
        requests++;
        expect([r.status, r.body.errors]).toEqual([200, undefined]);
        const hit = Object.entries(r.body.data as Record<string, number | null>).find(([, balance]) => balance !== null);
        if (hit) {
          found = hit[0].slice(1);
          expect(hit[1]).toBe(50);
        }
      }
      expect(found).toMatch(/^\d{4}$/);
      expect(requests).toBeLessThanOrEqual(8);
      expect(solved(s, 'graphqlAliasBatchingChallenge')).toBe(true);
      expect((await graphql(s, `{ giftCardBalance(pin: "${found}") }`)).body).toEqual({ data: { giftCardBalance: 50 } });
    });
  });
});

/** Recommendations of recommendations, `levels` deep, under a product or the whole list. */
const loop = (levels: number, root = 'products') => `{ ${root} { ${'related { '.repeat(levels)}name${' }'.repeat(levels)} } }`;

describe('Recursive Recommendations', () => {
  test('a loop through the recommendations is refused by the cost limit while the shop keeps answering, and that solves', async () => {
    await withFreshShop(async (s) => {
      const [attack, health] = await Promise.all([graphql(s, loop(4)), s.json('/rest/admin/application-version')]);
      expect(attack.status).toBe(400);
      expect(attack.body.errors[0].message).toMatch(new RegExp(`^Query cost limit of ${GRAPH_LIMITS.cost} exceeded, found \\d+\\.$`));
      expect(health.status).toBe(200);
      expect(solved(s, 'graphqlDepthDosChallenge')).toBe(true);
      await browse(s);
    });
  });

  test('the same loop hidden in fragments under one product is refused by the depth limit, and that solves', async () => {
    await withFreshShop(async (s) => {
      const attack = await graphql(
        s,
        '{ product(id: 1) { ...A } } fragment A on Product { related { ...B } } fragment B on Product { related { ...C } } fragment C on Product { related { related { related { related { related { related { name } } } } } } }',
      );
      expect(attack.status).toBe(400);
      expect(attack.body.errors[0].message).toMatch(new RegExp(`^Query depth limit of ${GRAPH_LIMITS.depth} exceeded, found \\d+\\.$`));
      expect(solved(s, 'graphqlDepthDosChallenge')).toBe(true);
    });
  });

  test("a product's recommendations answer; other refused queries and honest browsing solve nothing", async () => {
    await withFreshShop(async (s) => {
      await browse(s);
      const related = await graphql(s, loop(2, 'product(id: 1)'));
      expect(related.status).toBe(200);
      expect(related.body.data.product.related).toHaveLength(3);
      expect(related.body.data.product.related[0].related).toHaveLength(3);
      const deep = await graphql(
        s,
        '{ __type(name: "Product") { fields { type { fields { type { fields { type { fields { name } } } } } } } } }',
      );
      expect(deep.status).toBe(400);
      // a fragment that spreads itself is refused by GraphQL's own validation in any server: no loop to run
      const cycle = await graphql(s, '{ product(id: 1) { ...R } } fragment R on Product { related { ...R } }');
      expect(cycle.status).toBe(400);
      expect(solved(s, 'graphqlDepthDosChallenge')).toBe(false);
    });
  });
});
