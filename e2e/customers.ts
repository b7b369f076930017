import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { open, SHOP } from './browser.ts';

/** Customers of the e2e files: registered over the API (the accounts e2e covers the screen), logged in on the screen. */

export type Customer = { email: string; password: string };

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A new customer, `label` in the email so a failing run shows whose it was. */
export async function newCustomer(label = 'customer'): Promise<Customer> {
  const email = `${label}-${unique()}@juice-sh.op`;
  const res = await fetch(`${SHOP}/api/Users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'apple-juice', passwordRepeat: 'apple-juice' }),
  });
  assert.equal(res.status, 201);
  return { email, password: 'apple-juice' };
}

export async function logIn(page: Page, { email, password }: Customer) {
  await open(page, '/login');
  await page.locator('#email').fill(email);
  await page.getByLabel('Text field for the login password').fill(password);
  await page.locator('#loginButton').click();
  await page.waitForURL(/\/search$/);
}

/** Waits for the snackbar saying `text`; closes it, so the next one is read on its own (not possible under a modal dialog). */
export async function snackbar(page: Page, text: string, { close = true } = {}) {
  const snack = page.getByRole('status').filter({ hasText: text });
  await snack.waitFor();
  if (close) await snack.getByRole('button', { name: 'Close' }).click();
}

/** A new customer logged in on `page`: their email and login token. */
export async function signedInCustomer(page: Page, label = 'customer') {
  const customer = await newCustomer(label);
  await logIn(page, customer);
  return { email: customer.email, token: (await page.evaluate(() => localStorage.getItem('token')))! };
}

/** With SCREENSHOT_DIR set, keeps the screen as a phone (390 px) and a desktop (1280 px) see it. */
export async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const size = page.viewportSize()!;
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
  await page.setViewportSize(size);
}

/** The login token of an existing account, from the login API. */
export async function tokenFor(email: string, password: string) {
  const res = await fetch(`${SHOP}/rest/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  assert.equal(res.status, 200, `login of ${email}`);
  return ((await res.json()) as { authentication: { token: string } }).authentication.token;
}

/** Keeps a login in the browser as the login screen does: token in local storage and in the cookie. */
export async function keepLogin(page: Page, token: string) {
  await page.evaluate((t) => {
    localStorage.setItem('token', t);
    document.cookie = `token=${t}; path=/`;
  }, token);
}
