import { Hono } from 'hono';
import { languageList } from '../../lib/i18n/languages';
import { challengeTextsShare } from '../challenges/translations';
import { cachedAnswers } from '../http/cached-answer';
import { ok } from '../http/respond';
import { denyAll } from '../security/auth';
import type { Shop } from '../context';

export function metaRoutes(shop: Shop) {
  const r = new Hono();
  // neither changes while the process runs (the configuration is read once at start)
  const answers = cachedAnswers();
  r.get('/rest/admin/application-configuration', (c) => answers.json(c, 'configuration', 0, () => ({ config: shop.config })));
  r.get('/rest/admin/application-version', (c) => c.json({ version: shop.version }));
  r.get('/rest/languages', (c) =>
    answers.json(c, 'languages', 0, () => languageList((locale) => challengeTextsShare(shop.privateDir, locale))),
  );
  r.get('/api/SecurityQuestions', (c) => ok(c, shop.tables.securityQuestions.list()));
  // upstream offers only the list: no new questions, none read or changed by id
  r.post('/api/SecurityQuestions', denyAll());
  r.all('/api/SecurityQuestions/:id', denyAll());
  return r;
}
