/**
 * Basket arithmetic, the same in the browser (basket screen) and on the server (checkout):
 * a product's price (the deluxe price for deluxe members), item total = price x quantity,
 * bonus points = price / 10 rounded, per piece.
 */

/** A product of a basket as GET /rest/basket/{id} answers it, with the basket item holding its quantity. */
export type BasketProduct = {
  id: number;
  name: string;
  price: number;
  deluxePrice: number;
  image: string;
  BasketItem: { id: number; ProductId: number; BasketId: number; quantity: number };
};

export const unitPrice = (product: Pick<BasketProduct, 'price' | 'deluxePrice'>, deluxe: boolean) => (deluxe ? product.deluxePrice : product.price);

/** Bonus points of one piece: a tenth of its price, rounded. */
export const bonusPoints = (price: number) => Math.round(price / 10);

export type BasketSummary = { itemTotal: number; bonus: number; count: number };

/** What a basket adds up to: item total, bonus points and the number of pieces (the navbar's count). */
export function summarise(products: ReadonlyArray<Pick<BasketProduct, 'price' | 'deluxePrice' | 'BasketItem'>>, deluxe: boolean): BasketSummary {
  return products.reduce(
    (sum, p) => {
      const price = unitPrice(p, deluxe);
      const { quantity } = p.BasketItem;
      return { itemTotal: sum.itemTotal + price * quantity, bonus: sum.bonus + bonusPoints(price) * quantity, count: sum.count + quantity };
    },
    { itemTotal: 0, bonus: 0, count: 0 },
  );
}
