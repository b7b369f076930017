import type Database from 'better-sqlite3';

/** A row of Products, shaped as upstream's model. */
export type ProductRow = {
  id: number;
  name: string;
  description: string;
  price: number;
  deluxePrice: number;
  image: string;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
};

export type ProductChanges = Pick<ProductRow, 'id' | 'name' | 'description' | 'price' | 'deluxePrice' | 'image' | 'updatedAt'>;

/**
 * The statements of Products, prepared once per database. The injectable search is not here: it
 * stays next to its flaw (services/products.ts) and runs in the SQL sandbox.
 */
export function productsTable(db: Database.Database) {
  const byId = db.prepare<[number], ProductRow>('SELECT * FROM Products WHERE id = ? AND deletedAt IS NULL');
  const byIdDeletedToo = db.prepare<[number], ProductRow>('SELECT * FROM Products WHERE id = ?');
  const all = db.prepare<[], ProductRow>('SELECT * FROM Products WHERE deletedAt IS NULL ORDER BY id');
  const search = db.prepare<[string, string], ProductRow>(
    "SELECT * FROM Products WHERE (name LIKE ? ESCAPE '\\' OR description LIKE ? ESCAPE '\\') AND deletedAt IS NULL ORDER BY name",
  );
  const nearInPrice = db.prepare<[number, number, number], ProductRow>(
    'SELECT * FROM Products WHERE id != ? AND deletedAt IS NULL ORDER BY ABS(price - ?), id LIMIT ?',
  );
  const insert = db.prepare(
    'INSERT INTO Products (name, description, price, deluxePrice, image, createdAt, updatedAt, deletedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const update = db.prepare(
    'UPDATE Products SET name = @name, description = @description, price = @price, deluxePrice = @deluxePrice, image = @image, updatedAt = @updatedAt WHERE id = @id',
  );
  return {
    /** a product that is not deleted */
    find: (id: number) => byId.get(id),
    /** deleted products too (the tampering challenge and the seeded orders read them) */
    findDeletedToo: (id: number) => byIdDeletedToo.get(id),
    list: () => all.all(),
    /** name or description contains `text` (matched literally), deleted products hidden, by name */
    search(text: string) {
      const pattern = `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      return search.all(pattern, pattern);
    },
    /** the products nearest in price to `price` other than `id`, nearest first */
    nearInPrice: (id: number, price: number, count: number) => nearInPrice.all(id, price, count),
    insert: (
      p: Pick<ProductRow, 'name' | 'description' | 'price' | 'deluxePrice' | 'image'>,
      now: string,
      deletedAt: string | null = null,
    ) => Number(insert.run(p.name, p.description, p.price, p.deluxePrice, p.image, now, now, deletedAt).lastInsertRowid),
    update: (product: ProductChanges) => update.run(product),
  };
}
