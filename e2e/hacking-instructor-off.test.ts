// e2e-preset: quiet
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { challengeSolved, closeBrowser, open, visitor } from './browser.ts';

after(closeBrowser);

// the quiet preset switches the instructor off (hackingInstructor.isEnabled: false)
test('with the instructor switched off there is no getting-started link and the address starts nothing', async () => {
  assert.equal(await challengeSolved('scoreBoardChallenge'), false);
  const { page, context } = await visitor();
  // switched on, the address makes the hydrated shell fetch the instructor's module at once
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await open(page, '/hacking-instructor?challenge=Score%20Board');
  await page.locator('#product-search-results').waitFor();
  assert.equal(await page.locator('#getting-started').count(), 0);
  assert.deepEqual(
    fetched.filter((url) => /Instructor|scoreBoardChallenge/.test(url)),
    [],
  );
  assert.equal(await page.locator('#hacking-instructor').count(), 0);
  await context.close();
});
