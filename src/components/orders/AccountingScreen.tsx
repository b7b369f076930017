'use client';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { useSnack } from '../../lib/state';
import { CheckIcon } from '../account/AccountIcons';
import { useI18n } from '../shell/I18n';
import { Cell, HeadCell, PagedTable, Panel, Row, smallButton, useList } from '../ui/PagedTable';
import { fetchAllOrders, setDeliveryStatus, updatePrice, updateQuantity, type OrderJson } from '../../lib/api/orders';
import { fetchQuantities, searchProducts } from '../../lib/api/products';
import { useSend } from '../../lib/api/use-api';
import { TruckIcon } from './icons';

type ProductRow = { id: number; name: string; price: number };
type StockRow = { id: number; ProductId: number; quantity: number };

/** Every product, as upstream's accounting screen lists them: the search with an empty query. */
const listAllProducts = () => searchProducts('');

const numberInput = css({
  w: '24',
  bg: 'bg',
  color: 'text',
  border: '1px solid',
  borderColor: 'raised',
  borderRadius: 'md',
  px: '2',
  py: '1',
  _focus: { borderColor: 'accent', outline: 'none' },
});

/**
 * One editable number: typed in, saved with its button (below 0 becomes 0, as the spec says). Not
 * on @tanstack/react-form: no schema checks it (the server takes any number from the accountant),
 * and the library's 15 KB gzip would take /accounting from about 127 KB past its 130 KB script
 * budget (measured with npm run bench: 153.2 KB together with Ark's paginator).
 */
function NumberEdit({
  value,
  label,
  saveLabel,
  step,
  onSave,
}: {
  value: number;
  label: string;
  saveLabel: string;
  step: string;
  onSave: (v: number) => void;
}) {
  const [text, setText] = useState(String(value));
  const save = () => {
    const n = Number(text);
    if (text.trim() !== '' && Number.isFinite(n)) onSave(Math.max(n, 0));
  };
  return (
    <form
      className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <input type="number" step={step} aria-label={label} className={numberInput} value={text} onChange={(e) => setText(e.target.value)} />
      <button type="submit" aria-label={saveLabel} title={saveLabel} className={smallButton}>
        <CheckIcon />
      </button>
    </form>
  );
}

function OrdersPanel() {
  const { t, format } = useI18n();
  const list = useList(fetchAllOrders);
  const { send } = useSend(setDeliveryStatus);
  const toggle = async (order: OrderJson) => {
    if ((await send(order._id, order.delivered)) !== undefined) await list.load();
  };
  return (
    <Panel id="orders" title={t.SECTION_ORDERS()}>
      <PagedTable
        label={t.SECTION_ORDERS()}
        hook="orders-table"
        list={list}
        head={
          <>
            <HeadCell name="OrderId">{t.LABEL_ORDER_ID()}</HeadCell>
            <HeadCell name="Price">{t.LABEL_PRICE()}</HeadCell>
            <HeadCell name="Status">{t.LABEL_STATUS()}</HeadCell>
            <HeadCell name="StatusButton" className={css({ w: '12' })} />
          </>
        }
        row={(order) => (
          <Row key={order._id} data-order-id={order.orderId}>
            <Cell name="OrderId" className={css({ fontFamily: 'mono', wordBreak: 'break-all', minW: '36' })}>
              {order.orderId}
            </Cell>
            <Cell name="Price" className={css({ whiteSpace: 'nowrap' })}>
              {format.amount(order.totalPrice)}
            </Cell>
            <Cell
              name="Status"
              className={cx(
                css({ whiteSpace: 'nowrap' }),
                order.delivered ? cx('confirmation', css({ color: 'accent' })) : css({ color: '#ffb74d' }),
              )}
            >
              {order.delivered ? t.LABEL_DELIVERED() : t.LABEL_IN_TRANSIT()}
            </Cell>
            <Cell name="StatusButton">
              <button
                type="button"
                className={smallButton}
                aria-label={order.delivered ? t.MARK_IN_TRANSIT({ id: order.orderId }) : t.MARK_DELIVERED({ id: order.orderId })}
                onClick={() => toggle(order)}
              >
                <TruckIcon />
              </button>
            </Cell>
          </Row>
        )}
      />
    </Panel>
  );
}

function ProductsPanel() {
  const { t } = useI18n();
  const products = useList(listAllProducts);
  const stock = useList(fetchQuantities);
  const snack = useSnack();
  const price = useSend(updatePrice);
  const quantity = useSend(updateQuantity);
  const stockOf = new Map((stock.rows ?? []).map((q) => [q.ProductId, q]));
  const savePrice = async (p: ProductRow, value: number) => {
    const updated = await price.send(p.id, value);
    if (!updated) return;
    snack(t.PRICE_UPDATED({ name: updated.name }));
    await products.load();
  };
  const saveQuantity = async (p: ProductRow, q: StockRow, value: number) => {
    if (!(await quantity.send(q.id, value))) return;
    snack(t.QUANTITY_UPDATED({ name: p.name }));
    await stock.load();
  };
  return (
    <Panel id="products" title={`${t.SECTION_PRODUCT_PRICES()} · ${t.SECTION_STOCK()}`}>
      <PagedTable
        label={t.SECTION_PRODUCT_PRICES()}
        hook="inventory-table"
        list={products}
        head={
          <>
            <HeadCell name="Product">{t.LABEL_PRODUCT()}</HeadCell>
            <HeadCell name="Price">{t.LABEL_PRICE()}</HeadCell>
            <HeadCell name="Quantity">{t.LABEL_STOCK()}</HeadCell>
          </>
        }
        row={(p) => {
          const q = stockOf.get(p.id);
          return (
            <Row key={p.id}>
              <Cell name="Product" className={css({ minW: '36' })}>
                {p.name}
              </Cell>
              <Cell name="Price">
                <NumberEdit
                  key={p.price}
                  value={p.price}
                  step="0.01"
                  label={t.EDIT_PRICE_OF({ name: p.name })}
                  saveLabel={t.SAVE_PRICE_OF({ name: p.name })}
                  onSave={(v) => savePrice(p, v)}
                />
              </Cell>
              <Cell name="Quantity">
                {q && (
                  <NumberEdit
                    key={q.quantity}
                    value={q.quantity}
                    step="1"
                    label={t.EDIT_STOCK_OF({ name: p.name })}
                    saveLabel={t.SAVE_STOCK_OF({ name: p.name })}
                    onSave={(v) => saveQuantity(p, q, v)}
                  />
                )}
              </Cell>
            </Row>
          );
        }}
      />
    </Panel>
  );
}

/** The accountant's page: orders with their delivery state, product prices and stock, 10 rows a page each. */
export function AccountingScreen() {
  const { t } = useI18n();
  return (
    <div className={css({ maxW: '7xl', mx: 'auto' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '5', color: 'accent' })}>{t.ACCOUNTING()}</h1>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1fr 1.3fr' }, gap: '6', alignItems: 'start' })}>
        <OrdersPanel />
        <ProductsPanel />
      </div>
    </div>
  );
}
