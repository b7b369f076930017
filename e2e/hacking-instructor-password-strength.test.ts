// e2e-preset: tutorial
// The Password Strength tutorial from the score board's instructor button to the solve, on a shop
// of its own. The tutorial preset shows the harder tutorials once the easier ones are solved: the
// player continues a game that solved the four first-tier tutorials (a continue code restores it).
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { encodeContinueCode } from '../src/server/challenges/continue-codes.ts';
import { challengeSolved, closeBrowser, open, SHOP, visitor } from './browser.ts';
import { logIn, newCustomer } from './customers.ts';
import { bubble, stepOf } from './instructor.ts';

after(closeBrowser);

const STEPS = [
  { text: /log into the administrator's account with his own, original password/, target: '#navbarAccount' },
  { text: /This challenge starts logged out/, target: '#navbarAccount' },
  { text: /Customer feedback and product reviews show the addresses/, target: '#navbarAccount' },
  { text: /Type the admin's email address into the Email field/, target: '#email' },
  { text: /Type whichever password comes to mind and press Log in/, target: '#loginButton' },
  { text: /Nope, that was not it/, target: '#loginButton' },
  { text: /He added a few characters that are not letters/, target: '#loginButton' },
  { text: /Getting warmer! Maybe add some more digits/, target: '#loginButton' },
  { text: /Just one more digit/, target: '#loginButton' },
  { text: /Now press Log in/, target: '#loginButton' },
  { text: /You are logged in as the administrator of this shop/, target: '#homeButton' },
];
const expectStep = stepOf(STEPS);

/** Restores the solved state of the tutorial challenges of difficulty 1, as a continue code does. */
async function continueAfterFirstTier() {
  const all: Array<{ id: number; difficulty: number; tutorialOrder: number | null }> = (
    await (await fetch(`${SHOP}/api/Challenges/`)).json()
  ).data;
  const ids = all.filter((c) => c.tutorialOrder !== null && c.difficulty === 1).map((c) => c.id);
  assert.equal(ids.length, 4);
  const res = await fetch(`${SHOP}/rest/continue-code/apply/${encodeContinueCode('hacking', ids)}`, { method: 'PUT' });
  assert.equal(res.status, 200);
}

test('from the score board card to the admin logged in with admin123, following the hot-and-cold hints', async () => {
  await continueAfterFirstTier();
  const { page, context, errors } = await visitor();
  // a customer logged in already: the tutorial asks to log out first
  await logIn(page, await newCustomer('password-strength'));
  await open(page, '/score-board');
  await page.locator('article[data-key="weakPasswordChallenge"] .tutorial-button').click();
  await page.waitForURL(/\/hacking-instructor\?challenge=Password%20Strength$/);
  await expectStep(page, 1);
  await bubble(page).dblclick();
  await expectStep(page, 2);
  await page.locator('#navbarAccount').click();
  await page.locator('#navbarLogoutButton').click();
  await expectStep(page, 3);
  await page.locator('#navbarAccount').click();
  await page.locator('#navbarLoginButton').click();
  // the login form first (the screen loads after the address changes), then the bubble beside it
  await page.locator('#email').waitFor();
  await expectStep(page, 4);
  await page.locator('#email').fill('admin@juice-sh.op');
  await expectStep(page, 5);
  // a first guess, sent: the shop refuses it
  await page.locator('#password').fill('password');
  await page.locator('#loginButton').click();
  await expectStep(page, 6);
  await page.locator('#password').fill('admin');
  await expectStep(page, 7);
  await page.locator('#password').fill('admin1');
  await expectStep(page, 8);
  await page.locator('#password').fill('admin12');
  await expectStep(page, 9);
  await page.locator('#password').fill('admin123');
  await expectStep(page, 10);
  assert.equal(await bubble(page).getAttribute('data-skippable'), 'false');
  assert.equal(await challengeSolved('weakPasswordChallenge'), false, 'typing solves nothing, the login does');
  await page.locator('#loginButton').click();
  await page.waitForURL(/\/search$/);
  await expectStep(page, 11);
  await page.locator('.challenge-solved-toast', { hasText: 'Password Strength' }).waitFor();
  assert.equal(await challengeSolved('weakPasswordChallenge'), true);
  await bubble(page).dblclick();
  await bubble(page).waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});
