import type Database from 'better-sqlite3';

/** The statements of ImageCaptchas (the data export's captchas, one per user), prepared once per database. */
export function imageCaptchasTable(db: Database.Database) {
  const removeOfUser = db.prepare('DELETE FROM ImageCaptchas WHERE UserId = ?');
  const insert = db.prepare('INSERT INTO ImageCaptchas (image, answer, UserId, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)');
  const latest = db.prepare<[number, string], { answer: string }>(
    'SELECT answer FROM ImageCaptchas WHERE UserId = ? AND createdAt > ? ORDER BY createdAt DESC, id DESC LIMIT 1',
  );
  /** the user's new captcha replaces their older ones */
  const replace = db.transaction((userId: number, image: string, answer: string, now: string) => {
    removeOfUser.run(userId);
    insert.run(image, answer, userId, now, now);
  });
  return {
    replace: (userId: number, image: string, answer: string, now = new Date().toISOString()) => replace(userId, image, answer, now),
    /** the answer of the user's latest captcha made after `since` */
    latestAnswer: (userId: number, since: string) => latest.get(userId, since)?.answer,
  };
}
