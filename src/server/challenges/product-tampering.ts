import { configProductId } from '../services/products';
import type { Shop } from '../context';

/** Product Tampering: the O-Saft description lost its original link and links the challenge's chosen address instead. */
function productTampered(shop: Shop) {
  const product = shop.config.products.find((p) => p.urlForProductTamperingChallenge);
  const id = configProductId(shop, (p) => p === product);
  const overwrite = shop.config.challenges.overwriteUrlForProductTamperingChallenge;
  if (!product?.urlForProductTamperingChallenge || !id || !overwrite) return false;
  const row = shop.tables.products.findDeletedToo(id);
  return (
    !!row &&
    !row.description.includes(product.urlForProductTamperingChallenge) &&
    row.description.includes(`<a href="${overwrite}" target="_blank">`)
  );
}

/**
 * Upstream finds this one by looking at the database on the next API request (its
 * databaseRelatedChallenges). The description only changes through a product write, so the
 * check runs right after each write instead of on every request; while solved, not at all.
 */
export function verifyProductTampering(shop: Shop) {
  shop.challenges.solveIf('changeProductChallenge', () => productTampered(shop));
}
