/**
 * The staff restock control of the product details dialog: sets a product's stock level. The
 * dialog shows the form to admins only.
 */
export async function restockProduct(productId: unknown, quantity: unknown, role: unknown): Promise<RestockResult> {
  const shop = getShop();
  if (role !== 'admin') return { error: 'Only admins may restock products.' };
  if (!Number.isSafeInteger(productId) || !Number.isSafeInteger(quantity)) return { error: 'Product id and quantity must be whole numbers.' };
  const amount = quantity as number;
  if (amount < 0 || amount > MAX_STOCK_LEVEL) return { error: `The quantity must be between 0 and ${MAX_STOCK_LEVEL}.` };
  const stock = setStock(shop, productId as number, amount);
  if (!stock) return { error: 'No such product.' };
  return { quantity: stock.quantity };
}
