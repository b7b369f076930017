import { api } from './client';
import { WEB3_CHAIN_PATH, WEB3_FAUCET_PATH, WEB3_RPC_PATH, type ChainInfo } from '../web3/chain';

/** The REST calls of the web3 screens (upstream's listener endpoints and the shop's chain). */
type Outcome = { success: boolean; message: string };
const postJson = (path: string, body: unknown) => api<Outcome>(path, { method: 'POST', body: JSON.stringify(body) });

export const fetchChainInfo = () => api<ChainInfo>(WEB3_CHAIN_PATH);
export const listenForMints = () => api<Outcome>('/rest/web3/nftMintListen');
export const verifyMint = (walletAddress: string) => postJson('/rest/web3/walletNFTVerify', { walletAddress });
export const registerExploitWatch = (walletAddress: string) => postJson('/rest/web3/walletExploitAddress', { walletAddress });
export const requestTestEther = (address: string) => postJson(WEB3_FAUCET_PATH, { address });
/** Whether a challenge is solved; an unanswered question counts as not yet (the screen only dims a button on it). */
export const challengeSolved = (key: string) =>
  api<{ data: Array<{ solved: boolean }> }>(`/api/Challenges/?key=${encodeURIComponent(key)}`).then(
    (r) => r.data[0]?.solved === true,
    () => false,
  );

/** GET /rest/web3/nftUnlocked: whether the NFT was unlocked (NFT Takeover solved). */
export const fetchNftUnlocked = () => api<{ status: boolean }>('/rest/web3/nftUnlocked').then((r) => r.status === true);

/** POST /rest/web3/submitKey: the server's verdict on a private key. */
export const submitNftKey = (privateKey: string) => postJson('/rest/web3/submitKey', { privateKey });

/**
 * Whether the shop's chain answers JSON-RPC, and its chain id (a bare fetch without login headers, as the sandbox sends it);
 * null when it does not (not running, or not built in).
 */
export async function probeSandboxChain(): Promise<number | null> {
  try {
    const res = await fetch(WEB3_RPC_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    if (!res.ok) return null;
    const { result } = (await res.json()) as { result?: string };
    return typeof result === 'string' ? Number(result) : null;
  } catch {
    return null;
  }
}
