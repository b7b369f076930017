// e2e-preset: tutorial
// The DOM XSS tutorial from the score board card's button to the solve, on a shop of its own (it
// needs DOM XSS unsolved, and solves it).
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { challengeSolved, closeBrowser, open, visitor } from './browser.ts';
import { bubble, stepOf } from './instructor.ts';

after(closeBrowser);

const SEARCH = '#searchQuery';
const HEADING = '#search-result-heading';
const PAYLOAD = '<iframe src="javascript:alert(`xss`)">';

// the tutorial as a player reads it: each step's text and the element its bubble points at
const STEPS = [
  { text: /This lesson is about the Search field/, target: SEARCH },
  { text: /type owasp into it/, target: SEARCH },
  { text: /press Enter to search/, target: SEARCH },
  { text: /it repeats the word you searched for/, target: HEADING },
  { text: /Cross-Site Scripting \(XSS\)/, target: HEADING },
  { text: /Change the text in the Search field to <h1>owasp/, target: SEARCH },
  { text: /Press Enter again/, target: SEARCH },
  { text: /turned it into a real heading/, target: HEADING },
  { text: /choose Inspect/, target: HEADING },
  { text: /with <script>alert\(xss\)<\/script>/, target: SEARCH },
  { text: /Press Enter once more/, target: SEARCH },
  { text: /Nothing popped up/, target: HEADING },
  { text: /Type it into the Search field: <iframe src="javascript:alert\(`xss`\)">/, target: SEARCH },
  { text: /If an alert box appears, click OK/, target: SEARCH },
  { text: /It is called DOM XSS/, target: HEADING },
];
const expectStep = stepOf(STEPS);

test('from the score board card to a solved DOM XSS, typing into the search as the bubbles say', async () => {
  const { page, context, errors } = await visitor();
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  const input = page.locator(`${SEARCH} input`);
  // Enter in the search box; done once the grid has the shop's answer (the results heading is
  // rendered anew from it, the server-rendered one of the first search is replaced)
  const search = async () => {
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/rest/products/search');
    await input.press('Enter');
    await answered;
  };
  await open(page, '/score-board');
  await page.locator('article[data-key="localXssChallenge"] .tutorial-button').click();
  await page.waitForURL(/\/hacking-instructor\?challenge=DOM%20XSS$/);
  await expectStep(page, 1);
  await bubble(page).dblclick();
  await expectStep(page, 2);
  await page.locator(SEARCH).click();
  await input.fill('owasp');
  await expectStep(page, 3);
  await search();
  await expectStep(page, 4);
  await page.locator('#searchValue', { hasText: 'owasp' }).waitFor();
  await bubble(page).dblclick();
  await expectStep(page, 5);
  await bubble(page).dblclick();
  await expectStep(page, 6);
  await input.fill('<h1>owasp');
  await expectStep(page, 7);
  await search();
  await expectStep(page, 8);
  // the markup became an element, as the bubble says
  assert.equal(await page.locator('#searchValue h1').count(), 1);
  await bubble(page).dblclick();
  await expectStep(page, 9);
  await bubble(page).dblclick();
  await expectStep(page, 10);
  await input.fill('<script>alert(xss)</script>');
  await expectStep(page, 11);
  await search();
  await expectStep(page, 12);
  assert.equal(await page.locator('#searchValue script').count(), 1);
  await bubble(page).dblclick();
  await expectStep(page, 13);
  await input.fill(PAYLOAD);
  await expectStep(page, 14);
  assert.equal(await bubble(page).getAttribute('data-skippable'), 'false');
  assert.equal(await challengeSolved('localXssChallenge'), false, 'the instructor solved nothing before the player did');
  await input.press('Enter');
  await page.locator('.challenge-solved-toast', { hasText: 'DOM XSS' }).waitFor();
  await expectStep(page, 15);
  assert.equal(await challengeSolved('localXssChallenge'), true);
  // the script tag never ran; the frame's address did
  assert.deepEqual(alerts, ['xss']);
  await bubble(page).dblclick();
  await bubble(page).waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});
