import type Database from 'better-sqlite3';

/** A row of Memories, shaped as upstream's model. */
export type MemoryRow = { id: number; UserId: number | null; caption: string; imagePath: string; createdAt: string; updatedAt: string };

/** The statements of Memories, prepared once per database. */
export function memoriesTable(db: Database.Database) {
  const all = db.prepare<[], MemoryRow>('SELECT * FROM Memories ORDER BY id');
  const ofUser = db.prepare<[number], MemoryRow>('SELECT * FROM Memories WHERE UserId = ? ORDER BY id');
  const byId = db.prepare<[number], MemoryRow>('SELECT * FROM Memories WHERE id = ?');
  const insert = db.prepare('INSERT INTO Memories (UserId, caption, imagePath, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)');
  return {
    list: () => all.all(),
    ofUser: (userId: number) => ofUser.all(userId),
    find: (id: number) => byId.get(id),
    insert: (userId: number, caption: string, imagePath: string, now = new Date().toISOString()) =>
      Number(insert.run(userId, caption, imagePath, now, now).lastInsertRowid),
  };
}
