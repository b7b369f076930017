import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { languageTag } from '../src/lib/i18n';
import {
  FONTS_PATH,
  fontFaceDescriptor,
  fontFaceRules,
  fontsourceSubset,
  keepsSubset,
  localesOf,
  PDF_TEXT_FONT,
  SCRIPT_FONTS,
  type ScriptFont,
  type ScriptFontId,
} from '../src/lib/i18n/fonts';
import { BUILT_PDF_FONTS_DIR, PDF_TEXT_FONT_ID } from '../src/server/services/order-confirmation/font-files';

/** The theme's font stack (panda.config.ts, token `fonts.body`), which a script font goes in front of. */
export const THEME_FONT_VARIABLE = '--fonts-body';

/** A file of the built public folder: text made here, or a file copied from a font package. */
export type FontAsset = { fileName: string; source: string } | { fileName: string; file: string };

const CONTENT_TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

function packageDir(pkg: string): string {
  // the packages export their LICENSE (not their package.json): its folder is the package's
  return path.dirname(createRequire(path.resolve('package.json')).resolve(`${pkg}/LICENSE`));
}

/** A kept `@font-face` of a Fontsource package: its woff2 file (in the package) and the rule's descriptors. */
type KeptFace = { weight: number; woff2: string; file: string; range: string; style: string; display: string };

/** The `@font-face` rules of a font's kept subsets and weights, woff2 only, from its package's stylesheets. */
function keptFaces(font: ScriptFont, dir: string): KeptFace[] {
  const faces: KeptFace[] = [];
  for (const weight of font.weights) {
    const css = readFileSync(path.join(dir, `${weight}.css`), 'utf8');
    const kept = new Set<string>();
    for (const rule of fontFaceRules(css)) {
      if (!rule.name) continue;
      const subset = fontsourceSubset(font, rule.name, weight);
      if (subset === undefined) throw new Error(`${font.pkg}/${weight}.css: unexpected face ${rule.name}`);
      if (!keepsSubset(font, subset)) continue;
      const woff2 = rule.woff2 && /^\.\/files\/([^/]+\.woff2)$/.exec(rule.woff2)?.[1];
      const range = rule.unicodeRange;
      if (!woff2 || !range) throw new Error(`${font.pkg}/${weight}.css: ${rule.name} has no woff2 file or unicode-range`);
      kept.add(subset);
      faces.push({
        weight,
        woff2,
        file: path.join(dir, 'files', woff2),
        range,
        style: fontFaceDescriptor(rule.body, 'font-style') ?? 'normal',
        display: fontFaceDescriptor(rule.body, 'font-display') ?? 'swap',
      });
    }
    const missing = font.subsets === 'numbered' ? (kept.size ? [] : ['numbered slices']) : font.subsets.filter((s) => !kept.has(s));
    if (missing.length) throw new Error(`${font.pkg}/${weight}.css lacks ${missing.join(', ')}`);
  }
  return faces;
}

/** The `@font-face` rule of a kept face whose file is copied to `./<id>/`. */
const faceRule = (family: string, id: string, face: KeptFace) =>
  [
    '@font-face {',
    `  font-family: '${family}';`,
    `  font-style: ${face.style};`,
    `  font-display: ${face.display};`,
    `  font-weight: ${face.weight};`,
    `  src: url(./${id}/${face.woff2}) format('woff2');`,
    `  unicode-range: ${face.range};`,
    '}',
  ].join('\n');

/**
 * The stylesheet and files of one script font: the package's `@font-face` rules for the kept
 * subsets and weights, woff2 only, pointing to copies under `<id>/`, and the rule that puts the
 * family in front of the theme's stack on pages in the font's languages (`lang` on <html>).
 */
