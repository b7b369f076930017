import type Database from 'better-sqlite3';

/** A row of Recycles, shaped as upstream's model. */
export type RecycleRow = {
  id: number;
  UserId: number | null;
  AddressId: number;
  quantity: number;
  isPickup: number;
  date: string | null;
  createdAt: string;
  updatedAt: string;
};

/** The statements of Recycles, prepared once per database. */
export function recyclesTable(db: Database.Database) {
  const byId = db.prepare<[unknown], RecycleRow>('SELECT * FROM Recycles WHERE id = ?');
  const insert = db.prepare(
    'INSERT INTO Recycles (UserId, AddressId, quantity, isPickup, date, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const address = db.prepare<[number], { id: number }>('SELECT id FROM Addresses WHERE id = ?');
  return {
    /** whether an address of that id exists (a recycle refers to one) */
    addressExists: (id: number) => address.get(id) !== undefined,
    /** by the id a request names, as given */
    find: (id: unknown) => byId.get(id),
    /** the new row's id (a seeded recycle of a user the configuration lacks has no owner) */
    insert: (
      recycle: Pick<RecycleRow, 'AddressId' | 'quantity' | 'isPickup' | 'date'> & { UserId: number | null },
      now = new Date().toISOString(),
    ) => Number(insert.run(recycle.UserId, recycle.AddressId, recycle.quantity, recycle.isPickup, recycle.date, now, now).lastInsertRowid),
  };
}
