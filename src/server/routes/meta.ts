import { Hono } from 'hono';
import { languageList } from '../../lib/i18n/languages';
import { ok } from '../http/respond';
import { denyAll } from '../security/auth';
import type { Shop } from '../shop';

export function metaRoutes(shop: Shop) {
  const r = new Hono();
  r.get('/rest/admin/application-configuration', (c) => c.json({ config: shop.config }));
  r.get('/rest/admin/application-version', (c) => c.json({ version: shop.version }));
  r.get('/rest/languages', (c) => c.json(languageList()));
  r.get('/api/securityquestions', (c) => ok(c, shop.db.prepare('SELECT * FROM SecurityQuestions ORDER BY id').all()));
  // upstream offers only the list: no new questions, none read or changed by id
  r.post('/api/securityquestions', denyAll());
  r.all('/api/securityquestions/:id', denyAll());
  return r;
}
