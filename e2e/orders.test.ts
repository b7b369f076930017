import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { challengeSolved, closeBrowser, open, SHOP, visitor } from './browser.ts';
import { newCustomer, shot } from './customers.ts';

after(closeBrowser);

async function login(email: string, password: string) {
  const res = await fetch(`${SHOP}/rest/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  assert.equal(res.status, 200, `login of ${email}`);
  return ((await res.json()) as { authentication: { token: string; bid: number } }).authentication;
}

/** A browser holding a login, with session storage as the checkout steps before the summary leave it. */
async function shopperWithChoices(auth: { token: string; bid: number }, choices: Record<string, string>) {
  const v = await visitor();
  await v.page.addInitScript(
    ({ token, bid, choices }) => {
      localStorage.setItem('token', token);
      if (!sessionStorage.getItem('e2e-seeded')) {
        sessionStorage.setItem('e2e-seeded', 'yes');
        sessionStorage.setItem('bid', String(bid));
        for (const [k, v] of Object.entries(choices)) sessionStorage.setItem(k, v);
      }
    },
    { ...auth, choices },
  );
  return v;
}

/**
 * An order of its own for a test that needs one: a new customer puts an Apple Juice in the basket
 * and checks out over the API (the first test covers placing it on the screen). Its order id.
 */
async function orderOfNewCustomer() {
  const customer = await newCustomer('orders');
  const { token, bid } = await login(customer.email, customer.password);
  const headers = { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` };
  const add = await fetch(`${SHOP}/api/BasketItems/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ProductId: 1, BasketId: bid, quantity: 1 }),
  });
  assert.equal(add.status, 200, 'the basket item is added');
  const couponData = Buffer.from('null').toString('base64');
  const checkout = await fetch(`${SHOP}/rest/basket/${bid}/checkout`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ couponData, orderDetails: { addressId: '1', deliveryMethodId: '1', paymentId: '1' } }),
  });
  assert.equal(checkout.status, 200, 'the order is placed');
  const orderId = ((await checkout.json()) as { orderConfirmation: string }).orderConfirmation;
  assert.match(orderId, /^[0-9a-f]{4}-[0-9a-f]{16}$/);
  return orderId;
}

test('a shopper places the order on the summary, gets the confirmation PDF, sees and tracks the order', async () => {
  // admin's seeded basket: 2x Apple Juice, 3x Orange Juice, 1x Eggfruit Juice; address 1, card 1, One Day Delivery
  const admin = await login('admin@juice-sh.op', 'admin123');
  const { page, context, errors } = await shopperWithChoices(admin, { addressId: '1', deliveryMethodId: '1', paymentId: '1' });
  await open(page, '/order-summary');
  const basket = page.locator('#app-purchase-basket');
  await basket.getByRole('cell', { name: 'Apple Juice (1000ml)' }).waitFor();
  assert.equal(await basket.getByRole('row').count(), 4);
  await shot(page, 'orders-summary');

  await page.getByRole('button', { name: 'Complete your purchase' }).click();
  await page.waitForURL(/\/order-completion\/[0-9a-f]{4}-[0-9a-f]{16}$/);
  const placedOrderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const left = await page.evaluate(() =>
    ['paymentId', 'addressId', 'deliveryMethodId', 'couponDetails', 'couponDiscount'].map((k) => sessionStorage.getItem(k)),
  );
  assert.deepEqual(left, [null, null, null, null, null]);

  await page.getByRole('heading', { name: 'Thank you for your purchase!' }).waitFor();
  await page.getByRole('cell', { name: 'Eggfruit Juice (500ml)' }).waitFor();
  const pdfLink = page.getByRole('link', { name: 'Print order confirmation' });
  assert.equal(await pdfLink.getAttribute('target'), '_blank');
  const pdf = await page.request.get(new URL((await pdfLink.getAttribute('href'))!, page.url()).href);
  assert.equal(pdf.status(), 200);
  assert.equal(pdf.headers()['content-type'], 'application/pdf');
  assert.equal((await pdf.body()).subarray(0, 5).toString(), '%PDF-');
  await shot(page, 'orders-completion');

  await open(page, '/order-history');
  const order = page.locator(`article[data-order-id="${placedOrderId}"]`);
  await order.waitFor();
  assert.match(await order.innerText(), /In Transit/);
  await shot(page, 'orders-history');

  await order.getByRole('link', { name: 'Track Order' }).click();
  await page.waitForURL((url) => url.pathname === '/track-result' && url.searchParams.get('id') === placedOrderId);
  await page.locator('#order-number', { hasText: placedOrderId }).waitFor();
  await page.getByRole('cell', { name: 'Orange Juice (1000ml)' }).waitFor();
  await shot(page, 'orders-track');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the accountant marks the order delivered on /accounting', async () => {
  const placedOrderId = await orderOfNewCustomer();
  const accountant = await login('accountant@juice-sh.op', 'i am an awesome accountant');
  const { page, context, errors } = await shopperWithChoices(accountant, {});
  await open(page, '/accounting');
  const row = page.locator(`#orders mat-row[data-order-id="${placedOrderId}"]`);
  await row.waitFor();
  assert.match(await row.innerText(), /In Transit/);
  await page.getByRole('button', { name: `Mark order ${placedOrderId} as delivered` }).click();
  await row.getByText('Delivered').waitFor();
  await page
    .getByRole('textbox', { name: 'Price of Apple Juice (1000ml)' })
    .or(page.getByRole('spinbutton', { name: 'Price of Apple Juice (1000ml)' }))
    .waitFor();
  await shot(page, 'orders-accounting');

  const tracked = (await (await fetch(`${SHOP}/rest/track-order/${placedOrderId}`)).json()) as { data: Array<{ delivered: boolean }> };
  assert.equal(tracked.data[0]!.delivered, true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a customer opening /accounting sees the forbidden view', async () => {
  const jim = await login('jim@juice-sh.op', 'ncc-1701');
  const { page, context } = await shopperWithChoices(jim, {});
  await open(page, '/accounting');
  await page
    .getByText(/not allowed|permission|authorized/i)
    .first()
    .waitFor();
  assert.equal(await page.locator('#orders').count(), 0);
  await context.close();
});

test('Reflected XSS: a tracking link carrying an iframe runs it in the page', async (t) => {
  const disabled = (
    (await (await fetch(`${SHOP}/api/Challenges/?key=reflectedXssChallenge`)).json()) as { data: Array<{ disabledEnv: string | null }> }
  ).data[0]!.disabledEnv;
  if (disabled) return t.skip(`disabled here (${disabled})`);
  const { page, context } = await visitor();
  const alerted = page.waitForEvent('dialog').then(async (d) => {
    const message = d.message();
    await d.dismiss();
    return message;
  });
  await open(page, `/track-result?id=${encodeURIComponent('<iframe src="javascript:alert(`xss`)">')}`);
  await page.locator('#order-number iframe').waitFor({ state: 'attached' });
  assert.equal(await alerted, 'xss');
  assert.equal(await challengeSolved('reflectedXssChallenge'), true);
  await context.close();
});

test('an unknown order id on /order-completion says so inside the shop, instead of a blank page', async () => {
  const { page, context, errors } = await visitor();
  await open(page, '/order-completion/no-such-order-42');
  await page.getByText('There is no order with the ID no-such-order-42.').waitFor();
  await page.locator('#navbarAccount').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});
