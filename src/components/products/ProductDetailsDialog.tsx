'use client';
import { Dialog } from '@ark-ui/react/dialog';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { fetchReviews, type ReviewJson } from '../../lib/api';
import { AddToBasketButton } from '../basket/AddToBasketButton';
import { DialogFrame } from '../shell/DialogFrame';
import { useI18n } from '../shell/I18n';
import { icon } from '../shell/icon';
import type { Details } from './ProductCardActions';

// only the reviews use it: kept out of the shell's icons, which ship on every page
const ThumbIcon = icon('M1 21h4V9H1zm22-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L14.2 1 7.6 7.6C7.2 8 7 8.5 7 9v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1.2-.7z');

/** Product details (500 px): description as HTML, price, bonus points and the reviews. */
export default function ProductDetailsDialog({ product, onClose }: { product: Details; onClose: () => void }) {
  const { t } = useI18n();
  const [reviews, setReviews] = useState<ReviewJson[] | null>(null);
  useEffect(() => {
    fetchReviews(product.id).then(setReviews, () => setReviews([]));
  }, [product.id]);
  return (
    <DialogFrame width={500} onClose={onClose}>
      <img src={product.imageUrl} alt={product.name} width={220} height={220} className={css({ mx: 'auto', w: '55', h: '55', objectFit: 'contain', bg: 'white', borderRadius: 'card', p: '3' })} />
      <Dialog.Title className={css({ fontSize: 'xl', fontWeight: 'bold', mt: '4' })}>{product.name}</Dialog.Title>
      <Dialog.Description className={css({ mt: '2', lineHeight: '1.6', '& a': { textDecoration: 'underline' } })} dangerouslySetInnerHTML={{ __html: product.description }} />
      <p className={css({ mt: '3', fontSize: 'lg', fontWeight: 'semibold' })}>{product.price}¤</p>
      <p className={css({ color: 'muted', fontSize: 'sm' })}>{t.LABEL_BONUS_POINTS({ points: Number(product.points) })}</p>
      <div className={css({ mt: '3' })}>
        <AddToBasketButton productId={product.id} productName={product.name} />
      </div>
      <h3 className={css({ mt: '5', mb: '2', fontWeight: 'bold', borderTop: '1px solid', borderColor: 'raised', pt: '3' })}>
        {t.TITLE_REVIEWS()} ({reviews?.length ?? 0})
      </h3>
      {reviews === null ? (
        <p className={css({ color: 'muted' })}>{t.LOADING_REVIEWS()}</p>
      ) : reviews.length === 0 ? (
        <p className={css({ color: 'muted' })}>{t.EMPTY_REVIEW_LIST()}</p>
      ) : (
        <ul className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
          {reviews.map((r) => (
            <li key={r._id} className={css({ bg: 'raised', borderRadius: 'md', p: '3' })}>
              <p className={css({ fontSize: 'xs', color: 'muted' })}>{r.author === 'Anonymous' ? t.ANONYMOUS() : r.author}</p>
              <p>{r.message}</p>
              <p className={css({ display: 'flex', alignItems: 'center', gap: '1', fontSize: 'xs', color: 'muted', mt: '1', '& svg': { w: '4', h: '4' } })} aria-label={t.LIKES({ count: r.likesCount })}>
                <ThumbIcon /> {r.likesCount}
              </p>
            </li>
          ))}
        </ul>
      )}
    </DialogFrame>
  );
}

