import { css } from 'styled-system/css';
import { searchProducts } from '../../lib/content';
import { currentRole, serverT } from '../../lib/content/session';
import { imageUrl } from '../../lib/images';
import { pageSizes } from '../../lib/pagination';
import { Paginator } from './Paginator';
import { AddToBasketButton, ProductDetailsTrigger } from './ProductCardActions';
import { SearchValue } from './SearchValue';

const PAGE_SIZE = 12;
const LOW_STOCK = 5;

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
  display: 'grid', gap: '4', gridTemplateColumns: '1fr',
  '@media (min-width: 850px)': { gridTemplateColumns: 'repeat(2, 1fr)' },
  '@media (min-width: 1280px)': { gridTemplateColumns: 'repeat(3, 1fr)' },
  '@media (min-width: 1740px)': { gridTemplateColumns: 'repeat(4, 1fr)' },
  '@media (min-width: 2600px)': { gridTemplateColumns: 'repeat(6, 1fr)' },
});

const ribbon = css({ position: 'absolute', top: '3', left: '-1', px: '3', py: '0.5', fontSize: 'xs', fontWeight: 'bold', borderRadius: '0 4px 4px 0', boxShadow: 'md', textTransform: 'uppercase' });

/**
 * The product grid, rendered on the server: the first HTML already holds the products. Client
 * islands only open details, add to the basket and change the page.
 */
export async function SearchScreen({ query }: { query: string }) {
  const params = new URLSearchParams(query);
  const q = (params.get('q') ?? '').trim();
  const [products, role] = await Promise.all([searchProducts(q), currentRole()]);
  const t = serverT();
  const paging = pageOf(params, products.length);
  const { page, size } = paging;
  const shown = products.slice((page - 1) * size, page * size);
  const deluxe = role === 'deluxe';

  return (
    <section className={css({ bg: 'surface', borderRadius: 'card', p: { base: '3', md: '5' }, boxShadow: 'lg' })}>
      {q ? (
        <h1 id="search-result-heading" className={css({ fontSize: 'xl', mb: '4' })}>
          {t.TITLE_SEARCH_RESULTS()} -{' '}
          <SearchValue query={q} />
        </h1>
      ) : (
        <h1 className={css({ fontSize: 'xl', mb: '4' })}>{t.TITLE_ALL_PRODUCTS()}</h1>
      )}

      {shown.length === 0 ? (
        <div className={css({ textAlign: 'center', py: '12' })}>
          <img src="/assets/public/images/no-results.svg" alt="" width={160} height={160} className={css({ mx: 'auto', mb: '4', w: '40', h: '40' })} />
          <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{t.NO_SEARCH_RESULT()}</h2>
          <p className={css({ color: 'muted' })}>{t.EMPTY_SEARCH_RESULT()}</p>
        </div>
      ) : (
        <div id="product-search-results" className={grid}>
          {shown.map((p, i) => {
            const quantity = Number(p.quantity ?? 0);
            const details = { ...p, imageUrl: imageUrl(p.image) };
            const showDeluxe = deluxe && p.deluxePrice !== p.price;
            return (
              <article key={p.id} className={css({ position: 'relative', bg: 'raised', borderRadius: 'card', overflow: 'hidden', display: 'flex', flexDir: 'column', boxShadow: 'md' })}>
                <ProductDetailsTrigger product={details}>
                  <img src={details.imageUrl} alt={p.name} width={300} height={300} loading={i < 4 ? 'eager' : 'lazy'} fetchPriority={i < 2 ? 'high' : undefined} className={css({ w: 'full', aspectRatio: '1', objectFit: 'contain', bg: 'white', p: '4' })} />
                  <span className={css({ display: 'block', px: '4', pt: '3', fontWeight: 'semibold', textAlign: 'left' })}>{p.name}</span>
                </ProductDetailsTrigger>
                {quantity <= 0 ? (
                  <span className={`${ribbon} ${css({ bg: '#c62828', color: 'white' })}`}>{t.LABEL_SOLD_OUT()}</span>
                ) : quantity <= LOW_STOCK ? (
                  <span className={`${ribbon} ${css({ bg: '#ffb300', color: '#2b1d00' })}`}>{t.LABEL_ONLY_QUANTITY_LEFT({ quantity })}</span>
                ) : null}
                <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', px: '4', py: '3', mt: 'auto' })}>
                  <span className={css({ fontSize: 'lg' })}>
                    {showDeluxe ? (
                      <>
                        <s className={css({ color: 'muted', fontSize: 'sm', mr: '2' })}>{p.price}¤</s>
                        <span aria-label={t.LABEL_DELUXE_PRICE()}>{p.deluxePrice}¤</span>
                      </>
                    ) : (
                      <span>{p.price}¤</span>
                    )}
                  </span>
                  <AddToBasketButton productId={p.id} productName={p.name} />
                </div>
              </article>
            );
          })}
        </div>
      )}
      {products.length > 0 && <Paginator query={query} total={products.length} {...paging} />}
    </section>
  );
}
