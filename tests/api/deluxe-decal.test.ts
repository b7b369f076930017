import { afterAll, beforeAll, expect, test } from 'vitest';
import { isRedirectAllowed, REDIRECT_ALLOWLIST } from '../../src/server/security/redirects';
import { IFRAME, startShop, type TestServer } from '../helpers';

/** Cross-Site Imaging: the deluxe page reports its `testDecal` over socket.io; the server judges it. */

let s: TestServer;
beforeAll(async () => {
  s = await startShop();
});
afterAll(async () => s.close());

const PAYLOAD = '../../../redirect?to=https://cataas.com/cat?x=https://github.com/juice-shop/juice-shop';

test('ordinary decals, and a cat without an allow-listed address, solve nothing', async () => {
  const socket = await s.socket();
  for (const decal of [
    'JuiceShop_Logo.svg',
    'deluxe/blankBoxes.svg',
    '../../../redirect?to=https://cataas.com/cat',
    'https://cataas.com/cat?x=https://github.com/juice-shop/juice-shop',
    `${'../'.repeat(5000)}x`,
  ]) {
    socket.emit('verifySvgInjectionChallenge', decal);
  }
  socket.emit('verifySvgInjectionChallenge', { decal: PAYLOAD });
  // one socket's events are handled in order: once a later event has visibly taken effect, the decals above were judged
  const barrier = new Promise((resolve) => socket.on('challenge solved', (n) => n.key === 'localXssChallenge' && resolve(n)));
  socket.emit('verifyLocalXssChallenge', IFRAME);
  await barrier;
  expect(s.shop.challenges.isSolved('svgInjectionChallenge')).toBe(false);
});

test('the decal climbing to the redirect towards a cat, carrying an allow-listed address, solves it', async () => {
  // on a shop of its own: solved on the shared one, it would make the other test's "solve nothing" fail
  const fresh = await startShop();
  try {
    expect(fresh.shop.challenges.isSolved('svgInjectionChallenge')).toBe(false);
    const socket = await fresh.socket();
    const solved = new Promise<Record<string, unknown>>((resolve) =>
      socket.on('challenge solved', (n) => n.key === 'svgInjectionChallenge' && resolve(n)),
    );
    socket.emit('verifySvgInjectionChallenge', PAYLOAD);
    expect(await solved).toMatchObject({ key: 'svgInjectionChallenge', name: 'Cross-Site Imaging' });
    expect(fresh.shop.challenges.isSolved('svgInjectionChallenge')).toBe(true);
  } finally {
    await fresh.close();
  }
});

test("the redirect allow-list is upstream's, matched anywhere in the address", () => {
  expect(REDIRECT_ALLOWLIST).toHaveLength(8);
  expect(isRedirectAllowed('https://github.com/juice-shop/juice-shop')).toBe(true);
  expect(isRedirectAllowed('https://owasp.org?x=https://github.com/juice-shop/juice-shop')).toBe(true);
  expect(isRedirectAllowed('https://etherscan.io/address/0x0f933ab9fcaaa782d0279c300d73750e1311eae6')).toBe(true);
  expect(isRedirectAllowed('https://owasp.org')).toBe(false);
});
