import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { extractSourceSnippets } from '../src/server/coding/snippets.ts';
import { closeBrowser, SHOP, visitor } from './browser.ts';

after(closeBrowser);

const KEY = 'directoryListingChallenge';
const { vulnLines } = extractSourceSnippets().snippets.get(KEY)!;
const badge = (page: Page) => page.locator(`[id="${KEY}.codingChallengeButton"]`);
const dialog = (page: Page) => page.locator('#coding-challenge-dialog');
const lineMarker = (page: Page, line: number) => dialog(page).locator(`button[data-line="${line}"]`);
const codingProgress = (page: Page) => page.locator('#coding-progress').innerText();

async function openBoard(page: Page) {
  await page.goto(`${SHOP}/score-board?searchQuery=Confidential`);
  await page.waitForSelector('#score-board[data-live]');
}

test('find it and fix it: from the coding badge to a solved card that stays solved', async () => {
  // the coding challenge opens once its hacking challenge is solved
  await (await fetch(`${SHOP}/ftp/acquisitions.md`)).arrayBuffer();
  const { page, context, errors } = await visitor();
  await openBoard(page);
  const progressBefore = await codingProgress(page);
  await badge(page).click();
  await dialog(page).waitFor();
  await lineMarker(page, 1).waitFor();

  // a click beside the dialog does not close it
  await page.mouse.click(5, 5);
  assert.equal(await dialog(page).isVisible(), true);

  // the fix tab stays locked until the lines are found
  assert.equal(await page.locator('#tab-fix-it').isDisabled(), true);
  const wrongLine = [1, 2, 3, 4, 5, 6].find((l) => !vulnLines.includes(l))!;
  await lineMarker(page, wrongLine).click();
  await page.locator('#code-submit').click();
  await dialog(page).locator('[data-outcome="wrong"]').waitFor();

  await lineMarker(page, wrongLine).click();
  for (const line of vulnLines) await lineMarker(page, line).click();
  await page.locator('#code-submit').click();
  // right: the dialog moves on to the fixes, shown as a diff against the snippet
  await page.locator('#tab-fix-it[data-selected]').waitFor();
  await dialog(page).locator('#code-fix-diff').waitFor();

  // the fixes come shuffled: look for the one that only takes the listing away
  const options = await dialog(page)
    .locator('#fix-select')
    .evaluate(() => document.querySelectorAll('[data-part="item"]').length);
  let wrongTried = false;
  for (let n = 1; ; n++) {
    await page.locator('#fix-select').click();
    await page.getByRole('option', { name: `Fix ${n}`, exact: true }).click();
    const diff = dialog(page).locator('#code-fix-diff');
    const added = await diff.locator('[data-kind="added"]').count();
    const removedListing = await diff.locator('[data-kind="removed"]', { hasText: "r.get('/ftp', async" }).count();
    if (added === 0 && removedListing === 1) break;
    if (!wrongTried) {
      wrongTried = true;
      await page.locator('#code-submit').click();
      await dialog(page).locator('[data-outcome="wrong"]').waitFor();
      await dialog(page).locator('#fix-explanation').waitFor();
    }
    assert.ok(n < 4, `no correct fix among ${options} options`);
  }
  await page.locator('#code-submit').click();
  await dialog(page).locator('[data-outcome="right"]').waitFor();
  assert.match(await dialog(page).locator('#fix-explanation').innerText(), /listing/);

  // side by side is a choice the browser keeps
  await dialog(page).getByRole('radio', { name: 'Side by side' }).click();
  await dialog(page).locator('#code-fix-diff[data-format="SideBySide"]').waitFor();
  assert.ok((await context.cookies()).some((c) => c.name === 'code-fixes-component-format' && c.value === 'SideBySide'));

  await dialog(page).getByText('Close', { exact: true }).click();
  await dialog(page).waitFor({ state: 'detached' });
  await page.locator(`article[data-key="${KEY}"][data-status="solved"]`).waitFor();
  assert.match(await badge(page).innerText(), /2\/2/);
  assert.notEqual(await codingProgress(page), progressBefore);
  // the fix-it progress is kept in its continue code cookie
  await page.waitForFunction(() => document.cookie.includes('continueCodeFixIt='));

  await page.reload();
  await page.waitForSelector('#score-board[data-live]');
  assert.match(await badge(page).innerText(), /2\/2/);
  assert.equal(await page.locator(`article[data-key="${KEY}"]`).getAttribute('data-status'), 'solved');
  assert.deepEqual(errors, []);
  await context.close();
});

test('side by side, the fix stays in view beside the snippet at desktop and phone widths', async () => {
  // a challenge of its own (the test above walks Confidential Document from the start): Exposed
  // Metrics solved and its lines found, so the dialog opens on its fixes
  const key = 'exposedMetricsChallenge';
  await (await fetch(`${SHOP}/metrics`)).arrayBuffer();
  const verdict = await fetch(`${SHOP}/snippets/verdict`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key, selectedLines: extractSourceSnippets().snippets.get(key)!.vulnLines }),
  });
  assert.deepEqual(await verdict.json(), { verdict: true });
  for (const width of [1280, 390]) {
    const { page, context, errors } = await visitor({ width, height: width === 390 ? 844 : 900 });
    await context.addCookies([{ name: 'code-fixes-component-format', value: 'SideBySide', url: SHOP }]);
    await page.goto(`${SHOP}/score-board?searchQuery=Exposed%20Metrics`);
    await page.waitForSelector('#score-board[data-live]');
    await page.locator(`[id="${key}.codingChallengeButton"]`).click();
    const diff = dialog(page).locator('#code-fix-diff[data-format="SideBySide"]');
    await diff.locator('[data-kind]').first().waitFor();
    const box = await diff.evaluate((d) => {
      const edge = d.getBoundingClientRect();
      const lines = [...d.querySelectorAll('[data-kind]')].map((l) => l.getBoundingClientRect());
      return { scroll: d.scrollWidth, client: d.clientWidth, left: edge.left, right: edge.right, lines };
    });
    assert.ok(box.scroll <= box.client, `${width} px: the diff (${box.scroll} px) fits its box (${box.client} px)`);
    assert.ok(
      box.lines.every((l) => l.left >= box.left - 1 && l.right <= box.right + 1),
      `${width} px: every line of both halves lies inside the box`,
    );
    // the right half (the fix) starts in the box's right half
    assert.ok(box.lines.some((l) => l.left > (box.left + box.right) / 2 - 8));
    assert.deepEqual(errors, []);
    await context.close();
  }
});
