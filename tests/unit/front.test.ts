import { expect, test } from 'vitest';
import { pageSizes } from '../../src/lib/pagination';
import { de } from '../../src/lib/i18n/de';
import { en } from '../../src/lib/i18n/en';
import { translatorFor } from '../../src/lib/i18n/number-symbols';
import { imageUrl } from '../../src/lib/images';
import { simpleFormatting, stripHtml } from '../../src/lib/sanitize';

test('page sizes are multiples of 12 up to the first that holds every product', () => {
  expect(pageSizes(46)).toEqual([12, 24, 36, 48]);
  expect(pageSizes(12)).toEqual([12]);
  expect(pageSizes(0)).toEqual([12]);
});

test('image values resolve as upstream stores them', () => {
  expect(imageUrl('apple_juice.svg')).toBe('/assets/public/images/products/apple_juice.svg');
  expect(imageUrl('brands/bytebrew/mug.svg')).toBe('/assets/public/images/brands/bytebrew/mug.svg');
  expect(imageUrl('JuiceShop_Logo.svg', '')).toBe('/assets/public/images/JuiceShop_Logo.svg');
  expect(imageUrl('https://example.org/logo.png', '')).toBe('https://example.org/logo.png');
  expect(imageUrl('assets/public/images/uploads/default.svg')).toBe('/assets/public/images/uploads/default.svg');
});

test('German is complete and keeps every placeholder of the English text', () => {
  for (const key of Object.keys(en) as Array<keyof typeof en>) {
    expect(de[key], key).toBeTruthy();
    // an argument is `{name…}`; a plural part `{{one|other}}` holds words of its language, not an argument
    const placeholders = (text: string) => [...text.matchAll(/(?<!\{)\{(\w+)/g)].map((m) => m[1]).sort();
    expect(placeholders(de[key]), key).toEqual(placeholders(en[key]));
  }
});

test('no two areas define the same message key (the merged dictionary would keep only the last)', async () => {
  const modules = import.meta.glob<{ en: Record<string, string> }>('../../src/lib/i18n/messages/*.ts', { eager: true });
  const owner = new Map<string, string>();
  const clashes: string[] = [];
  for (const [file, messages] of Object.entries(modules)) {
    for (const key of Object.keys(messages.en)) {
      if (owner.has(key)) clashes.push(`${key}: ${owner.get(key)} and ${file}`);
      else owner.set(key, file);
    }
  }
  expect(Object.keys(modules).length).toBeGreaterThan(3);
  expect(clashes).toEqual([]);
});

test('translations fill their arguments', () => {
  expect(translatorFor('de_DE', de).LABEL_ONLY_QUANTITY_LEFT({ quantity: 3 })).toBe('Nur noch 3 übrig');
  expect(translatorFor('en', en).PAGE_RANGE({ from: 1, to: 12, total: 46 })).toBe('1 – 12 of 46');
});

test('customer texts keep simple formatting only', () => {
  expect(simpleFormatting('<b>best</b> shop<br><script>x()</script><img src=x onerror=y>')).toBe(
    '<b>best</b> shop<br>&lt;script&gt;x()&lt;/script&gt;&lt;img src=x onerror=y&gt;',
  );
});

test('descriptions are stripped of every tag when API-only XSS is off', () => {
  expect(stripHtml('<<script>a</script>iframe src="javascript:alert(`xss`)">juice')).toBe('juice');
  expect(stripHtml('<iframe src="javascript:alert(`xss`)">')).toBe('');
});
