import { listProducts } from '../services/products';
import type { Shop } from '../context';

const SUPPLIERS = ['Orchard Direct GmbH', 'Pressworks Ltd.', 'Green Crate Wholesale'];
/** what the shop pays its suppliers, as a share of the shelf price */
const COST_SHARE = 0.38;

/**
 * The warehouse's restock plan: supplier, purchase price and reorder level of every product. The
 * back-office tool reads it from the content graph; no screen of the shop asks for it, and its
 * field has no description, in the hope that nobody finds it.
 */
export function restockPlan(shop: Shop) {
  shop.challenges.solve('graphqlIntrospectionChallenge');
  return listProducts(shop).map((p) => ({
    productId: p.id,
    supplier: SUPPLIERS[p.id % SUPPLIERS.length]!,
    unitCost: Math.round((Number(p.price) || 0) * COST_SHARE * 100) / 100,
    reorderBelow: 5 + (p.id % 4) * 5,
  }));
}
