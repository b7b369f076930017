import { NftUnlock } from '../components/web3/NftUnlock';
import { serverT } from '../lib/content/session';

/** The NFT unlock at the short address the ethereum user's feedback gives (/juicy-nft), as upstream routes it too. */
export default async function JuicyNftShortPage() {
  return (
    <>
      <title>{serverT().NFT_TITLE()}</title>
      <NftUnlock />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
