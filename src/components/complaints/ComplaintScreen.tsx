import { useForm, useStore } from '@tanstack/react-form';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { fileComplaint, uploadFile } from '../../lib/api/complaints';
import { errorText, useSend } from '../../lib/api/use-api';
import {
  COMPLAINT_FILE_EXTENSIONS as FILE_EXTENSIONS,
  COMPLAINT_FILE_MAX_BYTES as FILE_MAX_BYTES,
  COMPLAINT_MESSAGE_MAX as MESSAGE_MAX,
  complaintForm,
} from '../../lib/complaint-schemas';
import { decodeToken } from '../../lib/login-storage';
import {
  AccountCard,
  AccountForm,
  Confirmation,
  ErrorBox,
  fieldMessage,
  fileInput,
  leave,
  SubmitButton,
  TextField,
  type Msg,
} from '../ui/FormKit';
import { useToken } from '../account/session';
import { useI18n } from '../shell/I18n';

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
const missingMessage: Msg = (t) => t.MANDATORY_MESSAGE();
const EMPTY = { message: '', file: null as File | null };

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
  const { t, format } = useI18n();
  const token = useToken();
  const customer = decodeToken(token)?.data;
  const [fileKey, setFileKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  // a refusal shows in place, above the form
  const { send } = useSend(
    async ({ message, file }: typeof EMPTY) => {
      if (file) await uploadFile(file);
      return fileComplaint({ UserId: customer?.id, message });
    },
    { onError: (e) => setError(errorText(e)) },
  );

  const form = useForm({
    defaultValues: EMPTY,
    onSubmit: async ({ value }) => {
      setError(null);
      setConfirmation(null);
      const reference = await send(value);
      if (reference === undefined) return;
      setConfirmation(t.CUSTOMER_SUPPORT_COMPLAINT_REPLY({ ref: String(reference) }));
      form.reset(EMPTY);
      setFileKey((k) => k + 1);
    },
  });
  const values = useStore(form.store, (s) => s.values);

  return (
    <AccountCard title={t.TITLE_COMPLAIN()} headingId="complaint-heading" icon={<ComplaintIcon />}>
      <ErrorBox>{error}</ErrorBox>
      <Confirmation>{confirmation}</Confirmation>
      <AccountForm id="complaint-form" form={form}>
        <TextField
          id="customerControl"
          label={t.COMPLAINT_LABEL_CUSTOMER()}
          value={customer?.email ?? ''}
          onValue={() => {}}
          readOnly
          aria-readonly="true"
        />
        <form.Field name="message" validators={{ onChange: ({ value }) => (value.trim() ? undefined : missingMessage) }}>
          {(field) => {
            const problem = fieldMessage(field);
            return (
              <div>
                <label htmlFor="complaintMessage" className={label}>
                  {t.COMPLAINT_LABEL_MESSAGE()}
                </label>
                <textarea
                  id="complaintMessage"
                  name="complaintMessage"
                  rows={4}
                  maxLength={MESSAGE_MAX}
                  value={field.state.value}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby="messageCounter"
                  onChange={(e) => field.handleChange(e.target.value)}
                  onBlur={() => leave(field)}
                  className={cx(box, css({ resize: 'vertical', minH: '24' }))}
                />
                <div className={note}>
                  {problem ? <span className={cx('mat-error', css({ color: ERROR_TEXT }))}>{problem(t)}</span> : <span />}
                  <span
                    id="messageCounter"
                    className={css({ color: 'muted' })}
                  >{`${format.number(field.state.value.length)}/${format.number(MESSAGE_MAX)}`}</span>
                </div>
              </div>
            );
          }}
        </form.Field>
        <form.Field name="file" validators={{ onChange: ({ value }) => fileProblem(value) }}>
          {(field) => {
            const fileError = fileProblem(field.state.value);
            return (
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
                  onChange={(e) => field.handleChange(e.target.files?.[0] ?? null)}
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
            );
          }}
        </form.Field>
        <SubmitButton id="submitButton" form={form} ready={complaintForm.allows({ message: values.message }) && !fileProblem(values.file)}>
          {t.BTN_SUBMIT()}
        </SubmitButton>
      </AccountForm>
    </AccountCard>
  );
}
