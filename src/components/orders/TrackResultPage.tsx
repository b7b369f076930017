import { css } from 'styled-system/css';
import { Link } from 'waku';
import { ScreenPage } from '../ui/ScreenPage';
import { serverT } from '../../lib/content/session';
import { TrackResultScreen } from './TrackResultScreen';

/**
 * Both tracking routes: the order id comes from the address's `id`; /track-result/new shows a
 * just placed order. Without an id there is nothing to ask the server: the page says where
 * tracking starts.
 */
export function TrackResultPage({ query, justPlaced }: { query: string; justPlaced: boolean }) {
  const t = serverT();
  const id = new URLSearchParams(query).get('id')?.trim() ?? '';
  return (
    <ScreenPage title={t.TITLE_ORDER_TRACKING()}>
      {id ? (
        <TrackResultScreen key={id} orderId={id} justPlaced={justPlaced} />
      ) : (
        <section
          className={css({
            maxW: '2xl',
            mx: 'auto',
            textAlign: 'center',
            bg: 'surface',
            borderRadius: 'card',
            boxShadow: 'lg',
            p: { base: '4', md: '6' },
          })}
        >
          <h1 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '2' })}>{t.TITLE_ORDER_TRACKING()}</h1>
          <p className="error">{t.TRACK_WITHOUT_ORDER_ID()}</p>
          <Link
            to="/order-history"
            className={css({ display: 'inline-block', mt: '3', color: 'accent', textDecoration: 'underline', fontSize: 'sm' })}
          >
            {t.LABEL_ORDER_HISTORY()}
          </Link>
        </section>
      )}
    </ScreenPage>
  );
}
