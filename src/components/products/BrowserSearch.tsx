'use client';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useRouter } from 'waku';
import { searchedText } from './searched-text';

// only a search made in the browser needs this code: the first HTML's grid comes rendered
const BrowserResults = lazy(() => import('./BrowserResults'));

/**
 * Shows the server-rendered grid (children) while the address is the one of the first HTML. Once
 * the search changes on the loaded page (the search box, a client navigation to another search,
 * including one from the home page), the grid comes from the browser's own call to
 * GET /rest/products/search (BrowserResults), as upstream's front end does.
 */
export function BrowserSearch({ deluxe, children }: { deluxe: boolean; children: ReactNode }) {
  const { path, query } = useRouter();
  const search = `${path}?${searchedText(query)}`;
  // the shell marks itself hydrated after the first HTML's islands: set already means a client navigation mounted us
  const [firstHtmlSearch] = useState(() =>
    typeof document !== 'undefined' && document.documentElement.hasAttribute('data-hydrated') ? null : search,
  );
  if (search === firstHtmlSearch) return children;
  return (
    <Suspense fallback={children}>
      <BrowserResults deluxe={deluxe}>{children}</BrowserResults>
    </Suspense>
  );
}
