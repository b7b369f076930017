import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { readJsonObject } from '../http/respond';
import { remoteAddress } from '../security/client-ip';
import { fixedWindowLimiter } from '../security/rate-limit';
import type { Shop } from '../context';
import { isLocal } from '../web3/chain';
import type { Chain, LocalChain, RpcReply } from '../web3/types';
import { isWalletAddress, WEB3_FAUCET_PATH, WEB3_RPC_PATH, type ChainInfo } from '../../lib/web3/chain';

/** A deployment of the largest contract (48 KB of init code, hex encoded) fits, and little more. */
const MAX_RPC_BODY_BYTES = 256 * 1024;
const MAX_RPC_BATCH = 20;
const FAUCET_WEI = 10n ** 18n;
const FAUCET_WINDOW_MS = 10 * 60 * 1000;

/** The faucet's limits: a few grants per address, more per client, in a window (one pair per shop, made by createShop). */
export const newFaucetLimits = () => ({
  perAddress: fixedWindowLimiter({ windowMs: FAUCET_WINDOW_MS, max: 3 }),
  perClient: fixedWindowLimiter({ windowMs: FAUCET_WINDOW_MS, max: 20 }),
});

const noChain = (c: Context) => c.json({ success: false, message: 'No blockchain is available to this shop.' }, 503);
const notLocal = (c: Context) =>
  c.json({ success: false, message: 'The shop runs on Sepolia: use your own wallet and a public faucet.' }, 404);

/** The shop's chain, or undefined when none could be started (answered 503 by the caller). */
async function chainOf(shop: Shop): Promise<Chain | undefined> {
  return shop.chain
    .get()
    .get()
    .catch(() => undefined);
}

/**
 * web3: the chain behind the two on-chain challenges (Mint the Honey Pot, Wallet Depletion), with
 * upstream's listener endpoints, and, on the shop's own chain, a JSON-RPC endpoint and a test-ETH
 * faucet for browsers (the bee haven, the web3 wallet, the web3 sandbox).
 */
export function web3ChainRoutes(shop: Shop) {
  // paths in lower case: the shop matches them case-insensitively (http/paths)
  const r = new Hono();
  const holder = shop.chain.get();
  const watch = shop.chainWatch;

  r.get('/rest/web3/chain', async (c) => {
    const chain = await chainOf(shop);
    if (!chain) return noChain(c);
    const local = isLocal(chain);
    const info: ChainInfo = {
      mode: chain.mode,
      chainId: chain.chainId,
      rpcUrl: local ? WEB3_RPC_PATH : null,
      faucetUrl: local ? WEB3_FAUCET_PATH : null,
      contracts: chain.contracts,
    };
    return c.json(info);
  });

  r.get('/rest/web3/nftMintListen', async (c) => {
    const chain = await chainOf(shop);
    if (!chain) return noChain(c);
    watch.mintListener ??= chain.watch({ contract: 'honeyPotNft', event: 'NFTMinted' }, (minter) => watch.minted.add(minter));
    await watch.mintListener;
    return c.json({ success: true, message: 'Event Listener Created' });
  });

  const notMinted = (c: Context) =>
    c.json({ success: false, message: 'Wallet did not mint the NFT', status: shop.challenges.get('nftMintChallenge') });

  r.post('/rest/web3/walletNFTVerify', async (c) => {
    const { walletAddress } = await readJsonObject(c);
    // a missing or malformed address minted nothing: upstream answers so, with 200
    if (!isWalletAddress(walletAddress)) return notMinted(c);
    // events mined before this request count, even if their logs were not read yet
    await (await holder.ifStarted())?.settle();
    const minter = walletAddress.toLowerCase();
    if (watch.minted.has(minter)) {
      watch.minted.delete(minter);
      shop.challenges.solveIf('nftMintChallenge', () => true);
      return c.json({ success: true, message: 'Challenge successfully solved', status: shop.challenges.get('nftMintChallenge') });
    }
    return notMinted(c);
  });

  r.post('/rest/web3/walletExploitAddress', async (c) => {
    const { walletAddress } = await readJsonObject(c);
    // upstream answers a missing or malformed address as it answers any other: nothing will ever match it
    if (!isWalletAddress(walletAddress)) return c.json({ success: true, message: 'Event Listener Created' });
    const chain = await chainOf(shop);
    if (!chain) return noChain(c);
    watch.exploitWatchlist.add(walletAddress.toLowerCase());
    watch.exploitListener ??= chain.watch({ contract: 'walletBank', event: 'ContractExploited' }, (exploiter) => {
      if (!watch.exploitWatchlist.delete(exploiter)) return;
      shop.challenges.solveIf('web3WalletChallenge', () => true);
    });
    await watch.exploitListener;
    return c.json({ success: true, message: 'Event Listener Created' });
  });

  const rpcBodyLimit = bodyLimit({
    maxSize: MAX_RPC_BODY_BYTES,
    onError: (c) =>
      c.json({ jsonrpc: '2.0', id: null, error: { code: -32600, message: `Request too large: at most ${MAX_RPC_BODY_BYTES} bytes` } }, 413),
  });
  r.post(WEB3_RPC_PATH, rpcBodyLimit, async (c) => {
    const chain = await chainOf(shop);
    if (!chain) return noChain(c);
    if (!isLocal(chain)) return notLocal(c);
    let message: unknown;
    try {
      message = JSON.parse(await c.req.text());
    } catch {
      return c.json({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: the body is not JSON' } }, 400);
    }
    if (!Array.isArray(message)) return c.json(await chain.rpc(message));
    if (message.length === 0 || message.length > MAX_RPC_BATCH) {
      return c.json({ jsonrpc: '2.0', id: null, error: { code: -32600, message: `A batch holds 1 to ${MAX_RPC_BATCH} requests` } }, 400);
    }
    const replies: RpcReply[] = [];
    for (const one of message) replies.push(await chain.rpc(one));
    return c.json(replies);
  });

  r.post(WEB3_FAUCET_PATH, async (c) => {
    const { address } = await readJsonObject(c);
    if (!isWalletAddress(address))
      return c.json({ success: false, message: 'address must be an Ethereum address (0x and 40 hex digits).' }, 400);
    const chain = await chainOf(shop);
    if (!chain) return noChain(c);
    if (!isLocal(chain)) return notLocal(c);
    const limits = shop.faucetLimits;
    if (!limits.perAddress.hit(address.toLowerCase()).allowed || !limits.perClient.hit(remoteAddress(c)).allowed) {
      return c.json({ success: false, message: 'The faucet needs a break: try again in a few minutes.' }, 429);
    }
    const txHash = await (chain as LocalChain).fund(address, FAUCET_WEI);
    return c.json({ success: true, message: 'Sent 1 test ETH.', txHash });
  });

  return r;
}
