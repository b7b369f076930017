import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import exifr from 'exifr';
import { PNG } from 'pngjs';
import { describe, expect, test } from 'vitest';
import { formatNotices, noticesFor, packageRootOf } from '../../scripts/third-party-licenses';
import { loadConfig } from '../../src/server/config';

const IMAGES = path.resolve('public/assets/public/images');
const UPLOADS = path.join(IMAGES, 'uploads');
const CAT_FILE = 'ᓚᘏᗢ-#zatschi-#whoneedsfourlegs-1572600969477.jpg';

/** PNG chunk types in file order (online EXIF viewers read GPS from the eXIf chunk). */
function pngChunkTypes(bytes: Buffer): string[] {
  const types: string[] = [];
  for (let at = 8; at < bytes.length; at += 12 + bytes.readUInt32BE(at)) types.push(bytes.toString('latin1', at + 4, at + 8));
  return types;
}

describe('photo-wall seed pictures', () => {
  const memories = (loadConfig('test').memories ?? []).map((m) => m.image);
  test('the default configuration has memories to picture', () => expect(memories.length).toBeGreaterThan(0));

  test.each([...memories, CAT_FILE])('%s is there and small', (name) => {
    const file = path.join(UPLOADS, name);
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).size).toBeLessThan(100_000);
  });

  test("favorite-hiking-place.png's EXIF GPS points into Daniel Boone National Forest", async () => {
    const file = path.join(UPLOADS, 'favorite-hiking-place.png');
    expect(pngChunkTypes(readFileSync(file))).toContain('eXIf');
    const gps = await exifr.gps(file);
    // the Red River Gorge part of the forest, Kentucky
    expect(gps.latitude).toBeGreaterThan(37.7);
    expect(gps.latitude).toBeLessThan(37.9);
    expect(gps.longitude).toBeGreaterThan(-83.7);
    expect(gps.longitude).toBeLessThan(-83.5);
  });

  test('IMG_4253.jpg is a complete baseline JPEG of 640x480', () => {
    const bytes = readFileSync(path.join(UPLOADS, 'IMG_4253.jpg'));
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect([...bytes.subarray(-2)]).toEqual([0xff, 0xd9]);
    const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
    expect(sof).toBeGreaterThan(0);
    expect({ height: bytes.readUInt16BE(sof + 5), width: bytes.readUInt16BE(sof + 7) }).toEqual({ width: 640, height: 480 });
  });
});

describe('steganography in the About carousel', () => {
  /** The least significant bit of the blue channel, as stegsolve's "Blue plane 0" shows it. */
  function blueBitPlane(file: string) {
    const png = PNG.sync.read(readFileSync(file));
    const plane = Uint8Array.from({ length: png.width * png.height }, (_, i) => png.data[i * 4 + 2] & 1);
    return { width: png.width, height: png.height, plane };
  }

  test('the lowest blue bits of carousel/5.png are the hidden picture', () => {
    const served = blueBitPlane(path.join(IMAGES, 'carousel/5.png'));
    const expected = PNG.sync.read(readFileSync(path.resolve('tests/fixtures/carousel-5-lsb.png')));
    expect([served.width, served.height]).toEqual([expected.width, expected.height]);
    const picture = Uint8Array.from({ length: expected.width * expected.height }, (_, i) => (expected.data[i * 4] > 127 ? 1 : 0));
    // a picture, not noise or a blank plane: a sizeable share of set bits, in solid shapes
    const ones = picture.reduce((n, b) => n + b, 0) / picture.length;
    expect(ones).toBeGreaterThan(0.05);
    expect(ones).toBeLessThan(0.4);
    let sameAsRightNeighbour = 0;
    for (let i = 0; i < picture.length - 1; i++) if (picture[i] === picture[i + 1]) sameAsRightNeighbour++;
    expect(sameAsRightNeighbour / picture.length).toBeGreaterThan(0.95);
    expect(Buffer.from(served.plane).equals(Buffer.from(picture))).toBe(true);
  });
});

describe('third-party licence listing', () => {
  test('package roots are found for plain and scoped packages, not for the shop itself', () => {
    expect(packageRootOf('/app/node_modules/react/cjs/react.production.js')).toBe('/app/node_modules/react');
    expect(packageRootOf('/app/node_modules/@ark-ui/react/dist/index.js?v=1')).toBe('/app/node_modules/@ark-ui/react');
    expect(packageRootOf('/app/node_modules/.pnpm/x/node_modules/jotai/index.js')).toBe('/app/node_modules/.pnpm/x/node_modules/jotai');
    expect(packageRootOf('/app/src/pages/about.tsx')).toBeUndefined();
  });

  test('lists bundled packages with version and licence, plus the declared ngy-cookie', () => {
    const text = formatNotices(noticesFor([path.resolve('node_modules/react/index.js'), path.resolve('src/pages/about.tsx')]));
    const reactVersion = JSON.parse(readFileSync('node_modules/react/package.json', 'utf8')).version;
    expect(text).toContain(`react ${reactVersion}\nLicense: MIT`);
    expect(text).toContain('Permission is hereby granted');
    expect(text).toMatch(/^ngy-cookie 6\.0\.1000\nLicense: MIT$/m);
    expect(text).not.toContain('juice-shop-rsc');
  });
});

test('the forgotten developer backup names the vulnerable libraries and the legacy typosquat', () => {
  const backup = JSON.parse(readFileSync(path.resolve('private/ftp/package.json.bak'), 'utf8'));
  expect(backup.dependencies).toMatchObject({ 'epilogue-js': '~0.7', 'sanitize-html': '1.4.2', 'express-jwt': '0.1.3' });
  expect(backup.devDependencies).toMatchObject({ 'eslint-scope': '3.7.2' });
});
