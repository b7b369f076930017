import { TokenSale } from '../components/web3/TokenSale';
import { getAppConfig } from '../lib/content';
import { serverT } from '../lib/content/session';

/**
 * The unreleased token sale (Blockchain Hype). Only its address hides it: no link leads here and,
 * being a server component with no client code, the address appears in no script the browser
 * loads. Its padding picture tells the server that somebody found it.
 */
export default async function TokenSalePage() {
  const { application } = await getAppConfig();
  const t = serverT();
  return (
    <>
      <title>{`${t.TOKENSALE_TITLE()} – ${application.name}`}</title>
      <TokenSale t={t} coin={application.altcoinName} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
