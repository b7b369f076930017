import { describe, expect, test } from 'vitest';
import { languageTag, LOCALES } from '../../src/lib/i18n';
import { dictionaryFor } from '../../src/lib/i18n/dictionaries';
import { formats } from '../../src/lib/i18n/format';
import { formatsFor, numberSymbols, translatorFor } from '../../src/lib/i18n/number-symbols';

describe('formats: numbers, amounts and dates as each locale writes them', () => {
  test('English reads as upstream prints amounts: two decimals, the sign after, no grouping below five digits', () => {
    const f = formatsFor('en');
    expect(f.amount(1.99)).toBe('1.99¤');
    expect(f.amount(5000)).toBe('5000.00¤');
    expect(f.amount(12345.5)).toBe('12,345.50¤');
    expect(f.price(5)).toBe('5¤');
    expect(f.price('0.89')).toBe('0.89¤');
    expect(f.percent(42)).toBe('42%');
  });

  test('German and French use their decimal comma; Swiss German its point', () => {
    expect(formatsFor('de_DE').amount(1.99)).toBe('1,99¤');
    expect(formatsFor('fr_FR').amount(12345.5)).toBe('12\u202f345,50¤');
    expect(formatsFor('de_CH').amount(1.99)).toBe('1.99¤');
  });

  test('Arabic, Persian, Bengali and Burmese write their own digits', () => {
    expect(formatsFor('ar_SA').amount(1.99)).toBe('١٫٩٩¤');
    expect(formatsFor('fa_IR').price(5)).toBe('۵¤');
    expect(formatsFor('bn_BD').price(0.89)).toBe('০.৮৯¤');
    expect(formatsFor('my_MM').number(3)).toBe('၃');
  });

  test('every locale writes amounts and percentages as its Intl does: the symbols the browser is handed reproduce it', () => {
    for (const locale of LOCALES) {
      const tag = languageTag(locale);
      const amount = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'min2' });
      const share = new Intl.NumberFormat(tag, { style: 'percent' });
      // what the browser builds from the symbols the server sends (JSON), whatever its own Intl knows
      const symbols = JSON.parse(JSON.stringify(numberSymbols(locale)));
      for (const value of [0, 1.99, 5000, 12345.5]) {
        expect(formats(locale, symbols).amount(value), `${locale} ${value}`).toBe(`${amount.format(value)}¤`);
      }
      expect(formats(locale, symbols).percent(42), locale).toBe(share.format(0.42));
    }
  });

  test("Burmese, Georgian and Azerbaijani numbers as the server's Intl writes them (browsers that lack the data write them the English way)", () => {
    expect(numberSymbols('my_MM').digits.join('')).toBe('၀၁၂၃၄၅၆၇၈၉');
    expect(formatsFor('ka_GE').amount(12345.5)).toBe('12\u00a0345,50¤');
    expect(formatsFor('az_AZ').amount(12345.5)).toBe('12.345,50¤');
    expect(formatsFor('tr_TR').percent(42)).toBe('%42');
  });

  test('dates follow the locale (and its calendar); a value that is no date is shown as given', () => {
    const day = '2026-11-28T12:00:00Z';
    expect(formatsFor('en').date(day)).toBe('Nov 28, 2026');
    expect(formatsFor('de_DE').date(day)).toBe('28.11.2026');
    expect(formatsFor('ja_JP').date(day)).toBe('2026/11/28');
    expect(formatsFor('th_TH').date(day)).toContain('2569');
    expect(formatsFor('en').date('soon')).toBe('soon');
  });

  test("the screens' number arguments take the locale's digits where it has its own, and plurals still choose by the number", () => {
    const ar = translatorFor('ar_SA', dictionaryFor('ar_SA'));
    expect(ar.USER_NUMBER({ id: 12345 })).toContain('١٢٣٤٥');
    expect(ar.ETA_DAYS({ days: 3 })).toBe('٣ أيام');
    expect(translatorFor('fa_IR', dictionaryFor('fa_IR')).USER_NUMBER({ id: 7 })).toContain('۷');
    // where the locale writes 0–9, ids stay ungrouped and the text is as translated
    expect(translatorFor('en', dictionaryFor('en')).USER_NUMBER({ id: 12345 })).toBe('User #12345');
    expect(translatorFor('de_DE', dictionaryFor('de_DE')).ETA_DAYS({ days: 1 })).toBe('1 Tag');
  });
});
