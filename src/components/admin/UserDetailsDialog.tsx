'use client';
import { css } from 'styled-system/css';
import { fetchUser } from '../../lib/api/admin';
import { errorText, useLoad } from '../../lib/api/use-api';
import { useI18n } from '../shell/I18n';
import { AdminDialog, Detail, detailGrid } from './AdminDialog';

/** One user's details, as GET /api/Users/{id} answers them. */
export default function UserDetailsDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, format } = useI18n();
  // a failure shows in place, in the dialog
  const { data: user, error: failure } = useLoad(() => fetchUser(id), [id], { quiet: true });
  const error = failure ? errorText(failure) : null;
  const date = (value?: string) => (value ? format.dateTime(value) : '–');
  return (
    <AdminDialog title={t.USER_NUMBER({ id })} onClose={onClose}>
      {error && <p className={css({ color: '#ff8a80' })}>{t.LOAD_FAILED({ message: error })}</p>}
      {!user && !error && <p className={css({ color: 'muted' })}>{t.LOADING()}</p>}
      {user && (
        <dl className={detailGrid}>
          <Detail label={t.LABEL_EMAIL()}>{user.email}</Detail>
          <Detail label={t.LABEL_ROLE()}>{user.role ?? '–'}</Detail>
          <Detail label={t.LABEL_CREATED_AT()}>{date(user.createdAt)}</Detail>
          <Detail label={t.LABEL_UPDATED_AT()}>{date(user.updatedAt)}</Detail>
        </dl>
      )}
    </AdminDialog>
  );
}
