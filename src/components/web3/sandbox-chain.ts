import { formatEther, parseGwei, type Abi, type AbiFunction, type Address, type Hex } from 'viem';
import { fetchChainInfo } from '../../lib/api/web3';
import { connectWallet } from '../../lib/web3/wallet';

/**
 * The sandbox's side of the shop's chain, loaded only when a contract is deployed (viem is
 * large): deploying and calling contracts through the shop's JSON-RPC endpoint.
 */

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

/** The sandbox on the shop's chain, with the same wallet the other web3 screens use (the browser's own, or the burner kept in local storage and funded by the faucet). */
export async function connectSandboxChain() {
  const wallet = await connectWallet(await fetchChainInfo());
  const { reader, writer, account, chain } = wallet;
  const gweiValue = (gwei: string) => (gwei.trim() && Number(gwei) > 0 ? parseGwei(gwei.trim()) : undefined);

  async function balance() {
    return formatEther(await reader.getBalance({ address: wallet.address }));
  }

  async function deploy(abi: Abi, bytecode: string, gwei: string): Promise<Address> {
    const hash = await writer.deployContract({
      abi,
      bytecode: (bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`) as Hex,
      value: gweiValue(gwei),
      account,
      chain,
    });
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
    const hash = await writer.writeContract({
      address,
      abi,
      functionName: fn.name,
      args,
      value: fn.stateMutability === 'payable' ? gweiValue(gwei) : undefined,
      account,
      chain,
    } as never);
    const receipt = await reader.waitForTransactionReceipt({ hash });
    return `${receipt.status} (${hash})`;
  }

  return { address: wallet.address, balance, deploy, call };
}
