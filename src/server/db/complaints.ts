import type Database from 'better-sqlite3';

/** A row of Complaints, shaped as upstream's model. */
export type ComplaintRow = {
  id: number;
  UserId: number | null;
  message: string | null;
  file: string | null;
  createdAt: string;
  updatedAt: string;
};

/** The statements of Complaints, prepared once per database. */
export function complaintsTable(db: Database.Database) {
  const all = db.prepare<[], ComplaintRow>('SELECT * FROM Complaints ORDER BY id');
  const insert = db.prepare('INSERT INTO Complaints (UserId, message, file, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)');
  const messagesAfter = db.prepare<[number], { id: number; text: string | null }>(
    'SELECT id, message AS text FROM Complaints WHERE id > ? ORDER BY id',
  );
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM Complaints');
  return {
    list: () => all.all(),
    insert: (userId: number | null, message: string | null, file: string | null, now = new Date().toISOString()) =>
      Number(insert.run(userId, message, file, now, now).lastInsertRowid),
    /** the messages added after the row `id`, oldest first */
    messagesAfter: (id: number) => messagesAfter.all(id),
    count: () => count.get()!.n,
  };
}
