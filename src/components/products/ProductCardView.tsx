import { css } from 'styled-system/css';
import type { ProductCard } from '../../lib/content/queries';
import type { T } from '../../lib/i18n';
import { imageUrl } from '../../lib/images';
import { AddToBasketButton } from '../basket/AddToBasketButton';
import { ProductDetailsTrigger } from './ProductCardActions';

const LOW_STOCK = 5;

const ribbon = css({
  position: 'absolute',
  top: '3',
  left: '-1',
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
  return (
    <article
      className={css({
        position: 'relative',
        bg: 'raised',
        borderRadius: 'card',
        overflow: 'hidden',
        display: 'flex',
        flexDir: 'column',
        boxShadow: 'md',
      })}
    >
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
        <span className={css({ display: 'block', px: '4', pt: '3', fontWeight: 'semibold', textAlign: 'left' })}>{product.name}</span>
      </ProductDetailsTrigger>
      {quantity <= 0 ? (
        <span className={`${ribbon} ${css({ bg: '#c62828', color: 'white' })}`}>{t.LABEL_SOLD_OUT()}</span>
      ) : quantity <= LOW_STOCK ? (
        <span className={`${ribbon} ${css({ bg: '#ffb300', color: '#2b1d00' })}`}>{t.LABEL_ONLY_QUANTITY_LEFT({ quantity })}</span>
      ) : null}
      <div
        className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', px: '4', py: '3', mt: 'auto' })}
      >
        <span className={css({ fontSize: 'lg' })}>
          {showDeluxe ? (
            <>
              <s className={css({ color: 'muted', fontSize: 'sm', mr: '2' })}>{product.price}¤</s>
              {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the e2e suites find the deluxe price by this label */}
              <span aria-label={t.LABEL_DELUXE_PRICE()}>{product.deluxePrice}¤</span>
            </>
          ) : (
            <span>{product.price}¤</span>
          )}
        </span>
        <AddToBasketButton productId={product.id} productName={product.name} />
      </div>
    </article>
  );
}
