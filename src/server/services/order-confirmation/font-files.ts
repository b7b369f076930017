import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  FONTS_PATH,
  fontFaceRules,
  fontsourceSubset,
  keepsSubset,
  PDF_TEXT_FONT,
  SCRIPT_FONTS,
  type ScriptFont,
  type ScriptFontId,
  unicodeRanges,
} from '../../../lib/i18n/fonts';

/**
 * Where the order confirmation finds its fonts' files: the Fontsource packages in node_modules
 * (development, tests, `npm start` on this machine), else the production build's copies (the
 * container image ships no font package): the script fonts in dist/public/assets/fonts
 * (scripts/script-fonts-build.ts copies them for the browser anyway) and the text font in
 * BUILT_PDF_FONTS_DIR. Only the ranges are read here (a stylesheet per font, on first use); the
 * files themselves are read by fonts.ts, each when a text first needs it.
 */

/** The PDF's text font (Noto Sans: Latin, Cyrillic, Greek) beside the SCRIPT_FONTS ids. */
export const PDF_TEXT_FONT_ID = 'noto-sans';
export type PdfFontId = ScriptFontId | typeof PDF_TEXT_FONT_ID;

/** The text font's copies in the production build (the server's output folder, not the public one). */
export const BUILT_PDF_FONTS_DIR = path.join('dist', 'server', 'pdf-fonts');

/** One woff2 file of a font: its weight and the code points its `unicode-range` names. */
export type FontFile = { id: PdfFontId; weight: number; file: string; ranges: [number, number][] };

const fontOf = (id: PdfFontId): ScriptFont => (id === PDF_TEXT_FONT_ID ? PDF_TEXT_FONT : SCRIPT_FONTS[id]);

/** The package's folder, or undefined where it is not installed (the container image). */
function packageDir(pkg: string): string | undefined {
  try {
    return path.dirname(createRequire(import.meta.url).resolve(`${pkg}/LICENSE`));
  } catch {
    return undefined;
  }
}

/** The kept faces of a font from its package's own stylesheets (`<weight>.css`). */
function packageFiles(id: PdfFontId, dir: string): FontFile[] {
  const font = fontOf(id);
  return font.weights.flatMap((weight) =>
    fontFaceRules(readFileSync(path.join(dir, `${weight}.css`), 'utf8')).flatMap((rule) => {
      const subset = fontsourceSubset(font, rule.name, weight);
      if (subset === undefined || !keepsSubset(font, subset) || !rule.woff2 || !rule.unicodeRange) return [];
      return [{ id, weight, file: path.join(dir, rule.woff2), ranges: unicodeRanges(rule.unicodeRange) }];
    }),
  );
}

/** The faces the build's stylesheet of a font names (`url(./<id>/<file>.woff2)`, relative to it). */
function builtFiles(id: PdfFontId, css: string): FontFile[] {
  return fontFaceRules(readFileSync(css, 'utf8')).flatMap((rule) =>
    rule.woff2 && rule.unicodeRange
      ? [{ id, weight: rule.weight, file: path.resolve(path.dirname(css), rule.woff2), ranges: unicodeRanges(rule.unicodeRange) }]
      : [],
  );
}

const builtStylesheet = (id: PdfFontId) =>
  id === PDF_TEXT_FONT_ID
    ? path.resolve(BUILT_PDF_FONTS_DIR, `${id}.css`)
    : path.resolve('dist', 'public', FONTS_PATH.slice(1), `${id}.css`);

/** The woff2 files of a font with their weights and ranges: from its package, else from the build; none when neither is there. */
export function fontFiles(id: PdfFontId): FontFile[] {
  const dir = packageDir(fontOf(id).pkg);
  if (dir) return packageFiles(id, dir);
  const css = builtStylesheet(id);
  return existsSync(css) ? builtFiles(id, css) : [];
}
