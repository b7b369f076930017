import type { Locale } from '.';

/**
 * The fonts the shop ships for the scripts its theme's fonts (Roboto and the system's sans-serif)
 * may lack, each a Noto Sans family from its Fontsource package: only the script's own
 * unicode-range slices (not the packages' Latin, Cyrillic, Greek or Vietnamese ones: Latin text
 * stays with the theme's fonts, except that the CJK fonts' numbered slices carry the ASCII
 * letters and punctuation that set with their ideographs), woff2 only, regular weight, and bold
 * where the script's one slice is small. The build copies them to FONTS_PATH
 * (scripts/script-fonts-build.ts); a page links its language's stylesheet only, and the browser
 * fetches only the slices whose characters the page shows.
 */
export type ScriptFont = {
  /** CSS font-family name, as the package's own stylesheets declare it. */
  family: string;
  /** The npm package (a dependency in package.json). */
  pkg: string;
  weights: readonly (400 | 700)[];
  /** The package's named subsets to keep; `numbered`: the CJK packages' numbered slices ([0] … [119]). */
  subsets: readonly string[] | 'numbered';
};

export const SCRIPT_FONTS = {
  arabic: { family: 'Noto Sans Arabic', pkg: '@fontsource/noto-sans-arabic', weights: [400, 700], subsets: ['arabic'] },
  hebrew: { family: 'Noto Sans Hebrew', pkg: '@fontsource/noto-sans-hebrew', weights: [400, 700], subsets: ['hebrew'] },
  devanagari: { family: 'Noto Sans Devanagari', pkg: '@fontsource/noto-sans-devanagari', weights: [400, 700], subsets: ['devanagari'] },
  bengali: { family: 'Noto Sans Bengali', pkg: '@fontsource/noto-sans-bengali', weights: [400, 700], subsets: ['bengali'] },
  sinhala: { family: 'Noto Sans Sinhala', pkg: '@fontsource/noto-sans-sinhala', weights: [400, 700], subsets: ['sinhala'] },
  thai: { family: 'Noto Sans Thai', pkg: '@fontsource/noto-sans-thai', weights: [400, 700], subsets: ['thai'] },
  myanmar: { family: 'Noto Sans Myanmar', pkg: '@fontsource/noto-sans-myanmar', weights: [400, 700], subsets: ['myanmar'] },
  georgian: { family: 'Noto Sans Georgian', pkg: '@fontsource/noto-sans-georgian', weights: [400, 700], subsets: ['georgian'] },
  // CJK: some 100 slices of 3 to 4 MB in all per weight, so regular only (the browser emboldens it)
  sc: { family: 'Noto Sans SC', pkg: '@fontsource/noto-sans-sc', weights: [400], subsets: 'numbered' },
  tc: { family: 'Noto Sans TC', pkg: '@fontsource/noto-sans-tc', weights: [400], subsets: 'numbered' },
  jp: { family: 'Noto Sans JP', pkg: '@fontsource/noto-sans-jp', weights: [400], subsets: 'numbered' },
  kr: { family: 'Noto Sans KR', pkg: '@fontsource/noto-sans-kr', weights: [400], subsets: 'numbered' },
} as const satisfies Record<string, ScriptFont>;
export type ScriptFontId = keyof typeof SCRIPT_FONTS;

/**
 * The script font of each language written in a script beyond Latin, Cyrillic and Greek; the
 * others have none. Persian shares the Arabic font (Noto Sans Arabic covers its letters and digits).
 */
export const LOCALE_FONTS: Partial<Record<Locale, ScriptFontId>> = {
  ar_SA: 'arabic',
  fa_IR: 'arabic',
  he_IL: 'hebrew',
  hi_IN: 'devanagari',
  bn_BD: 'bengali',
  si_LK: 'sinhala',
  th_TH: 'thai',
  my_MM: 'myanmar',
  ka_GE: 'georgian',
  zh_CN: 'sc',
  zh_HK: 'tc',
  zh_TW: 'tc',
  ja_JP: 'jp',
  ko_KR: 'kr',
};

/** Where the built shop serves the fonts: `<id>.css` and the woff2 files under `<id>/`. */
export const FONTS_PATH = '/assets/fonts';

export const fontStylesheetPath = (id: ScriptFontId) => `${FONTS_PATH}/${id}.css`;

