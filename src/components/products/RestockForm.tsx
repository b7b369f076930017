'use client';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { MAX_STOCK_LEVEL } from '../../lib/stock';
import { useSnack } from '../../lib/state';
import { useI18n } from '../shell/I18n';
import { primaryButton } from '../ui/styles';
import { restockProduct } from '../../lib/content/stock-actions';

/** The staff control of the product details dialog: sets the product's stock level through a server function. */
export function RestockForm({ productId, productName }: { productId: number; productName: string }) {
  const { t } = useI18n();
  const snack = useSnack();
  const [quantity, setQuantity] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const result = await restockProduct(productId, Number(quantity));
      if ('error' in result) snack(result.error, 'error');
      else snack(t.RESTOCK_DONE({ name: productName, quantity: result.quantity }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      className={css({
        mt: '4',
        display: 'flex',
        alignItems: 'flex-end',
        gap: '2',
        borderTop: '1px solid',
        borderColor: 'raised',
        pt: '3',
      })}
    >
      <label className={css({ display: 'flex', flexDir: 'column', fontSize: 'sm', flex: 1 })}>
        {t.RESTOCK_TITLE()}
        <input
          id="restockQuantity"
          type="number"
          min={0}
          max={MAX_STOCK_LEVEL}
          step={1}
          required
          value={quantity}
          placeholder={t.RESTOCK_QUANTITY()}
          aria-label={t.RESTOCK_QUANTITY()}
          onChange={(e) => setQuantity(e.target.value)}
          className={css({ mt: '1', p: '2', borderRadius: 'md', border: '1px solid', borderColor: 'muted', bg: 'surface', color: 'text' })}
        />
      </label>
      <button type="submit" disabled={busy || quantity === ''} className={primaryButton}>
        {t.RESTOCK_SUBMIT()}
      </button>
    </form>
  );
}
