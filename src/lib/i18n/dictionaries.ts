import { de } from './de';
import { en, type Dictionary } from './en';
import { NUMBER_FORMATTER, type Locale } from './index';
import { numberSymbols, writesOwnDigits } from './number-symbols';
import type { Translation } from './translation';

// one module per further language (`locales/<key>.ts`); a language without one has no texts of its own yet
const modules = import.meta.glob<{ translation: Translation }>('./locales/*.ts', { eager: true });

/** What each language's own module holds (German: all, from the message modules beside English). */
const written: Record<string, Translation> = Object.fromEntries(
  (
    [
      ['en', en],
      ['de_DE', de],
    ] as Array<[string, Translation]>
  ).concat(Object.entries(modules).map(([file, m]) => [file.replace(/^.*\/(\w+)\.ts$/, '$1'), m.translation])),
);

/**
 * The regional variants and the language each reads where it writes nothing of its own: its
 * module holds only the texts that differ (Swiss `ss` for `ß`, Hong Kong's words, Portugal's).
 */
export const VARIANT_OF: Partial<Record<Locale, Locale>> = { de_CH: 'de_DE', zh_HK: 'zh_TW', pt_PT: 'pt_BR' };

/** What each language translated: its own texts, a regional variant's over its parent language's. */
export const translations: Record<Locale, Translation> = Object.fromEntries(
  Object.entries(written).map(([locale, own]) => {
    const parent = VARIANT_OF[locale as Locale];
    return [locale, parent ? { ...written[parent], ...own } : own];
  }),
) as Record<Locale, Translation>;

const complete = new Map<Locale, Dictionary>();

/** For each English text, the names of its number arguments (`{min:number}`). */
const numberArguments = new Map(
  Object.entries(en).map(([key, text]) => [key, [...String(text).matchAll(/\{(\w+):number\}/g)].map((m) => m[1])]),
);

/**
 * A text whose number arguments go through the locale's digits (`{days}` → `{days|digits}`): for
 * languages that write numbers with digits of their own (Arabic, Persian, Bengali, Burmese), so a
 * count in a sentence reads like the prices around it. Plural forms still choose by the number.
 */
function withOwnDigits(key: string, text: string): string {
  const names = numberArguments.get(key);
  if (!names?.length) return text;
  return text.replace(/\{(\w+)(:number)?\}/g, (arg, name: string) => (names.includes(name) ? `{${name}|${NUMBER_FORMATTER}}` : arg));
}

/**
 * A locale's whole dictionary, English where it has no text of its own. Server only: the client
 * receives just the active one as a prop.
 */
export function dictionaryFor(locale: Locale): Dictionary {
  let dict = complete.get(locale);
  if (!dict) {
    dict = { ...en, ...translations[locale] };
    if (writesOwnDigits(numberSymbols(locale))) {
      dict = Object.fromEntries(Object.entries(dict).map(([key, text]) => [key, withOwnDigits(key, text)])) as Dictionary;
    }
    complete.set(locale, dict);
  }
  return dict;
}
