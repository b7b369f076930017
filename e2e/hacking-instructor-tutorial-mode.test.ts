// e2e-preset: tutorial
// Tutorial mode (challenges.restrictToTutorialsFirst with the instructor on), as the specs say.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { closeBrowser, open, visitor } from './browser.ts';

after(closeBrowser);

test('the welcome banner cannot be closed or dismissed; its getting-started button is the way in', async () => {
  const { page, context } = await visitor({ returning: false, cookies: [{ name: 'cookieconsent_status', value: 'dismiss' }] });
  await open(page, '/search');
  const banner = page.locator('app-welcome-banner');
  await banner.waitFor();
  assert.equal(await banner.locator('button.close-dialog').count(), 0, 'no dismiss button');
  // Escape and a click on the backdrop leave it open; the getting-started button's positive answer comes last
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  assert.equal(await banner.isVisible(), true);
  await banner.locator('#welcome-getting-started').click();
  await page.locator('#hacking-instructor[data-step="1"]').waitFor();
  await banner.waitFor({ state: 'hidden' });
  await context.close();
});

test('the score board shows only the easiest unsolved tutorial tier, sorted by difficulty, tutorial order and name, without a filter bar', async () => {
  const { page, context } = await visitor();
  await open(page, '/score-board');
  const keys = () => page.locator('article[data-key]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-key')));
  await page.locator('article[data-key="scoreBoardChallenge"]').waitFor();
  // the visit solved the Score Board; the easiest unsolved tutorials are difficulty 1 still
  assert.deepEqual(await keys(), ['scoreBoardChallenge', 'localXssChallenge', 'xssBonusChallenge', 'privacyPolicyChallenge']);
  assert.equal(await page.locator('article[data-key] .tutorial-button').count(), 4, 'each offers its tutorial');
  assert.equal(await page.locator('#tutorial-mode-warning').count(), 1);
  assert.equal(
    await page.locator('#challenge-search, #difficulty-filter, #status-filter, #tag-filter, #reset-filters').count(),
    0,
    'no filter bar',
  );
  await context.close();
});
