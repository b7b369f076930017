/**
 * The hash address of the unreleased token sale: a page no menu links to, whose route name the
 * client spells only in a computed form (as upstream's route table does), so that searching the
 * shipped code for it finds nothing. Hiding is all that protects it (Blockchain Hype). Returns
 * the page's path for that hash address, otherwise null.
 */
export function unlistedRoutePath(hash: string): string | null {
  const route = '/' + atob('dG9rZW5zYWxlLWljby1lYQ==');
  return hash.split('?')[0] === '#' + route ? route + hash.slice(1 + route.length) : null;
}
