import type { MiddlewareHandler } from 'hono';
import { configProductId } from '../services/products';
import type { Shop } from '../shop';

const API_PATH = /^\/(api|rest)(\/|$)/i;

/** Product Tampering: the O-Saft description lost its original link and links the challenge's chosen address instead. */
function productTampered(shop: Shop) {
  const product = shop.config.products.find((p) => p.urlForProductTamperingChallenge);
  const id = configProductId(shop, (p) => p === product);
  const overwrite = shop.config.challenges.overwriteUrlForProductTamperingChallenge;
  if (!product?.urlForProductTamperingChallenge || !id || !overwrite) return false;
  const row = shop.db.prepare('SELECT description FROM Products WHERE id = ?').get(id) as { description: string } | undefined;
  return !!row && !row.description.includes(product.urlForProductTamperingChallenge) && row.description.includes(`<a href="${overwrite}" target="_blank">`);
}

/**
 * Challenges upstream finds by looking at the database on the next API request rather than at
 * the write that solved them (its databaseRelatedChallenges): each check runs only while its
 * challenge is unsolved.
 */
export const databaseChallenges = (shop: Shop): MiddlewareHandler => async (c, next) => {
  if (API_PATH.test(new URL(c.req.url).pathname)) {
    shop.challenges.solveIf('changeProductChallenge', () => productTampered(shop));
  }
  await next();
};
