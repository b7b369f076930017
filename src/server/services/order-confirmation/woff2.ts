import { brotliDecompressSync } from 'node:zlib';

/**
 * WOFF2 to TrueType (sfnt), after the W3C WOFF2 specification: the tables decompressed (Brotli,
 * Node's zlib) and the transformed `glyf` and `loca` tables rebuilt. fontkit reads WOFF2 itself,
 * but pdfkit's subsets of a WOFF2 font come out broken (fontkit copies glyph data through the
 * `loca` offsets, which a transformed WOFF2 `glyf` table does not have: empty glyphs, and a
 * RangeError on composite ones), so the PDF gets the fonts as TrueType.
 */

// biome-ignore format: the specification's table of the 63 known tags
const KNOWN_TAGS = [
  'cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca', 'prep', 'CFF ', 'VORG', 'EBDT',
  'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea', 'vmtx', 'BASE', 'GDEF', 'GPOS', 'GSUB', 'EBSC', 'JSTF', 'MATH',
  'CBDT', 'CBLC', 'COLR', 'CPAL', 'SVG ', 'sbix', 'acnt', 'avar', 'bdat', 'bloc', 'bsln', 'cvar', 'fdsc', 'feat', 'fmtx', 'fvar',
  'gvar', 'hsty', 'just', 'lcar', 'mort', 'morx', 'opbd', 'prop', 'trak', 'Zapf', 'Silf', 'Glat', 'Gloc', 'Feat', 'Sill',
];

class Reader {
  pos = 0;
  constructor(
    readonly buf: Buffer,
    readonly name = 'WOFF2',
  ) {}
  private need(n: number) {
    if (this.pos + n > this.buf.length) throw new Error(`${this.name}: data ends early`);
  }
  u8() {
    this.need(1);
    return this.buf[this.pos++];
  }
  u16() {
    this.need(2);
    const v = this.buf.readUInt16BE(this.pos);
    this.pos += 2;
    return v;
  }
  i16() {
    this.need(2);
    const v = this.buf.readInt16BE(this.pos);
    this.pos += 2;
    return v;
  }
  u32() {
    this.need(4);
    const v = this.buf.readUInt32BE(this.pos);
    this.pos += 4;
    return v;
  }
  bytes(n: number) {
    this.need(n);
    const b = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return b;
  }
  base128() {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const b = this.u8();
      if (i === 0 && b === 0x80) throw new Error(`${this.name}: bad UIntBase128`);
      if (value & 0xfe000000) throw new Error(`${this.name}: UIntBase128 overflows`);
      value = (value << 7) | (b & 0x7f);
      if (!(b & 0x80)) return value >>> 0;
    }
    throw new Error(`${this.name}: UIntBase128 too long`);
  }
  u255() {
    const code = this.u8();
    if (code === 253) return this.u16();
    if (code === 255) return this.u8() + 253;
    if (code === 254) return this.u8() + 253 * 2;
    return code;
  }
}

type Entry = { tag: string; origLength: number; transformVersion: number; transformed: boolean; length: number; data?: Buffer };

const withSign = (flag: number, value: number) => (flag & 1 ? value : -value);

/** One point of a simple glyph. */
type Point = { x: number; y: number; onCurve: boolean };

function triplets(flags: Reader, glyphs: Reader, count: number): Point[] {
  const points: Point[] = [];
  let x = 0;
  let y = 0;
  for (let i = 0; i < count; i++) {
    let flag = flags.u8();
    const onCurve = !(flag >> 7);
    flag &= 0x7f;
    let dx: number;
    let dy: number;
    if (flag < 10) {
      dx = 0;
      dy = withSign(flag, ((flag & 14) << 7) + glyphs.u8());
    } else if (flag < 20) {
      dx = withSign(flag, (((flag - 10) & 14) << 7) + glyphs.u8());
      dy = 0;
    } else if (flag < 84) {
      const b0 = flag - 20;
      const b1 = glyphs.u8();
      dx = withSign(flag, 1 + (b0 & 0x30) + (b1 >> 4));
      dy = withSign(flag >> 1, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f));
    } else if (flag < 120) {
      const b0 = flag - 84;
      dx = withSign(flag, 1 + (Math.floor(b0 / 12) << 8) + glyphs.u8());
      dy = withSign(flag >> 1, 1 + (((b0 % 12) >> 2) << 8) + glyphs.u8());
    } else if (flag < 124) {
      const b1 = glyphs.u8();
      const b2 = glyphs.u8();
      dx = withSign(flag, (b1 << 4) + (b2 >> 4));
      dy = withSign(flag >> 1, ((b2 & 0x0f) << 8) + glyphs.u8());
    } else {
      dx = withSign(flag, glyphs.u16());
      dy = withSign(flag >> 1, glyphs.u16());
    }
    x += dx;
    y += dy;
    points.push({ x, y, onCurve });
  }
  return points;
}

