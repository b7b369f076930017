import { api } from '../api/client';
import { WEB3_CHAIN_PATH, WEB3_FAUCET_PATH, type ChainInfo } from './chain';

/** The REST calls of the web3 screens (upstream's listener endpoints and the shop's chain). */
type Outcome = { success: boolean; message: string };
const postJson = (path: string, body: unknown) => api<Outcome>(path, { method: 'POST', body: JSON.stringify(body) });

export const fetchChainInfo = () => api<ChainInfo>(WEB3_CHAIN_PATH);
export const listenForMints = () => api<Outcome>('/rest/web3/nftMintListen');
export const verifyMint = (walletAddress: string) => postJson('/rest/web3/walletNFTVerify', { walletAddress });
export const registerExploitWatch = (walletAddress: string) => postJson('/rest/web3/walletExploitAddress', { walletAddress });
export const requestTestEther = (address: string) => postJson(WEB3_FAUCET_PATH, { address });
export const challengeSolved = (key: string) =>
  api<{ data: Array<{ solved: boolean }> }>(`/api/Challenges/?key=${encodeURIComponent(key)}`).then(
    (r) => r.data[0]?.solved === true,
    () => false,
  );
