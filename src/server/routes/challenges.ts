import { type } from '../../lib/ark';
import { Hono } from 'hono';
import { cachedAnswers } from '../http/cached-answer';
import { check, notFound, ok, readJson, rowId, success } from '../http/respond';
import { denyAll } from '../security/auth';
import { listChallenges } from '../services/challenges';
import { hintJson, listHints } from '../services/hints';
import type { Shop } from '../context';

/** The score board unlocks a hint by setting `unlocked`; nothing else of a hint may change. */
const hintUnlock = type({ unlocked: 'true' });

/** challenges and hints: read by the score board, juice-shop-ctf and MultiJuicer; closed as upstream closes them. */
export function challengeRoutes(shop: Shop) {
  const r = new Hono();
  // the whole lists, kept until the next change of a challenge or hint; a filtered list (one row) is made anew
  const answers = cachedAnswers();
  r.get('/api/Challenges', (c) => {
    const { key, name } = c.req.query();
    if (key === undefined && name === undefined)
      return answers.json(c, 'challenges', shop.challenges.revision, () => success(listChallenges(shop)));
    return ok(c, listChallenges(shop, { key, name }));
  });
  // upstream lets nobody create challenges or touch one by id
  r.post('/api/Challenges', denyAll());
  r.all('/api/Challenges/:id', denyAll());

  r.get('/api/Hints', (c) => answers.json(c, 'hints', shop.challenges.revision, () => success(listHints(shop))));
  r.post('/api/Hints', denyAll());
  r.get('/api/Hints/:id', denyAll());
  r.delete('/api/Hints/:id', denyAll());
  // open to anyone, as upstream's generated Hints endpoint; unlocked hints count in the webhook's report
  r.put('/api/Hints/:id', async (c) => {
    const id = rowId(c.req.param('id'));
    check(hintUnlock, await readJson(c));
    const hint = shop.challenges.unlockHint(id);
    return hint ? ok(c, hintJson(hint)) : notFound(c);
  });
  return r;
}
