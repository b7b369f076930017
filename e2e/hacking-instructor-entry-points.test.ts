// e2e-preset: e2e
// Where the hacking instructor is offered with it switched on (the e2e preset keeps the default
// hackingInstructor.isEnabled: true and no tutorial restriction). None of these tests solves a
// tutorial's challenge, so they pass in any order.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { closeBrowser, open, visitor } from './browser.ts';
import { bubble, runCookie } from './instructor.ts';

after(closeBrowser);

// every challenge with a tutorial: upstream's thirteen and the Modern Stack's three
const WITH_TUTORIAL = [
  'scoreBoardChallenge',
  'localXssChallenge',
  'xssBonusChallenge',
  'privacyPolicyChallenge',
  'reflectedXssChallenge',
  'exposedCredentialsChallenge',
  'loginAdminChallenge',
  'adminSectionChallenge',
  'weakPasswordChallenge',
  'basketAccessChallenge',
  'forgedFeedbackChallenge',
  'loginJimChallenge',
  'loginBenderChallenge',
  'rscPayloadLeakChallenge',
  'graphqlIntrospectionChallenge',
  'serverSourceMapChallenge',
].sort();

test('a score board card offers the tutorial exactly when one exists for its challenge, and its button starts it', async () => {
  const { page, context, errors } = await visitor();
  await open(page, '/score-board');
  await page.locator('article[data-key="localXssChallenge"]').waitFor();
  const offering = await page
    .locator('article[data-key]')
    .filter({ has: page.locator('.tutorial-button') })
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-key')).sort());
  assert.deepEqual(offering, WITH_TUTORIAL);
  // without the tutorial restriction the filter bar is there (tutorial mode hides it)
  assert.equal(await page.locator('#challenge-search').count(), 1);
  // one button per such card, none on the others (Zero Stars has no tutorial)
  assert.equal(await page.locator('article[data-key] .tutorial-button').count(), WITH_TUTORIAL.length);
  // and the coding challenges' summary card offers theirs
  assert.equal(await page.locator('.tutorial-button[href="/hacking-instructor?challenge=Coding%20Challenges"]').count(), 1);
  assert.equal(await page.locator('article[data-key="zeroStarsChallenge"] .tutorial-button').count(), 0);
  const button = page.locator('article[data-key="loginAdminChallenge"] .tutorial-button');
  assert.equal(await button.getAttribute('aria-label'), "Start the hacking instructor's tutorial for Login Admin");
  await button.click();
  await page.waitForURL(/\/hacking-instructor\?challenge=Login%20Admin$/);
  // a visitor is logged out already, so the tutorial's first step (log out) passes at once
  await page.locator('#hacking-instructor-text', { hasText: /Open the account menu up here and choose Login/ }).waitFor();
  assert.match(await bubble(page).innerText(), /Step 2 of \d+/i);
  assert.equal(JSON.parse(decodeURIComponent((await runCookie(page)) ?? '{}')).challenge, 'Login Admin');
  assert.deepEqual(errors, []);
  await context.close();
});

// the side menu's getting-started link (offered while the Score Board is unsolved, gone after) is
// checked in hacking-instructor-score-board.test.ts, whose shop has the Score Board unsolved
test('no page carries the instructor before a run', async () => {
  const { page, context } = await visitor();
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await open(page, '/search');
  await open(page, '/login');
  await open(page, '/score-board');
  assert.equal(await bubble(page).count(), 0);
  assert.deepEqual(
    fetched.filter((url) => /\/Instructor-|Challenge-[\w-]+\.js$/.test(url)),
    [],
    "no screen loads the instructor's code or a tutorial before one starts",
  );
  await context.close();
});

test("a first visitor's welcome banner offers the Score Board tutorial, which dismisses it and starts the tour", async () => {
  const { page, context } = await visitor({ returning: false, cookies: [{ name: 'cookieconsent_status', value: 'dismiss' }] });
  await open(page, '/search');
  const banner = page.locator('app-welcome-banner');
  await banner.waitFor();
  // without the tutorial restriction it can also just be dismissed
  assert.equal(await banner.locator('button.close-dialog').count(), 1);
  await banner.locator('#welcome-getting-started').click();
  await page.waitForURL(/\/hacking-instructor\?challenge=Score%20Board$/);
  await banner.waitFor({ state: 'hidden' });
  await page.locator('#hacking-instructor[data-step="1"]').waitFor();
  assert.equal((await context.cookies()).find((c) => c.name === 'welcomebanner_status')?.value, 'dismiss');
  await context.close();
});
