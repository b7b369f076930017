'use client';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { useI18n } from '../shell/I18n';
import { trackOrder, type OrderJson } from '../../lib/api/orders';
import { useLoad } from '../../lib/api/use-api';
import { HomeIcon, PackingIcon, TruckIcon, WarehouseIcon } from './icons';
import { card, OrderLines } from './OrderLines';

type Status = 'new' | 'packing' | 'transit' | 'delivered';

/** Where an order stands, as upstream's tracking page judges it: delivered, just placed (/new), packing (eta above 2 days) or on its way. */
export function trackingStatus(order: Pick<OrderJson, 'delivered' | 'eta'>, justPlaced: boolean): Status {
  if (order.delivered) return 'delivered';
  if (justPlaced) return 'new';
  return Number(order.eta) > 2 ? 'packing' : 'transit';
}

function Step({ active, label, children }: { active: boolean; label: string; children: ReactNode }) {
  return (
    <li aria-current={active ? 'step' : undefined} className={cx(active ? 'confirmation' : undefined, css({ display: 'flex', flexDir: 'column', alignItems: 'center', gap: '1', fontSize: 'xs', color: active ? 'accent' : 'muted', '& svg': { w: { base: '9', md: '12' }, h: { base: '9', md: '12' } } }))}>
      {children}
      <span className={css({ textAlign: 'center' })}>{label}</span>
    </li>
  );
}

/**
 * The tracking result of an order id (from the address's `id`): the order number, the expected
 * delivery, the ordered products and the bonus points. An unknown id comes back from the server
 * as the order number alone.
 */
export function TrackResultScreen({ orderId, justPlaced }: { orderId: string; justPlaced: boolean }) {
  const { t } = useI18n();
  const order = useLoad(() => trackOrder(orderId).then(([found]) => found ?? null), [orderId]).data ?? null;

  const status = order ? trackingStatus(order, justPlaced) : 'new';
  // an unknown id comes back without an estimate: no number of days to show
  const eta = order?.eta != null && order.eta !== '' && Number.isFinite(Number(order.eta)) ? Number(order.eta) : null;
  return (
    <section className={cx(card, css({ maxW: '4xl', mx: 'auto' }))}>
      <h1 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '4', wordBreak: 'break-all' })}>
        {t.TITLE_SEARCH_RESULTS()} - {order && <OrderNumber orderId={String(order.orderId)} />}
      </h1>
      <h2 className={css({ textAlign: 'center', fontWeight: 'bold', mb: '3' })}>{t.LABEL_EXPECTED_DELIVERY()}</h2>
      <ol aria-label={t.TITLE_ORDER_TRACKING()} className={css({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: '2', listStyle: 'none', mb: '2' })}>
        <Step active={status === 'new'} label={t.STATUS_NEW()}>
          <WarehouseIcon />
        </Step>
        <Step active={status === 'packing'} label={t.STATUS_PACKING()}>
          <PackingIcon />
        </Step>
        <Step active={status === 'transit'} label={t.STATUS_TRANSIT()}>
          <TruckIcon />
        </Step>
        <Step active={status === 'delivered'} label={t.STATUS_DELIVERED()}>
          <HomeIcon />
        </Step>
      </ol>
      {eta !== null && (
        <p className={css({ textAlign: 'center', fontSize: 'sm', mb: '5' })}>
          <span className={css({ bg: 'accent', color: 'accentText', borderRadius: 'full', px: '3', py: '0.5' })}>{t.LABEL_DAYS({ days: eta })}</span>
        </p>
      )}
      <h2 className={css({ fontWeight: 'bold', mb: '2' })}>{t.LABEL_PRODUCT_ORDERED()}</h2>
      <OrderLines lines={order?.products ?? []} />
      <div className={css({ mt: '5', textAlign: 'center' })}>
        <h2 className={css({ fontWeight: 'bold' })}>{t.BONUS_POINTS_EARNED({ bonus: String(order?.bonus ?? '') })}</h2>
        <p className={css({ fontSize: 'sm', color: 'muted' })}>({t.BONUS_FOR_FUTURE_PURCHASES()})</p>
      </div>
    </section>
  );
}

// vuln-code-snippet start reflectedXssChallenge
/**
 * The order number as the server answered it, put into the page as markup, as upstream's
 * tracking page does (it trusts the answer). For an unknown id the answer is the id itself, so a
 * tracking link carrying markup runs in the visitor's page: the Reflected XSS challenge.
 */
function OrderNumber({ orderId }: { orderId: string }) {
  return <span id="order-number" dangerouslySetInnerHTML={{ __html: `<code>${orderId}</code>` }} />; // vuln-code-snippet vuln-line reflectedXssChallenge
}
// vuln-code-snippet end reflectedXssChallenge
