import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { token } from 'styled-system/tokens';
import { describe, expect, test } from 'vitest';
import { allScriptFontAssets, scriptFontAssets, THEME_FONT_VARIABLE } from '../../scripts/script-fonts-build';
import { languageTag, LOCALES } from '../../src/lib/i18n';
import { translations } from '../../src/lib/i18n/dictionaries';
import { FONTS_PATH, fontStylesheet, LOCALE_FONTS, SCRIPT_FONTS, type ScriptFontId } from '../../src/lib/i18n/fonts';

const root = path.resolve(import.meta.dirname, '../..');

/** The scripts the theme's fonts (Roboto, the system's sans-serif) cover. */
const THEME_SCRIPTS = new Set(['Latn', 'Cyrl', 'Grek']);
/** The font each further script (ISO 15924, as Intl names a language's likely script) is set in. */
const FONT_OF_SCRIPT: Record<string, ScriptFontId> = {
  Arab: 'arabic',
  Hebr: 'hebrew',
  Deva: 'devanagari',
  Beng: 'bengali',
  Sinh: 'sinhala',
  Thai: 'thai',
  Mymr: 'myanmar',
  Geor: 'georgian',
  Hans: 'sc',
  Hant: 'tc',
  Jpan: 'jp',
  Kore: 'kr',
};
const scriptOf = (locale: (typeof LOCALES)[number]) => new Intl.Locale(languageTag(locale)).maximize().script ?? '';

test.each([...LOCALES])('%s: a script font exactly when its script is beyond Latin, Cyrillic and Greek', (locale) => {
  const script = scriptOf(locale);
  if (THEME_SCRIPTS.has(script)) {
    expect(LOCALE_FONTS[locale]).toBeUndefined();
    expect(fontStylesheet(locale)).toBeUndefined();
  } else {
    expect(FONT_OF_SCRIPT[script], script).toBeDefined();
    expect(LOCALE_FONTS[locale]).toBe(FONT_OF_SCRIPT[script]);
    expect(fontStylesheet(locale)).toBe(`${FONTS_PATH}/${FONT_OF_SCRIPT[script]}.css`);
  }
});

test('every script font serves a language, and its package is a dependency of the shop', () => {
  const used = new Set(Object.values(LOCALE_FONTS));
  const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  for (const [id, font] of Object.entries(SCRIPT_FONTS)) {
    expect(used.has(id as ScriptFontId), id).toBe(true);
    expect(dependencies[font.pkg], font.pkg).toBeDefined();
  }
});

test("the stylesheets put the script font in front of the theme's stack, which Panda names --fonts-body", () => {
  expect(token.var('fonts.body')).toBe(`var(${THEME_FONT_VARIABLE})`);
});

/** The code points a `unicode-range` lists (`U+0600-06FF,U+200C`). */
function rangesOf(value: string): Array<[number, number]> {
  return value.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(from!, 16), Number.parseInt(to ?? from!, 16)];
  });
}

describe.each(Object.keys(SCRIPT_FONTS) as ScriptFontId[])('%s', (id) => {
  const font = SCRIPT_FONTS[id];
  const assets = scriptFontAssets(id);
  const css = assets.find((a) => a.fileName === `${FONTS_PATH.slice(1)}/${id}.css`);
  const text = css && 'source' in css ? css.source : '';
  const faces = [...text.matchAll(/@font-face \{([^}]*)\}/g)].map((m) => m[1]!);
  const ranges = faces.flatMap((face) => rangesOf(/unicode-range: ([^;]+);/.exec(face)![1]!));
  const covered = (c: number) => ranges.some(([from, to]) => c >= from && c <= to);

  test('woff2 files only, each copied, in the weights chosen; the package’s Latin, Cyrillic, Greek and Vietnamese slices left out', () => {
    expect(faces.length).toBeGreaterThan(0);
    const files = new Set(assets.map((a) => a.fileName));
    for (const face of faces) {
      const urls = [...face.matchAll(/url\(\.\/([^)]+)\)/g)].map((m) => m[1]!);
      expect(urls).toHaveLength(1);
      expect(urls[0]).toMatch(new RegExp(`^${id}/[\\w-]+\\.woff2$`));
      expect(files.has(`${FONTS_PATH.slice(1)}/${urls[0]}`)).toBe(true);
      expect(face).toContain(`font-family: '${font.family}';`);
      expect(urls[0]).not.toMatch(/-(latin|latin-ext|cyrillic|cyrillic-ext|greek|greek-ext|vietnamese|math|symbols)-\d+-normal/);
    }
    const weights = new Set(faces.map((face) => Number(/font-weight: (\d+);/.exec(face)![1])));
    expect([...weights].sort()).toEqual([...font.weights]);
    for (const asset of assets) if ('file' in asset) expect(existsSync(asset.file), asset.file).toBe(true);
    expect(files.has(`${FONTS_PATH.slice(1)}/${id}/LICENSE.txt`)).toBe(true);
  });

  test("set first on the pages of the font's languages only", () => {
    const rule = /([^}]*)\{\s*font-family: ([^;]+);\s*\}\s*$/.exec(text);
    expect(rule?.[2]).toBe(`'${font.family}', var(${THEME_FONT_VARIABLE}, sans-serif)`);
    const selectors = rule![1]!
      .replace(/\/\*.*?\*\//gs, '')
      .split(',')
      .map((s) => s.trim());
    const tags = LOCALES.filter((l) => LOCALE_FONTS[l] === id).map(languageTag);
    expect(selectors.sort()).toEqual(tags.flatMap((tag) => [`html:lang(${tag})`, `html:lang(${tag}) body`]).sort());
  });

  test("covers every letter of its languages' texts that the theme's fonts lack", () => {
    const THEME_COVERED = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Common}\p{Script=Inherited}]/u;
    for (const locale of LOCALES.filter((l) => LOCALE_FONTS[l] === id && translations[l])) {
      const texts = Object.values(translations[locale] as Record<string, string>).join('');
      const missing = new Set([...texts].filter((ch) => !THEME_COVERED.test(ch) && !covered(ch.codePointAt(0)!)));
      expect([...missing].join(''), locale).toBe('');
    }
  });

  test('Latin text outside the CJK fonts stays with the theme (no slice holds the basic Latin letters)', () => {
    if (font.subsets === 'numbered') return;
    for (const ch of 'AZaz09') expect(covered(ch.codePointAt(0)!), ch).toBe(false);
  });
});

test('the fonts are distinct files (no two fonts write the same path)', () => {
  const names = allScriptFontAssets().map((a) => a.fileName);
  expect(new Set(names).size).toBe(names.length);
});
