import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signToken } from '../../src/server/security/tokens';
import { startShop, type TestServer, withFreshShop } from '../helpers';
import { bearer, decode, post, tokenFor } from './accounts-helpers';
import { newShopper, type Shopper } from './basket-helpers';

/** Product reviews over HTTP: list, write, edit, like, and the four challenges watching them, each by its genuine attack. */

type Review = { _id: string; product: number; message: string; author: string; likesCount: number; likedBy: string[]; liked?: boolean };

const ADMIN = { email: 'admin@juice-sh.op', password: 'admin123' };
const JIM = { email: 'jim@juice-sh.op', password: 'ncc-1701' };

let s: TestServer;
beforeAll(async () => {
  s = await startShop();
});
afterAll(async () => s.close());

const solved = (key: string, server = s) => server.shop.challenges.isSolved(key);
const send = (method: string, body: unknown, token?: string): RequestInit => ({ ...post(body, token ? bearer(token) : {}), method });
const reviewsOf = async (product: number | string, token?: string, server = s) => {
  const r = await server.json(`/rest/products/${product}/reviews`, { headers: token ? bearer(token) : {} });
  expect(r.status).toBe(200);
  return r.body.data as Review[];
};
const emailOf = (shopper: Shopper) => decode(shopper.token).data.email as string;

describe('GET /rest/products/:id/reviews', () => {
  test("lists a product's reviews in upstream's envelope; an anonymous visitor sees them all as liked", async () => {
    const r = await s.json('/rest/products/1/reviews');
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('success');
    expect(r.body.data.map((x: Review) => x.author)).toContain('admin@juice-sh.op');
    expect(r.body.data.every((x: Review) => x.product === 1 && x.liked === true && typeof x._id === 'string')).toBe(true);
  });

  test('a logged-in customer sees liked only on the reviews they liked', async () => {
    const shopper = await newShopper(s, 'lister');
    const [first, second] = await reviewsOf(1, shopper.token);
    expect(first!.liked).toBeUndefined();
    expect((await s.json('/rest/products/reviews', send('POST', { id: first!._id }, shopper.token))).status).toBe(200);
    const after = await reviewsOf(1, shopper.token);
    expect(after.find((x) => x._id === first!._id)!.liked).toBe(true);
    expect(after.find((x) => x._id === second!._id)!.liked).toBeUndefined();
  });

  test('a product without reviews lists none; a broken id is answered 400 Wrong Params', async () => {
    expect(await reviewsOf(5)).toEqual([]);
    expect(await s.json('/rest/products/abc/reviews')).toEqual({ status: 400, body: { error: 'Wrong Params' } });
    expect((await s.json(`/rest/products/${encodeURIComponent('1)(')}/reviews`)).status).toBe(400);
    expect(solved('noSqlCommandChallenge')).toBe(false);
  });
});

describe('PUT /rest/products/:id/reviews', () => {
  test('writes a review under the author sent; the honest author solves nothing', async () => {
    await withFreshShop(async (server) => {
      const token = await tokenFor(server, JIM.email, JIM.password);
      const r = await server.json('/rest/products/6/reviews', send('PUT', { message: 'Great bananas', author: JIM.email }, token));
      expect(r).toEqual({ status: 201, body: { status: 'success' } });
      expect(await reviewsOf(6, undefined, server)).toContainEqual(
        expect.objectContaining({ message: 'Great bananas', author: JIM.email, likesCount: 0, likedBy: [] }),
      );
      expect(solved('forgedReviewChallenge', server)).toBe(false);
    });
  });

  test('bad input is a 400 and stores nothing', async () => {
    const token = await tokenFor(s, JIM.email, JIM.password);
    const before = (await reviewsOf(3)).length;
    expect((await s.json('/rest/products/3/reviews', send('PUT', { message: 42, author: JIM.email }, token))).status).toBe(400);
    expect((await s.json('/rest/products/3/reviews', send('PUT', { message: 'no author' }, token))).status).toBe(400);
    expect(
      (
        await s.json('/rest/products/3/reviews', {
          method: 'PUT',
          headers: { 'content-type': 'application/json', ...bearer(token) },
          body: '{"message":',
        })
      ).status,
    ).toBe(400);
    expect((await s.json('/rest/products/zero/reviews', send('PUT', { message: 'x', author: JIM.email }, token))).status).toBe(400);
    expect((await reviewsOf(3)).length).toBe(before);
  });

  test('Forged Review: a logged-in customer posting under another name solves it', async () => {
    await withFreshShop(async (server) => {
      const token = await tokenFor(server, JIM.email, JIM.password);
      // anonymous writes are allowed, as upstream: they forge nobody's identity
      expect((await server.json('/rest/products/6/reviews', send('PUT', { message: 'anon', author: 'Anonymous' }))).status).toBe(201);
      expect(solved('forgedReviewChallenge', server)).toBe(false);
      expect(
        (await server.json('/rest/products/6/reviews', send('PUT', { message: 'I love it', author: ADMIN.email }, token))).status,
      ).toBe(201);
      expect(solved('forgedReviewChallenge', server)).toBe(true);
      expect(await reviewsOf(6, undefined, server)).toContainEqual(expect.objectContaining({ message: 'I love it', author: ADMIN.email }));
    });
  });
});

