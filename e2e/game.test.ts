import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { encodeContinueCode } from '../src/server/challenges/continue-codes.ts';
import { challengeSolved, closeBrowser, SHOP, visitor } from './browser.ts';
import { startShop, stopShop } from './shop-process.ts';

after(closeBrowser);

type ChallengeJson = {
  id: number;
  key: string;
  name: string;
  solved: boolean;
  disabledEnv: string | null;
  difficulty: number;
  category: string;
};
const challenges = async (base = SHOP): Promise<ChallengeJson[]> => (await (await fetch(`${base}/api/Challenges`)).json()).data;

/** Opens the score board and waits until its island is hydrated and listening to the socket. */
async function openBoard(page: Page, query = '', base = SHOP) {
  await page.goto(`${base}/score-board${query}`);
  await page.waitForSelector('#score-board[data-live]');
}

const card = (page: Page, name: string) =>
  page.locator('#challenge-cards article').filter({ has: page.getByRole('heading', { name, exact: true }) });
/** Fetching a padding image is how a visit to its page is proven (the server watches them). */
const solveByPadding = (file: string, base = SHOP) => fetch(`${base}/assets/public/images/padding/${file}`).then((r) => r.arrayBuffer());

test('the first HTML of /score-board already holds every challenge card and the padding image', async () => {
  const html = await (await fetch(`${SHOP}/score-board`)).text();
  const all = await challenges();
  assert.equal((html.match(/<article/g) ?? []).length, all.length);
  assert.match(html, /id="Score Board\.notSolved"/);
  assert.match(html, /DOM XSS/);
  assert.match(html, /src="\/assets\/public\/images\/padding\/1px\.png"/);
  // the summary cards are there too
  assert.match(html, /id="hacking-progress"/);
  assert.match(html, /id="difficulty-overview"/);
});

