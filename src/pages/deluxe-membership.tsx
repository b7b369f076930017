import { ScreenPage } from '../components/ui/ScreenPage';
import { DeluxeMembership } from '../components/deluxe/DeluxeMembership';
import { serverT } from '../lib/content/session';

export default async function DeluxeMembershipPage({ query }: { query: string }) {
  return (
    <ScreenPage title={serverT().TITLE_DELUXE_MEMBERSHIP()} need="login">
      <DeluxeMembership decal={new URLSearchParams(query).get('testDecal')} />
    </ScreenPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
