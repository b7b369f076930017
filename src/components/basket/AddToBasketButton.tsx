'use client';
import { lazy, Suspense } from 'react';
import { useToken } from '../account/token';

// anonymous visitors never add to a basket: its code loads once a shopper is logged in
const BasketAdder = lazy(() => import('./BasketAdder'));

/** Add to Basket, on product cards and in the details dialog, for logged-in shoppers only (login and logout change it without a page load). */
export function AddToBasketButton(props: { productId: number; productName: string }) {
  const token = useToken();
  return token ? (
    <Suspense fallback={null}>
      <BasketAdder {...props} />
    </Suspense>
  ) : null;
}
