/** The NFT unlock also at the short address the ethereum user's feedback gives (/juicy-nft), as upstream routes it. */
export { default, getConfig } from './privacy-security/juicy-nft';
