import { AsyncLocalStorage } from 'node:async_hooks';
import type { Shop } from '../context';

/**
 * The shop a page render or a server function call is for, which lib/content reads. Waku
 * 1.0.0-rc.1 gives server components the request (`unstable_getRequest`) but no data of the app's:
 * its adapter drops the second argument of `fetch(req, env)` before rendering, and the Request it
 * hands on is not always ours (its body limit re-creates a chunked request, a route redirect
 * renders a new one), so the shop can ride on neither. The shop's app runs its hand-off to Waku
 * inside `handOverWithShop`; whatever Waku renders or calls for that request reads the shop here.
 */
const handedOver = new AsyncLocalStorage<Shop>();

/** Runs `handOver` (the app's call of Waku) for `shop`: its renders and server functions read that shop. */
export const handOverWithShop = <T>(shop: Shop, handOver: () => T): T => handedOver.run(shop, handOver);

/** The shop of the request being rendered; throws outside one (lib/content read at build time or in a test without a shop). */
export function requestShop(): Shop {
  const shop = handedOver.getStore();
  if (!shop) throw new Error('lib/content was read outside a request the shop handed to Waku: no shop to read from');
  return shop;
}
