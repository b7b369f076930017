import { type } from './ark';

/**
 * The NFT unlock form: a key to send, any key (the server compares it with the wallet's own and
 * names the near misses, so the form holds nothing back).
 */
export const nftKeyForm = type({ privateKey: 'string > 0' });

/**
 * The bee haven's claim form: an amount to ask for. Which amounts the faucet takes is the claim's
 * business (a uint8, whose wrap-around the faucet does not guard): the form only waits for one.
 */
export const beeClaimForm = type({ amount: 'string > 0' });
