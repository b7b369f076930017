'use client';
import { useSetAtom } from 'jotai';
import { useEffect, useState, type HTMLAttributes } from 'react';
import { Link, useRouter } from 'waku';
import { css, cx } from 'styled-system/css';
import { basketLines, unitPrice, type BasketProduct } from '../../lib/basket';
import { imageUrl } from '../../lib/images';
import { basketCountAtom } from '../../lib/state';
import { STORED } from '../../lib/storage';
import { TrashIcon } from '../account/AccountIcons';
import { roleOf, useToken } from '../account/session';
import { decodeToken } from '../../lib/login-storage';
import { AccountCard } from '../ui/FormKit';
import { CartIcon } from '../ui/Icons';
import { icon } from '../ui/icon';
import { useI18n } from '../shell/I18n';
import { primaryButton } from '../ui/styles';
import { cellClass, ROW_CLASS, smallButton } from '../ui/PagedTable';
import { changeQuantity, fetchBasket, pieces, removeFromBasket } from '../../lib/api/basket';
import { useLoad, useSend } from '../../lib/api/use-api';

const MinusIcon = icon('M19 13H5v-2h14z');
const PlusIcon = icon('M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z');

/** A cell of basket column `name`, with upstream's classes for it (mat-table's `cdk-column-<name>`), which suites select by. */
function BasketCell({ name, className, children, ...rest }: { name: string } & HTMLAttributes<HTMLElement>) {
  return (
    <mat-cell className={cx(cellClass(name), className)} {...rest}>
      {children}
    </mat-cell>
  );
}

/** One product of the basket: picture, name, quantity with less/more, line price, remove. */
function BasketLine({
  product,
  deluxe,
  busy,
  onQuantity,
  onRemove,
}: {
  product: BasketProduct;
  deluxe: boolean;
  busy: boolean;
  onQuantity: (q: number) => void;
  onRemove: () => void;
}) {
  const { t, format } = useI18n();
  const { quantity } = product.BasketItem;
  return (
    <mat-row
      role="listitem"
      className={cx(
        ROW_CLASS,
        css({
          display: 'grid',
          gridTemplateColumns: { base: '3.5rem 1fr auto', md: '4rem 1fr 9rem 6rem auto' },
          alignItems: 'center',
          columnGap: '3',
          rowGap: '1',
          py: '3',
          borderBottom: '1px solid token(colors.raised)',
        }),
      )}
    >
      <BasketCell name="image" className={css({ gridRow: { base: 'span 2', md: 'auto' } })}>
        <img
          src={imageUrl(product.image)}
          alt=""
          width={64}
          height={64}
          className={css({
            display: 'block',
            w: { base: '14', md: '16' },
            h: { base: '14', md: '16' },
            objectFit: 'contain',
            bg: 'white',
            borderRadius: 'md',
            p: '1',
          })}
        />
      </BasketCell>
      <BasketCell name="product" className={css({ fontWeight: 'semibold' })}>
        {product.name}
      </BasketCell>
      <BasketCell
        name="quantity"
        role="group"
        aria-label={t.BASKET_QUANTITY()}
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '1',
          gridColumn: { base: '2', md: 'auto' },
          gridRow: { base: '2', md: 'auto' },
        })}
      >
        <button
          type="button"
          className={smallButton}
          aria-label={t.BASKET_DECREASE({ product: product.name })}
          disabled={busy || quantity === 1}
          onClick={() => onQuantity(Math.max(1, quantity - 1))}
        >
          <MinusIcon />
        </button>
        {/* upstream's quantity is the cell's span (`mat-cell.mat-column-quantity > span`) */}
        <span>
          <output className={css({ display: 'inline-block', minW: '8', textAlign: 'center', fontVariantNumeric: 'tabular-nums' })}>
            {quantity}
          </output>
        </span>
        <button
          type="button"
          className={smallButton}
          aria-label={t.BASKET_INCREASE({ product: product.name })}
          disabled={busy}
          onClick={() => onQuantity(quantity + 1)}
        >
          <PlusIcon />
        </button>
      </BasketCell>
      <BasketCell
        name="price"
        className={css({
          textAlign: 'end',
          fontVariantNumeric: 'tabular-nums',
          gridColumn: { base: '3', md: 'auto' },
          gridRow: { base: '2', md: 'auto' },
        })}
      >
        {format.amount(unitPrice(product, deluxe) * quantity)}
      </BasketCell>
      <BasketCell
        name="remove"
        className={css({ gridColumn: { base: '3', md: 'auto' }, gridRow: { base: '1', md: 'auto' }, justifySelf: 'end' })}
      >
        <button
          type="button"
          className={smallButton}
          aria-label={t.BASKET_REMOVE({ product: product.name })}
          disabled={busy}
          onClick={onRemove}
        >
          <TrashIcon />
        </button>
      </BasketCell>
    </mat-row>
  );
}

