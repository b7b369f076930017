import { lineTotals, orderLine } from '../../../lib/basket';
import { maskedEmail, newOrderId } from '../../services/orders';
import type { OrderDoc } from '../collections';
import type { DocumentCollection } from '../documents';
import { readSeed, type SeedContext } from './context';

type SeedOrder = { user: string; products: Array<{ id: number; quantity: number }>; eta: string; delivered: boolean };

/** The seeded orders (private/seed/orders.yml), into the document store, priced from the seeded products. */
export function seedOrders(ctx: SeedContext, orders: DocumentCollection<OrderDoc>) {
  for (const o of readSeed<SeedOrder[]>(ctx, 'orders.yml')) {
    const email = ctx.userEmails.get(o.user);
    if (!email) continue;
    const lines = o.products.flatMap((p) => {
      const row = ctx.tables.products.findDeletedToo(p.id);
      return row ? [orderLine(row, row.price, p.quantity)] : [];
    });
    const { itemTotal, bonus } = lineTotals(lines);
    orders.insert({
      orderId: newOrderId(email),
      email: maskedEmail(email),
      totalPrice: itemTotal,
      bonus,
      products: lines,
      eta: o.eta === 'random' ? String(1 + Math.floor(Math.random() * 5)) : o.eta,
      delivered: o.delivered,
    });
  }
}
