import type { Dictionary } from './en';
import { formats, type Formats } from './format';
import { languageTag, translator, type Locale, type NumberSymbols, type T } from './index';

/** The number symbols of a locale, from this runtime's Intl (the server's: see NumberSymbols). */
export function numberSymbols(locale: Locale): NumberSymbols {
  const tag = languageTag(locale);
  const plain = new Intl.NumberFormat(tag, { useGrouping: false });
  const parts = new Intl.NumberFormat(tag, { useGrouping: 'always', minimumFractionDigits: 1 }).formatToParts(12345.6);
  const around = new Intl.NumberFormat(tag, { style: 'percent' }).formatToParts(0.42);
  const first = around.findIndex((p) => p.type === 'integer');
  const last = around.findLastIndex((p) => p.type === 'integer');
  const text = (ps: Intl.NumberFormatPart[]) => ps.map((p) => p.value).join('');
  return {
    digits: Array.from({ length: 10 }, (_, d) => plain.format(d)),
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    percent: [text(around.slice(0, first)), text(around.slice(last + 1))],
  };
}

/** Whether a locale writes numbers with digits other than 0–9 (Arabic-Indic, Persian, Bengali, Burmese). */
export const writesOwnDigits = (symbols: NumberSymbols) => symbols.digits.join('') !== '0123456789';

const known = new Map<Locale, NumberSymbols>();
const symbolsOf = (locale: Locale) => {
  let symbols = known.get(locale);
  if (!symbols) {
    symbols = numberSymbols(locale);
    known.set(locale, symbols);
  }
  return symbols;
};

/** A locale's formats with this runtime's number symbols: for the server (and tests), which has Intl's full data. */
export const formatsFor = (locale: Locale): Formats => formats(locale, symbolsOf(locale));

/** A locale's translator with this runtime's number symbols: for the server (and tests). */
export const translatorFor = (locale: Locale, dict: Dictionary): T => translator(locale, dict, symbolsOf(locale));
