'use client';
import type { ReactNode } from 'react';
import { useRouter } from 'waku';
import { fetchQuantities, searchProducts, type QuantityJson } from '../../lib/api/products';
import type { ProductJson } from '../../lib/products';
import { useLoad } from '../../lib/api/use-api';
import type { ProductCard } from '../../lib/content/queries';
import { useI18n } from '../shell/I18n';
import { SearchResults } from './SearchResults';
import { searchedText } from './searched-text';

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
 * The grid of a search made in the browser: asks GET /rest/products/search and GET /api/Quantitys
 * (upstream's front end calls both) and renders their answer with the server grid's cards. A
 * query that breaks the search's SQL (the endpoint answers 500) shows no results. Until the first
 * answer arrives, the grid already on screen (children) stays.
 */
export default function BrowserResults({ deluxe, children }: { deluxe: boolean; children: ReactNode }) {
  const { t } = useI18n();
  const { query } = useRouter();
  const q = searchedText(query);
  const answer: Answer | null =
    useLoad(
      () => {
        const startedWith = query;
        return Promise.all([searchProducts(q), fetchQuantities()]).then(
          ([rows, stock]) => ({ q, query: startedWith, products: toCards(rows, stock) }),
          // what upstream's grid shows for a query that breaks the search's SQL (a 500): no results
          () => ({ q, query: startedWith, products: [] }),
        );
      },
      // a new page or page size of the same search needs no new answer
      [q],
    ).data ?? null;

  if (answer === null) return children;
  // until the answer for a new search arrives, the previous one stays, with its own heading
  return <SearchResults query={answer.q === q ? query : answer.query} products={answer.products} t={t} deluxe={deluxe} />;
}
