// e2e-preset: tutorial
// The Bonus Payload tutorial from its address to the solve, on a shop of its own (it needs Bonus
// Payload unsolved, and solves it).
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { challengeSolved, closeBrowser, open, visitor } from './browser.ts';
import { bubble, stepOf } from './instructor.ts';

after(closeBrowser);

// the catalogue's default bonus payload, as the bubble gives it
const PAYLOAD =
  '<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>';

const STEPS = [
  { text: /reuses the hole you found in the DOM XSS lesson/, target: '#searchQuery' },
  { text: /paste this payload into it, exactly as it is: <iframe width="100%"/, target: '#searchQuery' },
  { text: /Turn your speakers up\. Then press Enter/, target: '#searchQuery' },
  { text: /the page now plays music/, target: '#search-result-heading' },
];
const expectStep = stepOf(STEPS);

test('from the tutorial address to a solved Bonus Payload, pasting the payload the bubble shows', async () => {
  const { page, context, errors } = await visitor();
  // the player's browser would reach the music player's site; this closed network answers it here
  await page.route('https://w.soundcloud.com/**', (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<p>music</p>' }));
  const input = page.locator('#searchQuery input');
  await open(page, '/hacking-instructor?challenge=Bonus%20Payload');
  await expectStep(page, 1);
  await bubble(page).dblclick();
  await expectStep(page, 2);
  // the payload the player copies is the one the bubble shows, whole and inside the bubble
  const shown = await page.locator('#hacking-instructor-text').innerText();
  assert.ok(shown.includes(PAYLOAD), 'the bubble shows the whole payload');
  const overflow = await page.locator('#hacking-instructor-text').evaluate((p) => p.scrollWidth - p.clientWidth);
  assert.ok(overflow <= 0, `the payload wraps inside the bubble (${overflow} px over)`);
  await page.locator('#searchQuery').click();
  await input.fill(PAYLOAD);
  await expectStep(page, 3);
  assert.equal(await bubble(page).getAttribute('data-skippable'), 'false');
  await input.press('Enter');
  await page.locator('.challenge-solved-toast', { hasText: 'Bonus Payload' }).waitFor();
  await expectStep(page, 4);
  assert.equal(await challengeSolved('xssBonusChallenge'), true);
  assert.equal(await page.locator('#searchValue iframe[src^="https://w.soundcloud.com/"]').count(), 1);
  await bubble(page).dblclick();
  await bubble(page).waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});
