import { createPublicClient, createWalletClient, defineChain, formatEther, http, parseGwei, type Abi, type AbiFunction, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { SHOP_CHAIN } from '../../lib/web3';

/**
 * The sandbox's side of the shop's chain, loaded only when a contract is deployed (viem is
 * large): a burner account made in this browser tab, funded by the shop's faucet, deploying and
 * calling contracts through the shop's JSON-RPC endpoint.
 */

const absolute = (path: string) => new URL(path, location.href).href;

/** Turns what a player typed for a parameter into the value its ABI type needs. */
export function parseArgument(value: string, type: string): unknown {
  const text = value.trim();
  if (type.endsWith(']') || type.startsWith('tuple')) return JSON.parse(text);
  if (type === 'bool') return text.toLowerCase() === 'true';
  if (/^u?int\d*$/.test(type)) return BigInt(text);
  return text;
}

/** A call's result as text: big numbers as decimals, structures as JSON. */
export function formatResult(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v)) ?? String(value);
}

export type SandboxChain = Awaited<ReturnType<typeof connectSandboxChain>>;

export async function connectSandboxChain(chainId: number) {
  const rpc = absolute(SHOP_CHAIN.rpcPath);
  const chain = defineChain({ id: chainId, name: 'Shop chain', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpc] } } });
  const transport = http(rpc);
  const account = privateKeyToAccount(generatePrivateKey());
  const reader = createPublicClient({ chain, transport, pollingInterval: 250 });
  const wallet = createWalletClient({ account, chain, transport, pollingInterval: 250 });
  const valueOf = (gwei: string) => (gwei.trim() && Number(gwei) > 0 ? parseGwei(gwei.trim()) : undefined);

  async function balance() {
    return formatEther(await reader.getBalance({ address: account.address }));
  }

  /** Test ETH from the shop's faucet, asked for once the account has none. */
  async function ensureFunds() {
    if ((await reader.getBalance({ address: account.address })) > 0n) return;
    const res = await fetch(absolute(SHOP_CHAIN.faucetPath), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address: account.address }) });
    if (!res.ok) throw new Error(`faucet: ${res.status} ${(await res.text()).slice(0, 200)}`);
    // the faucet's transfer may still be on its way into a block
    for (let block = 0; block < 40; block++) {
      if ((await reader.getBalance({ address: account.address })) > 0n) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('faucet: no test ETH arrived');
  }

  async function deploy(abi: Abi, bytecode: string, gwei: string): Promise<Address> {
    await ensureFunds();
    const hash = await wallet.deployContract({ abi, bytecode: (bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`) as Hex, value: valueOf(gwei) });
    const receipt = await reader.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`deployment reverted (${hash})`);
    return receipt.contractAddress;
  }

  /** Reads answer with their return value; anything else is sent as a transaction and answers with its outcome. */
  async function call(address: Address, abi: Abi, fn: AbiFunction, inputs: string[], gwei: string): Promise<string> {
    const args = fn.inputs.map((input, i) => parseArgument(inputs[i] ?? '', input.type));
    if (fn.stateMutability === 'view' || fn.stateMutability === 'pure') {
      return formatResult(await reader.readContract({ address, abi, functionName: fn.name, args }));
    }
    await ensureFunds();
    const hash = await wallet.writeContract({ address, abi, functionName: fn.name, args, value: fn.stateMutability === 'payable' ? valueOf(gwei) : undefined } as never);
    const receipt = await reader.waitForTransactionReceipt({ hash });
    return `${receipt.status} (${hash})`;
  }

  return { address: account.address, balance, deploy, call };
}
