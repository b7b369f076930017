'use client';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { ApiError } from '../../lib/api/client';
import { basketCountAtom, useSnack } from '../../lib/state';
import { useI18n } from '../shell/I18n';
import { primaryButton } from '../ui/styles';
import { addToBasket, pieces } from '../../lib/api/basket';

/**
 * Add to Basket itself (AddToBasketButton shows it to logged-in shoppers): confirms with the
 * product's name, or shows the server's refusal (out of stock, per-order limit).
 */
export default function BasketAdder({ productId, productName }: { productId: number; productName: string }) {
  const { t } = useI18n();
  const snack = useSnack();
  const setCount = useSetAtom(basketCountAtom);
  const [busy, setBusy] = useState(false);

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
