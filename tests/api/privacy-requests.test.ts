import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startShop, type TestServer } from '../helpers';
import { bearer, handledError, post, tokenFor } from './accounts-helpers';

/**
 * /api/PrivacyRequests as upstream's REST endpoint of the model answers (upstream's
 * test/api/privacy-request.test.ts): a logged-in caller files one (201); listing, reading,
 * changing and deleting are refused to everybody (401).
 */

let s: TestServer;
let jim: string;
beforeAll(async () => {
  s = await startShop();
  jim = await tokenFor(s, 'jim@juice-sh.op', 'ncc-1701');
});
afterAll(async () => s.close());

const stored = (id: number) => s.shop.db.prepare('SELECT UserId, deletionRequested FROM PrivacyRequests WHERE id = ?').get(id);

describe('POST /api/PrivacyRequests', () => {
  test("a logged-in caller files a request: 201 with the new row in upstream's envelope", async () => {
    const r = await s.json('/api/PrivacyRequests', post({ UserId: 1, deletionRequested: false }, bearer(jim)));
    expect(r.status).toBe(201);
    expect(r.body.status).toBe('success');
    expect(r.body.data).toEqual({
      id: expect.any(Number),
      UserId: 1,
      deletionRequested: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(stored(r.body.data.id)).toEqual({ UserId: 1, deletionRequested: 0 });
  });

  test('the answer is JSON; without UserId the request names nobody, deletionRequested defaults to false', async () => {
    const res = await s.get('/api/PrivacyRequests', post({}, bearer(jim)));
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const { data } = await res.json();
    expect(data).toMatchObject({ UserId: null, deletionRequested: false });
    const flagged = await s.json('/api/PrivacyRequests', post({ UserId: 2, deletionRequested: true }, bearer(jim)));
    expect(stored(flagged.body.data.id)).toEqual({ UserId: 2, deletionRequested: 1 });
  });

  test('without a login it is refused (401) and nothing is stored', async () => {
    const count = () => (s.shop.db.prepare('SELECT COUNT(*) AS n FROM PrivacyRequests').get() as { n: number }).n;
    const before = count();
    expect((await s.json('/api/PrivacyRequests', post({ UserId: 1, deletionRequested: false }))).status).toBe(401);
    expect((await s.json('/api/PrivacyRequests', post({ UserId: 1 }, bearer('not-a-token')))).status).toBe(401);
    expect(count()).toBe(before);
  });

  test('bad input is a 400 with a message: an unknown user, wrong types, malformed JSON', async () => {
    const unknown = await s.json('/api/PrivacyRequests', post({ UserId: 9999 }, bearer(jim)));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Validation error: no such user');
    for (const body of [{ UserId: 'one' }, { UserId: 1, deletionRequested: 'yes' }, { UserId: -1 }, '{"UserId":', '[1]']) {
      const r = await s.json('/api/PrivacyRequests', post(body, bearer(jim)));
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(typeof r.body.message).toBe('string');
    }
  });
});

describe('reading, changing and deleting privacy requests is forbidden (401), logged in or not', () => {
  test('GET all, GET, PUT and DELETE by id', async () => {
    const filed = await s.json('/api/PrivacyRequests', post({ UserId: 2 }, bearer(jim)));
    const id = filed.body.data.id;
    for (const headers of [{}, bearer(jim)]) {
      expect((await s.json('/api/PrivacyRequests', { headers })).status).toBe(401);
      expect((await s.json(`/api/PrivacyRequests/${id}`, { headers })).status).toBe(401);
      expect(
        (
          await s.json(`/api/PrivacyRequests/${id}`, {
            method: 'PUT',
            headers: { ...headers, 'content-type': 'application/json' },
            body: '{"message":"Should not work..."}',
          })
        ).status,
      ).toBe(401);
      expect((await s.json(`/api/PrivacyRequests/${id}`, { method: 'DELETE', headers })).status).toBe(401);
    }
    expect(stored(id)).toEqual({ UserId: 2, deletionRequested: 0 });
  });

  test("the refusal is express-jwt's 401 through the error handler", async () => {
    const r = await handledError(s, '/api/PrivacyRequests/1', { headers: bearer(jim) });
    expect(r.status).toBe(401);
    expect(r.message).toBe('No Authorization header was found');
  });
});
