// e2e-preset: quiet
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { closeBrowser, open, visitor } from './browser.ts';
import { runCookie } from './instructor.ts';

after(closeBrowser);

// the quiet preset switches the instructor off (hackingInstructor.isEnabled: false)
test('with the instructor switched off there is no getting-started link and the address starts nothing', async () => {
  const { page, context } = await visitor();
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await open(page, '/hacking-instructor?challenge=Score%20Board');
  await page.locator('#product-search-results').waitFor();
  // switched on, the start has written the run cookie by the time the page is hydrated (which open waits for)
  assert.equal(await runCookie(page), undefined);
  assert.equal(await page.locator('#getting-started').count(), 0);
  assert.deepEqual(
    fetched.filter((url) => /Instructor|scoreBoardChallenge/.test(url)),
    [],
  );
  assert.equal(await page.locator('#hacking-instructor').count(), 0);
  await context.close();
});

test('with the instructor switched off no score board card offers a tutorial', async () => {
  const { page, context } = await visitor();
  await open(page, '/score-board');
  // a positive signal first: the cards are there, among them ones that have a tutorial when it is on
  await page.locator('article[data-key="localXssChallenge"]').waitFor();
  assert.equal((await page.locator('article[data-key]').count()) > 100, true);
  assert.equal(await page.locator('.tutorial-button').count(), 0);
  await context.close();
});
