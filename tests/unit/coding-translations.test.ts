import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { LOCALES } from '../../src/lib/i18n';
import { readCodingInfo } from '../../src/server/coding/fixes';

/**
 * The coding challenges' fix explanations and hints in every further language
 * (`private/i18n/codefixes/<locale>.yml`): every challenge, every fix, every hint, the code in
 * them (backticks, tags) kept as it is, and translated.
 */
const PRIVATE = path.resolve('private');
const KEYS = readdirSync(path.join(PRIVATE, 'codefixes'))
  .filter((f) => f.endsWith('.info.yml'))
  .map((f) => f.replace(/\.info\.yml$/, ''))
  .sort();
const english = Object.fromEntries(KEYS.map((key) => [key, readCodingInfo(PRIVATE, key)]));
const code = (text: string) => [...text.matchAll(/`[^`]*`|<[^>]+>/g)].map((m) => m[0]).sort();

type Texts = { fixes: Record<string, string>; hints: string[] };

describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (locale) => {
  const file = path.join(PRIVATE, 'i18n', 'codefixes', `${locale}.yml`);

  test('every challenge, fix and hint, with the code in them as in English', () => {
    expect(existsSync(file), file).toBe(true);
    const own = load(readFileSync(file, 'utf8')) as Record<string, Texts>;
    expect(Object.keys(own).sort()).toEqual(KEYS);
    for (const key of KEYS) {
      const en = english[key]!;
      const t = own[key]!;
      expect(
        Object.keys(t.fixes ?? {})
          .map(Number)
          .sort(),
        `${key} fixes`,
      ).toEqual(en.fixes.map((f) => f.id).sort());
      expect(t.hints?.length ?? 0, `${key} hints`).toBe(en.hints.length);
      for (const fix of en.fixes) {
        const text = t.fixes[fix.id];
        expect(typeof text === 'string' && text.trim().length > 0, `${key} fix ${fix.id}`).toBe(true);
        expect(code(text), `${key} fix ${fix.id}: code kept`).toEqual(code(fix.explanation));
        expect(text, `${key} fix ${fix.id}: translated`).not.toBe(fix.explanation);
      }
      en.hints.forEach((hint, i) => {
        const text = t.hints[i];
        expect(typeof text === 'string' && text.trim().length > 0, `${key} hint ${i + 1}`).toBe(true);
        expect(code(text), `${key} hint ${i + 1}: code kept`).toEqual(code(hint));
        expect(text, `${key} hint ${i + 1}: translated`).not.toBe(hint);
      });
    }
  });
});
