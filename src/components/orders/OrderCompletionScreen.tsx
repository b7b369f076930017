'use client';
import { css, cx } from 'styled-system/css';
import { Link } from 'waku';
import { useI18n, useShellConfig } from '../shell/I18n';
import { iconButton } from '../ui/styles';
import { AddressBlock } from '../checkout/AddressBook';
import { fetchAddress } from '../../lib/api/checkout';
import { confirmationUrl, trackOrder } from '../../lib/api/orders';
import { useLoad } from '../../lib/api/use-api';
import { OrderIcon, TweetIcon } from './icons';
import { card, OrderLines } from './OrderLines';

const TWEET_LIMIT = 140;

/** The tweet of an order: what was bought, cut at 140 characters, then where from (upstream's text shape). */
export function tweetText(prefix: string, productNames: string[], from: string) {
  const text = productNames.reduce((acc, name) => `${acc}\n- ${name}`, prefix);
  const cut = text.length > TWEET_LIMIT ? `${text.slice(0, TWEET_LIMIT)}...` : text;
  return `${cut}\n${from}`;
}

/** The completed order: thanks, the delivery estimate and address, its lines and totals, its PDF and a tweet. */
export function OrderCompletionScreen({ orderId }: { orderId: string }) {
  const { t, format } = useI18n();
  const config = useShellConfig();
  const tracked = useLoad(() => trackOrder(orderId).then(([found]) => found ?? null), [orderId]).data;
  // for an unknown id the tracking answer echoes just the id back (as upstream's): no order to show
  const order = typeof tracked?.totalPrice === 'number' ? tracked : null;
  const addressId = order?.addressId;
  const address = useLoad(async () => (addressId != null ? fetchAddress(String(addressId)) : null), [addressId]).data ?? null;

  const promotion = order?.promotionalAmount ? Number.parseFloat(order.promotionalAmount) : 0;
  const delivery = order?.deliveryPrice ?? 0;
  const itemTotal = (order?.totalPrice ?? 0) + promotion - delivery;
  const eta = order?.eta;
  const tweet = tweetText(
    t.TWEET_PURCHASE(),
    (order?.products ?? []).map((p) => p.name),
    t.TWEET_FROM({ name: config.name }),
  );

  if (tracked !== undefined && order === null) {
    return (
      <section className={cx(card, css({ maxW: '2xl', mx: 'auto', textAlign: 'center' }))}>
        <p className="error">{t.ORDER_NOT_FOUND({ id: orderId })}</p>
        <Link to="/search" className={css({ color: 'accent', textDecoration: 'underline', fontSize: 'sm' })}>
          {t.BACK_TO_SHOP()}
        </Link>
      </section>
    );
  }

  return (
    <div className={css({ maxW: '6xl', mx: 'auto', display: 'flex', flexDir: 'column', gap: '5' })}>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '3fr 2fr' }, gap: '4' })}>
        <section className={card}>
          <h1 className={cx('confirmation', css({ fontSize: '2xl', fontWeight: 'bold', color: 'accent', mb: '2' }))}>
            {t.THANKS_FOR_PURCHASE()}
          </h1>
          <p className={css({ fontSize: 'sm', '& a': { color: 'accent', textDecoration: 'underline' } })}>
            {t.PURCHASE_COMMENT_PREFIX()} <Link to={`/track-result/new?id=${encodeURIComponent(orderId)}`}>{t.TITLE_TRACK_ORDERS()}</Link>{' '}
            {t.PURCHASE_COMMENT_SUFFIX()}
          </p>
        </section>
        <section className={card} aria-label={t.LABEL_DELIVERY_ADDRESS()}>
          {eta && eta !== '?' && Number.isFinite(Number(eta)) && (
            <p className={cx('confirmation', css({ color: 'accent', mb: '2', fontSize: 'sm' }))}>
              {t.ESTIMATED_TIME_OF_DELIVERY({ days: Number(eta) })}
            </p>
          )}
          <h2 className={css({ fontWeight: 'bold', mb: '1' })}>{t.LABEL_DELIVERY_ADDRESS()}</h2>
          {address && <AddressBlock address={address} />}
        </section>
      </div>
      <section className={card} aria-labelledby="completion-summary">
        <header className={css({ display: 'flex', alignItems: 'center', gap: '2', mb: '2' })}>
          <h2 id="completion-summary" className={css({ fontWeight: 'bold', fontSize: 'lg', flex: 1 })}>
            {t.ORDER_SUMMARY()}
          </h2>
          <a
            className={iconButton}
            href={`https://twitter.com/intent/tweet?text=${encodeURIComponent(tweet)}&hashtags=security`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t.TWEET_ORDER()}
            title={t.TWEET_ORDER()}
          >
            <TweetIcon />
          </a>
          <a
            className={iconButton}
            href={confirmationUrl(orderId)}
            target="_blank"
            rel="noopener"
            aria-label={t.PRINT_ORDER_CONFIRMATION()}
            title={t.PRINT_ORDER_CONFIRMATION()}
          >
            <OrderIcon />
          </a>
        </header>
        {order && (
          <OrderLines
            lines={order.products}
            summary={[
              [t.ITEMS(), format.amount(itemTotal)],
              [t.DELIVERY(), format.amount(delivery)],
              [t.PROMOTION(), format.amount(promotion)],
              [t.LABEL_TOTAL_PRICE(), format.amount(order.totalPrice)],
            ]}
          />
        )}
      </section>
      {order && <p className={cx(card, css({ fontSize: 'sm' }))}>{t.BONUS_POINTS_COUNT({ bonus: order.bonus })}</p>}
    </div>
  );
}
