// e2e-preset: tutorial
// The Privacy Policy tutorial from its address to the solve, on a shop of its own (it needs
// Privacy Policy unsolved, and solves it).
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { closeBrowser, open, visitor } from './browser.ts';
import { newCustomer } from './customers.ts';
import { bubble, stepOf, expectFinished, loginScreenFromMenu } from './instructor.ts';

after(closeBrowser);

const STEPS = [
  { text: /First, log in with any account/, target: '#navbarAccount' },
  { text: /You are logged in\. Now click Account/, target: '#navbarAccount' },
  { text: /Privacy & Security in the menu\. A second menu opens next to it: click Privacy Policy/, target: 'header > mat-toolbar' },
  { text: /hardly anyone reads the fine print/, target: '#main' },
];
const expectStep = stepOf(STEPS);

test('from the tutorial address through login and the account menu to a solved Privacy Policy', async () => {
  const { page, context, errors } = await visitor();
  const customer = await newCustomer('privacy-tutorial');
  await open(page, '/hacking-instructor?challenge=Privacy%20Policy');
  await expectStep(page, 1);
  // the login step is the player's to do
  assert.equal(await bubble(page).getAttribute('data-skippable'), 'false');
  await loginScreenFromMenu(page);
  await expectStep(page, 1);
  await page.locator('#email').fill(customer.email);
  await page.getByLabel('Text field for the login password').fill(customer.password);
  await page.locator('#loginButton').click();
  await expectStep(page, 2);
  await page.locator('#navbarAccount').click();
  await expectStep(page, 3);
  assert.equal(await bubble(page).getAttribute('data-skippable'), 'false');
  await page.getByRole('menuitem', { name: 'Privacy & Security' }).click();
  await page.getByRole('menuitem', { name: 'Privacy Policy' }).click();
  await page.waitForURL(/\/privacy-security\/privacy-policy$/);
  await expectFinished(page, expectStep, 4, { name: 'Privacy Policy', key: 'privacyPolicyChallenge' });
  assert.deepEqual(errors, []);
  await context.close();
});
