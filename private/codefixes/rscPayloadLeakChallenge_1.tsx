/** The products the query finds, rendered on the server for the first HTML. */
async function ServerResults({ query, deluxe }: { query: string; deluxe: boolean }) {
  // each product comes with the staff offer of the month, which the details dialog shows to staff
  const found = await searchProductsInjectable(searchedText(query));
  // the coupon travels encoded, so that it does not show as a coupon in the payload
  const products = found.map((p) => (p.staffOffer ? { ...p, staffOffer: { ...p.staffOffer, coupon: btoa(p.staffOffer.coupon) } } : p));
  return <SearchResults query={query} products={products} t={serverT()} deluxe={deluxe} />;
}
