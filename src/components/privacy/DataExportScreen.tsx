'use client';
import { useForm, useStore } from '@tanstack/react-form';
import { useCallback, useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { CAPTCHA_LENGTH, dataExportForm, EXPORT_FORMATS } from '../../lib/data-export-schema';
import { STORED } from '../../lib/storage';
import { AccountCard, AccountForm, bind, Confirmation, ErrorBox, errorText, SubmitButton, TextField, type Msg } from '../ui/FormKit';
import { icon } from '../ui/icon';
import { useI18n } from '../shell/I18n';
import { fetchImageCaptcha, requestDataExport } from '../../lib/api/privacy';

const DownloadIcon = icon('M19 12v7H5v-7H3v7a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7zm-6 .7 2.6-2.6L17 11.5 12 16.5l-5-5 1.4-1.4 2.6 2.6V3h2z');

/** A second export within five minutes of the last one asks for a captcha (the server checks it once one was fetched). */
const CAPTCHA_WINDOW_MS = 5 * 60 * 1000;

function exportedRecently() {
  try {
    const last = localStorage.getItem(STORED.lastDataExport);
    return last !== null && Date.now() - new Date(JSON.parse(last) as string).getTime() < CAPTCHA_WINDOW_MS;
  } catch {
    return false;
  }
}

/** The export, opened as a JSON document of its own in a new window (not written into one: it holds texts users typed). */
function openAsJsonDocument(json: string) {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  window.open(url, '_blank', 'width=500');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const EMPTY = { format: '', answer: '' };
const missingCaptcha: Msg = (t) => t.MANDATORY_CAPTCHA();

/** Data export: pick a format, answer the captcha if one applies, and receive the personal data as JSON. */
export function DataExportScreen() {
  const { t } = useI18n();
  // null: no captcha applies; '': one applies and is loading; else its SVG
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);

  const loadCaptchaIfNeeded = useCallback(() => {
    if (!exportedRecently()) return setCaptcha(null);
    setCaptcha('');
    fetchImageCaptcha().then(setCaptcha, (e: unknown) => setError(errorText(e)));
  }, []);
  useEffect(loadCaptchaIfNeeded, [loadCaptchaIfNeeded]);

  const form = useForm({
    defaultValues: EMPTY,
    onSubmit: async ({ value }) => {
      try {
        const result = await requestDataExport(captcha === null ? { format: value.format } : value);
        setError(null);
        setConfirmation(result.confirmation);
        openAsJsonDocument(result.userData);
        localStorage.setItem(STORED.lastDataExport, JSON.stringify(new Date()));
        form.reset(EMPTY);
        loadCaptchaIfNeeded();
      } catch (e) {
        setConfirmation(null);
        setError(errorText(e));
        form.resetField('answer');
      }
    },
  });
  const values = useStore(form.store, (s) => s.values);
  const ready = dataExportForm.allows(captcha === null ? { format: values.format } : values);

  return (
    <AccountCard title={t.TITLE_REQUEST_DATA_EXPORT()} intro={t.DATA_EXPORT_INTRO()} icon={<DownloadIcon />}>
      <Confirmation>{confirmation}</Confirmation>
      <ErrorBox>{error}</ErrorBox>
      <AccountForm id="data-export-form" form={form} onInput={() => setError(null)}>
        <form.Field name="format">
          {(field) => (
            <fieldset id="formatControl" className={css({ border: 'none', p: 0, m: 0 })}>
              <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '2' })}>{t.EXPORT_LABEL()}</legend>
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
                {EXPORT_FORMATS.map((f) => (
                  <label
                    key={f.value}
                    className={cx(
                      css({
                        display: 'inline-flex',
                        alignItems: 'center',
                        gap: '2',
                        px: '3',
                        py: '2',
                        borderRadius: 'md',
                        bg: 'bg',
                        border: '1px solid',
                        borderColor: 'raised',
                        fontSize: 'sm',
                        cursor: 'pointer',
                        '&:has(input:checked)': { borderColor: 'accent' },
                      }),
                      !f.available && css({ opacity: 0.5, cursor: 'not-allowed' }),
                    )}
                  >
                    <input
                      type="radio"
                      name="format"
                      value={f.value}
                      aria-label={t.EXPORT_OPTION({ format: f.label })}
                      disabled={!f.available}
                      checked={field.state.value === f.value}
                      onChange={() => field.handleChange(f.value)}
                      className={css({ accentColor: 'var(--colors-accent)' })}
                    />
                    {f.label}
                    {!f.available && <span className={css({ color: 'muted', fontSize: 'xs' })}>({t.EXPORT_FORMAT_LATER()})</span>}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </form.Field>
        {captcha !== null && (
          <div className={css({ display: 'grid', gap: '3' })}>
            <p className={css({ fontSize: 'sm', color: 'muted' })}>{t.CAPTCHA_AGAIN_HINT()}</p>
            <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
              <span className={css({ fontSize: 'sm', fontWeight: 'medium' })}>{t.CAPTCHA_LABEL()}:</span>
              {captcha ? (
                <img
                  id="captchaImage"
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha)}`}
                  alt={t.CAPTCHA_IMAGE()}
                  width={225}
                  height={75}
                  className={css({ bg: 'white', borderRadius: 'md', p: '1' })}
                />
              ) : (
                <span aria-busy="true" className={css({ fontSize: 'sm', color: 'muted' })}>
                  {t.CAPTCHA_LOADING()}
                </span>
              )}
            </div>
            <form.Field
              name="answer"
              validators={{ onChange: ({ value }) => (value.length < CAPTCHA_LENGTH ? missingCaptcha : undefined) }}
            >
              {(field) => (
                <TextField
                  id="captchaControl"
                  name="captcha"
                  label={t.ENTER_CAPTCHA()}
                  placeholder={t.TYPE_THESE_LETTERS({ length: CAPTCHA_LENGTH })}
                  maxLength={CAPTCHA_LENGTH}
                  autoComplete="off"
                  spellCheck={false}
                  {...bind(field)}
                />
              )}
            </form.Field>
          </div>
        )}
        <SubmitButton id="submitButton" form={form} ready={ready}>
          <DownloadIcon />
          {t.BTN_REQUEST()}
        </SubmitButton>
      </AccountForm>
    </AccountCard>
  );
}
