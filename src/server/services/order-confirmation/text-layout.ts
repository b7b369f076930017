import bidiFactory from 'bidi-js';
import { languageTag, type Locale, textDirection } from '../../../lib/i18n';
import { type Face, type FontSet, INVISIBLE, type Weight } from './fonts';

/**
 * Lines of text in any script with pdfkit, which draws a string in one font and left to right:
 * a paragraph is cut into grapheme clusters, each given the font slice that has it (FontSet), the
 * Unicode bidirectional algorithm (bidi-js, UAX #9) gives each its embedding level, the paragraph
 * is broken into lines that fit (at spaces, and between words of the scripts written without
 * them), and each line's runs (one font, one level) are drawn in visual order, one after the
 * other, right-aligned in a right-to-left language. fontkit shapes a run (Arabic joining, Indic
 * conjuncts, Thai marks) and lays out a run of a right-to-left script from right to left itself;
 * runs it would lay out the other way round (spaces, punctuation, Latin inside a right-to-left
 * embedding) are reversed here.
 */

export type Style = { size: number; weight: Weight; align: 'start' | 'center' };

let bidiInstance: ReturnType<typeof bidiFactory> | undefined;
const bidi = () => (bidiInstance ??= bidiFactory());

/** pdfkit's line height of Times-Roman, in em. */
const TIMES_LINE = 1.15;

type Cluster = { text: string; index: number; level: number; face: Face; space: boolean; breakBefore: boolean };

/** Line breaks: no spaces in these scripts, a break may come between any two of their words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Myanmar}\p{Script=Lao}\p{Script=Khmer}]/u;
/** Never at the start of a line: closing brackets and quotes, and punctuation that ends something (`。`, `:`, `!`). */
const NO_BREAK_BEFORE = /^[\p{Pe}\p{Pf}\p{Po}]/u;
const BREAKING_SPACE = /^[ \u3000]+$/u;
/** The scripts fontkit lays out from right to left (the first letter's script decides, as in fontkit). */
const RTL_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;
const STRONG_SCRIPT = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;
const fontkitLaysOutRtl = (text: string) => {
  const first = STRONG_SCRIPT.exec(text)?.[0];
  return first !== undefined && RTL_SCRIPT.test(first);
};

const segmenters = new Map<string, { graphemes: Intl.Segmenter; words: Intl.Segmenter }>();
function segmenter(locale: Locale) {
  const tag = languageTag(locale);
  let known = segmenters.get(tag);
  if (!known) {
    known = { graphemes: new Intl.Segmenter(tag, { granularity: 'grapheme' }), words: new Intl.Segmenter(tag, { granularity: 'word' }) };
    segmenters.set(tag, known);
  }
  return known;
}

/** Text that goes on a line: controls out (line breaks and tabs become spaces). */
const lineText = (text: string) => text.replace(/[\t\n\v\f\r\u0085\u2028\u2029]/g, ' ').replace(/\p{Cc}/gu, '');

/** A piece of a line as drawn: a string for pdfkit in one font, and its width. */
type Piece = { face: Face; text: string; width: number };

