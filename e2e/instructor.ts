import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { challengeSolved } from './browser.ts';

/** The hacking instructor's bubble (its stable id, SELECTORS.md). */
export const bubble = (page: Page) => page.locator('#hacking-instructor');

/** The run cookie's value while a tutorial runs on this browser. */
export const runCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'hacking-instructor')?.value;

/**
 * Waits for step `n` (1-based) of `total` and checks what a player sees: its text, its counter, and
 * that the bubble sits right below or above its element (`target`), overlapping it horizontally.
 */
export async function expectStep(page: Page, step: { n: number; total: number; text: RegExp; target: string }) {
  const { n, total, text, target } = step;
  // anchored: its element is on the page and the bubble placed next to it (not docked, waiting for it)
  await page.locator(`#hacking-instructor[data-step="${n}"][data-anchored="true"]`).waitFor();
  await page.locator('#hacking-instructor-text', { hasText: text }).waitFor();
  assert.match(await bubble(page).innerText(), new RegExp(`Step ${n} of ${total}`, 'i'));
  // the bubble is placed on the next animation frame; give it two
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const box = await bubble(page).boundingBox();
  const el = await page.locator(target).first().boundingBox();
  assert.ok(box && el, `step ${n}: bubble and ${target} are on the page`);
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  const below = Math.abs(box.y - (el.y + el.height) - 12) <= 2;
  const above = Math.abs(box.y + box.height - (el.y - 12)) <= 2;
  // a target taller than the room left (the whole main area) gets the bubble pinned inside the viewport
  const pinned = box.y >= 0 && box.y + box.height <= viewport.height && el.y + el.height > viewport.height - box.height;
  assert.ok(below || above || pinned, `step ${n}: bubble ${JSON.stringify(box)} next to ${target} ${JSON.stringify(el)}`);
  // horizontally it overlaps its element, or hugs the viewport's edge it is clamped to
  assert.ok(box.x < el.x + el.width && box.x + box.width > el.x, `step ${n}: bubble overlaps ${target} horizontally`);
}

/**
 * How a tutorial ends once the player's action solved its challenge: the solved notification,
 * the closing bubble (step `n`), the solve recorded by the shop, and that bubble skipped away.
 */
export async function expectFinished(
  page: Page,
  expectStep: (page: Page, n: number) => Promise<void>,
  n: number,
  challenge: { name: string; key: string },
) {
  await page.locator('.challenge-solved-toast', { hasText: challenge.name }).waitFor();
  await expectStep(page, n);
  assert.equal(await challengeSolved(challenge.key), true);
  await bubble(page).dblclick();
  await bubble(page).waitFor({ state: 'detached' });
}

/** The way the login tutorials send the player to the login screen: the account menu, then Login. */
export async function loginScreenFromMenu(page: Page) {
  await page.locator('#navbarAccount').click();
  await page.locator('#navbarLoginButton').click();
  await page.waitForURL(/\/login$/);
}

/** Step `n` of a tutorial given as its steps' texts and targets. */
export const stepOf = (steps: ReadonlyArray<{ text: RegExp; target: string }>) => (page: Page, n: number) =>
  expectStep(page, { n, total: steps.length, ...steps[n - 1] });

// the Score Board tutorial as a player reads it: each step's text and the element its bubble points at
export const SCORE_BOARD_STEPS = [
  { text: /I am your hacking instructor/, target: '#searchQuery' },
  { text: /Your first mission: find the Score Board/, target: '#homeButton' },
  { text: /search the loaded scripts for "score"/, target: '#homeButton' },
  { text: /Type the address into the address bar, for example \/score-board/, target: '#homeButton' },
  { text: /You found it, and that solved your first challenge/, target: 'article[data-key="scoreBoardChallenge"]' },
];
