// e2e-preset: tutorial
// The Forged Feedback tutorial from its address to the solve, on a shop of its own: a logged-in
// customer opens the feedback form from the side menu, shows the input with the hidden attribute
// (as in the developer tools' Elements panel), types another user's id into it and submits.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { challengeSolved, closeBrowser, open, SHOP, visitor } from './browser.ts';
import { logIn, newCustomer } from './customers.ts';
import { bubble, stepOf } from './instructor.ts';

after(closeBrowser);

const SIDENAV_BUTTON = 'button[aria-controls="sidenav"]';
const STEPS = [
  { text: /open the side menu with this button and choose Customer Feedback/, target: SIDENAV_BUTTON },
  { text: /Your mission: post feedback in the name of another user/, target: '#author' },
  { text: /The Author field shows which/, target: '#author' },
  { text: /inspect the elements of this feedback form/, target: '#author' },
  { text: /look at the input right above the Author field/, target: '#author' },
  { text: /delete that input's hidden attribute, and it appears above Author/, target: '#author' },
  { text: /You found and changed the hidden user id/, target: '#submitButton' },
  { text: /Your feedback went out in the name of another user/, target: '#author' },
];
const expectStep = stepOf(STEPS);

/** The captcha's question as the screen shows it, worked out as arithmetic. */
async function solveCaptcha(page: Page) {
  const question = (await page.locator('#captcha').innerText()).trim();
  assert.match(question, /^\d+[-+*]\d+[-+*]\d+$/);
  return String(new Function(`return ${question}`)());
}

test('from the address to feedback posted as another user, through the hidden user id', async () => {
  const customer = await newCustomer('forged-feedback');
  const { page, context, errors } = await visitor();
  await logIn(page, customer);
  await open(page, '/hacking-instructor?challenge=Forged%20Feedback');
  await expectStep(page, 1);
  await page.locator(SIDENAV_BUTTON).click();
  await page.locator('#sidenav').getByRole('link', { name: 'Customer Feedback' }).click();
  await page.waitForURL(`${SHOP}/contact`);
  // the form first (the screen loads after the address changes), then the bubble beside it
  await page.locator('#author').waitFor();
  await expectStep(page, 2);
  for (const n of [3, 4, 5, 6]) {
    await bubble(page).dblclick();
    await expectStep(page, n);
  }
  // the form has filled in the customer's own id by now; the step waits for another one
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#userId')?.value !== '');
  const own = await page.locator('#userId').inputValue();
  // what the bubble says, done as in the Elements panel: the input with the hidden attribute right
  // above the Author field (the rating slider's own hidden input comes after it) shows...
  const shown = await page.evaluate(() => {
    const author = document.querySelector('#author');
    const above = [...document.querySelectorAll('#feedback-form input[hidden]')].filter(
      (input) => author && input.compareDocumentPosition(author) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const input = above.at(-1);
    input?.removeAttribute('hidden');
    return input?.id;
  });
  assert.equal(shown, 'userId');
  // ...and the player types another user's id into it
  const field = page.locator('#userId');
  await field.waitFor({ state: 'visible' });
  await field.fill(own === '1' ? '2' : '1');
  await expectStep(page, 7);
  assert.equal(await bubble(page).getAttribute('data-skippable'), 'false');
  assert.equal(await challengeSolved('forgedFeedbackChallenge'), false, 'changing the field solves nothing, sending it does');
  await page.locator('#comment').fill('Signed by someone else');
  await page.locator('#rating').focus();
  await page.keyboard.press('End');
  await page.locator('#captchaControl').fill(await solveCaptcha(page));
  await page.locator('#submitButton').click();
  await expectStep(page, 8);
  await page.locator('.challenge-solved-toast', { hasText: 'Forged Feedback' }).waitFor();
  assert.equal(await challengeSolved('forgedFeedbackChallenge'), true);
  await bubble(page).dblclick();
  await bubble(page).waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});
