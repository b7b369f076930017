import type { AppConfig } from '../../../lib/config-schema';
import type { SeedContext } from './context';

/** Texts upstream appends to the special products the challenges point at (facts, not prose). */
function productDescription(p: AppConfig['products'][number]) {
  let d = p.description ?? '';
  if (p.urlForProductTamperingChallenge) d += ` <a href="${p.urlForProductTamperingChallenge}" target="_blank">More...</a>`;
  if (p.useForChristmasSpecialChallenge) d += ' (Seasonal special offer! Limited availability!)';
  if (p.keywordsForPastebinDataLeakChallenge) d += ' (This product is unsafe! We plan to remove it from the stock!)';
  return d;
}

/** The configured products in configuration order (challenges find theirs by that order); their ids, by configuration index. */
export function seedProducts(ctx: SeedContext): number[] {
  return ctx.config.products.map((p) =>
    ctx.tables.products.insert(
      { name: p.name, description: productDescription(p), price: p.price, deluxePrice: p.deluxePrice ?? p.price, image: p.image },
      ctx.now,
      p.deletedDate ? new Date(p.deletedDate).toISOString() : null,
    ),
  );
}
