import type Database from 'better-sqlite3';

/** A row of Feedbacks, shaped as upstream's model. */
export type FeedbackRow = {
  id: number;
  UserId: number | null;
  comment: string | null;
  rating: number;
  createdAt: string;
  updatedAt: string;
};

/** The statements of Feedbacks, prepared once per database. */
export function feedbacksTable(db: Database.Database) {
  const all = db.prepare<[], FeedbackRow>('SELECT * FROM Feedbacks ORDER BY id');
  const byId = db.prepare<[number], FeedbackRow>('SELECT * FROM Feedbacks WHERE id = ?');
  const insert = db.prepare('INSERT INTO Feedbacks (UserId, comment, rating, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)');
  const remove = db.prepare('DELETE FROM Feedbacks WHERE id = ?');
  const anyFiveStars = db.prepare('SELECT 1 FROM Feedbacks WHERE rating = 5 LIMIT 1');
  const commentsAfter = db.prepare<[number], { id: number; text: string | null }>(
    'SELECT id, comment AS text FROM Feedbacks WHERE id > ? ORDER BY id',
  );
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM Feedbacks');
  return {
    list: () => all.all(),
    find: (id: number) => byId.get(id),
    insert: (userId: number | null, comment: string | null, rating: number, now = new Date().toISOString()) =>
      Number(insert.run(userId, comment, rating, now, now).lastInsertRowid),
    /** whether there was such a feedback */
    remove: (id: number) => remove.run(id).changes > 0,
    anyWithFiveStars: () => anyFiveStars.get() !== undefined,
    /** the comments added after the row `id`, oldest first */
    commentsAfter: (id: number) => commentsAfter.all(id),
    count: () => count.get()!.n,
  };
}
