import { Hono } from 'hono';
import { ok } from '../http/respond';
import type { Shop } from '../shop';

/** Challenge rows as the score board, juice-shop-ctf and MultiJuicer read them. */
export const challengeJson = (row: Record<string, unknown>) => ({ ...row, solved: row.solved === 1, hasCodingChallenge: row.hasCodingChallenge === 1 });

export function challengeRoutes(shop: Shop) {
  const r = new Hono();
  r.get('/api/challenges', (c) => {
    const { key, name } = c.req.query();
    const rows = shop.challenges.all().filter((row) => (key === undefined || row.key === key) && (name === undefined || row.name === name));
    return ok(c, rows.map(challengeJson));
  });
  r.get('/api/hints', (c) => ok(c, shop.db.prepare('SELECT * FROM Hints ORDER BY id').all().map((h) => ({ ...(h as object), unlocked: (h as { unlocked: number }).unlocked === 1 }))));
  return r;
}
