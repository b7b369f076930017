import type Database from 'better-sqlite3';

export type SecurityAnswerRow = {
  id: number;
  /** null for an answer posted without a user (upstream's model allows it) */
  UserId: number | null;
  SecurityQuestionId: number;
  answer: string;
  createdAt: string;
  updatedAt: string;
};

/** The statements of SecurityAnswers (answers stored as their HMAC), prepared once per database. */
export function securityAnswersTable(db: Database.Database) {
  const insert = db.prepare(
    'INSERT INTO SecurityAnswers (answer, UserId, SecurityQuestionId, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)',
  );
  const byId = db.prepare<[number | bigint], SecurityAnswerRow>('SELECT * FROM SecurityAnswers WHERE id = ?');
  const ofUser = db.prepare<[number], { id: number }>('SELECT id FROM SecurityAnswers WHERE UserId = ?');
  // joined with the user, so the row has one
  const ofEmail = db.prepare<[string], SecurityAnswerRow & { UserId: number }>(
    'SELECT a.* FROM SecurityAnswers a JOIN Users u ON u.id = a.UserId WHERE u.email = ? AND u.deletedAt IS NULL',
  );
  const questionAndAnswer = db.prepare<[number], { question: string; answer: string }>(
    'SELECT q.question AS question, a.answer AS answer FROM SecurityAnswers a JOIN SecurityQuestions q ON q.id = a.SecurityQuestionId WHERE a.UserId = ?',
  );
  return {
    /** the new row's id */
    insert: (hashedAnswer: string, userId: number | null, questionId: number, now: string) =>
      insert.run(hashedAnswer, userId, questionId, now, now).lastInsertRowid,
    find: (id: number | bigint) => byId.get(id),
    hasAnswer: (userId: number) => ofUser.get(userId) !== undefined,
    /** the answer of the (not deleted) user with this email */
    ofEmail: (email: string) => ofEmail.get(email),
    /** the user's question and (hashed) answer */
    questionAndAnswerOf: (userId: number) => questionAndAnswer.get(userId),
  };
}
