import type { BasketProduct } from '../../lib/basket';
import { HttpError } from '../http/http-error';
import type { Shop } from '../context';
import type { BasketItemRow } from '../db/basket-items';
import type { BasketRow } from '../db/baskets';
import { productJson } from './products';

/**
 * Baskets and their items (Baskets, BasketItems, read with the stock in Quantities). Route
 * handlers decide who may do what; these only read and write.
 */

/** A basket as GET /rest/basket/{id} answers it: its products (deleted ones too, as upstream) each with its basket item. */
export type BasketWithProducts = BasketRow & { Products: BasketProduct[] };

export const findBasketRow = (shop: Shop, id: number | string) => shop.tables.baskets.find(id);

/** A basket with its products, each carrying its BasketItem, in the order they were added; undefined when there is no such basket. */
export function findBasket(shop: Shop, id: number | string): BasketWithProducts | undefined {
  const basket = findBasketRow(shop, id);
  if (!basket) return undefined;
  const Products = shop.tables.basketItems
    .productsOf(basket.id)
    .map(({ itemId, quantity, BasketId, ProductId, itemCreatedAt, itemUpdatedAt, ...product }) => ({
      ...productJson(product),
      BasketItem: { id: itemId, ProductId, BasketId, quantity, createdAt: itemCreatedAt, updatedAt: itemUpdatedAt },
    }));
  return { ...basket, Products };
}

/** After an order: the basket is emptied and its coupon used up. */
export function emptyBasket(shop: Shop, basketId: number) {
  shop.db.transaction(() => {
    shop.tables.baskets.setCoupon(basketId, null);
    shop.tables.basketItems.removeOfBasket(basketId);
  })();
}

/** Keeps a coupon code on a basket (null removes it); the checkout reads it from there. */
export function setCoupon(shop: Shop, basketId: number, coupon: string | null) {
  shop.tables.baskets.setCoupon(basketId, coupon);
}

export const listBasketItems = (shop: Shop) => shop.tables.basketItems.list();

export const findBasketItem = (shop: Shop, id: number) => shop.tables.basketItems.find(id);

/** The stock record of a product (deleted products keep theirs). */
export const stockOf = (shop: Shop, productId: number) => shop.tables.quantities.ofProduct(productId);

/** Takes what an order bought out of stock (a negative quantity puts some back, as upstream's does). */
export const takeFromStock = (shop: Shop, productId: number, quantity: number) => shop.tables.quantities.take(productId, quantity);

/** A basket holds each product once (its quantity says how many): a second row for it is refused, as upstream's model refuses it. */
function refuseDuplicate(error: unknown): never {
  if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
    const message = 'Validation error';
    throw new HttpError(400, message, { message, errors: [{ field: 'ProductId', message: 'ProductId must be unique within a basket' }] });
  }
  throw error;
}

export function createBasketItem(shop: Shop, item: { ProductId: number; BasketId?: number; quantity: number }): BasketItemRow {
  try {
    return findBasketItem(shop, shop.tables.basketItems.insert(item.ProductId, item.BasketId ?? null, item.quantity))!;
  } catch (error) {
    refuseDuplicate(error);
  }
}

export function updateBasketItem(shop: Shop, id: number, changes: { quantity?: number; BasketId?: number }): BasketItemRow {
  const item = findBasketItem(shop, id);
  if (!item) throw new Error(`BasketItem ${id} vanished`);
  const next = { ...item, ...changes, updatedAt: new Date().toISOString() };
  try {
    shop.tables.basketItems.update(next);
  } catch (error) {
    refuseDuplicate(error);
  }
  return findBasketItem(shop, id)!;
}

/**
 * An item as upstream answers its creation: the fields it was built from, so an item added
 * without a basket has no BasketId at all (not null).
 */
export function newItemJson({ BasketId, ...item }: BasketItemRow) {
  return BasketId === null ? item : { ...item, BasketId };
}

const isKey = (name: string): name is 'BasketId' | 'ProductId' => name === 'BasketId' || name === 'ProductId';

/**
 * The key columns (BasketId, ProductId) an update would change on an item that has them already,
 * in the order the body names them, each with upstream's message (its model lets an update set a
 * key only while it is empty: the `noUpdate` constraint). Sending the value the item has is no change.
 */
export function frozenKeyChanges(item: BasketItemRow, body: Record<string, unknown>) {
  return Object.keys(body)
    .filter(isKey)
    .filter((key) => body[key] !== undefined && item[key] !== null && Number(body[key]) !== item[key])
    .map((field) => ({ field, message: `\`${field}\` cannot be updated due \`noUpdate\` constraint` }));
}

export const deleteBasketItem = (shop: Shop, id: number) => shop.tables.basketItems.remove(id);
