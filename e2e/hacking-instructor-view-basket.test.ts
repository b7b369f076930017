// e2e-preset: tutorial
// The View Basket tutorial from its address to the solve, on a shop of its own: a customer logs
// in, opens their basket, changes the basket id kept in session storage (as in the developer
// tools) and opens the basket again, which then shows another customer's.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { challengeSolved, closeBrowser, open, visitor } from './browser.ts';
import { logIn, newCustomer } from './customers.ts';
import { bubble, stepOf } from './instructor.ts';

after(closeBrowser);

const BASKET_BUTTON = 'header a[href="/basket"]';
const STEPS = [
  { text: /horizontal privilege escalation/, target: '#homeButton' },
  { text: /You need an account of your own for this/, target: '#navbarAccount' },
  { text: /Open your own basket with this cart button/, target: BASKET_BUTTON },
  { text: /Your mission: look into someone else's basket/, target: BASKET_BUTTON },
  { text: /If your browser keeps a note of that/, target: BASKET_BUTTON },
  { text: /find Session Storage under Application/, target: BASKET_BUTTON },
  { text: /Does one of them look like it belongs to the basket/, target: BASKET_BUTTON },
  { text: /then back to Your Basket so it loads again/, target: BASKET_BUTTON },
  { text: /You are looking at another customer's basket/, target: '#main' },
];
const expectStep = stepOf(STEPS);

test("from the address to another customer's basket, by the basket id in session storage", async () => {
  const customer = await newCustomer('view-basket');
  const { page, context, errors } = await visitor();
  await open(page, '/hacking-instructor?challenge=View%20Basket');
  await expectStep(page, 1);
  await bubble(page).dblclick();
  await expectStep(page, 2);
  assert.equal(await bubble(page).getAttribute('data-skippable'), 'false');
  // the login page by its address (a full load: the run resumes), then back to the search screen
  await logIn(page, customer);
  await expectStep(page, 3);
  await page.locator(BASKET_BUTTON).click();
  await page.waitForURL(/\/basket$/);
  await expectStep(page, 4);
  await bubble(page).dblclick();
  await expectStep(page, 5);
  await bubble(page).dblclick();
  await expectStep(page, 6);
  await bubble(page).dblclick();
  await expectStep(page, 7);
  // what the player does in the developer tools' Session Storage: another number for `bid`
  const own = await page.evaluate(() => sessionStorage.getItem('bid'));
  assert.ok(own, 'the login keeps the basket id in session storage');
  const other = own === '1' ? '2' : '1';
  await page.evaluate((bid) => sessionStorage.setItem('bid', bid), other);
  await expectStep(page, 8);
  assert.equal(await bubble(page).getAttribute('data-skippable'), 'false');
  assert.equal(await challengeSolved('basketAccessChallenge'), false, 'changing the id solves nothing, the basket request does');
  // another screen, then the basket again
  await page.locator('#homeButton').click();
  await page.waitForURL(/\/search$/);
  await page.locator(BASKET_BUTTON).click();
  await page.waitForURL(/\/basket$/);
  await expectStep(page, 9);
  await page.locator('.challenge-solved-toast', { hasText: 'View Basket' }).waitFor();
  assert.equal(await challengeSolved('basketAccessChallenge'), true);
  // the products of the other customer's basket (the new customer's own is empty)
  await page.locator('mat-row').first().waitFor();
  await bubble(page).dblclick();
  await bubble(page).waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});
