import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { md5 } from '../../src/server/security/hashing';
import { startShop, type TestServer, withFreshShop } from '../helpers';
import { bearer, post, tokenFor } from './accounts-helpers';

/** The image captcha and POST /rest/user/data-export, with GDPR Data Theft. */

let s: TestServer;
beforeAll(async () => {
  s = await startShop();
});
afterAll(async () => s.close());

const exportData = (token: string, body: unknown = { format: '1' }, server = s) =>
  server.json('/rest/user/data-export', post(body, bearer(token)));
const captcha = (token: string) => s.json('/rest/image-captcha', { headers: bearer(token) });
/** The answer the shop keeps for a user's latest captcha. */
const storedAnswer = (userId: number) =>
  (s.shop.db.prepare('SELECT answer FROM ImageCaptchas WHERE UserId = ? ORDER BY id DESC').get(userId) as { answer: string }).answer;

async function registerAndLogIn(server: TestServer, email: string, password = 'secret-juice') {
  expect((await server.json('/api/Users', post({ email, password, passwordRepeat: password }))).status).toBe(201);
  return tokenFor(server, email, password);
}

describe('the export', () => {
  test('without a login token: 401, nothing exported', async () => {
    const r = await s.json('/rest/user/data-export', post({ format: '1' }));
    expect(r.status).toBe(401);
    expect(r.body.status).toBe('error');
    expect((await s.json('/rest/user/data-export', post({ format: '1' }, bearer('forged.token.here')))).status).toBe(401);
  });

  test('a new shopper gets their (empty) data as a JSON document and the confirmation', async () => {
    const token = await registerAndLogIn(s, 'fresh.exporter@example.com');
    const r = await exportData(token);
    expect(r.status).toBe(200);
    expect(r.body.confirmation).toBe('Your data export will open in a new Browser window.');
    expect(typeof r.body.userData).toBe('string');
    expect(JSON.parse(r.body.userData)).toEqual({
      username: '',
      email: 'fresh.exporter@example.com',
      orders: [],
      reviews: [],
      memories: [],
    });
  });

  test("admin's export holds his two orders, his reviews, and solves nothing", async () => {
    const r = await exportData(await tokenFor(s, 'admin@juice-sh.op', 'admin123'));
    expect(r.status).toBe(200);
    const data = JSON.parse(r.body.userData);
    expect(data.orders).toHaveLength(2);
    for (const order of data.orders) {
      expect(Object.keys(order).sort()).toEqual(['bonus', 'eta', 'orderId', 'products', 'totalPrice']);
      expect(order.orderId).toMatch(new RegExp(`^${md5('admin@juice-sh.op').slice(0, 4)}-[0-9a-f]{16}$`));
    }
    expect(data.orders[1]).toMatchObject({
      totalPrice: 26.97,
      bonus: 3,
      eta: '0',
      products: [{ id: 3, quantity: 3, price: 8.99, total: 26.97, bonus: 3 }],
    });
    expect(data.reviews.length).toBeGreaterThanOrEqual(2);
    expect(data.reviews[0]).toEqual({
      message: 'My go-to bottle, every single week.',
      author: 'admin@juice-sh.op',
      productId: 1,
      likesCount: 0,
      likedBy: [],
    });
    expect(s.shop.challenges.isSolved('dataExportChallenge')).toBe(false);
  });

  test('memories are listed with their full image address', async () => {
    const r = await exportData(await tokenFor(s, 'bjoern@owasp.org', 'kitten lesser pooch karate buffoon indoors'));
    const { memories } = JSON.parse(r.body.userData);
    // the photo wall's cat picture first (seeded before the configured memories, as upstream), then the four LEGO ones
    expect(memories).toHaveLength(5);
    expect(memories[0]).toEqual({
      imageUrl: `${s.url}/assets/public/images/uploads/ᓚᘏᗢ-#zatschi-#whoneedsfourlegs-1572600969477.jpg`,
      caption: '😼 #zatschi #whoneedsfourlegs',
    });
    expect(memories[1]).toEqual({
      imageUrl: `${s.url}/assets/public/images/uploads/sorted-the-pieces,-starting-assembly-process-1721152307290.jpg`,
      caption: 'All bricks sorted, let the building begin...',
    });
  });

  test('a malformed body is a 400', async () => {
    expect((await exportData(await tokenFor(s, 'admin@juice-sh.op', 'admin123'), '{"format":')).status).toBe(400);
  });
});

