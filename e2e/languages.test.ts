// e2e-preset: e2e
// The shop in other languages: right to left for Arabic, the first HTML already in the cookie's
// language, and screens read in Japanese and German. The screens' words come from the
// translations themselves, so the test follows whatever each language says.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { after, test } from 'node:test';
import { de as deAccounts } from '../src/lib/i18n/messages/accounts.ts';
import { de as deShop } from '../src/lib/i18n/messages/shop.ts';
import { translation as ar } from '../src/lib/i18n/locales/ar_SA.ts';
import { translation as ja } from '../src/lib/i18n/locales/ja_JP.ts';
import { translation as ptBR } from '../src/lib/i18n/locales/pt_BR.ts';
import { closeBrowser, open, SHOP, visitor } from './browser.ts';

after(closeBrowser);

const JIM = { email: 'jim@juice-sh.op', password: 'ncc-1701' };

test('Arabic from the language menu: right to left, the side menu on the right, and an order placed', async () => {
  const { page, context, errors } = await visitor();
  await open(page, '/search');
  await page.locator('#navbarLanguageButton').click();
  await page.getByRole('searchbox').fill('ar_SA');
  await page.getByRole('menuitem').filter({ hasText: 'العربية' }).click();
  await page.locator('html[dir="rtl"][lang="ar-SA"]').waitFor();
  await page.getByRole('heading', { name: ar.TITLE_ALL_PRODUCTS }).waitFor();
  // prices in the locale's digits, the sign after the amount: Apple Juice's 1.99
  await page.locator('#product-search-results .item-price').getByText('١٫٩٩¤', { exact: true }).first().waitFor();
  // the side menu slides in from the right edge
  await page.getByRole('button', { name: ar.OPEN_SIDENAV }).click();
  await page.locator('mat-sidenav:not([aria-hidden])').waitFor();
  await page.waitForFunction(() => {
    const box = document.querySelector('mat-sidenav')?.getBoundingClientRect();
    return !!box && Math.abs(box.right - document.documentElement.clientWidth) < 1;
  });
  await page.keyboard.press('Escape');

  // an order, in Arabic: log in, a product into the basket, checkout with Jim's saved address and card
  await open(page, '/login');
  await page.locator('#email').fill(JIM.email);
  await page.locator('#password').fill(JIM.password);
  await page.locator('#loginButton').click();
  await page.waitForURL(/\/search$/);
  await page.locator('#product-search-results article').first().getByRole('button', { name: ar.ADD_TO_BASKET }).click();
  await open(page, '/basket');
  await page.locator('#checkoutButton').click();
  await page.waitForURL(/\/address\/select$/);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: ar.PROCEED_TO_PAYMENT_SELECTION }).click();
  await page.waitForURL(/\/delivery-method$/);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: ar.PROCEED_TO_DELIVERY_METHOD_SELECTION }).click();
  await page.waitForURL(/\/payment\/shop$/);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: ar.PROCEED_TO_REVIEW }).click();
  await page.waitForURL(/\/order-summary$/);
  await page.getByRole('button', { name: ar.COMPLETE_PURCHASE }).click();
  await page.getByRole('heading', { name: ar.THANKS_FOR_PURCHASE }).waitFor();
  assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
  assert.deepEqual(errors, []);
  await context.close();
});

test("a language cookie set by hand to upstream's key renders the first HTML in that language", async () => {
  const html = await (await fetch(`${SHOP}/search`, { headers: { cookie: 'language=pt_BR' } })).text();
  assert.match(html, /<html lang="pt-BR" dir="ltr"/);
  assert.ok(html.includes(`>${ptBR.TITLE_ALL_PRODUCTS}<`), 'the heading in Portuguese from the first byte');
  assert.ok(!html.includes('>All Products<'));
});

