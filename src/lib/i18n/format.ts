import { languageTag, type Locale } from './index';

/** Numbers, amounts and dates as the reader's locale writes them; the shop's currency sign follows the amount (spec). */
export interface Formats {
  /** A sum of money with two decimals: `1.99¤`, `1,99¤`, `١٫٩٩¤`. */
  amount(value: number): string;
  /** A product's price as stored, up to two decimals: `5¤`, `0.89¤`. */
  price(value: number | string): string;
  /** A plain count or figure. */
  number(value: number): string;
  /** A share given in whole percent (`42` → `42%`, `42 %`, `٤٢٪`). */
  percent(value: number): string;
  /** A calendar day, in the locale's calendar (Persian in fa_IR, Buddhist in th_TH). */
  date(value: Date | string | number): string;
  /** A day and a time of day. */
  dateTime(value: Date | string | number): string;
}

const SIGN = '¤';
const cache = new Map<Locale, Formats>();

/**
 * The formatters of a locale (Intl, cached: building an Intl formatter costs far more than using
 * it). Digits group only from five on (`useGrouping: 'min2'`), so English amounts read as
 * upstream prints them (`5000.00¤`) while larger ones still group.
 */
export function formats(locale: Locale): Formats {
  const known = cache.get(locale);
  if (known) return known;
  const tag = languageTag(locale);
  const twoDecimals = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'min2' });
  const upToTwo = new Intl.NumberFormat(tag, { maximumFractionDigits: 2, useGrouping: 'min2' });
  const plain = new Intl.NumberFormat(tag, { useGrouping: 'min2' });
  const share = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 });
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
  const moment = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  const when = (value: Date | string | number) => {
    const d = value instanceof Date ? value : new Date(value);
    return Number.isNaN(d.getTime()) ? String(value) : d;
  };
  const made: Formats = {
    amount: (value) => `${twoDecimals.format(value)}${SIGN}`,
    price: (value) => (Number.isFinite(Number(value)) ? `${upToTwo.format(Number(value))}${SIGN}` : `${value}${SIGN}`),
    number: (value) => plain.format(value),
    percent: (value) => share.format(value / 100),
    date: (value) => {
      const d = when(value);
      return typeof d === 'string' ? d : day.format(d);
    },
    dateTime: (value) => {
      const d = when(value);
      return typeof d === 'string' ? d : moment.format(d);
    },
  };
  cache.set(locale, made);
  return made;
}
