import { unstable_getHeaders } from 'waku/router/server';
export default async function Home({ query }: { query: string }) {
  const h = unstable_getHeaders();
  return <div>hello {query} {h['cookie'] ?? 'nocookie'}</div>;
}
export const getConfig = async () => ({ render: 'dynamic' }) as const;
