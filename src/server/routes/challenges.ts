import { type } from 'arktype';
import { Hono } from 'hono';
import { check, notFound, ok, positiveId, readJson } from '../http/respond';
import type { Shop } from '../shop';

/** Challenge rows as the score board, juice-shop-ctf and MultiJuicer read them. */
export const challengeJson = (row: Record<string, unknown>) => ({ ...row, solved: row.solved === 1, hasCodingChallenge: row.hasCodingChallenge === 1 });

/** Hint rows as the score board reads them. */
export const hintJson = (h: Record<string, unknown>) => ({ ...h, unlocked: h.unlocked === 1 });

/** The score board unlocks a hint by setting `unlocked`; nothing else of a hint may change. */
const hintUnlock = type({ unlocked: 'true' });

export function challengeRoutes(shop: Shop) {
  const r = new Hono();
  r.get('/api/challenges', (c) => {
    const { key, name } = c.req.query();
    const rows = shop.challenges.all().filter((row) => (key === undefined || row.key === key) && (name === undefined || row.name === name));
    return ok(c, rows.map(challengeJson));
  });
  r.get('/api/hints', (c) => ok(c, (shop.db.prepare('SELECT * FROM Hints ORDER BY id').all() as Array<Record<string, unknown>>).map(hintJson)));
  // open to anyone, as upstream's generated Hints endpoint; unlocked hints count in the webhook's report
  r.put('/api/hints/:id', async (c) => {
    const id = positiveId(c.req.param('id'));
    check(hintUnlock, await readJson(c));
    const hint = shop.challenges.unlockHint(id);
    if (!hint) throw notFound();
    return ok(c, hintJson(hint));
  });
  return r;
}
