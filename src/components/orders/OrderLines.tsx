'use client';
import { css, cx } from 'styled-system/css';
import { useI18n } from '../shell/I18n';
import { Cell, HeadCell, MatTable, Row } from '../ui/PagedTable';
import type { OrderLine } from '../../lib/basket';

export const card = css({ bg: 'surface', borderRadius: 'card', boxShadow: 'lg', p: { base: '4', md: '6' } });
const numeric = css({ textAlign: 'right!', whiteSpace: 'nowrap' });

/**
 * The product lines of an order or basket (product, price, quantity, total), with optional summary
 * rows below. In upstream's element names, as the purchase basket's: suites read
 * `mat-cell.mat-column-quantity > span` on the order summary.
 */
export function OrderLines({ lines, summary }: { lines: OrderLine[]; summary?: Array<[string, string]> }) {
  const { t, format } = useI18n();
  return (
    <div className={css({ overflowX: 'auto' })}>
      <MatTable
        label={t.LABEL_PRODUCT_ORDERED()}
        className={css({ '& mat-row:hover': { bg: 'transparent' } })}
        head={
          <>
            <HeadCell name="product">{t.LABEL_PRODUCT()}</HeadCell>
            <HeadCell name="price" className={numeric}>
              {t.LABEL_PRICE()}
            </HeadCell>
            <HeadCell name="quantity" className={numeric}>
              {t.LABEL_QUANTITY()}
            </HeadCell>
            <HeadCell name="total_price" className={numeric}>
              {t.LABEL_TOTAL_PRICE()}
            </HeadCell>
          </>
        }
      >
        {lines.map((line) => (
          <Row key={line.id}>
            <Cell name="product" className="product-name">
              {line.name}
            </Cell>
            <Cell name="price" className={cx(numeric, 'product-price')}>
              {format.amount(line.price)}
            </Cell>
            <Cell name="quantity" className={cx(numeric, 'product-quantity')}>
              <span>{line.quantity}</span>
            </Cell>
            <Cell name="total_price" className={cx(numeric, 'product-total')}>
              {format.amount(line.total)}
            </Cell>
          </Row>
        ))}
        {summary?.map(([label, value], i) => (
          <Row key={label} className={css({ fontWeight: i === summary.length - 1 ? 'bold' : 'normal' })}>
            {/* the label sits in the quantity column, or in the wider product column on phones */}
            <Cell name="product">
              <span className={css({ hideFrom: 'sm' })}>{label}</span>
            </Cell>
            <Cell name="price" />
            <Cell name="quantity" className={numeric}>
              <span className={css({ hideBelow: 'sm' })}>{label}</span>
            </Cell>
            <Cell name="total_price" className={numeric}>
              {value}
            </Cell>
          </Row>
        ))}
      </MatTable>
    </div>
  );
}
