import { type } from '../ark';

/**
 * The local backup file: banner and language choices and the three continue codes. Version 1 is
 * the only one there is; a file of another version is refused.
 */
export const BACKUP_VERSION = 1;

const optionalText = 'string | undefined';
const backupSchema = type({
  version: 'number',
  'banners?': { 'welcomeBannerStatus?': optionalText, 'cookieConsentStatus?': optionalText },
  'language?': optionalText,
  'continueCode?': optionalText,
  'continueCodeFindIt?': optionalText,
  'continueCodeFixIt?': optionalText,
});
export type Backup = typeof backupSchema.infer;

/** owasp_juice_shop-YYYY-MM-DD.json (UTC date). */
export const backupFileName = (date = new Date()) => `owasp_juice_shop-${date.toISOString().slice(0, 10)}.json`;

/** Cookie and code values of a backup; empty ones are left out of the file. */
export function buildBackup(values: {
  welcomeBannerStatus?: string;
  cookieConsentStatus?: string;
  language?: string;
  continueCode?: string;
  continueCodeFindIt?: string;
  continueCodeFixIt?: string;
}): Backup {
  const v = (s: string | undefined) => s || undefined;
  return {
    version: BACKUP_VERSION,
    banners: { welcomeBannerStatus: v(values.welcomeBannerStatus), cookieConsentStatus: v(values.cookieConsentStatus) },
    language: v(values.language),
    continueCode: v(values.continueCode),
    continueCodeFindIt: v(values.continueCodeFindIt),
    continueCodeFixIt: v(values.continueCodeFixIt),
  };
}

type RestoreResult =
  | { ok: true; backup: Backup }
  | { ok: false; error: 'version'; version: unknown }
  | { ok: false; error: 'failed'; reason: string };

/** Reads a backup file's text: a version other than 1 and anything unreadable are told apart. */
export function parseBackup(text: string): RestoreResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: 'failed', reason: (e as Error).message };
  }
  const version = (data as { version?: unknown } | null)?.version;
  if (version !== BACKUP_VERSION) return { ok: false, error: 'version', version };
  const backup = backupSchema(data);
  if (backup instanceof type.errors) return { ok: false, error: 'failed', reason: backup.summary };
  return { ok: true, backup };
}
