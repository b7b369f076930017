import PDFDocument from 'pdfkit';
import { describe, expect, test } from 'vitest';
import { languageTag, LOCALES } from '../../src/lib/i18n';
import { FontSet } from '../../src/server/services/order-confirmation/fonts';
import { confirmationDictionary, confirmationTexts, en, TRANSLATIONS } from '../../src/server/services/order-confirmation/texts';
import { formatsFor } from '../../src/lib/i18n/number-symbols';

/** The order confirmation PDF's texts: every language complete, its arguments kept, and translated. */

const KEYS = Object.keys(en).sort();
const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)(?::\w+)?\}/g)].map((m) => m[1]).sort();
const OTHERS = LOCALES.filter((l) => l !== 'en');

describe('order confirmation texts', () => {
  test('every language but English has a translation, and nothing else does', () => {
    expect(Object.keys(TRANSLATIONS).sort()).toEqual([...OTHERS].sort());
  });

  test.each(OTHERS)('%s: every key, each with the English arguments, none left in English', (locale) => {
    const texts = TRANSLATIONS[locale];
    expect(Object.keys(texts).sort()).toEqual(KEYS);
    for (const key of KEYS as (keyof typeof en)[]) {
      expect(argumentsOf(texts[key]), `${locale} ${key}`).toEqual(argumentsOf(en[key]));
      expect(texts[key].trim(), `${locale} ${key}`).not.toBe('');
      expect(texts[key], `${locale} ${key}`).not.toBe(en[key].replace(/:string\}/g, '}'));
    }
  });

  test('Swiss German writes ss for ß', () => {
    expect(Object.values(TRANSLATIONS.de_CH).join(' ')).not.toContain('ß');
    expect(TRANSLATIONS.de_CH.BONUS_NOTE).toContain('fliessen');
    expect(TRANSLATIONS.de_DE.BONUS_NOTE).toContain('fließen');
  });

  test('typed and filled in by typesafe-i18n', () => {
    expect(confirmationTexts('en').CUSTOMER({ email: 'jim@juice-sh.op' })).toBe('Customer: jim@juice-sh.op');
    expect(confirmationTexts('en').LINE({ quantity: '2', product: 'Apple Juice (1000ml)', price: '1.99', total: '3.98¤' })).toBe(
      '2x Apple Juice (1000ml) ea. 1.99 = 3.98¤',
    );
    expect(confirmationTexts('ja_JP').TOTAL_PRICE({ amount: '22.93¤' })).toBe('合計金額：22.93¤');
    expect(confirmationTexts('de_DE').DISCOUNT({ percent: '20', amount: '4,59¤' })).toBe('20 % Rabatt durch Gutschein: -4,59¤');
  });
});

describe('order confirmation fonts', () => {
  test.each(LOCALES)('%s: a font has every character of the texts, numbers, amounts and the date (no missing glyphs)', (locale) => {
    const doc = new PDFDocument();
    const fonts = new FontSet(doc, locale);
    const f = formatsFor(locale);
    const samples = [
      ...Object.values(confirmationDictionary(locale)),
      f.amount(12345.67),
      f.amount(-0.99),
      f.number(1234567),
      f.date(new Date()),
    ];
    const graphemes = new Intl.Segmenter(languageTag(locale), { granularity: 'grapheme' });
    const missing = new Set<string>();
    for (const text of samples)
      for (const { segment } of graphemes.segment(text.replace(/\{\w+(?::\w+)?\}/g, '').replace(/[\u2066-\u2069]/g, '')))
        for (const weight of [400, 700] as const) {
          // a space no font has is drawn as a no-break space (text-layout.ts)
          const shown = /^\p{Zs}+$/u.test(segment) ? '\u00a0' : segment.normalize('NFC');
          if (!fonts.pick(shown, weight)) missing.add(segment);
        }
    expect([...missing]).toEqual([]);
  });
});
