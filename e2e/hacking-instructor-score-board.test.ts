// e2e-preset: tutorial
// The Score Board tutorial from the side menu to the solve, on a shop of its own (it needs the
// Score Board unsolved, and solves it).
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { challengeSolved, closeBrowser, open, SHOP, visitor } from './browser.ts';
import { bubble, SCORE_BOARD_STEPS, stepOf } from './instructor.ts';

after(closeBrowser);

const expectStep = stepOf(SCORE_BOARD_STEPS);

test('from the side-menu link to the solved Score Board, following the bubbles; then the link is gone', async () => {
  const { page, context, errors } = await visitor();
  await open(page, '/search');
  // offered while the Score Board is unsolved, and no instructor before a tutorial starts
  assert.equal(await page.locator('#getting-started').count(), 1);
  assert.equal(await bubble(page).count(), 0);
  await page.getByRole('button', { name: 'Open side menu' }).click();
  await page.locator('#getting-started').click();
  await page.waitForURL(/\/hacking-instructor\?challenge=Score%20Board$/);
  await expectStep(page, 1);
  // the first step moves on by itself once there was time to read it
  await expectStep(page, 2);
  await bubble(page).dblclick();
  await expectStep(page, 3);
  await bubble(page).dblclick();
  await expectStep(page, 4);
  // the bubble is reachable by keyboard: its close button takes focus
  await page.locator('#hacking-instructor button[aria-label="Close the hacking instructor"]').focus();
  assert.equal(await page.evaluate(() => document.activeElement?.closest('#hacking-instructor') !== null), true);
  // the player does what it says: types the address (a full page load) and the tutorial resumes there
  await page.goto(`${SHOP}/score-board`);
  await expectStep(page, 5);
  await page.locator('.challenge-solved-toast', { hasText: 'Score Board' }).waitFor();
  assert.equal(await challengeSolved('scoreBoardChallenge'), true);
  await bubble(page).dblclick();
  await bubble(page).waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  // once solved, the side menu no longer offers it
  await open(page, '/search');
  await page.locator('#homeButton').waitFor();
  assert.equal(await page.locator('#getting-started').count(), 0);
  await context.close();
});
