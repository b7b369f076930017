import { NftUnlock } from '../../components/web3/NftUnlock';
import { serverT } from '../../lib/content/session';

/** The NFT unlock among the privacy and security pages (the ethereum user's feedback names it). */
export default async function JuicyNftPage() {
  return (
    <>
      <title>{serverT().NFT_TITLE()}</title>
      <NftUnlock />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
