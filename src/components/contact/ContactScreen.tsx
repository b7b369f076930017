import { Slider } from '@ark-ui/react/slider';
import { useForm, useStore } from '@tanstack/react-form';
import { useState, type KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import { fetchWhoAmI } from '../../lib/api/account';
import { fetchCaptcha, sendFeedback } from '../../lib/api/feedback';
import { useLoad, useSend } from '../../lib/api/use-api';
import {
  ANONYMOUS_AUTHOR,
  CAPTCHA_ANSWER,
  COMMENT_MAX,
  feedbackForm,
  maskedFeedbackAuthor,
  RATING_MAX,
  RATING_MIN,
  signedComment,
} from '../../lib/feedback-schema';
import { useSnack } from '../../lib/state';
import { AccountCard, AccountForm, bind, counted, fieldMessage, leave, SubmitButton, TextField, type Msg } from '../ui/FormKit';
import { icon } from '../ui/icon';
import { FeedbackIcon } from '../shell/NavIcons';
import { useI18n } from '../shell/I18n';

const SendIcon = icon('M2 21 23 12 2 3v7l15 2-15 2z', { directional: true });

/** The hidden user id as upstream's form sends it: a number when it is one, left out when empty. */
const sentUserId = (id: string) => (id === '' ? undefined : /^\d+$/.test(id) ? Number(id) : id);

/** Rating 0 means "not chosen yet": the slider starts there and the form waits for a choice. */
const EMPTY = { comment: '', rating: 0, captcha: '' };

const missingComment: Msg = (t) => t.MANDATORY_COMMENT();
const missingCaptcha: Msg = (t) => t.MANDATORY_CAPTCHA();
const invalidCaptcha: Msg = (t) => t.INVALID_CAPTCHA();

const labelText = css({ display: 'block', fontSize: 'sm', fontWeight: 'medium', mb: '1.5' });
const box = css({
  w: 'full',
  bg: 'bg',
  color: 'text',
  border: '1px solid',
  borderColor: 'raised',
  borderRadius: 'md',
  px: '3',
  py: '2.5',
  fontSize: 'md',
  outline: 'none',
  resize: 'vertical',
  _focus: { borderColor: 'accent' },
  '&[aria-invalid=true]': { borderColor: '#ff8a80' },
  _readOnly: { color: 'muted' },
});

/**
 * The contact screen: the author (the masked email, or anonymous), a comment, a star rating and an
 * arithmetic captcha. The user id travels in a hidden field, as upstream's form keeps it.
 */
export function ContactScreen() {
  const { t, dir, format } = useI18n();
  const snack = useSnack();
  const [author, setAuthor] = useState(ANONYMOUS_AUTHOR);
  const [userId, setUserId] = useState('');
  const { data: captcha = null, reload: loadCaptcha } = useLoad(fetchCaptcha, []);
  useLoad(
    () =>
      fetchWhoAmI().then((user) => {
        setUserId(user?.id === undefined ? '' : String(user.id));
        setAuthor(user?.email ? maskedFeedbackAuthor(user.email) : ANONYMOUS_AUTHOR);
      }),
    [],
  );

  const { send } = useSend(sendFeedback);
  const form = useForm({
    defaultValues: EMPTY,
    onSubmit: async ({ value }) => {
      const sent = await send({
        UserId: sentUserId(userId),
        captchaId: captcha?.captchaId,
        captcha: value.captcha,
        comment: signedComment(value.comment, author),
        rating: value.rating,
      });
      // a refusal is in the snackbar already; the answer is asked again, the rest stays
      if (sent === undefined) return form.resetField('captcha');
      snack(value.rating === RATING_MAX ? t.FEEDBACK_FIVE_STAR_THANK_YOU() : t.FEEDBACK_THANK_YOU());
      form.reset(EMPTY);
      void loadCaptcha();
    },
  });
  const values = useStore(form.store, (s) => s.values);
  const ready = captcha !== null && feedbackForm.allows(values);

  /** Enter sends the form from the comment too (Shift+Enter still breaks the line). */
  const submitOnEnter = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey) return;
    e.preventDefault();
    if (ready) void form.handleSubmit();
  };

  return (
    <AccountCard title={t.NAV_CONTACT()} intro={t.CONTACT_INTRO()} icon={<FeedbackIcon />}>
      <AccountForm id="feedback-form" form={form}>
        {/* styled as a field: whoever deletes its hidden attribute (Forged Feedback) sees a field to type in */}
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: not focusable, the hidden attribute keeps it out of the page and the tab order; upstream's form carries the same hidden #userId field */}
        <input id="userId" hidden value={userId} onChange={(e) => setUserId(e.target.value)} aria-hidden="true" className={box} />
        <TextField id="author" label={t.FEEDBACK_AUTHOR()} value={author} onValue={() => undefined} readOnly />
        <form.Field name="comment" validators={{ onChange: ({ value }) => (value.trim() ? undefined : missingComment) }}>
          {(field) => {
            const error = fieldMessage(field);
            const { hint, maxLength } = counted(field, COMMENT_MAX, format);
            return (
              <div>
                <label htmlFor="comment" className={labelText}>
                  {t.FEEDBACK_COMMENT()}
                </label>
                <textarea
                  id="comment"
                  rows={3}
                  maxLength={maxLength}
                  placeholder={t.FEEDBACK_COMMENT_PLACEHOLDER()}
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.target.value)}
                  onBlur={() => leave(field)}
                  onKeyDown={submitOnEnter}
                  aria-invalid={error ? true : undefined}
                  aria-describedby="commentHint"
                  className={box}
                />
                <div
                  id="commentHint"
                  className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', mt: '1', fontSize: 'xs', minH: '4' })}
                >
                  <span className={css({ color: '#ff8a80' })}>{error?.(t)}</span>
                  <span className={css({ color: 'muted' })}>{hint}</span>
                </div>
              </div>
            );
          }}
        </form.Field>
        <form.Field name="rating">
          {(field) => (
            <Slider.Root
              dir={dir}
              min={RATING_MIN}
              max={RATING_MAX}
              step={1}
              value={[Math.max(RATING_MIN, field.state.value)]}
              onValueChange={({ value: [v] }) => field.handleChange(v ?? RATING_MIN)}
              onValueChangeEnd={({ value: [v] }) => field.handleChange(v ?? RATING_MIN)}
              ids={{ thumb: () => 'rating' }}
              getAriaValueText={({ value }) => (field.state.value ? t.FEEDBACK_STARS({ rating: value }) : t.FEEDBACK_NOT_RATED())}
              className={css({ display: 'grid', gap: '2' })}
            >
              <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' })}>
                <Slider.Label className={labelText}>{t.FEEDBACK_RATING()}</Slider.Label>
                {field.state.value ? (
                  <span aria-hidden="true" className={css({ color: 'accent', letterSpacing: '0.15em' })}>
                    {'★'.repeat(field.state.value) + '☆'.repeat(RATING_MAX - field.state.value)}
                  </span>
                ) : (
                  <span aria-hidden="true" className={css({ color: 'muted', fontSize: 'sm' })}>
                    {t.FEEDBACK_NOT_RATED()}
                  </span>
                )}
              </div>
              <Slider.Control className={css({ position: 'relative', display: 'flex', alignItems: 'center', h: '8', cursor: 'pointer' })}>
                <Slider.Track className={css({ flex: 1, h: '1.5', bg: 'raised', borderRadius: 'full', overflow: 'hidden' })}>
                  <Slider.Range className={css({ h: 'full', bg: field.state.value ? 'accent' : 'transparent' })} />
                </Slider.Track>
                {/* until a rating is picked the thumb is an empty ring: it rests at the start, but no star is chosen */}
                <Slider.Thumb
                  index={0}
                  data-rated={field.state.value ? 'true' : 'false'}
                  className={css({
                    w: '5',
                    h: '5',
                    borderRadius: 'full',
                    bg: 'accent',
                    border: '2px solid',
                    borderColor: 'accent',
                    boxShadow: 'md',
                    outline: 'none',
                    _focusVisible: { boxShadow: '0 0 0 4px rgba(139,195,74,0.45)' },
                    '&[data-rated=false]': { bg: 'surface', borderColor: 'muted', boxShadow: 'none' },
                  })}
                >
                  <Slider.HiddenInput />
                </Slider.Thumb>
              </Slider.Control>
            </Slider.Root>
          )}
        </form.Field>
        <form.Field
          name="captcha"
          validators={{ onChange: ({ value }) => (!value ? missingCaptcha : CAPTCHA_ANSWER.test(value) ? undefined : invalidCaptcha) }}
        >
          {(field) => (
            <div className={css({ display: 'grid', gap: '2' })}>
              <p className={css({ fontSize: 'sm' })}>
                {t.FEEDBACK_CAPTCHA_QUESTION()}{' '}
                <code
                  id="captcha"
                  aria-live="polite"
                  className={css({ fontFamily: 'mono', fontWeight: 'bold', color: 'accent', fontSize: 'md' })}
                >
                  {captcha?.captcha ?? '…'}
                </code>{' '}
                ?
              </p>
              <TextField
                id="captchaControl"
                label={t.FEEDBACK_CAPTCHA_ANSWER()}
                placeholder={t.FEEDBACK_CAPTCHA_PLACEHOLDER()}
                inputMode="numeric"
                autoComplete="off"
                {...bind(field)}
              />
            </div>
          )}
        </form.Field>
        <SubmitButton id="submitButton" form={form} ready={ready}>
          <SendIcon />
          {t.FEEDBACK_SUBMIT()}
        </SubmitButton>
      </AccountForm>
    </AccountCard>
  );
}
