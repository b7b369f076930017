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
