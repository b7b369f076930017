'use client';
import { css } from 'styled-system/css';
import { useI18n } from '../shell/I18n';
import { AdminDialog, Detail, detailGrid } from './AdminDialog';
import type { FeedbackRow } from '../../lib/api/feedback';

/** A feedback's full comment (as plain text) with its author and rating. */
export default function FeedbackDetailsDialog({ feedback, onClose }: { feedback: FeedbackRow; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <AdminDialog title={t.FEEDBACK_NUMBER({ id: feedback.id })} onClose={onClose}>
      <dl className={detailGrid}>
        <Detail label={t.LABEL_USER()}>{feedback.UserId != null ? `#${feedback.UserId}` : t.ANONYMOUS_FEEDBACK()}</Detail>
        <Detail label={t.LABEL_RATING()}>{t.RATING_STARS({ rating: feedback.rating })}</Detail>
      </dl>
      <blockquote
        className={css({
          mt: '4',
          bg: 'bg',
          borderInlineStart: '4px solid token(colors.accent)',
          borderRadius: 'md',
          px: '4',
          py: '3',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        })}
      >
        <cite className={css({ fontStyle: 'normal' })}>{feedback.comment}</cite>
      </blockquote>
    </AdminDialog>
  );
}
