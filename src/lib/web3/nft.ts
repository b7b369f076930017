/**
 * Web3 facts the browser may know: the NFT owner's public address (shown once the NFT is
 * unlocked) and where the sandbox's compiler is served. The wallet's private key stays on the server.
 */

/** The wallet holding the shop's soul bound token (upstream's fact). */
export const NFT_OWNER_ADDRESS = '0x8343d2eb2B13A2495De435a1b15e85b98115Ce05';
/** Where the token lives on a marketplace (upstream's link). */
export const NFT_MARKETPLACE_URL = `https://testnets.opensea.io/${NFT_OWNER_ADDRESS}`;

/** The Solidity compiler (solc's soljson build), served by the shop itself from the solc package. */
export const SOLC_COMPILER_PATH = '/assets/solc/soljson.js';
