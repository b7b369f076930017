import { de } from './de';
import { en, type Dictionary } from './en';
import type { Locale } from './index';
import type { Translation } from './translation';

// one module per further language (`locales/<key>.ts`); a language without one has no texts of its own yet
const modules = import.meta.glob<{ translation: Translation }>('./locales/*.ts', { eager: true });

/** What each language translated itself (German: all, from the message modules beside English). */
export const translations: Record<Locale, Translation> = Object.fromEntries(
  (
    [
      ['en', en],
      ['de_DE', de],
    ] as Array<[string, Translation]>
  ).concat(Object.entries(modules).map(([file, m]) => [file.replace(/^.*\/(\w+)\.ts$/, '$1'), m.translation])),
) as Record<Locale, Translation>;

const complete = new Map<Locale, Dictionary>();

/**
 * A locale's whole dictionary, English where it has no text of its own. Server only: the client
 * receives just the active one as a prop.
 */
export function dictionaryFor(locale: Locale): Dictionary {
  let dict = complete.get(locale);
  if (!dict) {
    dict = { ...en, ...translations[locale] };
    complete.set(locale, dict);
  }
  return dict;
}