/**
 * The basket: its products with quantity and removal, the total (deluxe prices for deluxe
 * members), the bonus points and the way to checkout. Keeps the navbar count and the stored
 * item total (which the payment step reads) in step with what the server holds.
 */
export function BasketScreen() {
  const { t, format } = useI18n();
  const router = useRouter();
  const token = useToken();
  const setCount = useSetAtom(basketCountAtom);
  const [busy, setBusy] = useState(false);
  const deluxe = roleOf(token) === 'deluxe';

  // a failure is in the snackbar, and the basket shows empty
  const basket = useLoad(async () => {
    if (!localStorage.getItem(STORED.token)) return [];
    const loaded = await fetchBasket();
    setCount(pieces(loaded));
    return loaded;
  }, [token, setCount]);
  const products = basket.error ? [] : (basket.data ?? null);
  const load = basket.reload;

  /** A change the server may refuse (stock, limit): its message goes to a snackbar, and the basket is read again either way. */
  const { send } = useSend((request: () => Promise<unknown>) => request());
  const change = async (request: () => Promise<unknown>) => {
    setBusy(true);
    await send(request);
    await load();
    setBusy(false);
  };

  const email = decodeToken(token)?.data?.email;
  const { itemTotal, bonus } = basketLines(products ?? [], deluxe);
  // the payment step reads the item total from here, as upstream's does
  useEffect(() => {
    if (products) sessionStorage.setItem(STORED.itemTotal, String(itemTotal));
  }, [products, itemTotal]);
  return (
    <AccountCard title={email ? t.BASKET_OF({ email }) : t.TITLE_YOUR_BASKET()} icon={<CartIcon />} wide>
      {products === null ? (
        <p aria-busy="true" className={css({ minH: '24' })} />
      ) : products.length === 0 ? (
        <p className={css({ color: 'muted', py: '4' })}>
          {token ? t.BASKET_EMPTY() : t.BASKET_LOGIN_FIRST()}{' '}
          <Link to={token ? '/search' : '/login'} className={css({ color: 'accent' })}>
            {token ? t.BASKET_CONTINUE_SHOPPING() : t.TITLE_LOGIN()}
          </Link>
        </p>
      ) : (
        <mat-table
          role="list"
          aria-label={t.TITLE_YOUR_BASKET()}
          className={cx('mat-mdc-table mdc-data-table__table cdk-table', css({ borderTop: '1px solid token(colors.raised)' }))}
        >
          {products.map((p) => (
            <BasketLine
              key={p.BasketItem.id}
              product={p}
              deluxe={deluxe}
              busy={busy}
              onQuantity={(q) => change(() => changeQuantity(p.BasketItem.id, q))}
              onRemove={() => change(() => removeFromBasket(p.BasketItem.id))}
            />
          ))}
        </mat-table>
      )}
      <div
        className={css({
          display: 'flex',
          flexDir: { base: 'column', md: 'row' },
          alignItems: { base: 'stretch', md: 'center' },
          justifyContent: 'space-between',
          gap: '4',
          mt: '5',
        })}
      >
        <div>
          <p id="price" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
            {t.BASKET_TOTAL_PRICE({ price: format.amount(itemTotal) })}
          </p>
          <p className={css({ color: 'muted', fontSize: 'sm' })}>{t.BASKET_BONUS({ bonus })}</p>
        </div>
        <button
          type="button"
          id="checkoutButton"
          className={cx(primaryButton, css({ py: '2.5', px: '8' }))}
          disabled={!products?.length || busy}
          onClick={() => router.push('/address/select')}
        >
          {t.BASKET_CHECKOUT()}
        </button>
      </div>
    </AccountCard>
  );
}
