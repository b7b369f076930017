import type Database from 'better-sqlite3';

export type SecurityQuestionRow = { id: number; question: string; createdAt: string; updatedAt: string };

/** The statements of SecurityQuestions, prepared once per database. */
export function securityQuestionsTable(db: Database.Database) {
  const insert = db.prepare('INSERT INTO SecurityQuestions (id, question, createdAt, updatedAt) VALUES (?, ?, ?, ?)');
  const byId = db.prepare<[number], SecurityQuestionRow>('SELECT * FROM SecurityQuestions WHERE id = ?');
  const all = db.prepare<[], SecurityQuestionRow>('SELECT * FROM SecurityQuestions ORDER BY id');
  return {
    insert: (id: number, question: string, now: string) => insert.run(id, question, now, now),
    find: (id: number) => byId.get(id),
    list: () => all.all(),
  };
}
