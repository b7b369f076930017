import type Database from 'better-sqlite3';

/** A row of Deliveries (delivery methods), shaped as upstream's model. */
export type DeliveryRow = { id: number; name: string; price: number; deluxePrice: number; eta: number; icon: string };

/** The statements of Deliveries, prepared once per database. */
export function deliveriesTable(db: Database.Database) {
  const all = db.prepare<[], DeliveryRow>('SELECT id, name, price, deluxePrice, eta, icon FROM Deliveries ORDER BY id');
  const byId = db.prepare<[number], DeliveryRow>('SELECT id, name, price, deluxePrice, eta, icon FROM Deliveries WHERE id = ?');
  const insert = db.prepare(
    'INSERT INTO Deliveries (name, price, deluxePrice, eta, icon, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  return {
    list: () => all.all(),
    find: (id: number) => byId.get(id),
    insert: (d: Omit<DeliveryRow, 'id'>, now: string) => insert.run(d.name, d.price, d.deluxePrice, d.eta, d.icon, now, now),
  };
}
