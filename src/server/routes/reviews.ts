import { setTimeout as pause } from 'node:timers/promises';
import { Hono, type Context } from 'hono';
import { reviewEdit, reviewLike, reviewWrite } from '../../lib/schemas';
import { QueryError, type QueryStats } from '../db/documents';
import { isComparisonSelector } from '../db/operator-guard';
import type { ReviewDoc } from '../db/collections';
import { pathSegment, truncate } from '../http/paths';
import { check, ok, readJson, rowId } from '../http/respond';
import { authenticatedUser, requireLogin, unauthorized } from '../security/auth';
import { productReviews } from '../services/products';
import type { Shop } from '../context';

/** How long a like waits between counting it and recording who liked: upstream's artificial gap, the race window of Multiple Likes. */
const LIKE_RECORD_DELAY_MS = 150;

/** Upstream's answer when a review query cannot be run (a broken `$where`, an operator the store or the operator guard refuses). */
const wrongParams = (c: Context) => c.json({ error: 'Wrong Params' }, 400);

/** The signed-in caller with an email, as the review routes need; a 401 otherwise. */
function reviewer(shop: Shop, c: Context) {
  const user = authenticatedUser(shop, c);
  if (typeof user?.email !== 'string') throw unauthorized();
  return user;
}

/**
 * Product reviews, kept in the document store: listing (with the NoSQL DoS flaw), writing and
 * editing (Forged Review, NoSQL Manipulation) and liking (the Multiple Likes race).
 */
export function reviewRoutes(shop: Shop) {
  const r = new Hono();

  // vuln-code-snippet start noSqlCommandChallenge
  r.get('/rest/products/:id/reviews', async (c) => {
    const sent = pathSegment(c.req.url, 1);
    let reviews: ReviewDoc[];
    try {
      if (shop.challenges.isEnabled('noSqlCommandChallenge')) { // vuln-code-snippet hide-line
        // cut short against code larger than a sleep; the id still goes into the condition as sent
        const stats: QueryStats = { whereMs: 0 };
        try {
          reviews = await shop.reviews.find({ $where: `this.product == ${truncate(sent, 40)}` }, { stats }); // vuln-code-snippet vuln-line noSqlCommandChallenge
        // vuln-code-snippet hide-start
        } finally {
          // the condition's own running time: a query merely queued behind someone else's does not count
          shop.challenges.solveIf('noSqlCommandChallenge', () => stats.whereMs > 2000);
        // vuln-code-snippet hide-end
        }
      // vuln-code-snippet hide-start
      } else {
        // as upstream's: the id as a number, and no product is `NaN`, so anything else finds no reviews
        const id = Number(sent);
        reviews = Number.isInteger(id) ? await productReviews(shop, id) : [];
      }
      // vuln-code-snippet hide-end
    } catch (e) {
      if (e instanceof QueryError) return wrongParams(c);
      throw e;
    }
    // anonymous visitors see every review as liked: they cannot like
    const email = authenticatedUser(shop, c)?.email;
    return ok(c, reviews.map((review) => (email === undefined || review.likedBy.includes(email) ? { ...review, liked: true } : review)));
  });
  // vuln-code-snippet end noSqlCommandChallenge

  r.put('/rest/products/:id/reviews', async (c) => {
    const product = rowId(pathSegment(c.req.url, 1));
    if (!product) return c.json({ status: 'error', message: 'The product id must be a positive integer.' }, 400);
    const body = check(reviewWrite, await readJson(c));
    const user = authenticatedUser(shop, c);
    shop.challenges.solveIf('forgedReviewChallenge', () => user !== null && user.email !== body.author);
    shop.reviews.insert({ product, message: body.message, author: body.author, likesCount: 0, likedBy: [] });
    return c.json({ status: 'success' }, 201);
  });

  // any token the shop signed will do, as upstream's isAuthorized: one that names no user edits too
  // vuln-code-snippet start noSqlReviewsChallenge forgedReviewChallenge
  r.patch('/rest/products/reviews', requireLogin(shop), async (c) => {
    const user = authenticatedUser(shop, c); // vuln-code-snippet vuln-line forgedReviewChallenge
    const body = check(reviewEdit, await readJson(c));
    if (!isComparisonSelector(body.id)) return wrongParams(c); // vuln-code-snippet hide-line
    let result;
    try {
      // the id goes in as sent, operators included, and every review it selects is changed
      result = await shop.reviews.update({ _id: body.id }, { message: body.message }); // vuln-code-snippet vuln-line noSqlReviewsChallenge forgedReviewChallenge
    } catch (e) {
      if (e instanceof QueryError) return wrongParams(c);
      throw e;
    }
    shop.challenges.solveIf('noSqlReviewsChallenge', () => result.modified > 1); // vuln-code-snippet hide-line
    shop.challenges.solveIf('forgedReviewChallenge', () => !!user && result.modified === 1 && result.original[0]!.author !== user.email); // vuln-code-snippet hide-line
    return c.json(result);
  });
  // vuln-code-snippet end noSqlReviewsChallenge forgedReviewChallenge

  // vuln-code-snippet start timingAttackChallenge
  r.post('/rest/products/reviews', requireLogin(shop), async (c) => {
    const { email } = reviewer(shop, c);
    const { id } = check(reviewLike, await readJson(c));
    if (!isComparisonSelector(id)) return wrongParams(c); // vuln-code-snippet hide-line
    let review;
    try {
      [review] = await shop.reviews.find({ _id: id });
    } catch (e) {
      if (e instanceof QueryError) return wrongParams(c);
      throw e;
    }
    if (!review) return c.json({ error: 'Not found' }, 404);
    if (review.likedBy.includes(email)) return c.json({ error: 'Not allowed' }, 403);
    const one = { _id: review._id };
    await shop.reviews.updateFirst(one, (current) => ({ likesCount: current.likesCount + 1 }));
    // checked above, recorded only now: likes sent meanwhile by the same customer all pass the check
    await pause(LIKE_RECORD_DELAY_MS); // vuln-code-snippet vuln-line timingAttackChallenge
    const original = await shop.reviews.find(one);
    const updated = await shop.reviews.updateFirst(one, (current) => ({ likedBy: [...current.likedBy, email] }));
    if (!updated) return c.json({ error: 'Not found' }, 404);
    shop.challenges.solveIf('timingAttackChallenge', () => updated.likedBy.filter((liker) => liker === email).length > 2); // vuln-code-snippet hide-line
    return c.json({ modified: 1, original, updated: [updated] });
  });
  // vuln-code-snippet end timingAttackChallenge

  return r;
}
