import type { Shop } from '../context';
import type { HintRow } from '../db/hints';

/** A hint as the score board reads it: `unlocked` as a boolean. */
export const hintJson = (row: HintRow) => ({ ...row, unlocked: row.unlocked === 1 });

/** The read model of hints that REST and the content graph share (juice-shop-ctf reads `ChallengeId`). */
export const listHints = (shop: Shop) => shop.tables.hints.list().map(hintJson);