/** A simple glyph in TrueType's format (coordinates as 16-bit deltas: larger than need be, simple). */
function simpleGlyph(endPoints: number[], points: Point[], instructions: Buffer, bbox: number[] | undefined, overlap: boolean): Buffer {
  const [xMin, yMin, xMax, yMax] = bbox ?? [
    Math.min(...points.map((p) => p.x)),
    Math.min(...points.map((p) => p.y)),
    Math.max(...points.map((p) => p.x)),
    Math.max(...points.map((p) => p.y)),
  ];
  const out = Buffer.alloc(10 + endPoints.length * 2 + 2 + instructions.length + points.length * 5);
  let o = 0;
  o = out.writeInt16BE(endPoints.length, o);
  for (const v of [xMin, yMin, xMax, yMax]) o = out.writeInt16BE(v, o);
  for (const e of endPoints) o = out.writeUInt16BE(e, o);
  o = out.writeUInt16BE(instructions.length, o);
  o += instructions.copy(out, o);
  points.forEach((p, i) => {
    out[o++] = (p.onCurve ? 1 : 0) | (overlap && i === 0 ? 0x40 : 0);
  });
  let last = 0;
  for (const p of points) {
    o = out.writeInt16BE(p.x - last, o);
    last = p.x;
  }
  last = 0;
  for (const p of points) {
    o = out.writeInt16BE(p.y - last, o);
    last = p.y;
  }
  return out.subarray(0, o);
}

/** The composite glyph data of one glyph from the composite stream; whether it has instructions. */
function compositeData(composites: Reader): { data: Buffer; instructions: boolean } {
  const start = composites.pos;
  let instructions = false;
  for (let more = true; more; ) {
    const flags = composites.u16();
    composites.u16(); // glyph index
    composites.bytes(flags & 0x0001 ? 4 : 2);
    if (flags & 0x0008) composites.bytes(2);
    else if (flags & 0x0040) composites.bytes(4);
    else if (flags & 0x0080) composites.bytes(8);
    if (flags & 0x0100) instructions = true;
    more = !!(flags & 0x0020);
  }
  return { data: composites.buf.subarray(start, composites.pos), instructions };
}

/** The `glyf` and `loca` tables (long offsets) of a transformed `glyf` table. */
function rebuildGlyf(table: Buffer): { glyf: Buffer; loca: Buffer; numGlyphs: number } {
  const r = new Reader(table, 'WOFF2 glyf');
  r.u16(); // reserved
  const optionFlags = r.u16();
  const numGlyphs = r.u16();
  r.u16(); // indexFormat: the rebuilt loca is long
  const sizes = Array.from({ length: 7 }, () => r.u32());
  const streams: Reader[] = [];
  for (const size of sizes) streams.push(new Reader(r.bytes(size), 'WOFF2 glyf'));
  const [nContours, nPoints, flags, glyphs, composites, bboxes, instructionStream] = streams;
  const bitmapSize = ((numGlyphs + 31) >> 5) << 2;
  const bboxBitmap = bboxes.bytes(bitmapSize);
  const overlapBitmap = optionFlags & 1 ? r.bytes((numGlyphs + 7) >> 3) : undefined;
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let offset = 0;
  for (let i = 0; i < numGlyphs; i++) {
    offsets.push(offset);
    const contours = nContours.i16();
    const hasBbox = !!(bboxBitmap[i >> 3] & (0x80 >> (i & 7)));
    const bbox = hasBbox ? [bboxes.i16(), bboxes.i16(), bboxes.i16(), bboxes.i16()] : undefined;
    let glyph: Buffer;
    if (contours === 0) {
      continue;
    } else if (contours > 0) {
      const endPoints: number[] = [];
      let total = 0;
      for (let c = 0; c < contours; c++) {
        total += nPoints.u255();
        endPoints.push(total - 1);
      }
      const points = triplets(flags, glyphs, total);
      const instructions = instructionStream.bytes(glyphs.u255());
      const overlap = !!overlapBitmap && !!(overlapBitmap[i >> 3] & (0x80 >> (i & 7)));
      glyph = simpleGlyph(endPoints, points, instructions, bbox, overlap);
    } else {
      if (!bbox) throw new Error('WOFF2 glyf: a composite glyph without its bounding box');
      const { data, instructions } = compositeData(composites);
      const program = instructions ? instructionStream.bytes(glyphs.u255()) : undefined;
      glyph = Buffer.alloc(10 + data.length + (program ? 2 + program.length : 0));
      let o = glyph.writeInt16BE(-1, 0);
      for (const v of bbox) o = glyph.writeInt16BE(v, o);
      o += data.copy(glyph, o);
      if (program) {
        o = glyph.writeUInt16BE(program.length, o);
        program.copy(glyph, o);
      }
    }
    const padded = (glyph.length + 3) & ~3;
    parts.push(glyph, Buffer.alloc(padded - glyph.length));
    offset += padded;
  }
  offsets.push(offset);
  const loca = Buffer.alloc(offsets.length * 4);
  offsets.forEach((o, i) => {
    loca.writeUInt32BE(o, i * 4);
  });
  return { glyf: Buffer.concat(parts), loca, numGlyphs };
}

