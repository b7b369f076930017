'use client';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api';
import { basketCountAtom, tokenAtom } from '../../lib/state';
import { storedToken } from '../../lib/storage';
import { useI18n } from '../shell/I18n';
import { useSnack } from '../shell/Snackbars';
import { primaryButton } from '../shell/styles';
import { addToBasket, pieces } from './api';

/**
 * Add to Basket, for logged-in shoppers only (product cards and the details dialog): confirms
 * with the product's name, or shows the server's refusal (out of stock, per-order limit).
 */
export function AddToBasketButton({ productId, productName }: { productId: number; productName: string }) {
  const { t } = useI18n();
  const snack = useSnack();
  const setCount = useSetAtom(basketCountAtom);
  const [loggedIn, setLoggedIn] = useState(false);
  const [busy, setBusy] = useState(false);
  const token = useAtomValue(tokenAtom); // login and logout change it without a page load
  useEffect(() => setLoggedIn(storedToken() !== null), [token]);
  if (!loggedIn) return null;

  const add = async () => {
    setBusy(true); // a second click before the first is stored would add the product twice
    try {
      const { same, products } = await addToBasket(productId);
      setCount(pieces(products));
      snack(same ? t.BASKET_ADD_SAME_PRODUCT({ product: productName }) : t.BASKET_ADD_PRODUCT({ product: productName }));
    } catch (e) {
      snack(e instanceof ApiError ? e.message : String(e), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" aria-label={t.ADD_TO_BASKET()} className={primaryButton} onClick={add} disabled={busy}>
      {t.ADD_TO_BASKET()}
    </button>
  );
}
