import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NO_LLM_ENV } from '../../src/lib/chatbot';
import { languageList } from '../../src/lib/i18n/languages';
import { LLM_CHALLENGES } from '../../src/server/chatbot/llm';
import { challengeTextsShare } from '../../src/server/challenges/translations';
import { loadConfig, PRIVATE_DIR, presetName } from '../../src/server/config';
import { getRaw, startShop, type TestServer, UPSTREAM_CONTINUE_CODES, withFreshShop } from '../helpers';
import { ATTACKS, solvedKeys } from './game-actions';

let s: TestServer;
beforeAll(async () => {
  s = await startShop();
});
afterAll(async () => s.close());

/** Share of the English texts a dictionary translates, in percent with two decimals (upstream's `/rest/languages` figure). */

/**
 * What each answer must be, computed here from the sources rather than by the route's own
 * functions: the configuration files loaded anew with the tests' override, the dictionaries, and
 * the rows as the shop's database holds them (flags as booleans, in id order).
 */
const fresh = {
  '/rest/admin/application-configuration': () => ({ config: loadConfig(presetName(), { challenges: { safetyMode: 'disabled' } }) }),
  // the list's own sources (its translations and the catalogue's) are read anew by languageList
  '/rest/languages': () => languageList((locale) => challengeTextsShare(PRIVATE_DIR, locale)),
  '/api/Challenges': () => ({
    status: 'success',
    data: (s.shop.db.prepare('SELECT * FROM Challenges ORDER BY id').all() as Array<Record<string, unknown>>).map((r) => ({
      ...r,
      solved: r.solved === 1,
      hasCodingChallenge: r.hasCodingChallenge === 1,
    })),
  }),
  '/api/Hints': () => ({
    status: 'success',
    data: (s.shop.db.prepare('SELECT * FROM Hints ORDER BY id').all() as Array<Record<string, unknown>>).map((r) => ({
      ...r,
      unlocked: r.unlocked === 1,
    })),
  }),
};
const paths = Object.keys(fresh) as Array<keyof typeof fresh>;
const decode = { br: brotliDecompressSync, gzip: gunzipSync };
const challengeList = async (server: TestServer = s) =>
  (await server.json('/api/Challenges')).body.data as Array<{
    key: string;
    solved: boolean;
    codingChallengeStatus: number;
    updatedAt: string;
  }>;
const challenge = async (server: TestServer, key: string) => (await challengeList(server)).find((c) => c.key === key)!;

describe('answers kept between changes', () => {
  test.each(paths)('%s: the kept answer is the fresh one, byte for byte, asked once or twice', async (path) => {
    for (let i = 0; i < 2; i++) {
      const res = await getRaw(s.url + path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/json');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.bytes.toString()).toBe(JSON.stringify(fresh[path]()));
    }
  });

  test.each(paths)('%s: brotli, gzip and plain answers agree; the announced length is the length sent', async (path) => {
    const plain = await getRaw(s.url + path);
    for (const enc of ['br', 'gzip'] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await getRaw(s.url + path, { 'accept-encoding': enc === 'br' ? 'gzip, deflate, br' : 'gzip, deflate' });
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('application/json');
        expect(res.headers.etag).toBe(plain.headers.etag);
        if (plain.bytes.byteLength < 1024) {
          // small answers go out as they are, as every other answer under the threshold
          expect(res.headers['content-encoding']).toBeUndefined();
          expect(res.bytes).toEqual(plain.bytes);
          continue;
        }
        expect(res.headers['content-encoding']).toBe(enc);
        expect(res.headers.vary).toBe('Accept-Encoding');
        expect(Number(res.headers['content-length'])).toBe(res.bytes.byteLength);
        expect(decode[enc](res.bytes)).toEqual(plain.bytes);
      }
    }
  });

  test('the security and CORS headers of every answer are there too', async () => {
    const res = await getRaw(`${s.url}/rest/admin/application-configuration`, { 'accept-encoding': 'br' });
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'x-recruiting': expect.any(String),
    });
  });

  test('HEAD answers the plain length without a body, never an encoding', async () => {
    const plain = await getRaw(`${s.url}/api/Challenges`);
    const head = await s.get('/api/Challenges', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBeNull();
    expect(await head.text()).toBe('');
    expect(head.headers.get('etag')).toBe(plain.headers.etag);
  });

  test('a client holding the current tag gets 304; after a change the new list', () =>
    withFreshShop(async (t) => {
      const first = await getRaw(`${t.url}/api/Challenges`);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[0-9a-f]+-[\w+/]+"$/);
      const again = await getRaw(`${t.url}/api/Challenges`, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.bytes.byteLength).toBe(0);
      await ATTACKS.errorHandlingChallenge(t);
      const after = await getRaw(`${t.url}/api/Challenges`, { 'if-none-match': etag });
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      expect(JSON.parse(after.bytes.toString()).data.find((c: { key: string }) => c.key === 'errorHandlingChallenge').solved).toBe(true);
    }));
});

