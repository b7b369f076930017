// e2e-preset: tutorial
// The Streamed Staff Secret tutorial from its address to the solve: the player lets the shop
// fetch the product grid's RSC payload (About Us, then the logo), reads the staff coupon in it as
// the Network tab shows it, logs in and redeems it at the payment step, as the bubbles say.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { closeBrowser, open, SHOP, visitor } from './browser.ts';
import { logIn, newCustomer } from './customers.ts';
import { bubble, stepOf, expectFinished } from './instructor.ts';

after(closeBrowser);

const STEPS = [
  { text: /rendered on the server by a React Server Component/, target: '#product-search-results' },
  { text: /Type RSC into the Network filter box/, target: '#homeButton' },
  { text: /Watch for a request to \/RSC\/R\/search\.txt/, target: '#homeButton' },
  { text: /Search it \(Ctrl\+F\) for "coupon"/, target: '#product-search-results' },
  { text: /you need to be logged in/, target: '#navbarAccount' },
  { text: /The coupon field is on the payment step of the checkout/, target: 'a[href="/basket"]' },
  { text: /paste the code you found into the field and click Redeem/, target: '#collapseCouponElement' },
  { text: /Whatever a server component passes to a client component is public/, target: '#collapseCouponElement' },
];
const expectStep = stepOf(STEPS);

test('Streamed Staff Secret: from the address to the redeemed staff coupon, following the bubbles', async () => {
  const { page, context, errors } = await visitor();
  // what the Network tab shows: the answers to the server components' requests
  const payloads: Promise<string>[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/RSC/R/search.txt') payloads.push(r.text());
  });
  await open(page, '/hacking-instructor?challenge=Streamed%20Staff%20Secret');
  await expectStep(page, 1);
  await bubble(page).dblclick();
  await expectStep(page, 2);
  await bubble(page).dblclick();
  await expectStep(page, 3);
  // another page, then back to the grid by the logo: the grid's payload is fetched
  await page.getByRole('button', { name: 'Open side menu' }).click();
  await page.getByRole('link', { name: 'About Us' }).click();
  await page.waitForURL(/\/about$/);
  await page.locator('#homeButton').click();
  await expectStep(page, 4);
  assert.ok(payloads.length > 0, 'the grid was fetched as an RSC payload');
  const found = (await payloads.at(-1))!.match(/"coupon":"([^"]+)"/);
  assert.ok(found, 'the payload carries a coupon');
  const coupon = found[1]!;
  await bubble(page).dblclick();
  await expectStep(page, 5);
  await logIn(page, await newCustomer('rsc-tutorial'));
  await expectStep(page, 6);
  // the shortcut the bubble offers: the payment page's address
  await page.goto(`${SHOP}/payment/shop`);
  await expectStep(page, 7);
  await bubble(page).dblclick();
  await page.locator('#hacking-instructor', { hasText: /it cannot be skipped/ }).waitFor();
  await page.locator('#collapseCouponElement summary').click();
  await page.locator('#coupon').fill(coupon);
  await page.locator('#applyCouponButton').click();
  await expectFinished(page, expectStep, 8, { name: 'Streamed Staff Secret', key: 'rscPayloadLeakChallenge' });
  assert.deepEqual(errors, []);
  await context.close();
});
