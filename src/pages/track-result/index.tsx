import { TrackResultPage } from '../../components/orders/TrackResultPage';

export default async function TrackResult({ query }: { query: string }) {
  return <TrackResultPage query={query} justPlaced={false} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
