import { afterAll, beforeAll, expect, test } from 'vitest';
import { fontStylesheet } from '../../src/lib/i18n/fonts';
import { type BuiltShop, startBuiltShop } from '../built-shop';

/**
 * The script fonts as a browser meets them: only the built shop renders the first HTML (Waku) and
 * serves the files the build copied to dist/public/assets/fonts, so these run against it.
 */
let shop: BuiltShop;
beforeAll(async () => {
  shop = await startBuiltShop();
}, 20 * 60_000);
afterAll(async () => shop?.close());

const page = (language: string) => fetch(`${shop.url}/search`, { headers: { cookie: `language=${language}` } }).then((r) => r.text());
const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);

test('the first HTML in Arabic links the Arabic font, which the shop serves with its woff2 files', async () => {
  const html = await page('ar_SA');
  expect(html).toContain('<html lang="ar-SA" dir="rtl"');
  const href = fontStylesheet('ar_SA')!;
  expect(href).toBe('/assets/fonts/arabic.css');
  expect(stylesheets(html)).toContain(href);

  const css = await fetch(shop.url + href);
  expect(css.status).toBe(200);
  expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  const text = await css.text();
  expect(text).toContain("font-family: 'Noto Sans Arabic';");
  expect(text).toMatch(/html:lang\(ar-SA\) body,/);
  // relative to the stylesheet, as the browser resolves them
  const files = [...text.matchAll(/url\(\.\/([^)]+\.woff2)\)/g)].map((m) => new URL(m[1]!, shop.url + href).pathname);
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const font = await fetch(shop.url + file);
    expect(font.status, file).toBe(200);
    expect(font.headers.get('content-type'), file).toBe('font/woff2');
    // woff2's signature
    expect(
      Buffer.from(await font.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
      file,
    ).toBe('wOF2');
  }
});

test('the first HTML in English (and in other languages of Latin script) links no script font', async () => {
  for (const language of ['en', 'de_DE', 'ru_RU']) {
    const html = await page(language);
    expect(
      stylesheets(html).filter((href) => href.startsWith('/assets/fonts/')),
      language,
    ).toEqual([]);
  }
});

test("each language with a script font links its own only (Japanese, Traditional Chinese, Persian with Arabic's)", async () => {
  for (const [language, font] of [
    ['ja_JP', 'jp'],
    ['zh_TW', 'tc'],
    ['fa_IR', 'arabic'],
  ] as const) {
    const links = stylesheets(await page(language)).filter((href) => href.startsWith('/assets/fonts/'));
    expect(links, language).toEqual([`/assets/fonts/${font}.css`]);
    expect((await fetch(shop.url + links[0]!)).status).toBe(200);
  }
});
