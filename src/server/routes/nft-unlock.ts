import { Hono } from 'hono';
import { NFT_OWNER_ADDRESS } from '../../lib/web3/nft';
import { readJsonObject } from '../http/respond';
import { findChallenge } from '../services/challenges';
import type { Shop } from '../context';

/**
 * The wallet behind the NFT, derived (BIP-44, first Ethereum account m/44'/60'/0'/0/0) from the
 * seed phrase the ethereum user posted in a feedback. Kept as the derived values so that no key
 * derivation library loads on the server; tests/unit/nft-wallet.test.ts derives them again.
 */
export const NFT_WALLET = {
  privateKey: '0x5bcc3e9d38baa06e7bfaab80ae5957bbe8ef059e640311d7d6d465e6bc948e3e',
  publicKey: '0x02c7a2a93289c9fbda5990bac6596993e9bb0a8d3f178175a80b7cfd983983f506',
  address: NFT_OWNER_ADDRESS,
} as const;

/** Upstream's answers to a submitted key, each naming what the player got wrong. */
const WRONG_KEY = {
  address: 'Looks like you entered the public address of my ethereum wallet!',
  publicKey: 'Looks like you entered the public key of my ethereum wallet!',
  other: 'Looks like you entered a non-Ethereum private key to access me.',
};

/** web3: unlocking the shop's NFT with its wallet's private key (NFT Takeover), and whether it is unlocked (paths in lower case: the app matches them so). */
export function nftUnlockRoutes(shop: Shop) {
  const r = new Hono();
  const challenge = () => findChallenge(shop, 'nftUnlockChallenge');

  // vuln-code-snippet start nftUnlockChallenge
  r.post('/rest/web3/submitKey', async (c) => {
    const { privateKey } = await readJsonObject(c); // vuln-code-snippet neutral-line nftUnlockChallenge
    // exact comparisons, as upstream: the key as the wallet tools print it, lower-case hex with 0x // vuln-code-snippet hide-line nftUnlockChallenge
    if (privateKey === NFT_WALLET.privateKey) { // vuln-code-snippet vuln-line nftUnlockChallenge
      shop.challenges.solve('nftUnlockChallenge'); // vuln-code-snippet hide-line nftUnlockChallenge
      return c.json({ success: true, message: 'Challenge successfully solved', status: challenge() });
    }
    const message =
      privateKey === NFT_WALLET.address ? WRONG_KEY.address : privateKey === NFT_WALLET.publicKey ? WRONG_KEY.publicKey : WRONG_KEY.other;
    return c.json({ success: false, message, status: challenge() }, 401);
  });
  // vuln-code-snippet end nftUnlockChallenge

  r.get('/rest/web3/nftUnlocked', (c) => c.json({ status: shop.challenges.isSolved('nftUnlockChallenge') }));
  return r;
}
