// e2e-preset: e2e-tutorial
// The Reflected XSS tutorial from its address to the solve, on a shop of its own (it needs
// Reflected XSS unsolved, and solves it). Safety mode switches the challenge off in containers,
// and this machine is one: the e2e-tutorial preset is the tutorial preset with safety mode off.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { challengeSolved, closeBrowser, open, SHOP, visitor } from './browser.ts';
import { bubble, stepOf, loginScreenFromMenu } from './instructor.ts';

after(closeBrowser);

const PAYLOAD = '<iframe src="javascript:alert(`xss`)">';
const STEPS = [
  { text: /For this lesson you need to be logged in/, target: '#navbarAccount' },
  { text: /Orders & Payment, then Order History/, target: 'header > mat-toolbar' },
  { text: /Each order has a truck button: Track Order/, target: 'a[href^="/track-result"]' },
  { text: /the order number travels in it, as id=/, target: '#order-number' },
  { text: /that is reflected XSS/, target: '#order-number' },
  { text: /replace everything after id= with <iframe src="javascript:alert\(`xss`\)">/, target: '#order-number' },
  { text: /Anyone who opens a link like yours runs your script/, target: '#order-number' },
];
const expectStep = stepOf(STEPS);

test('from the tutorial address through login, order history and tracking to a solved Reflected XSS', async () => {
  const { page, context, errors } = await visitor();
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await open(page, '/hacking-instructor?challenge=Reflected%20XSS');
  await expectStep(page, 1);
  assert.equal(await bubble(page).getAttribute('data-skippable'), 'false');
  // the seeded demo customer has an order to track
  await loginScreenFromMenu(page);
  await page.locator('#email').fill('demo');
  await page.getByLabel('Text field for the login password').fill('demo');
  await page.locator('#loginButton').click();
  await expectStep(page, 2);
  await page.locator('#navbarAccount').click();
  await page.getByRole('menuitem', { name: 'Orders & Payment' }).click();
  await page.getByRole('menuitem', { name: 'Order History' }).click();
  await page.waitForURL(/\/order-history$/);
  await expectStep(page, 3);
  await page.getByRole('link', { name: 'Track Order' }).first().click();
  await page.waitForURL(/\/track-result\?id=/);
  await expectStep(page, 4);
  await bubble(page).dblclick();
  await expectStep(page, 5);
  await bubble(page).dblclick();
  await expectStep(page, 6);
  assert.equal(await bubble(page).getAttribute('data-skippable'), 'false');
  assert.equal(await challengeSolved('reflectedXssChallenge'), false, 'the instructor solved nothing before the player did');
  // the player edits the address bar and presses Enter: a full page load, where the run resumes
  await page.goto(`${SHOP}/track-result?id=${PAYLOAD}`);
  await page.locator('.challenge-solved-toast', { hasText: 'Reflected XSS' }).waitFor();
  await expectStep(page, 7);
  assert.equal(await challengeSolved('reflectedXssChallenge'), true);
  assert.deepEqual(alerts, ['xss']);
  await bubble(page).dblclick();
  await bubble(page).waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});
