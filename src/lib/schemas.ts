import { type } from 'arktype';

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
