import { ScreenPage } from '../ui/ScreenPage';
import { serverT } from '../../lib/content/session';
import { TrackResultScreen } from './TrackResultScreen';

/** Both tracking routes: the order id comes from the address's `id`; /track-result/new shows a just placed order. */
export function TrackResultPage({ query, justPlaced }: { query: string; justPlaced: boolean }) {
  const id = new URLSearchParams(query).get('id') ?? '';
  return (
    <ScreenPage title={serverT().TITLE_ORDER_TRACKING()}>
      <TrackResultScreen key={id} orderId={id} justPlaced={justPlaced} />
    </ScreenPage>
  );
}
