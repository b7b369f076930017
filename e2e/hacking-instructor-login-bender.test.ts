// e2e-preset: tutorial
// The Login Bender tutorial from its address to the solve, on a shop of its own (it needs Login
// Bender unsolved, and solves it): the player guesses Bender's email from the About Us page's
// customer feedback and comments out the login query's password check.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { closeBrowser, open, visitor } from './browser.ts';
import { bubble, stepOf, expectFinished, loginScreenFromMenu } from './instructor.ts';

after(closeBrowser);

const STEPS = [
  { text: /This challenge builds on SQL injection/, target: '#navbarAccount' },
  { text: /This challenge starts logged out/, target: '#navbarAccount' },
  { text: /log in with Bender's account/, target: '#navbarAccount' },
  { text: /you need Bender's email address and his password/, target: '#email' },
  { text: /With just his email address, an SQL injection/, target: '#email' },
  { text: /for instance in their feedback/, target: '#homeButton' },
  { text: /Go to the About Us page/, target: '#homeButton' },
  { text: /One entry shows enough of Bender's email/, target: '#feedback-gallery' },
  { text: /Type Bender's email address into the email field/, target: '#email' },
  { text: /Type any password/, target: '#password' },
  { text: /Click the Log in button/, target: '#loginButton' },
  { text: /That did not work/, target: '#loginButton' },
  { text: /Add '-- right after Bender's email address/, target: '#email' },
  { text: /Click Log in again/, target: '#loginButton' },
  { text: /You are logged in as Bender/, target: '#homeButton' },
];
const expectStep = stepOf(STEPS);

test("Login Bender: the hint to learn on Login Admin first, Bender's email from the feedback, then '-- and Bender is logged in", async () => {
  const { page, context, errors } = await visitor();
  await open(page, '/hacking-instructor?challenge=Login%20Bender');
  // Login Admin is unsolved: the prerequisite shows, and a double-click carries on
  await expectStep(page, 1);
  await bubble(page).dblclick();
  // nobody is logged in: the logout step is over at once
  await expectStep(page, 3);
  await loginScreenFromMenu(page);
  await expectStep(page, 4);
  await bubble(page).dblclick();
  await expectStep(page, 5);
  await bubble(page).dblclick();
  await expectStep(page, 6);
  await bubble(page).dblclick();
  await expectStep(page, 7);
  await page.getByRole('button', { name: 'Open side menu' }).click();
  await page.locator('mat-sidenav a[href="/about"]').click();
  await page.waitForURL(/\/about$/);
  await expectStep(page, 8);
  assert.equal(await bubble(page).getAttribute('data-skippable'), 'false');
  // the player leafs through the feedback until a masked email ending in "der@" shows
  const gallery = page.locator('#feedback-gallery');
  let masked = '';
  for (let i = 0; i < 10 && !masked; i++) {
    const text = await gallery.innerText();
    masked = text.match(/\*+der@[\w.-]+/)?.[0] ?? '';
    if (masked) break;
    const label = await gallery.getAttribute('aria-label');
    await page.getByRole('button', { name: 'Next feedback' }).click();
    await page.waitForFunction((old) => document.querySelector('#feedback-gallery')?.getAttribute('aria-label') !== old, label);
  }
  assert.equal(masked, '***der@juice-sh.op');
  const email = masked.replace(/^\*+/, 'ben');
  await loginScreenFromMenu(page);
  await expectStep(page, 9);
  await page.locator('#email').fill(email);
  await expectStep(page, 10);
  await page.locator('#password').fill('not-his-password');
  await expectStep(page, 11);
  await page.locator('#loginButton').click();
  await expectStep(page, 12);
  await page.locator('[role="alert"]', { hasText: 'Invalid email or password.' }).waitFor();
  await bubble(page).dblclick();
  await expectStep(page, 13);
  await page.locator('#email').fill(`${email}'--`);
  await expectStep(page, 14);
  await page.locator('#loginButton').click();
  await expectFinished(page, expectStep, 15, { name: 'Login Bender', key: 'loginBenderChallenge' });
  assert.deepEqual(errors, []);
  await context.close();
});
