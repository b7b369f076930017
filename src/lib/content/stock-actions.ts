'use server'; // the browser bundle gets references to these functions, never their code
import { currentRole } from './session';
// named getShop in the code snippet players read (unprotectedServerFunctionChallenge and its fixes)
import { requestShop as getShop } from '../../server/http/request-shop';
import { MAX_STOCK_LEVEL } from '../stock';
import { setStock } from '../../server/services/products';

export type RestockResult = { quantity: number } | { error: string };

// vuln-code-snippet start unprotectedServerFunctionChallenge
/**
 * The staff restock control of the product details dialog: sets a product's stock level. The
 * dialog shows the form to admins only.
 */
export async function restockProduct(productId: unknown, quantity: unknown): Promise<RestockResult> {
  const shop = getShop();
  if (!Number.isSafeInteger(productId) || !Number.isSafeInteger(quantity)) return { error: 'Product id and quantity must be whole numbers.' };
  const amount = quantity as number;
  if (amount < 0 || amount > MAX_STOCK_LEVEL) return { error: `The quantity must be between 0 and ${MAX_STOCK_LEVEL}.` };
  const stock = setStock(shop, productId as number, amount); // vuln-code-snippet vuln-line unprotectedServerFunctionChallenge
  if (!stock) return { error: 'No such product.' };
  const role = await currentRole(); // vuln-code-snippet hide-line unprotectedServerFunctionChallenge
  shop.challenges.solveIf('unprotectedServerFunctionChallenge', () => role !== 'admin'); // vuln-code-snippet hide-line unprotectedServerFunctionChallenge
  return { quantity: stock.quantity };
}
// vuln-code-snippet end unprotectedServerFunctionChallenge
