import { css } from 'styled-system/css';
import { solveIf } from '../../lib/content/challenges';
import { isOrderOf, lastOrderOf, openedOrdersHere, type LastOrder } from '../../lib/content/private';
import { currentLocale, currentUser, serverT } from '../../lib/content/session';
import type { Locale } from '../../lib/i18n';

type Viewer = { id: number; email: string };

/**
 * The customer whose visit filled each cached panel. The challenge counts a browser that opened
 * that customer's order history and now, as another customer, is shown their order (a player
 * switching accounts): two honest customers on two computers loading their order history within
 * the same minute do not solve it by chance.
 */
const filledFor = new Map<string, string>();

// vuln-code-snippet start sharedRenderCacheChallenge
/** The panel is read at every visit of the order history, and its order changes rarely: kept a minute. */
const PANEL_TTL_MS = 60_000;
const panels = new Map<string, { expires: number; order: LastOrder | null }>();

async function lastOrderForPanel(viewer: Viewer, locale: Locale): Promise<LastOrder | null> {
  const key = `last-order:${locale}`; // vuln-code-snippet vuln-line sharedRenderCacheChallenge
  const cached = panels.get(key);
  if (cached && cached.expires > Date.now()) {
    servedToAnother(viewer, cached.order, filledFor.get(key)); // vuln-code-snippet hide-line sharedRenderCacheChallenge
    return cached.order;
  }
  const order = await lastOrderOf(viewer.email); // vuln-code-snippet neutral-line sharedRenderCacheChallenge
  panels.set(key, { expires: Date.now() + PANEL_TTL_MS, order });
  filledFor.set(key, viewer.email); // vuln-code-snippet hide-line sharedRenderCacheChallenge
  return order;
}
// vuln-code-snippet end sharedRenderCacheChallenge

/** A render that shows one customer the order of another, in a browser where that other opened their order history, is what the challenge watches for. */
function servedToAnother(viewer: Viewer, order: LastOrder | null, owner: string | undefined) {
  solveIf(
    'sharedRenderCacheChallenge',
    () => order !== null && owner !== undefined && owner !== viewer.email && !isOrderOf(order, viewer.email) && openedOrdersHere(owner),
  );
}

/** "Your last order" above the order history: number, items, total and whether it arrived. */
export async function LastOrderPanel() {
  const viewer = currentUser();
  if (!viewer) return null;
  const order = await lastOrderForPanel(viewer, currentLocale());
  if (!order) return null;
  const t = serverT();
  return (
    <section id="last-order" className={css({ maxW: '4xl', mx: 'auto', mb: '4', bg: 'surface', borderRadius: 'card', p: '4', boxShadow: 'md' })}>
      <h2 className={css({ fontWeight: 'semibold', mb: '1' })}>{t.LAST_ORDER_TITLE()}</h2>
      <p>
        {t.LAST_ORDER_SUMMARY({
          orderId: order.orderId,
          count: order.items,
          total: order.total.toFixed(2),
          status: order.delivered ? t.LAST_ORDER_DELIVERED() : t.LAST_ORDER_ON_ITS_WAY(),
        })}
      </p>
    </section>
  );
}
