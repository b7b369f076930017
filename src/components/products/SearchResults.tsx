import { css, cx } from 'styled-system/css';
import type { ProductCard } from '../../lib/content/queries';
import type { T } from '../../lib/i18n';
import { pageSizes } from '../../lib/pagination';
import { Paginator } from '../ui/Paginator';
import { PageSizeSelect } from './PageSizeSelect';
import { ProductCardView } from './ProductCardView';
import { searchedText } from './searched-text';
import { SearchValue } from './SearchValue';

const PAGE_SIZE = 12;

/** Reads page and size from the query, keeping them to what the paginator offers (the sizes and page count it shows). */
function pageOf(params: URLSearchParams, total: number) {
  const sizes = pageSizes(total);
  const askedSize = Number.parseInt(params.get('size') ?? '', 10);
  const size = sizes.includes(askedSize) ? askedSize : PAGE_SIZE;
  const pages = Math.max(1, Math.ceil(total / size));
  const askedPage = Number.parseInt(params.get('page') ?? '', 10);
  const page = Number.isInteger(askedPage) ? Math.min(Math.max(askedPage, 1), pages) : 1;
  return { page, size, pages, sizes };
}

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: '1fr',
  '@media (min-width: 850px)': { gridTemplateColumns: 'repeat(2, 1fr)' },
  '@media (min-width: 1280px)': { gridTemplateColumns: 'repeat(3, 1fr)' },
  '@media (min-width: 1740px)': { gridTemplateColumns: 'repeat(4, 1fr)' },
  '@media (min-width: 2600px)': { gridTemplateColumns: 'repeat(6, 1fr)' },
});

/**
 * Heading, the page of products the query asks for (or the no-results card) and the paginator.
 * Rendered on the server for the first HTML and in the browser for a search made on the loaded page.
 */
export function SearchResults({ query, products, t, deluxe }: { query: string; products: ProductCard[]; t: T; deluxe: boolean }) {
  const q = searchedText(query);
  const paging = pageOf(new URLSearchParams(query), products.length);
  const { page, size } = paging;
  const shown = products.slice((page - 1) * size, page * size);
  return (
    <>
      {q ? (
        <h1 id="search-result-heading" className={css({ fontSize: 'xl', mb: '4' })}>
          {t.TITLE_SEARCH_RESULTS()} - <SearchValue query={q} />
        </h1>
      ) : (
        <h1 className={css({ fontSize: 'xl', mb: '4' })}>{t.TITLE_ALL_PRODUCTS()}</h1>
      )}

      {shown.length === 0 ? (
        <div className={css({ textAlign: 'center', py: '12' })}>
          <img
            src="/assets/public/images/no-results.svg"
            alt=""
            width={160}
            height={160}
            className={css({ mx: 'auto', mb: '4', w: '40', h: '40' })}
          />
          <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{t.NO_SEARCH_RESULT()}</h2>
          <p className={css({ color: 'muted' })}>{t.EMPTY_SEARCH_RESULT()}</p>
        </div>
      ) : (
        <mat-grid-list id="product-search-results" className={cx('mat-grid-list', grid)}>
          {shown.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an injected search (UNION SELECT challenges) can answer rows with the same id, so the place tells them apart
            <ProductCardView key={`${p.id}:${i}`} product={p} t={t} deluxe={deluxe} position={i} />
          ))}
        </mat-grid-list>
      )}
      {products.length > 0 && (
        <Paginator t={t} label={t.PAGINATION()} query={query} total={products.length} page={page} size={size} pages={paging.pages}>
          <PageSizeSelect label={t.ITEMS_PER_PAGE()} sizes={paging.sizes} size={size} />
        </Paginator>
      )}
    </>
  );
}
