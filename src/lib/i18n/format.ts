import { inSymbols, languageTag, type Locale, type NumberSymbols } from './index';

/** Numbers, amounts and dates as the reader's locale writes them; the shop's currency sign follows the amount (spec). */
export interface Formats {
  /** A sum of money with two decimals: `1.99¤`, `1,99¤`, `١٫٩٩¤`. */
  amount(value: number): string;
  /** A product's price as stored, up to two decimals: `5¤`, `0.89¤`. */
  price(value: number | string): string;
  /** A plain count or figure. */
  number(value: number): string;
  /** A share given in whole percent (`42` → `42%`, `42 %`, `%42`, `٤٢٪`). */
  percent(value: number): string;
  /** A calendar day, in the locale's calendar (Persian in fa_IR, Buddhist in th_TH). */
  date(value: Date | string | number): string;
  /** A day and a time of day. */
  dateTime(value: Date | string | number): string;
}

const SIGN = '¤';
const cache = new Map<Locale, Formats>();

/**
 * The formatters of a locale (cached: building an Intl formatter costs far more than using it).
 * Numbers in the given symbols (the server's, on both sides: see NumberSymbols); digits group only
 * from five on (`useGrouping: 'min2'`), so English amounts read as upstream prints them
 * (`5000.00¤`) while larger ones still group. Dates with the runtime's Intl for the locale: they
 * are only ever rendered in one place, so they cannot disagree with themselves.
 */
export function formats(locale: Locale, symbols: NumberSymbols): Formats {
  const known = cache.get(locale);
  if (known) return known;
  const tag = languageTag(locale);
  const english = (options: Intl.NumberFormatOptions) => {
    const f = new Intl.NumberFormat('en-US', { useGrouping: 'min2', ...options });
    return (value: number) => inSymbols(f.format(value), symbols);
  };
  const twoDecimals = english({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const upToTwo = english({ maximumFractionDigits: 2 });
  const whole = english({ maximumFractionDigits: 0 });
  const plain = english({});
  const [before, after] = symbols.percent;
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
  const moment = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  const when = (value: Date | string | number, f: Intl.DateTimeFormat) => {
    const d = value instanceof Date ? value : new Date(value);
    return Number.isNaN(d.getTime()) ? String(value) : f.format(d);
  };
  const made: Formats = {
    amount: (value) => `${twoDecimals(value)}${SIGN}`,
    price: (value) => (Number.isFinite(Number(value)) ? `${upToTwo(Number(value))}${SIGN}` : `${value}${SIGN}`),
    number: plain,
    percent: (value) => `${before}${whole(value)}${after}`,
    date: (value) => when(value, day),
    dateTime: (value) => when(value, moment),
  };
  cache.set(locale, made);
  return made;
}
