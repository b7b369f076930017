import { HttpError } from '../http/http-error';
import type { Shop } from '../context';
import type { ProductRow, QuantityRow } from './products';

/**
 * Baskets and their items (Baskets, BasketItems, read with the stock in Quantities). Route
 * handlers decide who may do what; these only read and write.
 */

export type BasketRow = { id: number; coupon: string | null; UserId: number | null; createdAt: string; updatedAt: string };
export type BasketItemRow = { id: number; ProductId: number; BasketId: number; quantity: number; createdAt: string; updatedAt: string };
/** A product of a basket: the whole product row (deleted products too, as upstream) with its basket item. */
export type BasketProductRow = ProductRow & { BasketItem: BasketItemRow };
export type BasketWithProducts = BasketRow & { Products: BasketProductRow[] };

type JoinedRow = ProductRow & {
  itemId: number;
  quantity: number;
  BasketId: number;
  ProductId: number;
  itemCreatedAt: string;
  itemUpdatedAt: string;
};

export const findBasketRow = (shop: Shop, id: number | string) =>
  shop.db.prepare('SELECT * FROM Baskets WHERE id = ?').get(id) as BasketRow | undefined;

/** A basket with its products, each carrying its BasketItem, in the order they were added; undefined when there is no such basket. */
export function findBasket(shop: Shop, id: number | string): BasketWithProducts | undefined {
  const basket = findBasketRow(shop, id);
  if (!basket) return undefined;
  const rows = shop.db
    .prepare(
      `SELECT p.*, i.id AS itemId, i.quantity, i.BasketId, i.ProductId, i.createdAt AS itemCreatedAt, i.updatedAt AS itemUpdatedAt
       FROM BasketItems i JOIN Products p ON p.id = i.ProductId WHERE i.BasketId = ? ORDER BY i.id`,
    )
    .all(basket.id) as JoinedRow[];
  const Products = rows.map(({ itemId, quantity, BasketId, ProductId, itemCreatedAt, itemUpdatedAt, ...product }) => ({
    ...product,
    BasketItem: { id: itemId, ProductId, BasketId, quantity, createdAt: itemCreatedAt, updatedAt: itemUpdatedAt },
  }));
  return { ...basket, Products };
}

/** After an order: the basket is emptied and its coupon used up. */
export function emptyBasket(shop: Shop, basketId: number) {
  shop.db.transaction(() => {
    shop.db.prepare('UPDATE Baskets SET coupon = NULL, updatedAt = ? WHERE id = ?').run(new Date().toISOString(), basketId);
    shop.db.prepare('DELETE FROM BasketItems WHERE BasketId = ?').run(basketId);
  })();
}

/** Keeps a coupon code on a basket (null removes it); the checkout reads it from there. */
export function setCoupon(shop: Shop, basketId: number, coupon: string | null) {
  shop.db.prepare('UPDATE Baskets SET coupon = ?, updatedAt = ? WHERE id = ?').run(coupon, new Date().toISOString(), basketId);
}

export const listBasketItems = (shop: Shop) => shop.db.prepare('SELECT * FROM BasketItems ORDER BY id').all() as BasketItemRow[];

export const findBasketItem = (shop: Shop, id: number) =>
  shop.db.prepare('SELECT * FROM BasketItems WHERE id = ?').get(id) as BasketItemRow | undefined;

/** The stock record of a product (deleted products keep theirs). */
export const stockOf = (shop: Shop, productId: number) =>
  shop.db.prepare('SELECT * FROM Quantities WHERE ProductId = ?').get(productId) as QuantityRow | undefined;

/** Takes what an order bought out of stock (a negative quantity puts some back, as upstream's does). */
export const takeFromStock = (shop: Shop, productId: number, quantity: number) =>
  shop.db
    .prepare('UPDATE Quantities SET quantity = quantity - ?, updatedAt = ? WHERE ProductId = ?')
    .run(quantity, new Date().toISOString(), productId);

/** A basket holds each product once (its quantity says how many): a second row for it is refused, as upstream's model refuses it. */
function refuseDuplicate(error: unknown): never {
  if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
    const message = 'Validation error';
    throw new HttpError(400, message, { message, errors: [{ field: 'ProductId', message: 'ProductId must be unique within a basket' }] });
  }
  throw error;
}

export function createBasketItem(shop: Shop, item: { ProductId: number; BasketId: number; quantity: number }): BasketItemRow {
  const now = new Date().toISOString();
  try {
    const { lastInsertRowid } = shop.db
      .prepare('INSERT INTO BasketItems (ProductId, BasketId, quantity, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)')
      .run(item.ProductId, item.BasketId, item.quantity, now, now);
    return findBasketItem(shop, Number(lastInsertRowid))!;
  } catch (error) {
    refuseDuplicate(error);
  }
}

export function updateBasketItem(shop: Shop, id: number, changes: { quantity?: number; BasketId?: number }): BasketItemRow {
  const item = findBasketItem(shop, id);
  if (!item) throw new Error(`BasketItem ${id} vanished`);
  const next = { ...item, ...changes, updatedAt: new Date().toISOString() };
  try {
    shop.db.prepare('UPDATE BasketItems SET quantity = @quantity, BasketId = @BasketId, updatedAt = @updatedAt WHERE id = @id').run(next);
  } catch (error) {
    refuseDuplicate(error);
  }
  return findBasketItem(shop, id)!;
}

export const deleteBasketItem = (shop: Shop, id: number) => shop.db.prepare('DELETE FROM BasketItems WHERE id = ?').run(id).changes > 0;
