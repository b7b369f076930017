import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { describe, expect, test } from 'vitest';
import { isWoff2, woff2ToSfnt } from '../../src/server/services/order-confirmation/woff2';

/**
 * The PDF's WOFF2 → TrueType conversion (written by hand: Google's reference decoder as wasm
 * keeps a heap of 30+ MB in the process for good). Checked against fontkit's own WOFF2 reading:
 * the same glyphs with the same outlines, composite glyphs included.
 */
const font = (pkg: string, file: string) => readFileSync(`node_modules/@fontsource/${pkg}/files/${file}`);
const SAMPLES = [
  ['noto-sans-arabic', 'noto-sans-arabic-arabic-400-normal.woff2'],
  ['noto-sans-devanagari', 'noto-sans-devanagari-devanagari-700-normal.woff2'],
  ['noto-sans-jp', 'noto-sans-jp-0-400-normal.woff2'],
  ['noto-sans', 'noto-sans-cyrillic-400-normal.woff2'],
] as const;

describe('WOFF2 to TrueType', () => {
  test.each(SAMPLES)('%s (%s): every glyph as fontkit reads it from the WOFF2', (pkg, file) => {
    const woff2 = font(pkg, file);
    expect(isWoff2(woff2)).toBe(true);
    const sfnt = woff2ToSfnt(woff2);
    expect(isWoff2(sfnt)).toBe(false);
    const original = fontkit.create(woff2) as fontkit.Font;
    const converted = fontkit.create(sfnt) as fontkit.Font;
    expect(converted.numGlyphs).toBe(original.numGlyphs);
    expect(converted.unitsPerEm).toBe(original.unitsPerEm);
    for (let id = 0; id < original.numGlyphs; id++) {
      const a = original.getGlyph(id);
      const b = converted.getGlyph(id);
      expect(b.path.toSVG(), `glyph ${id}`).toBe(a.path.toSVG());
      expect(b.advanceWidth, `glyph ${id}`).toBe(a.advanceWidth);
    }
  });

  test('a damaged file is an error, not a crash', () => {
    const woff2 = font(...SAMPLES[0]);
    expect(() => woff2ToSfnt(woff2.subarray(0, 200))).toThrow(Error);
    expect(() => woff2ToSfnt(Buffer.from('wOF2 and then nothing'))).toThrow(Error);
  });
});
