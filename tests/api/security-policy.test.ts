import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startShop, type TestServer, withFreshShop } from '../helpers';
import { bearer, post, tokenFor } from './accounts-helpers';

const sha512 = (bytes: ArrayBuffer) => createHash('sha512').update(Buffer.from(bytes)).digest('hex');
/** The fields of a security.txt, by name. */
const fieldsOf = (text: string) =>
  Object.fromEntries(
    text
      .trim()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
  );

describe('security.txt (Security Policy)', () => {
  let s: TestServer;
  beforeAll(async () => (s = await startShop()));
  afterAll(() => s.close());

  test('every answer carries the hiring header; shopping solves nothing', async () => {
    const res = await s.get('/rest/admin/application-version');
    expect(res.headers.get('x-recruiting')).toBe('/#/jobs');
    expect(s.shop.challenges.isSolved('securityPolicyChallenge')).toBe(false);
  });

  test('/.well-known/security.txt holds the policy fields and solves Security Policy', () =>
    withFreshShop(async (t) => {
      const res = await t.get('/.well-known/security.txt');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      const fields = fieldsOf(await res.text());
      expect(fields).toMatchObject({
        Contact: 'mailto:donotreply@owasp-juice.shop',
        Acknowledgements: '/#/score-board',
        Hiring: '/#/jobs',
        CSAF: 'http://localhost:3000/.well-known/csaf/provider-metadata.json',
      });
      // every language the shop speaks, by its two-letter code, English first (upstream lists its languages' codes so)
      const preferred = fields['Preferred-Languages']!.split(', ');
      expect(preferred[0]).toBe('en');
      expect(preferred).toHaveLength(38);
      expect(preferred).toEqual(expect.arrayContaining(['de', 'ar', 'fa', 'he', 'ja', 'zh', 'pt']));
      expect(fields.Encryption).toMatch(/^https:\/\//);
      const expires = new Date(fields.Expires!).getTime();
      expect(expires - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
      expect(expires - Date.now()).toBeLessThan(367 * 24 * 3600 * 1000);
      expect(t.shop.challenges.isSolved('securityPolicyChallenge')).toBe(true);
    }));

  test('/security.txt answers the same and solves it as well', async () => {
    const fresh = await startShop();
    try {
      const res = await fresh.get('/security.txt');
      expect(fieldsOf(await res.text()).Contact).toBe('mailto:donotreply@owasp-juice.shop');
      expect(fresh.shop.challenges.isSolved('securityPolicyChallenge')).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});

describe('the CSAF provider behind security.txt (Security Advisory)', () => {
  let s: TestServer;
  beforeAll(async () => (s = await startShop()));
  afterAll(() => s.close());

  /** A path of this shop from an absolute URL the documents name with the configured base URL. */
  const local = (url: string) => url.replace(s.shop.config.server.baseUrl!, '');

  test('a player follows security.txt to the advisories; each matches its published SHA-512 and is signed', async () => {
    const csaf = fieldsOf(await (await s.get('/security.txt')).text()).CSAF!;
    const metadata = (await s.json(local(csaf))).body;
    expect(metadata).toMatchObject({ canonical_url: csaf, metadata_version: '2.0', role: 'csaf_trusted_provider' });
    const directory = local(metadata.distributions[0].directory_url);
    expect(directory).toBe('/.well-known/csaf/');
    const key = await s.get(local(metadata.public_openpgp_keys[0].url));
    expect(await key.text()).toContain('-----BEGIN PGP PUBLIC KEY BLOCK-----');

    const index = (await (await s.get(`${directory}index.txt`)).text()).trim().split('\n');
    expect(index).toEqual([
      '2017/juice-shop-sa-20200513-express-jwt.json',
      '2021/juice-shop-sa-20211014-proto.json',
      '2024/juice-shop-sa-disclaimer.json',
    ]);
    const changes = (await (await s.get(`${directory}changes.csv`)).text())
      .trim()
      .split('\n')
      .map((l) => l.split(',')[0]);
    expect(changes.sort()).toEqual([...index].sort());
    for (const advisory of index) {
      const res = await s.get(directory + advisory);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      const bytes = await res.arrayBuffer();
      const document = JSON.parse(Buffer.from(bytes).toString('utf8'));
      expect(document.document.category).toBe('csaf_security_advisory');
      expect(advisory).toContain(document.document.tracking.id);
      const published = (await (await s.get(`${directory}${advisory}.sha512`)).text()).split(/\s+/)[0];
      expect(published).toBe(sha512(bytes));
      expect(await (await s.get(`${directory}${advisory}.asc`)).text()).toContain('-----BEGIN PGP SIGNATURE-----');
    }
  });

  test('the express-jwt advisory hashes to the configured value; reporting that hash solves Security Advisory', () =>
    withFreshShop(async (t) => {
      const bytes = await (await t.get('/.well-known/csaf/2017/juice-shop-sa-20200513-express-jwt.json')).arrayBuffer();
      const hash = sha512(bytes);
      expect(hash).toBe(t.shop.config.challenges.csafHashValue);

      const jim = await tokenFor(t, 'jim@juice-sh.op', 'ncc-1701');
      const other = sha512(await (await t.get('/.well-known/csaf/2021/juice-shop-sa-20211014-proto.json')).arrayBuffer());
      expect((await t.get('/api/Complaints', post({ message: `This one looks odd: ${other}` }, bearer(jim)))).status).toBe(201);
      expect(t.shop.challenges.isSolved('csafChallenge')).toBe(false);
      expect((await t.get('/api/Complaints', post({ message: `You are affected by ${hash}` }, bearer(jim)))).status).toBe(201);
      await t.get('/rest/admin/application-version'); // keywords are looked at on the next API request
      expect(t.shop.challenges.isSolved('csafChallenge')).toBe(true);
    }));

  test('the folders list their files; nothing outside them can be reached', async () => {
    const listing = await (await s.get('/.well-known/csaf/')).text();
    for (const name of ['2017/', '2021/', '2024/', 'index.txt', 'changes.csv', 'provider-metadata.json']) expect(listing).toContain(name);
    expect(await (await s.get('/.well-known')).text()).toContain('security.txt');
    expect(await (await s.get('/.well-known/csaf/2017')).text()).toContain('juice-shop-sa-20200513-express-jwt.json.asc');
    for (const path of [
      '/.well-known/..%2f..%2fpackage.json',
      '/.well-known/csaf/%2e%2e/%2e%2e/config/default.yml',
      '/.well-known/csaf/nothing.json',
      '/.well-known/%E0%A4%A',
    ]) {
      expect((await s.get(path)).status, path).toBe(404);
    }
  });
});