function checksum(data: Buffer) {
  let sum = 0;
  const padded = data.length % 4 ? Buffer.concat([data, Buffer.alloc(4 - (data.length % 4))]) : data;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/** Whether bytes are a WOFF2 font. */
export const isWoff2 = (bytes: Buffer) => bytes.length >= 4 && bytes.toString('latin1', 0, 4) === 'wOF2';

/** The TrueType (or CFF OpenType) font of a WOFF2 file. */
export function woff2ToSfnt(bytes: Buffer): Buffer {
  const r = new Reader(bytes);
  if (r.bytes(4).toString('latin1') !== 'wOF2') throw new Error('Not a WOFF2 font');
  const flavor = r.u32();
  if (flavor === 0x74746366) throw new Error('WOFF2 font collections are not supported');
  r.u32(); // length
  const numTables = r.u16();
  r.u16(); // reserved
  r.u32(); // totalSfntSize
  const compressedSize = r.u32();
  r.bytes(24); // versions, metadata and private block
  const entries: Entry[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = r.u8();
    const tag = (flags & 0x3f) === 0x3f ? r.bytes(4).toString('latin1') : KNOWN_TAGS[flags & 0x3f];
    if (!tag) throw new Error('WOFF2: unknown table tag');
    const transformVersion = flags >> 6;
    const origLength = r.base128();
    const transformed = tag === 'glyf' || tag === 'loca' ? transformVersion === 0 : transformVersion !== 0;
    const length = transformed ? r.base128() : origLength;
    entries.push({ tag, origLength, transformVersion, transformed, length });
  }
  const data = brotliDecompressSync(r.bytes(compressedSize));
  let pos = 0;
  for (const e of entries) {
    e.data = data.subarray(pos, pos + e.length);
    if (e.data.length !== e.length) throw new Error('WOFF2: tables end early');
    pos += e.length;
  }
  const tables = new Map(entries.map((e) => [e.tag, e.data as Buffer]));
  const glyfEntry = entries.find((e) => e.tag === 'glyf');
  if (glyfEntry?.transformed) {
    const { glyf, loca } = rebuildGlyf(glyfEntry.data as Buffer);
    tables.set('glyf', glyf);
    tables.set('loca', loca);
  }
  const head = Buffer.from(tables.get('head') ?? Buffer.alloc(0));
  if (head.length < 54) throw new Error('WOFF2: no head table');
  if (glyfEntry?.transformed) head.writeInt16BE(1, 50); // indexToLocFormat: the rebuilt loca's long offsets
  head.writeUInt32BE(0, 8); // checkSumAdjustment, set below
  tables.set('head', head);
  if (entries.some((e) => e.transformed && e.tag !== 'glyf' && e.tag !== 'loca'))
    throw new Error(
      `WOFF2: transformed ${entries.find((e) => e.transformed && e.tag !== 'glyf' && e.tag !== 'loca')?.tag} table not supported`,
    );

  // the sfnt: offset table, table records sorted by tag, the tables 4-byte aligned
  const tags = [...tables.keys()].sort();
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= tags.length) entrySelector++;
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + tags.length * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(tags.length, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(tags.length * 16 - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  let headOffset = -1;
  tags.forEach((tag, i) => {
    const table = tables.get(tag) as Buffer;
    const at = 12 + i * 16;
    header.write(tag, at, 4, 'latin1');
    header.writeUInt32BE(checksum(table), at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.length, at + 12);
    if (tag === 'head') headOffset = offset;
    const padded = (table.length + 3) & ~3;
    bodies.push(table, Buffer.alloc(padded - table.length));
    offset += padded;
  });
  const font = Buffer.concat([header, ...bodies]);
  if (headOffset >= 0) font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8);
  return font;
}
