// e2e-preset: tutorial
// The Admin Section tutorial from its address to the solve, on a shop of its own: the player logs
// in as the admin (the Login Admin way, an injection in the Email field), guesses /admin, then
// /administration, whose opening solves the challenge.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { challengeSolved, closeBrowser, open, SHOP, visitor } from './browser.ts';
import { bubble, stepOf } from './instructor.ts';

after(closeBrowser);

// each step's text as a player reads it, and the element its bubble points at
const STEPS = [
  { text: /This one needs you logged in as the administrator/, target: '#navbarAccount' },
  { text: /Your mission: find the address of that page/, target: '#homeButton' },
  { text: /A WordPress site, for example, keeps its admin area at \/wp-admin/, target: '#homeButton' },
  { text: /type \/admin into the address bar/, target: '#homeButton' },
  { text: /Try \/administration in the address bar/, target: '#homeButton' },
  { text: /You made it into the administration section/, target: '#users-title' },
  { text: /search the loaded scripts for "admin"/, target: '#homeButton' },
  { text: /log in as an ordinary customer and open \/administration again/, target: '#homeButton' },
];
const expectStep = stepOf(STEPS);

test('from the address to the solved Admin Section: admin login, /admin, then /administration', async () => {
  const { page, context, errors } = await visitor();
  await open(page, '/hacking-instructor?challenge=Admin%20Section');
  await expectStep(page, 1);
  // the admin login comes first and cannot be skipped
  await bubble(page).dblclick();
  await bubble(page).getByText('it cannot be skipped').waitFor();
  await expectStep(page, 1);
  // the player logs in as the admin as the Login Admin tutorial teaches (a full page load: the run resumes)
  await open(page, '/login');
  await expectStep(page, 1);
  await page.locator('#email').fill("admin@juice-sh.op'--");
  await page.locator('#password').fill('anything');
  await page.locator('#loginButton').click();
  await page.waitForURL(/\/search$/);
  await expectStep(page, 2);
  await bubble(page).dblclick();
  await expectStep(page, 3);
  await bubble(page).dblclick();
  await expectStep(page, 4);
  // the player types the addresses into the address bar
  await page.goto(`${SHOP}/admin`);
  await expectStep(page, 5);
  assert.equal(await bubble(page).getAttribute('data-skippable'), 'false');
  await page.goto(`${SHOP}/administration`);
  // the users' panel first (the screen loads its data), then the bubble beside it
  await page.locator('#users-title').waitFor();
  await expectStep(page, 6);
  await page.locator('.challenge-solved-toast', { hasText: 'Admin Section' }).waitFor();
  assert.equal(await challengeSolved('adminSectionChallenge'), true);
  await bubble(page).dblclick();
  await expectStep(page, 7);
  await bubble(page).dblclick();
  await expectStep(page, 8);
  await bubble(page).dblclick();
  await bubble(page).waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});
