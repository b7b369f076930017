// e2e-preset: tutorial
// The Coding Challenges tutorial from the coding summary card's tutorial button: with the Score
// Board solved (a visit), the player opens its coding badge, finds the vulnerable line and picks
// the right fix, as the bubbles say; the card's coding badge shows the progress.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { extractSourceSnippets } from '../src/server/coding/snippets.ts';
import { closeBrowser, open, visitor } from './browser.ts';
import { bubble, stepOf } from './instructor.ts';

after(closeBrowser);

const KEY = 'scoreBoardChallenge';
const { vulnLines } = extractSourceSnippets().snippets.get(KEY)!;
const BADGE = `article[data-key="${KEY}"] button[id$="codingChallengeButton"]`;
const STEPS = [
  { text: /Coding challenges are played on the Score Board/, target: '#homeButton' },
  { text: /This card counts your progress in them/, target: '#coding-progress' },
  { text: /Click the <> badge on the Score Board card/, target: BADGE },
  { text: /Phase one, Find it/, target: '#code-snippet' },
  { text: /Click the number of each line you suspect/, target: '#code-snippet' },
  { text: /Phase two, Fix it/, target: '#fix-select' },
  { text: /Both phases done: the badge shows 2\/2/, target: '#coding-progress' },
];
const expectStep = stepOf(STEPS);
const dialog = (page: Page) => page.locator('#coding-challenge-dialog');

test('Coding Challenges: from the summary card to a found line and a picked fix, following the bubbles', async () => {
  const { page, context, errors } = await visitor();
  // the Score Board first, so that its coding challenge is open
  await open(page, '/score-board');
  await page.locator('.challenge-solved-toast', { hasText: 'Score Board' }).waitFor();
  await page.locator('#score-board[data-live]').waitFor();
  await page.locator('#coding-progress .tutorial-button').click();
  await page.waitForURL(/\/hacking-instructor\?challenge=Coding%20Challenges$/);
  await expectStep(page, 1);
  await page.getByRole('button', { name: 'Open side menu' }).click();
  await page.getByRole('link', { name: 'Score Board' }).click();
  await expectStep(page, 2);
  await bubble(page).dblclick();
  await expectStep(page, 3);
  await page.locator(BADGE).click();
  await dialog(page).locator('button[data-line="1"]').waitFor();
  await expectStep(page, 4);
  // the modal dialog lies above the bubble (z-index 51 over 28), which takes no double-click
  // there: the reading step moves on by itself
  await expectStep(page, 5);
  // a wrong line first: the step waits for the shop's verdict
  const wrong = [1, 2, 3].find((l) => !vulnLines.includes(l))!;
  await dialog(page).locator(`button[data-line="${wrong}"]`).click();
  await page.locator('#code-submit').click();
  await dialog(page).locator('[data-outcome="wrong"]').waitFor();
  await dialog(page).locator(`button[data-line="${wrong}"]`).click();
  for (const line of vulnLines) await dialog(page).locator(`button[data-line="${line}"]`).click();
  await page.locator('#code-submit').click();
  await expectStep(page, 6);
  // the fixes come shuffled: the right one keeps the link and only says why
  for (let n = 1; ; n++) {
    await page.locator('#fix-select').click();
    await page.getByRole('option', { name: `Fix ${n}`, exact: true }).click();
    if (await dialog(page).locator('#code-fix-diff [data-kind="added"]', { hasText: 'meant to be found' }).count()) break;
    assert.ok(n < 3, 'the right fix is among the three');
  }
  await page.locator('#code-submit').click();
  await dialog(page).locator('[data-outcome="right"]').waitFor();
  await expectStep(page, 7);
  await dialog(page).getByText('Close', { exact: true }).click();
  await dialog(page).waitFor({ state: 'detached' });
  // the card's coding badge shows both phases done
  await page.locator(BADGE, { hasText: '2/2' }).waitFor();
  await bubble(page).dblclick();
  await bubble(page).waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});
