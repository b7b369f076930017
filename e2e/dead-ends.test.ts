import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { closeBrowser, failedResponses, open, visitor } from './browser.ts';
import { shot, signedInCustomer } from './customers.ts';

after(closeBrowser);

/**
 * Addresses a new user can land on that once led nowhere: each now says what is wrong, inside the
 * shop's frame, with a way on, and asks the server nothing it cannot answer.
 */

test('editing an address that is not in the address book says so, with the way back to the addresses', async () => {
  const { page, context, errors } = await visitor();
  await signedInCustomer(page, 'dead-end-address');
  await open(page, '/address/edit/9999');
  await page.getByRole('alert').filter({ hasText: 'There is no address 9999 in your address book.' }).waitFor();
  // inside the shell, no form to fill and no endless loading
  await page.locator('#navbarAccount').waitFor();
  assert.equal(await page.locator('#address-form').count(), 0);
  assert.equal(await page.locator('[aria-busy="true"]').count(), 0);
  await shot(page, 'dead-ends-address-edit-unknown');
  await page.getByRole('link', { name: 'Back to your addresses' }).click();
  await page.waitForURL(/\/address\/saved$/);
  await page.getByText('No addresses saved yet. Add one to have your order delivered.').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('the order summary without a login asks to log in, instead of loading forever at 0.00', async () => {
  const { page, context, errors } = await visitor();
  const failed = failedResponses(page);
  await open(page, '/order-summary');
  const refusal = page.locator('section', { has: page.getByRole('heading', { name: 'Please log in to view this page.' }) });
  await refusal.waitFor();
  await page.locator('#navbarAccount').waitFor();
  assert.equal(await page.locator('#checkoutButton').count(), 0, 'no order to place');
  assert.equal(await page.getByText('0.00¤').count(), 0);
  await shot(page, 'dead-ends-order-summary-anonymous');
  await refusal.getByRole('link', { name: 'Login' }).click();
  await page.waitForURL(/\/login$/);
  assert.deepEqual(failed, []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('tracking without an order id asks the server nothing and says where tracking starts', async () => {
  const { page, context, errors } = await visitor();
  const failed = failedResponses(page);
  const tracking: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/rest/track-order')) tracking.push(r.url());
  });
  for (const path of ['/track-result', '/track-result/new', '/track-result?id=']) {
    await open(page, path);
    await page
      .getByText('Which order would you like to track? Open it from your order history, where each order has its tracking link.')
      .waitFor();
    await page.locator('#navbarAccount').waitFor();
    assert.equal(await page.getByText(/\? Days/).count(), 0, path);
  }
  await shot(page, 'dead-ends-track-result-without-id');
  await page.locator('section', { hasText: 'Which order would you like to track?' }).getByRole('link', { name: 'Order History' }).click();
  await page.waitForURL(/\/order-history$/);
  assert.deepEqual(tracking, []);
  assert.deepEqual(failed, []);
  assert.deepEqual(errors, []);
  await context.close();
});
