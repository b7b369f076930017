import { SearchScreen } from '../components/products/SearchScreen';

/** Unknown addresses show the search screen, as the spec's catch-all route does. */
export default async function UnknownPage({ query }: { query: string }) {
  return <SearchScreen query={query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
