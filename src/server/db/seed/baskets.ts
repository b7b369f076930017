import { readSeed, type SeedContext, userIdOf } from './context';

type SeedBasket = { user: string; items: Array<{ product: number; quantity: number }> };

/** The baskets with their items (after the users and products they name). */
export function seedBaskets(ctx: SeedContext) {
  const productCount = ctx.config.products.length;
  for (const b of readSeed<SeedBasket[]>(ctx, 'baskets.yml')) {
    const basketId = ctx.tables.baskets.insert(userIdOf(ctx, b.user), ctx.now);
    // a rebranded catalogue may be shorter than the one the seeded baskets were written for
    for (const i of b.items) if (i.product <= productCount) ctx.tables.basketItems.insert(i.product, basketId, i.quantity, ctx.now);
  }
}
