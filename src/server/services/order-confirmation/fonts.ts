import { readFileSync } from 'node:fs';
import type { Locale } from '../../../lib/i18n';
import { LOCALE_FONTS, SCRIPT_FONTS, type ScriptFontId } from '../../../lib/i18n/fonts';
import { type FontFile, fontFiles, PDF_TEXT_FONT_ID, type PdfFontId } from './font-files';
import { isWoff2, woff2ToSfnt } from './woff2';

/**
 * The fonts of one confirmation: per character (a grapheme cluster) the woff2 slice that covers
 * it, from the fonts of the shopper's script first, then Noto Sans (Latin, Cyrillic, Greek), then
 * the other script fonts, so that whatever a customer typed into an e-mail address or a product
 * name shows when some font has it. A slice's file is read when a text first needs it, turned
 * into TrueType (woff2.ts: pdfkit cannot subset WOFF2) and kept for the next confirmations
 * (within BYTES_BUDGET); pdfkit (fontkit) parses it per document and embeds only the glyphs used.
 */

export type Weight = 400 | 700;

/** The bytes of the slices read so far, least recently used first. */
const bytes = new Map<string, Buffer>();
let bytesHeld = 0;
/** The CJK fonts come in some 100 slices each; an order needs a few. */
const BYTES_BUDGET = 4_000_000;

function fileBytes(file: string): Buffer {
  const known = bytes.get(file);
  if (known) {
    bytes.delete(file);
    bytes.set(file, known);
    return known;
  }
  const raw = readFileSync(file);
  const read = isWoff2(raw) ? woff2ToSfnt(raw) : raw;
  bytes.set(file, read);
  bytesHeld += read.length;
  for (const [name, held] of bytes) {
    if (bytesHeld <= BYTES_BUDGET || name === file) break;
    bytes.delete(name);
    bytesHeld -= held.length;
  }
  return read;
}

/** The slices of each font, read from its stylesheet on first use. */
const families = new Map<PdfFontId, FontFile[]>();
const familyFiles = (id: PdfFontId) => {
  const known = families.get(id);
  if (known) return known;
  const files = fontFiles(id);
  families.set(id, files);
  return files;
};

/** The fonts to try, in order, for a language's texts. */
export function fontOrder(locale: Locale): PdfFontId[] {
  const own = LOCALE_FONTS[locale];
  const others = (Object.keys(SCRIPT_FONTS) as ScriptFontId[]).filter((id) => id !== own);
  return [...(own ? [own] : []), PDF_TEXT_FONT_ID, ...others];
}

/** A slice registered with the document: pdfkit's name for it and what it has. */
export type Face = {
  name: string;
  file: FontFile;
  has(codePoint: number): boolean;
  /** Ascent and descent in thousandths of the font size (descent negative). */
  ascender: number;
  descender: number;
};

/** What pdfkit's current font exposes (EmbeddedFont: its fontkit font, metrics, subset and text map); not in pdfkit's types. */
type LoadedFont = {
  ascender?: number;
  descender?: number;
  scale?: number;
  font?: {
    hasGlyphForCodePoint?(codePoint: number): boolean;
    getGlyph?(id: number, codePoints?: number[]): { codePoints?: number[] } | null;
  };
  subset?: { glyphs?: number[]; cff?: unknown; includeGlyph?(id: number): number };
  widths?: number[];
  unicode?: number[][];
  layout?(text: string, features?: unknown): { glyphs: { id: number; codePoints: number[]; advanceWidth: number }[]; positions: unknown[] };
  encode?(text: string, features?: unknown): [string[], unknown[]];
};

/**
 * pdfkit maps each glyph of a subset to the characters of its first use (the PDF's ToUnicode map,
 * what copying text or extracting it reads). Noto Sans Arabic draws a letter as a dotless form and
 * its dots, one form for several letters (ب ت ث ن ي): each would read as the first one written. So
 * a glyph written for other characters than before gets a copy of its own in the subset, with its
 * own entry in the map, and the dots read as an invisible mark. Left as pdfkit made it where
 * pdfkit's font is not the expected one.
 */
