import type { Shop } from '../shop';

/** One line of a basket as checkout needs it: the product (deleted ones too) and its basket item. */
export type CheckoutLine = { ProductId: number; quantity: number; name: string; price: number; deluxePrice: number };
export type CheckoutBasket = { id: number; UserId: number | null; coupon: string | null; lines: CheckoutLine[] };

/**
 * The basket checkout reads and empties. The basket API (routes and services of the basket area)
 * owns baskets; these two functions are checkout's only access to them, kept in this one file so
 * they can be switched to the basket service's own functions.
 */
export function readCheckoutBasket(shop: Shop, id: number): CheckoutBasket | undefined {
  const basket = shop.db.prepare('SELECT id, UserId, coupon FROM Baskets WHERE id = ?').get(id) as Omit<CheckoutBasket, 'lines'> | undefined;
  if (!basket) return undefined;
  // deleted products stay in the join, as upstream includes them (paranoid: false): the Christmas Special needs that
  const lines = shop.db
    .prepare(
      `SELECT i.ProductId, i.quantity, p.name, p.price, p.deluxePrice
       FROM BasketItems i JOIN Products p ON p.id = i.ProductId WHERE i.BasketId = ? ORDER BY i.id`,
    )
    .all(id) as CheckoutLine[];
  return { ...basket, lines };
}

/** Empties a basket after its order: no items, no coupon. */
export function emptyCheckoutBasket(shop: Shop, id: number) {
  shop.db.prepare('DELETE FROM BasketItems WHERE BasketId = ?').run(id);
  shop.db.prepare('UPDATE Baskets SET coupon = NULL, updatedAt = ? WHERE id = ?').run(new Date().toISOString(), id);
}
