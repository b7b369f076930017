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
// vuln-code-snippet start rscPayloadLeakChallenge
export async function SearchScreen({ query }: { query: string }) {
  const q = searchedText(query);
  // each product comes with the staff offer of the month, which the details dialog shows to staff
  const [products, role] = await Promise.all([searchProductsInjectable(q), currentRole()]);
  const deluxe = role === 'deluxe'; // vuln-code-snippet neutral-line rscPayloadLeakChallenge
  const results = <SearchResults query={query} products={products} t={serverT()} deluxe={deluxe} />; // vuln-code-snippet vuln-line rscPayloadLeakChallenge
  const staffDesk = <StaffDesk />; // vuln-code-snippet hide-line rscPayloadLeakChallenge
  return (
    <section className={css({ bg: 'surface', borderRadius: 'card', p: { base: '3', md: '5' }, boxShadow: 'lg' })}>
      {staffDesk}
      <BrowserSearch deluxe={deluxe}>{results}</BrowserSearch>
    </section>
  );
}
// vuln-code-snippet end rscPayloadLeakChallenge
