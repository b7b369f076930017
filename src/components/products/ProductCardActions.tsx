'use client';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { api, ApiError, type BasketJson, type Envelope } from '../../lib/api';
import type { ProductCard } from '../../lib/content/queries';
import { basketCountAtom, snacksAtom, tokenAtom } from '../../lib/state';
import { storedToken } from '../../lib/storage';
import { useI18n } from '../shell/I18n';
import { primaryButton } from '../shell/styles';

// the dialog (and Ark's dialog machine) loads when a shopper first opens a product
const ProductDetailsDialog = lazy(() => import('./ProductDetailsDialog'));

export type Details = ProductCard & { imageUrl: string };

/** Makes a card's picture and name open the product details dialog (500 px) with its reviews. */
export function ProductDetailsTrigger({ product, children }: { product: Details; children: ReactNode }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-label={t.PRODUCT_DETAILS({ name: product.name })} onClick={() => setOpen(true)} className={css({ display: 'block', w: 'full', p: 0, bg: 'transparent', border: 'none', color: 'text', cursor: 'pointer', textAlign: 'left' })}>
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ProductDetailsDialog product={product} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * Add to basket, for logged-in shoppers only: raises the quantity of a product already in the
 * basket, otherwise adds it with quantity 1, then updates the count and confirms.
 */
export function AddToBasketButton({ productId, productName }: { productId: number; productName: string }) {
  const { t } = useI18n();
  const setSnacks = useSetAtom(snacksAtom);
  const setCount = useSetAtom(basketCountAtom);
  const [loggedIn, setLoggedIn] = useState(false);
  const token = useAtomValue(tokenAtom); // login and logout change it without a page load
  useEffect(() => setLoggedIn(storedToken() !== null), [token]);
  if (!loggedIn) return null;

  const add = async () => {
    const bid = sessionStorage.getItem('bid');
    try {
      // STORED's keys and fetchBasket are left out on purpose: on /search either adds bytes to a script budget nearly spent
      const basket = await api<Envelope<BasketJson>>(`/rest/basket/${bid}`);
      const existing = basket.data.Products?.find((p) => p.id === productId);
      if (existing) {
        await api(`/api/BasketItems/${existing.BasketItem.id}`, { method: 'PUT', body: JSON.stringify({ quantity: existing.BasketItem.quantity + 1 }) });
      } else {
        await api('/api/BasketItems/', { method: 'POST', body: JSON.stringify({ ProductId: productId, BasketId: bid, quantity: 1 }) });
      }
      const total = Number(sessionStorage.getItem('itemTotal') ?? 0) + 1;
      sessionStorage.setItem('itemTotal', String(total));
      setCount(total);
      setSnacks((s) => [...s, { id: Date.now(), text: existing ? t.BASKET_ADD_SAME_PRODUCT({ product: productName }) : t.BASKET_ADD_PRODUCT({ product: productName }) }]);
    } catch (e) {
      setSnacks((s) => [...s, { id: Date.now(), tone: 'error', text: e instanceof ApiError ? e.message : String(e) }]);
    }
  };
  return (
    <button type="button" aria-label={t.ADD_TO_BASKET()} className={primaryButton} onClick={add}>
      {t.ADD_TO_BASKET()}
    </button>
  );
}
