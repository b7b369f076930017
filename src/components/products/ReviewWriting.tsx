import { Dialog } from '@ark-ui/react/dialog';
import { useForm, useStore } from '@tanstack/react-form';
import { useId, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { editReview, writeReview, type ReviewJson } from '../../lib/api/reviews';
import { errorText, useSend } from '../../lib/api/use-api';
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
const counter = css({ fontSize: 'xs', color: 'muted', textAlign: 'end' });

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
  const { send } = useSend(writeReview);
  const form = useForm({
    defaultValues: { message: '' },
    onSubmit: async ({ value, formApi }) => {
      // sent as typed, under the logged-in email (the forged-review challenge changes the author on the wire)
      if ((await send(productId, { message: value.message, author })) === undefined) return;
      formApi.reset();
      snack((tr) => tr.CONFIRM_REVIEW_SAVED());
      onSaved();
    },
  });
  const message = useStore(form.store, (s) => s.values.message);
  const busy = useStore(form.store, (s) => s.isSubmitting);

  return (
    <form
      className={css({ mt: '4', display: 'flex', flexDir: 'column', gap: '1' })}
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
    >
      <h4 className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{t.WRITE_REVIEW()}</h4>
      <form.Field name="message">
        {(field) => <ReviewText label={t.REVIEW_FIELD()} value={field.state.value} onValue={(text) => field.handleChange(text)} />}
      </form.Field>
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
  const [error, setError] = useState<string | null>(null);
  // the server's refusal shows in place, above the field, until the text changes
  const { send } = useSend(editReview, { onError: (e) => setError(errorText(e)) });
  const form = useForm({
    defaultValues: { message: String(review.message) },
    onSubmit: async ({ value }) => {
      if ((await send(review._id, value.message)) === undefined) return;
      snack((tr) => tr.CONFIRM_CHANGES_SAVED());
      onClose(true);
    },
  });
  const message = useStore(form.store, (s) => s.values.message);
  const busy = useStore(form.store, (s) => s.isSubmitting);
  const invalid = message.length < 1 || message.length > REVIEW_MAX_LENGTH;

  return (
    <DialogFrame width={500} stacked onClose={() => onClose(false)}>
      <form
        className={css({ display: 'flex', flexDir: 'column', gap: '1' })}
        onSubmit={(e) => {
          e.preventDefault();
          if (!invalid) void form.handleSubmit();
        }}
      >
        <Dialog.Title className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>{t.LABEL_EDIT_REVIEW()}</Dialog.Title>
        {error && (
          <p role="alert" className={css({ color: '#ff8a80', fontSize: 'sm' })}>
            {error}
          </p>
        )}
        <form.Field name="message">
          {(field) => (
            <ReviewText
              label={t.EDIT_REVIEW_FIELD()}
              value={field.state.value}
              onValue={(text) => {
                field.handleChange(text);
                setError(null);
              }}
              invalid={invalid}
              describedBy={invalid ? errorId : undefined}
            />
          )}
        </form.Field>
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
