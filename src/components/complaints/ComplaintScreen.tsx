import { useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { api, type Envelope } from '../../lib/api/client';
import { decodeToken } from '../../lib/login-storage';
import { AccountCard, Confirmation, ErrorBox, errorText, fileInput, formStack, TextField, wideButton, type Msg } from '../ui/FormKit';
import { useToken } from '../account/session';
import { useI18n } from '../shell/I18n';

/** The spec's client-side limits of the complaint form. */
const MESSAGE_MAX = 160;
const FILE_MAX_BYTES = 100_000;
const FILE_EXTENSIONS = ['pdf', 'xml', 'zip', 'yml', 'yaml'];

/** What is wrong with a chosen file, if anything: its type (by extension) or its size. */
function fileProblem(file: File | null): Msg | undefined {
  if (!file) return undefined;
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  if (!file.name.includes('.') || !FILE_EXTENSIONS.includes(extension)) return (t) => t.INVALID_FILE_TYPE({ type: 'PDF, ZIP' });
  if (file.size > FILE_MAX_BYTES) return (t) => t.INVALID_FILE_SIZE({ size: '100 KB' });
  return undefined;
}

const ERROR_TEXT = '#ff8a80';
const label = css({ display: 'block', fontSize: 'sm', fontWeight: 'medium', mb: '1.5' });
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
  _focus: { borderColor: 'accent' },
  '&[aria-invalid=true]': { borderColor: ERROR_TEXT },
});
const note = css({ display: 'flex', justifyContent: 'space-between', gap: '2', mt: '1', fontSize: 'xs', minH: '4' });

const ComplaintIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <path d="M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zm-7 12h-2v-2h2zm0-4h-2V6h2z" />
  </svg>
);

/**
 * File a complaint: the customer (read-only), a message and an optional invoice file. The file
 * goes to /file-upload first, then the complaint to /api/Complaints; its id is the reference.
 */
export function ComplaintScreen() {
  const { t } = useI18n();
  const token = useToken();
  const customer = decodeToken(token)?.data;
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);

  const messageProblem: Msg | undefined = message.trim() ? undefined : (t) => t.MANDATORY_MESSAGE();
  const fileError = fileProblem(file);
  const ready = !messageProblem && !fileError && !sending;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (!ready) return;
    setSending(true);
    setError(null);
    setConfirmation(null);
    try {
      if (file) {
        const form = new FormData();
        form.append('file', file);
        await api('/file-upload', { method: 'POST', body: form });
      }
      const { data } = await api<Envelope<{ id: number }>>('/api/Complaints', {
        method: 'POST',
        body: JSON.stringify({ UserId: customer?.id, message }),
      });
      setConfirmation(t.CUSTOMER_SUPPORT_COMPLAINT_REPLY({ ref: String(data.id) }));
      setMessage('');
      setTouched(false);
      setFile(null);
      setFileKey((k) => k + 1);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setSending(false);
    }
  }

  return (
    <AccountCard title={t.TITLE_COMPLAIN()} headingId="complaint-heading" icon={<ComplaintIcon />}>
      <ErrorBox>{error}</ErrorBox>
      <Confirmation>{confirmation}</Confirmation>
      <form id="complaint-form" noValidate className={formStack} onSubmit={submit}>
        <TextField
          id="customerControl"
          label={t.COMPLAINT_LABEL_CUSTOMER()}
          value={customer?.email ?? ''}
          onValue={() => {}}
          readOnly
          aria-readonly="true"
        />
        <div>
          <label htmlFor="complaintMessage" className={label}>
            {t.COMPLAINT_LABEL_MESSAGE()}
          </label>
          <textarea
            id="complaintMessage"
            name="complaintMessage"
            rows={4}
            maxLength={MESSAGE_MAX}
            value={message}
            aria-invalid={touched && messageProblem ? true : undefined}
            aria-describedby="messageCounter"
            onChange={(e) => setMessage(e.target.value)}
            onBlur={() => setTouched(true)}
            className={cx(box, css({ resize: 'vertical', minH: '24' }))}
          />
          <div className={note}>
            {touched && messageProblem ? (
              <span className={cx('mat-error', css({ color: ERROR_TEXT }))}>{messageProblem(t)}</span>
            ) : (
              <span />
            )}
            <span id="messageCounter" className={css({ color: 'muted' })}>{`${message.length}/${MESSAGE_MAX}`}</span>
          </div>
        </div>
        <div>
          <label htmlFor="file" className={label}>
            {t.COMPLAINT_LABEL_INVOICE()}
          </label>
          <input
            key={fileKey}
            id="file"
            name="file"
            type="file"
            accept=".pdf,.zip,.xml,.yml,.yaml"
            aria-invalid={fileError ? true : undefined}
            aria-describedby="fileHint"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className={fileInput}
          />
          <div id="fileHint" className={note}>
            {fileError ? (
              <span className={cx('mat-error', css({ color: ERROR_TEXT }))}>{fileError(t)}</span>
            ) : (
              <span className={css({ color: 'muted' })}>{t.COMPLAINT_FILE_HINT()}</span>
            )}
          </div>
        </div>
        <button type="submit" id="submitButton" className={wideButton} disabled={!ready}>
          {t.BTN_SUBMIT()}
        </button>
      </form>
    </AccountCard>
  );
}
