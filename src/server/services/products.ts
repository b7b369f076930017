import type { Shop } from '../context';
import { IFRAME_XSS } from '../challenges/payloads';
import { stripHtml } from '../../lib/sanitize';
import { HttpError } from '../http/http-error';
import { runInjectableSql } from '../sandbox/sql';
import type { ProductJson } from '../../lib/products';
import type { ProductRow } from '../db/products';

/** `a` appears in `text` as is or with its double quotes escaped, as JSON serialisation leaves it. */
const containsOrEscaped = (text: string, a: string) => text.includes(a) || text.includes(a.replaceAll('"', '\\"'));

/**
 * The INJECTABLE product search: GET /rest/products/search and the product grid (through the content graph's
 * `productSearch`) both answer from it, so what players try in the search box hits this statement. The query is
 * pasted into the SQL on purpose: the Database Schema and User Credentials challenges need a UNION-able statement
 * with 9 result columns, and `'))--` lists deleted products. Everything else reads products through the
 * parameterised readers below. It runs in the SQL sandbox (sandbox/sql.ts): a runaway statement costs its child, not the shop.
 */
export async function searchProductsInjectable(shop: Shop, rawQuery: string | undefined): Promise<ProductRow[]> {
  let criteria = rawQuery === undefined || rawQuery === 'undefined' ? '' : rawQuery;
  criteria = criteria.length <= 200 ? criteria : criteria.substring(0, 200);
  let products: ProductRow[];
  try {
    // vuln-code-snippet start unionSqlInjectionChallenge dbSchemaChallenge
    products = (await runInjectableSql(shop, `SELECT * FROM Products WHERE ((name LIKE '%${criteria}%' OR description LIKE '%${criteria}%') AND deletedAt IS NULL) ORDER BY name`, 'all')) as ProductRow[]; // vuln-code-snippet vuln-line unionSqlInjectionChallenge dbSchemaChallenge
    // vuln-code-snippet end unionSqlInjectionChallenge dbSchemaChallenge
  } catch (e) {
    // the driver's own message goes out on purpose (verbose errors are part of the game)
    throw Object.assign(new HttpError(500, (e as Error).message), { code: (e as { code?: string }).code });
  }
  watchSearchResult(shop, JSON.stringify(products));
  return products;
}

/** Solved when a search answer carries every user's credentials, or the whole schema. */
function watchSearchResult(shop: Shop, answer: string) {
  shop.challenges.solveIf('unionSqlInjectionChallenge', () => {
    const users = shop.tables.users.credentials();
    return users.length > 0 && users.every((u) => containsOrEscaped(answer, u.email) && answer.includes(u.password));
  });
  shop.challenges.solveIf('dbSchemaChallenge', () => {
    const tables = shop.tables.schema.definitions();
    return tables.length > 0 && tables.every((t) => containsOrEscaped(answer, t.sql));
  });
}

/**
 * The SAFE product search: the same match as the injectable one above (name or description, deleted products
 * hidden, by name), but bound as a parameter. The content graph's `products(search:)` answers from it.
 */
export const findProductsSafely = (shop: Shop, search: string): ProductRow[] => shop.tables.products.search(search.slice(0, 200));

/** A product as the REST API answers it: every column of its row, in the table's order. */
export const productJson = (row: ProductRow): ProductJson => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: row.price,
  deluxePrice: row.deluxePrice,
  image: row.image,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  deletedAt: row.deletedAt,
});

export const listProducts = (shop: Shop) => shop.tables.products.list();

export const findProduct = (shop: Shop, id: number) => shop.tables.products.find(id);

/** The products nearest in price to `product` (the content graph's recommendations), nearest first. */
export const findProductsNearInPrice = (shop: Shop, product: Pick<ProductRow, 'id' | 'price'>, count: number) =>
  shop.tables.products.nearInPrice(product.id, Number(product.price) || 0, count);

export const listQuantities = (shop: Shop) => shop.tables.quantities.list();

/**
 * The description "setter": stored unsanitised while the API-only XSS challenge is enabled
 * (that is its flaw), cleaned otherwise, as upstream's model does.
 */
export function acceptDescription(shop: Shop, description: string) {
  if (shop.challenges.isEnabled('restfulXssChallenge')) {
    shop.challenges.solveIf('restfulXssChallenge', () => description.includes(IFRAME_XSS));
    return description;
  }
  return stripHtml(description);
}

/** Changes a product; the product as PUT /api/Products/{id} answers it, undefined when there is no such product. */
export function updateProduct(
  shop: Shop,
  id: number,
  changes: Partial<Pick<ProductRow, 'name' | 'description' | 'price' | 'deluxePrice' | 'image'>>,
): ProductJson | undefined {
  const current = findProduct(shop, id);
  if (!current) return undefined;
  const next = { ...current, ...changes, updatedAt: new Date().toISOString() };
  if (changes.description !== undefined) next.description = acceptDescription(shop, changes.description);
  shop.tables.products.update(next);
  const updated = findProduct(shop, id);
  return updated && productJson(updated);
}

/** Adds a product; the product as POST /api/Products answers it. */
export function createProduct(
  shop: Shop,
  input: { name: string; description?: string; price: number; deluxePrice?: number; image?: string },
): ProductJson {
  const now = new Date().toISOString();
  const id = shop.tables.products.insert(
    {
      name: input.name,
      description: acceptDescription(shop, input.description ?? ''),
      price: input.price,
      deluxePrice: input.deluxePrice ?? input.price,
      image: input.image ?? 'undefined.jpg',
    },
    now,
  );
  return productJson(findProduct(shop, id)!);
}

export const productReviews = (shop: Shop, productId: number) => shop.reviews.find({ product: productId });

/** The id of the first configured product `pick` chooses (products are seeded in config order); undefined if none. */
export function configProductId(shop: Shop, pick: (p: Shop['config']['products'][number]) => boolean) {
  const index = shop.config.products.findIndex(pick);
  return index < 0 ? undefined : index + 1;
}

/** Sets the stock level of a product; undefined when there is no such product or it has no stock row. */
export function setStock(shop: Shop, productId: number, quantity: number) {
  if (!findProduct(shop, productId)) return undefined;
  return shop.tables.quantities.set(productId, quantity) ? { productId, quantity } : undefined;
}
