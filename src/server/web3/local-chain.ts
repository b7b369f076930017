import { randomBytes } from 'node:crypto';
import { decodeEventLog, encodeDeployData, encodeFunctionData, parseEther, type Abi, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { beeFaucetAbi, beeTokenAbi, ethWalletBankAbi, honeyPotNftAbi } from '../../lib/web3/abis';
import { LOCAL_CHAIN_ID, type ShopContracts } from '../../lib/web3/chain';
import bytecode from './contracts/bytecode.json';
import type { LocalChain, RpcReply, WatchedEvent } from './types';

/**
 * The methods browsers (wallets, viem, the web3 sandbox) may call: reading state, estimating,
 * and sending transactions they signed themselves. Nothing that signs with the shop's account,
 * rewinds, mines on demand, impersonates or traces (hardhat_*, evm_*, debug_*, eth_sendTransaction).
 */
const PUBLIC_METHODS = new Set([
  'eth_chainId',
  'net_version',
  'net_listening',
  'web3_clientVersion',
  'eth_syncing',
  'eth_accounts',
  'eth_blockNumber',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_getProof',
  'eth_call',
  'eth_estimateGas',
  'eth_createAccessList',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_blobBaseFee',
  'eth_sendRawTransaction',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getLogs',
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_uninstallFilter',
]);

/** Osaka's per-transaction gas cap (EIP-7825); calls and estimates are held to it as well. */
export const MAX_CALL_GAS = 16_777_216n;
const BLOCK_GAS_LIMIT = 30_000_000n;
/** what the shop's own account starts with: test ether for the faucet and the wallet bank */
const TREASURY_WEI = parseEther('1000000');
/** the faucet's stock of BEE (it gives at most 255 at a time) */
const FAUCET_STOCK = parseEther('1000000000');
/** what the wallet bank holds for the shop when it opens, so that there is something to deplete */
const BANK_FLOAT = parseEther('10');

const WATCHED_ABIS: Record<WatchedEvent['contract'], Abi> = { honeyPotNft: honeyPotNftAbi, walletBank: ethWalletBankAbi };

type EdrModule = typeof import('@nomicfoundation/edr');
type EdrProvider = Awaited<ReturnType<InstanceType<EdrModule['EdrContext']>['createProvider']>>;

const rpcError = (id: unknown, code: number, message: string): RpcReply => ({ jsonrpc: '2.0', id, error: { code, message } });

/**
 * A reverted call as Ethereum nodes report it (code 3, "execution reverted: <reason>", the revert
 * data flat in `data`), which wallets and libraries decode; EDR words and nests it its own way.
 */
function standardError(error: NonNullable<RpcReply['error']>): NonNullable<RpcReply['error']> {
  const nested = error.data && typeof error.data === 'object' ? (error.data as { data?: unknown }).data : undefined;
  if (typeof nested !== 'string') return error;
  const reason = /reason string '(.*)'$/s.exec(error.message)?.[1];
  return { code: 3, message: reason === undefined ? 'execution reverted' : `execution reverted: ${reason}`, data: nested };
}

/** The gas a call or estimate asks for, as a number; undefined when it names none or garbage. */
function requestedGas(params: unknown[]): bigint | undefined {
  const call = params[0];
  if (!call || typeof call !== 'object') return undefined;
  const gas = (call as { gas?: unknown }).gas;
  if (typeof gas !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(gas)) return undefined;
  return BigInt(gas);
}

/**
 * The shop's own chain: Hardhat's EDR (a Rust EVM with a full Ethereum JSON-RPC) in process,
 * chain id 31337, mining each transaction at once. At start it deploys the shop's contracts from
 * an account whose key exists only in this process, so nobody can sign as the shop.
 */
export async function startLocalChain(): Promise<LocalChain> {
  const imported = (await import('@nomicfoundation/edr')) as EdrModule & { default?: EdrModule };
  const edr = imported.default ?? imported;
  const context = new edr.EdrContext();
  await context.registerProviderFactory(edr.L1_CHAIN_TYPE, edr.l1ProviderFactory());
  const latest = edr.l1HardforkLatest();
  const shopKey = `0x${randomBytes(32).toString('hex')}` as Hex;
  const shopAccount = privateKeyToAccount(shopKey).address;
  const provider: EdrProvider = await context.createProvider(
    edr.L1_CHAIN_TYPE,
    {
      allowBlocksWithSameTimestamp: false,
      allowUnlimitedContractSize: false,
      // a reverted call answers an error, as Ethereum nodes do (wallets read the reason from it)
      bailOnCallFailure: true,
      bailOnTransactionFailure: false,
      chainId: BigInt(LOCAL_CHAIN_ID),
      coinbase: Buffer.alloc(20),
      defaultTransactionGasLimit: MAX_CALL_GAS,
      genesisState: [...edr.l1GenesisState(latest), { address: Buffer.from(shopAccount.slice(2), 'hex'), balance: TREASURY_WEI }],
      hardfork: edr.l1HardforkToString(latest),
      initialBaseFeePerGas: 1_000_000_000n,
      minGasPrice: 0n,
      mining: { autoMine: true, blockGasLimit: BLOCK_GAS_LIMIT, memPool: { order: edr.MineOrdering.Priority } },
      network: { genesisBlockGasLimit: BLOCK_GAS_LIMIT },
      networkId: BigInt(LOCAL_CHAIN_ID),
      observability: {},
      ownedAccounts: [shopKey],
      precompileOverrides: [],
    },
    { enable: false, decodeConsoleLogInputsCallback: () => [], printLineCallback: () => {} },
    { subscriptionCallback: () => {} },
    new edr.ContractDecoder(),
  );

  let nextId = 1;
  /** One JSON-RPC call straight to the chain (the shop's own calls: every method, its own account). */
  async function call<T>(method: string, params: unknown[] = []): Promise<T> {
    const reply = await send({ id: nextId++, method, params });
    if (reply.error) throw new Error(`${method}: ${reply.error.message}`);
    return reply.result as T;
  }
  async function send(message: { id: unknown; method: string; params: unknown[] }): Promise<RpcReply> {
    const response = await provider.handleRequest(
      JSON.stringify({ jsonrpc: '2.0', id: message.id, method: message.method, params: message.params }),
    );
    const data = (typeof response.data === 'string' ? JSON.parse(response.data) : response.data) as {
      result?: unknown;
      error?: RpcReply['error'];
    };
    return data.error
      ? { jsonrpc: '2.0', id: message.id, error: standardError(data.error) }
      : { jsonrpc: '2.0', id: message.id, result: data.result ?? null };
  }
  /** Sends a transaction from the shop's account and waits for it to be mined; throws when it reverted. */
  async function transact(tx: { to?: Hex; data?: Hex; value?: bigint }) {
    const hash = await call<Hex>('eth_sendTransaction', [
      { from: shopAccount, ...tx, value: tx.value === undefined ? undefined : `0x${tx.value.toString(16)}` },
    ]);
    const receipt = await call<{ status: Hex; contractAddress: Hex | null }>('eth_getTransactionReceipt', [hash]);
    if (receipt.status !== '0x1') throw new Error(`the shop's transaction ${hash} reverted`);
    return { hash, contractAddress: receipt.contractAddress };
  }
  const deploy = async (abi: Abi, code: string, args: unknown[] = []) => {
    const { contractAddress } = await transact({ data: encodeDeployData({ abi, bytecode: code as Hex, args }) });
    return contractAddress!;
  };

  const beeToken = await deploy(beeTokenAbi, bytecode.BeeToken);
  const contracts: ShopContracts = {
    beeToken,
    beeFaucet: await deploy(beeFaucetAbi, bytecode.BeeFaucet, [beeToken]),
    honeyPotNft: await deploy(honeyPotNftAbi, bytecode.HoneyPotNFT, [beeToken]),
    walletBank: await deploy(ethWalletBankAbi, bytecode.EthWalletBank),
  };
  await transact({
    to: beeToken,
    data: encodeFunctionData({ abi: beeTokenAbi, functionName: 'mintTokens', args: [contracts.beeFaucet, FAUCET_STOCK] }),
  });
  await transact({
    to: contracts.walletBank,
    data: encodeFunctionData({ abi: ethWalletBankAbi, functionName: 'ethdeposit', args: [shopAccount] }),
    value: BANK_FLOAT,
  });

  // The watchers read the logs of every block mined since they last looked. Every transaction
  // reaches this chain through `rpc` (or the shop itself), which settles right after it.
  type Watcher = { watched: WatchedEvent; onAddress: (address: string) => void };
  const watchers: Watcher[] = [];
  let settledThrough = BigInt(await call<Hex>('eth_blockNumber'));
  let settling: Promise<void> = Promise.resolve();
  const settleOnce = async () => {
    const head = BigInt(await call<Hex>('eth_blockNumber'));
    if (head <= settledThrough || watchers.length === 0) {
      settledThrough = head;
      return;
    }
    const from = `0x${(settledThrough + 1n).toString(16)}`;
    const to = `0x${head.toString(16)}`;
    settledThrough = head;
    for (const { watched, onAddress } of watchers) {
      const logs = await call<Array<{ topics: Hex[]; data: Hex }>>('eth_getLogs', [
        { fromBlock: from, toBlock: to, address: contracts[watched.contract] },
      ]);
      for (const log of logs) {
        try {
          const decoded = decodeEventLog({ abi: WATCHED_ABIS[watched.contract], topics: log.topics as [Hex, ...Hex[]], data: log.data });
          if (decoded.eventName !== watched.event) continue;
          const address = (Object.values(decoded.args as unknown as Record<string, unknown>)[0] as string).toLowerCase();
          onAddress(address);
        } catch {
          /* another event of the contract */
        }
      }
    }
  };
  const settle = () => (settling = settling.then(settleOnce, settleOnce));

  return {
    mode: 'local',
    chainId: LOCAL_CHAIN_ID,
    contracts,
    async watch(watched, onAddress) {
      await settle();
      watchers.push({ watched, onAddress });
    },
    settle,
    async fund(address, wei) {
      const { hash } = await transact({ to: address, value: wei });
      await settle();
      return hash;
    },
    async rpc(message) {
      if (!message || typeof message !== 'object' || Array.isArray(message))
        return rpcError(null, -32600, 'Invalid request: expected a JSON-RPC 2.0 object');
      const { id = null, method, params = [] } = message as { id?: unknown; method?: unknown; params?: unknown };
      if (typeof method !== 'string' || !Array.isArray(params))
        return rpcError(id, -32600, 'Invalid request: method must be a string and params an array');
      if (!PUBLIC_METHODS.has(method)) return rpcError(id, -32601, `Method ${method.slice(0, 64)} is not offered by the shop's chain`);
      // the shop's own account is nobody else's to use
      if (method === 'eth_accounts') return { jsonrpc: '2.0', id, result: [] };
      if (method === 'eth_call' || method === 'eth_estimateGas' || method === 'eth_createAccessList') {
        const gas = requestedGas(params);
        if (gas !== undefined && gas > MAX_CALL_GAS) return rpcError(id, -32602, `Gas limit too high: at most ${MAX_CALL_GAS} per call`);
      }
      try {
        const reply = await send({ id, method, params });
        if (method === 'eth_sendRawTransaction' && !reply.error) await settle();
        return reply;
      } catch (error) {
        return rpcError(id, -32603, error instanceof Error ? error.message : 'Internal error');
      }
    },
  };
}
