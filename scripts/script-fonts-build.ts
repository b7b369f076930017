import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { languageTag } from '../src/lib/i18n';
import { FONTS_PATH, localesOf, SCRIPT_FONTS, type ScriptFontId } from '../src/lib/i18n/fonts';

/** The theme's font stack (panda.config.ts, token `fonts.body`), which a script font goes in front of. */
export const THEME_FONT_VARIABLE = '--fonts-body';

/** A file of the built public folder: text made here, or a file copied from a font package. */
export type FontAsset = { fileName: string; source: string } | { fileName: string; file: string };

const CONTENT_TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** One `@font-face` of a Fontsource stylesheet, preceded by its `/* <family>-<subset>-<weight>-normal *\/` comment. */
const FONT_FACE = /\/\*\s*(\S+)\s*\*\/\s*@font-face\s*\{([^}]*)\}/g;
const descriptor = (body: string, name: string) => new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`).exec(body)?.[1].trim();

function packageDir(pkg: string): string {
  // the packages export their LICENSE (not their package.json): its folder is the package's
  return path.dirname(createRequire(path.resolve('package.json')).resolve(`${pkg}/LICENSE`));
}

/**
 * The stylesheet and files of one script font: the package's `@font-face` rules for the kept
 * subsets and weights, woff2 only, pointing to copies under `<id>/`, and the rule that puts the
 * family in front of the theme's stack on pages in the font's languages (`lang` on <html>).
 */
export function scriptFontAssets(id: ScriptFontId): FontAsset[] {
  const font = SCRIPT_FONTS[id];
  const dir = packageDir(font.pkg);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string; license?: string };
  const prefix = `${path.basename(font.pkg)}-`;
  const assets: FontAsset[] = [];
  const faces: string[] = [];
  for (const weight of font.weights) {
    const css = readFileSync(path.join(dir, `${weight}.css`), 'utf8');
    const kept = new Set<string>();
    for (const [, name, body] of css.matchAll(FONT_FACE)) {
      const suffix = `-${weight}-normal`;
      if (!name.startsWith(prefix) || !name.endsWith(suffix)) throw new Error(`${font.pkg}/${weight}.css: unexpected face ${name}`);
      const subset = name.slice(prefix.length, -suffix.length);
      if (font.subsets === 'numbered' ? !/^\[\d+\]$/.test(subset) : !(font.subsets as readonly string[]).includes(subset)) continue;
      const woff2 = /url\(\.\/files\/([^)]+\.woff2)\)\s*format\('woff2'\)/.exec(body)?.[1];
      const range = descriptor(body, 'unicode-range');
      if (!woff2 || !range) throw new Error(`${font.pkg}/${weight}.css: ${name} has no woff2 file or unicode-range`);
      kept.add(subset);
      assets.push({ fileName: `${FONTS_PATH.slice(1)}/${id}/${woff2}`, file: path.join(dir, 'files', woff2) });
      faces.push(
        [
          '@font-face {',
          `  font-family: '${font.family}';`,
          `  font-style: ${descriptor(body, 'font-style') ?? 'normal'};`,
          `  font-display: ${descriptor(body, 'font-display') ?? 'swap'};`,
          `  font-weight: ${weight};`,
          `  src: url(./${id}/${woff2}) format('woff2');`,
          `  unicode-range: ${range};`,
          '}',
        ].join('\n'),
      );
    }
    const missing = font.subsets === 'numbered' ? (kept.size ? [] : ['numbered slices']) : font.subsets.filter((s) => !kept.has(s));
    if (missing.length) throw new Error(`${font.pkg}/${weight}.css lacks ${missing.join(', ')}`);
  }
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

const contentOf = (asset: FontAsset) => ('source' in asset ? asset.source : readFileSync(asset.file));

/**
 * The script fonts (src/lib/i18n/fonts.ts) in the built public folder under /assets/fonts/, so the
 * shop serves them itself, offline, in `npm start` and in the container image (which copies dist/
 * whole but only the packages the server's code imports). `waku dev` answers the same paths from
 * the packages.
 */
export function scriptFontsPlugin(): Plugin {
  let assets: Map<string, FontAsset> | undefined;
  const all = () => (assets ??= new Map(allScriptFontAssets().map((a) => [`/${a.fileName}`, a])));
  return {
    name: 'shop:script-fonts',
    generateBundle() {
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
