import 'server-only';
import { requestShop } from '../../server/http/request-shop';
import { maskedEmail, ORDER_VIEWERS_COOKIE, openedOrdersIn } from '../../server/services/orders';
import { requestCookies } from './session';

/**
 * What server components read about one customer or about the business: never through the
 * content graph, which answers anybody who asks it. The page decides who may see it.
 */

export type LastOrder = { orderId: string; email: string; total: number; items: number; delivered: boolean };

/** Whether an order (of lastOrderOf) belongs to the customer with this e-mail. */
export const isOrderOf = (order: LastOrder, email: string) => order.email === maskedEmail(email);

/** Whether the customer with this e-mail opened their order history in the browser of this request (a cookie the order history's data call sets). */
export const openedOrdersHere = (email: string) => openedOrdersIn(requestCookies()[ORDER_VIEWERS_COOKIE], email);

/** A customer's latest order (orders keep the e-mail masked, as upstream's do); null without one. */
export async function lastOrderOf(email: string): Promise<LastOrder | null> {
  const orders = await requestShop().orders.find({ email: maskedEmail(email) });
  const order = orders.at(-1);
  if (!order) return null;
  const items = order.products.reduce((sum, line) => sum + Number(line.quantity ?? 0), 0);
  return {
    orderId: order.orderId,
    email: String(order.email),
    total: Number(order.totalPrice),
    items,
    delivered: order.delivered === true,
  };
}

/** How many orders were placed and how many of them are not yet delivered. */
export async function orderStats(): Promise<{ orders: number; open: number }> {
  const orders = await requestShop().orders.find();
  return { orders: orders.length, open: orders.filter((o) => o.delivered !== true).length };
}
