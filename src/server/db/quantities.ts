import type Database from 'better-sqlite3';

/** A row of Quantities: the stock of a product (deleted products keep theirs). */
export type QuantityRow = {
  id: number;
  ProductId: number;
  quantity: number;
  limitPerUser: number | null;
  createdAt: string;
  updatedAt: string;
};

/** The statements of Quantities, prepared once per database. */
export function quantitiesTable(db: Database.Database) {
  const insert = db.prepare('INSERT INTO Quantities (ProductId, quantity, limitPerUser, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)');
  const all = db.prepare<[], QuantityRow>('SELECT * FROM Quantities ORDER BY id');
  const ofProduct = db.prepare<[number], QuantityRow>('SELECT * FROM Quantities WHERE ProductId = ?');
  const set = db.prepare('UPDATE Quantities SET quantity = ?, updatedAt = ? WHERE ProductId = ?');
  const take = db.prepare('UPDATE Quantities SET quantity = quantity - ?, updatedAt = ? WHERE ProductId = ?');
  return {
    insert: (productId: number, quantity: number, limitPerUser: number | null, now: string) =>
      insert.run(productId, quantity, limitPerUser, now, now),
    list: () => all.all(),
    ofProduct: (productId: number) => ofProduct.get(productId),
    /** whether the product has a stock row to set */
    set: (productId: number, quantity: number) => set.run(quantity, new Date().toISOString(), productId).changes > 0,
    /** a negative quantity puts some back */
    take: (productId: number, quantity: number) => take.run(quantity, new Date().toISOString(), productId),
  };
}