// each language's coding challenge its own (a shop counts a challenge's misses, and the hints follow
// the count): one opened by a file download, one by the score board's visit
for (const [key, words, applePrice, codingKey, codingSearch] of [
  ['ja_JP', ja, '1.99¤', 'directoryListingChallenge', 'Confidential'],
  ['de_DE', { ...deShop, ...deAccounts }, '1,99¤', 'scoreBoardChallenge', 'Score Board'],
] as const) {
  test(`${key}: the search heading, a price, a validation message and a challenge description in that language`, async () => {
    const { page, context } = await visitor({ cookies: [{ name: 'language', value: key }] });
    await open(page, '/search?q=apple');
    await page.getByRole('heading', { name: words.TITLE_SEARCH_RESULTS }).waitFor();
    await page.locator('#product-search-results .item-price').getByText(applePrice, { exact: true }).first().waitFor();
    // the login form's validation, after a field was left empty
    await open(page, '/login');
    await page.locator('#email').fill('x');
    await page.locator('#email').fill('');
    await page.locator('#password').focus();
    await page.getByText(words.MANDATORY_EMAIL as string).waitFor();
    // a challenge's description on the score board, from the catalogue's translation (its markup stripped)
    const catalogue = load(readFileSync(`private/i18n/challenges/${key}.yml`, 'utf8')) as Record<string, { description: string }>;
    await open(page, '/score-board');
    const description = catalogue.scoreBoardChallenge!.description.replace(/<[^>]+>/g, '');
    await page.locator('article[data-key="scoreBoardChallenge"]', { hasText: description }).waitFor();
    // a coding challenge's hint, after two misses, from the coding texts' translation
    if (codingKey === 'directoryListingChallenge') await (await fetch(`${SHOP}/ftp/acquisitions.md`)).arrayBuffer();
    const coding = load(readFileSync(`private/i18n/codefixes/${key}.yml`, 'utf8')) as Record<string, { hints: string[] }>;
    await open(page, `/score-board?searchQuery=${encodeURIComponent(codingSearch)}`);
    await page.locator('#score-board[data-live]').waitFor();
    await page.locator(`[id="${codingKey}.codingChallengeButton"]`).click();
    const dialog = page.locator('#coding-challenge-dialog');
    await dialog.locator('button[data-line="2"]').click(); // a line that is not enough on its own
    for (let miss = 0; miss < 2; miss++) {
      await page.locator('#code-submit').click();
      await dialog.locator('[data-outcome="wrong"]').waitFor();
    }
    await dialog.locator('#find-it-hint', { hasText: coding[codingKey]!.hints[0] }).waitFor();
    await context.close();
  });
}

test("Burmese numbers after hydration are the server's: the browser is handed the locale's digits, whatever its own Intl knows", async () => {
  const { page, context, errors } = await visitor({ cookies: [{ name: 'language', value: 'my_MM' }] });
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  await open(page, '/search?q=apple');
  await page.locator('#product-search-results .item-price').getByText('၁.၉၉¤', { exact: true }).first().waitFor();
  // a search made on the loaded page renders its cards in the browser alone
  await page.locator('#searchQuery').click();
  await page.locator('#searchQuery input').fill('banana');
  await page.keyboard.press('Enter');
  await page.locator('#product-search-results mat-card', { hasText: 'Banana Juice' }).getByText('၁.၉၉¤', { exact: true }).waitFor();
  assert.deepEqual(errors, []);
  assert.deepEqual(
    consoleErrors.filter((e) => /hydrat|did not match/i.test(e)),
    [],
  );
  await context.close();
});

test('Arabic: the customer feedback carousel runs right to left, its next arrow on the left', async () => {
  const { page, context, errors } = await visitor({ cookies: [{ name: 'language', value: 'ar_SA' }] });
  await open(page, '/about');
  const root = page.locator('[data-scope="carousel"][data-part="root"]');
  assert.equal(await root.getAttribute('dir'), 'rtl');
  const next = page.locator('[data-scope="carousel"][data-part="next-trigger"]');
  const [rootBox, nextBox] = [await root.boundingBox(), await next.boundingBox()];
  assert.ok(rootBox && nextBox && nextBox.x + nextBox.width / 2 < rootBox.x + rootBox.width / 2, 'the next arrow on the left half');
  await next.click();
  await page.locator('[data-scope="carousel"][data-part="item"][data-index="1"][data-inview]').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});
