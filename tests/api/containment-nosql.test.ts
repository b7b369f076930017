import { describe, expect, test } from 'vitest';
import { isComparisonSelector, MAX_SELECTOR_LIST } from '../../src/server/db/operator-guard';
import { type TestServer, withFreshShop } from '../helpers';
import { bearer, tokenFor } from './accounts-helpers';

/**
 * Containment of the NoSQL operator injection in PATCH / POST /rest/products/reviews: the review id
 * may still carry comparison operators (the NoSQL Manipulation attack, `{"$ne":-1}`), but nothing
 * that makes mingo run code, backtrack or allocate on the shop's thread. Every refusal is upstream's
 * `{"error":"Wrong Params"}` 400, answered at once, with the reviews left as they were.
 */

const JIM = { email: 'jim@juice-sh.op', password: 'ncc-1701' };
const ADMIN = { email: 'admin@juice-sh.op', password: 'admin123' };

/** An answer that is not instant: the catastrophic payloads took 20 s or aborted the process before the guard. */
const QUICK_MS = 1000;

/** A review request with the body exactly as written (operators spelled as an attacker sends them). */
const raw = (method: 'PATCH' | 'POST', body: string, token: string): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...bearer(token) },
  body,
});

const timed = async (server: TestServer, init: RequestInit) => {
  const started = performance.now();
  const answer = await server.json('/rest/products/reviews', init);
  return { ...answer, ms: performance.now() - started };
};

/** What the reviews say and who liked them, to show a refused request changed nothing. */
const reviewState = async (server: TestServer) =>
  (await server.shop.reviews.find()).map((r) => ({ _id: r._id, message: r.message, likesCount: r.likesCount, likedBy: r.likedBy }));

/** The id values that must be refused, by family: each ran on the shop's thread before the guard. */
const refused: [string, string][] = [
  ['catastrophic $regex', '{"$regex":"^(?:.?){12}(?:.?){12}(?:.?){12}$x"}'],
  ['$regex with $options', '{"$regex":"^r","$options":"i"}'],
  ['$expr with $range', '{"$expr":{"$size":{"$range":[0,100000000]}}}'],
  ['$where smuggled into the id', '{"$where":"while(true){}"}'],
  ['$function', '{"$function":{"body":"function(){for(;;);}","args":[],"lang":"js"}}'],
  ['$not around $regex', '{"$not":{"$regex":"^(a+)+$"}}'],
  ['$or of comparisons', '{"$or":[{"$ne":1},{"$ne":2}]}'],
  ['$elemMatch', '{"$elemMatch":{"$ne":1}}'],
  ['a comparison with an object operand', '{"$ne":{"$where":"sleep(2000)"}}'],
  ['$in with a nested object', '{"$in":["x",{"$regex":"a"}]}'],
  ['$in longer than the bound', JSON.stringify({ $in: Array.from({ length: MAX_SELECTOR_LIST + 1 }, (_, i) => `r${i}`) })],
  ['an allowed operator beside an unknown key', '{"$ne":-1,"x":1}'],
  ['a plain nested object', '{"a":{"b":1}}'],
  ['an empty object', '{}'],
  ['an array', '["r1","r2"]'],
  ['__proto__ as a key', '{"__proto__":{"$ne":1}}'],
];

describe('refused id selectors: 400 Wrong Params at once, nothing changed, the shop still answers', () => {
  test.each(refused)('%s', async (_family, id) => {
    await withFreshShop(async (server) => {
      const token = await tokenFor(server, JIM.email, JIM.password);
      const before = await reviewState(server);
      for (const init of [raw('PATCH', `{"id":${id},"message":"pwned"}`, token), raw('POST', `{"id":${id}}`, token)]) {
        const answer = await timed(server, init);
        expect({ status: answer.status, body: answer.body }, `${init.method} ${id}`).toEqual({
          status: 400,
          body: { error: 'Wrong Params' },
        });
        expect(answer.ms, `${init.method} answered in ${Math.round(answer.ms)} ms`).toBeLessThan(QUICK_MS);
      }
      expect(await reviewState(server)).toEqual(before);
      expect((await server.json('/rest/admin/application-version')).status).toBe(200);
      expect(server.shop.challenges.isSolved('noSqlReviewsChallenge')).toBe(false);
    });
  });
});