export function scriptFontAssets(id: ScriptFontId): FontAsset[] {
  const font = SCRIPT_FONTS[id];
  const dir = packageDir(font.pkg);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string; license?: string };
  const kept = keptFaces(font, dir);
  const assets: FontAsset[] = kept.map((face) => ({ fileName: `${FONTS_PATH.slice(1)}/${id}/${face.woff2}`, file: face.file }));
  const faces = kept.map((face) => faceRule(font.family, id, face));
  const tags = localesOf(id).map(languageTag);
  const selectors = tags.flatMap((tag) => [`html:lang(${tag})`, `html:lang(${tag}) body`]);
  const css = [
    `/* ${font.family}: ${font.pkg} ${manifest.version} (${manifest.license ?? 'OFL-1.1'}, ./${id}/LICENSE.txt), weights ${font.weights.join(', ')}, woff2; the script's own unicode ranges only */`,
    ...faces,
    `/* ${tags.join(', ')}: the script font first, the theme's fonts for what its ranges leave out */`,
    `${selectors.join(',\n')} {\n  font-family: '${font.family}', var(${THEME_FONT_VARIABLE}, sans-serif);\n}`,
    '',
  ].join('\n');
  assets.push({ fileName: `${FONTS_PATH.slice(1)}/${id}.css`, source: css });
  assets.push({ fileName: `${FONTS_PATH.slice(1)}/${id}/LICENSE.txt`, file: path.join(dir, 'LICENSE') });
  return assets;
}

export const allScriptFontAssets = (): FontAsset[] => (Object.keys(SCRIPT_FONTS) as ScriptFontId[]).flatMap(scriptFontAssets);

/**
 * The text font of the order confirmation PDF (Noto Sans: Latin, Cyrillic, Greek), for the server:
 * its kept slices under `pdf-fonts/` of the server's build output (dist/server, BUILT_PDF_FONTS_DIR),
 * described by `pdf-fonts/<id>.css` as the script fonts' stylesheets describe theirs. The PDF's other
 * scripts use the script fonts the public folder holds anyway.
 */
export function pdfFontAssets(): FontAsset[] {
  const font = PDF_TEXT_FONT;
  const id = PDF_TEXT_FONT_ID;
  const dir = packageDir(font.pkg);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string; license?: string };
  const prefix = path.basename(BUILT_PDF_FONTS_DIR);
  const kept = keptFaces(font, dir);
  const css = [
    `/* ${font.family}: ${font.pkg} ${manifest.version} (${manifest.license ?? 'OFL-1.1'}, ./${id}/LICENSE.txt), weights ${font.weights.join(', ')}, woff2; for the order confirmation PDF */`,
    ...kept.map((face) => faceRule(font.family, id, face)),
    '',
  ].join('\n');
  return [
    ...kept.map((face) => ({ fileName: `${prefix}/${id}/${face.woff2}`, file: face.file })),
    { fileName: `${prefix}/${id}.css`, source: css },
    { fileName: `${prefix}/${id}/LICENSE.txt`, file: path.join(dir, 'LICENSE') },
  ];
}

const contentOf = (asset: FontAsset) => ('source' in asset ? asset.source : readFileSync(asset.file));

/**
 * The script fonts (src/lib/i18n/fonts.ts) in the built public folder under /assets/fonts/, so the
 * shop serves them itself, offline, in `npm start` and in the container image (which copies dist/
 * whole but only the packages the server's code imports). `waku dev` answers the same paths from
 * the packages. The server's build gets the PDF's text font (`pdfFontAssets`).
 */
export function scriptFontsPlugin(): Plugin {
  let assets: Map<string, FontAsset> | undefined;
  const all = () => (assets ??= new Map(allScriptFontAssets().map((a) => [`/${a.fileName}`, a])));
  return {
    name: 'shop:script-fonts',
    generateBundle() {
      if (this.environment.name === 'rsc') {
        for (const asset of pdfFontAssets()) this.emitFile({ type: 'asset', fileName: asset.fileName, source: contentOf(asset) });
        return;
      }
      if (this.environment.name !== 'client') return;
      for (const asset of all().values()) this.emitFile({ type: 'asset', fileName: asset.fileName, source: contentOf(asset) });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0];
        const asset = url.startsWith(`${FONTS_PATH}/`) ? all().get(url) : undefined;
        if (!asset) return next();
        res.setHeader('content-type', CONTENT_TYPES[path.extname(url)] ?? 'application/octet-stream');
        res.end(contentOf(asset));
      });
    },
  };
}
