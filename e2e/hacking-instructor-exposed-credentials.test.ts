// e2e-preset: tutorial
// The Exposed credentials tutorial from its button on the score board to the solve, on a shop of
// its own (it needs the challenge unsolved, and solves it): the player finds the test account in
// the login screen's shipped script and logs in with it.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { challengeSolved, closeBrowser, open, SHOP, visitor } from './browser.ts';
import { bubble, stepOf, expectFinished, loginScreenFromMenu } from './instructor.ts';

after(closeBrowser);

const STEPS = [
  { text: /This challenge starts logged out/, target: '#navbarAccount' },
  { text: /left the credentials of a test account in this shop's client code/, target: '#navbarAccount' },
  { text: /the login screen is a good suspect/, target: '#navbarAccount' },
  { text: /go to Sources \(Debugger in Firefox\)/, target: '#email' },
  { text: /Search all of those scripts at once/, target: '#email' },
  { text: /that user name at the shop's own email domain/, target: '#email' },
  { text: /Type the test account's email address/, target: '#email' },
  { text: /Now type its password/, target: '#password' },
  { text: /Click the Log in button/, target: '#loginButton' },
  { text: /Secrets in client code are never secret/, target: '#homeButton' },
];
const expectStep = stepOf(STEPS);

/**
 * The tutorial preset shows the score board's tutorial challenges a difficulty at a time: the
 * first ones (difficulty 1) are solved here as a player would, so the difficulty-2 cards show.
 */
async function solveFirstTutorials() {
  const { page, context } = await visitor();
  page.on('dialog', (d) => d.dismiss());
  const { config } = await (await fetch(`${SHOP}/rest/admin/application-configuration`)).json();
  await open(page, '/score-board');
  await open(page, '/privacy-security/privacy-policy');
  for (const [payload, name] of [
    ['<iframe src="javascript:alert(`xss`)">', 'DOM XSS'],
    [config.challenges.xssBonusPayload as string, 'Bonus Payload'],
  ]) {
    await open(page, `/search?q=${encodeURIComponent(payload)}`);
    await page.locator('.challenge-solved-toast', { hasText: name }).waitFor();
  }
  for (const key of ['scoreBoardChallenge', 'privacyPolicyChallenge', 'localXssChallenge', 'xssBonusChallenge'])
    assert.equal(await challengeSolved(key), true, key);
  await context.close();
}

test("Exposed credentials: from the score board button, the test account read in the login screen's script, and logged in with it", async () => {
  await solveFirstTutorials();
  const { page, context, errors } = await visitor();
  // every script the browser loads, as the developer tools' Sources list them
  const scripts: Promise<string>[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.endsWith('.js')) scripts.push(r.text().catch(() => ''));
  });
  await open(page, '/score-board');
  await page.locator('article[data-key="exposedCredentialsChallenge"] .tutorial-button').click();
  await page.waitForURL(/\/hacking-instructor\?challenge=Exposed%20credentials$/);
  // nobody is logged in: the logout step is over at once
  await expectStep(page, 2);
  await bubble(page).dblclick();
  await expectStep(page, 3);
  assert.equal(await bubble(page).getAttribute('data-skippable'), 'false');
  await loginScreenFromMenu(page);
  await expectStep(page, 4);
  // what the player finds searching the loaded scripts for "password"
  const found = (await Promise.all(scripts))
    .map((s) => s.match(/user:\s*["'`](\w+)["'`],\s*password:\s*["'`]([^"'`]+)["'`]/))
    .find(Boolean);
  assert.ok(found, 'a script the login screen loaded carries the test account');
  const [, user, password] = found;
  await bubble(page).dblclick();
  await expectStep(page, 5);
  await bubble(page).dblclick();
  await expectStep(page, 6);
  await bubble(page).dblclick();
  await expectStep(page, 7);
  // the shop's email domain, as every account shown in the shop has it
  await page.locator('#email').fill(`${user}@juice-sh.op`);
  await expectStep(page, 8);
  await page.locator('#password').fill(password);
  await expectStep(page, 9);
  await page.locator('#loginButton').click();
  await expectFinished(page, expectStep, 10, { name: 'Exposed credentials', key: 'exposedCredentialsChallenge' });
  assert.deepEqual(errors, []);
  await context.close();
});
