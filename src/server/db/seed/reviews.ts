import type { ReviewDoc } from '../collections';
import type { DocumentCollection } from '../documents';
import type { SeedContext } from './context';

/** The configured products' reviews, into the document store; `productIds` by configuration index. */
export function seedReviews(ctx: SeedContext, productIds: number[], reviews: DocumentCollection<ReviewDoc>) {
  ctx.config.products.forEach((p, index) => {
    for (const r of p.reviews ?? []) {
      reviews.insert({
        product: productIds[index]!,
        message: r.text,
        author: ctx.userEmails.get(r.author) ?? 'Anonymous',
        likesCount: 0,
        likedBy: [],
      });
    }
  });
}