describe('PATCH /rest/products/reviews', () => {
  test('the author edits their own review: one modified, answered with before and after; nothing solved', async () => {
    await withFreshShop(async (server) => {
      const token = await tokenFor(server, ADMIN.email, ADMIN.password);
      const own = (await reviewsOf(1, token, server)).find((x) => x.author === ADMIN.email)!;
      const r = await server.json('/rest/products/reviews', send('PATCH', { id: own._id, message: 'Still my favourite' }, token));
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        modified: 1,
        original: [{ _id: own._id, message: own.message }],
        updated: [{ _id: own._id, message: 'Still my favourite' }],
      });
      expect((await reviewsOf(1, token, server)).find((x) => x._id === own._id)!.message).toBe('Still my favourite');
      expect(solved('forgedReviewChallenge', server) || solved('noSqlReviewsChallenge', server)).toBe(false);
    });
  });

  test('needs a login; bad input is a 400 and changes nothing', async () => {
    const [review] = await reviewsOf(2);
    expect((await s.json('/rest/products/reviews', send('PATCH', { id: review!._id, message: 'x' }))).status).toBe(401);
    const token = await tokenFor(s, JIM.email, JIM.password);
    expect((await s.json('/rest/products/reviews', send('PATCH', { id: review!._id, message: { $set: 1 } }, token))).status).toBe(400);
    expect(await s.json('/rest/products/reviews', send('PATCH', { id: { $nosuchoperator: 1 }, message: 'x' }, token))).toEqual({
      status: 400,
      body: { error: 'Wrong Params' },
    });
    expect((await reviewsOf(2))[0]!.message).toBe(review!.message);
  });

  test("Forged Review: editing another customer's review solves it", async () => {
    await withFreshShop(async (server) => {
      const token = await tokenFor(server, JIM.email, JIM.password);
      const admins = (await reviewsOf(1, token, server)).find((x) => x.author === ADMIN.email)!;
      const r = await server.json('/rest/products/reviews', send('PATCH', { id: admins._id, message: 'Tastes like warp plasma' }, token));
      expect(r.body.modified).toBe(1);
      expect(solved('forgedReviewChallenge', server)).toBe(true);
      expect(solved('noSqlReviewsChallenge', server)).toBe(false);
    });
  });

  test('NoSQL Manipulation: an operator as the id changes every review at once', async () => {
    await withFreshShop(async (server) => {
      const token = await tokenFor(server, JIM.email, JIM.password);
      const total = (
        await server.json('/rest/products/reviews', {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', ...bearer(token) },
          body: '{"id":{"$ne":-1},"message":"x"}',
        })
      ).body;
      expect(total.modified).toBe(server.shop.reviews.count());
      expect(total.modified).toBeGreaterThan(1);
      expect(solved('noSqlReviewsChallenge', server)).toBe(true);
      expect((await reviewsOf(1, undefined, server)).every((x) => x.message === 'x')).toBe(true);
    });
  });
});

describe("PATCH /rest/products/reviews, as upstream's API test sends it", () => {
  /** Upstream's test signs its own token with the shop's key and no user in it (`security.authorize()`). */
  const userlessToken = (server: TestServer) => signToken(server.shop.privateDir, {});

  test('a token the shop signed, naming no user, edits a single review: 200 with modified, original and updated', () =>
    withFreshShop(async (server) => {
      const [review] = await reviewsOf(1, undefined, server);
      const r = await server.json(
        '/rest/products/reviews',
        send('PATCH', { id: review!._id, message: 'Lorem Ipsum' }, userlessToken(server)),
      );
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        modified: 1,
        original: [{ _id: review!._id }],
        updated: [{ _id: review!._id, message: 'Lorem Ipsum' }],
      });
      expect((await reviewsOf(1, undefined, server)).find((x) => x._id === review!._id)!.message).toBe('Lorem Ipsum');
      // nobody is named, so nobody forged anything
      expect(solved('forgedReviewChallenge', server)).toBe(false);
    }));

  test('without a token it is a 401; a token the shop did not sign is a 401 too', async () => {
    const [review] = await reviewsOf(1);
    expect((await s.json('/rest/products/reviews', send('PATCH', { id: review!._id, message: 'Lorem Ipsum' }))).status).toBe(401);
    const [head, body] = userlessToken(s).split('.');
    expect(
      (await s.json('/rest/products/reviews', send('PATCH', { id: review!._id, message: 'x' }, `${head}.${body}.forged`))).status,
    ).toBe(401);
    expect((await reviewsOf(1)).find((x) => x._id === review!._id)!.message).toBe(review!.message);
  });

  test("the injection of upstream's test ({ $ne: -1 } as the id) edits every review and solves NoSQL Manipulation", () =>
    withFreshShop(async (server) => {
      const total = server.shop.reviews.count();
      const r = await server.json(
        '/rest/products/reviews',
        send('PATCH', { id: { $ne: -1 }, message: 'trololololololololololololololololololololololololololol' }, userlessToken(server)),
      );
      expect(r.status).toBe(200);
      expect(r.body.modified).toBe(total);
      expect(Array.isArray(r.body.original) && Array.isArray(r.body.updated)).toBe(true);
      expect(solved('noSqlReviewsChallenge', server)).toBe(true);
    }));
});

