import { SearchScreen } from '../components/products/SearchScreen';

export default async function SearchPage({ query }: { query: string }) {
  return <SearchScreen query={query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
