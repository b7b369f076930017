'use client';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { fetchReviews, type ReviewJson } from '../../lib/api';
import { useI18n } from '../shell/I18n';
import { CloseIcon, ThumbIcon } from '../shell/Icons';
import { dialogBackdrop, dialogContent, dialogPositioner, iconButton } from '../shell/styles';
import type { Details } from './ProductCardActions';

/** Product details (500 px): description as HTML, price, bonus points and the reviews. */
export default function ProductDetailsDialog({ product, onClose }: { product: Details; onClose: () => void }) {
  const { t } = useI18n();
  const [reviews, setReviews] = useState<ReviewJson[] | null>(null);
  useEffect(() => {
    fetchReviews(product.id).then(setReviews, () => setReviews([]));
  }, [product.id]);
  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && onClose()}>
      <Portal>
        <Dialog.Backdrop className={dialogBackdrop} />
        <Dialog.Positioner className={dialogPositioner}>
          <Dialog.Content className={cx(dialogContent, css({ w: 'min(500px, 94vw)' }))}>
            <Dialog.CloseTrigger aria-label={t.BTN_CLOSE()} className={cx(iconButton, css({ position: 'absolute', top: '2', right: '2' }))}>
              <CloseIcon />
            </Dialog.CloseTrigger>
            <img src={product.imageUrl} alt={product.name} width={220} height={220} className={css({ mx: 'auto', w: '55', h: '55', objectFit: 'contain', bg: 'white', borderRadius: 'card', p: '3' })} />
            <Dialog.Title className={css({ fontSize: 'xl', fontWeight: 'bold', mt: '4' })}>{product.name}</Dialog.Title>
            <Dialog.Description className={css({ mt: '2', lineHeight: '1.6', '& a': { textDecoration: 'underline' } })} dangerouslySetInnerHTML={{ __html: product.description }} />
            <p className={css({ mt: '3', fontSize: 'lg', fontWeight: 'semibold' })}>{product.price}¤</p>
            <p className={css({ color: 'muted', fontSize: 'sm' })}>{t.LABEL_BONUS_POINTS({ points: product.points })}</p>
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
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

