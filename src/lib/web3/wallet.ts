import {
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  formatEther,
  http,
  parseEther,
  type Account,
  type Chain,
  type EIP1193Provider,
  type PublicClient,
  type WalletClient,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { requestTestEther } from '../api/web3';
import { LOCAL_CHAIN_ID, SEPOLIA_NETWORK, type ChainInfo } from './chain';

/**
 * A wallet for the web3 screens, loaded with viem only on those screens: the browser's own
 * (MetaMask and the like, `window.ethereum`) when there is one, else a burner wallet whose key
 * lives in this browser's local storage, on the shop's local chain and funded by its faucet.
 */
export type ShopWallet = {
  kind: 'injected' | 'burner';
  address: `0x${string}`;
  chain: Chain;
  account: Account | `0x${string}`;
  reader: PublicClient;
  writer: WalletClient;
};

export const BURNER_KEY_STORAGE = 'web3BurnerKey';
/** Below this the burner wallet asks the faucet for more, so that it can pay for gas. */
const BURNER_MIN_BALANCE = parseEther('0.05');

declare global {
  interface Window {
    ethereum?: EIP1193Provider;
  }
}

const localChain = (info: ChainInfo) =>
  defineChain({
    id: LOCAL_CHAIN_ID,
    name: 'Juice Shop local chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [new URL(info.rpcUrl ?? '/', location.origin).href] } },
  });

const hexId = (id: number) => `0x${id.toString(16)}`;

async function injected(ethereum: EIP1193Provider, info: ChainInfo): Promise<ShopWallet> {
  const chain = info.mode === 'local' ? localChain(info) : defineChain(SEPOLIA_NETWORK);
  const [address] = await ethereum.request({ method: 'eth_requestAccounts' });
  if (!address) throw new Error('The wallet shared no account.');
  try {
    await ethereum.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: hexId(chain.id) }] });
  } catch {
    // unknown to the wallet yet: introduce the chain (the wallet switches to it after asking its user)
    await ethereum.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: hexId(chain.id),
          chainName: chain.name,
          nativeCurrency: chain.nativeCurrency,
          rpcUrls: [...chain.rpcUrls.default.http],
          blockExplorerUrls: chain.blockExplorers ? [chain.blockExplorers.default.url] : undefined,
        },
      ],
    });
  }
  const transport = custom(ethereum);
  return {
    kind: 'injected',
    address,
    chain,
    account: address,
    reader: createPublicClient({ chain, transport }),
    writer: createWalletClient({ chain, transport, account: address }),
  };
}

async function burner(info: ChainInfo): Promise<ShopWallet> {
  if (info.mode !== 'local') throw new Error('Install a web3 wallet such as MetaMask to take part on Sepolia.');
  let key = localStorage.getItem(BURNER_KEY_STORAGE) as `0x${string}` | null;
  if (!key || !/^0x[0-9a-fA-F]{64}$/.test(key)) {
    key = generatePrivateKey();
    localStorage.setItem(BURNER_KEY_STORAGE, key);
  }
  const account = privateKeyToAccount(key);
  const chain = localChain(info);
  // the local chain mines every transaction at once: a receipt is there on the first look
  const transport = http(undefined, { retryCount: 0 });
  const reader = createPublicClient({ chain, transport, pollingInterval: 250 });
  if ((await reader.getBalance({ address: account.address })) < BURNER_MIN_BALANCE) await requestTestEther(account.address);
  return { kind: 'burner', address: account.address, chain, account, reader, writer: createWalletClient({ chain, transport, account }) };
}

export function connectWallet(info: ChainInfo): Promise<ShopWallet> {
  return typeof window !== 'undefined' && window.ethereum ? injected(window.ethereum, info) : burner(info);
}

/** Sends a contract call as a transaction and waits until it is mined; throws with the revert reason when it failed. */
export async function transact(
  wallet: ShopWallet,
  call: { address: `0x${string}`; abi: readonly unknown[]; functionName: string; args?: readonly unknown[]; value?: bigint },
) {
  const { request } = await wallet.reader.simulateContract({ ...call, account: wallet.account } as never);
  const hash = await wallet.writer.writeContract({ ...(request as object), chain: wallet.chain, account: wallet.account } as never);
  const receipt = await wallet.reader.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error('The transaction was reverted.');
  return receipt;
}

/** The short message of a wallet or contract error (viem's have a `shortMessage`). */
export const walletErrorText = (error: unknown) =>
  error && typeof error === 'object' && 'shortMessage' in error
    ? String((error as { shortMessage: unknown }).shortMessage)
    : error instanceof Error
      ? error.message
      : String(error);

export const ether = (wei: bigint) => formatEther(wei);
export { parseEther };
