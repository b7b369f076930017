/**
 * Old hash addresses (`/#/login`, `/#/search?q=x`) are real paths here. Other fragments stay
 * fragments: in-page anchors (`#main`) and the OAuth return (`#access_token=…`), which the
 * account menu reads where it lands.
 */
export function hashRoutePath(hash: string): string | null {
  return hash.startsWith('#/') ? hash.slice(1) : null;
}

/**
 * Runs first in <head>: a full load of a hash address is replaced by its path before anything
 * renders. Later hash changes are the client router's (HashRoutes), once the islands have
 * hydrated (`html[data-hydrated]`); until then this reloads with the path too.
 */
export const HASH_ROUTE_SCRIPT = `(function(route){
function go(){var p=route(location.hash);if(p!==null)location.replace(p);}
go();
addEventListener('hashchange',function(){if(!document.documentElement.hasAttribute('data-hydrated'))go();});
})(${hashRoutePath.toString()});`;
