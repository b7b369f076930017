import { LazyScreen } from '../../components/shell/LazyScreen';
import { serverT } from '../../lib/content/session';

/** The NFT unlock among the privacy and security pages (the ethereum user's feedback names it). */
export default async function JuicyNftPage() {
  return (
    <>
      <title>{serverT().NFT_TITLE()}</title>
      <LazyScreen name="juicyNft" props={{}} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
