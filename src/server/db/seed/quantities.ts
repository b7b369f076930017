import type { SeedContext } from './context';

/** Deterministic stock for products whose config gives none, so restarts show the same grid. */
const defaultStock = (index: number) => 30 + ((index * 37) % 70);

/** Every product's stock, as configured; `productIds` by configuration index, as the products' seed returns them. */
export function seedQuantities(ctx: SeedContext, productIds: number[]) {
  ctx.config.products.forEach((p, index) => {
    ctx.tables.quantities.insert(productIds[index]!, p.quantity ?? defaultStock(index), p.limitPerUser ?? null, ctx.now);
  });
}
