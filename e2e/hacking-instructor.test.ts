// e2e-preset: tutorial
// The Score Board tutorial's frame: none of these tests solves the Score Board (its solve is
// hacking-instructor-score-board.test.ts, on a shop of its own), so they pass in any order.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { challengeSolved, closeBrowser, open, visitor } from './browser.ts';
import { bubble, runCookie, SCORE_BOARD_STEPS, stepOf } from './instructor.ts';

after(closeBrowser);

const expectStep = stepOf(SCORE_BOARD_STEPS);

test('the address starts the tutorial; double-click skips a skippable step, not an unskippable one; Escape closes it', async () => {
  const { page, context, errors } = await visitor();
  await open(page, '/hacking-instructor?challenge=Score%20Board');
  // the search screen underneath
  await page.locator('#product-search-results').waitFor();
  await expectStep(page, 1);
  assert.equal(await page.locator('#hacking-instructor-text').getAttribute('aria-live'), 'polite');
  // the page underneath stays usable: the search box takes input with the bubble beside it
  await page.locator('#searchQuery').click();
  await page.locator('app-mat-search-bar input').fill('apple');
  assert.equal(await page.locator('app-mat-search-bar input').inputValue(), 'apple');
  await bubble(page).dblclick();
  await expectStep(page, 2);
  await bubble(page).dblclick();
  await expectStep(page, 3);
  // the keyboard's way: the bubble's Next button
  await bubble(page).getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expectStep(page, 4);
  assert.equal(await bubble(page).getAttribute('data-skippable'), 'false');
  assert.equal(await bubble(page).getByRole('button', { name: 'Next' }).count(), 0, 'no Next on a step that cannot be skipped');
  await bubble(page).dblclick();
  // the bubble answers the double-click (the positive signal) and stays on its step
  await bubble(page).getByText('it cannot be skipped').waitFor();
  await expectStep(page, 4);
  // the bubble follows its element while the page scrolls and resizes
  await page.setViewportSize({ width: 390, height: 844 });
  await expectStep(page, 4);
  await page.keyboard.press('Escape');
  await bubble(page).waitFor({ state: 'detached' });
  assert.equal(await runCookie(page), undefined, 'closing ends the run');
  assert.equal(await challengeSolved('scoreBoardChallenge'), false, 'the instructor solves nothing itself');
  assert.deepEqual(errors, []);
  await context.close();
});

test("upstream's hash address starts the tutorial too", async () => {
  const { page, context } = await visitor();
  await open(page, '/#/hacking-instructor?challenge=Score%20Board');
  await page.waitForURL(/\/hacking-instructor\?challenge=Score%20Board$/);
  await expectStep(page, 1);
  await page.locator('#hacking-instructor button[aria-label="Close the hacking instructor"]').click();
  await bubble(page).waitFor({ state: 'detached' });
  assert.equal(await runCookie(page), undefined);
  await context.close();
});

test('an unknown challenge starts nothing', async () => {
  const { page, context } = await visitor();
  const instructorLoaded = page.waitForResponse((r) => /\/Instructor-[\w-]+\.js$/.test(new URL(r.url()).pathname));
  await open(page, '/hacking-instructor?challenge=No%20Such%20Challenge');
  await page.locator('#product-search-results').waitFor();
  // the run starts (the instructor's code arrives), finds no tutorial and ends: then no bubble is shown
  await instructorLoaded;
  await page.waitForFunction(() => !document.cookie.includes('hacking-instructor='));
  assert.equal(await bubble(page).count(), 0);
  await context.close();
});
