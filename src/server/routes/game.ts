import { Hono, type Context } from 'hono';
import { decodeContinueCode, IMAGINARY_CHALLENGE_ID, type ProgressKind } from '../challenges/continue-codes';
import { pathSegment } from '../http/paths';
import type { Shop } from '../context';

/** The REST names of the three kinds of progress (registered lower-cased, matched in any case). */
const CONTINUE_CODE_PATHS: Record<ProgressKind, string> = {
  hacking: '/rest/continue-code',
  findIt: '/rest/continue-code-findIt',
  fixIt: '/rest/continue-code-fixIt',
};

/** The code as sent: continue codes are case-sensitive, routes match a lower-cased path. */
const codeOf = (c: Context) => pathSegment(c.req.url);

/** Upstream answers an unusable code with a plain-text 404. */
const invalidCode = (c: Context) => c.text('This is not a valid continue code.', 404);

/** game: continue codes (save and restore progress), repeat notification, country mapping. */
export function gameRoutes(shop: Shop) {
  const r = new Hono();
  const { challenges } = shop;

  for (const [kind, path] of Object.entries(CONTINUE_CODE_PATHS) as Array<[ProgressKind, string]>) {
    r.get(path, (c) => c.json({ continueCode: challenges.continueCode(kind) }));

    r.put(`${path}/apply/:code`, (c) => {
      const ids = decodeContinueCode(kind, codeOf(c));
      // a code naming a challenge that does not exist can only have been forged with the salt
      if (kind === 'hacking' && !challenges.isSolved('continueCodeChallenge') && ids.includes(IMAGINARY_CHALLENGE_ID)) {
        challenges.solve('continueCodeChallenge');
        return c.body(null, 200);
      }
      if (ids.length === 0) return invalidCode(c);
      challenges.restore(kind, ids);
      return c.json({ data: `Progress of ${ids.length} challenges restored.` });
    });
  }

  r.get('/rest/repeat-notification', (c) => {
    // a challenge that is missing, unknown or not solved yet has nothing to repeat; upstream still answers 200
    const name = c.req.query('challenge');
    if (name) challenges.repeatNotification(name);
    return c.text('OK');
  });

  r.get('/rest/country-mapping', (c) => {
    const mapping = shop.config.ctf.countryMapping;
    if (!mapping) {
      console.warn('The country mapping was requested but the configuration has none (ctf.countryMapping, see the fbctf preset).');
      return c.body(null, 500);
    }
    return c.json(mapping);
  });

  return r;
}
