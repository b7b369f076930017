import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { challengeSolved, closeBrowser, open, visitor } from './browser.ts';

after(closeBrowser);

/** The bee haven and the crypto wallet with the built-in burner wallet (Chromium has no MetaMask) on the shop's own chain. */

test('bee haven: a burner wallet connects, gets test ether, claims BEE from the haven; too few to mint', async () => {
  const { page, errors } = await visitor();
  await open(page, '/bee-haven');
  await page.getByRole('heading', { name: 'Bee Haven' }).waitFor();
  await page.getByText('Runs on the shop’s own test chain (chain id 31337).').waitFor();
  await page.locator('#connectWalletButton').click();
  await page.locator('#connectedWallet').waitFor();
  await page.getByText('No browser wallet found').waitFor();
  const key = await page.evaluate(() => localStorage.getItem('web3BurnerKey'));
  assert.match(key ?? '', /^0x[0-9a-f]{64}$/);
  await page.locator('#faucetBalance', { hasText: /^100$/ }).waitFor();
  await page.locator('#myBeeBalance', { hasText: /^0$/ }).waitFor();

  await page.locator('#withdrawAmount').fill('25');
  await page.locator('#claimBeeButton').click();
  await page.locator('.confirmation', { hasText: 'Claimed 25 BEE.' }).waitFor();
  await page.locator('#myBeeBalance', { hasText: /^25$/ }).waitFor();
  await page.locator('#faucetBalance', { hasText: /^75$/ }).waitFor();

  assert.equal(await page.locator('#mintButton').isDisabled(), true);
  await page.getByText('You need 1000 BEE to mint the pot.').waitFor();

  // the page offers no more than the haven has left: neither the price nor the most the faucet's byte takes
  for (const amount of ['1000', '255', '76']) {
    await page.locator('#withdrawAmount').fill(amount);
    await page.locator('#claimProblem', { hasText: 'The haven has only 75 BEE left to give.' }).waitFor();
    assert.equal(await page.locator('#claimBeeButton').isDisabled(), true);
  }
  await page.locator('#withdrawAmount').fill('75');
  assert.equal(await page.locator('#claimBeeButton').isDisabled(), false);
  assert.equal(await page.locator('#claimProblem').count(), 0);
  assert.equal(await challengeSolved('nftMintChallenge'), false);
  assert.deepEqual(errors, []);
});

test("Mint the Honey Pot: claims sent past the page's limit wrap the faucet's byte; 1000 BEE mint the pot and solve it", async () => {
  const { page, errors } = await visitor();
  await open(page, '/bee-haven');
  await page.locator('#connectWalletButton').click();
  await page.locator('#connectedWallet').waitFor();
  await page.locator('#myBeeBalance', { hasText: /^\d+$/ }).waitFor();
  for (let i = 1; i <= 4; i++) {
    await page.locator('#withdrawAmount').fill('255');
    await page.locator('#claimProblem').waitFor();
    // what a player does in the developer tools: the button's disabled state is the page's only check
    await page.locator('#claimBeeButton').evaluate((button) => button.removeAttribute('disabled'));
    await page.locator('#claimBeeButton').click();
    await page.locator('.confirmation', { hasText: 'Claimed 255 BEE.' }).waitFor();
    await page.locator('#myBeeBalance', { hasText: new RegExp(`^${255 * i}$`) }).waitFor();
  }
  await page.locator('#mintButton').click();
  await page.locator('#mintButton', { hasText: 'The Honey Pot is yours!' }).waitFor();
  assert.equal(await challengeSolved('nftMintChallenge'), true);
  assert.deepEqual(errors, []);
});

test('crypto wallet: deposit and withdraw ether honestly; nothing is solved', async () => {
  const { page, errors } = await visitor();
  await open(page, '/wallet-web3');
  await page.getByRole('heading', { name: 'Crypto Wallet' }).waitFor();
  await page.locator('#connectWalletButton').click();
  await page.locator('#connectedWallet').waitFor();
  await page.locator('#walletBankBalance', { hasText: /^0 ETH$/ }).waitFor();

  await page.locator('#inputAmount').fill('0.25');
  await page.getByRole('button', { name: 'Deposit' }).click();
  await page.locator('[role=status]', { hasText: 'Deposited 0.25 ETH.' }).waitFor();
  await page.locator('#walletBankBalance', { hasText: /^0\.25 ETH$/ }).waitFor();

  await page.getByRole('button', { name: 'Withdraw' }).click();
  await page.locator('[role=status]', { hasText: 'Withdrew 0.25 ETH.' }).waitFor();
  await page.locator('#walletBankBalance', { hasText: /^0 ETH$/ }).waitFor();
  // more than is in the wallet: the contract refuses
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await page.locator('[role=alert]', { hasText: 'Not enough ether in your wallet' }).waitFor();
  assert.equal(await challengeSolved('web3WalletChallenge'), false);
  assert.deepEqual(errors, []);
});
