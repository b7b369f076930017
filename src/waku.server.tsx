import { fsRouter } from 'waku';
import { shopServerEntry } from './server/entry';

/**
 * Custom server entry: Waku renders the pages; the shop's API, GraphQL and socket.io share its
 * single port (Waku's node adapter, with the shop in front: server/entry.ts). A custom entry turns
 * off automatic src/middleware loading, hence the explicit (empty) middlewareModules: the shop's
 * middleware lives in server/ and wraps Waku's fetch.
 */
export default shopServerEntry(fsRouter(import.meta.glob('./pages/**/*.{tsx,ts}')), {
  middlewareModules: {},
});
