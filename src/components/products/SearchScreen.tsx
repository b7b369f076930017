import { css } from 'styled-system/css';
import { searchProductsInjectable } from '../../lib/content';
import { currentRole, serverT } from '../../lib/content/session';
import { BrowserSearch } from './BrowserSearch';
import { SearchResults } from './SearchResults';
import { searchedText } from './searched-text';

/**
 * The product grid. The first HTML already holds the products, found on the server through the
 * same injectable search as GET /rest/products/search; a search made on the loaded page asks that
 * endpoint from the browser and renders its answer there (BrowserSearch).
 */
export async function SearchScreen({ query }: { query: string }) {
  const q = searchedText(query);
  const [products, role] = await Promise.all([searchProductsInjectable(q), currentRole()]);
  const deluxe = role === 'deluxe';
  return (
    <section className={css({ bg: 'surface', borderRadius: 'card', p: { base: '3', md: '5' }, boxShadow: 'lg' })}>
      <BrowserSearch deluxe={deluxe}>
        <SearchResults query={query} products={products} t={serverT()} deluxe={deluxe} />
      </BrowserSearch>
    </section>
  );
}
