import { type } from './ark';

/** A product write (PUT /api/Products/:id, POST /api/Products). Shared by the API and its callers. */
export const productWrite = type({
  'name?': 'string > 0',
  'description?': 'string',
  'price?': 'number >= 0',
  'deluxePrice?': 'number >= 0',
  'image?': 'string > 0',
});
export type ProductWrite = typeof productWrite.infer;

export const productCreate = productWrite.and({ name: 'string > 0', price: 'number >= 0' });

/** The product search query as the search bar sends it. */
export const searchQuery = type('string <= 200');

/** A new review (PUT /rest/products/:id/reviews): the author is whatever the client sends, as upstream trusts it. */
export const reviewWrite = type({ message: 'string', author: 'string' });

/** A review edit (PATCH /rest/products/reviews). The id is left untyped: the store takes it as a selector, operators and all. */
export const reviewEdit = type({ id: 'unknown', message: 'string' });

/** A like (POST /rest/products/reviews), its id taken as a selector like the edit's. */
export const reviewLike = type({ id: 'unknown' });