export class TextWriter {
  private readonly direction: 'ltr' | 'rtl';

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: FontSet,
    private readonly locale: Locale,
  ) {
    this.direction = textDirection(locale);
  }

  private width(face: Face, size: number, text: string) {
    this.fonts.use(face, size);
    return this.doc.widthOfString(text);
  }

  /** The clusters of a paragraph with their faces, levels and break opportunities. */
  private clusters(text: string, weight: Weight): Cluster[] {
    const { levels } = bidi().getEmbeddingLevels(text, this.direction);
    const { graphemes, words } = segmenter(this.locale);
    const wordStarts = new Set<number>();
    for (const w of words.segment(text)) wordStarts.add(w.index);
    const out: Cluster[] = [];
    let before: Face | undefined;
    for (const { segment, index } of graphemes.segment(text)) {
      let shown = [...segment]
        .filter((c) => c === '\u200c' || c === '\u200d' || !INVISIBLE.test(c))
        .join('')
        .normalize('NFC');
      if (!shown.replace(/[\u200c\u200d]/g, '')) continue;
      let face = this.fonts.pick(shown, weight, before);
      if (!face && /^\p{Zs}+$/u.test(shown)) {
        // a space no font has (French groups digits with U+202F): a no-break space
        shown = '\u00a0';
        face = this.fonts.pick(shown, weight, before);
      }
      if (!face) {
        // a letter with marks no font has together: the letter alone, else a question mark
        const base = String.fromCodePoint(shown.codePointAt(0) ?? 63);
        face = this.fonts.pick(base, weight, before);
        shown = face ? base : '?';
        face ??= this.fonts.fallback(weight);
      }
      const previous = out.at(-1);
      const space = BREAKING_SPACE.test(shown);
      const breakBefore =
        !!previous &&
        !space &&
        ((previous.space && !NO_BREAK_BEFORE.test(shown)) ||
          (wordStarts.has(index) && (UNSPACED.test(shown) || UNSPACED.test(previous.text)) && !NO_BREAK_BEFORE.test(shown)));
      out.push({ text: shown, index, level: levels[index] ?? 0, face, space, breakBefore });
      before = face;
    }
    return out;
  }

  /** The width of clusters drawn side by side (each run of one face measured as a whole: shaping changes widths). */
  private spanWidth(clusters: Cluster[], size: number) {
    let width = 0;
    let start = 0;
    for (let i = 1; i <= clusters.length; i++) {
      if (i === clusters.length || clusters[i].face !== clusters[start].face) {
        width += this.width(
          clusters[start].face,
          size,
          clusters
            .slice(start, i)
            .map((c) => c.text)
            .join(''),
        );
        start = i;
      }
    }
    return width;
  }

  /** Lines of at most `max` wide: greedy, at the break opportunities; a word wider than a line is cut between clusters. */
  private lines(clusters: Cluster[], size: number, max: number): Cluster[][] {
    const words: Cluster[][] = [];
    for (const c of clusters) {
      if (c.breakBefore || !words.length) words.push([c]);
      else words[words.length - 1].push(c);
    }
    const lines: Cluster[][] = [];
    let line: Cluster[] = [];
    const ink = (cs: Cluster[]) => {
      let end = cs.length;
      while (end > 0 && cs[end - 1].space) end--;
      return cs.slice(0, end);
    };
    for (const word of words) {
      if (line.length && this.spanWidth(ink([...line, ...word]), size) > max) {
        lines.push(ink(line));
        line = [];
      }
      if (!line.length && this.spanWidth(ink(word), size) > max) {
        // too wide alone: as many clusters a line as fit
        let part: Cluster[] = [];
        for (const c of word) {
          if (part.length && this.spanWidth(ink([...part, c]), size) > max) {
            lines.push(ink(part));
            part = [];
          }
          part.push(c);
        }
        line = part;
        continue;
      }
      line.push(...word);
    }
    if (line.length) lines.push(ink(line));
    return lines.filter((l) => l.length);
  }

  /** The pieces of a line in visual order, left to right. */
  private pieces(line: Cluster[], size: number): Piece[] {
    // runs of one face and one level, then rule L2 of UAX #9: from the highest level down to the
    // lowest odd one, every sequence of runs at that level or higher is reversed
    const runs: Cluster[][] = [];
    for (const c of line) {
      const last = runs.at(-1);
      if (last && last[0].face === c.face && last[0].level === c.level) last.push(c);
      else runs.push([c]);
    }
    const levelOf = (run: Cluster[]) => run[0].level;
    const highest = Math.max(...runs.map(levelOf));
    const lowest = Math.min(...runs.map(levelOf));
    for (let level = highest; level >= (lowest % 2 ? lowest : lowest + 1); level--) {
      for (let i = 0; i < runs.length; ) {
        if (levelOf(runs[i]) < level) {
          i++;
          continue;
        }
        let j = i;
        while (j < runs.length && levelOf(runs[j]) >= level) j++;
        runs.splice(i, j - i, ...runs.slice(i, j).reverse());
        i = j;
      }
    }
    const pieces: Piece[] = [];
    const mirrored = (c: Cluster) => (c.level % 2 ? (bidi().getMirroredCharacter(c.text) ?? c.text) : c.text);
    const piece = (face: Face, clusters: Cluster[], rtl: boolean) => {
      // fontkit turns a run of a right-to-left script around itself; anything else comes out as given
      const logical = clusters.map((c) => c.text).join('');
      const text = rtl === fontkitLaysOutRtl(logical) ? logical : clusters.map(mirrored).reverse().join('');
      pieces.push({ face, text, width: this.width(face, size, text) });
    };
    for (const run of runs) {
      const rtl = levelOf(run) % 2 === 1;
      const face = run[0].face;
      if (!fontkitLaysOutRtl(run.map((c) => c.text).join(''))) {
        piece(face, run, rtl);
        continue;
      }
      // pdfkit lays out each space-separated word on its own and puts them side by side in the
      // order given, so a right-to-left run goes word by word
      const words: Cluster[][] = [];
      for (const c of run) {
        const last = words.at(-1);
        if (last && last[0].space === c.space) last.push(c);
        else words.push([c]);
      }
      for (const word of rtl ? words.reverse() : words) piece(face, word, rtl);
    }
    return pieces;
  }

  /** Writes a paragraph at the document's `y`, on as many lines as it takes, and leaves `y` below it. */
  paragraph(text: string, style: Style) {
    const { doc } = this;
    const clusters = this.clusters(lineText(text), style.weight);
    const left = doc.page.margins.left;
    const max = doc.page.width - left - doc.page.margins.right;
    for (const line of this.lines(clusters, style.size, max)) {
      const pieces = this.pieces(line, style.size);
      // the text font's line, a little taller where a script font's is (its stacked marks), by a fifth at most
      const text = this.fonts.fallback(style.weight);
      const faces = [...new Set(pieces.map((p) => p.face))];
      const ascender = Math.min(Math.max(text.ascender, ...faces.map((f) => f.ascender)), text.ascender * 1.2);
      const descender = Math.max(Math.min(text.descender, ...faces.map((f) => f.descender)), text.descender * 1.2);
      const ascent = (ascender * style.size) / 1000;
      const height = ((ascender - descender) * style.size) / 1000;
      if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const total = pieces.reduce((sum, p) => sum + p.width, 0);
      let x = style.align === 'center' ? left + (max - total) / 2 : this.direction === 'rtl' ? left + max - total : left;
      const top = doc.y;
      for (const p of pieces) {
        this.fonts.use(p.face, style.size);
        doc.text(p.text, x, top + ascent, { lineBreak: false, baseline: 'alphabetic' });
        x += p.width;
      }
      doc.x = left;
      doc.y = top + height;
    }
  }

  /** Empty lines of a size, as tall as pdfkit's lines of Times-Roman (upstream's font): the gaps keep upstream's spacing. */
  moveDown(lines: number, size: number) {
    this.doc.y += lines * size * TIMES_LINE;
  }
}
