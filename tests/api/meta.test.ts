import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { gauge } from '../../src/lib/i18n/languages';
import { challengeTextsShare } from '../../src/server/challenges/translations';
import { PRIVATE_DIR } from '../../src/server/config';
import { PRIVACY_PROOF_PATH } from '../../src/server/routes/assets';
import { getRaw, startShop, type TestServer } from '../helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startShop();
});
afterAll(async () => s.close());

test('GET /rest/admin/application-configuration answers the whole configuration', async () => {
  const r = await s.json('/rest/admin/application-configuration');
  expect(r.status).toBe(200);
  expect(r.body.config.application).toMatchObject({ name: 'OWASP Juice Shop', domain: 'juice-sh.op' });
  expect(r.body.config.products.length).toBe(56);
});

test('GET /rest/admin/application-version answers the version', async () => {
  const r = await s.json('/rest/admin/application-version');
  expect(r.body).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
});

test("GET /rest/languages lists upstream's 42 languages (not Klingon) by their own names, with honest completeness", async () => {
  const r = await s.json('/rest/languages');
  const germanPercentage = Math.round((100 + challengeTextsShare(PRIVATE_DIR, 'de_DE')) / 2);
  const list = r.body as Array<{ key: string; lang: string; icons: string[]; shortKey: string; percentage: number; gauge: string }>;
  expect(list).toHaveLength(42);
  for (const l of list) {
    expect(Object.keys(l).sort()).toEqual(['gauge', 'icons', 'key', 'lang', 'percentage', 'shortKey']);
    expect(Number.isInteger(l.percentage)).toBe(true);
  }
  expect(list.map((l) => l.lang)).toEqual(list.map((l) => l.lang).toSorted((a, b) => a.localeCompare(b)));
  expect(list.some((l) => l.key === 'tlh_AA')).toBe(false);
  expect(list).toEqual(
    expect.arrayContaining([
      { key: 'en', lang: 'English', shortKey: 'EN', icons: ['gb', 'us'], percentage: 100, gauge: 'full' },
      // every screen in German; the percentage is the mean with the catalogue's translated share, as upstream computes it
      expect.objectContaining({ key: 'de_DE', lang: 'Deutsch', shortKey: 'DE', icons: ['de'], percentage: germanPercentage }),
      expect.objectContaining({ key: 'ar_SA', lang: 'العربية', shortKey: 'AR', icons: ['ae', 'tn'] }),
      expect.objectContaining({ key: 'ja_JP', lang: '日本語', shortKey: 'JA', icons: ['jp'] }),
    ]),
  );
});

test("the completeness gauge has upstream's thresholds", () => {
  expect([0, 20, 21, 40, 41, 60, 61, 80, 81, 100].map(gauge)).toEqual([
    'empty',
    'empty',
    'quarter',
    'quarter',
    'half',
    'half',
    'three-quarters',
    'three-quarters',
    'full',
    'full',
  ]);
});

test('GET /api/SecurityQuestions lists the 14 questions', async () => {
  const r = await s.json('/api/SecurityQuestions/');
  expect(r.body.data).toHaveLength(14);
  expect(r.body.data[0]).toMatchObject({ id: 1, question: expect.any(String) });
});

