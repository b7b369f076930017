/** The products the query finds, rendered on the server for the first HTML. */
async function ServerResults({ query, deluxe }: { query: string; deluxe: boolean }) {
  // each product comes with the staff offer of the month, which the details dialog shows to staff
  const [found, user] = await Promise.all([searchProductsInjectable(searchedText(query)), currentUser()]);
  // visitors who are not logged in get no staff offer
  const products = user ? found : found.map(({ staffOffer: _, ...product }) => product);
  return <SearchResults query={query} products={products} t={serverT()} deluxe={deluxe} />;
}
