/**
 * Basket arithmetic, the same in the browser (basket screen, order summary) and on the server
 * (checkout): a product's price (the deluxe price for deluxe members), line total = price x
 * quantity, bonus points = price / 10 rounded, per piece.
 */

import type { ProductJson } from './products';

/** A basket item as the REST API answers it (/api/BasketItems, and in each product of a basket): which product, in which basket, how many. */
export type BasketItemJson = { id: number; ProductId: number; BasketId: number; quantity: number; createdAt: string; updatedAt: string };

/** A product of a basket as GET /rest/basket/{id} answers it, with the basket item holding its quantity. */
export type BasketProduct = ProductJson & { BasketItem: BasketItemJson };

/** One line of an order as upstream's checkout records it: what was bought, at which price, for how many points. */
export type OrderLine = { quantity: number; id: number; name: string; price: number; total: number; bonus: number };

/** An order as the order endpoints answer it and the document store keeps it, with upstream's fields (seeded orders lack the checkout details). */
export type OrderJson = {
  _id: string;
  orderId: string;
  email: string | undefined;
  totalPrice: number;
  products: OrderLine[];
  bonus: number;
  delivered: boolean;
  eta: string;
  promotionalAmount?: string;
  paymentId?: unknown;
  addressId?: unknown;
  deliveryPrice?: number;
};

type PricedProduct = Pick<BasketProduct, 'id' | 'name' | 'price' | 'deluxePrice' | 'BasketItem'>;

export const unitPrice = (product: Pick<BasketProduct, 'price' | 'deluxePrice'>, deluxe: boolean) =>
  deluxe ? product.deluxePrice : product.price;

/** Bonus points of one piece: a tenth of its price, rounded. */
export const bonusPoints = (price: number) => Math.round(price / 10);

/** A line of `quantity` pieces of a product at `price` (taken as given: negative quantities too, the Payback Time flaw). */
export const orderLine = (product: Pick<BasketProduct, 'id' | 'name'>, price: number, quantity: number): OrderLine => ({
  quantity,
  id: product.id,
  name: product.name,
  price,
  total: price * quantity,
  bonus: bonusPoints(price) * quantity,
});

/** What lines add up to: the item total and the bonus points. */
export const lineTotals = (lines: ReadonlyArray<Pick<OrderLine, 'total' | 'bonus'>>) =>
  lines.reduce((sum, l) => ({ itemTotal: sum.itemTotal + l.total, bonus: sum.bonus + l.bonus }), { itemTotal: 0, bonus: 0 });

/** The order lines of a basket's products at the customer's prices, with their item total and bonus points. */
export function basketLines(products: readonly PricedProduct[], deluxe: boolean) {
  const lines = products.map((p) => orderLine(p, unitPrice(p, deluxe), p.BasketItem.quantity));
  return { lines, ...lineTotals(lines) };
}
