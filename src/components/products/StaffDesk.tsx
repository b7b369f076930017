import { Link } from 'waku';
import { css } from 'styled-system/css';
import { solveIf } from '../../lib/content/challenges';
import { orderStats } from '../../lib/content/private';
import { requestHeader, serverT } from '../../lib/content/session';

// vuln-code-snippet start forwardedHeaderTrustChallenge
/** Addresses of the shop's own machine: the staff work on it, behind the shop's reverse proxy. */
const SHOP_HOST = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3}|localhost)$/i;

/** Whether the request comes from the shop's own machine (the proxy names the client it serves). */
function fromShopHost(): boolean {
  const client = requestHeader('x-forwarded-for')?.split(',')[0]?.trim() ?? ''; // vuln-code-snippet vuln-line forwardedHeaderTrustChallenge
  return SHOP_HOST.test(client);
}
// vuln-code-snippet end forwardedHeaderTrustChallenge

/** The staff's shortcuts and order figures above the product grid, for requests from the shop's own machine. */
export async function StaffDesk() {
  if (!fromShopHost()) return null;
  // every request reaches the shop straight, not through a proxy of its own: whoever names a client did so themselves
  solveIf('forwardedHeaderTrustChallenge', () => true);
  const [{ orders, open }, t] = [await orderStats(), serverT()];
  return (
    <aside id="staff-desk" className={css({ mb: '4', p: '3', borderRadius: 'md', bg: 'raised', display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
      <strong>{t.STAFF_DESK_TITLE()}</strong>
      <span>{t.STAFF_DESK_FACTS({ orders, open })}</span>
      <Link to="/administration">{t.STAFF_DESK_ADMIN()}</Link>
      <Link to="/accounting">{t.STAFF_DESK_ACCOUNTING()}</Link>
    </aside>
  );
}
