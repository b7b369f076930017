// e2e-preset: quiet
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { challengeSolved, closeBrowser, open, visitor } from './browser.ts';

after(closeBrowser);

// the quiet preset switches the instructor off (hackingInstructor.isEnabled: false)
test('with the instructor switched off there is no getting-started link and the address starts nothing', async () => {
  assert.equal(await challengeSolved('scoreBoardChallenge'), false);
  const { page, context } = await visitor();
  await open(page, '/hacking-instructor?challenge=Score%20Board');
  await page.locator('#product-search-results').waitFor();
  assert.equal(await page.locator('#getting-started').count(), 0);
  await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));
  assert.equal(await page.locator('#hacking-instructor').count(), 0);
  await context.close();
});
