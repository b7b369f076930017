import { createRequire } from 'node:module';
import { NO_CHAIN_ENV } from '../../lib/web3/chain';
import type { ChainHolder as ShopChain, Shop } from '../context';
import type { Chain, LocalChain } from './types';

/** The challenges that need a chain; without any, the score board shows them unavailable. */
export const CHAIN_CHALLENGES = ['nftMintChallenge', 'web3WalletChallenge'] as const;

/**
 * The Sepolia RPC URL when one is configured: `WEB3_RPC_URL` (websocket or HTTP), else upstream's
 * Alchemy websocket when `ALCHEMY_API_KEY` is set. Without either the shop runs its own chain.
 */
export function sepoliaRpcUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.WEB3_RPC_URL) return env.WEB3_RPC_URL;
  if (env.ALCHEMY_API_KEY) return `wss://eth-sepolia.g.alchemy.com/v2/${env.ALCHEMY_API_KEY}`;
  return undefined;
}

/** Whether the local chain's engine is installed, asked without loading it. */
function localEngineInstalled() {
  try {
    createRequire(import.meta.url).resolve('@nomicfoundation/edr');
    return true;
  } catch {
    return false;
  }
}

/** Sepolia when configured, else the shop's own chain. */
async function startConfiguredChain(): Promise<Chain> {
  const url = sepoliaRpcUrl();
  if (url) return (await import('./sepolia-chain')).connectSepolia(url);
  return (await import('./local-chain')).startLocalChain();
}

/**
 * The shop's chain, started on first use (the EVM is tens of megabytes: an idle shop never loads
 * it). A chain that fails to start marks the chain challenges unavailable and is not tried again.
 */
export class ChainHolder implements ShopChain {
  private starting: Promise<Chain> | null = null;

  constructor(
    private readonly shop: Shop,
    private readonly start: () => Promise<Chain> = startConfiguredChain,
  ) {
    if (!sepoliaRpcUrl() && !localEngineInstalled()) this.markUnavailable();
  }

  get(): Promise<Chain> {
    this.starting ??= this.start().catch((error: unknown) => {
      console.warn(`No blockchain for the web3 challenges: ${error instanceof Error ? error.message : String(error)}`);
      this.markUnavailable();
      throw error;
    });
    return this.starting;
  }

  /** The chain once something has started it, without starting it. */
  async ifStarted(): Promise<Chain | undefined> {
    return this.starting?.catch(() => undefined);
  }

  private markUnavailable() {
    if (!this.shop.db.open) return;
    for (const key of CHAIN_CHALLENGES) this.shop.challenges.setUnavailableReason(key, NO_CHAIN_ENV, true);
  }
}

export const isLocal = (chain: Chain): chain is LocalChain => chain.mode === 'local';
