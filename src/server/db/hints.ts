import type Database from 'better-sqlite3';

/** A row of Hints, shaped as upstream's model. */
export type HintRow = {
  id: number;
  ChallengeId: number;
  text: string;
  order: number;
  unlocked: 0 | 1;
  createdAt: string;
  updatedAt: string;
};

/** The statements of Hints, prepared once per database. */
export function hintsTable(db: Database.Database) {
  const all = db.prepare<[], HintRow>('SELECT * FROM Hints ORDER BY id');
  const byId = db.prepare<[number], HintRow>('SELECT * FROM Hints WHERE id = ?');
  const counts = db.prepare<[number], { available: number; unlocked: number }>(
    'SELECT COUNT(*) AS available, COALESCE(SUM(unlocked), 0) AS unlocked FROM Hints WHERE ChallengeId = ?',
  );
  const unlock = db.prepare('UPDATE Hints SET unlocked = 1, updatedAt = ? WHERE id = ?');
  const insert = db.prepare('INSERT INTO Hints (ChallengeId, text, "order", unlocked, createdAt, updatedAt) VALUES (?, ?, ?, 0, ?, ?)');
  return {
    list: () => all.all(),
    find: (id: number) => byId.get(id),
    /** how many hints the challenge has, and how many of them are unlocked */
    countsOf: (challengeId: number) => counts.get(challengeId)!,
    /** whether a hint was unlocked by this call */
    unlock: (id: number) => unlock.run(new Date().toISOString(), id).changes > 0,
    insert: (challengeId: number, text: string, order: number, now: string) => insert.run(challengeId, text, order, now, now),
  };
}
