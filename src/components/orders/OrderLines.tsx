'use client';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { money } from '../../lib/money';
import { useI18n } from '../shell/I18n';
import { table } from '../ui/PagedTable';
import type { OrderLine } from '../../lib/basket';

export const card = css({ bg: 'surface', borderRadius: 'card', boxShadow: 'lg', p: { base: '4', md: '6' } });
const numeric = css({ textAlign: 'right!', whiteSpace: 'nowrap' });

/** The product lines of an order or basket (product, price, quantity, total), with optional summary rows below. */
export function OrderLines({ lines, summary, caption }: { lines: OrderLine[]; summary?: Array<[string, string]>; caption?: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table className={cx(table, css({ '& tbody tr:hover': { bg: 'transparent' } }))}>
        {caption && <caption className={css({ textAlign: 'left', fontWeight: 'bold', py: '2' })}>{caption}</caption>}
        <thead>
          <tr>
            <th>{t.LABEL_PRODUCT()}</th>
            <th className={cx(numeric, css({ hideBelow: 'sm' }))}>{t.LABEL_PRICE()}</th>
            <th className={numeric}>{t.LABEL_QUANTITY()}</th>
            <th className={numeric}>{t.LABEL_TOTAL_PRICE()}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <td className="product-name">{line.name}</td>
              <td className={cx(numeric, css({ hideBelow: 'sm' }), 'product-price')}>{money(line.price)}</td>
              <td className={cx(numeric, 'product-quantity')}>{line.quantity}</td>
              <td className={cx(numeric, 'product-total')}>{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
        {summary && (
          <tfoot>
            {summary.map(([label, value], i) => (
              <tr key={label} className={css({ fontWeight: i === summary.length - 1 ? 'bold' : 'normal' })}>
                {/* the label spans price and quantity, or just the product on phones, where the price column is hidden */}
                <td className={css({ hideBelow: 'sm' })} />
                <td colSpan={2} className={numeric}>
                  {label}
                </td>
                <td className={numeric}>{value}</td>
              </tr>
            ))}
          </tfoot>
        )}
      </table>
    </div>
  );
}
