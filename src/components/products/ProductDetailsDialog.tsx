'use client';
import { Dialog } from '@ark-ui/react/dialog';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { ApiError } from '../../lib/api/client';
import { fetchReviews, likeReview, type ReviewJson } from '../../lib/api/reviews';
import { decodeToken } from '../../lib/login-storage';
import { useSnack } from '../../lib/state';
import { useToken } from '../account/token';
import { AddToBasketButton } from '../basket/AddToBasketButton';
import { DialogFrame } from '../ui/DialogFrame';
import { useI18n } from '../shell/I18n';
import { icon } from '../ui/icon';
import { iconButton } from '../ui/styles';
import type { Details } from './ProductCardActions';

// writing and editing load once a logged-in shopper opens the dialog: visitors who only read never fetch them
const ReviewForm = lazy(() => import('./ReviewWriting').then((m) => ({ default: m.ReviewForm })));
const ReviewEditDialog = lazy(() => import('./ReviewWriting').then((m) => ({ default: m.ReviewEditDialog })));
// the staff restock control loads for admins only
const RestockForm = lazy(() => import('./RestockForm').then((m) => ({ default: m.RestockForm })));

/** The spec's pause before the list reloads after a like. */
const LIKE_RELOAD_DELAY_MS = 200;

// only the reviews use it: kept out of the shell's icons, which ship on every page
const ThumbIcon = icon(
  'M1 21h4V9H1zm22-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L14.2 1 7.6 7.6C7.2 8 7 8.5 7 9v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1.2-.7z',
);

/**
 * Product details (500 px): description as HTML, price, bonus points and the reviews. Logged-in
 * shoppers like reviews, write one, and edit their own by clicking it; the list reloads after each.
 */
export default function ProductDetailsDialog({ product, onClose }: { product: Details; onClose: () => void }) {
  const { t, format } = useI18n();
  const snack = useSnack();
  const token = useToken();
  const user = decodeToken(token)?.data;
  const email = user?.email;
  const [reviews, setReviews] = useState<ReviewJson[] | null>(null);
  const [liking, setLiking] = useState<string | null>(null);
  const [editing, setEditing] = useState<ReviewJson | null>(null);
  const reload = useCallback(() => fetchReviews(product.id).then(setReviews, () => setReviews([])), [product.id]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads also when the login changes (token), which decides the reviews the reader may edit
  useEffect(() => {
    void reload();
  }, [reload, token]);

  const like = async (review: ReviewJson) => {
    setLiking(review._id); // one like per click: a burst of clicks must not race the server's check
    try {
      await Promise.all([likeReview(review._id), new Promise((r) => setTimeout(r, LIKE_RELOAD_DELAY_MS))]);
    } catch (e) {
      snack(e instanceof ApiError ? e.message : String(e), 'error');
    }
    await reload();
    setLiking(null);
  };

  return (
    <DialogFrame width={500} onClose={onClose}>
      <img
        src={product.imageUrl}
        alt={product.name}
        width={220}
        height={220}
        className={css({ mx: 'auto', w: '56', h: '56', objectFit: 'contain', bg: 'white', borderRadius: 'card', p: '3' })}
      />
      {/* `.info-box .name` and `.item-price`: upstream's class names, which public e2e suites select the name and price by */}
      <div className="info-box">
        <Dialog.Title className={cx('name', css({ fontSize: 'xl', fontWeight: 'bold', mt: '4' }))}>{product.name}</Dialog.Title>
      </div>
      <Dialog.Description
        className={css({ mt: '2', lineHeight: '1.6', '& a': { textDecoration: 'underline' } })}
        dangerouslySetInnerHTML={{ __html: product.description }}
      />
      <p className={cx('item-price', css({ mt: '3', fontSize: 'lg', fontWeight: 'semibold' }))}>{format.price(product.price)}</p>
      <p className={css({ color: 'muted', fontSize: 'sm' })}>{t.LABEL_BONUS_POINTS({ points: Number(product.points) })}</p>
      {(user?.role === 'admin' || user?.role === 'accounting') && product.staffOffer && (
        <p id="staff-offer" className={css({ fontSize: 'sm', mt: '1' })}>
          {t.STAFF_OFFER(product.staffOffer)}
        </p>
      )}
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
          {reviews.map((r) => {
            const text = (
              <>
                <cite className={css({ display: 'block', fontSize: 'xs', color: 'muted', fontStyle: 'normal', overflowWrap: 'anywhere' })}>
                  {r.author === 'Anonymous' ? t.ANONYMOUS() : String(r.author)}
                </cite>
                <p className={css({ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' })}>{String(r.message)}</p>
              </>
            );
            const own = !!email && r.author === email && r.author !== 'Anonymous';
            return (
              <li
                key={r._id}
                className={cx(
                  'review',
                  css({ display: 'flex', alignItems: 'flex-start', gap: '2', bg: 'raised', borderRadius: 'md', p: '3' }),
                )}
              >
                {own ? (
                  <button
                    type="button"
                    title={t.EDIT_OWN_REVIEW()}
                    onClick={() => setEditing(r)}
                    className={css({
                      flex: 1,
                      minW: 0,
                      textAlign: 'start',
                      bg: 'transparent',
                      border: 'none',
                      color: 'text',
                      p: 0,
                      cursor: 'pointer',
                      font: 'inherit',
                      _hover: { '& p': { textDecoration: 'underline' } },
                    })}
                  >
                    {text}
                  </button>
                ) : (
                  <div className={css({ flex: 1, minW: 0 })}>{text}</div>
                )}
                <span className={css({ display: 'flex', alignItems: 'center', gap: '1', fontSize: 'xs', color: 'muted', flexShrink: 0 })}>
                  <button
                    type="button"
                    aria-label={t.LIKE_REVIEW()}
                    disabled={!token || r.liked === true || liking !== null}
                    onClick={() => like(r)}
                    className={cx(
                      iconButton,
                      css({
                        minW: '8',
                        h: '8',
                        '& svg': { w: '4', h: '4' },
                        _disabled: { opacity: 0.45, cursor: 'default', bg: 'transparent' },
                      }),
                    )}
                  >
                    <ThumbIcon />
                  </button>
                  {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the e2e suites find a review's like count by this label */}
                  <span aria-label={t.LIKES({ count: r.likesCount })}>{r.likesCount}</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {token && email && (
        <Suspense fallback={null}>
          <ReviewForm productId={product.id} author={email} onSaved={reload} />
        </Suspense>
      )}
      {user?.role === 'admin' && (
        <Suspense fallback={null}>
          <RestockForm productId={product.id} productName={product.name} />
        </Suspense>
      )}
      {editing && (
        <Suspense fallback={null}>
          <ReviewEditDialog
            review={editing}
            onClose={(saved) => {
              setEditing(null);
              if (saved) void reload();
            }}
          />
        </Suspense>
      )}
    </DialogFrame>
  );
}
