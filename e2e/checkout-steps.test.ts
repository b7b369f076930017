import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { challengeSolved, closeBrowser, open, SHOP, visitor } from './browser.ts';
import { signedInCustomer, shot } from './customers.ts';

after(closeBrowser);

const session = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);

async function addCard(page: Page, name: string, number: string) {
  await page.getByText('Add a new card').click();
  await page.locator('#cardFullName').fill(name);
  await page.locator('#cardNumber').fill(number);
  await page.locator('#expMonth').selectOption('4');
  await page.locator('#expYear').selectOption('2090');
  await page.locator('#submitButton').click();
  await page.getByText(`Your card ending in ${number.slice(-4)} is saved.`).waitFor();
}

test('a new customer adds an address, picks it and a delivery method, pays with a new card and reaches the order summary', async () => {
  const { page, context, errors } = await visitor();
  await signedInCustomer(page, 'checkout');

  await open(page, '/address/select');
  await page.getByText('No addresses saved yet.').waitFor();
  const toDelivery = page.getByRole('button', { name: 'Proceed to payment selection' });
  assert.equal(await toDelivery.isDisabled(), true);
  await shot(page, 'address-select-empty');
  await page.getByRole('link', { name: 'Add a new address' }).click();
  await page.waitForURL(/\/address\/create$/);

  // the form names what is wrong and waits for a valid address
  await page.locator('#country').fill('Utopia');
  await page.locator('#fullName').fill('Tess Tester');
  await page.locator('#zipCode').fill('10115');
  await page.locator('#address').fill('Checkout Street 9');
  await page.locator('#city').fill('Sunnyvale');
  await page.locator('#mobileNum').fill('123');
  await page.locator('#mobileNum').blur();
  await page.getByText('The mobile number must be between 1000000-9999999999.').waitFor();
  assert.equal(await page.locator('#submitButton').isDisabled(), true);
  await page.locator('#mobileNum').fill('4915112345');
  await shot(page, 'address-create');
  await page.locator('#submitButton').click();
  await page.waitForURL(/\/address\/select$/);
  await page.getByText('Your address in Sunnyvale is saved.').waitFor();

  await page.getByRole('radio', { name: 'Deliver to Tess Tester' }).check();
  await shot(page, 'address-select');
  await toDelivery.click();
  await page.waitForURL(/\/delivery-method$/);
  const addresses = await page.evaluate(() =>
    fetch('/api/Addresss', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } }).then((r) => r.json()),
  );
  assert.equal(await session(page, 'addressId'), String(addresses.data[0].id));

  await page.getByText('Checkout Street 9, Sunnyvale, 10115').waitFor();
  const toPayment = page.getByRole('button', { name: 'Proceed to delivery method selection' });
  assert.equal(await toPayment.isDisabled(), true);
  await page.getByRole('radio', { name: 'Choose Fast Delivery' }).check();
  await shot(page, 'delivery-method');
  await toPayment.click();
  await page.waitForURL(/\/payment\/shop$/);
  assert.equal(await session(page, 'deliveryMethodId'), '2');

  // an empty basket plus fast delivery
  await page.getByTestId('amount-due').getByText('0.50¤').waitFor();
  const toReview = page.getByRole('button', { name: 'Proceed to review' });
  assert.equal(await toReview.isDisabled(), true);
  await addCard(page, 'Tess Tester', '4111222233334444');
  await page.getByRole('radio', { name: 'Pay with the card ending in 4444' }).check();
  await page.locator('#collapseCouponElement summary').click();
  await shot(page, 'payment-shop');
  await toReview.click();
  await page.waitForURL(/\/order-summary$/);
  const cards = await page.evaluate(() =>
    fetch('/api/Cards', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } }).then((r) => r.json()),
  );
  assert.equal(cards.data[0].cardNum, '************4444');
  assert.equal(await session(page, 'paymentId'), String(cards.data[0].id));
  assert.equal(await session(page, 'addressId'), String(addresses.data[0].id));

  assert.deepEqual(errors, []);
  assert.equal(await challengeSolved('errorHandlingChallenge'), false);
  await context.close();
});

