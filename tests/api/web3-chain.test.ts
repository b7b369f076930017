import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPublicClient, createWalletClient, defineChain, http, parseEther, type Abi, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beeFaucetAbi, beeTokenAbi, ethWalletBankAbi, honeyPotNftAbi } from '../../src/lib/web3/abis';
import { claimProblem } from '../../src/lib/web3/bee-claims';
import type { ChainInfo } from '../../src/lib/web3/chain';
import drainer from '../fixtures/web3/wallet-drainer.json';
import { ChainHolder, sepoliaRpcUrl } from '../../src/server/web3/chain';
import { startShop, type TestServer } from '../helpers';
import { post } from './accounts-helpers';
import { postAlone, statusOf } from './profile-helpers';

/**
 * The shop's own chain (no Sepolia configured): the JSON-RPC endpoint and faucet browsers use,
 * and the two on-chain challenges attacked for real with viem, as a player's wallet would.
 */

/** The chain's description (GET /rest/web3/chain), which starts the shop's chain. */
async function chainOf(server: TestServer): Promise<ChainInfo> {
  const r = await server.json('/rest/web3/chain');
  expect(r.status).toBe(200);
  return r.body;
}

let s: TestServer;
let info: ChainInfo;
beforeAll(async () => {
  s = await startShop();
  info = await chainOf(s);
});
afterAll(async () => s.close());

/**
 * A shop with a chain of its own, for a test that changes the chain (the faucet's or the bank's
 * balance) or solves a chain challenge; the shared shop's chain stays as deployed and unsolved.
 */
async function withChainShop(check: (t: TestServer, tInfo: ChainInfo) => Promise<void>) {
  const t = await startShop();
  try {
    await check(t, await chainOf(t));
  } finally {
    await t.close();
  }
}

const localChain = (server: TestServer = s) =>
  defineChain({
    id: 31337,
    name: 'Juice Shop chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`${server.url}/rest/web3/rpc`] } },
  });

/** A fresh player: a new key, 1 ETH from the shop's faucet, and viem clients on the shop's RPC endpoint. */
async function player(server: TestServer = s) {
  const account = privateKeyToAccount(generatePrivateKey());
  const funded = await server.json('/rest/web3/faucet', post({ address: account.address }));
  expect(funded).toMatchObject({ status: 200, body: { success: true } });
  const chain = localChain(server);
  const reader = createPublicClient({ chain, transport: http() });
  const wallet = createWalletClient({ account, chain, transport: http() });
  /** Calls a contract function in a transaction; the chain mines at once, so the receipt is there when the hash is. */
  const send = async (address: Hex, abi: Abi, functionName: string, args: unknown[] = [], value?: bigint) => {
    const hash = await wallet.writeContract({ address, abi, functionName, args, value, chain, account });
    return reader.getTransactionReceipt({ hash });
  };
  return { account, reader, wallet, send };
}

const rpc = (body: unknown) => s.json('/rest/web3/rpc', post(body));
const solved = (key: string) => s.shop.challenges.isSolved(key);

