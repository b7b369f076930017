import type Database from 'better-sqlite3';

/** A row of PrivacyRequests as upstream's model serialises it (the flag as a boolean). */
export type PrivacyRequestRow = { id: number; UserId: number | null; deletionRequested: boolean; createdAt: string; updatedAt: string };

type StoredRow = Omit<PrivacyRequestRow, 'deletionRequested'> & { deletionRequested: number };

/** The statements of PrivacyRequests, prepared once per database. */
export function privacyRequestsTable(db: Database.Database) {
  const insert = db.prepare('INSERT INTO PrivacyRequests (UserId, deletionRequested, createdAt, updatedAt) VALUES (?, ?, ?, ?)');
  const byId = db.prepare<[number | bigint], StoredRow>('SELECT * FROM PrivacyRequests WHERE id = ?');
  return {
    /** the new request, as stored */
    insert(userId: number | null, deletionRequested: boolean, now = new Date().toISOString()): PrivacyRequestRow {
      const id = insert.run(userId, deletionRequested ? 1 : 0, now, now).lastInsertRowid;
      const row = byId.get(id)!;
      return { ...row, deletionRequested: row.deletionRequested === 1 };
    },
    /** an erasure request of the user (the /dataerasure form) */
    recordErasure: (userId: number, now = new Date().toISOString()) => insert.run(userId, 1, now, now),
  };
}
