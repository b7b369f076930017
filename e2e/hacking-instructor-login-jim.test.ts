// e2e-preset: tutorial
// The Login Jim tutorial from its address to the solve, on a shop of its own (it needs Login Jim
// unsolved, and solves it): the player reads Jim's email off a product review and comments out
// the login query's password check.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { closeBrowser, open, visitor } from './browser.ts';
import { bubble, stepOf, expectFinished, loginScreenFromMenu } from './instructor.ts';

after(closeBrowser);

const STEPS = [
  { text: /This challenge starts logged out/, target: '#navbarAccount' },
  { text: /log in with Jim's account/, target: '#navbarAccount' },
  { text: /you need Jim's email address and his password/, target: '#email' },
  { text: /With just his email address, an SQL injection/, target: '#email' },
  { text: /for instance next to product reviews/, target: '#homeButton' },
  { text: /Go back to the product list/, target: '#homeButton' },
  { text: /Once you found one by Jim/, target: '#navbarAccount' },
  { text: /Type Jim's email address into the email field/, target: '#email' },
  { text: /Type any password/, target: '#password' },
  { text: /Click the Log in button/, target: '#loginButton' },
  { text: /That did not work/, target: '#loginButton' },
  { text: /Add '-- right after Jim's email address/, target: '#email' },
  { text: /Click Log in again/, target: '#loginButton' },
  { text: /You are logged in as Jim/, target: '#homeButton' },
];
const expectStep = stepOf(STEPS);

test("Login Jim: Jim's email from a product review, a wrong password, then '-- and Jim is logged in", async () => {
  const { page, context, errors } = await visitor();
  await open(page, '/hacking-instructor?challenge=Login%20Jim');
  // nobody is logged in: the logout step is over at once
  await expectStep(page, 2);
  await loginScreenFromMenu(page);
  await expectStep(page, 3);
  await bubble(page).dblclick();
  await expectStep(page, 4);
  await bubble(page).dblclick();
  await expectStep(page, 5);
  await bubble(page).dblclick();
  await expectStep(page, 6);
  await page.locator('#homeButton').click();
  await page.waitForURL(/\/search$/);
  await expectStep(page, 7);
  assert.equal(await bubble(page).getAttribute('data-skippable'), 'false');
  // the player browses the products' reviews (here straight to one Jim reviewed)
  await page.locator('#searchQuery').click();
  await page.locator('app-mat-search-bar input').fill('Green Smoothie');
  await page.locator('app-mat-search-bar input').press('Enter');
  await page.getByRole('button', { name: 'Details of Green Smoothie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Green Smoothie' });
  const email = (await dialog.getByText(/^jim@/).innerText()).trim();
  assert.equal(email, 'jim@juice-sh.op');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expectStep(page, 7);
  await loginScreenFromMenu(page);
  await expectStep(page, 8);
  await page.locator('#email').fill(email);
  await expectStep(page, 9);
  await page.locator('#password').fill('not-his-password');
  await expectStep(page, 10);
  await page.locator('#loginButton').click();
  await expectStep(page, 11);
  await page.locator('[role="alert"]', { hasText: 'Invalid email or password.' }).waitFor();
  await bubble(page).dblclick();
  await expectStep(page, 12);
  await page.locator('#email').fill(`${email}'--`);
  await expectStep(page, 13);
  await page.locator('#loginButton').click();
  await expectFinished(page, expectStep, 14, { name: 'Login Jim', key: 'loginJimChallenge' });
  assert.deepEqual(errors, []);
  await context.close();
});