test('GET /api/Challenges lists the catalogue in upstream order and filters by key and name', async () => {
  const all = await s.json('/api/Challenges/');
  expect(all.body.status).toBe('success');
  expect(all.body.data[0]).toMatchObject({ id: 1, key: 'passwordHashLeakChallenge', solved: false });
  expect(all.body.data[74]).toMatchObject({ id: 75, key: 'scoreBoardChallenge', name: 'Score Board', difficulty: 1 });
  const byKey = await s.json('/api/challenges?key=dbSchemaChallenge');
  expect(byKey.body.data).toHaveLength(1);
  expect(byKey.body.data[0]).toMatchObject({ id: 21, name: 'Database Schema', category: 'Injection', difficulty: 3 });
  expect(byKey.body.data[0].updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  const byName = await s.json(`/api/Challenges/?name=${encodeURIComponent('Score Board')}`);
  expect(byName.body.data[0].key).toBe('scoreBoardChallenge');
});

test('GET /api/Hints lists hints keyed by challenge id', async () => {
  const r = await s.json('/api/Hints/');
  expect(r.body.data.length).toBeGreaterThan(100);
  expect(r.body.data[0]).toMatchObject({ ChallengeId: expect.any(Number), text: expect.any(String), order: 1, unlocked: false });
});

test("Privacy Policy Inspection: the secret address solves it, answering upstream's 404 of the missing image with a card of ours", async () => {
  expect(s.shop.challenges.isSolved('privacyPolicyProofChallenge')).toBe(false);
  const res = await s.get(PRIVACY_PROOF_PATH);
  expect(res.status).toBe(404);
  expect(await res.text()).toContain('<svg');
  expect(res.headers.get('content-type')).toBe('image/svg+xml');
  expect(s.shop.challenges.isSolved('privacyPolicyProofChallenge')).toBe(true);
});

test('asset watchers: privacy policy padding image, blueprint and Klingon file solve their challenges', async () => {
  // without Waku behind it the test app answers 404 for the file itself; the watch happens first
  await s.get('/assets/public/images/padding/81px.png');
  expect(s.shop.challenges.isSolved('privacyPolicyChallenge')).toBe(true);
  expect(s.shop.challenges.isSolved('retrieveBlueprintChallenge')).toBe(false);
  await s.get('/assets/public/images/products/JuiceShop.stl');
  expect(s.shop.challenges.isSolved('retrieveBlueprintChallenge')).toBe(true);
  await s.get('/assets/i18n/tlh_AA.json');
  expect(s.shop.challenges.isSolved('extraLanguageChallenge')).toBe(true);
});

test('GET and POST /graphql answer typed content; bad queries are 400', async () => {
  const post = await s.json('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query($s: String) { products(search: $s) { id name points quantity reviews { author } } }',
      variables: { s: 'apple' },
    }),
  });
  expect(post.status).toBe(200);
  expect(post.body.data.products.map((p: { name: string }) => p.name)).toContain('Apple Pomace');
  const get = await s.json(
    `/graphql?query=${encodeURIComponent('{ product(id: 1) { name points } languages { key } deliveryMethods { name } feedbacks { rating } challenges { key solved } }')}`,
  );
  expect(get.body.data.product).toEqual({ name: 'Apple Juice (1000ml)', points: 0 });
  expect(get.body.data.deliveryMethods).toHaveLength(3);
  expect(get.body.data.challenges).toHaveLength((await s.json('/api/Challenges')).body.data.length);
  // the content graph binds its search: no injection there
  const inj = await s.json('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products(search: "\'))--") { name } }' }),
  });
  expect(inj.body.data.products).toEqual([]);
  expect(
    (
      await s.json('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ nope }' }),
      })
    ).status,
  ).toBe(400);
  expect((await s.json('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'not json' })).status).toBe(
    400,
  );
  // matched like every shop path: any case, trailing slash
  expect(
    (
      await s.json('/GraphQL/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ version }' }),
      })
    ).body,
  ).toEqual({ data: { version: expect.any(String) } });
});

test('compressed answers carry no stale length (clients would wait for bytes that never come)', async () => {
  const res = await getRaw(`${s.url}/rest/products/search?q=`, { 'accept-encoding': 'br' });
  expect(res.headers['content-encoding']).toBe('br');
  // the length of the bytes sent, not of the uncompressed answer
  if (res.headers['content-length'] !== undefined) expect(Number(res.headers['content-length'])).toBe(res.bytes.byteLength);
  expect(JSON.parse(brotliDecompressSync(res.bytes).toString()).status).toBe('success');
});

test("small answers go out uncompressed, as under upstream's 1 KB threshold; larger ones compressed", async () => {
  const small = await s.get('/rest/admin/application-version', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(small.headers.get('content-encoding')).toBeNull();
  expect(await small.json()).toEqual({ version: expect.any(String) });
  const large = await s.get('/rest/products/search?q=', { headers: { 'accept-encoding': 'gzip' } });
  expect(large.headers.get('content-encoding')).toBe('gzip');
  expect((await large.json()).data.length).toBeGreaterThan(10);
});
