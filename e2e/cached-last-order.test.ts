import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { challengeSolved, closeBrowser, open, visitor } from './browser.ts';
import { keepLogin, newCustomer, tokenFor } from './customers.ts';

/**
 * Cached Last Order (sharedRenderCacheChallenge): the last-order panel above the order history is
 * cached without the viewer in its key, so anybody may see the order of whoever filled it. The
 * challenge counts only a browser that saw two customers' orders that way: a player switching
 * accounts, not two customers on two computers (each a browser context of its own here).
 */

after(closeBrowser);

const ADMIN = { email: 'admin@juice-sh.op', password: 'admin123' };
const JIM = { email: 'jim@juice-sh.op', password: 'ncc-1701' };

/** Opens the order history as the page's logged-in customer; resolves with the panel's text once the history's own data has come too. */
async function orderHistory(page: Page) {
  const data = page.waitForResponse((r) => new URL(r.url()).pathname === '/rest/order-history' && r.status() === 200);
  await open(page, '/order-history');
  await data;
  const panel = page.locator('#last-order');
  return (await panel.count()) ? panel.innerText() : '';
}

const orderIdIn = (text: string) => text.match(/[0-9a-f]{4}-[0-9a-f]{16}/)?.[0];

test('two honest customers on two computers, within the minute: the second is shown the cached order, and nothing is solved', async () => {
  const first = await visitor();
  await open(first.page, '/');
  await keepLogin(first.page, await tokenFor(ADMIN.email, ADMIN.password));
  const adminsPanel = await orderHistory(first.page);
  const adminsOrder = orderIdIn(adminsPanel);
  assert.ok(adminsOrder, 'the admin sees their last order');

  const second = await visitor();
  await open(second.page, '/');
  await keepLogin(second.page, await tokenFor(JIM.email, JIM.password));
  // twice: the second visit carries this browser's own cookie, with jim's mark only
  for (let visit = 0; visit < 2; visit++) assert.equal(orderIdIn(await orderHistory(second.page)), adminsOrder);
  assert.equal(await challengeSolved('sharedRenderCacheChallenge'), false);
  await first.context.close();
  await second.context.close();
});

test("Cached Last Order: one browser, one customer then another, within the minute: the second account is shown the first one's order, and that solves it", async () => {
  // German: a cache entry of its own (the key is the language), filled by this test's first visit
  const { page, context } = await visitor({ cookies: [{ name: 'language', value: 'de_DE' }] });
  await open(page, '/');
  await keepLogin(page, await tokenFor(ADMIN.email, ADMIN.password));
  const adminsOrder = orderIdIn(await orderHistory(page));
  assert.ok(adminsOrder, 'the admin sees their last order');
  assert.equal(await challengeSolved('sharedRenderCacheChallenge'), false);

  const stranger = await newCustomer('cache-peeker');
  await keepLogin(page, await tokenFor(stranger.email, stranger.password));
  assert.equal(orderIdIn(await orderHistory(page)), adminsOrder);
  assert.equal(await challengeSolved('sharedRenderCacheChallenge'), true);
  await context.close();
});
