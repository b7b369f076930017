import { createPublicClient, defineChain, http, webSocket, type Abi } from 'viem';
import { ethWalletBankAbi, honeyPotNftAbi } from '../../lib/web3/abis';
import { SEPOLIA_CHAIN_ID, SEPOLIA_CONTRACTS, SEPOLIA_NETWORK } from '../../lib/web3/chain';
import type { Chain, WatchedEvent } from './types';

const WATCHED_ABIS: Record<WatchedEvent['contract'], Abi> = { honeyPotNft: honeyPotNftAbi, walletBank: ethWalletBankAbi };

/**
 * The public test network, where upstream's contracts live, through the configured RPC URL (a
 * websocket pushes events as upstream's Alchemy listener gets them; over HTTP viem polls).
 */
export function connectSepolia(rpcUrl: string): Chain {
  const client = createPublicClient({
    chain: defineChain(SEPOLIA_NETWORK),
    transport: /^wss?:/i.test(rpcUrl) ? webSocket(rpcUrl) : http(rpcUrl),
  });
  return {
    mode: 'sepolia',
    chainId: SEPOLIA_CHAIN_ID,
    contracts: SEPOLIA_CONTRACTS,
    async watch(watched, onAddress) {
      client.watchContractEvent({
        address: SEPOLIA_CONTRACTS[watched.contract],
        abi: WATCHED_ABIS[watched.contract],
        eventName: watched.event,
        onLogs: (logs) => {
          for (const log of logs) {
            const first = Object.values((log as { args?: Record<string, unknown> }).args ?? {})[0];
            if (typeof first === 'string') onAddress(first.toLowerCase());
          }
        },
        onError: (error) => console.warn(`Sepolia ${watched.event} listener: ${error.message}`),
      });
    },
    settle: async () => {},
  };
}
