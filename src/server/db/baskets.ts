import type Database from 'better-sqlite3';

export type BasketRow = { id: number; coupon: string | null; UserId: number | null; createdAt: string; updatedAt: string };

/** The statements of Baskets, prepared once per database. */
export function basketsTable(db: Database.Database) {
  const byId = db.prepare<[number | string], BasketRow>('SELECT * FROM Baskets WHERE id = ?');
  const firstOfUser = db.prepare<[number], { id: number }>('SELECT id FROM Baskets WHERE UserId = ? ORDER BY id LIMIT 1');
  const insert = db.prepare('INSERT INTO Baskets (UserId, createdAt, updatedAt) VALUES (?, ?, ?)');
  const setCoupon = db.prepare('UPDATE Baskets SET coupon = ?, updatedAt = ? WHERE id = ?');
  return {
    find: (id: number | string) => byId.get(id),
    /** the id of the user's first basket */
    idOfUser: (userId: number) => firstOfUser.get(userId)?.id,
    /** the new basket's id; a basket without owner for null */
    insert: (userId: number | null, now = new Date().toISOString()) => Number(insert.run(userId, now, now).lastInsertRowid),
    /** null removes the coupon */
    setCoupon: (basketId: number, coupon: string | null) => setCoupon.run(coupon, new Date().toISOString(), basketId),
  };
}