describe('the challenge list shows every change at once', () => {
  test('a solve, in the plain and the compressed list', () =>
    withFreshShop(async (t) => {
      const before = await getRaw(`${t.url}/api/Challenges`, { 'accept-encoding': 'br' });
      expect(
        JSON.parse(brotliDecompressSync(before.bytes).toString()).data.find((c: { key: string }) => c.key === 'scoreBoardChallenge').solved,
      ).toBe(false);
      expect((await challenge(t, 'scoreBoardChallenge')).solved).toBe(false);
      await ATTACKS.scoreBoardChallenge(t);
      expect((await challenge(t, 'scoreBoardChallenge')).solved).toBe(true);
      const after = await getRaw(`${t.url}/api/Challenges`, { 'accept-encoding': 'br' });
      expect(
        JSON.parse(brotliDecompressSync(after.bytes).toString()).data.find((c: { key: string }) => c.key === 'scoreBoardChallenge').solved,
      ).toBe(true);
    }));

  test('a solve by the login injection', () =>
    withFreshShop(async (t) => {
      expect((await challenge(t, 'loginAdminChallenge')).solved).toBe(false);
      const login = await t.json('/rest/user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: "' OR 1=1--", password: 'x' }),
      });
      expect(login.status).toBe(200);
      expect((await challenge(t, 'loginAdminChallenge')).solved).toBe(true);
    }));

  test('coding progress: the right vulnerable lines of a snippet', () =>
    withFreshShop(async (t) => {
      const key = 'directoryListingChallenge';
      expect((await challenge(t, key)).codingChallengeStatus).toBe(0);
      const { vulnLines } = (await import('../../src/server/coding/snippets')).codeSnippets().get(key)!;
      const verdict = await t.json('/snippets/verdict', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key, selectedLines: vulnLines }),
      });
      expect(verdict.body.verdict).toBe(true);
      expect((await challenge(t, key)).codingChallengeStatus).toBe(1);
    }));

  test('progress restored from a continue code', () =>
    withFreshShop(async (t) => {
      const list = await challengeList(t);
      const target = list.find((c) => !c.solved && c.key === 'weakPasswordChallenge')!;
      const id = t.shop.challenges.get(target.key)!.id;
      const res = await t.get(`/rest/continue-code/apply/${UPSTREAM_CONTINUE_CODES.hacking.encode(id)}`, { method: 'PUT' });
      expect(res.status).toBe(200);
      expect(await solvedKeys(t)).toContain('weakPasswordChallenge');
    }));

  test('a challenge that becomes unavailable while running (no LLM reachable), and available again', () =>
    withFreshShop(async (t) => {
      const key = LLM_CHALLENGES[0];
      t.shop.challenges.setUnavailableReason(key, NO_LLM_ENV, true);
      expect((await challenge(t, key)) as unknown).toMatchObject({ disabledEnv: NO_LLM_ENV });
      t.shop.challenges.setUnavailableReason(key, NO_LLM_ENV, false);
      expect((await challenge(t, key)) as unknown).toMatchObject({ disabledEnv: null });
    }));

  test('a hint unlocked shows in the hint list at once', () =>
    withFreshShop(async (t) => {
      const hints = async () => (await t.json('/api/Hints')).body.data as Array<{ id: number; unlocked: boolean }>;
      const hint = (await hints()).find((h) => !h.unlocked)!;
      const res = await t.json(`/api/Hints/${hint.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ unlocked: true }),
      });
      expect(res.status).toBe(200);
      expect((await hints()).find((h) => h.id === hint.id)!.unlocked).toBe(true);
    }));

  test('a filtered list never answers from the whole list, nor the whole list from a filtered one', async () => {
    await challengeList();
    const byKey = await s.json('/api/Challenges?key=dbSchemaChallenge');
    expect(byKey.body.data.map((c: { key: string }) => c.key)).toEqual(['dbSchemaChallenge']);
    const byName = await s.json(`/api/Challenges/?name=${encodeURIComponent('Score Board')}`);
    expect(byName.body.data.map((c: { key: string }) => c.key)).toEqual(['scoreBoardChallenge']);
    expect((await s.json('/api/Challenges?key=nope')).body.data).toEqual([]);
    // a parameter that filters nothing leaves the whole list
    expect((await s.json('/api/Challenges?other=1')).body.data.length).toBe((await challengeList()).length);
    expect((await s.json('/api/Challenges?key=dbSchemaChallenge')).body.data).toHaveLength(1);
  });
});
