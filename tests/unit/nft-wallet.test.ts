import { mnemonicToAccount } from 'viem/accounts';
import { expect, test } from 'vitest';
import { NFT_WALLET } from '../../src/server/routes/nft-unlock';

test('the NFT wallet is the first Ethereum account of the seed phrase the ethereum user published', () => {
  const account = mnemonicToAccount('purpose betray marriage blame crunch monitor spin slide donate sport lift clutch');
  const hd = account.getHdKey();
  expect(`0x${Buffer.from(hd.privateKey!).toString('hex')}`).toBe(NFT_WALLET.privateKey);
  expect(`0x${Buffer.from(hd.publicKey!).toString('hex')}`).toBe(NFT_WALLET.publicKey);
  expect(account.address).toBe(NFT_WALLET.address);
});