test('the wallet is topped up through /payment/wallet and shows the new balance; saved cards and addresses can be managed', async () => {
  const { page, context, errors } = await visitor();
  await signedInCustomer(page, 'checkout');

  await open(page, '/wallet');
  await page.getByTestId('wallet-balance').getByText('0.00¤').waitFor();
  await page.getByLabel('Enter an amount').fill('5');
  await page.getByLabel('Enter an amount').blur();
  await page.getByText('You can add between 10¤ and 1000¤.').waitFor();
  assert.equal(await page.locator('#submitButton').isDisabled(), true);
  await page.getByLabel('Enter an amount').fill('50');
  await shot(page, 'wallet');
  await page.locator('#submitButton').click();
  await page.waitForURL(/\/payment\/wallet$/);
  assert.equal(await session(page, 'walletTotal'), '50');
  await page.getByTestId('amount-due').getByText('50.00¤').waitFor();
  assert.equal(await page.locator('#collapseCouponElement').count(), 0);
  await addCard(page, 'Wally Wallet', '5555666677778888');
  await page.getByRole('radio', { name: 'Pay with the card ending in 8888' }).check();
  await shot(page, 'payment-wallet');
  await page.getByRole('button', { name: 'Proceed to review' }).click();
  await page.waitForURL(/\/wallet$/);
  await page.getByText('Your wallet has been topped up.').waitFor();
  await page.getByTestId('wallet-balance').getByText('50.00¤').waitFor();
  assert.equal(await session(page, 'walletTotal'), null);

  await open(page, '/saved-payment-methods');
  await page.getByText('************8888').waitFor();
  await shot(page, 'saved-payment-methods');
  // a click on the row itself deletes nothing (the list reloaded from the server still holds the card)
  await page.getByText('************8888').click();
  await open(page, '/saved-payment-methods');
  await page.getByText('************8888').waitFor();
  await page.getByRole('button', { name: 'Delete the card ending in 8888' }).click();
  await page.getByText('No cards saved yet.').waitFor();

  // an address saved, then edited and deleted from the saved addresses
  await open(page, '/address/saved');
  await page.getByRole('link', { name: 'Add a new address' }).click();
  await page.waitForURL(/\/address\/create$/);
  for (const [id, value] of [
    ['#country', 'Utopia'],
    ['#fullName', 'Wally Wallet'],
    ['#mobileNum', '4915112345'],
    ['#zipCode', '10115'],
    ['#address', 'Wallet Way 1'],
    ['#city', 'Coin City'],
  ])
    await page.locator(id).fill(value);
  await page.locator('#submitButton').click();
  await page.waitForURL(/\/address\/saved$/);
  await page.getByText('Your address in Coin City is saved.').waitFor();
  await page.getByRole('link', { name: 'Edit the address of Wally Wallet' }).click();
  await page.waitForURL(/\/address\/edit\/\d+$/);
  await page.waitForFunction(() => (document.querySelector('#city') as HTMLInputElement | null)?.value === 'Coin City');
  await shot(page, 'address-edit');
  await page.locator('#city').fill('Token Town');
  await page.locator('#submitButton').click();
  await page.waitForURL(/\/address\/saved$/);
  await page.getByText('Your address in Token Town is updated.').waitFor();
  await page.getByText('Wallet Way 1, Token Town, 10115').waitFor();
  await shot(page, 'address-saved');
  // a click on the row itself deletes nothing (the list reloaded from the server still holds the address)
  await page.getByText('Wallet Way 1, Token Town, 10115').click();
  await open(page, '/address/saved');
  await page.getByText('Wallet Way 1, Token Town, 10115').waitFor();
  await page.getByRole('button', { name: 'Delete the address of Wally Wallet' }).click();
  await page.getByText('No addresses saved yet.').waitFor();

  assert.deepEqual(errors, []);
  await context.close();
});

test('the checkout screens need a login', async () => {
  const { page, context } = await visitor();
  for (const path of ['/address/select', '/delivery-method', '/payment/shop', '/wallet', '/saved-payment-methods']) {
    await open(page, path);
    await page.getByText('Please log in to view this page.').waitFor();
    assert.equal(await page.getByRole('button', { name: /Proceed to/ }).count(), 0, path);
  }
  await context.close();
});

test('the payment screen opened directly (no delivery chosen yet) shows what the basket costs, never NaN', async () => {
  const { page, context } = await visitor();
  await signedInCustomer(page, 'checkout');
  const bid = await session(page, 'bid');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const add = await fetch(`${SHOP}/api/BasketItems/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ProductId: 1, BasketId: bid, quantity: 2 }),
  });
  assert.equal(add.status, 200);
  await open(page, '/payment/shop');
  const due = page.getByTestId('amount-due');
  await page.waitForFunction(() => document.querySelector('[data-testid="amount-due"]')?.textContent?.includes('3.98'));
  assert.match((await due.textContent()) ?? '', /3\.98/);
  assert.doesNotMatch(await page.locator('main').innerText(), /NaN/);
  await context.close();
});
