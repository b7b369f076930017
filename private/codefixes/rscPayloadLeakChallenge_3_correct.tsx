/** The products the query finds, rendered on the server for the first HTML. */
async function ServerResults({ query, deluxe }: { query: string; deluxe: boolean }) {
  const [found, role] = await Promise.all([searchProductsInjectable(searchedText(query)), currentRole()]);
  // everything handed to the grid reaches the browser: only the staff's payload carries the staff offer
  const staff = role === 'admin' || role === 'accounting';
  const products = staff ? found : found.map(({ staffOffer: _, ...product }) => product);
  return <SearchResults query={query} products={products} t={serverT()} deluxe={deluxe} />;
}
