import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { load } from 'js-yaml';
import type { Page } from 'playwright-core';
import { paletteFor, themes, type Palette } from '../src/lib/themes.ts';
import { closeBrowser, SHOP, visitor } from './browser.ts';
import { startShop, stopShop, type RunningShop } from './shop-process.ts';

const bytebrewTheme = (
  load(readFileSync(new URL('../private/config/bytebrew.yml', import.meta.url), 'utf8')) as { application: { theme: string } }
).application.theme;

let bytebrew: RunningShop;
before(async () => {
  bytebrew = await startShop({ nodeEnv: 'bytebrew' });
});
after(async () => {
  await closeBrowser();
  if (bytebrew) await stopShop(bytebrew);
});

const NAVBAR = 'header:has(#homeButton)';

/** `#1b2a10` as the browser reports a computed colour. */
function rgb(hex: string) {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** The colours the login screen shows for each palette role it uses. */
const paintedRoles = (page: Page) =>
  page.evaluate((navbar) => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    return {
      bg: style('body').backgroundColor,
      text: style('body').color,
      primary: style(navbar).backgroundColor,
      accent: style('#loginButton').backgroundColor,
      accentText: style('#loginButton').color,
    };
  }, NAVBAR);

const expectedRoles = (p: Palette) => ({
  bg: rgb(p.bg),
  text: rgb(p.text),
  primary: rgb(p.primary),
  accent: rgb(p.accent),
  accentText: rgb(p.accentText),
});

async function openLogin(base: string) {
  // the banner cookies visitor() sets are per host, so they hold for every port on localhost
  const { context, page } = await visitor();
  await page.goto(`${base}/login`);
  await page.locator('#loginButton').waitFor();
  return { context, page };
}

const logo = (page: Page) => page.locator('#homeButton img');

async function loadedLogoBox(page: Page) {
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('#homeButton img');
    return !!img && img.complete && img.naturalWidth > 0;
  });
  return (await logo(page).boundingBox())!;
}

test('the bytebrew preset paints its own palette', async () => {
  assert.ok(bytebrewTheme in themes, `bytebrew names a known theme (${bytebrewTheme})`);
  assert.notEqual(bytebrewTheme, 'bluegrey-lightgreen');
  const { context, page } = await openLogin(bytebrew.url);
  assert.equal(await page.locator('html').getAttribute('data-theme'), bytebrewTheme);
  assert.deepEqual(await paintedRoles(page), expectedRoles(paletteFor(bytebrewTheme)));
  await context.close();
});

test("the bytebrew logo fills the navbar's logo box", async () => {
  const { context, page } = await openLogin(bytebrew.url);
  assert.match((await logo(page).getAttribute('src')) ?? '', /bytebrew-logo\.svg$/);
  const box = await loadedLogoBox(page);
  const header = (await page.locator(NAVBAR).boundingBox())!;
  assert.ok(box.height >= 24 && box.width >= 24, `logo box ${box.width}x${box.height}`);
  // a wide logo is as wide as its aspect ratio asks, not squeezed into a square
  assert.ok(box.width > box.height * 2, `logo box ${box.width}x${box.height}`);
  assert.ok(box.height <= header.height, `logo ${box.height}px high in a ${header.height}px navbar`);
  await context.close();
});

test('a logo of any shape is shown at a usable size in the navbar', async () => {
  const svg = (attributes: string) =>
    `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect width="100%" height="100%" fill="red"/></svg>`)}`;
  // width:height of what the picture shows; none for an SVG without any size
  const shapes: Array<[string, string, number | undefined]> = [
    ['tall', svg('viewBox="0 0 20 100" width="20" height="100"'), 0.2],
    ['square', svg('viewBox="0 0 10 10" width="10" height="10"'), 1],
    ['wordmark', svg('viewBox="0 0 300 84" width="300" height="84"'), 300 / 84],
    ['very wide', svg('viewBox="0 0 500 50" width="500" height="50"'), 10],
    ['viewBox only', svg('viewBox="0 0 120 60"'), 2],
    ['no size at all', svg(''), undefined],
  ];
  for (const width of [390, 1280]) {
    const { context, page } = await visitor({ width });
    await page.goto(`${bytebrew.url}/login`);
    const navbar = (await page.locator(NAVBAR).boundingBox())!;
    for (const [shape, src, ratio] of shapes) {
      await page.evaluate((src) => {
        const img = document.querySelector<HTMLImageElement>('#homeButton img')!;
        img.src = src;
        return img.decode();
      }, src);
      const box = (await logo(page).boundingBox())!;
      // what the picture covers inside its box, scaled to fit without distortion
      const shown = ratio ? { width: Math.min(box.width, box.height * ratio), height: Math.min(box.height, box.width / ratio) } : box;
      const where = `${shape} logo at ${width}px: box ${box.width}x${box.height}, picture ${shown.width}x${shown.height}`;
      assert.ok(box.height <= navbar.height && box.x + box.width <= width / 2, where);
      // as high as the logo box allows, or as wide as the navbar can spare for a very wide one
      assert.ok(shown.height >= 24 || shown.width >= 80, where);
      assert.ok(shown.width >= 8 && shown.height >= 8, where);
    }
    await context.close();
  }
});

test('the default preset still paints bluegrey-lightgreen', async () => {
  const { context, page } = await openLogin(SHOP);
  assert.equal(await page.locator('html').getAttribute('data-theme'), 'bluegrey-lightgreen');
  assert.deepEqual(await paintedRoles(page), expectedRoles(themes['bluegrey-lightgreen']));
  const box = await loadedLogoBox(page);
  assert.ok(box.height >= 24 && box.width >= 24, `logo box ${box.width}x${box.height}`);
  await context.close();
});

test("every theme's palette is in the production CSS", async () => {
  const { context, page } = await openLogin(SHOP);
  for (const [name, palette] of Object.entries(themes)) {
    await page.evaluate((name) => {
      document.documentElement.dataset.theme = name;
    }, name);
    assert.deepEqual(await paintedRoles(page), expectedRoles(palette), name);
  }
  await context.close();
});
