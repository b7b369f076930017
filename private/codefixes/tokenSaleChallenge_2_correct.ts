/**
 * The hash address of the unreleased token sale: a page no menu links to, whose route name the
 * client spells only in a computed form (as upstream's route table does), so that searching the
 * shipped code for it finds nothing. Hiding is all that protects it (Blockchain Hype). Returns
 * the page's path for that hash address, otherwise null.
 */
export function unlistedRoutePath(hash: string): string | null {
  return null;
}
