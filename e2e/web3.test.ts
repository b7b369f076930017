import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { challengeSolved, closeBrowser, open, SHOP, socketConnected, visitor } from './browser.ts';

after(closeBrowser);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOKEN_SALE_ROUTE = ['tokensale', 'ico', 'ea'].join('-');

test('the token sale address is in none of the scripts the browser is sent', () => {
  // the runner has just built dist/ when stale, so this reads what the shop serves
  const assets = path.join(root, 'dist', 'public', 'assets');
  const scripts = readdirSync(assets).filter((f) => /\.m?js$/.test(f));
  assert.ok(scripts.length > 10, 'the client build is there');
  const leaking = scripts.filter((f) => readFileSync(path.join(assets, f), 'utf8').includes(TOKEN_SALE_ROUTE));
  assert.deepEqual(leaking, []);
  // nor in the first HTML of an ordinary page
  return fetch(`${SHOP}/search`)
    .then((r) => r.text())
    .then((html) => assert.equal(html.includes(TOKEN_SALE_ROUTE), false));
});

test('Blockchain Hype: the unreleased token sale opens at its address (hash form too) and its padding picture solves the challenge', async () => {
  assert.equal(await challengeSolved('tokenSaleChallenge'), false);
  const { page, context, errors } = await visitor();
  const connected = socketConnected(page);
  await page.goto(`${SHOP}/#/${TOKEN_SALE_ROUTE}`);
  await page.waitForURL(`${SHOP}/${TOKEN_SALE_ROUTE}`);
  await page.getByRole('heading', { name: 'Token Sale', level: 1 }).waitFor();
  // the configured altcoin's name runs through the copy
  await page.getByText('The initial coin offering of Juicycoin').waitFor();
  await page.getByRole('heading', { name: 'Why Juicycoin?' }).waitFor();
  await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
  await connected;
  await page.locator('.challenge-solved-toast', { hasText: 'Blockchain Hype' }).waitFor();
  assert.equal(await challengeSolved('tokenSaleChallenge'), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('NFT Takeover: near misses are refused on screen; the private key of the published seed phrase unlocks the NFT', async () => {
  assert.equal(await challengeSolved('nftUnlockChallenge'), false);
  const { page, context, errors } = await visitor();
  await open(page, '/privacy-security/juicy-nft');
  await page.getByRole('heading', { name: 'Soul Bound Token' }).waitFor();
  const image = page.locator('#nft-image');
  assert.equal(await image.getAttribute('data-unlocked'), 'false');
  // the form sits with the privacy and security pages
  await page.getByRole('navigation', { name: 'Privacy & Security' }).waitFor();

  const key = page.getByLabel('Private key');
  await key.fill('0x8343d2eb2B13A2495De435a1b15e85b98115Ce05');
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await page.getByRole('alert').filter({ hasText: 'Looks like you entered the public address of my ethereum wallet!' }).waitFor();
  assert.equal(await challengeSolved('nftUnlockChallenge'), false);

  await key.fill('0x5bcc3e9d38baa06e7bfaab80ae5957bbe8ef059e640311d7d6d465e6bc948e3e');
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await page.locator('#nft-owner').getByText('0x8343d2eb2B13A2495De435a1b15e85b98115Ce05').waitFor();
  assert.equal(await image.getAttribute('data-unlocked'), 'true');
  assert.equal(await challengeSolved('nftUnlockChallenge'), true);

  // it stays unlocked for the next visitor, also at the short address of the feedback
  await open(page, '/juicy-nft');
  await page.locator('#nft-owner').waitFor();
  assert.equal(await page.locator('#privateKey').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

/** Whether the shop's chain answers JSON-RPC (it may be missing from this build). */
async function chainAvailable() {
  const res = await fetch(`${SHOP}/rest/web3/rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  });
  if (!res.ok) return false;
  return typeof ((await res.json()) as { result?: unknown }).result === 'string';
}

test('Web3 Sandbox: finding it solves the challenge; a contract compiles in the browser (and deploys when the chain is there)', async () => {
  assert.equal(await challengeSolved('web3SandboxChallenge'), false);
  const { page, context, errors } = await visitor();
  const connected = socketConnected(page);
  // the compiler comes from the shop itself, never from the internet
  const compilerRequests: string[] = [];
  page.on('request', (r) => {
    if (/soljson/.test(r.url())) compilerRequests.push(r.url());
  });
  await open(page, '/web3-sandbox');
  await page.getByRole('heading', { name: 'Web3 Code Sandbox' }).waitFor();
  await connected;
  await page.locator('.challenge-solved-toast', { hasText: 'Web3 Sandbox' }).waitFor();
  assert.equal(await challengeSolved('web3SandboxChallenge'), true);

  // a mistake first: the compiler's own message shows and nothing can be deployed
  const editor = page.getByLabel('Solidity source');
  const example = await editor.inputValue();
  await editor.fill('pragma solidity ^0.8.0;\ncontract Broken { function f() public { undefinedThing(); } }\n');
  await page.getByRole('button', { name: 'Compile' }).click();
  await page.locator('#compiler-output').filter({ hasText: 'Undeclared identifier' }).waitFor({ timeout: 60_000 });
  assert.equal(await page.locator('#contract-select').count(), 0);
  assert.deepEqual(compilerRequests, [`${SHOP}/assets/solc/soljson.js`]);

  await editor.fill(example);
  await page.getByRole('button', { name: 'Compile' }).click();
  await page
    .locator('#compile-status')
    .filter({ hasText: /Compiled with solc 0\.8\./ })
    .waitFor({ timeout: 60_000 });
  assert.equal(await page.locator('#contract-select').inputValue(), 'HelloJuice');

  if (await chainAvailable()) {
    await page.getByRole('button', { name: 'Deploy' }).click();
    await page
      .locator('#deployed-address')
      .filter({ hasText: /Deployed at 0x[0-9a-fA-F]{40}/ })
      .waitFor({ timeout: 30_000 });
    const greet = page.locator('li[data-function="greet"]');
    await greet.getByRole('button', { name: 'greet' }).click();
    await greet.locator('output').filter({ hasText: 'Hello, juicy contracts!' }).waitFor();
  } else {
    await page.locator('#chain-unavailable').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Deploy' }).isDisabled(), true);
  }
  assert.deepEqual(errors, []);
  await context.close();
});
