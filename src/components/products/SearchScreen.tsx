import { css } from 'styled-system/css';
import { searchProductsInjectable } from '../../lib/content';
import { currentRole, serverT } from '../../lib/content/session';
import { BrowserSearch } from './BrowserSearch';
import { SearchResults } from './SearchResults';
import { StaffDesk } from './StaffDesk';
import { searchedText } from './searched-text';

/**
 * The product grid. The first HTML already holds the products, found on the server through the
 * same injectable search as GET /rest/products/search; a search made on the loaded page asks that
 * endpoint from the browser and renders its answer there (BrowserSearch).
 */
export async function SearchScreen({ query }: { query: string }) {
  const deluxe = (await currentRole()) === 'deluxe';
  return (
    <section className={css({ bg: 'surface', borderRadius: 'card', p: { base: '3', md: '5' }, boxShadow: 'lg' })}>
      <StaffDesk />
      <BrowserSearch deluxe={deluxe}>
        <ServerResults query={query} deluxe={deluxe} />
      </BrowserSearch>
    </section>
  );
}

// vuln-code-snippet start rscPayloadLeakChallenge
/** The products the query finds, rendered on the server for the first HTML. */
async function ServerResults({ query, deluxe }: { query: string; deluxe: boolean }) {
  // each product comes with the staff offer of the month, which the details dialog shows to staff
  const products = await searchProductsInjectable(searchedText(query));
  return <SearchResults query={query} products={products} t={serverT()} deluxe={deluxe} />; // vuln-code-snippet vuln-line rscPayloadLeakChallenge
}
// vuln-code-snippet end rscPayloadLeakChallenge
