import { SearchScreen } from '../components/products/SearchScreen';

/** The search screen, under the hacking instructor: the shell starts the tutorial `?challenge=` names. */
export default async function HackingInstructorPage({ query }: { query: string }) {
  return <SearchScreen query={query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
