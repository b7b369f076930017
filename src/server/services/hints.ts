import type { HintRow } from '../challenges/service';
import type { Shop } from '../context';

/** A hint as the score board reads it: `unlocked` as a boolean. */
export const hintJson = (row: HintRow) => ({ ...row, unlocked: row.unlocked === 1 });

/** The read model of hints that REST and the content graph share (juice-shop-ctf reads `ChallengeId`). */
export const listHints = (shop: Shop) => (shop.db.prepare('SELECT * FROM Hints ORDER BY id').all() as HintRow[]).map(hintJson);
