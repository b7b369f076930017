import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, open, SHOP, visitor } from './browser.ts';

/**
 * The whole purchase path through the real screens, as one new shopper walks it: register, log
 * in, fill the basket from the grid, check out with a new address and card, get the order's PDF,
 * find the order in the history and track it; then top up the wallet and buy with it, and become
 * a deluxe member paid from the wallet. The tests share the shopper's browser, in this order.
 */

/**
 * What an honest shopper's path solves upstream: nothing. Registering with matching passwords
 * (not Repetitive Registration) as a customer (not Admin Registration), logging in with one's own
 * password, shopping in one's own basket (not View Basket or Manipulate Basket), ordering positive
 * quantities of listed products without a coupon (not Payback Time, Christmas Special, Forged or
 * Expired Coupon), paying the membership (not Deluxe Fraud), reading one's own order confirmation
 * (not Forgotten Sales Backup or any other /ftp file) and tracking one's own order id (not
 * NoSQL Exfiltration, not Reflected XSS): no 500 answer on the way (not Error Handling), and the
 * score board is never opened (not Score Board).
 */
const SOLVED_BY_THE_HONEST_PATH: string[] = [];

after(closeBrowser);

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const session = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);
const euros = (amount: number) => `${amount.toFixed(2)}¤`;
const bonusOf = (price: number) => Math.round(price / 10);

/** With SCREENSHOT_DIR set, keeps the screen as a phone (390 px) and a desktop (1280 px) see it. */
async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const size = page.viewportSize()!;
  await page.screenshot({ path: `${dir}/purchase-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/purchase-${name}-390.png`, fullPage: true });
  await page.setViewportSize(size);
}

async function solvedChallenges() {
  const { data } = (await (await fetch(`${SHOP}/api/Challenges`)).json()) as { data: Array<{ key: string; solved: boolean }> };
  return data
    .filter((c) => c.solved)
    .map((c) => c.key)
    .sort();
}

/** Prices as the shop's REST search answers them. */
async function prices() {
  const { data } = (await (await fetch(`${SHOP}/rest/products/search?q=`)).json()) as { data: Array<{ name: string; price: number }> };
  return new Map(data.map((p) => [p.name, p.price]));
}

/** The number the navbar's basket button shows. */
const basketCount = (page: Page, count: number) =>
  page
    .getByRole('link', { name: 'Show the shopping cart' })
    .locator('span')
    .last()
    .filter({ hasText: new RegExp(`^${count}$`) });

/** The wallet balance the wallet screen shows. */
async function walletBalance(page: Page) {
  await open(page, '/wallet');
  const shown = page.getByTestId('wallet-balance');
  await shown.filter({ hasText: /\d/ }).waitFor();
  return Number.parseFloat(await shown.innerText());
}

/** Adds products from the grid that are not sold out, skipping `except`; their names, in order. */
async function addFromGrid(page: Page, count: number, except: string[] = []) {
  await open(page, '/search');
  const cards = page.locator('#product-search-results article');
  await cards.first().waitFor();
  const names: string[] = [];
  for (let i = 0; names.length < count; i++) {
    const card = cards.nth(i);
    const name = await card.locator('button > span').first().innerText();
    if (except.includes(name) || (await card.getByText(/sold out/i).count()) > 0) continue;
    await card.getByRole('button', { name: 'Add to Basket' }).click();
    const snack = page.getByRole('status').filter({ hasText: `Placed ${name} into your basket.` });
    await snack.waitFor();
    await snack.getByRole('button', { name: 'Close' }).click();
    names.push(name);
  }
  return names;
}

/** From the address selection: the shopper's address, then `delivery`, on to the payment step. */
async function toPayment(page: Page, delivery: string) {
  await page.waitForURL(/\/address\/select$/);
  await page.getByRole('radio', { name: `Deliver to ${shopper.address}` }).check();
  await page.getByRole('button', { name: 'Proceed to payment selection' }).click();
  await page.waitForURL(/\/delivery-method$/);
  await page.getByRole('radio', { name: `Choose ${delivery}` }).check();
  await page.getByRole('button', { name: 'Proceed to delivery method selection' }).click();
  await page.waitForURL(/\/payment\/shop$/);
}

