import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { open, SHOP } from './browser.ts';

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

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

/** A new customer, registered over the API and logged in through the login screen: their email and login token. */
export async function newCustomer(page: Page, prefix = 'customer') {
  const email = `${prefix}-${unique()}@example.com`;
  const res = await fetch(`${SHOP}/api/Users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Secret#123', passwordRepeat: 'Secret#123', securityQuestion: { id: 1 }, securityAnswer: 'Berlin' }),
  });
  assert.equal(res.status, 201);
  await open(page, '/login');
  await page.locator('#email').fill(email);
  await page.getByLabel('Text field for the login password').fill('Secret#123');
  await page.locator('#loginButton').click();
  await page.waitForURL(/\/search$/);
  return { email, token: (await page.evaluate(() => localStorage.getItem('token')))! };
}
