import { api, type Envelope } from './client';
import type { BasketProduct } from '../basket';
import { STORED } from '../storage';

/** The basket REST calls of the front end, as upstream's basket service makes them. */

export type Basket = { id: number; coupon: string | null; Products: BasketProduct[] };

export const storedBasketId = () => sessionStorage.getItem(STORED.basketId);

/** The shopper's basket (the id kept at login); the answer is `{}` for an unknown id. */
export const fetchBasket = async (bid = storedBasketId()) =>
  (await api<Envelope<Partial<Basket>>>(`/rest/basket/${bid}`)).data.Products ?? [];

/** The navbar's number: pieces in the basket. */
export const pieces = (products: ReadonlyArray<Pick<BasketProduct, 'BasketItem'>>) =>
  products.reduce((n, p) => n + p.BasketItem.quantity, 0);

export const changeQuantity = (itemId: number, quantity: number) =>
  api(`/api/BasketItems/${itemId}`, { method: 'PUT', body: JSON.stringify({ quantity }) });

export const removeFromBasket = (itemId: number) => api(`/api/BasketItems/${itemId}`, { method: 'DELETE' });

/**
 * Add to basket as upstream's product list does it: one more piece of a product already in the
 * basket, otherwise a new item of one. Answers which of the two happened, and the basket after it.
 */
export async function addToBasket(productId: number) {
  const existing = (await fetchBasket()).find((p) => p.id === productId);
  if (existing) await changeQuantity(existing.BasketItem.id, existing.BasketItem.quantity + 1);
  else
    await api('/api/BasketItems/', {
      method: 'POST',
      body: JSON.stringify({ ProductId: productId, BasketId: storedBasketId(), quantity: 1 }),
    });
  return { same: !!existing, products: await fetchBasket() };
}
