import { type } from './ark';

/**
 * The NFT unlock form: a key to send, any key (the server compares it with the wallet's own and
 * names the near misses, so the form holds nothing back).
 */
export const nftKeyForm = type({ privateKey: 'string > 0' });
