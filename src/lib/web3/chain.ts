/**
 * What the browser learns about the shop's chain (GET /rest/web3/chain): which chain, where to
 * send JSON-RPC without a wallet of one's own, and where the shop's contracts live.
 */
export type ShopContracts = {
  beeToken: `0x${string}`;
  beeFaucet: `0x${string}`;
  honeyPotNft: `0x${string}`;
  walletBank: `0x${string}`;
};

export type ChainInfo = {
  /** `local`: the shop's own in-process chain (id 31337); `sepolia`: the public test network */
  mode: 'local' | 'sepolia';
  chainId: number;
  /** the shop's JSON-RPC endpoint for the local chain; null on Sepolia (use your own wallet's) */
  rpcUrl: string | null;
  /** the shop's test-ETH faucet for the local chain; null on Sepolia */
  faucetUrl: string | null;
  contracts: ShopContracts;
};

/** The score board's reason for the on-chain challenges when no chain could be reached. */
export const NO_CHAIN_ENV = 'No Blockchain';
export const LOCAL_CHAIN_ID = 31337;
export const SEPOLIA_CHAIN_ID = 11155111;
export const WEB3_RPC_PATH = '/rest/web3/rpc';
export const WEB3_FAUCET_PATH = '/rest/web3/faucet';
export const WEB3_CHAIN_PATH = '/rest/web3/chain';

/** Upstream's contracts on Sepolia (facts of the original challenges). */
export const SEPOLIA_CONTRACTS: ShopContracts = {
  honeyPotNft: '0x41427790c94E7a592B17ad694eD9c06A02bb9C39',
  beeToken: '0x36435796Ca9be2bf150CE0dECc2D8Fab5C4d6E13',
  beeFaucet: '0x860e3616aD0E0dEDc23352891f3E10C4131EA5BC',
  walletBank: '0x413744D59d31AFDC2889aeE602636177805Bd7b0',
};

/**
 * Sepolia as wallets need it (viem's chain list is not imported: its index drags in chains whose
 * code cannot be bundled for browsers).
 */
export const SEPOLIA_NETWORK = {
  id: SEPOLIA_CHAIN_ID,
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://ethereum-sepolia-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  testnet: true,
} as const;

/** The mint price of the Honey Pot, in whole BEE. */
export const HONEY_POT_PRICE_BEE = 1000;

export const isWalletAddress = (value: unknown): value is `0x${string}` => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value);
