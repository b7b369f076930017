// e2e-preset: tutorial
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { challengeSolved, closeBrowser, open, SHOP, visitor } from './browser.ts';

after(closeBrowser);

// the tutorial's texts as a player reads them (English dictionary)
const TEXTS = [
  /I am your hacking instructor/,
  /Your first mission: find the Score Board/,
  /search the loaded scripts for "score"/,
  /Type the address into the address bar, for example \/score-board/,
  /You found it, and that solved your first challenge/,
];
// the element each step's bubble points at
const TARGETS = ['#searchQuery', '#homeButton', '#homeButton', '#homeButton', '#main'];

const bubble = (page: Page) => page.locator('#hacking-instructor');

/** Waits for step `n` (1-based) and checks its text, its counter and that the bubble sits right next to its element. */
async function expectStep(page: Page, n: number) {
  await page.locator(`#hacking-instructor[data-step="${n}"]`).waitFor();
  await page.locator('#hacking-instructor-text', { hasText: TEXTS[n - 1] }).waitFor();
  assert.match(await bubble(page).innerText(), new RegExp(`Step ${n} of ${TEXTS.length}`, 'i'));
  // the bubble is placed on the next animation frame; give it two
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const box = await bubble(page).boundingBox();
  const el = await page
    .locator(TARGETS[n - 1])
    .first()
    .boundingBox();
  assert.ok(box && el, `step ${n}: bubble and ${TARGETS[n - 1]} are on the page`);
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  const below = Math.abs(box.y - (el.y + el.height) - 12) <= 2;
  const above = Math.abs(box.y + box.height - (el.y - 12)) <= 2;
  // a target taller than the room left (the whole main area) gets the bubble pinned inside the viewport
  const pinned = box.y >= 0 && box.y + box.height <= viewport.height && el.y + el.height > viewport.height - box.height;
  assert.ok(below || above || pinned, `step ${n}: bubble ${JSON.stringify(box)} next to ${TARGETS[n - 1]} ${JSON.stringify(el)}`);
  // horizontally it overlaps its element, or hugs the viewport's edge it is clamped to
  assert.ok(box.x < el.x + el.width && box.x + box.width > el.x, `step ${n}: bubble overlaps ${TARGETS[n - 1]} horizontally`);
}

test('the side menu offers the getting-started tutorial while the Score Board is unsolved', async () => {
  const { page, context } = await visitor();
  await open(page, '/search');
  assert.equal(await page.locator('#getting-started').count(), 1);
  assert.equal(await bubble(page).count(), 0, 'no instructor before a tutorial starts');
  await context.close();
});

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
  await bubble(page).dblclick();
  await expectStep(page, 4);
  assert.equal(await bubble(page).getAttribute('data-skippable'), 'false');
  await bubble(page).dblclick();
  // a positive signal first: the double-click reached the bubble (it has focusable content and stays)
  await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
  await expectStep(page, 4);
  // the bubble follows its element while the page scrolls and resizes
  await page.setViewportSize({ width: 390, height: 844 });
  await expectStep(page, 4);
  await page.keyboard.press('Escape');
  await bubble(page).waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => sessionStorage.getItem('hacking-instructor')), null);
  assert.equal(await challengeSolved('scoreBoardChallenge'), false, 'the instructor solves nothing itself');
  assert.deepEqual(errors, []);
  await context.close();
});

test("upstream's hash address starts the tutorial too, and an unknown challenge starts nothing", async () => {
  const { page, context } = await visitor();
  await open(page, '/#/hacking-instructor?challenge=Score%20Board');
  await page.waitForURL(/\/hacking-instructor\?challenge=Score%20Board$/);
  await expectStep(page, 1);
  await page.locator('#hacking-instructor button[aria-label="Close the hacking instructor"]').click();
  await bubble(page).waitFor({ state: 'detached' });
  await open(page, '/hacking-instructor?challenge=No%20Such%20Challenge');
  await page.locator('#product-search-results').waitFor();
  await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));
  assert.equal(await bubble(page).count(), 0);
  await context.close();
});

test('from the side-menu link to the solved Score Board, following the bubbles', async () => {
  const { page, context, errors } = await visitor();
  await open(page, '/search');
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
  await page.locator('#hacking-instructor button').focus();
  assert.equal(await page.evaluate(() => document.activeElement?.closest('#hacking-instructor') !== null), true);
  // the player does what it says: types the address (a full page load) and the tutorial resumes there
  await page.goto(`${SHOP}/score-board`);
  await expectStep(page, 5);
  await page.locator('.challenge-solved-toast', { hasText: 'Score Board' }).waitFor();
  assert.equal(await challengeSolved('scoreBoardChallenge'), true);
  await bubble(page).dblclick();
  await bubble(page).waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the getting-started link is gone once the Score Board is solved', async () => {
  assert.equal(await challengeSolved('scoreBoardChallenge'), true);
  const { page, context } = await visitor();
  await open(page, '/search');
  await page.locator('#homeButton').waitFor();
  assert.equal(await page.locator('#getting-started').count(), 0);
  await context.close();
});
