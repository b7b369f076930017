'use client';
import { css, cx } from 'styled-system/css';
import { Link } from 'waku';
import { Guard } from '../account/Guard';
import { useI18n } from '../shell/I18n';
import { iconButton } from '../ui/styles';
import { confirmationUrl, fetchOrderHistory } from '../../lib/api/orders';
import { useLoad } from '../../lib/api/use-api';
import { OrderIcon, TruckIcon } from './icons';
import { card, OrderLines } from './OrderLines';

const label = css({ fontSize: 'xs', color: 'muted' });

/** The shopper's orders, for a logged-in shopper; a visitor without a login is asked to log in (the server has no orders for nobody). */
export function OrderHistoryScreen() {
  return (
    <Guard need="login">
      <OrderHistory />
    </Guard>
  );
}

/** The shopper's orders, newest first: number, total, bonus, delivery state, tracking and PDF links, lines. */
function OrderHistory() {
  const { t, format } = useI18n();
  // newest first; on a failure the snackbar says why and the list stays empty
  const { data, error } = useLoad(() => fetchOrderHistory().then((all) => [...all].reverse()), []);
  const orders = error ? [] : (data ?? null);

  return (
    <div className={css({ maxW: '5xl', mx: 'auto' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'accent', mb: '5' })}>{t.LABEL_ORDER_HISTORY()}</h1>
      {orders === null && <p aria-busy="true">{t.LOADING()}</p>}
      {orders?.length === 0 && (
        <section className={cx(card, css({ textAlign: 'center' }))}>
          <img src="/assets/public/images/products/no-results.png" alt="" className={css({ mx: 'auto', maxW: '40', mb: '3' })} />
          <h2 className={css({ fontWeight: 'bold' })}>{t.NO_SEARCH_RESULT()}</h2>
          <p className={css({ color: 'muted', fontSize: 'sm' })}>{t.NO_ORDERS_PLACED()}</p>
        </section>
      )}
      <div className={css({ display: 'flex', flexDir: 'column', gap: '5' })}>
        {orders?.map((order) => (
          <article key={order._id} className={card} aria-label={`${t.LABEL_ORDER_ID()} ${order.orderId}`} data-order-id={order.orderId}>
            <header
              className={css({
                display: 'grid',
                gridTemplateColumns: { base: '1fr 1fr', md: '3fr 1fr 1fr 1.4fr auto' },
                gap: '3',
                alignItems: 'center',
                pb: '3',
                mb: '2',
                borderBottom: '1px solid token(colors.raised)',
              })}
            >
              <div className={css({ gridColumn: { base: '1 / -1', md: 'auto' } })}>
                <div className={label}>{t.LABEL_ORDER_ID()}</div>
                <div className={css({ fontFamily: 'mono', wordBreak: 'break-all' })}>#{order.orderId}</div>
              </div>
              <div>
                <div className={label}>{t.LABEL_TOTAL_PRICE()}</div>
                <div>{format.amount(order.totalPrice)}</div>
              </div>
              <div>
                <div className={label}>{t.LABEL_BONUS()}</div>
                <div>{order.bonus}</div>
              </div>
              <div className={order.delivered ? cx('confirmation', css({ color: 'accent' })) : cx('error', css({ color: '#ffb74d' }))}>
                {order.delivered ? t.LABEL_DELIVERED() : t.LABEL_IN_TRANSIT()}
              </div>
              <div className={css({ display: 'flex', gap: '1', justifyContent: 'flex-end' })}>
                <Link
                  to={`/track-result?id=${encodeURIComponent(order.orderId)}`}
                  className={iconButton}
                  aria-label={t.LABEL_TRACK_ORDER()}
                  title={t.LABEL_TRACK_ORDER()}
                >
                  <TruckIcon />
                </Link>
                <a
                  href={confirmationUrl(order.orderId)}
                  target="_blank"
                  rel="noopener"
                  className={iconButton}
                  aria-label={t.PRINT_ORDER_CONFIRMATION()}
                  title={t.PRINT_ORDER_CONFIRMATION()}
                >
                  <OrderIcon />
                </a>
              </div>
            </header>
            <OrderLines lines={order.products} />
          </article>
        ))}
      </div>
    </div>
  );
}
