import type Database from 'better-sqlite3';

/** The statements of PrivacyRequests, prepared once per database. */
export function privacyRequestsTable(db: Database.Database) {
  const insertErasure = db.prepare('INSERT INTO PrivacyRequests (UserId, deletionRequested, createdAt, updatedAt) VALUES (?, 1, ?, ?)');
  return {
    recordErasure: (userId: number, now = new Date().toISOString()) => insertErasure.run(userId, now, now),
  };
}