test('finding the score board solves it: its card flips live, a notification shows and the side menu links it', async () => {
  assert.equal(await challengeSolved('scoreBoardChallenge'), false);
  const { page, context, errors } = await visitor();
  await openBoard(page);
  // the 1px padding image on the page proved the visit; the server tells every open page
  await page.locator('[id="Score Board.solved"]').waitFor();
  assert.equal(await challengeSolved('scoreBoardChallenge'), true);
  await page.locator('.challenge-solved-toast', { hasText: 'You solved a challenge: Score Board' }).waitFor();
  // a solve somewhere else flips its card here, without a reload
  assert.equal(await page.locator('[id="Privacy Policy.solved"]').count(), 0);
  await solveByPadding('81px.png');
  await page.locator('[id="Privacy Policy.solved"]').waitFor();
  await page.locator('.challenge-solved-toast', { hasText: 'Privacy Policy' }).waitFor();
  assert.match(await card(page, 'Privacy Policy').innerText(), /Solved/);
  // the continue code of the new progress is kept in a cookie for a year
  await page.waitForFunction(() => document.cookie.includes('continueCode='));
  const cookie = (await context.cookies()).find((c) => c.name === 'continueCode');
  assert.ok(cookie && cookie.expires * 1000 > Date.now() + 360 * 24 * 3600 * 1000);
  // the side menu offers the score board now
  await page.getByRole('button', { name: 'Open side menu' }).click();
  await page.locator('#sidenav').getByRole('link', { name: 'Score Board' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('shift-click on a notification closes them all and solves Mass Dispel', async () => {
  const { page, context } = await visitor();
  await openBoard(page);
  // two challenges no other suite solves (the admin page e2e already took 19px's Admin Section)
  await solveByPadding('11px.png');
  await solveByPadding('56px.png');
  const toasts = page.locator('.challenge-solved-toast');
  await toasts.nth(1).waitFor();
  assert.equal(await challengeSolved('closeNotificationsChallenge'), false);
  await toasts
    .first()
    .locator('#closeButton')
    .click({ modifiers: ['Shift'] });
  // closing them all solves a third challenge, whose own notification then shows
  await page.locator('.challenge-solved-toast', { hasText: 'Mass Dispel' }).waitFor();
  assert.equal(await toasts.count(), 1);
  assert.equal(await challengeSolved('closeNotificationsChallenge'), true);
  await page.locator('[id="Mass Dispel.solved"]').waitFor();
  // a plain click closes just one
  await toasts.first().locator('#closeButton').click();
  assert.equal(await toasts.count(), 0);
  await context.close();
});

test('filters live in the address and survive a reload', async () => {
  const { page, context } = await visitor();
  await openBoard(page);
  const cards = page.locator('#challenge-cards article');
  const all = await challenges();

  await page.getByLabel('Search challenges').fill('xss');
  await page.waitForURL(/searchQuery=xss/);
  const xss = all.filter((c) => /xss/i.test(c.name)).length;
  assert.ok((await cards.count()) >= xss && xss > 0);

  await page.getByRole('button', { name: 'XSS', exact: true }).click();
  await page.waitForURL(/categories=XSS/);
  assert.ok((await cards.allInnerTexts()).every((text) => text.startsWith('XSS')));

  await page.getByLabel('Status').selectOption('solved');
  await page.waitForURL(/status=solved/);
  await page.getByText('No challenges found').waitFor();

  await page.getByLabel('Status').selectOption('');
  await page.locator('#difficulty-filter [data-part="trigger"]').click();
  await page.getByRole('option', { name: 'Difficulty 1 of 6' }).click();
  await page.keyboard.press('Escape');
  await page.waitForURL(/difficulties=1/);

  const before = await cards.allInnerTexts();
  await page.reload();
  await page.waitForSelector('#score-board[data-live]');
  assert.equal(await page.getByLabel('Search challenges').inputValue(), 'xss');
  assert.equal(await page.getByRole('button', { name: 'XSS', exact: true }).getAttribute('aria-pressed'), 'true');
  assert.deepEqual(await cards.allInnerTexts(), before);
  assert.ok(before.length > 0 && before.every((text) => text.startsWith('XSS')));

  await page.locator('#reset-filters').click();
  await page.waitForURL((url) => url.search === '');
  assert.equal(await cards.count(), all.length);
  await context.close();
});

test('difficulties in the address are read as integers; anything else is dropped', async () => {
  const { page, context } = await visitor();
  await openBoard(page, '?difficulties=2,abc&showDisabledChallenges=false');
  const shown = await page.locator('#challenge-cards article').count();
  const all = await challenges();
  assert.equal(shown, all.filter((c) => c.difficulty === 2 && c.disabledEnv === null).length);
  await context.close();
});

test('a hint unlocks from its card and stays unlocked', async () => {
  const { page, context } = await visitor();
  await openBoard(page);
  const target = (await challenges()).find((c) => c.key === 'loginJimChallenge')!;
  const hints: Array<{ id: number; ChallengeId: number; order: number; text: string; unlocked: boolean }> = (
    await (await fetch(`${SHOP}/api/Hints`)).json()
  ).data.filter((h: { ChallengeId: number }) => h.ChallengeId === target.id);
  const first = hints.sort((a, b) => a.order - b.order)[0];
  assert.ok(hints.length > 1 && !first.unlocked);
  const jim = card(page, target.name);
  await jim.getByRole('button', { name: `Hints: 0 of ${hints.length} unlocked` }).click();
  await jim.getByText('No hint unlocked yet.').waitFor();
  assert.equal(await jim.getByText(first.text).count(), 0);
  await jim.getByRole('button', { name: `Unlock hint 1 of ${hints.length}` }).click();
  await jim.getByText(first.text).waitFor();
  await jim.getByRole('button', { name: `Hints: 1 of ${hints.length} unlocked` }).waitFor();
  const after = (await (await fetch(`${SHOP}/api/Hints`)).json()).data.find((h: { id: number }) => h.id === first.id);
  assert.equal(after.unlocked, true);
  await page.reload();
  await page.waitForSelector('#score-board[data-live]');
  await card(page, target.name)
    .getByRole('button', { name: `Hints: 1 of ${hints.length} unlocked` })
    .waitFor();
  await context.close();
});

test('a backup saves the progress to a file, and restoring one brings progress back', async () => {
  const { page, context } = await visitor({ cookies: [{ name: 'language', value: 'en' }] });
  await openBoard(page);
  await page.getByRole('button', { name: 'Open score board settings' }).click();
  await page.getByRole('dialog', { name: 'Score board settings' }).waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save backup' }).click()]);
  assert.match(download.suggestedFilename(), /^owasp_juice_shop-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = JSON.parse(await readFile((await download.path())!, 'utf8'));
  const { continueCode } = await (await fetch(`${SHOP}/rest/continue-code`)).json();
  assert.equal(saved.version, 1);
  assert.equal(saved.continueCode, continueCode);
  assert.equal(saved.language, 'en');
  assert.deepEqual(saved.banners, { welcomeBannerStatus: 'dismiss', cookieConsentStatus: 'dismiss' });

  const dir = tmpdir();
  const wrongVersion = path.join(dir, 'backup-v2.json');
  await writeFile(wrongVersion, JSON.stringify({ ...saved, version: 2 }));
  await page.locator('#restore-backup-file').setInputFiles(wrongVersion);
  await page.getByText('Version 2 is incompatible with expected version 1').waitFor();

  const broken = path.join(dir, 'backup-broken.json');
  await writeFile(broken, '{ not json');
  await page.locator('#restore-backup-file').setInputFiles(broken);
  await page.getByText(/^Backup restore operation failed: /).waitFor();

  // a backup from "another instance" that solved a challenge this one has not
  const target = (await challenges()).find((c) => !c.solved && c.disabledEnv === null && c.key !== 'continueCodeChallenge')!;
  const solvedIds = (await challenges()).filter((c) => c.solved).map((c) => c.id);
  const good = path.join(dir, 'owasp_juice_shop-restore.json');
  await writeFile(good, JSON.stringify({ ...saved, continueCode: encodeContinueCode('hacking', [...solvedIds, target.id]) }));
  await page.locator('#restore-backup-file').setInputFiles(good);
  await page.getByText('Backup has been restored from owasp_juice_shop-restore.json').waitFor();
  assert.equal(await challengeSolved(target.key), false);
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Apply changes now' }).click()]);
  await page.waitForSelector('#score-board[data-live]');
  assert.equal(await challengeSolved(target.key), true);
  await page.locator(`[id="${target.name}.solved"]`).waitFor();
  await context.close();
});

test('after a server restart the continue-code cookie brings the progress back on its own', async () => {
  // a shop of this test's own, to restart at will (on the port the system gave it first)
  let shop = await startShop();
  const base = shop.url;
  try {
    const { page, context } = await visitor({ cookies: [] });
    await context.addCookies(['welcomebanner_status', 'cookieconsent_status'].map((name) => ({ name, value: 'dismiss', url: base })));
    await page.goto(`${base}/search`);
    await page.waitForSelector('html[data-hydrated]');
    // no score board link until the score board is found
    assert.equal(await page.locator('#sidenav a[href="/score-board"]').count(), 0);
    await openBoard(page, '', base);
    await page.locator('[id="Score Board.solved"]').waitFor();
    await solveByPadding('81px.png', base);
    await page.locator('[id="Privacy Policy.solved"]').waitFor();
    await page.waitForFunction(async () => {
      const code = document.cookie.match(/continueCode=([^;]+)/)?.[1];
      const current = (await (await fetch('/rest/continue-code')).json()).continueCode;
      return code !== undefined && code === current;
    });

    await stopShop(shop);
    shop = await startShop({ port: shop.port });
    // the page's socket reconnects by itself; the fresh server asks it to restore
    await page.getByText('The server was restarted. Your hacking progress has been restored automatically.').waitFor({ timeout: 20000 });
    const restored = await challenges(base);
    assert.equal(restored.find((c) => c.key === 'scoreBoardChallenge')?.solved, true);
    assert.equal(restored.find((c) => c.key === 'privacyPolicyChallenge')?.solved, true);
    assert.equal(restored.filter((c) => c.solved).length, 2);
    // the restored solves flip the open board too
    await page.locator('[id="Privacy Policy.solved"]').waitFor();
    // forgetting the progress takes the cookie away
    await page.getByRole('button', { name: 'Forget my progress' }).click();
    await page.getByRole('button', { name: /restart the server to begin afresh/ }).waitFor();
    assert.equal(
      (await context.cookies()).some((c) => c.name === 'continueCode'),
      false,
    );
    await context.close();
  } finally {
    await stopShop(shop);
  }
});