describe('the shop chain', () => {
  test('GET /rest/web3/chain names the local chain, its endpoints and the four deployed contracts', async () => {
    expect(info).toMatchObject({ mode: 'local', chainId: 31337, rpcUrl: '/rest/web3/rpc', faucetUrl: '/rest/web3/faucet' });
    const reader = createPublicClient({ chain: localChain(), transport: http() });
    for (const address of Object.values(info.contracts)) expect((await reader.getCode({ address }))?.length).toBeGreaterThan(2);
    expect(await reader.readContract({ address: info.contracts.beeToken, abi: beeTokenAbi, functionName: 'symbol' })).toBe('BEE');
    expect(await reader.readContract({ address: info.contracts.honeyPotNft, abi: honeyPotNftAbi, functionName: 'mintPrice' })).toBe(
      parseEther('1000'),
    );
    expect(await reader.readContract({ address: info.contracts.beeFaucet, abi: beeFaucetAbi, functionName: 'balance' })).toBe(100);
    // the wallet bank holds the shop's float, which is what a depletion takes
    expect(await reader.getBalance({ address: info.contracts.walletBank })).toBe(parseEther('10'));
  });

  test('the RPC endpoint answers standard JSON-RPC with chain id 31337, single and batched', async () => {
    expect(await rpc({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] })).toEqual({
      status: 200,
      body: { jsonrpc: '2.0', id: 7, result: '0x7a69' },
    });
    const batch = await rpc([
      { jsonrpc: '2.0', id: 1, method: 'net_version', params: [] },
      { jsonrpc: '2.0', id: 2, method: 'eth_blockNumber' },
    ]);
    expect(batch.status).toBe(200);
    expect(batch.body).toMatchObject([
      { id: 1, result: '31337' },
      { id: 2, result: expect.stringMatching(/^0x[0-9a-f]+$/) },
    ]);
  });

  test('a reverted call answers an error carrying the revert data flat, as Ethereum nodes do', async () => {
    const reader = createPublicClient({ chain: localChain(), transport: http() });
    const nobody = privateKeyToAccount(generatePrivateKey()).address;
    await expect(
      reader.simulateContract({
        address: info.contracts.walletBank,
        abi: ethWalletBankAbi,
        functionName: 'withdraw',
        args: [parseEther('1')],
        account: nobody,
      }),
    ).rejects.toMatchObject({
      shortMessage: expect.stringContaining('Not enough ether in your wallet'),
    });
    const r = await rpc({
      jsonrpc: '2.0',
      id: 3,
      method: 'eth_call',
      params: [
        { from: nobody, to: info.contracts.walletBank, data: '0x2e1a7d4d0000000000000000000000000000000000000000000000000de0b6b3a7640000' },
        'latest',
      ],
    });
    expect(r.body).toMatchObject({
      id: 3,
      error: { message: expect.stringContaining('Not enough ether'), data: expect.stringMatching(/^0x08c379a0/) },
    });
  });

  test('the RPC endpoint offers no admin, debug or signing methods, and hides the shop account', async () => {
    for (const method of [
      'hardhat_setBalance',
      'evm_mine',
      'evm_revert',
      'debug_traceTransaction',
      'eth_sendTransaction',
      'eth_sign',
      'personal_sign',
      'hardhat_impersonateAccount',
    ]) {
      const r = await rpc({ jsonrpc: '2.0', id: 1, method, params: [] });
      expect(r.status, method).toBe(200);
      expect(r.body.error, method).toMatchObject({ code: -32601 });
    }
    expect((await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_accounts', params: [] })).body.result).toEqual([]);
  });

  test('the RPC endpoint bounds gas, body size and batch length, and refuses bad JSON with a 4xx', async () => {
    const greedy = await rpc({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_call',
      params: [{ to: info.contracts.beeToken, gas: '0x3b9aca00', data: '0x' }, 'latest'],
    });
    expect(greedy.body.error).toMatchObject({ code: -32602, message: expect.stringContaining('Gas limit too high') });
    expect(await statusOf(postAlone(s, '/rest/web3/rpc', post('x'.repeat(300 * 1024))))).toBe(413);
    expect(
      (await s.json('/rest/web3/rpc', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":' })).status,
    ).toBe(400);
    expect((await rpc([])).status).toBe(400);
    expect((await rpc(Array.from({ length: 21 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' })))).status).toBe(400);
    expect((await rpc({ jsonrpc: '2.0', id: 1, method: 42 })).body.error).toMatchObject({ code: -32600 });
    expect((await rpc(null)).body.error).toMatchObject({ code: -32600 });
  });

  test('the faucet sends 1 test ETH, refuses non-addresses and rests after three gifts to one address', async () => {
    const address = privateKeyToAccount(generatePrivateKey()).address;
    const reader = createPublicClient({ chain: localChain(), transport: http() });
    for (let i = 1; i <= 3; i++) {
      expect((await s.json('/rest/web3/faucet', post({ address }))).status).toBe(200);
      expect(await reader.getBalance({ address })).toBe(parseEther(String(i)));
    }
    expect(await s.json('/rest/web3/faucet', post({ address }))).toMatchObject({ status: 429, body: { success: false } });
    expect(await reader.getBalance({ address })).toBe(parseEther('3'));
    for (const bad of [undefined, 42, '0x123', `0x${'g'.repeat(40)}`])
      expect((await s.json('/rest/web3/faucet', post({ address: bad }))).status).toBe(400);
  });
});

describe('Mint the Honey Pot (nftMintChallenge)', () => {
  test('verifying a wallet that minted nothing solves nothing; a missing or malformed address minted nothing either (200, as upstream)', async () => {
    expect(await s.json('/rest/web3/nftMintListen')).toEqual({ status: 200, body: { success: true, message: 'Event Listener Created' } });
    const r = await s.json('/rest/web3/walletNFTVerify', post({ walletAddress: privateKeyToAccount(generatePrivateKey()).address }));
    expect(r).toMatchObject({ status: 200, body: { success: false, message: 'Wallet did not mint the NFT' } });
    const notMinted = { status: 200, body: { success: false, message: 'Wallet did not mint the NFT' } };
    expect(await s.json('/rest/web3/walletNFTVerify', post({ walletAddress: 'lalalalala' }))).toMatchObject(notMinted);
    expect(await s.json('/rest/web3/walletNFTVerify', post({ walletAddress: 42 }))).toMatchObject(notMinted);
    expect(await s.json('/rest/web3/walletNFTVerify', post({}))).toMatchObject(notMinted);
    expect(await s.json('/rest/web3/walletNFTVerify', { method: 'POST' })).toMatchObject(notMinted);
    expect(solved('nftMintChallenge')).toBe(false);
  });

  test('the claims the bee haven page offers (up to what the haven has left) never add up to the price: the mint reverts', () =>
    withChainShop(async (t, tInfo) => {
      const faucetLeft = async (p: Awaited<ReturnType<typeof player>>) =>
        Number(await p.reader.readContract({ address: tInfo.contracts.beeFaucet, abi: beeFaucetAbi, functionName: 'balance' }));
      const beeOf = (p: Awaited<ReturnType<typeof player>>) =>
        p.reader.readContract({
          address: tInfo.contracts.beeToken,
          abi: beeTokenAbi,
          functionName: 'balanceOf',
          args: [p.account.address],
        });
      const shoppers = [await player(t), await player(t)];
      // the page does not offer the price, nor the most the faucet's byte takes, nor a bit more than the haven has
      expect(claimProblem('1000', await faucetLeft(shoppers[0]!))).toBe('over');
      expect(claimProblem('255', await faucetLeft(shoppers[0]!))).toBe('over');
      expect(claimProblem('101', await faucetLeft(shoppers[0]!))).toBe('over');
      // two shoppers take turns taking all they are offered, in the largest and in small helpings
      for (const [i, p] of shoppers.entries()) {
        for (let round = 0; round < 20; round++) {
          const left = await faucetLeft(p);
          const ask = String(i === 0 ? left : Math.min(left, 7));
          if (claimProblem(ask, left) !== null) break;
          await p.send(tInfo.contracts.beeFaucet, beeFaucetAbi, 'withdraw', [Number(ask)]);
        }
      }
      expect(await faucetLeft(shoppers[0]!)).toBe(0);
      expect(claimProblem('1', 0)).toBe('over');
      const [first, second] = [await beeOf(shoppers[0]!), await beeOf(shoppers[1]!)];
      expect(first + second).toBe(parseEther('100'));
      for (const p of shoppers) {
        await p.send(tInfo.contracts.beeToken, beeTokenAbi, 'approve', [tInfo.contracts.honeyPotNft, parseEther('1000')]);
        await expect(p.send(tInfo.contracts.honeyPotNft, honeyPotNftAbi, 'mintNFT')).rejects.toThrow(/Transfer exceeds balance/);
        expect((await t.json('/rest/web3/walletNFTVerify', post({ walletAddress: p.account.address }))).body.success).toBe(false);
      }
      expect(t.shop.challenges.isSolved('nftMintChallenge')).toBe(false);
    }));

  test("the faucet's uint8 balance wraps below zero: claiming more than it has yields 1000 BEE, the mint, and the solve", () =>
    withChainShop(async (t, tInfo) => {
      expect((await t.json('/rest/web3/nftMintListen')).status).toBe(200);
      const p = await player(t);
      // the faucet had 100 BEE to give away; the page offers no more, but the contract takes a claim of 255
      // sent past the page (devtools, one's own wallet), and each one wraps its balance instead of failing
      expect(await p.reader.readContract({ address: tInfo.contracts.beeFaucet, abi: beeFaucetAbi, functionName: 'balance' })).toBe(100);
      expect(claimProblem('255', 100)).toBe('over');
      for (let i = 0; i < 4; i++) await p.send(tInfo.contracts.beeFaucet, beeFaucetAbi, 'withdraw', [255]);
      expect(
        await p.reader.readContract({
          address: tInfo.contracts.beeToken,
          abi: beeTokenAbi,
          functionName: 'balanceOf',
          args: [p.account.address],
        }),
      ).toBe(parseEther('1020'));
      await p.send(tInfo.contracts.beeToken, beeTokenAbi, 'approve', [tInfo.contracts.honeyPotNft, parseEther('1000')]);
      const minted = await p.send(tInfo.contracts.honeyPotNft, honeyPotNftAbi, 'mintNFT');
      expect(minted.status).toBe('success');
      expect(
        await p.reader.readContract({
          address: tInfo.contracts.honeyPotNft,
          abi: honeyPotNftAbi,
          functionName: 'balanceOf',
          args: [p.account.address],
        }),
      ).toBe(1n);
      // the player's wallet reports its address in lower case, as wallets often do
      const r = await t.json('/rest/web3/walletNFTVerify', post({ walletAddress: p.account.address.toLowerCase() }));
      expect(r).toMatchObject({ status: 200, body: { success: true, message: 'Challenge successfully solved' } });
      expect(t.shop.challenges.isSolved('nftMintChallenge')).toBe(true);
      // a mint is counted once
      expect((await t.json('/rest/web3/walletNFTVerify', post({ walletAddress: p.account.address }))).body.success).toBe(false);
    }));
});

describe('Wallet Depletion (web3WalletChallenge)', () => {
  test('registering a malformed or missing address is answered as upstream (200) and watches nothing; honest deposits and withdrawals solve nothing', async () => {
    for (const body of [{ walletAddress: 'lalalalala' }, {}])
      expect(await s.json('/rest/web3/walletExploitAddress', post(body))).toEqual({
        status: 200,
        body: { success: true, message: 'Event Listener Created' },
      });
    const p = await player();
    expect(await s.json('/rest/web3/walletExploitAddress', post({ walletAddress: p.account.address }))).toEqual({
      status: 200,
      body: { success: true, message: 'Event Listener Created' },
    });
    await p.send(info.contracts.walletBank, ethWalletBankAbi, 'ethdeposit', [p.account.address], parseEther('0.2'));
    await p.send(info.contracts.walletBank, ethWalletBankAbi, 'withdraw', [parseEther('0.1')]);
    await p.send(info.contracts.walletBank, ethWalletBankAbi, 'withdraw', [parseEther('0.1')]);
    await expect(p.send(info.contracts.walletBank, ethWalletBankAbi, 'withdraw', [parseEther('0.1')])).rejects.toThrow(/Not enough ether/);
    expect(solved('web3WalletChallenge')).toBe(false);
  });

  test('a contract that re-enters withdraw takes more than it put in; the registered player solves it', () =>
    withChainShop(async (t, tInfo) => {
      const p = await player(t);
      expect((await t.json('/rest/web3/walletExploitAddress', post({ walletAddress: p.account.address }))).status).toBe(200);
      const deployHash = await p.wallet.deployContract({
        abi: drainer.abi as Abi,
        bytecode: drainer.bytecode as Hex,
        args: [tInfo.contracts.walletBank],
        chain: localChain(t),
        account: p.account,
      });
      const attacker = (await p.reader.getTransactionReceipt({ hash: deployHash })).contractAddress!;
      const bankBefore = await p.reader.getBalance({ address: tInfo.contracts.walletBank });
      const receipt = await p.send(attacker, drainer.abi as Abi, 'attack', [], parseEther('0.1'));
      expect(receipt.status).toBe('success');
      // one honest withdrawal of the deposit plus five re-entered ones
      expect(bankBefore - (await p.reader.getBalance({ address: tInfo.contracts.walletBank }))).toBe(parseEther('0.5'));
      expect(t.shop.challenges.isSolved('web3WalletChallenge')).toBe(true);
    }));
});

describe('availability on the score board', () => {
  test('with the local chain both on-chain challenges are available', async () => {
    for (const key of ['nftMintChallenge', 'web3WalletChallenge']) {
      const r = await s.json(`/api/Challenges/?key=${key}`);
      expect(r.body.data[0]).toMatchObject({ key, disabledEnv: null });
    }
  });

  test('a chain that cannot start marks both unavailable ("No Blockchain") and nothing solves them', async () => {
    const other = await startShop();
    try {
      const holder = new ChainHolder(other.shop, async () => {
        throw new Error('no EVM on this machine');
      });
      await expect(holder.get()).rejects.toThrow('no EVM');
      for (const key of ['nftMintChallenge', 'web3WalletChallenge']) {
        expect((await other.json(`/api/Challenges/?key=${key}`)).body.data[0]).toMatchObject({ key, disabledEnv: 'No Blockchain' });
        other.shop.challenges.solveIf(key, () => true);
        expect(other.shop.challenges.isSolved(key)).toBe(false);
      }
    } finally {
      await other.close();
    }
  });

  test("Sepolia is chosen by WEB3_RPC_URL, else by upstream's ALCHEMY_API_KEY; without either the shop runs its own chain", () => {
    expect(sepoliaRpcUrl({ WEB3_RPC_URL: 'wss://sepolia.example/ws' })).toBe('wss://sepolia.example/ws');
    expect(sepoliaRpcUrl({ ALCHEMY_API_KEY: 'k3y' })).toBe('wss://eth-sepolia.g.alchemy.com/v2/k3y');
    expect(sepoliaRpcUrl({})).toBeUndefined();
  });
});