/** The stylesheet of a language's script font, or undefined for a language the theme's fonts cover. */
export function fontStylesheet(locale: Locale): string | undefined {
  const id = LOCALE_FONTS[locale];
  return id ? fontStylesheetPath(id) : undefined;
}

/** The languages (upstream keys) whose pages use a script font. */
export const localesOf = (id: ScriptFontId): Locale[] =>
  (Object.entries(LOCALE_FONTS) as [Locale, ScriptFontId][]).filter(([, font]) => font === id).map(([locale]) => locale);

/**
 * The text font of the order confirmation PDF (src/server/services/order-confirmation): Noto Sans
 * for Latin with its diacritics, Cyrillic and Greek, regular and bold. Screens set these scripts
 * with the theme's fonts; a PDF has to embed its own. The build copies these slices for the
 * server (scripts/script-fonts-build.ts, `pdfFontAssets`), as it copies the script fonts.
 */
export const PDF_TEXT_FONT = {
  family: 'Noto Sans',
  pkg: '@fontsource/noto-sans',
  weights: [400, 700],
  subsets: ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek'],
} as const satisfies ScriptFont;

/** One `@font-face` rule of a stylesheet: a Fontsource package's (named by its comment) or one the build wrote. */
export type FontFaceRule = {
  /** The `/* <family>-<subset>-<weight>-normal *\/` comment before the rule, in Fontsource's stylesheets. */
  name?: string;
  weight: number;
  /** The woff2 file's URL as written (`./files/….woff2`, `./<id>/….woff2`). */
  woff2?: string;
  unicodeRange?: string;
  /** The rule's declarations. */
  body: string;
};

const FONT_FACE_RULE = /(?:\/\*\s*(\S+)\s*\*\/\s*)?@font-face\s*\{([^}]*)\}/g;

/** The value of a declaration of a `@font-face` body. */
export const fontFaceDescriptor = (body: string, name: string) => new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`).exec(body)?.[1].trim();

/** The `@font-face` rules of a stylesheet, in order. */
export function fontFaceRules(css: string): FontFaceRule[] {
  return [...css.matchAll(FONT_FACE_RULE)].map(([, name, body]) => ({
    name,
    weight: Number(fontFaceDescriptor(body, 'font-weight') ?? 400),
    woff2: /url\(\s*['"]?([^'")]+\.woff2)['"]?\s*\)\s*format\(\s*['"]woff2['"]\s*\)/.exec(body)?.[1],
    unicodeRange: fontFaceDescriptor(body, 'unicode-range'),
    body,
  }));
}

/**
 * The subset a Fontsource rule's name gives (`noto-sans-jp-[12]-400-normal` → `[12]`,
 * `noto-sans-latin-ext-700-normal` → `latin-ext`), or undefined for a name of another package or weight.
 */
export function fontsourceSubset(font: ScriptFont, name: string | undefined, weight: number): string | undefined {
  const prefix = `${font.pkg.slice(font.pkg.lastIndexOf('/') + 1)}-`;
  const suffix = `-${weight}-normal`;
  return name?.startsWith(prefix) && name.endsWith(suffix) ? name.slice(prefix.length, -suffix.length) : undefined;
}

/** Whether a font keeps one of its package's subsets. */
export const keepsSubset = (font: ScriptFont, subset: string) =>
  font.subsets === 'numbered' ? /^\[\d+\]$/.test(subset) : (font.subsets as readonly string[]).includes(subset);

/** The code point ranges of a CSS `unicode-range` (`U+0000-00FF,U+0131,U+4??`), as inclusive [first, last] pairs. */
export function unicodeRanges(range: string): [number, number][] {
  const out: [number, number][] = [];
  for (const part of range.split(',')) {
    const m = /^\s*U\+([0-9a-f?]{1,6})(?:-([0-9a-f]{1,6}))?\s*$/i.exec(part);
    if (!m) continue;
    const [, from, to] = m;
    if (from.includes('?')) out.push([Number.parseInt(from.replace(/\?/g, '0'), 16), Number.parseInt(from.replace(/\?/g, 'f'), 16)]);
    else out.push([Number.parseInt(from, 16), Number.parseInt(to ?? from, 16)]);
  }
  return out;
}
