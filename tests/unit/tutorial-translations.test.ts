import { describe, expect, test } from 'vitest';
import { TUTORIALS } from '../../src/components/hacking-instructor/tutorials';
import type { TutorialTranslation } from '../../src/lib/i18n/tutorials/types';

const files = import.meta.glob<{ tutorials: TutorialTranslation }>(['../../src/lib/i18n/tutorials/*.ts', '!**/types.ts'], { eager: true });
const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)(?::\w+)?\}/g)].map((m) => m[1]).sort();

/** Every tutorial's English texts, by the challenge key it teaches. */
const english = async () =>
  Object.fromEntries(await Promise.all(Object.values(TUTORIALS).map(async (load) => ((t) => [t.challenge, t.texts.en])(await load()))));

describe.each(Object.entries(files).map(([file, m]) => [file.replace(/^.*\/(\w+)\.ts$/, '$1'), m.tutorials] as const))(
  '%s tutorials',
  (_, own) => {
    test('every tutorial and text, arguments kept, nothing left in English', async () => {
      const en = (await english()) as Record<string, Record<string, string>>;
      expect(Object.keys(own).sort()).toEqual(Object.keys(en).sort());
      for (const [tutorial, texts] of Object.entries(en)) {
        expect(Object.keys(own[tutorial] ?? {}).sort(), tutorial).toEqual(Object.keys(texts).sort());
        for (const [key, text] of Object.entries(texts)) {
          const mine = own[tutorial]?.[key] ?? '';
          expect(mine.trim(), `${tutorial}.${key}`).not.toBe('');
          expect(argumentsOf(mine), `${tutorial}.${key}`).toEqual(argumentsOf(text));
          if (/\s\w+\s\w+\s/.test(text)) expect(mine, `${tutorial}.${key} left in English`).not.toBe(text);
        }
      }
    });
  },
);

test('the tutorial translations are per language files, or none yet', () => {
  expect(Object.keys(files).every((f) => /\/[a-z]{2}_[A-Z]{2}\.ts$/.test(f))).toBe(true);
});
