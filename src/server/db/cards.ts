import type Database from 'better-sqlite3';

/** A row of Cards, shaped as upstream's model. */
export type CardRow = {
  id: number;
  UserId: number;
  fullName: string;
  cardNum: number;
  expMonth: number;
  expYear: number;
  createdAt: string;
  updatedAt: string;
};

export type CardFields = Pick<CardRow, 'fullName' | 'cardNum' | 'expMonth' | 'expYear'>;

/** The statements of Cards, prepared once per database. */
export function cardsTable(db: Database.Database) {
  const ofUser = db.prepare<[number], CardRow>('SELECT * FROM Cards WHERE UserId = ? ORDER BY id');
  const ownById = db.prepare<[number, number], CardRow>('SELECT * FROM Cards WHERE id = ? AND UserId = ?');
  const insert = db.prepare(
    'INSERT INTO Cards (UserId, fullName, cardNum, expMonth, expYear, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const removeOwn = db.prepare('DELETE FROM Cards WHERE id = ? AND UserId = ?');
  return {
    ofUser: (userId: number) => ofUser.all(userId),
    findOwn: (userId: number, id: number) => ownById.get(id, userId),
    insert: (userId: number, card: CardFields, now = new Date().toISOString()) =>
      Number(insert.run(userId, card.fullName, card.cardNum, card.expMonth, card.expYear, now, now).lastInsertRowid),
    removeOwn: (userId: number, id: number) => removeOwn.run(id, userId).changes > 0,
  };
}
