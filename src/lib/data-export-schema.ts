import { type } from './ark';

/** Formats of the data export screen, with upstream's values; only JSON is offered so far. */
export const EXPORT_FORMATS = [
  { value: '1', label: 'JSON', available: true },
  { value: '2', label: 'PDF', available: false },
  { value: '3', label: 'Excel', available: false },
] as const;

/** The captcha's length (upstream's: five characters). */
export const CAPTCHA_LENGTH = 5;

/**
 * The export request as the screen sends it: a format, and the captcha's answer when one is shown.
 * The server reads only the answer (and compares it exactly); the export is JSON whatever the format.
 */
export const dataExportForm = type({ format: "'1'", 'answer?': `string == ${CAPTCHA_LENGTH}` });
