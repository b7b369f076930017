import { Hono } from 'hono';
import { productCreate, productWrite } from '../../lib/schemas';
import { verifyProductTampering } from '../challenges/product-tampering';
import { check, notFound, ok, readJson, rowId } from '../http/respond';
import { ipAllowList, QUANTITY_IP_ALLOW_LIST, requireAccounting } from '../security/accounting';
import { denyAll, unauthorized } from '../security/auth';
import { requestToken, verifyRequestToken } from '../security/tokens';
import { createProduct, findProduct, listProducts, listQuantities, productJson, searchProductsInjectable, updateProduct } from '../services/products';
import type { Shop } from '../context';

export function productRoutes(shop: Shop) {
  const r = new Hono();

  r.get('/rest/products/search', async (c) => ok(c, (await searchProductsInjectable(shop, c.req.query('q'))).map(productJson)));

  // vuln-code-snippet start changeProductChallenge
  r.get('/api/Products', (c) => ok(c, listProducts(shop).map(productJson)));

  r.get('/api/Products/:id', (c) => {
    const product = findProduct(shop, rowId(c.req.param('id')));
    return product ? ok(c, productJson(product)) : notFound(c);
  });

  // Creating needs any valid token, changing needs none at all: the API-only XSS challenge's flaw. // vuln-code-snippet hide-line changeProductChallenge
  r.post('/api/Products', async (c) => {
    if (!verifyRequestToken(c, shop.privateDir, requestToken(c))) throw unauthorized(); // vuln-code-snippet neutral-line changeProductChallenge
    const body = check(productCreate, await readJson(c));
    return ok(c, createProduct(shop, body), 201);
  });

  // vuln-code-snippet start restfulXssChallenge
  r.put('/api/Products/:id', async (c) => { // vuln-code-snippet vuln-line restfulXssChallenge changeProductChallenge
    const body = check(productWrite, await readJson(c));
    const product = updateProduct(shop, rowId(c.req.param('id')), body);
    verifyProductTampering(shop); // vuln-code-snippet hide-line changeProductChallenge
    return product ? ok(c, product) : notFound(c);
  });
  // vuln-code-snippet end restfulXssChallenge

  r.delete('/api/Products/:id', denyAll());
  // vuln-code-snippet end changeProductChallenge

  r.get('/api/Quantitys', (c) => ok(c, listQuantities(shop)));
  // stock levels: nobody creates or deletes them; reading or changing one by id takes an
  // accountant's token and then an allowed address, which upstream's allow-list leaves to nobody
  r.post('/api/Quantitys', denyAll());
  r.delete('/api/Quantitys/:id', denyAll());
  r.all('/api/Quantitys/:id', requireAccounting(shop), ipAllowList(QUANTITY_IP_ALLOW_LIST));

  return r;
}
