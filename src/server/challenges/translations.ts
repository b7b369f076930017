import { type } from '../../lib/ark';
import type { Locale } from '../../lib/i18n';
import { translationFile } from '../i18n/translation-files';
import { loadCatalogue } from './catalogue';

/**
 * The challenge catalogue's texts in other languages: `private/i18n/challenges/<locale>.yml`, by
 * challenge key, a description (HTML, its markup and `<code>` as the English) and the hints in
 * their order. Read on first use per language and kept; what a language lacks reads English.
 * Only the screens use them: API answers keep upstream's English, as tools match on it.
 */
const challengeTexts = type({ '[string]': { 'description?': 'string', 'hints?': 'string[]' } });
export type ChallengeTexts = { description?: string; hints?: string[] };

export function challengeTranslation(privateDir: string, locale: Locale): Record<string, ChallengeTexts> {
  return locale === 'en' ? {} : translationFile(privateDir, 'challenges', locale, challengeTexts);
}

const shares = new Map<string, number>();

/** The share of the catalogue's descriptions and hints a language translated, in percent. */
export function challengeTextsShare(privateDir: string, locale: Locale): number {
  if (locale === 'en') return 100;
  const id = `${privateDir}\0${locale}`;
  let share = shares.get(id);
  if (share === undefined) {
    const own = challengeTranslation(privateDir, locale);
    let total = 0;
    let translated = 0;
    for (const c of loadCatalogue(privateDir)) {
      total += 1 + (c.hints?.length ?? 0);
      const t = own[c.key];
      if (t?.description?.trim()) translated++;
      translated += (c.hints ?? []).filter((_, i) => t?.hints?.[i]?.trim()).length;
    }
    share = total === 0 ? 0 : (translated / total) * 100;
    shares.set(id, share);
  }
  return share;
}
