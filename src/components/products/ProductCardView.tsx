import { css, cx } from 'styled-system/css';
import type { ProductCard } from '../../lib/content/queries';
import type { T } from '../../lib/i18n';
import { imageUrl } from '../../lib/images';
import { AddToBasketButton } from '../basket/AddToBasketButton';
import { ProductDetailsTrigger } from './ProductCardActions';
import { Price } from './Price';

const LOW_STOCK = 5;

const ribbon = css({
  position: 'absolute',
  top: '3',
  insetStart: '-1',
  px: '3',
  py: '0.5',
  fontSize: 'xs',
  fontWeight: 'bold',
  borderRadius: '0 4px 4px 0',
  boxShadow: 'md',
  textTransform: 'uppercase',
});

/**
 * One product of the grid: picture and name open the details, stock ribbons, price (struck through
 * for deluxe members when theirs differs), add to basket. No hooks and no directive, so the server
 * grid and the grid the browser renders from GET /rest/products/search share it.
 */
export function ProductCardView({ product, t, deluxe, position }: { product: ProductCard; t: T; deluxe: boolean; position: number }) {
  const quantity = Number(product.quantity ?? 0);
  const details = { ...product, imageUrl: imageUrl(product.image) };
  const showDeluxe = deluxe && product.deluxePrice !== product.price;
  const ribbonShown =
    quantity <= 0 ? (
      <span className={`${ribbon} ${css({ bg: '#c62828', color: 'white' })}`}>{t.LABEL_SOLD_OUT()}</span>
    ) : quantity <= LOW_STOCK ? (
      <span className={`${ribbon} ${css({ bg: '#ffb300', color: '#2b1d00' })}`}>{t.LABEL_ONLY_QUANTITY_LEFT({ quantity })}</span>
    ) : null;
  // upstream's element names around and inside the card (mat-grid-tile, mat-card, .info-box .name,
  // .item-price), which public e2e suites select by; the texts are spaced as upstream's, so a
  // card's text reads "<name> <price>¤ …"
  return (
    <mat-grid-tile className={cx('mat-grid-tile', css({ display: 'flex' }))}>
      <mat-card className={cx('mat-mdc-card mdc-card mat-card', css({ display: 'flex', flex: 1, minW: 0 }))}>
        <article
          className={cx(
            'product',
            css({
              position: 'relative',
              flex: 1,
              minW: 0,
              bg: 'raised',
              borderRadius: 'card',
              overflow: 'hidden',
              display: 'flex',
              flexDir: 'column',
              boxShadow: 'md',
            }),
          )}
        >
          {ribbonShown}
          <ProductDetailsTrigger product={details}>
            <img
              src={details.imageUrl}
              alt={product.name}
              width={300}
              height={300}
              loading={position < 4 ? 'eager' : 'lazy'}
              fetchPriority={position < 2 ? 'high' : undefined}
              className={css({ w: 'full', aspectRatio: '1', objectFit: 'contain', bg: 'white', p: '4' })}
            />
            <span className={cx('info-box', css({ display: 'block', px: '4', pt: '3', fontWeight: 'semibold', textAlign: 'start' }))}>
              <span className="name item-name">{product.name}</span>
            </span>
          </ProductDetailsTrigger>{' '}
          <div
            className={css({
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: '2',
              px: '4',
              py: '3',
              mt: 'auto',
            })}
          >
            <span className={cx('price item-price', css({ fontSize: 'lg' }))}>
              {showDeluxe ? (
                <>
                  <s className={css({ color: 'muted', fontSize: 'sm', me: '2' })}>
                    <Price value={product.price} />
                  </s>
                  {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the e2e suites find the deluxe price by this label */}
                  <span aria-label={t.LABEL_DELUXE_PRICE()}>
                    <Price value={product.deluxePrice} />
                  </span>
                </>
              ) : (
                <span>
                  <Price value={product.price} />
                </span>
              )}
            </span>{' '}
            <AddToBasketButton productId={product.id} productName={product.name} />
          </div>
        </article>
      </mat-card>
    </mat-grid-tile>
  );
}
