import type Database from 'better-sqlite3';

/** A row of Challenges, shaped as upstream's model. */
export type ChallengeRow = {
  id: number;
  key: string;
  name: string;
  category: string;
  tags: string | null;
  description: string;
  difficulty: number;
  mitigationUrl: string | null;
  solved: 0 | 1;
  disabledEnv: string | null;
  tutorialOrder: number | null;
  codingChallengeStatus: number;
  hasCodingChallenge: 0 | 1;
  createdAt: string;
  updatedAt: string;
};

export type NewChallenge = Pick<
  ChallengeRow,
  'id' | 'key' | 'name' | 'category' | 'tags' | 'description' | 'difficulty' | 'mitigationUrl' | 'disabledEnv' | 'tutorialOrder'
>;

/** The statements of Challenges, prepared once per database. */
export function challengesTable(db: Database.Database) {
  const all = db.prepare<[], ChallengeRow>('SELECT * FROM Challenges ORDER BY id');
  const insert =
    db.prepare(`INSERT INTO Challenges (id, key, name, category, tags, description, difficulty, mitigationUrl, solved, disabledEnv, tutorialOrder, codingChallengeStatus, hasCodingChallenge, createdAt, updatedAt)
      VALUES (@id, @key, @name, @category, @tags, @description, @difficulty, @mitigationUrl, 0, @disabledEnv, @tutorialOrder, 0, 0, @now, @now)`);
  const saveProgress = db.prepare(
    'UPDATE Challenges SET solved = @solved, codingChallengeStatus = @codingChallengeStatus, updatedAt = @updatedAt WHERE id = @id',
  );
  const saveDisabledEnv = db.prepare('UPDATE Challenges SET disabledEnv = ? WHERE id = ?');
  const markCoding = db.prepare('UPDATE Challenges SET hasCodingChallenge = 1 WHERE key = ?');
  return {
    list: () => all.all(),
    insert: (challenge: NewChallenge, now: string) => insert.run({ ...challenge, now }),
    saveProgress: (row: Pick<ChallengeRow, 'id' | 'solved' | 'codingChallengeStatus' | 'updatedAt'>) => saveProgress.run(row),
    saveDisabledEnv: (id: number, disabledEnv: string | null) => saveDisabledEnv.run(disabledEnv, id),
    /** the challenge has a coding challenge */
    markCoding: (key: string) => markCoding.run(key),
  };
}
