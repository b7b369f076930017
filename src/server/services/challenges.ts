import type { ChallengeRow } from '../db/challenges';
import type { Shop } from '../context';

/** A challenge as the score board, juice-shop-ctf and MultiJuicer read it: flags as booleans. */
export const challengeJson = (row: ChallengeRow) => ({
  ...row,
  solved: row.solved === 1,
  hasCodingChallenge: row.hasCodingChallenge === 1,
});
export type ChallengeJson = ReturnType<typeof challengeJson>;

/**
 * The read model of challenges that REST and the content graph share: the catalogue in
 * upstream's order, narrowed to an exact key and/or name when given (as upstream's generated
 * endpoint filters by query parameters).
 */
export function listChallenges(shop: Shop, filter: { key?: string; name?: string } = {}): ChallengeJson[] {
  const { key, name } = filter;
  return shop.challenges
    .all()
    .filter((row) => (key === undefined || row.key === key) && (name === undefined || row.name === name))
    .map(challengeJson);
}

export function findChallenge(shop: Shop, key: string): ChallengeJson | undefined {
  const row = shop.challenges.get(key);
  return row && challengeJson(row);
}
