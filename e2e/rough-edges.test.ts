import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { closeBrowser, failedResponses, open, SHOP, visitor, languageEntry } from './browser.ts';
import { keepLogin, shot, signedInCustomer, snackbar, tokenFor } from './customers.ts';

after(closeBrowser);

/** What a new user met on the screens of the checkout, account and about pages, and meets no more. */

/** Every request the page made to `path` (any method). */
function requestsTo(page: Page, path: string) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) seen.push(r.method());
  });
  return seen;
}

async function call(token: string, path: string, init: { method: string; body: unknown }) {
  const res = await fetch(`${SHOP}${path}`, {
    method: init.method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(init.body),
  });
  assert.ok(res.status < 300, `${init.method} ${path}: ${res.status}`);
  return (await res.json()) as { data?: { id: number }; orderConfirmation?: string };
}

const ADDRESS = {
  country: 'Germany',
  fullName: 'Rosa Rand',
  mobileNum: 1234567,
  zipCode: '10115',
  streetAddress: 'Kantenweg 3',
  city: 'Berlin',
  state: '',
};

test('deleting an address says it was removed, and the address leaves the list', async () => {
  const { page, context, errors } = await visitor();
  const { token } = await signedInCustomer(page, 'address-remove');
  await call(token, '/api/Addresss', { method: 'POST', body: ADDRESS });
  await open(page, '/address/saved');
  await page.getByText('Kantenweg 3, Berlin, 10115').waitFor();
  await page.getByRole('button', { name: 'Delete the address of Rosa Rand' }).click();
  await snackbar(page, 'Your address has been removed.');
  await page.getByText('No addresses saved yet. Add one to have your order delivered.').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('a basket worth more than the wallet says why paying from the wallet is not offered', async () => {
  const { page, context, errors } = await visitor();
  const { token } = await signedInCustomer(page, 'wallet-short');
  const bid = await page.evaluate(() => sessionStorage.getItem('bid'));
  await call(token, '/api/BasketItems/', { method: 'POST', body: { ProductId: 1, BasketId: bid, quantity: 1 } });
  await open(page, '/payment/shop');
  await page.getByTestId('amount-due').filter({ hasText: '1.99¤' }).waitFor();
  const message = page.locator('#insufficient-balance');
  await message.filter({ hasText: 'Your wallet balance is too low for this purchase.' }).waitFor();
  const pay = page.getByRole('button', { name: 'Pay 1.99¤' });
  assert.equal(await pay.isDisabled(), true);
  assert.equal(await pay.getAttribute('aria-describedby'), 'insufficient-balance');
  await shot(page, 'rough-edges-payment-insufficient-wallet');
  assert.deepEqual(errors, []);
  await context.close();
});

test('paying for deluxe congratulates, and only that; a member later is told so without the shop asking the server', async () => {
  const { page, context, errors } = await visitor();
  const { token } = await signedInCustomer(page, 'deluxe-buyer');
  await call(token, '/api/Cards/', {
    method: 'POST',
    body: { fullName: 'Rosa Rand', cardNum: 4716190207394368, expMonth: 2, expYear: 2081 },
  });
  await open(page, '/payment/deluxe');
  await page.getByTestId('amount-due').filter({ hasText: '49.00¤' }).waitFor();
  await page.getByLabel('Pay with the card ending in 4368').check();
  const failed = failedResponses(page);
  await page.getByRole('button', { name: 'Proceed to review' }).click();
  await page.waitForURL(/\/deluxe-membership$/);
  await page.locator('.confirmation', { hasText: 'Congratulations! You are now a deluxe member!' }).waitFor();
  await page.getByRole('heading', { name: 'Deals and offers' }).waitFor();
  assert.equal(await page.getByText('You are already a deluxe member!').count(), 0);
  assert.equal(await page.locator('#becomeMemberButton').count(), 0);
  await shot(page, 'rough-edges-deluxe-congratulations');

  // a later visit: the token says member, the screen says so and asks nothing
  const asked = requestsTo(page, '/rest/deluxe-membership');
  await open(page, '/deluxe-membership');
  await page.getByRole('alert').filter({ hasText: 'You are already a deluxe member!' }).waitFor();
  assert.equal(await page.getByText('Congratulations').count(), 0);
  assert.deepEqual(asked, []);
  assert.deepEqual(failed, []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('normal navigation of a deluxe member, staff and a visitor answers no 400 or 500', async () => {
  const member = await tokenFor('ciso@juice-sh.op', 'mDLx?94T~1CfVfZMzw@sJ9f?s3L6lbMqE70FfI8^54jbNikY5fymx7c!YbJb');
  const { page, context, errors } = await visitor();
  const failed = failedResponses(page);
  await open(page, '/search');
  await keepLogin(page, member);
  await open(page, '/deluxe-membership');
  await page.getByRole('alert').filter({ hasText: 'You are already a deluxe member!' }).waitFor();
  await page.getByRole('heading', { name: 'Deals and offers' }).waitFor();

  const admin = await tokenFor('admin@juice-sh.op', 'admin123');
  await keepLogin(page, admin);
  await open(page, '/deluxe-membership');
  await page.getByRole('alert').filter({ hasText: 'You are not eligible for deluxe membership!' }).waitFor();

  // a visitor without a login: the order history asks to log in, and asks the server nothing
  await page.evaluate(() => {
    localStorage.removeItem('token');
    document.cookie = 'token=; path=/; max-age=0';
  });
  const history = requestsTo(page, '/rest/order-history');
  await open(page, '/order-history');
  await page.getByRole('heading', { name: 'Please log in to view this page.' }).waitFor();
  assert.deepEqual(history, []);
  assert.deepEqual(failed, []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('in German the language snackbar offers "Seite neu laden" and the privacy policy reads in German, its highlights intact', async () => {
  const { page, context, errors } = await visitor();
  await open(page, '/search');
  await page.locator('#navbarLanguageButton').click();
  await page.getByPlaceholder('Find a language').fill('deu');
  // the entry named exactly Deutsch (Swiss German is one too)
  await languageEntry(page, 'Deutsch').click();
  const snack = page.getByRole('status').filter({ hasText: 'Die Sprache ist jetzt Deutsch.' });
  await snack.waitFor();
  // the action button: the one that is not the close button (its text is upper-cased by style only)
  const action = snack.locator('button:not([aria-label])');
  assert.equal(await action.textContent(), 'Seite neu laden', await snack.innerHTML());

  await open(page, '/privacy-security/privacy-policy');
  await page.getByRole('heading', { name: 'Datenschutzerklärung' }).waitFor();
  await page.getByRole('heading', { name: 'Was wir speichern' }).waitFor();
  assert.equal(await page.getByText('What we collect').count(), 0);
  assert.equal(await page.getByText('This policy explains').count(), 0);
  // the highlighted phrases still spell the same address as in English
  const hot = await page.locator('.hot').allTextContents();
  assert.equal(hot.join(' '), 'We may also instruct you to refuse all reasonably necessary responsibility');
  await shot(page, 'rough-edges-privacy-policy-de');
  assert.deepEqual(errors, []);
  await context.close();
});

test('one day is "1 Day" on the tracking page and "1 day" on the completion page', async () => {
  const { page, context, errors } = await visitor();
  const { token } = await signedInCustomer(page, 'one-day');
  const bid = await page.evaluate(() => sessionStorage.getItem('bid'));
  await call(token, '/api/BasketItems/', { method: 'POST', body: { ProductId: 1, BasketId: bid, quantity: 1 } });
  const { data: address } = await call(token, '/api/Addresss', { method: 'POST', body: ADDRESS });
  const { orderConfirmation } = await call(token, `/rest/basket/${bid}/checkout`, {
    method: 'POST',
    body: {
      couponData: Buffer.from('null').toString('base64'),
      orderDetails: { addressId: String(address!.id), deliveryMethodId: '1', paymentId: '1' },
    },
  });
  const orderId = orderConfirmation!;

  await open(page, `/track-result?id=${orderId}`);
  await page.locator('#order-number', { hasText: orderId }).waitFor();
  await page.getByText('1 Day', { exact: true }).waitFor();
  assert.equal(await page.getByText('1 Days').count(), 0);
  await open(page, `/order-completion/${orderId}`);
  await page.getByText('Your order will be delivered in 1 day.', { exact: true }).waitFor();
  await open(page, '/delivery-method');
  await page.getByText('1 day', { exact: true }).waitFor();
  assert.equal(await page.getByText('1 days').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the slideshow arrows stand on a dark disc with a light ring, visible on light and dark pictures alike', async () => {
  const { page, context, errors } = await visitor();
  await open(page, '/about');
  for (const name of ['Previous feedback', 'Next feedback']) {
    const arrow = page.getByRole('button', { name });
    await arrow.waitFor();
    const style = await arrow.evaluate((el) => {
      const s = getComputedStyle(el);
      return { bg: s.backgroundColor, color: s.color, border: s.borderTopColor, width: s.borderTopWidth };
    });
    const alpha = (rgba: string) => Number(rgba.match(/rgba?\(([^)]+)\)/)![1]!.split(',')[3] ?? 1);
    assert.ok(alpha(style.bg) >= 0.6, `${name}: backdrop ${style.bg}`);
    assert.equal(style.color, 'rgb(255, 255, 255)');
    assert.ok(alpha(style.border) >= 0.6 && style.width !== '0px', `${name}: ring ${style.border} ${style.width}`);
  }
  await shot(page, 'rough-edges-about-slideshow');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the contact rating starts as an empty ring that says "Not rated yet", and fills once a rating is picked', async () => {
  const { page, context, errors } = await visitor();
  await open(page, '/contact');
  const thumb = page.locator('#rating');
  await thumb.waitFor();
  assert.equal(await thumb.getAttribute('data-rated'), 'false');
  assert.equal(await thumb.getAttribute('aria-valuetext'), 'Not rated yet');
  const empty = await thumb.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.locator('#comment').fill('Crisp apples');
  assert.equal(await page.locator('#submitButton').isDisabled(), true, 'no rating chosen yet');
  await shot(page, 'rough-edges-contact-unrated');
  await thumb.focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await thumb.getAttribute('data-rated'), 'true');
  assert.equal(await thumb.getAttribute('aria-valuetext'), '2 of 5 stars');
  assert.notEqual(await thumb.evaluate((el) => getComputedStyle(el).backgroundColor), empty);
  assert.deepEqual(errors, []);
  await context.close();
});
