'use client';
import { useForm, useStore } from '@tanstack/react-form';
import { css } from 'styled-system/css';
import { MAX_STOCK_LEVEL } from '../../lib/stock';
import { useSnack } from '../../lib/state';
import { useI18n } from '../shell/I18n';
import { primaryButton } from '../ui/styles';
import { restockProduct } from '../../lib/content/stock-actions';
import { useSend } from '../../lib/api/use-api';

/** The staff control of the product details dialog: sets the product's stock level through a server function. */
export function RestockForm({ productId, productName }: { productId: number; productName: string }) {
  const { t } = useI18n();
  const snack = useSnack();
  // the browser's own checks (required, 0 to the maximum) stay as they were: the server function decides the rest
  const { send } = useSend(restockProduct);
  const form = useForm({
    defaultValues: { quantity: '' },
    onSubmit: async ({ value }) => {
      const result = await send(productId, Number(value.quantity));
      if (!result) return;
      if ('error' in result) snack(result.error, 'error');
      else snack(t.RESTOCK_DONE({ name: productName, quantity: result.quantity }));
    },
  });
  const quantity = useStore(form.store, (s) => s.values.quantity);
  const busy = useStore(form.store, (s) => s.isSubmitting);

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
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
      <label htmlFor="restockQuantity" className={css({ display: 'flex', flexDir: 'column', fontSize: 'sm', flex: 1 })}>
        {t.RESTOCK_TITLE()}
        <form.Field name="quantity">
          {(field) => (
            <input
              id="restockQuantity"
              type="number"
              min={0}
              max={MAX_STOCK_LEVEL}
              step={1}
              required
              value={field.state.value}
              placeholder={t.RESTOCK_QUANTITY()}
              aria-label={t.RESTOCK_QUANTITY()}
              onChange={(e) => field.handleChange(e.target.value)}
              className={css({
                mt: '1',
                p: '2',
                borderRadius: 'md',
                border: '1px solid',
                borderColor: 'muted',
                bg: 'surface',
                color: 'text',
              })}
            />
          )}
        </form.Field>
      </label>
      <button type="submit" disabled={busy || quantity === ''} className={primaryButton}>
        {t.RESTOCK_SUBMIT()}
      </button>
    </form>
  );
}
