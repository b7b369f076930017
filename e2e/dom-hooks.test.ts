import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { closeBrowser, open, SHOP, visitor, languageEntry } from './browser.ts';
import { keepLogin, logIn, newCustomer, tokenFor } from './customers.ts';

/**
 * Public e2e suites written against upstream select by its Angular Material DOM: element names
 * (`mat-card`, `mat-row`, …) and classes (`.mat-mdc-menu-panel`, …). One test per family of those
 * hooks (SELECTORS.md lists them), each selecting exactly as such a suite does.
 */
after(closeBrowser);

const APPLE = 'Apple Juice (1000ml)';

/** The number the navbar's basket button shows. */
const basketCount = (page: Page) => page.getByRole('link', { name: 'Show the shopping cart' }).locator('span').last();

/** A new customer with one Apple Juice in the basket (over the API). */
async function customerWithApple(label: string) {
  const customer = await newCustomer(label);
  const login = await fetch(`${SHOP}/rest/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(customer),
  });
  const { token, bid } = (await login.json()).authentication as { token: string; bid: number };
  const { data } = await (await fetch(`${SHOP}/rest/products/search?q=${encodeURIComponent(APPLE)}`)).json();
  const res = await fetch(`${SHOP}/api/BasketItems/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ProductId: data[0].id, BasketId: String(bid), quantity: 1 }),
  });
  assert.equal(res.status, 200, await res.text());
  return customer;
}

test('a product card is a mat-card in a mat-grid-tile, its name in .info-box .name, its text "<name> <price>¤"', async () => {
  const { page, context, errors } = await visitor();
  await open(page, '/search');
  const card = page.locator('mat-grid-tile > mat-card').filter({ hasText: `${APPLE} 1.99¤` });
  assert.equal(await card.count(), 1);
  assert.equal(await card.locator('.info-box .name').innerText(), APPLE);
  assert.equal(await card.locator('.item-price').innerText(), '1.99¤');
  assert.equal(await page.locator('mat-card').count(), await page.locator('#product-search-results article').count());
  assert.deepEqual(errors, []);
  await context.close();
});

