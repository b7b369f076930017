import { Hono } from 'hono';
import { ok } from '../http/respond';
import { authenticatedSession, requireLogin } from '../security/auth';
import type { Shop } from '../shop';

type BasketRow = { id: number; coupon: string | null; UserId: number | null; createdAt: string; updatedAt: string };
type BasketProductRow = Record<string, unknown> & { itemId: number; quantity: number; BasketId: number; ProductId: number; itemCreatedAt: string; itemUpdatedAt: string };

/** A basket with its products (deleted ones too, as upstream), each carrying its BasketItem. */
function findBasket(shop: Shop, id: string) {
  const basket = shop.db.prepare('SELECT * FROM Baskets WHERE id = ?').get(id) as BasketRow | undefined;
  if (!basket) return undefined;
  const rows = shop.db
    .prepare(
      `SELECT p.*, i.id AS itemId, i.quantity, i.BasketId, i.ProductId, i.createdAt AS itemCreatedAt, i.updatedAt AS itemUpdatedAt
       FROM BasketItems i JOIN Products p ON p.id = i.ProductId WHERE i.BasketId = ? ORDER BY i.id`,
    )
    .all(basket.id) as BasketProductRow[];
  const Products = rows.map(({ itemId, quantity, BasketId, ProductId, itemCreatedAt, itemUpdatedAt, ...product }) => ({
    ...product,
    BasketItem: { id: itemId, ProductId, BasketId, quantity, createdAt: itemCreatedAt, updatedAt: itemUpdatedAt },
  }));
  return { ...basket, Products };
}

/** shopping: the basket a shopper sees (the navbar's count after login reads it). */
export function basketRoutes(shop: Shop) {
  const r = new Hono();

  // vuln-code-snippet start basketAccessChallenge
  r.get('/rest/basket/:id', requireLogin(shop), async (c) => {
    const id = c.req.param('id');
    const session = await authenticatedSession(shop, c);
    shop.challenges.solveIf('basketAccessChallenge', () => !!session?.bid && !['undefined', 'null', 'NaN'].includes(id) && String(session.bid) !== id);
    return ok(c, findBasket(shop, id) ?? {}); // vuln-code-snippet vuln-line basketAccessChallenge
  });
  // vuln-code-snippet end basketAccessChallenge

  return r;
}
