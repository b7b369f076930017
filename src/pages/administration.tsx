import { Guard } from '../components/account/Guard';
import { AdministrationScreen } from '../components/admin/AdministrationScreen';
import { serverT } from '../lib/content/session';

// vuln-code-snippet start adminSectionChallenge
export default async function AdministrationPage() {
  // the route is in every visitor's bundle, and its only gate is the browser reading the role out of its own token
  const screen = <Guard need="admin"><AdministrationScreen /></Guard>; // vuln-code-snippet vuln-line adminSectionChallenge
  return (
    <>
      <title>{serverT().TITLE_ADMINISTRATION()}</title>
      {screen}
    </>
  );
}
// vuln-code-snippet end adminSectionChallenge

export const getConfig = async () => ({ render: 'dynamic' }) as const;
