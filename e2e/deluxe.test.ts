import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { challengeSolved, closeBrowser, open, SHOP, socketConnected, visitor } from './browser.ts';
import { keepLogin, tokenFor } from './customers.ts';

after(closeBrowser);

const json = { 'content-type': 'application/json' };

/** The Apple Juice card of the product grid: its price line. */
const applePrice = (page: Page) =>
  page
    .locator('#product-search-results article', { hasText: 'Apple Juice (1000ml)' })
    .locator('s, span[aria-label="Deluxe price"], span:text-matches("^[0-9.]+¤$")');

test('a customer finds the offer in the side menu: its price, three features, the parcels with the logo, and the way to payment', async () => {
  const token = await tokenFor('morty@juice-sh.op', 'focusOnScienceMorty!focusOnScience');
  const { page, context, errors } = await visitor();
  await open(page, '/search');
  await keepLogin(page, token);
  await open(page, '/search');
  await page.locator('#product-search-results article', { hasText: 'Apple Juice (1000ml)' }).waitFor();
  assert.deepEqual(await applePrice(page).allInnerTexts(), ['1.99¤']);

  // the side menu leads logged-in shoppers to the offer
  await page.getByRole('button', { name: 'Open side menu' }).click();
  await page.locator('#sidenav').getByRole('link', { name: 'Deluxe Membership' }).click();
  await page.waitForURL(`${SHOP}/deluxe-membership`);
  await page.getByRole('heading', { name: 'Deluxe Membership' }).waitFor();
  assert.equal(await page.locator('#membershipCost').innerText(), '49¤');
  for (const feature of ['Deals and offers', 'Free fast delivery', 'Unlimited purchase'])
    await page.getByRole('heading', { name: feature }).waitFor();
  // the parcels wear the configured logo
  assert.equal(await page.locator('svg image.decal').first().getAttribute('href'), '/assets/public/images/JuiceShop_Logo.svg');
  await page.getByRole('button', { name: 'Become a member' }).click();
  await page.waitForURL(`${SHOP}/payment/deluxe`);

  // paying there (and the deluxe prices after it) is walked through in the purchase e2e
  await page.getByTestId('amount-due').filter({ hasText: '49.00¤' }).waitFor();
  assert.equal(await challengeSolved('freeDeluxeChallenge'), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Cross-Site Imaging: a testDecal climbing to the redirect towards a cat solves it', async () => {
  const token = await tokenFor('jim@juice-sh.op', 'ncc-1701');
  const { page, context } = await visitor();
  await open(page, '/about');
  await keepLogin(page, token);
  const decal = '../../../redirect?to=https://cataas.com/cat?x=https://github.com/juice-shop/juice-shop';
  const connected = socketConnected(page);
  await page.goto(`${SHOP}/#/deluxe-membership?testDecal=${encodeURIComponent(decal)}`);
  await connected;
  await page.locator('.challenge-solved-toast', { hasText: 'Cross-Site Imaging' }).waitFor();
  // the parcels now ask the shop's redirect for their sticker
  assert.equal(await page.locator('svg image.decal').first().getAttribute('href'), `/assets/public/images/${decal}`);
  assert.equal(await challengeSolved('svgInjectionChallenge'), true);
  await context.close();
});

test('data export: the JSON document opens in a new window; a second export within minutes asks for the captcha', async () => {
  const email = `export-${Date.now()}@example.com`;
  await fetch(`${SHOP}/api/Users`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'export-me', passwordRepeat: 'export-me' }),
  });
  const token = await tokenFor(email, 'export-me');
  const { page, context, errors } = await visitor();
  await open(page, '/about');
  await keepLogin(page, token);
  await open(page, '/privacy-security/data-export');
  await page.getByRole('heading', { name: 'Request Data Export' }).waitFor();
  assert.equal(await page.locator('#captchaImage').count(), 0, 'no captcha for a first export');
  assert.equal(await page.locator('#submitButton').isDisabled(), true);
  assert.equal(await page.getByLabel('Export option PDF').isDisabled(), true);
  await page.getByLabel('Export option JSON').check();

  const opened = context.waitForEvent('page');
  await page.locator('#submitButton').click();
  const exported = await opened;
  await exported.waitForLoadState();
  const data = JSON.parse(await exported.locator('pre').first().innerText()) as { email: string; orders: unknown[] };
  assert.equal(data.email, email);
  assert.deepEqual(data.orders, []);
  await exported.close();
  await page.locator('.confirmation', { hasText: 'Your data export will open in a new Browser window.' }).waitFor();

  // exporting again right away: the captcha appears, and a wrong answer is refused with the server's message
  const image = page.locator('#captchaImage');
  await image.waitFor();
  assert.match((await image.getAttribute('src')) ?? '', /^data:image\/svg\+xml/);
  assert.equal(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), true);
  await page.getByLabel('Export option JSON').check();
  await page.locator('#captchaControl').fill('abc');
  assert.equal(await page.locator('#submitButton').isDisabled(), true, 'five characters are needed');
  await page.locator('#captchaControl').fill('zzzzz');
  await page.locator('#submitButton').click();
  await page.getByRole('alert').filter({ hasText: 'Wrong answer to CAPTCHA. Please try again.' }).waitFor();
  assert.equal(await page.locator('#captchaControl').inputValue(), '');
  assert.equal(await challengeSolved('dataExportChallenge'), false);
  assert.deepEqual(errors, []);
  await context.close();
});
