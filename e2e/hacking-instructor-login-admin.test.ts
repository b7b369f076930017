// e2e-preset: tutorial
// The Login Admin tutorial from its address to the solve, on a shop of its own (it needs Login
// Admin unsolved, and solves it): a logged-in player logs out, builds the SQL injection step by
// step as the bubbles say, and wanders off once to see the way back.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { challengeSolved, closeBrowser, open, visitor } from './browser.ts';
import { signedInCustomer } from './customers.ts';
import { bubble, stepOf, loginScreenFromMenu } from './instructor.ts';

after(closeBrowser);

const STEPS = [
  { text: /This challenge starts logged out/, target: '#navbarAccount' },
  { text: /get into the administrator's account/, target: '#navbarAccount' },
  { text: /We will try an SQL injection/, target: '#email' },
  { text: /A good first test is a single quote/, target: '#email' },
  { text: /Type just a single quote ' into the email field/, target: '#email' },
  { text: /type anything into the password field/, target: '#password' },
  { text: /Click the Log in button/, target: '#loginButton' },
  { text: /See the red error above the form\? It starts with SQLITE_ERROR/, target: '#loginButton' },
  { text: /Network tab .* \/rest\/user\/login carries the error in full/, target: '#loginButton' },
  { text: /Change the email field to ' OR true/, target: '#email' },
  { text: /Click Log in again/, target: '#loginButton' },
  { text: /Still an error\?/, target: '#loginButton' },
  { text: /two dashes \(--\) start a comment/, target: '#email' },
  { text: /Type ' OR true-- into the email field/, target: '#email' },
  { text: /Click Log in one more time/, target: '#loginButton' },
  { text: /You are in! .*the administrator's/, target: '#homeButton' },
];
const expectStep = stepOf(STEPS);

test('Login Admin: log out, a lone quote, OR true, the comment, and the administrator is logged in; a wanderer is shown the way back', async () => {
  const { page, context, errors } = await visitor();
  await signedInCustomer(page, 'login-admin-tutorial');
  await open(page, '/hacking-instructor?challenge=Login%20Admin');
  await expectStep(page, 1);
  // logged in: the first step waits for the logout
  await page.locator('#navbarAccount').click();
  await page.locator('#navbarLogoutButton').click();
  await expectStep(page, 2);
  await loginScreenFromMenu(page);
  await expectStep(page, 3);
  await bubble(page).dblclick();
  await expectStep(page, 4);
  await bubble(page).dblclick();
  await expectStep(page, 5);

  // wandering off (client side) while a login step shows: the bubble says how to get back
  await page.getByRole('button', { name: 'Open side menu' }).click();
  await page.locator('mat-sidenav a[href="/about"]').click();
  await page.waitForURL(/\/about$/);
  await page.locator('#hacking-instructor-text', { hasText: /Go back to carry on/ }).waitFor();
  assert.equal(await bubble(page).getAttribute('data-step'), '5');
  const back = page.locator('#hacking-instructor-text a');
  assert.equal(await back.getAttribute('href'), '/login');
  assert.equal(await back.innerText(), '/login');
  await back.click();
  await page.waitForURL(/\/login$/);
  await expectStep(page, 5);
  // and by address, a full page load: the run resumes at the same step with the same guidance
  await page.goto(page.url().replace(/\/login$/, '/about'));
  await page.locator('#hacking-instructor-text', { hasText: /Go back to carry on/ }).waitFor();
  assert.equal(await bubble(page).getAttribute('data-step'), '5');
  await page.locator('#hacking-instructor-text a').click();
  await page.waitForURL(/\/login$/);
  await expectStep(page, 5);

  await page.locator('#email').fill("'");
  await expectStep(page, 6);
  await page.locator('#password').fill('anything');
  await expectStep(page, 7);
  await page.locator('#loginButton').click();
  await expectStep(page, 8);
  // the error the step talks about, above the form
  await page.locator('[role="alert"]', { hasText: /^SQLITE_ERROR: / }).waitFor();
  await bubble(page).dblclick();
  await expectStep(page, 9);
  await bubble(page).dblclick();
  await expectStep(page, 10);
  await page.locator('#email').fill("' OR true");
  await expectStep(page, 11);
  await page.locator('#loginButton').click();
  await expectStep(page, 12);
  // the new error names the rest of the query, the password check
  await page.locator('[role="alert"]', { hasText: /^SQLITE_ERROR: near "' AND password = '": syntax error/ }).waitFor();
  assert.equal(await challengeSolved('loginAdminChallenge'), false, 'the query is still broken');
  await bubble(page).dblclick();
  await expectStep(page, 13);
  await bubble(page).dblclick();
  await expectStep(page, 14);
  assert.equal(await bubble(page).getAttribute('data-skippable'), 'false');
  await page.locator('#email').fill("' OR true--");
  await expectStep(page, 15);
  await page.locator('#loginButton').click();
  await page.locator('.challenge-solved-toast', { hasText: 'Login Admin' }).waitFor();
  await expectStep(page, 16);
  assert.equal(await challengeSolved('loginAdminChallenge'), true);
  // whose account it is, as the last bubble suggests
  await page.locator('#navbarAccount').click();
  await page.locator('.mat-mdc-menu-panel', { hasText: 'admin@juice-sh.op' }).waitFor();
  await page.locator('#navbarAccount').click();
  await page.locator('.mat-mdc-menu-panel').waitFor({ state: 'detached' });
  await bubble(page).dblclick();
  await bubble(page).waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});
