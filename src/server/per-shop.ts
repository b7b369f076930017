import type { Shop } from './context';

/**
 * State that belongs to one shop, made on first use: tests run several shops in one process, so
 * module-level singletons would leak between them. Forgotten together with the shop.
 */
export function perShop<T>(create: (shop: Shop) => T): (shop: Shop) => T {
  const values = new WeakMap<Shop, T>();
  return (shop) => {
    if (!values.has(shop)) values.set(shop, create(shop));
    return values.get(shop)!;
  };
}
