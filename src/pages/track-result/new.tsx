import { TrackResultPage } from '../../components/orders/TrackResultPage';

export default async function NewTrackResult({ query }: { query: string }) {
  return <TrackResultPage query={query} justPlaced />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
