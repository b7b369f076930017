import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { challengeSolved, closeBrowser, SHOP, visitor } from './browser.ts';

after(closeBrowser);

test('a player browses /ftp, downloads the acquisition plan and finds Confidential Document solved on the score board', async () => {
  const { page, context } = await visitor();
  // the trail: the terms of use linked from About Us live in a folder of their own
  await page.goto(`${SHOP}/about`);
  const terms = page.locator('#terms-of-use');
  assert.equal(await terms.getAttribute('href'), '/ftp/legal.md');
  await page.goto(`${SHOP}/ftp`);
  assert.equal(await page.title(), 'listing directory /ftp');
  const files = page.locator('#files a');
  for (const name of ['quarantine', 'acquisitions.md', 'incident-support.kdbx', 'legal.md', 'package.json.bak'])
    await files.filter({ hasText: name }).first().waitFor();
  await page.screenshot({ path: 'test-results/ftp-listing.png', fullPage: true });
  assert.equal(await challengeSolved('directoryListingChallenge'), false);

  // a Markdown file may be shown or downloaded, depending on the browser: the answer is what counts
  const [answer] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/ftp/acquisitions.md'),
    page.getByRole('link', { name: /acquisitions\.md/ }).click(),
  ]);
  assert.equal(answer.status(), 200);
  assert.match(await answer.text(), /Planned Acquisitions/);

  const board = await context.newPage();
  await board.goto(`${SHOP}/score-board`);
  await board.waitForSelector('#score-board[data-live]');
  await board.locator('[id="Confidential Document.solved"]').waitFor();
  await context.close();
});

test("a file type outside the allowlist shows the error page with upstream's message", async () => {
  const { page, context } = await visitor();
  const res = await page.goto(`${SHOP}/ftp/eastere.gg`);
  assert.equal(res?.status(), 403);
  await page.getByText('Only .md and .pdf files are allowed!').first().waitFor();
  await context.close();
});
