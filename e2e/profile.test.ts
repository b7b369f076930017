import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { challengeSolved, closeBrowser, SHOP, visitor } from './browser.ts';
import { tokenFor } from './customers.ts';

after(closeBrowser);

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Submits one of the page's plain forms and waits for the page it leads back to. */
async function submit(page: Page, button: string) {
  await Promise.all([page.waitForEvent('load'), page.locator(button).click()]);
}

test('the profile page: change the username through the form and see it shown', async () => {
  const token = await tokenFor('admin@juice-sh.op', 'admin123');
  const { page, context, errors } = await visitor({ cookies: [{ name: 'token', value: token }] });
  await page.goto(`${SHOP}/profile`);
  await page.getByRole('heading', { name: 'User Profile' }).waitFor();
  assert.equal(await page.getByLabel('Email (cannot be changed)').inputValue(), 'admin@juice-sh.op');
  await page.getByLabel('Username').fill('e2e Admin');
  await submit(page, '#submit');
  assert.equal(page.url(), `${SHOP}/profile`);
  assert.equal(await page.locator('#shownUsername').innerText(), 'e2e Admin');
  assert.equal(await page.getByLabel('Username').inputValue(), 'e2e Admin');
  // a picture uploaded through the form is stored, served and shown
  await page.getByLabel('Upload a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await submit(page, '#submitPicture');
  assert.equal(page.url(), `${SHOP}/profile`);
  const picture = page.locator('img.picture');
  assert.equal(await picture.getAttribute('src'), '/assets/public/images/uploads/1.png');
  assert.equal(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), 1);
  // the navbar leads back into the shop
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/search');
  assert.deepEqual(errors, []);
  await context.close();
});

test('CSP Bypass: a picture link widens the policy, and the bypass username runs its script', async (t) => {
  const disabled = (
    (await (await fetch(`${SHOP}/api/Challenges/?key=usernameXssChallenge`)).json()) as { data: Array<{ disabledEnv: string | null }> }
  ).data[0].disabledEnv;
  if (disabled) return t.skip(`disabled here (${disabled})`);
  const token = await tokenFor('jim@juice-sh.op', 'ncc-1701');
  const { page, context } = await visitor({ cookies: [{ name: 'token', value: token }] });
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${SHOP}/profile`);
  await page.getByLabel('Username').fill('<<a|ascript>alert(`xss`)</script>');
  // the browser reports each script its policy blocks; the page keeps a list for the test
  type Blocked = { blockedScripts?: string[] };
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => {
      const g = globalThis as Blocked;
      g.blockedScripts ??= [];
      g.blockedScripts.push(e.blockedURI);
    }),
  );
  await submit(page, '#submit');
  await page.waitForFunction(() => (globalThis as Blocked).blockedScripts?.includes('inline'));
  assert.deepEqual(alerts, [], 'the default policy blocks the inline script');
  await page.getByLabel('Image URL').fill("https://a.png; script-src 'unsafe-inline' 'self' 'unsafe-eval'");
  const alerted = page.waitForEvent('dialog');
  await submit(page, '#submitUrl');
  await alerted;
  assert.deepEqual(alerts, ['xss']);
  assert.equal(await challengeSolved('usernameXssChallenge'), true);
  await context.close();
});