describe('the image captcha', () => {
  test("needs a login: 401 with upstream's text", async () => {
    for (const headers of [{}, bearer('not-a-valid-token')]) {
      const res = await s.get('/rest/image-captcha', { headers });
      expect(res.status).toBe(401);
      expect(await res.text()).toBe('You need to be logged in to request a CAPTCHA.');
    }
  });

  test("answers upstream's { image, answer, UserId }: an SVG drawing (paths, no text) and the answer the shop keeps", async () => {
    const token = await tokenFor(s, 'jim@juice-sh.op', 'ncc-1701');
    const res = await s.get('/rest/image-captcha', { headers: bearer(token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(['image', 'answer', 'UserId']);
    expect(body.UserId).toBe(2);
    expect(body.image).toMatch(/^<svg [^>]*>.*<path/s);
    expect(body.answer).toHaveLength(5);
    expect(body.answer).toBe(storedAnswer(2));
    expect(body.image).not.toContain(body.answer);
  });

  test("upstream's flow: the answer read from the captcha exports (200); a wrong one is refused with upstream's text", () =>
    withFreshShop(async (t) => {
      const token = await tokenFor(t, 'bjoern.kimminich@gmail.com', 'bW9jLmxpYW1nQGhjaW5pbW1pay5ucmVvamI=');
      const first = await t.json('/rest/image-captcha', { headers: bearer(token) });
      const wrong = await t.get('/rest/user/data-export', post({ answer: 'AAAAAA', format: 1 }, bearer(token)));
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).toBe('Wrong answer to CAPTCHA. Please try again.');
      const right = await exportData(token, { answer: first.body.answer, format: 1 }, t);
      expect(right.status).toBe(200);
      expect(right.body.confirmation).toBe('Your data export will open in a new Browser window.');
      expect(JSON.parse(right.body.userData)).toMatchObject({ username: 'bkimminich', email: 'bjoern.kimminich@gmail.com' });
    }));

  test('once fetched, the export needs its answer; only the latest captcha counts', async () => {
    const token = await tokenFor(s, 'bender@juice-sh.op', 'OhG0dPlease1nsertLiquor!');
    const first = (await captcha(token)).body.answer;
    const wrong = { status: 401, body: 'Wrong answer to CAPTCHA. Please try again.' };
    expect(await exportData(token)).toEqual(wrong);
    expect(await exportData(token, { format: '1', answer: `${first}x` })).toEqual(wrong);
    expect((await exportData(token, { format: '1', answer: first })).status).toBe(200);
    const second = (await captcha(token)).body.answer;
    if (second !== first) expect(await exportData(token, { format: '1', answer: first })).toEqual(wrong);
    expect((await exportData(token, { format: '1', answer: second })).status).toBe(200);
    // another user's captcha is not this user's concern
    expect((await exportData(await tokenFor(s, 'admin@juice-sh.op', 'admin123'))).status).toBe(200);
  });
});

test('GDPR Data Theft: admun@juice-sh.op masks like admin and is handed his orders', () =>
  withFreshShop(async (t) => {
    expect(t.shop.challenges.isSolved('dataExportChallenge')).toBe(false);
    const token = await registerAndLogIn(t, 'admun@juice-sh.op');
    const r = await exportData(token, undefined, t);
    expect(r.status).toBe(200);
    const data = JSON.parse(r.body.userData);
    expect(data.email).toBe('admun@juice-sh.op');
    expect(data.orders).toHaveLength(2);
    expect(data.orders[0].orderId.startsWith(md5('admin@juice-sh.op').slice(0, 4))).toBe(true);
    expect(t.shop.challenges.isSolved('dataExportChallenge')).toBe(true);
  }));
