import { describe, expect, test } from 'vitest';
import { translations } from '../../src/lib/i18n/dictionaries';
import { en } from '../../src/lib/i18n/en';
import { LOCALES } from '../../src/lib/i18n';
import { translatorFor } from '../../src/lib/i18n/number-symbols';

const keys = Object.keys(en) as Array<keyof typeof en>;
/** Names kept in every language: brands, networks, standards. */
const NAMES = new Set<string>([
  'TITLE_GITHUB',
  'SOCIAL_BLUESKY',
  'SOCIAL_MASTODON',
  'SOCIAL_TWITTER',
  'SOCIAL_FACEBOOK',
  'SOCIAL_SLACK',
  'SOCIAL_REDDIT',
  'SOCIAL_NFT',
  'CAPTCHA_LABEL',
  'NFT_TITLE',
]);
/** The arguments a text takes, by name (English writes their types, translations do not). */
const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)(?::\w+)?\}/g)].map((m) => m[1]).sort();
/** Markup and placeholders that must open as often as they close. */
const balanced = (text: string) => ['<>', '{}', '()', '[]'].every(([open, close]) => text.split(open).length === text.split(close).length);

// every language that has texts of its own; the others read English (and /rest/languages says so)
const translated = LOCALES.filter((locale) => locale !== 'en' && translations[locale]);

test('German and further languages have texts of their own', () => {
  expect(translated).toContain('de_DE');
});

describe.each(translated)('%s', (locale) => {
  const own = translations[locale] as Record<string, string>;

  test('every key, no other', () => {
    expect(keys.filter((k) => typeof own[k] !== 'string' || !own[k].trim())).toEqual([]);
    expect(Object.keys(own).filter((k) => !(k in en))).toEqual([]);
  });

  test('arguments kept, untyped; plural forms where English has them; markup balanced', () => {
    for (const k of keys) {
      expect(argumentsOf(own[k] ?? ''), k).toEqual(argumentsOf(en[k]));
      expect(own[k], k).not.toMatch(/\{\w+:\w+\}/);
      expect((own[k] ?? '').includes('{{'), k).toBe(en[k].includes('{{'));
      expect(balanced(own[k] ?? ''), `${k}: ${own[k]}`).toBe(balanced(en[k]));
    }
  });

  test('no key names left as texts, nothing left in English but names and single words', () => {
    const left = keys.filter((k) => own[k] === k || (own[k] === en[k] && !NAMES.has(k) && /\s/.test(en[k].trim())));
    expect(left).toEqual([]);
  });
});

test('in a right-to-left language a text argument keeps its own direction (isolated), elsewhere it is left as it is', async () => {
  const { dictionaryFor } = await import('../../src/lib/i18n/dictionaries');
  const email = 'jim@juice-sh.op';
  expect(translatorFor('ar_SA', dictionaryFor('ar_SA')).BASKET_OF({ email })).toContain(`\u2068${email}\u2069`);
  expect(translatorFor('he_IL', dictionaryFor('he_IL')).BASKET_OF({ email })).toContain(`\u2068${email}\u2069`);
  expect(translatorFor('en', dictionaryFor('en')).BASKET_OF({ email })).toBe(`Your Basket (${email})`);
  // numbers are not isolated: they stay numbers, which the plural rules read (3 days: the "few" form)
  expect(translatorFor('he_IL', dictionaryFor('he_IL')).ETA_DAYS({ days: 3 })).not.toContain('\u2068');
  expect(translatorFor('ar_SA', dictionaryFor('ar_SA')).ETA_DAYS({ days: 3 })).toBe('٣ أيام');
});