describe('what the challenges need still works', () => {
  test('NoSQL Manipulation: {"$ne":-1} as the id rewrites every review and solves noSqlReviewsChallenge', async () => {
    await withFreshShop(async (server) => {
      const token = await tokenFor(server, JIM.email, JIM.password);
      const answer = await timed(server, raw('PATCH', '{"id":{"$ne":-1},"message":"NoSQL was here"}', token));
      expect(answer.status).toBe(200);
      expect(answer.body.modified).toBe(server.shop.reviews.count());
      expect(answer.body.modified).toBeGreaterThan(1);
      expect(server.shop.challenges.isSolved('noSqlReviewsChallenge')).toBe(true);
      expect((await reviewState(server)).every((r) => r.message === 'NoSQL was here')).toBe(true);
    });
  });

  test('the other comparison operators pass too: $gt over every id, $in / $nin with a few ids', async () => {
    await withFreshShop(async (server) => {
      const token = await tokenFor(server, JIM.email, JIM.password);
      const ids = (await reviewState(server)).map((r) => r._id);
      const all = await timed(server, raw('PATCH', '{"id":{"$gt":""},"message":"a"}', token));
      expect(all.body.modified).toBe(ids.length);
      const two = await timed(server, raw('PATCH', JSON.stringify({ id: { $in: ids.slice(0, 2) }, message: 'b' }), token));
      expect(two.body.modified).toBe(2);
      const rest = await timed(server, raw('PATCH', JSON.stringify({ id: { $nin: ids.slice(0, 2), $exists: true }, message: 'c' }), token));
      expect(rest.body.modified).toBe(ids.length - 2);
    });
  });

  test("Forged Review: editing another customer's review by its id string solves forgedReviewChallenge", async () => {
    await withFreshShop(async (server) => {
      const token = await tokenFor(server, JIM.email, JIM.password);
      const [adminReview] = await server.shop.reviews.find({ author: ADMIN.email });
      expect(adminReview).toBeDefined();
      const answer = await timed(server, raw('PATCH', JSON.stringify({ id: adminReview!._id, message: 'Forged' }), token));
      expect(answer.status).toBe(200);
      expect(answer.body.modified).toBe(1);
      expect(server.shop.challenges.isSolved('forgedReviewChallenge')).toBe(true);
      expect(server.shop.challenges.isSolved('noSqlReviewsChallenge')).toBe(false);
    });
  });

  test('liking by a plain id still counts the like', async () => {
    await withFreshShop(async (server) => {
      const token = await tokenFor(server, JIM.email, JIM.password);
      const [review] = (await server.shop.reviews.find()).filter((r) => !r.likedBy.includes(JIM.email));
      const answer = await timed(server, raw('POST', JSON.stringify({ id: review!._id }), token));
      expect(answer.status).toBe(200);
      expect(answer.body.updated[0]).toMatchObject({ _id: review!._id, likesCount: review!.likesCount + 1 });
    });
  });
});

describe('isComparisonSelector', () => {
  test('accepts scalars and objects of comparison operators over scalars', () => {
    for (const ok of [
      'r1',
      3,
      true,
      null,
      { $ne: -1 },
      { $eq: 'a' },
      { $gt: '', $lt: 'z' },
      { $gte: 0, $lte: 9 },
      { $in: ['a', 1, null] },
      { $nin: [] },
      { $exists: true },
    ]) {
      expect(isComparisonSelector(ok), JSON.stringify(ok)).toBe(true);
    }
  });

  test('refuses everything else', () => {
    for (const bad of [
      undefined,
      {},
      [],
      ['a'],
      { $regex: 'a' },
      { $where: 'true' },
      { $expr: true },
      { $not: { $ne: 1 } },
      { $or: [] },
      { $ne: [] },
      { $eq: { a: 1 } },
      { $in: 'a' },
      { $in: [[1]] },
      { a: 1 },
      { $ne: Number.NaN },
      new Date(),
      () => true,
    ]) {
      expect(isComparisonSelector(bad), String(JSON.stringify(bad))).toBe(false);
    }
  });
});