function textPerGlyphUse(font: LoadedFont) {
  const { subset, widths, unicode, layout, scale } = font;
  // fontkit keeps one glyph object per glyph, with the characters of its first use, also for the
  // glyphs its shaping substitutes later (the same initial form for ت and ي): each use its own characters
  const fontkitFont = font.font;
  const getGlyph = fontkitFont?.getGlyph;
  if (fontkitFont && getGlyph)
    fontkitFont.getGlyph = function glyphFor(id, codePoints) {
      const glyph = getGlyph.call(this, id, codePoints);
      const same = !codePoints || (glyph?.codePoints ?? []).join(' ') === codePoints.join(' ');
      return glyph && !same ? Object.create(glyph, { codePoints: { value: codePoints } }) : glyph;
    };
  if (!subset?.glyphs || subset.cff || !subset.includeGlyph || !widths || !unicode || !layout || !scale || !font.encode) return;
  const cids = new Map<string, number>();
  font.encode = function encode(this: LoadedFont, text, features) {
    const { glyphs, positions } = layout.call(this, text, features);
    const codes = glyphs.map((glyph) => {
      const key = `${glyph.id} ${glyph.codePoints.join(' ')}`;
      let cid = cids.get(key);
      if (cid === undefined) {
        cid = subset.includeGlyph?.(glyph.id) ?? 0;
        const known = unicode[cid];
        if (known && known.join(' ') !== glyph.codePoints.join(' ')) {
          subset.glyphs?.push(glyph.id);
          cid = (subset.glyphs?.length ?? 1) - 1;
        }
        cids.set(key, cid);
        widths[cid] ??= glyph.advanceWidth * scale;
        // a glyph of no character of its own (a letter's dots): an invisible mark (COMBINING GRAPHEME
        // JOINER, transparent to joining), as an empty entry has readers show the glyph's number instead
        unicode[cid] ??= glyph.codePoints.length ? glyph.codePoints : [0x034f];
      }
      return `0000${cid.toString(16)}`.slice(-4);
    });
    return [codes, positions];
  };
}

/** Characters that take no glyph of their own (joiners, marks of direction and isolation, variation selectors). */
export const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
/** The joiners that shape the letters around them (Persian, Sinhala, Indic scripts): kept with their cluster, never looked up. */
const JOINERS = new Set([0x200c, 0x200d]);
/** Spaces, digits and punctuation: they keep to the font of the text before them when it has them. */
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]/u;

export class FontSet {
  private readonly faces = new Map<string, Face>();
  private readonly order: PdfFontId[];
  private readonly candidates = new Map<string, FontFile[]>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    locale: Locale,
  ) {
    this.order = fontOrder(locale);
    const own = LOCALE_FONTS[locale];
    this.regularOnly = !!own && !(SCRIPT_FONTS[own].weights as readonly number[]).includes(700);
  }

  /** Bold text in the regular weight too, where the language's own font has no bold (the CJK fonts): one weight a line. */
  private readonly regularOnly: boolean;

  /** Registers a slice with the document (once) and reads what it has. */
  private face(file: FontFile): Face {
    const known = this.faces.get(file.file);
    if (known) return known;
    const name = `f${this.faces.size}`;
    this.doc.registerFont(name, fileBytes(file.file));
    this.doc.font(name);
    const loaded = (this.doc as unknown as { _font?: LoadedFont })._font;
    if (loaded) textPerGlyphUse(loaded);
    const glyphs = loaded?.font?.hasGlyphForCodePoint?.bind(loaded.font);
    const face: Face = {
      name,
      file,
      has: (cp) => (glyphs ? glyphs(cp) : file.ranges.some(([a, b]) => cp >= a && cp <= b)),
      ascender: loaded?.ascender ?? 1069,
      descender: loaded?.descender ?? -293,
    };
    this.faces.set(file.file, face);
    return face;
  }

  /** The slices of a font, at a weight (its regular one where it has no bold), whose ranges hold a code point. */
  private slicesFor(id: PdfFontId, codePoint: number, weight: Weight): FontFile[] {
    const key = `${id} ${weight} ${codePoint}`;
    let found = this.candidates.get(key);
    if (!found) {
      const files = familyFiles(id);
      const at = files.some((f) => f.weight === weight) ? weight : 400;
      found = files.filter((f) => f.weight === at && f.ranges.some(([a, b]) => codePoint >= a && codePoint <= b));
      this.candidates.set(key, found);
    }
    return found;
  }

  private covers(face: Face, codePoints: number[]) {
    return codePoints.every((cp) => JOINERS.has(cp) || face.has(cp));
  }

  /**
   * The face for a cluster (its code points without invisible ones but for the joiners), or
   * undefined when no font has it. A neutral cluster stays with the face before it when that has it.
   */
  pick(cluster: string, asked: Weight, before?: Face): Face | undefined {
    const weight = this.regularOnly ? 400 : asked;
    const codePoints = [...cluster].map((c) => c.codePointAt(0) ?? 0);
    const looked = codePoints.filter((cp) => !JOINERS.has(cp));
    if (!looked.length) return before;
    // spaces from the text font (a script font's may be twice as wide: Sinhala's)
    const order: PdfFontId[] = /^\s+$/u.test(cluster) ? [PDF_TEXT_FONT_ID, ...this.order] : this.order;
    if (before && order === this.order && NEUTRAL.test(cluster) && this.covers(before, codePoints)) return before;
    for (const id of order) {
      for (const file of this.slicesFor(id, looked[0], weight)) {
        const face = this.face(file);
        if (this.covers(face, codePoints)) return face;
      }
    }
    return undefined;
  }

  /** The face that writes `?` for what no font has (Noto Sans, Latin). */
  fallback(weight: Weight): Face {
    const face = this.pick('?', weight);
    if (!face) throw new Error('The PDF text font (Noto Sans) is missing');
    return face;
  }

  /** Makes a face the document's current font, at a size. */
  use(face: Face, size: number) {
    this.doc.font(face.name).fontSize(size);
  }
}
