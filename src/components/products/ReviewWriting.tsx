import { Dialog } from '@ark-ui/react/dialog';
import { useId, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { ApiError } from '../../lib/api/client';
import { editReview, writeReview, type ReviewJson } from '../../lib/api/reviews';
import { REVIEW_MAX_LENGTH } from '../../lib/reviews';
import { useSnack } from '../../lib/state';
import { DialogFrame } from '../ui/DialogFrame';
import { useI18n } from '../shell/I18n';
import { primaryButton } from '../ui/styles';

/**
 * Writing and editing reviews, loaded by the product details dialog only for a logged-in shopper
 * (a plain module, not a client island of its own: it stays out of the search page's first load).
 */

const textArea = css({
  w: 'full',
  minH: '20',
  resize: 'vertical',
  bg: 'bg',
  color: 'text',
  border: '1px solid',
  borderColor: 'raised',
  borderRadius: 'md',
  px: '3',
  py: '2',
  fontSize: 'md',
  fontFamily: 'inherit',
  outline: 'none',
  _focus: { borderColor: 'accent' },
  '&[aria-invalid=true]': { borderColor: '#ff8a80' },
});
const counter = css({ fontSize: 'xs', color: 'muted', textAlign: 'right' });

/** A review text field with its character counter (at most REVIEW_MAX_LENGTH characters). */
function ReviewText({
  label,
  value,
  onValue,
  invalid,
  describedBy,
}: {
  label: string;
  value: string;
  onValue: (text: string) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const { t } = useI18n();
  const counterId = useId();
  return (
    <>
      <textarea
        aria-label={label}
        placeholder={t.WRITE_REVIEW_PLACEHOLDER()}
        maxLength={REVIEW_MAX_LENGTH}
        rows={3}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={cx(counterId, describedBy)}
        className={textArea}
      />
      <p id={counterId} className={counter}>
        {t.REVIEW_CHARACTERS({ count: value.length, max: REVIEW_MAX_LENGTH })}
      </p>
    </>
  );
}

/** The new-review form under the list: sent under the logged-in email, confirmed, then the list reloads. */
export function ReviewForm({ productId, author, onSaved }: { productId: number; author: string; onSaved: () => void }) {
  const { t } = useI18n();
  const snack = useSnack();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      await writeReview(productId, { message, author });
      setMessage('');
      snack((tr) => tr.CONFIRM_REVIEW_SAVED());
      onSaved();
    } catch (e) {
      snack(e instanceof ApiError ? e.message : String(e), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={css({ mt: '4', display: 'flex', flexDir: 'column', gap: '1' })}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h4 className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{t.WRITE_REVIEW()}</h4>
      <ReviewText label={t.REVIEW_FIELD()} value={message} onValue={setMessage} />
      <button
        type="submit"
        id="submitButton"
        aria-label={t.SEND_REVIEW()}
        disabled={busy || message.trim() === ''}
        className={cx(primaryButton, css({ alignSelf: 'flex-end' }))}
      >
        {t.BTN_SUBMIT()}
      </button>
    </form>
  );
}

/** The review edit dialog (500 px): 1 to 160 characters, saved over the old text; `onClose(true)` after a save. */
export function ReviewEditDialog({ review, onClose }: { review: ReviewJson; onClose: (saved: boolean) => void }) {
  const { t } = useI18n();
  const snack = useSnack();
  const errorId = useId();
  const [message, setMessage] = useState(String(review.message));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const invalid = message.length < 1 || message.length > REVIEW_MAX_LENGTH;

  const save = async () => {
    setBusy(true);
    try {
      await editReview(review._id, message);
      snack((tr) => tr.CONFIRM_CHANGES_SAVED());
      onClose(true);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
      setBusy(false);
    }
  };

  return (
    <DialogFrame width={500} stacked onClose={() => onClose(false)}>
      <form
        className={css({ display: 'flex', flexDir: 'column', gap: '1' })}
        onSubmit={(e) => {
          e.preventDefault();
          if (!invalid) void save();
        }}
      >
        <Dialog.Title className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>{t.LABEL_EDIT_REVIEW()}</Dialog.Title>
        {error && (
          <p role="alert" className={css({ color: '#ff8a80', fontSize: 'sm' })}>
            {error}
          </p>
        )}
        <ReviewText
          label={t.EDIT_REVIEW_FIELD()}
          value={message}
          onValue={(text) => {
            setMessage(text);
            setError(null);
          }}
          invalid={invalid}
          describedBy={invalid ? errorId : undefined}
        />
        {invalid && (
          <p id={errorId} className={css({ color: '#ff8a80', fontSize: 'sm' })}>
            {t.MANDATORY_REVIEW()}
          </p>
        )}
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '2' })}>
          <button
            type="button"
            onClick={() => onClose(false)}
            className={css({
              px: '4',
              py: '2',
              borderRadius: 'md',
              border: '1px solid',
              borderColor: 'raised',
              bg: 'transparent',
              color: 'text',
              cursor: 'pointer',
            })}
          >
            {t.BTN_CLOSE()}
          </button>
          <button type="submit" aria-label={t.SEND_REVIEW()} disabled={invalid || busy} className={primaryButton}>
            {t.BTN_SUBMIT()}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
