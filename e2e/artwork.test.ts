import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, test } from 'node:test';
import { closeBrowser, open, SHOP, visitor } from './browser.ts';

after(closeBrowser);

const publicFile = (p: string) => readFileSync(new URL(`../public${p}`, import.meta.url));

test('the shipped front end lists its third-party packages, ngy-cookie among them, and the pages point there', async () => {
  const res = await fetch(`${SHOP}/3rdpartylicenses.txt`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
  const text = await res.text();
  assert.match(text, /^ngy-cookie 6\.0\.1000\nLicense: MIT$/m);
  assert.match(text, /^react \d+\.\d+\.\d+\nLicense: MIT$/m);
  const html = await (await fetch(`${SHOP}/about`)).text();
  assert.match(html, /<link rel="license" href="\/3rdpartylicenses\.txt"/);
});

test('the fifth feedback slide of the About page is the PNG with the hidden picture, served unchanged', async () => {
  const { page, context } = await visitor();
  await open(page, '/about');
  await page.locator('#third-party-licenses').waitFor();
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Next feedback' }).click();
  const src = await page.locator('#feedback-gallery img').getAttribute('src');
  assert.equal(src, '/assets/public/images/carousel/5.png');
  const served = Buffer.from(await (await fetch(`${SHOP}${src}`)).arrayBuffer());
  assert.ok(served.equals(publicFile('/assets/public/images/carousel/5.png')));
  await context.close();
});

test('the geo stalking photos are served with their clues intact', async () => {
  for (const name of ['favorite-hiking-place.png', 'IMG_4253.jpg']) {
    const path = `/assets/public/images/uploads/${name}`;
    const res = await fetch(`${SHOP}${path}`);
    assert.equal(res.status, 200);
    assert.ok(Buffer.from(await res.arrayBuffer()).equals(publicFile(path)), name);
  }
});
