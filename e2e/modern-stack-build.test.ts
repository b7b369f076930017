import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, test } from 'node:test';
import { challengeSolved, closeBrowser, open, SHOP, visitor } from './browser.ts';
import { GAME_INTERNALS } from '../scripts/server-source-maps.ts';
import { signedInCustomer } from './customers.ts';

after(closeBrowser);

type ChallengeJson = { key: string; name: string; tags: string | null };

test('the score board filtered by the Modern Stack tag shows exactly the Modern Stack challenges', async () => {
  const all: ChallengeJson[] = (await (await fetch(`${SHOP}/api/Challenges`)).json()).data;
  const modern = all.filter((c) => c.tags?.split(',').includes('Modern Stack')).map((c) => c.name);
  assert.ok(modern.includes('Public Build Secret') && modern.includes('Server Source Maps'));

  const { page, context } = await visitor();
  await page.goto(`${SHOP}/score-board`);
  await page.waitForSelector('#score-board[data-live]');
  await page.locator('#tag-filter [data-part="trigger"]').click();
  await page.getByRole('option', { name: 'Modern Stack' }).click();
  await page.keyboard.press('Escape');
  await page.waitForURL(/tags=Modern(\+|%20)Stack/);
  const names = await page.locator('#challenge-cards article h3, #challenge-cards article [role="heading"]').allInnerTexts();
  assert.deepEqual(names.map((n) => n.trim()).sort(), [...modern].sort());
  await context.close();
});

test("Public Build Secret: the webhook secret read from the payment screen's script signs a notification the shop accepts", async () => {
  const { page, context } = await visitor();
  const scripts: string[] = [];
  page.on('response', async (res) => {
    if (res.url().endsWith('.js')) scripts.push(await res.text().catch(() => ''));
  });
  await signedInCustomer(page, 'build-secret');
  await open(page, '/saved-payment-methods');
  await page.locator('#payment-provider').waitFor({ state: 'attached' });
  // an honest customer on the payment screens solves nothing
  assert.equal(await challengeSolved('publicEnvSecretChallenge'), false);

  // what a player finds searching the loaded chunks for the provider's settings
  const settings = scripts
    .map((js) =>
      js.match(
        /webhookPath:\s*[`'"]([^`'"]+)[`'"],\s*webhookSignatureHeader:\s*[`'"]([^`'"]+)[`'"],\s*webhookSecret:\s*[`'"]([^`'"]+)[`'"]/,
      ),
    )
    .find(Boolean);
  assert.ok(settings, "the payment screen's script carries the provider settings");
  const [, webhookPath, header, secret] = settings;

  // the player's own order, placed over the API: its id and total, as the order history shows them
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const bid = await page.evaluate(() => sessionStorage.getItem('bid'));
  const headers = { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` };
  const add = await fetch(`${SHOP}/api/BasketItems/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ProductId: 1, BasketId: bid, quantity: 1 }),
  });
  assert.equal(add.status, 200);
  const checkout = await fetch(`${SHOP}/rest/basket/${bid}/checkout`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      couponData: Buffer.from('null').toString('base64'),
      orderDetails: { addressId: '1', deliveryMethodId: '1', paymentId: '1' },
    }),
  });
  assert.equal(checkout.status, 200);
  const history = (await (await fetch(`${SHOP}/rest/order-history`, { headers })).json()) as {
    data: Array<{ orderId: string; totalPrice: number }>;
  };
  const [order] = history.data;
  assert.ok(order);
  await context.close();
  const post = (body: string, signature?: string) =>
    fetch(`${SHOP}${webhookPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { [header!]: signature } : {}) },
      body,
    });
  const sign = (body: string) => createHmac('sha256', secret!).update(body).digest('hex');

  const body = JSON.stringify({ type: 'payment.succeeded', data: { orderId: order.orderId, amount: order.totalPrice, currency: 'USD' } });
  assert.equal((await post(body)).status, 401);
  // signed junk is a bad event, which says what a payment notification holds
  const junk = JSON.stringify({ hello: 'world' });
  const refused = await post(junk, sign(junk));
  assert.equal(refused.status, 400);
  assert.match(((await refused.json()) as { error: string }).error, /"type":"payment\.succeeded","data":\{"orderId"/);
  assert.equal(await challengeSolved('publicEnvSecretChallenge'), false);

  const accepted = await post(body, sign(body));
  assert.equal(accepted.status, 200);
  assert.equal(await challengeSolved('publicEnvSecretChallenge'), true);
});

test("Server Source Maps: a bundle named in an error page's stack trace has its map published, with the server's source", async () => {
  assert.equal(await challengeSolved('serverSourceMapChallenge'), false);
  const errorPage = await (await fetch(`${SHOP}/rest/no-such-endpoint`, { headers: { accept: 'text/html' } })).text();
  const bundle = errorPage.match(/dist\/server\/assets\/([\w.-]+\.js):\d+/)?.[1];
  assert.ok(bundle, 'the stack trace names a server bundle');

  // the browser's bundles have no maps: the address falls through to the shop's page
  const clientMap = await fetch(`${SHOP}/assets/${bundle}.map`);
  assert.doesNotMatch(await clientMap.text(), /"sourcesContent"/);
  assert.equal(await challengeSolved('serverSourceMapChallenge'), false);

  const res = await fetch(`${SHOP}/assets/server/${bundle}.map`);
  assert.equal(res.status, 200);
  const map = (await res.json()) as { sources: string[]; sourcesContent: string[] };
  // a server source the map carries (the game's scoring is left out of it, whichever file comes first in the bundle)
  const serverSource = map.sources.findIndex((s, i) => s.includes('src/server/') && map.sourcesContent[i]);
  assert.ok(serverSource >= 0, "the map covers the server's own source files");
  assert.match(map.sourcesContent[serverSource] ?? '', /\bexport\b/);
  // what the server reads at run time (keys, seed, configuration) is not in the maps
  assert.ok(!map.sources.some((s) => s.includes('/private/')));
  // nor how the game scores: the build left those sources out of the published maps
  assert.ok(
    map.sourcesContent.some((s) => s === null),
    'some sources are left out',
  );
  assert.ok(!map.sourcesContent.some((s) => s && GAME_INTERNALS.test(s)), "no source of the game's scoring");
  assert.equal(await challengeSolved('serverSourceMapChallenge'), true);
});
