'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { useRouter } from 'waku';
import { fetchProductSearch, fetchQuantities, type ProductJson, type QuantityJson } from '../../lib/api';
import type { ProductCard } from '../../lib/content/queries';
import { useI18n } from '../shell/I18n';
import { SearchResults, searchedText } from './SearchResults';

/**
 * A REST answer as the grid's cards. Text fields are made strings because an injected UNION may
 * put anything in them; points are derived from the price as the content graph does.
 */
function toCards(rows: ProductJson[], stock: QuantityJson[]): ProductCard[] {
  const quantities = new Map(stock.map((s) => [s.ProductId, s.quantity]));
  return rows.map((row) => ({
    ...row,
    name: String(row.name ?? ''),
    description: String(row.description ?? ''),
    image: String(row.image ?? ''),
    quantity: quantities.get(row.id) ?? null,
    points: Math.round(Number(row.price) / 10),
  }));
}

type Answer = { q: string; query: string; products: ProductCard[] };

/**
 * Shows the server-rendered grid (children) for the query of the first HTML. Once the query
 * changes on the loaded page, or the search screen was reached by a client navigation, the
 * browser asks GET /rest/products/search and GET /api/Quantitys, as upstream's front end does,
 * and renders their answer with the same cards. A query that breaks the search's SQL (the
 * endpoint answers 500) shows no results.
 */
export function BrowserSearch({ renderedQuery, deluxe, children }: { renderedQuery: string; deluxe: boolean; children: ReactNode }) {
  const { t } = useI18n();
  const { query } = useRouter();
  const q = searchedText(query);
  // the shell marks itself hydrated after the first HTML's islands: set already means a client navigation mounted us
  const [arrivedByNavigation] = useState(() => typeof document !== 'undefined' && document.documentElement.hasAttribute('data-hydrated'));
  const fromBrowser = arrivedByNavigation || q !== renderedQuery;
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!fromBrowser) return;
    let current = true;
    const startedWith = query;
    Promise.all([fetchProductSearch(q), fetchQuantities()]).then(
      ([rows, stock]) => current && setAnswer({ q, query: startedWith, products: toCards(rows, stock) }),
      () => current && setAnswer({ q, query: startedWith, products: [] }),
    );
    return () => {
      current = false;
    };
    // a new page or page size of the same search needs no new answer
  }, [q, fromBrowser]);

  if (!fromBrowser || answer === null) return children;
  // until the answer for a new search arrives, the previous one stays, with its own heading
  return <SearchResults query={answer.q === q ? query : answer.query} products={answer.products} t={t} deluxe={deluxe} />;
}