/** Places the order on the summary and waits for the completion screen; the new order's id. */
async function completePurchase(page: Page) {
  await page.getByRole('button', { name: 'Complete your purchase' }).click();
  await page.waitForURL(/\/order-completion\/[0-9a-f]{4}-[0-9a-f]{16}$/);
  await page.getByRole('heading', { name: 'Thank you for your purchase!' }).waitFor();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

const shopper = { email: `purchase-${unique()}@example.com`, password: 'Secret#123', card: '4111222233334444', address: 'Tess Tester' };
let context: BrowserContext;
let page: Page;
let errors: string[];
before(async () => {
  ({ context, page, errors } = await visitor());
});
after(async () => context.close());

test('a new shopper registers, fills the basket, checks out with a new address and card, gets the PDF, finds and tracks the order', async () => {
  assert.deepEqual(await solvedChallenges(), [], 'a fresh shop has nothing solved');

  await open(page, '/register');
  await page.locator('#emailControl').fill(shopper.email);
  await page.locator('#passwordControl').fill(shopper.password);
  await page.locator('#repeatPasswordControl').fill(shopper.password);
  await page.locator('select[name="securityQuestion"] option:not([disabled])').first().waitFor({ state: 'attached' });
  await page.locator('select[name="securityQuestion"]').selectOption({ index: 1 });
  await page.locator('#securityAnswerControl').fill('Berlin');
  await page.locator('#registerButton').click();
  await page.waitForURL(/\/login$/);
  await page.locator('#email').fill(shopper.email);
  await page.getByLabel('Text field for the login password').fill(shopper.password);
  await page.locator('#loginButton').click();
  await page.waitForURL(/\/search$/);
  await basketCount(page, 0).waitFor();

  // three products from the grid, then one more of the first on the basket screen
  const [first, second, third] = (await addFromGrid(page, 3)) as [string, string, string];
  await basketCount(page, 3).waitFor();
  await page.getByRole('link', { name: 'Show the shopping cart' }).click();
  await page.waitForURL(/\/basket$/);
  const lines = page.getByRole('list', { name: 'Your Basket' }).getByRole('listitem');
  await lines.nth(2).waitFor();
  await page.getByRole('button', { name: `One ${second} more` }).click();
  await lines.filter({ hasText: second }).locator('output').filter({ hasText: /^2$/ }).waitFor();
  await basketCount(page, 4).waitFor();
  const price = await prices();
  const quantities: Array<[string, number]> = [
    [first, 1],
    [second, 2],
    [third, 1],
  ];
  const itemTotal = quantities.reduce((sum, [name, n]) => sum + price.get(name)! * n, 0);
  const bonus = quantities.reduce((sum, [name, n]) => sum + bonusOf(price.get(name)!) * n, 0);
  await page
    .locator('#price')
    .filter({ hasText: `Total Price: ${euros(itemTotal)}` })
    .waitFor();
  await shot(page, 'basket');
  await page.locator('#checkoutButton').click();

  // a new address, chosen for this order
  await page.waitForURL(/\/address\/select$/);
  await page.getByRole('link', { name: 'Add a new address' }).click();
  await page.waitForURL(/\/address\/create$/);
  for (const [id, value] of [
    ['#country', 'Utopia'],
    ['#fullName', shopper.address],
    ['#mobileNum', '4915112345'],
    ['#zipCode', '10115'],
    ['#address', 'Checkout Street 9'],
    ['#city', 'Sunnyvale'],
  ])
    await page.locator(id).fill(value);
  await page.locator('#submitButton').click();
  // fast delivery (0.50¤); the amount due is the basket's item total, handed over by the basket screen, plus delivery
  await toPayment(page, 'Fast Delivery');
  await page
    .getByTestId('amount-due')
    .filter({ hasText: euros(itemTotal + 0.5) })
    .waitFor();

  // a new card, chosen to pay with
  await page.getByText('Add a new card').click();
  await page.locator('#cardFullName').fill(shopper.address);
  await page.locator('#cardNumber').fill(shopper.card);
  await page.locator('#expMonth').selectOption('4');
  await page.locator('#expYear').selectOption('2090');
  await page.locator('#submitButton').click();
  await page.getByText(`Your card ending in ${shopper.card.slice(-4)} is saved.`).waitFor();
  await page.getByRole('radio', { name: `Pay with the card ending in ${shopper.card.slice(-4)}` }).check();
  await shot(page, 'payment-shop');
  await page.getByRole('button', { name: 'Proceed to review' }).click();

  // the summary: the basket's lines, where it goes, how it is paid, what it costs
  await page.waitForURL(/\/order-summary$/);
  const summary = page.locator('#app-purchase-basket');
  await summary.getByRole('cell', { name: second }).waitFor();
  assert.equal(await summary.getByRole('row').count(), 4);
  await page.getByText('Checkout Street 9, Sunnyvale, 10115').waitFor();
  await page.getByText(`Card ending in ${shopper.card.slice(-4)}`, { exact: true }).waitFor();
  await page
    .getByRole('complementary')
    .getByText(euros(itemTotal + 0.5))
    .waitFor();
  await shot(page, 'order-summary');

  const orderId = await completePurchase(page);
  await basketCount(page, 0).waitFor();
  const left = await page.evaluate(() =>
    ['paymentId', 'addressId', 'deliveryMethodId', 'couponDetails', 'couponDiscount'].map((k) => sessionStorage.getItem(k)),
  );
  assert.deepEqual(left, [null, null, null, null, null]);
  for (const [name] of quantities) await page.getByRole('cell', { name }).waitFor();
  await page.getByRole('cell', { name: euros(itemTotal + 0.5) }).waitFor();
  await shot(page, 'order-completion');

  // the confirmation PDF behind the completion screen's link
  const pdfLink = page.getByRole('link', { name: 'Print order confirmation' });
  const pdf = await page.request.get(new URL((await pdfLink.getAttribute('href'))!, page.url()).href);
  assert.equal(pdf.status(), 200);
  assert.equal(pdf.headers()['content-type'], 'application/pdf');
  assert.equal((await pdf.body()).subarray(0, 5).toString(), '%PDF-');

  // the order history lists it; its tracking link shows it on its way
  await open(page, '/order-history');
  const order = page.locator(`article[data-order-id="${orderId}"]`);
  await order.waitFor();
  assert.match(await order.innerText(), /In Transit/);
  await order.getByRole('link', { name: 'Track Order' }).click();
  await page.waitForURL((url) => url.pathname === '/track-result' && url.searchParams.get('id') === orderId);
  await page.locator('#order-number', { hasText: orderId }).waitFor();
  await page.getByRole('cell', { name: third }).waitFor();

  assert.equal(await walletBalance(page), bonus, 'the bonus points of the order went into the wallet');
  assert.deepEqual(await solvedChallenges(), SOLVED_BY_THE_HONEST_PATH);
  assert.deepEqual(errors, []);
});

test('the shopper tops up the wallet with the saved card and buys again, paying from the wallet', async () => {
  const before = await walletBalance(page);
  await page.getByLabel('Enter an amount').fill('100');
  await page.locator('#submitButton').click();
  await page.waitForURL(/\/payment\/wallet$/);
  await page
    .getByTestId('amount-due')
    .filter({ hasText: euros(100) })
    .waitFor();
  await page.getByRole('radio', { name: `Pay with the card ending in ${shopper.card.slice(-4)}` }).check();
  await page.getByRole('button', { name: 'Proceed to review' }).click();
  await page.waitForURL(/\/wallet$/);
  await page.getByText('Your wallet has been topped up.').waitFor();
  await page
    .getByTestId('wallet-balance')
    .filter({ hasText: euros(before + 100) })
    .waitFor();

  const [product] = (await addFromGrid(page, 1)) as [string];
  const cost = (await prices()).get(product)!;
  await open(page, '/basket');
  await page
    .locator('#price')
    .filter({ hasText: `Total Price: ${euros(cost)}` })
    .waitFor();
  await page.locator('#checkoutButton').click();
  await toPayment(page, 'Standard Delivery');
  await page
    .getByTestId('amount-due')
    .filter({ hasText: euros(cost) })
    .waitFor();
  await page.getByRole('button', { name: `Pay ${euros(cost)}` }).click();
  await page.waitForURL(/\/order-summary$/);
  assert.equal(await session(page, 'paymentId'), 'wallet');
  await page.getByText('Paid from your digital wallet').waitFor();
  await completePurchase(page);
  await basketCount(page, 0).waitFor();

  assert.equal((await walletBalance(page)).toFixed(2), (before + 100 - cost + bonusOf(cost)).toFixed(2));
  assert.deepEqual(await solvedChallenges(), SOLVED_BY_THE_HONEST_PATH);
  assert.deepEqual(errors, []);
});

test('the shopper becomes a deluxe member paid from the wallet, and the grid shows deluxe prices', async () => {
  const before = await walletBalance(page);
  await open(page, '/search');
  const apple = page.locator('#product-search-results article', { hasText: 'Apple Juice (1000ml)' });
  await apple.waitFor();
  assert.equal(await apple.getByLabel('Deluxe price').count(), 0);

  await open(page, '/deluxe-membership');
  assert.equal(await page.locator('#membershipCost').innerText(), '49¤');
  await page.getByRole('button', { name: 'Become a member' }).click();
  await page.waitForURL(/\/payment\/deluxe$/);
  await page
    .getByTestId('amount-due')
    .filter({ hasText: euros(49) })
    .waitFor();
  await page.getByRole('button', { name: `Pay ${euros(49)}` }).click();
  await page.waitForURL(/\/deluxe-membership$/);
  // the membership screen congratulates in place of the offer, and says nothing else about it
  await page.locator('.confirmation', { hasText: 'Congratulations! You are now a deluxe member!' }).waitFor();
  assert.equal(await page.getByText('You are already a deluxe member!').count(), 0);
  assert.equal(await page.locator('#becomeMemberButton').count(), 0);
  const role = await page.evaluate(
    () => JSON.parse(atob(localStorage.getItem('token')!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).data.role,
  );
  assert.equal(role, 'deluxe');
  // the new token carries the deluxe role: on a later visit the offer is over for a member
  await open(page, '/deluxe-membership');
  await page.getByRole('alert').filter({ hasText: 'You are already a deluxe member!' }).waitFor();
  assert.equal(await page.getByText('Congratulations').count(), 0);

  await open(page, '/search');
  await apple.getByLabel('Deluxe price').filter({ hasText: '0.99¤' }).waitFor();
  assert.equal(await apple.locator('s').innerText(), '1.99¤');
  assert.equal((await walletBalance(page)).toFixed(2), (before - 49).toFixed(2));
  assert.deepEqual(await solvedChallenges(), SOLVED_BY_THE_HONEST_PATH);
  assert.deepEqual(errors, []);
});
