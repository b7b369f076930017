import { typesafeI18nObject } from 'typesafe-i18n';
import type { Dictionary, en } from './en';

/**
 * Every language upstream offers, under upstream's keys (the `language` cookie and
 * `/rest/languages` use them): English first, then by key. Klingon (`tlh_AA`) is upstream's
 * easter-egg file and left out, as upstream leaves it out of its list.
 */
export const LOCALES = [
  'en',
  'ar_SA',
  'az_AZ',
  'bg_BG',
  'bn_BD',
  'ca_ES',
  'cs_CZ',
  'da_DK',
  'de_CH',
  'de_DE',
  'el_GR',
  'es_ES',
  'et_EE',
  'fa_IR',
  'fi_FI',
  'fr_FR',
  'ga_IE',
  'he_IL',
  'hi_IN',
  'hu_HU',
  'id_ID',
  'it_IT',
  'ja_JP',
  'ka_GE',
  'ko_KR',
  'lv_LV',
  'my_MM',
  'nl_NL',
  'no_NO',
  'pl_PL',
  'pt_BR',
  'pt_PT',
  'ro_RO',
  'ru_RU',
  'si_LK',
  'sv_SE',
  'th_TH',
  'tr_TR',
  'uk_UA',
  'zh_CN',
  'zh_HK',
  'zh_TW',
] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Keys this shop used before it took upstream's: a cookie still holding one keeps its language. */
const FORMER_KEYS: Record<string, Locale> = { de: 'de_DE' };

/** The locale a `language` cookie names (upstream's key, or a former one of ours), else English. */
export const localeOf = (value: unknown): Locale =>
  isLocale(value) ? value : typeof value === 'string' && FORMER_KEYS[value] ? FORMER_KEYS[value] : DEFAULT_LOCALE;

/** The BCP 47 tag of a locale (`pt_BR` → `pt-BR`), for `lang` attributes and Intl. */
export const languageTag = (locale: Locale) => locale.replace('_', '-');

/** The languages written right to left. */
const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(['ar_SA', 'fa_IR', 'he_IL']);
export const textDirection = (locale: Locale): 'rtl' | 'ltr' => (RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr');

/**
 * How a locale writes numbers: its ten digits, decimal and group separators, and what goes around
 * a percentage. Taken from the server's Intl and handed to the browser with the dictionary,
 * because browsers ship less locale data than Node: Chromium writes Burmese, Georgian or
 * Azerbaijani numbers the English way, and a page it hydrated would then disagree with the HTML.
 */
export type NumberSymbols = { digits: string[]; decimal: string; group: string; percent: [before: string, after: string] };

/**
 * A number written by English Intl (`12,345.50`) in a locale's symbols. Grouping stays in threes
 * (Hindi's 12,34,567 reads 1,234,567): the shop's figures stay below a million.
 */
export const inSymbols = (english: string, s: NumberSymbols) =>
  english.replace(/[0-9.,]/g, (c) => (c === '.' ? s.decimal : c === ',' ? s.group : s.digits[Number(c)]));

/** The formatter a dictionary names for a number argument written in the locale's digits (see dictionaryFor). */
export const NUMBER_FORMATTER = 'digits';

const typed = (locale: Locale, dict: Dictionary, symbols: NumberSymbols) =>
  typesafeI18nObject(languageTag(locale), dict as unknown as typeof en, {
    // a number argument in the locale's digits, ungrouped (ids, years, counts in a sentence)
    [NUMBER_FORMATTER]: (value: unknown) => (typeof value === 'number' ? inSymbols(String(value), symbols) : value),
  });
export type T = ReturnType<typeof typed>;

/** A text argument set apart from the text around it (FSI…PDI), so an e-mail address or a name keeps its own direction. */
const isolated = (args: unknown) =>
  args && typeof args === 'object'
    ? Object.fromEntries(Object.entries(args).map(([k, v]) => [k, typeof v === 'string' ? `\u2068${v}\u2069` : v]))
    : args;

/**
 * Typed translation functions over a dictionary (arguments inferred from the English text). In a
 * right-to-left language the text arguments are isolated: `(jim@juice-sh.op)` would otherwise
 * break apart at its punctuation inside Arabic, Persian or Hebrew text. Number arguments a
 * dictionary marks for the locale's digits are written in `symbols` (the server's: the browser
 * passes the ones it was handed).
 */
export function translator(locale: Locale, dict: Dictionary, symbols: NumberSymbols): T {
  const t = typed(locale, dict, symbols);
  if (textDirection(locale) === 'ltr') return t;
  return new Proxy(t, {
    get: (target, key) => {
      const text = Reflect.get(target, key) as unknown;
      return typeof text === 'function' ? (args: unknown, ...rest: unknown[]) => text(isolated(args), ...rest) : text;
    },
  });
}
