'use client';
import { lazy, Suspense, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { fetchAuthenticationDetails, type UserRow } from '../../lib/api/admin';
import { deleteFeedback, fetchFeedbacks, type FeedbackRow } from '../../lib/api/feedback';
import { errorText, useLoad, useSend } from '../../lib/api/use-api';
import { useI18n } from '../shell/I18n';
import { Cell, HeadCell, PagedTable, Panel, Row, smallButton } from '../ui/PagedTable';
import { EyeIcon, PersonIcon, TrashIcon } from '../account/AccountIcons';
import { StarIcon } from '../score-board/icons';

const UserDetailsDialog = lazy(() => import('./UserDetailsDialog'));
const FeedbackDetailsDialog = lazy(() => import('./FeedbackDetailsDialog'));

/** A panel's rows as its table shows them: a failed load is said in place, in the panel. */
function useRows<T>(load: () => Promise<T[]>) {
  const { data, error, reload } = useLoad(load, [], { quiet: true });
  return { rows: data ?? null, error: error ? errorText(error) : null, reload };
}

const ACTIVE_SESSION_SECONDS = 6 * 60 * 60;

/** A user counts as having an active session when the last login was within the last 6 hours. */
const hasActiveSession = (user: Pick<UserRow, 'lastLoginTime'>, nowMs = Date.now()) =>
  !!user.lastLoginTime && user.lastLoginTime > nowMs / 1000 - ACTIVE_SESSION_SECONDS;

/** A comment's text without its markup, for the title that shows the whole of a clamped comment. */
const plainText = (html: string) => html.replace(/<[^>]*>?/g, '').trim();

function UsersPanel() {
  const { t } = useI18n();
  const list = useRows(fetchAuthenticationDetails);
  const [details, setDetails] = useState<number | null>(null);
  return (
    <Panel id="users" title={t.SECTION_USER()}>
      <PagedTable
        label={t.SECTION_USER()}
        hook="user-table"
        list={list}
        head={
          <>
            <HeadCell name="user" label={t.ACTIVE_SESSION()} className={css({ w: '10' })} />
            <HeadCell name="email">{t.LABEL_EMAIL()}</HeadCell>
            <HeadCell name="user_detail" className={css({ w: '12' })} />
          </>
        }
        row={(user) => {
          const active = hasActiveSession(user);
          return (
            <Row key={user.id} data-active={active}>
              <Cell name="user">
                {active && (
                  <span
                    role="img"
                    aria-label={t.ACTIVE_SESSION()}
                    title={t.ACTIVE_SESSION()}
                    className={css({ display: 'inline-flex', color: 'accent', '& svg': { w: '5', h: '5' } })}
                  >
                    <PersonIcon />
                  </span>
                )}
              </Cell>
              {/* The email is shown as markup, as upstream's admin page does: an address that slipped past the
                  client-side format check (Client-side XSS Protection) renders live here. */}
              <Cell name="email" className={css({ wordBreak: 'break-all', minW: '44' })}>
                <span
                  className={active ? cx('confirmation', css({ color: 'accent' })) : cx('error', css({ color: '#ff8a80' }))}
                  title={active ? t.ACTIVE_SESSION() : t.NO_ACTIVE_SESSION()}
                  dangerouslySetInnerHTML={{ __html: user.email }}
                />
              </Cell>
              <Cell name="user_detail">
                <button
                  type="button"
                  aria-label={t.SHOW_USER_DETAILS({ id: user.id })}
                  className={smallButton}
                  onClick={() => setDetails(user.id)}
                >
                  <EyeIcon />
                </button>
              </Cell>
            </Row>
          );
        }}
      />
      {details !== null && (
        <Suspense fallback={null}>
          <UserDetailsDialog id={details} onClose={() => setDetails(null)} />
        </Suspense>
      )}
    </Panel>
  );
}

function Stars({ rating }: { rating: number }) {
  const { t } = useI18n();
  return (
    <span role="img" aria-label={t.RATING_STARS({ rating })} className={css({ display: 'inline-flex', '& svg': { w: '4', h: '4' } })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={css({ display: 'inline-flex' })} style={{ color: n <= rating ? '#ffc107' : 'var(--colors-raised)' }}>
          <StarIcon />
        </span>
      ))}
    </span>
  );
}

function FeedbackPanel() {
  const { t } = useI18n();
  const list = useRows(fetchFeedbacks);
  const [details, setDetails] = useState<FeedbackRow | null>(null);
  const { send: remove } = useSend((id: number) => deleteFeedback(id).then(list.reload));
  return (
    <Panel id="feedback" title={t.SECTION_CUSTOMER_FEEDBACK()}>
      <PagedTable
        label={t.SECTION_CUSTOMER_FEEDBACK()}
        hook="customer-table"
        list={list}
        head={
          <>
            <HeadCell name="user" className={css({ w: '14' })}>
              {t.LABEL_USER()}
            </HeadCell>
            <HeadCell name="comment">{t.LABEL_COMMENT()}</HeadCell>
            <HeadCell name="rating" className={css({ w: '24' })}>
              {t.LABEL_RATING()}
            </HeadCell>
            <HeadCell name="remove" className={css({ w: '12' })} />
          </>
        }
        row={(feedback) => (
          <Row key={feedback.id} data-feedback-id={feedback.id}>
            <Cell name="user" className={css({ color: 'muted' })}>
              {feedback.UserId ?? '–'}
            </Cell>
            <Cell name="comment" className={css({ minW: '44' })}>
              {/* Shown as markup, as upstream's admin page does: a comment that beat the server's one-pass
                  sanitiser (Server-side XSS Protection) renders live here. */}
              {/* Three lines at most, a longer comment ends in an ellipsis; the whole of it is in the
                  button's title (as text) and in the details dialog the button opens. */}
              <button
                type="button"
                aria-label={t.SHOW_FEEDBACK_DETAILS({ id: feedback.id })}
                title={plainText(feedback.comment)}
                onClick={() => setDetails(feedback)}
                className={css({
                  all: 'unset',
                  cursor: 'pointer',
                  display: 'block',
                  _hover: { color: 'accent' },
                  _focusVisible: { outline: '2px solid', outlineColor: 'accent' },
                })}
              >
                <span
                  className={css({ lineClamp: '3', overflowWrap: 'anywhere' })}
                  dangerouslySetInnerHTML={{ __html: feedback.comment }}
                />
              </button>
            </Cell>
            <Cell name="rating">
              <Stars rating={feedback.rating} />
            </Cell>
            <Cell name="remove">
              <button
                type="button"
                aria-label={t.DELETE_FEEDBACK({ id: feedback.id })}
                className={smallButton}
                onClick={() => void remove(feedback.id)}
              >
                <TrashIcon />
              </button>
            </Cell>
          </Row>
        )}
      />
      {details && (
        <Suspense fallback={null}>
          <FeedbackDetailsDialog feedback={details} onClose={() => setDetails(null)} />
        </Suspense>
      )}
    </Panel>
  );
}

/** The administration page: registered users and customer feedback, 10 rows a page each. */
export function AdministrationScreen() {
  const { t } = useI18n();
  return (
    <div className={css({ maxW: '7xl', mx: 'auto' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '5', color: 'accent' })}>{t.TITLE_ADMINISTRATION()}</h1>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1fr 1.4fr' }, gap: '6', alignItems: 'start' })}>
        <UsersPanel />
        <FeedbackPanel />
      </div>
      {/* shown only on this page: fetching it marks the Admin Section challenge */}
      <img src="/assets/public/images/padding/19px.png" alt="" width={19} height={1} />
    </div>
  );
}
