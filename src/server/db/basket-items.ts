import type Database from 'better-sqlite3';
import type { ProductRow } from './products';

/** BasketId is null for an item added without one (upstream's API takes it; an update may give it a basket later). */
export type BasketItemRow = {
  id: number;
  ProductId: number;
  BasketId: number | null;
  quantity: number;
  createdAt: string;
  updatedAt: string;
};

/** A product of a basket joined with its item, the item's columns renamed where they clash with the product's. */
export type BasketProductJoin = ProductRow & {
  itemId: number;
  quantity: number;
  BasketId: number;
  ProductId: number;
  itemCreatedAt: string;
  itemUpdatedAt: string;
};

/** The statements of BasketItems, prepared once per database. */
export function basketItemsTable(db: Database.Database) {
  const byId = db.prepare<[number], BasketItemRow>('SELECT * FROM BasketItems WHERE id = ?');
  const all = db.prepare<[], BasketItemRow>('SELECT * FROM BasketItems ORDER BY id');
  const productsOf = db.prepare<[number], BasketProductJoin>(
    `SELECT p.*, i.id AS itemId, i.quantity, i.BasketId, i.ProductId, i.createdAt AS itemCreatedAt, i.updatedAt AS itemUpdatedAt
     FROM BasketItems i JOIN Products p ON p.id = i.ProductId WHERE i.BasketId = ? ORDER BY i.id`,
  );
  const insert = db.prepare('INSERT INTO BasketItems (ProductId, BasketId, quantity, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)');
  const update = db.prepare('UPDATE BasketItems SET quantity = @quantity, BasketId = @BasketId, updatedAt = @updatedAt WHERE id = @id');
  const remove = db.prepare('DELETE FROM BasketItems WHERE id = ?');
  const removeOfBasket = db.prepare('DELETE FROM BasketItems WHERE BasketId = ?');
  return {
    find: (id: number) => byId.get(id),
    list: () => all.all(),
    /** the basket's products (deleted ones too) with their items, in the order they were added */
    productsOf: (basketId: number) => productsOf.all(basketId),
    /** the new item's id; throws SQLITE_CONSTRAINT_UNIQUE for a product the basket holds already */
    insert: (productId: number, basketId: number | null, quantity: number, now = new Date().toISOString()) =>
      Number(insert.run(productId, basketId, quantity, now, now).lastInsertRowid),
    update: (item: Pick<BasketItemRow, 'id' | 'quantity' | 'BasketId' | 'updatedAt'>) => update.run(item),
    /** whether there was such an item */
    remove: (id: number) => remove.run(id).changes > 0,
    removeOfBasket: (basketId: number) => removeOfBasket.run(basketId),
  };
}
