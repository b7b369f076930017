'use client';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { ProductCard } from '../../lib/content/queries';
import { useI18n } from '../shell/I18n';

// the dialog (and Ark's dialog machine) loads when a shopper first opens a product
const ProductDetailsDialog = lazy(() => import('./ProductDetailsDialog'));

export type Details = ProductCard & { imageUrl: string };

/** Makes a card's picture and name open the product details dialog (500 px) with its reviews. */
export function ProductDetailsTrigger({ product, children }: { product: Details; children: ReactNode }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={t.PRODUCT_DETAILS({ name: product.name })}
        onClick={() => setOpen(true)}
        className={css({
          display: 'block',
          w: 'full',
          p: 0,
          bg: 'transparent',
          border: 'none',
          color: 'text',
          cursor: 'pointer',
          textAlign: 'start',
        })}
      >
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
