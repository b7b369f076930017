import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { startShop, type TestServer } from '../helpers';
import { handledError } from './accounts-helpers';

const GITHUB = 'https://github.com/juice-shop/juice-shop';
const RETIRED_BITCOIN = 'https://blockchain.info/address/1AbKfgvw9psQ41NbLi8kufDQTezwG8DRZm';

const redirect = (s: TestServer, to: string) => s.get(`/redirect?to=${encodeURIComponent(to)}`, { redirect: 'manual' });

describe('/redirect and its allow-list', () => {
  // every test looks at what got solved, so each gets a shop of its own
  let s: TestServer;
  beforeEach(async () => {
    s = await startShop();
  });
  afterEach(async () => s.close());
  const solved = (key: string) => s.shop.challenges.isSolved(key);

  test("the shop's own links (GitHub, merchandise) redirect and solve nothing", async () => {
    for (const to of [GITHUB, 'http://shop.spreadshirt.com/juiceshop', 'http://leanpub.com/juice-shop']) {
      const res = await redirect(s, to);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(to);
    }
    expect(solved('redirectChallenge')).toBe(false);
    expect(solved('redirectCryptoCurrencyChallenge')).toBe(false);
  });

  test("a target off the list is refused with upstream's 406 message", async () => {
    expect(await handledError(s, `/redirect?to=${encodeURIComponent('https://owasp.org')}`)).toEqual({
      status: 406,
      message: 'Unrecognized target URL for redirect: https://owasp.org',
    });
    const page = await redirect(s, 'https://evil.test');
    expect(page.status).toBe(406);
    expect(await page.text()).toContain('Unrecognized target URL for redirect: https://evil.test');
    expect(solved('redirectChallenge')).toBe(false);
  });

  test("no target at all fails in the allow-list check as upstream's does: a TypeError on upstream's error page (500), and the shop goes on", async () => {
    expect(solved('errorHandlingChallenge')).toBe(false);
    for (const path of ['/redirect', '/redirect?x=y']) {
      const res = await s.get(path, { redirect: 'manual' });
      expect(res.status, path).toBe(500);
      expect(res.headers.get('content-type'), path).toMatch(/text\/html/);
      const page = await res.text();
      // what upstream's redirect test looks for
      for (const part of [`<h1>${s.shop.config.application.name} (Express`, 'TypeError', 'of undefined', '&#39;includes&#39;'])
        expect(page, path).toContain(part);
      expect(res.headers.get('location')).toBeNull();
    }
    // asked for JSON, the same error in the handler's JSON form
    expect(await handledError(s, '/redirect')).toEqual({
      status: 500,
      message: "Cannot read properties of undefined (reading 'includes')",
    });
    // the error went through the final handler: Error Handling counts it, as upstream's
    expect(solved('errorHandlingChallenge')).toBe(true);
    expect(solved('redirectChallenge')).toBe(false);
    expect((await s.json('/rest/admin/application-version')).status).toBe(200);
    expect((await redirect(s, GITHUB)).status).toBe(302);
  });

  test('Outdated Allowlist: a retired crypto address is still allowed', async () => {
    // the address page itself, without the shop sending you there, is not enough
    expect((await redirect(s, `${RETIRED_BITCOIN}x`)).status).toBe(302);
    expect(solved('redirectCryptoCurrencyChallenge')).toBe(false);
    const res = await redirect(s, RETIRED_BITCOIN);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(RETIRED_BITCOIN);
    expect(solved('redirectCryptoCurrencyChallenge')).toBe(true);
  });

  test('Allowlist Bypass: an allowed address anywhere in the target lets any target through', async () => {
    const res = await redirect(s, `https://owasp.org?x=${GITHUB}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`https://owasp.org?x=${GITHUB}`);
    expect(solved('redirectChallenge')).toBe(true);
  });

  test('the target cannot break out of the Location header', async () => {
    const res = await redirect(s, `${GITHUB}\r\nSet-Cookie: stolen=1 ü`);
    expect(res.status).toBe(302);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('location')).toBe(`${GITHUB}%0D%0ASet-Cookie:%20stolen=1%20%C3%BC`);
  });
});