test('the product details dialog names its product in .info-box .name', async () => {
  const { page, context, errors } = await visitor();
  await open(page, '/search');
  await page
    .locator('mat-card')
    .filter({ hasText: APPLE })
    .getByRole('button', { name: new RegExp(APPLE.replace(/[()]/g, '\\$&')) })
    .click();
  const dialog = page.locator('.mat-mdc-dialog-container');
  await dialog.locator('mat-dialog-content .info-box .name', { hasText: APPLE }).waitFor();
  assert.equal(await dialog.locator('.item-price').innerText(), '1.99¤');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a basket row is a mat-row of mat-cells with the cdk-column classes of upstream basket columns', async () => {
  const customer = await customerWithApple('hooks');
  const { page, context, errors } = await visitor();
  await logIn(page, customer);
  await open(page, '/basket');
  const row = page.locator('mat-table mat-row').filter({ hasText: APPLE });
  await row.waitFor();
  assert.equal(await row.locator('mat-cell.cdk-column-product').innerText(), APPLE);
  assert.equal(await row.locator('mat-cell.mat-column-quantity > span').innerText(), '1');
  assert.equal(await row.locator('mat-cell.cdk-column-price').innerText(), '1.99¤');
  assert.equal(await row.locator('mat-cell.cdk-column-image img').count(), 1);
  // upstream's own suite removes an item this way
  await page.locator('.mat-mdc-cell.mat-column-remove > button').first().click();
  await row.waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the order summary lists the basket in mat-rows, the quantity in mat-cell.mat-column-quantity > span', async () => {
  const customer = await customerWithApple('summary-hooks');
  const { page, context, errors } = await visitor();
  await logIn(page, customer);
  await open(page, '/order-summary');
  // as upstream's own suite reads the quantity a tampered basket item shows before Payback Time
  const quantity = page.locator('mat-cell.mat-column-quantity > span').first();
  await quantity.waitFor();
  assert.equal(await quantity.innerText(), '1');
  const row = page.locator('#app-purchase-basket mat-table > mat-row').filter({ hasText: APPLE });
  assert.equal(await row.locator('mat-cell.mat-column-product').innerText(), APPLE);
  assert.equal(await row.locator('mat-cell.mat-column-price').innerText(), '1.99¤');
  assert.equal(await page.locator('#app-purchase-basket mat-header-row > mat-header-cell').count(), 4);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the staff tables are mat-tables: header cells and cells with their column classes, in upstream block classes', async () => {
  const { page, context, errors } = await visitor();
  await open(page, '/403');
  await keepLogin(page, await tokenFor('admin@juice-sh.op', 'admin123'));
  await open(page, '/administration');
  const feedback = page.locator('.customer-table > .mat-mdc-table');
  await feedback.locator('mat-row').first().waitFor();
  assert.deepEqual(
    await feedback
      .locator('mat-header-row > mat-header-cell')
      .evaluateAll((cells) => cells.map((c) => c.className.match(/cdk-column-(\S+)/)?.[1])),
    ['user', 'comment', 'rating', 'remove'],
  );
  // the second child of the table is its first row: the header row comes first, as upstream's
  assert.equal(await feedback.locator(':nth-child(2) > .cdk-column-user').innerText(), '1');
  assert.equal(
    await page.locator('.customer-table .mat-mdc-cell.mat-column-remove > button').count(),
    await feedback.locator('mat-row').count(),
  );
  const users = page.locator('.user-table > .mat-mdc-table');
  await users.locator('mat-row .cdk-column-email', { hasText: 'admin@juice-sh.op' }).waitFor();
  assert.ok((await users.locator('mat-row .cdk-column-user_detail > button').count()) > 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an open menu is a .mat-mdc-menu-panel, and only while it is open', async () => {
  const { page, context, errors } = await visitor();
  await open(page, '/search');
  await page.locator('#navbarAccount').click();
  const panel = page.locator('.mat-mdc-menu-panel');
  await panel.locator('#navbarLoginButton').waitFor();
  assert.equal(await panel.count(), 1);
  assert.equal(await panel.locator('.mat-mdc-menu-item').count(), 1);
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });

  await page.locator('#navbarLanguageButton').click();
  await languageEntry(page, 'Deutsch', page.locator('.mat-mdc-menu-panel')).waitFor();
  assert.equal(await page.locator('.mat-mdc-menu-panel').count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a snackbar says its message in .mat-mdc-snack-bar-label.mdc-snackbar__label', async () => {
  const customer = await newCustomer('hooks');
  const { page, context, errors } = await visitor();
  await logIn(page, customer);
  await page.locator('mat-card').filter({ hasText: APPLE }).getByRole('button', { name: 'Add to Basket' }).click();
  const label = page.locator('mat-snack-bar-container .mat-mdc-snack-bar-label.mdc-snackbar__label');
  await label.filter({ hasText: `Placed ${APPLE} into your basket.` }).waitFor();
  assert.equal(await label.innerText(), `Placed ${APPLE} into your basket.`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the navbar is a mat-toolbar, the side menu a mat-sidenav, the first-visit banner an app-welcome-banner', async () => {
  const { page, context, errors } = await visitor({ returning: false });
  await open(page, '/search');
  const banner = page.locator('app-welcome-banner');
  await banner.waitFor();
  await banner.locator('button.close-dialog').click();
  await banner.waitFor({ state: 'hidden' });
  await page.locator('.cc-window .cc-btn.cc-dismiss').click();
  await page.locator('.cc-window').waitFor({ state: 'detached' });

  const toolbar = page.locator('header mat-toolbar');
  assert.equal(await toolbar.locator('#navbarAccount').count(), 1);
  assert.equal(await toolbar.locator('app-mat-search-bar').count(), 1);
  await toolbar.getByRole('button', { name: 'Open side menu' }).click();
  const sidenav = page.locator('mat-sidenav');
  await sidenav.getByRole('link', { name: 'About Us' }).waitFor();
  await sidenav.locator('mat-nav-list').getByRole('link', { name: 'Photo Wall' }).click();
  await page.waitForURL(/\/photo-wall$/);
  // following a link closes it (slid out of view and hidden from assistive technology)
  await page.locator('mat-sidenav[aria-hidden="true"]').waitFor({ state: 'attached' });
  assert.equal(await sidenav.getByRole('link', { name: 'About Us' }).count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the coding challenge dialog shows the find-it code in #code-area', async () => {
  // the Confidential Document challenge, solved: its coding challenge opens
  await (await fetch(`${SHOP}/ftp/acquisitions.md`)).arrayBuffer();
  const { page, context, errors } = await visitor();
  await page.goto(`${SHOP}/score-board?searchQuery=Confidential`);
  await page.waitForSelector('#score-board[data-live]');
  await page.locator('[id="directoryListingChallenge.codingChallengeButton"]').click();
  await page.getByRole('tab', { name: /Find it/ }).click();
  const code = page.locator('#code-area');
  await code.locator('button[data-line="1"]').waitFor();
  assert.match(await code.innerText(), /ftp/);
  assert.equal(await code.locator('#code-snippet').count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone the side menu has the account section: login, or profile, orders, privacy and logout', async () => {
  const { page, context, errors } = await visitor({ width: 390, height: 844 });
  await open(page, '/search');
  await page.getByRole('button', { name: 'Open side menu' }).click();
  const account = page.locator('mat-sidenav').getByRole('region', { name: 'Account' });
  await account.getByRole('link', { name: 'Login' }).click();
  await page.waitForURL(/\/login$/);

  const customer = await newCustomer('sidenav');
  await logIn(page, customer);
  await page.getByRole('button', { name: 'Open side menu' }).click();
  await account.getByRole('link', { name: `Go to your profile (${customer.email})` }).waitFor();
  assert.equal(await account.getByRole('link', { name: 'Order History' }).count(), 0, 'the submenu starts closed');
  await account.getByRole('button', { name: 'Orders & Payment' }).click();
  await account.getByRole('link', { name: 'Order History' }).click();
  await page.waitForURL(/\/order-history$/);
  await page.getByRole('button', { name: 'Open side menu' }).click();
  await account.getByRole('button', { name: 'Privacy & Security' }).click();
  await account.getByRole('link', { name: 'Change Password' }).waitFor();
  await account.getByRole('button', { name: 'Logout' }).click();
  await page.waitForFunction(() => localStorage.getItem('token') === null);
  await page.getByRole('button', { name: 'Open side menu' }).click();
  await account.getByRole('link', { name: 'Login' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a desktop the side menu leaves the account to the navbar menu', async () => {
  const { page, context } = await visitor({ width: 1280 });
  await open(page, '/search');
  await page.getByRole('button', { name: 'Open side menu' }).click();
  const sidenav = page.locator('mat-sidenav');
  await sidenav.getByRole('link', { name: 'About Us' }).waitFor();
  await sidenav.locator('section').first().waitFor({ state: 'attached' });
  assert.equal(await sidenav.getByRole('link', { name: 'Login' }).count(), 0);
  await context.close();
});

test('on a phone a staff table scrolls sideways inside its panel, and a clamped comment keeps its whole text in its title', async () => {
  const { page, context, errors } = await visitor({ width: 390, height: 844 });
  await open(page, '/403');
  await keepLogin(page, await tokenFor('admin@juice-sh.op', 'admin123'));
  await open(page, '/administration');
  const scroller = page.locator('.customer-table');
  await scroller.locator('mat-row').first().waitFor();
  const box = await scroller.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
    overflow: getComputedStyle(el).overflowX,
  }));
  assert.equal(box.overflow, 'auto');
  assert.ok(box.scroll > box.client, `the table (${box.scroll} px) is wider than its panel (${box.client} px) and scrolls`);
  // the page itself does not scroll sideways
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
  const { data } = await (
    await fetch(`${SHOP}/api/Feedbacks/`, { headers: { authorization: `Bearer ${await tokenFor('admin@juice-sh.op', 'admin123')}` } })
  ).json();
  const longest = (data as Array<{ id: number; comment: string }>).find((f) => f.comment.length > 120)!;
  const comment = scroller.locator(`mat-row[data-feedback-id="${longest.id}"] .cdk-column-comment button`);
  assert.equal(await comment.getAttribute('title'), longest.comment.replace(/<[^>]*>?/g, '').trim());
  const clamp = await comment
    .locator('span')
    .evaluate((el) => ({ clipped: el.scrollHeight > el.clientHeight, ellipsis: getComputedStyle(el).webkitLineClamp }));
  assert.ok(clamp.clipped, 'the long comment is clamped');
  assert.equal(clamp.ellipsis, '3');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a failed login through the identity provider empties the basket badge along with the login', async () => {
  const customer = await customerWithApple('badge');
  const { page, context } = await visitor();
  await logIn(page, customer);
  await basketCount(page).filter({ hasText: /^1$/ }).waitFor();
  await open(page, '/#access_token=nobody-knows-this');
  await page.waitForURL(/\/login$/);
  await page.waitForFunction(() => localStorage.getItem('token') === null);
  await basketCount(page).filter({ hasText: /^0$/ }).waitFor();
  await context.close();
});
