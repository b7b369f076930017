import type { ShopContracts } from '../../lib/web3/chain';

/** The shop's contract events that the challenges watch; each names the address it is about first. */
export type WatchedEvent = { contract: 'honeyPotNft'; event: 'NFTMinted' } | { contract: 'walletBank'; event: 'ContractExploited' };

/** A JSON-RPC 2.0 message as the local chain answers it. */
export type RpcReply = { jsonrpc: '2.0'; id: unknown; result?: unknown; error?: { code: number; message: string; data?: unknown } };

/** The shop's view of a chain, local or Sepolia: where its contracts are and what they emit. */
export interface Chain {
  readonly mode: 'local' | 'sepolia';
  readonly chainId: number;
  readonly contracts: ShopContracts;
  /** Calls `onAddress` with the (lower-case) address argument of every such event from now on. */
  watch(watched: WatchedEvent, onAddress: (address: string) => void): Promise<void>;
  /** Hands every event already on the chain to its watchers (local: at once; Sepolia: they arrive by themselves). */
  settle(): Promise<void>;
}

/** The local chain also answers JSON-RPC for browsers and hands out test ether. */
export interface LocalChain extends Chain {
  readonly mode: 'local';
  rpc(message: unknown): Promise<RpcReply>;
  /** Sends `wei` from the shop's own account to `address`; resolves once mined. */
  fund(address: `0x${string}`, wei: bigint): Promise<`0x${string}`>;
}
