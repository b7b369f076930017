/**
 * Old hash addresses (`/#/login`, `/#/search?q=x`) are real paths here. Other fragments stay
 * fragments: in-page anchors (`#main`) and the OAuth return (`#access_token=…`), which the
 * account menu reads where it lands.
 */
export function hashRoutePath(hash: string): string | null {
  return hash.startsWith('#/') ? hash.slice(1) : null;
}

// vuln-code-snippet start tokenSaleChallenge
/**
 * The hash address of the unreleased token sale: a page no menu links to, whose route name the
 * client spells only in a computed form (as upstream's route table does), so that searching the
 * shipped code for it finds nothing. Hiding is all that protects it (Blockchain Hype). Returns
 * the page's path for that hash address, otherwise null.
 */
export function unlistedRoutePath(hash: string): string | null {
  const route = `/${[83737349378978, 23784, 514].map((n) => n.toString(36)).join('-')}`; // vuln-code-snippet vuln-line tokenSaleChallenge
  return hash.split('?')[0] === `#${route}` ? route + hash.slice(1 + route.length) : null;
}
// vuln-code-snippet end tokenSaleChallenge

/**
 * Runs right after the shell's header, before the rest of the page is parsed: a full load of a hash
 * address is replaced by its path before the page renders (the unlisted token sale is loaded as a
 * page of its own, kept in the history). Later hash changes are the client router's (HashRoutes),
 * once the islands have hydrated (`html[data-hydrated]`); until then this reloads with the path too.
 */
export const HASH_ROUTE_SCRIPT = `(function(route,unlisted){
function go(){var p=unlisted(location.hash);if(p!==null)return location.assign(p);p=route(location.hash);if(p!==null)location.replace(p);}
go();
addEventListener('hashchange',function(){if(!document.documentElement.hasAttribute('data-hydrated'))go();});
})(${hashRoutePath.toString()},${unlistedRoutePath.toString()});`;