describe('POST /rest/products/reviews (like)', () => {
  test('a like counts once; liking again is not allowed; unknown ids and missing logins are refused', async () => {
    const shopper = await newShopper(s, 'liker');
    const [review] = await reviewsOf(2, shopper.token);
    const r = await s.json('/rest/products/reviews', send('POST', { id: review!._id }, shopper.token));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      modified: 1,
      updated: [{ _id: review!._id, likesCount: review!.likesCount + 1, likedBy: [...review!.likedBy, emailOf(shopper)] }],
    });
    expect(await s.json('/rest/products/reviews', send('POST', { id: review!._id }, shopper.token))).toEqual({
      status: 403,
      body: { error: 'Not allowed' },
    });
    expect(await s.json('/rest/products/reviews', send('POST', { id: 'r-none' }, shopper.token))).toEqual({
      status: 404,
      body: { error: 'Not found' },
    });
    expect((await s.json('/rest/products/reviews', send('POST', { id: review!._id }))).status).toBe(401);
    expect((await s.json('/rest/products/reviews', send('POST', {}, shopper.token))).status).toBe(400);
    const after = (await reviewsOf(2, shopper.token)).find((x) => x._id === review!._id)!;
    expect(after.likesCount).toBe(review!.likesCount + 1);
    expect(solved('timingAttackChallenge')).toBe(false);
  });

  test('Multiple Likes: three likes sent at once all pass the check and are all recorded', async () => {
    await withFreshShop(async (server) => {
      const shopper = await newShopper(server, 'racer');
      const [review] = await reviewsOf(3, shopper.token, server);
      const answers = await Promise.all(
        [1, 2, 3].map(() => server.json('/rest/products/reviews', send('POST', { id: review!._id }, shopper.token))),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      const after = (await reviewsOf(3, shopper.token, server)).find((x) => x._id === review!._id)!;
      expect(after.likesCount).toBe(review!.likesCount + 3);
      expect(after.likedBy.filter((e) => e === emailOf(shopper))).toHaveLength(3);
      expect(solved('timingAttackChallenge', server)).toBe(true);
    });
  });
});

describe('NoSQL DoS (noSqlCommandChallenge)', () => {
  test('sleep(2000) in the product id makes the query take over 2 s, and the shop keeps answering meanwhile', async () => {
    await withFreshShop(async (server) => {
      const finished: string[] = [];
      const attack = server.json(`/rest/products/${encodeURIComponent('sleep(2000)')}/reviews`).then((r) => {
        finished.push('attack');
        return r;
      });
      // asked after the attack started: answered while the sleeping condition runs on its own thread
      const health = await server.json('/rest/admin/application-version');
      finished.push('health');
      expect(health.status).toBe(200);
      await attack;
      expect(finished).toEqual(['health', 'attack']);
      expect(solved('noSqlCommandChallenge', server)).toBe(true);
    });
  });

  test('a condition that never ends is cut off with 400 Wrong Params', () =>
    withFreshShop(async (t) => {
      // a shop of its own: a condition that runs this long may count as the NoSQL DoS, which the shared shop must not see solved
      const r = await t.json(`/rest/products/${encodeURIComponent('(()=>{while(true){}})()')}/reviews`);
      expect(r).toEqual({ status: 400, body: { error: 'Wrong Params' } });
      expect((await reviewsOf(1, undefined, t)).length).toBeGreaterThan(0);
    }));

  test("a condition that allocates without end is stopped by the evaluator's memory bound, and the next query still answers", () =>
    withFreshShop(async (t) => {
      // a shop of its own: a condition that runs this long may count as the NoSQL DoS, which the shared shop must not see solved
      const r = await t.json(`/rest/products/${encodeURIComponent('0||(()=>{for(x=[];;)x.push([x,x])})()')}/reviews`);
      expect(r.status).toBe(400);
      expect((await reviewsOf(1, undefined, t)).length).toBeGreaterThan(0);
    }));

  test('in safety mode the id is a number only: the sleep finds no reviews (as upstream, 200) and solves nothing', async () => {
    await withFreshShop(
      async (server) => {
        // upstream's test sends sleep(1) unencoded and expects a JSON 200
        for (const id of [encodeURIComponent('sleep(2000)'), 'sleep(1)']) {
          const res = await server.get(`/rest/products/${id}/reviews`);
          expect(res.status).toBe(200);
          expect(res.headers.get('content-type')).toContain('application/json');
          expect((await res.json()).data).toEqual([]);
        }
        expect((await reviewsOf(1, undefined, server)).length).toBeGreaterThan(0);
        expect(solved('noSqlCommandChallenge', server)).toBe(false);
      },
      { configOverrides: { challenges: { safetyMode: 'enabled' } } },
    );
  });
});
