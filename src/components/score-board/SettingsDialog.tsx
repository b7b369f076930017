'use client';
import { Dialog } from '@ark-ui/react/dialog';
import { useRef } from 'react';
import { css } from 'styled-system/css';
import { BACKUP_VERSION, backupFileName, buildBackup, parseBackup, type Backup } from '../../lib/score-board/backup';
import {
  applyContinueCodes,
  fetchContinueCode,
  KINDS,
  PROGRESS_KINDS,
  storedContinueCodes,
  type ContinueCodes,
  type ProgressKind,
} from '../../lib/score-board/continue-codes';
import type { Snack } from '../../lib/state';
import { removeCookie } from '../../lib/login-storage';
import { COOKIES, readCookie, writeCookie } from '../../lib/storage';
import { useI18n } from '../shell/I18n';
import { DialogFrame } from '../ui/DialogFrame';
import { primaryButton } from '../ui/styles';
import { DownloadIcon, UploadIcon } from './icons';

/** A backup names each code as its cookie is named. */
const backupField = (kind: ProgressKind) => PROGRESS_KINDS[kind].cookie.name;

/** The server's codes of the moment; where one can not be fetched, the cookie's value stands in. */
async function currentCodes() {
  const stored = storedContinueCodes();
  const entries = await Promise.all(
    KINDS.map(async (kind) => [backupField(kind), (await fetchContinueCode(kind).catch(() => undefined)) ?? stored[kind]] as const),
  );
  return Object.fromEntries(entries) as Partial<Record<ReturnType<typeof backupField>, string>>;
}

function download(name: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'application/json' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A restored value is kept for a year; one the backup lacks is removed. */
function restoreCookie(cookie: { name: string; maxAge: number }, value: string | undefined) {
  if (value) writeCookie(cookie, value);
  else removeCookie(cookie.name);
}

function restoreCookies(backup: Backup) {
  restoreCookie(COOKIES.welcomeBanner, backup.banners?.welcomeBannerStatus);
  restoreCookie(COOKIES.cookieConsent, backup.banners?.cookieConsentStatus);
  restoreCookie(COOKIES.language, backup.language);
  for (const kind of KINDS) restoreCookie(PROGRESS_KINDS[kind].cookie, backup[backupField(kind)]);
}

/** Restores the backup's progress on the server, then reloads to show it. */
async function applyBackup(backup: Backup) {
  await applyContinueCodes(Object.fromEntries(KINDS.map((kind) => [kind, backup[backupField(kind)]])) as ContinueCodes);
  window.location.reload();
}

/** Score board settings: save the local backup to a file and restore one. */
export default function SettingsDialog({ onClose, notify }: { onClose: () => void; notify: (snack: Omit<Snack, 'id'>) => void }) {
  const { t } = useI18n();
  const fileInput = useRef<HTMLInputElement>(null);

  const save = async () => {
    const backup = buildBackup({
      welcomeBannerStatus: readCookie(COOKIES.welcomeBanner.name),
      cookieConsentStatus: readCookie(COOKIES.cookieConsent.name),
      language: readCookie(COOKIES.language.name),
      ...(await currentCodes()),
    });
    const name = backupFileName();
    download(name, JSON.stringify(backup));
    notify({ text: (t) => t.BACKUP_SAVED({ file: name }) });
  };

  const restore = async (file: File | undefined) => {
    if (!file) return;
    let result: ReturnType<typeof parseBackup>;
    try {
      result = parseBackup(await file.text());
    } catch (e) {
      result = { ok: false, error: 'failed', reason: (e as Error).message };
    }
    if (fileInput.current) fileInput.current.value = '';
    if (!result.ok) {
      const error = result;
      notify({
        tone: 'error',
        text: (t) =>
          error.error === 'version'
            ? t.BACKUP_VERSION_INCOMPATIBLE({ version: String(error.version), expected: BACKUP_VERSION })
            : t.BACKUP_RESTORE_FAILED({ reason: error.reason }),
      });
      return;
    }
    const { backup } = result;
    restoreCookies(backup);
    notify({
      text: (t) => t.BACKUP_RESTORED({ file: file.name }),
      action: { label: t.APPLY_CHANGES_NOW(), run: () => void applyBackup(backup) },
    });
    onClose();
  };

  return (
    <DialogFrame onClose={onClose}>
      <Dialog.Title className={css({ fontSize: 'xl', fontWeight: 'bold', pe: '10' })}>{t.TITLE_SCORE_BOARD_SETTINGS()}</Dialog.Title>
      <h3 className={css({ mt: '4', fontWeight: 'semibold', color: 'accent' })}>{t.TITLE_BACKUP()}</h3>
      <Dialog.Description className={css({ mt: '1', fontSize: 'sm', color: 'muted', lineHeight: '1.6' })}>
        {t.BACKUP_EXPLANATION()}
      </Dialog.Description>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '3',
          mt: '4',
          '& button': { display: 'inline-flex', alignItems: 'center', gap: '2' },
          '& svg': { w: '5', h: '5' },
        })}
      >
        <button type="button" id="save-backup" className={primaryButton} onClick={() => void save()}>
          <DownloadIcon />
          {t.BTN_SAVE_BACKUP()}
        </button>
        <button
          type="button"
          id="restore-backup"
          className={css({
            bg: 'raised',
            color: 'text',
            fontWeight: 'semibold',
            px: '4',
            py: '2',
            borderRadius: 'md',
            cursor: 'pointer',
            border: 'none',
            _hover: { filter: 'brightness(1.1)' },
          })}
          onClick={() => fileInput.current?.click()}
        >
          <UploadIcon />
          {t.BTN_RESTORE_BACKUP()}
        </button>
        <input
          ref={fileInput}
          id="restore-backup-file"
          type="file"
          accept="application/json,.json"
          hidden
          onChange={(e) => void restore(e.target.files?.[0])}
        />
      </div>
    </DialogFrame>
  );
}
