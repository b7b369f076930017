import { Hono } from 'hono';
import { privacyRequestRequest } from '../../lib/account-schemas';
import { check, ok, readJson } from '../http/respond';
import { denyAll, requireLogin } from '../security/auth';
import { createPrivacyRequest } from '../services/users';
import type { Shop } from '../context';

/**
 * privacy: upstream's REST endpoint of the PrivacyRequest model. Logged-in callers may file one;
 * reading, changing or deleting requests is closed to everybody (401), as upstream's.
 */
export function privacyRequestRoutes(shop: Shop) {
  const r = new Hono();
  r.post('/api/PrivacyRequests', requireLogin(shop), async (c) =>
    ok(c, createPrivacyRequest(shop, check(privacyRequestRequest, await readJson(c))), 201),
  );
  r.get('/api/PrivacyRequests', denyAll());
  r.all('/api/PrivacyRequests/:id', denyAll());
  return r;
}
