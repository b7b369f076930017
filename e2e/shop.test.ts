import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { challengeSolved, closeBrowser, open, SHOP, socketConnected, visitor, languageEntry } from './browser.ts';

after(closeBrowser);

test('the first HTML of /search already holds the first 12 products', async () => {
  const html = await (await fetch(`${SHOP}/search`)).text();
  assert.match(html, /Apple Juice \(1000ml\)/);
  assert.equal((html.match(/<article/g) ?? []).length, 12);
});

test('a first visit shows the welcome banner and cookie notice; dismissed they stay away', async () => {
  const { page, context, errors } = await visitor({ returning: false });
  await open(page, `/`);
  // both are decided while the shell hydrates: shown by the time it reports hydrated
  assert.equal(await page.getByRole('dialog').count(), 1);
  assert.equal(await page.getByRole('button', { name: 'dismiss cookie message' }).count(), 1);
  await page.getByRole('button', { name: 'Close Welcome Banner' }).click();
  await page.getByRole('button', { name: 'dismiss cookie message' }).click();
  await page.reload();
  await page.waitForSelector('html[data-hydrated]');
  assert.equal(await page.getByRole('dialog').count(), 0);
  assert.equal(await page.getByRole('button', { name: 'dismiss cookie message' }).count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('search through the search bar shows the results heading and the matching products', async () => {
  const { page, context } = await visitor();
  await open(page, `/search`);
  await page.locator('#searchQuery').click();
  await page.locator('app-mat-search-bar input').fill('apple');
  await page.locator('app-mat-search-bar input').press('Enter');
  await page.waitForURL(/\/search\?q=apple/);
  await page.locator('#searchValue', { hasText: 'apple' }).waitFor();
  const names = await page.locator('#product-search-results article').allInnerTexts();
  assert.ok(names.some((n) => n.includes('Apple Juice (1000ml)')));
  assert.ok(names.some((n) => n.includes('Apple Pomace')));
  assert.ok(!names.some((n) => n.includes('Banana Juice')));
  await page.locator('app-mat-search-bar input').fill('xyzzy');
  await page.locator('app-mat-search-bar input').press('Enter');
  await page.getByText('No results found').waitFor();
  await context.close();
});

test('the navbar keeps the element ids that public e2e suites look for', async () => {
  const { page, context } = await visitor();
  await open(page, `/search`);
  for (const id of ['homeButton', 'navbarAccount', 'navbarLanguageButton', 'searchQuery', 'product-search-fixture']) {
    assert.equal(await page.locator(`#${id}`).count(), 1, `#${id}`);
  }
  // the hacking instructor points at the search field through #product-search-fixture
  assert.equal(await page.locator('#searchQuery #product-search-fixture input').count(), 1);
  await page.locator('#navbarAccount').click();
  await page.locator('#navbarLoginButton').waitFor();
  await context.close();
});

test('the paginator pages through 12 at a time and offers bigger pages', async () => {
  const { page, context } = await visitor();
  await open(page, `/search`);
  const cards = page.locator('#product-search-results article');
  assert.equal(await cards.count(), 12);
  const first = await cards.first().innerText();
  await page.getByRole('link', { name: 'Next page' }).click();
  await page.waitForURL(/page=2/);
  assert.equal(await cards.count(), 12);
  assert.notEqual(await cards.first().innerText(), first);
  await page.getByText(/^13 – 24 of \d+$/).waitFor();
  await page.getByLabel('Items per page').selectOption('24');
  await page.waitForURL(/size=24/);
  await page.waitForFunction(() => document.querySelectorAll('#product-search-results article').length === 24);
  await context.close();
});

test('product details open in a dialog with description and reviews', async () => {
  const { page, context } = await visitor();
  await open(page, `/search?q=apple`);
  await page.getByRole('button', { name: 'Details of Apple Juice (1000ml)' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Apple Juice (1000ml)' }).waitFor();
  await dialog.getByText(/Reviews \(\d+\)/).waitFor();
  await dialog.locator('li').first().waitFor();
  assert.match(await dialog.innerText(), /1\.99¤/);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await context.close();
});

test('switching the language to German re-renders the shop and remembers it in a cookie', async () => {
  const { page, context } = await visitor();
  await open(page, `/search`);
  await page.locator('#navbarLanguageButton').click();
  // the menu opens under its button (top right), not in a corner of the page
  const button = (await page.locator('#navbarLanguageButton').boundingBox())!;
  const search = (await page.getByPlaceholder('Find a language').boundingBox())!;
  assert.ok(search.y > button.y && search.y - button.y < 200 && Math.abs(search.x - button.x) < 400, JSON.stringify({ button, search }));
  await page.getByPlaceholder('Find a language').fill('deu');
  // Swiss German matches the search too: the entry named exactly Deutsch
  await languageEntry(page, 'Deutsch').click();
  await page.getByRole('heading', { name: 'Alle Produkte' }).waitFor();
  await page.getByText('Die Sprache ist jetzt Deutsch.').waitFor();
  const cookies = await context.cookies();
  assert.equal(cookies.find((c) => c.name === 'language')?.value, 'de_DE');
  await page.reload();
  await page.waitForSelector('html[data-hydrated]');
  await page.getByRole('heading', { name: 'Alle Produkte' }).waitFor();
  await context.close();
});

test('legacy hash addresses land on the right screen', async () => {
  const { page, context } = await visitor();
  await open(page, `/#/search?q=apple`);
  await page.waitForURL(`${SHOP}/search?q=apple`);
  await page.locator('#searchValue', { hasText: 'apple' }).waitFor();
  await open(page, `/#/about`);
  await page.waitForURL(`${SHOP}/about`);
  await page.locator('#corporate-history').waitFor();
  await context.close();
});

test('about page: history, feedback slideshow with stars, social links', async () => {
  const { page, context } = await visitor();
  await open(page, `/about`);
  await page.locator('#customer-feedback #feedback-gallery').waitFor();
  assert.match(await page.locator('#feedback-gallery').innerText(), /★/);
  const before = await page.locator('#feedback-gallery p').first().innerText();
  await page.getByRole('button', { name: 'Next feedback' }).click();
  assert.notEqual(await page.locator('#feedback-gallery p').first().innerText(), before);
  assert.ok((await page.locator('#social-media a').count()) >= 3);
  await context.close();
});

test('privacy policy shows the configured name and solves the Privacy Policy challenge', async () => {
  const { page, context } = await visitor();
  // the page's padding image is what proves the visit
  const padding = page.waitForResponse((r) => r.url().endsWith('/assets/public/images/padding/81px.png'));
  await open(page, `/#/privacy-security/privacy-policy`);
  await page.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
  assert.match(await page.locator('article').innerText(), /OWASP Juice Shop/);
  assert.equal(await page.locator('.hot').count(), 5);
  await padding;
  assert.equal(await challengeSolved('privacyPolicyChallenge'), true);
  await context.close();
});

test('DOM XSS through the search runs the payload, solves the challenge and shows a live notification', async () => {
  const { page, context } = await visitor();
  let alerted = '';
  page.on('dialog', async (d) => {
    alerted = d.message();
    await d.dismiss();
  });
  await page.goto(`${SHOP}/#/search?q=${encodeURIComponent('<iframe src="javascript:alert(`xss`)">')}`);
  await page.locator('.challenge-solved-toast', { hasText: 'DOM XSS' }).waitFor();
  assert.equal(alerted, 'xss');
  assert.equal(await challengeSolved('localXssChallenge'), true);
  await context.close();
});

test('a notification arrives over socket.io when a challenge is solved elsewhere', async () => {
  const { page, context } = await visitor();
  const connected = socketConnected(page);
  await open(page, `/about`);
  await connected;
  await fetch(`${SHOP}/rest/products/search?q=${encodeURIComponent("apple'))")}`); // a verbose SQL error: Error Handling
  await page.locator('.challenge-solved-toast', { hasText: 'Error Handling' }).waitFor();
  await page.locator('.challenge-solved-toast', { hasText: 'Error Handling' }).locator('#closeButton').click();
  await page.locator('.challenge-solved-toast', { hasText: 'Error Handling' }).waitFor({ state: 'detached' });
  await context.close();
});

test('the forbidden page shows 403 and the message named in the address', async () => {
  const { page, context } = await visitor();
  await open(page, `/403?error=UNAUTHORIZED_ACCESS_ERROR`);
  await page.getByText('403', { exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Please log in to view this page.' }).waitFor();
  await context.close();
});

test('on a phone the side menu opens from the navbar and leads to the about page', async () => {
  const { page, context } = await visitor({ width: 390, height: 844 });
  await open(page, `/search`);
  await page.getByRole('button', { name: 'Open side menu' }).click();
  await page.locator('#sidenav').getByRole('link', { name: 'About Us' }).click();
  await page.waitForURL(`${SHOP}/about`);
  await page.locator('#corporate-history').waitFor();
  await context.close();
});
