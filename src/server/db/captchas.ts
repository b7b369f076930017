import type Database from 'better-sqlite3';

/** The statements of Captchas (the contact form's arithmetic questions), prepared once per database. */
export function captchasTable(db: Database.Database) {
  const insert = db.prepare('INSERT INTO Captchas (captchaId, captcha, answer, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)');
  const removeUpTo = db.prepare('DELETE FROM Captchas WHERE id <= ?');
  const answer = db.prepare<[number | string], { answer: string }>(
    'SELECT answer FROM Captchas WHERE captchaId = ? ORDER BY id DESC LIMIT 1',
  );
  return {
    /** the new row's id */
    insert: (captcha: { captchaId: number; captcha: string; answer: string }, now = new Date().toISOString()) =>
      Number(insert.run(captcha.captchaId, captcha.captcha, captcha.answer, now, now).lastInsertRowid),
    /** forgets the rows up to `id` */
    removeUpTo: (id: number) => removeUpTo.run(id),
    /** the answer of the latest captcha with this id */
    answerOf: (captchaId: number | string) => answer.get(captchaId)?.answer,
  };
}
