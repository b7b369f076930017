import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { challengeSolved, closeBrowser, open, SHOP, visitor } from './browser.ts';
import { logIn, newCustomer, snackbar } from './customers.ts';

after(closeBrowser);

/** The number the navbar's basket button shows. */
const basketCount = (page: Page) => page.getByRole('link', { name: 'Show the shopping cart' }).locator('span').last();

/** Prices as the shop's REST search answers them. */
async function prices() {
  const { data } = (await (await fetch(`${SHOP}/rest/products/search?q=`)).json()) as { data: Array<{ name: string; price: number }> };
  return new Map(data.map((p) => [p.name, p.price]));
}

test('a shopper adds three products from the grid, changes a quantity and removes one in the basket, and goes to checkout', async () => {
  const customer = await newCustomer('basket');
  const { page, context, errors } = await visitor();
  await logIn(page, customer);
  await basketCount(page).filter({ hasText: /^0$/ }).waitFor();

  const cards = page.locator('#product-search-results article');
  const names: string[] = [];
  for (let i = 0; names.length < 3; i++) {
    const card = cards.nth(i);
    if ((await card.getByText(/sold out/i).count()) > 0) continue;
    const name = await card.locator('button > span').first().innerText();
    await card.getByRole('button', { name: 'Add to Basket' }).click();
    await snackbar(page, `Placed ${name} into your basket.`);
    names.push(name);
    await basketCount(page)
      .filter({ hasText: new RegExp(`^${names.length}$`) })
      .waitFor();
  }
  const [first, second, third] = names as [string, string, string];
  await cards.filter({ hasText: first }).getByRole('button', { name: 'Add to Basket' }).click();
  await snackbar(page, `Added another ${first} to your basket.`);
  await basketCount(page).filter({ hasText: /^4$/ }).waitFor();

  await page.getByRole('link', { name: 'Show the shopping cart' }).click();
  await page.waitForURL(/\/basket$/);
  await page.getByRole('heading', { name: `Your Basket (${customer.email})` }).waitFor();
  const lines = page.getByRole('list', { name: 'Your Basket' }).getByRole('listitem');
  await lines.nth(names.length - 1).waitFor(); // the basket's lines load after its heading
  assert.deepEqual(await lines.evaluateAll((items) => items.map((row) => row.querySelector('.cdk-column-product')?.textContent)), names);

  await page.getByRole('button', { name: `One ${first} more` }).click();
  await lines.filter({ hasText: first }).locator('output').filter({ hasText: /^3$/ }).waitFor();
  await basketCount(page).filter({ hasText: /^5$/ }).waitFor();
  await page.getByRole('button', { name: `One ${first} less` }).click();
  await lines.filter({ hasText: first }).locator('output').filter({ hasText: /^2$/ }).waitFor();
  await page.getByRole('button', { name: `Remove ${second} from the basket` }).click();
  await lines.filter({ hasText: second }).waitFor({ state: 'detached' });
  assert.equal(await lines.count(), 2);
  await basketCount(page).filter({ hasText: /^3$/ }).waitFor();

  const price = await prices();
  const total = price.get(first)! * 2 + price.get(third)!;
  await page
    .locator('#price')
    .filter({ hasText: `Total Price: ${total.toFixed(2)}¤` })
    .waitFor();
  const bonus = Math.round(price.get(first)! / 10) * 2 + Math.round(price.get(third)! / 10);
  await page.getByText(`You will gain ${bonus} Bonus Points from this order!`).waitFor();
  // the payment step reads the item total from here, as upstream's does
  assert.equal(Number(await page.evaluate(() => sessionStorage.getItem('itemTotal'))), total);

  await page.locator('#checkoutButton').click();
  await page.waitForURL(/\/address\/select$/);
  assert.equal(await challengeSolved('basketManipulateChallenge'), false);
  assert.equal(await challengeSolved('errorHandlingChallenge'), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an empty basket says so and cannot be checked out; the details dialog adds to the basket too (phone width)', async () => {
  const customer = await newCustomer('basket');
  const { page, context, errors } = await visitor({ width: 390, height: 844 });
  await logIn(page, customer);
  await open(page, '/basket');
  await page.getByText('Your basket is empty.').waitFor();
  assert.equal(await page.locator('#checkoutButton').isDisabled(), true);

  await open(page, '/search');
  const card = page.locator('#product-search-results article').first();
  const name = await card.locator('button > span').first().innerText();
  await card.getByRole('button', { name: `Details of ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Add to Basket' }).click();
  await snackbar(page, `Placed ${name} into your basket.`, { close: false });
  await page.keyboard.press('Escape');
  await open(page, '/basket');
  await page.getByRole('list', { name: 'Your Basket' }).getByText(name).waitFor();
  // a page load counts the basket afresh from the server
  await basketCount(page).filter({ hasText: /^1$/ }).waitFor();
  assert.equal(await page.locator('#checkoutButton').isDisabled(), false);
  assert.deepEqual(errors, []);
  await context.close();
});
