import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { type } from '../../lib/ark';
import type { Locale } from '../../lib/i18n';
import { loadCatalogue } from './catalogue';

/**
 * The challenge catalogue's texts in other languages: `private/i18n/challenges/<locale>.yml`, by
 * challenge key, a description (HTML, its markup and `<code>` as the English) and the hints in
 * their order. Read on first use per language and kept; what a language lacks reads English.
 * Only the screens use them: API answers keep upstream's English, as tools match on it.
 */
const challengeTexts = type({ '[string]': { 'description?': 'string', 'hints?': 'string[]' } });
export type ChallengeTexts = { description?: string; hints?: string[] };

const byFile = new Map<string, Record<string, ChallengeTexts>>();

export function challengeTranslation(privateDir: string, locale: Locale): Record<string, ChallengeTexts> {
  if (locale === 'en') return {};
  const file = path.join(privateDir, 'i18n', 'challenges', `${locale}.yml`);
  let texts = byFile.get(file);
  if (!texts) {
    const parsed = existsSync(file) ? challengeTexts(load(readFileSync(file, 'utf8'))) : {};
    if (parsed instanceof type.errors) throw new Error(`Invalid challenge translation ${file}: ${parsed.summary}`);
    texts = parsed as Record<string, ChallengeTexts>;
    byFile.set(file, texts);
  }
  return texts;
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
