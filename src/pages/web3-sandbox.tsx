import { PaddingImage } from '../components/web3/PaddingImage';
import { LazyScreen } from '../components/shell/LazyScreen';
import { getAppConfig } from '../lib/content';
import { serverT } from '../lib/content/session';

/**
 * The developers' web3 code sandbox, still reachable by its address (Web3 Sandbox): nothing links
 * here, but nothing stops a visitor either. Its padding picture tells the server it was found.
 */
// vuln-code-snippet start web3SandboxChallenge
export default async function Web3SandboxPage() { // vuln-code-snippet vuln-line web3SandboxChallenge
  const { application } = await getAppConfig();
  return (
    <>
      <title>{`${serverT().SANDBOX_TITLE()} – ${application.name}`}</title>
      <LazyScreen name="web3Sandbox" props={{}} />
      <PaddingImage width={11} />
    </>
  );
}
// vuln-code-snippet end web3SandboxChallenge

export const getConfig = async () => ({ render: 'dynamic' }) as const;
