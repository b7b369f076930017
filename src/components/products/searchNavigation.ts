import { startTransition, useContext } from 'react';
import { useRouter } from 'waku';
import { unstable_RouterContext } from 'waku/router/client';

/**
 * Goes to /search?q=... (an empty query lists every product). On /search itself only the address
 * changes, pushed to the history without a server round trip: the grid then asks
 * GET /rest/products/search from the browser (BrowserSearch), the call players watch for.
 * Waku exposes no public "change the query without refetching"; its router context's
 * `refetch: false` is that, and a plain push is the fallback.
 */
export function useSearchNavigation() {
  const router = useRouter();
  const host = useContext(unstable_RouterContext);
  return (text: string) => {
    const q = text.trim();
    const to = q ? `/search?q=${encodeURIComponent(q)}` : '/search';
    if (router.path !== '/search' || !host) return void router.push(to);
    const url = new URL(to, window.location.href);
    startTransition(() =>
      host.changeRoute(
        { path: url.pathname, query: url.searchParams.toString(), hash: '' },
        { shouldScroll: false, history: 'push', refetch: false, url },
      ),
    );
  };
}
