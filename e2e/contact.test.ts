import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { closeBrowser, open, SHOP, visitor } from './browser.ts';

after(closeBrowser);

/** The captcha's question as the screen shows it, worked out as arithmetic. */
async function solveCaptcha(page: Page) {
  const question = (await page.locator('#captcha').innerText()).trim();
  assert.match(question, /^\d+[-+*]\d+[-+*]\d+$/);
  return String(new Function(`return ${question}`)());
}

test('an anonymous visitor leaves five-star feedback through the side menu; it shows in the About carousel', async () => {
  const { page, context, errors } = await visitor();
  await open(page, '/search');
  await page.getByRole('button', { name: 'Open side menu' }).click();
  const sidenav = page.locator('#sidenav');
  await sidenav.getByRole('link', { name: 'Photo Wall' }).waitFor();
  assert.equal(await sidenav.getByRole('link', { name: 'Complaint' }).count(), 0, 'complaints are for logged-in customers');
  assert.equal(await sidenav.getByRole('link', { name: 'Support Chat' }).count(), 0, 'the chat is for logged-in customers');
  await sidenav.getByRole('link', { name: 'Customer Feedback' }).click();
  await page.waitForURL(`${SHOP}/contact`);

  await page.getByRole('heading', { name: 'Customer Feedback' }).waitFor();
  assert.equal(await page.getByLabel('Author').inputValue(), 'anonymous');
  const submit = page.locator('#submitButton');
  assert.equal(await submit.isDisabled(), true);
  const comment = `Fresh and fruity ${Date.now()}`;
  await page.locator('#comment').fill(comment);
  await page.getByText(`${comment.length}/160`).waitFor();
  await page.locator('#captchaControl').fill(await solveCaptcha(page));
  assert.equal(await submit.isDisabled(), true, 'no rating chosen yet');
  await page.locator('#rating').focus();
  await page.keyboard.press('End');
  assert.equal(await page.locator('#rating').getAttribute('aria-valuenow'), '5');
  await submit.waitFor({ state: 'visible' });
  assert.equal(await submit.isEnabled(), true);
  const firstQuestion = await page.locator('#captcha').innerText();
  await page.locator('#captchaControl').press('Enter');

  await page.getByText('Thank you so much for your five-star feedback!').waitFor();
  assert.equal(await page.locator('#comment').inputValue(), '');
  await page.waitForFunction((before) => document.querySelector('#captcha')?.textContent?.trim() !== before.trim(), firstQuestion);

  // the newest feedback is the carousel's last slide: one step back from the first
  await open(page, '/about');
  await page.getByRole('button', { name: 'Previous feedback' }).click();
  await page.locator('#feedback-gallery').getByText(`${comment} (anonymous)`).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('a logged-in customer signs with the masked email; a wrong answer shows the error and clears only the answer', async () => {
  const login = await fetch(`${SHOP}/rest/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'jim@juice-sh.op', password: 'ncc-1701' }),
  });
  const token = ((await login.json()) as { authentication: { token: string } }).authentication.token;
  const { page, context } = await visitor({ width: 390, height: 844 });
  await open(page, '/search');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await open(page, '/contact');
  await page.waitForFunction(() => (document.querySelector('#author') as HTMLInputElement | null)?.value === '***@juice-sh.op');

  await page.locator('#comment').fill('Too sour for me');
  await page.locator('#rating').focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.locator('#rating').getAttribute('aria-valuenow'), '2');
  await page.locator('#captchaControl').fill(String(Number(await solveCaptcha(page)) + 1));
  await page.locator('#submitButton').click();
  await page.getByText('Wrong answer to CAPTCHA. Please try again.').waitFor();
  assert.equal(await page.locator('#captchaControl').inputValue(), '');
  assert.equal(await page.locator('#comment').inputValue(), 'Too sour for me');

  await page.locator('#captchaControl').fill(await solveCaptcha(page));
  await page.locator('#comment').press('Enter');
  await page.getByText('Thank you for your feedback.').waitFor();
  const list = (await (await fetch(`${SHOP}/api/Feedbacks`)).json()) as {
    data: Array<{ UserId: number; comment: string; rating: number }>;
  };
  assert.deepEqual(list.data.at(-1), { ...list.data.at(-1), UserId: 2, comment: 'Too sour for me (***@juice-sh.op)', rating: 2 });

  await page.getByRole('button', { name: 'Open side menu' }).click();
  await page.locator('#sidenav').getByRole('link', { name: 'Complaint' }).waitFor();
  await page.locator('#sidenav').getByRole('link', { name: 'Support Chat' }).waitFor();
  await context.close();
});
