import { fsRouter } from 'waku';
import nodeAdapter from 'waku/adapters/node';
import { withShopServer } from './server/entry';

/**
 * Custom server entry: Waku renders the pages; the shop's API, GraphQL and socket.io share its
 * single port. A custom entry turns off automatic src/middleware loading, hence the explicit
 * (empty) middlewareModules: the shop's middleware lives in server/ and wraps Waku's fetch.
 */
const wakuEntry = nodeAdapter(fsRouter(import.meta.glob('./pages/**/*.{tsx,ts}')), {
  middlewareModules: {},
});

export default withShopServer(wakuEntry);
