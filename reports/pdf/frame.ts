import { once } from 'node:events';
import { deflateSync } from 'node:zlib';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { Lang } from '../../engine/core/engine-types.js';
import { isPdfText, pdfText } from './text.js';

type Doc = PDFKit.PDFDocument;
export type FontName = 'Helvetica' | 'Helvetica-Bold' | 'Helvetica-Oblique' | 'Courier' | 'Courier-Bold';
export interface TextStyle {
  font?: FontName;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center' | 'justify';
  lineGap?: number;
}

/** A page's size and margins; the footer sits 12 points below the content's bottom. */
export interface PageGeometry { width: number; height: number; left: number; right: number; top: number; contentBottom: number }

/** The audit report's A4 page. */
export const PAGE: PageGeometry = { width: 595.28, height: 841.89, left: 48, right: 48, top: 50, contentBottom: 841.89 - 66 };
export const CONTENT_WIDTH = PAGE.width - PAGE.left - PAGE.right;
export const INK = '#111111';
export const MUTED = '#4b5563';
export const RULE = '#9ca3af';
export const SHADE = '#eef1f5';

/** The document's information dictionary; `date` is the run's or the hand's, never the clock, so the same input gives the same bytes. */
export interface PdfInfo {
  lang: Lang;
  title: string;
  author: string;
  subject: string;
  keywords?: string;
  creator: string;
  producer: string;
  date: Date;
}

/** How much of the PDF's bytes gather before they are written to the output. */
const WRITE_SIZE = 1 << 16;

/**
 * A PDF document written straight into `out` (not doc.pipe(out): a paused pdfkit document keeps
 * buffering what it is given, unbounded; written through, the output's own buffer is what fills, and
 * Frame.drain waits on it). `done` resolves when the output has taken the last byte.
 */
export function openPdf(out: Writable, info: PdfInfo): { doc: Doc; done: Promise<void> } {
  const doc = new PDFDocument({
    autoFirstPage: false,
    bufferPages: false,
    compress: true,
    pdfVersion: '1.4',
    lang: info.lang === 'es' ? 'es' : 'en',
    displayTitle: true,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      ...(info.keywords !== undefined ? { Keywords: info.keywords } : {}),
      Creator: info.creator,
      Producer: info.producer,
      CreationDate: info.date,
      ModDate: info.date,
    },
  });
  const done = new Promise<void>((resolve, reject) => {
    out.once('error', reject);
    doc.once('error', reject);
    out.once('finish', resolve);
  });
  // pdfkit hands over every token of an object as its own small buffer (a dozen per page): they go
  // to the output gathered in writes of about 64 KB, the same bytes in the same order.
  let pending: Buffer[] = [];
  let size = 0;
  const flush = () => {
    if (size === 0) return;
    out.write(pending.length === 1 ? pending[0]! : Buffer.concat(pending, size));
    pending = [];
    size = 0;
  };
  doc.on('data', (chunk: Buffer) => {
    pending.push(chunk);
    size += chunk.length;
    if (size >= WRITE_SIZE) flush();
  });
  doc.once('end', () => {
    flush();
    out.end();
  });
  return { doc, done };
}

/** Helvetica's ascender, in thousandths of the font size: where pdfkit puts the baseline below a line's top. */
const ASCENDER = 0.718;

interface MeasuredFont {
  widthOfString(s: string, size: number, features?: unknown): number;
  encode(s: string, features?: unknown): unknown;
}

/** The AFM metrics pdfkit measures a standard font by (pdfkit 0.17's AFMFont). */
interface AfmMetrics {
  encodeText(text: string): string[];
  characterToGlyph(charCode: number): string;
  widthOfGlyph(glyph: string): number;
  getKernPair(left: string, right: string | undefined): number;
}

/**
 * A standard font's metrics by character code, looked up once per code and
 * once per pair: pdfkit maps every character to its glyph name and looks
 * every pair up in the kerning table by a string key, for every word it
 * measures or writes. The values are pdfkit's own (integers, in thousandths
 * of the size); only where they are looked up changes.
 */
class Metrics {
  private readonly hexes: string[] = [];
  private readonly literals: (string | null)[] = [];
  private readonly glyphs: string[] = [];
  private readonly widths: number[] = [];
  private readonly kerns = new Map<number, number>();

  constructor(private readonly afm: AfmMetrics) {}

  /** The character's code in the font's encoding, in hex, as pdfkit's encodeText writes it. */
  hex(code: number): string {
    let h = this.hexes[code];
    if (h === undefined) {
      h = this.afm.encodeText(String.fromCharCode(code))[0]!;
      this.hexes[code] = h;
    }
    return h;
  }

  /**
   * The character's code in the font's encoding as it stands in a PDF literal string: the byte itself,
   * a backslash before ( ) and \, a control byte in octal; null for a code past one byte (never after pdfText).
   */
  literal(code: number): string | null {
    let l = this.literals[code];
    if (l === undefined) {
      const b = parseInt(this.hex(code), 16);
      l = !(b >= 0 && b <= 0xff) ? null
        : b === 0x28 || b === 0x29 || b === 0x5c ? `\\${String.fromCharCode(b)}`
        : b < 0x20 || b === 0x7f ? `\\${b.toString(8).padStart(3, '0')}`
        : String.fromCharCode(b);
      this.literals[code] = l;
    }
    return l;
  }

  /** The glyph's advance width. */
  width(code: number): number {
    let w = this.widths[code];
    if (w === undefined) {
      w = this.afm.widthOfGlyph(this.glyph(code));
      this.widths[code] = w;
    }
    return w;
  }

  /** The kerning between two characters (pdfkit's getKernPair of their glyphs); -1 for `right` is the end of the text (none). */
  kern(left: number, right: number): number {
    if (right < 0) return 0;
    const key = left * 0x10000 + right;
    let k = this.kerns.get(key);
    if (k === undefined) {
      k = this.afm.getKernPair(this.glyph(left), this.glyph(right));
      this.kerns.set(key, k);
    }
    return k;
  }

  /** The sum of the advances pdfkit's advancesForGlyphs gives s, at size 1000. */
  advance(s: string): number {
    let sum = 0;
    const n = s.length;
    for (let i = 0; i < n; i++) {
      const c = s.charCodeAt(i);
      sum += this.width(c) + this.kern(c, i + 1 < n ? s.charCodeAt(i + 1) : -1);
    }
    return sum;
  }

  private glyph(code: number): string {
    let g = this.glyphs[code];
    if (g === undefined) {
      g = this.afm.characterToGlyph(code);
      this.glyphs[code] = g;
    }
    return g;
  }
}

interface MeasuredFont {
  widthOfString(s: string, size: number, features?: unknown): number;
  encode(s: string, features?: unknown): unknown;
  /** A standard font's metrics (pdfkit's AFMFont); absent for an embedded font. */
  font?: Partial<AfmMetrics> & { kernPairs?: unknown };
  /** Set by memoize: the standard font's metrics by character code. */
  metrics?: Metrics;
}

/**
 * Word widths and encodings, cached per font: pdfkit measures and encodes
 * every word it wraps or writes through the font's kerning table, and a
 * report repeats the same words thousands of times. Both are pure functions
 * of the text (pdfkit never changes what encode returns); the caches are
 * cleared when they grow large, so they stay small. A width not cached is
 * summed from the metrics by character code, as pdfkit sums it (integers,
 * then scaled by 1/1000 as pdfkit's widthOfString(s, 1) scales it).
 */
function memoize(font: MeasuredFont): void {
  const measure = font.widthOfString.bind(font);
  const encode = font.encode.bind(font);
  const afm = font.font;
  const metrics = afm && afm.kernPairs && typeof afm.getKernPair === 'function' ? new Metrics(afm as AfmMetrics) : undefined;
  if (metrics) font.metrics = metrics;
  const widths = new Map<string, number>();
  const encodings = new Map<string, unknown>();
  const scale = 1 / 1000;
  font.widthOfString = (s: string, size: number, features?: unknown) => {
    let w = widths.get(s);
    if (w === undefined) {
      if (widths.size > 20_000) widths.clear();
      w = metrics && features === undefined ? metrics.advance(s) * scale : measure(s, 1, features);
      widths.set(s, w);
    }
    return w * size;
  };
  font.encode = (s: string, features?: unknown) => {
    // Only short texts repeat (labels, words, amounts); a long line's encoding is big and seldom seen twice.
    if (s.length > 32) return encode(s, features);
    let e = encodings.get(s);
    if (e === undefined) {
      if (encodings.size > 5_000) encodings.clear();
      e = encode(s, features);
      encodings.set(s, e);
    }
    return e;
  };
}

/** pdfkit's own number formatting (PDFObject.number): six decimals at most. */
const num = (n: number): string => String(Math.round(n * 1e6) / 1e6);

/** The parts of pdfkit's document and font that the fast text path below reads (pdfkit 0.17). */
interface PdfkitFont extends MeasuredFont {
  id: string;
  metrics?: Metrics;
  ascender: number;
  ref(): unknown;
  encode(s: string, features?: unknown): [string[], { xAdvance: number; xOffset: number; yOffset: number; advanceWidth: number }[]];
}
interface PdfkitInternals {
  _font: PdfkitFont;
  _fontSize: number;
  _lineGap: number;
  x: number;
  y: number;
  page: { height: number; fonts: Record<string, unknown>; write(chunk: unknown): void; content: PdfkitStream };
  _text(text: string, x: number, y: number, options: object, line: (line: string) => void): void;
}
interface PdfkitStream {
  write(chunk: unknown): void;
  finalize(): void;
  /** pdfkit 0.17's PDFReference: whether finalize deflates the chunks, the chunks written, the stream's dictionary. */
  compress?: boolean;
  buffer?: Uint8Array[];
  data?: { Length?: number; Filter?: string };
}

/**
 * The zlib level a page's content is deflated at (pdfkit's deflateSync uses zlib's default, 6). A page's
 * content is a few kilobytes of operators, where 3 costs about two thirds of 6's time and gives a file
 * about 8 % larger (docs/pdf-report.md).
 */
const PAGE_DEFLATE_LEVEL = 3;

/** A small map that forgets everything when it grows past `max` entries (the report repeats few strings often). */
class Memo<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly max: number) {}
  get(key: K): V | undefined {
    return this.map.get(key);
  }
  set(key: K, v: V): V {
    if (this.map.size >= this.max) this.map.clear();
    this.map.set(key, v);
    return v;
  }
}

/**
 * What the frame keeps per font, looked up by the font and then the text (no key is built by
 * joining the font's id, the size and the text, which costs more than the look-up): each text's
 * width and show-text operator (one look-up serves the measure and the drawing), the
 * font-and-size operator per size, and the lines pdfkit breaks a text into per size and width.
 */
interface FontMemo {
  texts: Memo<string, Shown>;
  tf: Map<number, string>;
  breaks: Map<number, Map<number, Memo<string, string[]>>>;
}

/**
 * A text in a font: its width at size 1 (the font's widthOfString(t, 1): times the size, the very
 * number doc.widthOfString gives) and its show-text operator once drawn (null: pdfkit writes that one).
 */
interface Shown {
  w: number;
  show?: string | null;
}

/** num() of the positions written, which repeat from page to page (columns, the same layout). */
const numbers = new Memo<number, string>(10_000);
function numCached(n: number): string {
  return numbers.get(n) ?? numbers.set(n, num(n));
}

/**
 * The show-text operator pdfkit writes for `text` in `font` (`[<hex> kern <hex> …] TJ`), as its
 * _fragment builds it; undefined when a glyph is offset (never with the standard fonts), which only
 * pdfkit itself then writes. It depends on the font and the text alone, not the size or the place.
 */
function showText(font: PdfkitFont, text: string): string | undefined {
  const m = font.metrics;
  if (m) return showTextByCode(m, text);
  const [encoded, positions] = font.encode(text);
  const commands: string[] = [];
  let last = 0;
  const segment = (cur: number) => {
    if (last < cur) {
      const p = positions[cur - 1]!;
      commands.push(`<${encoded.slice(last, cur).join('')}> ${num(-(p.xAdvance - p.advanceWidth))}`);
    }
    last = cur;
  };
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i]!;
    if (p.xOffset || p.yOffset) return undefined;
    if (p.xAdvance - p.advanceWidth !== 0) segment(i + 1);
  }
  segment(positions.length);
  return commands.length > 0 ? `[${commands.join(' ')}] TJ` : '';
}

/**
 * showText for a standard font, from its metrics by character code: a glyph's xAdvance less its
 * advanceWidth is its kerning with the next glyph (no glyph is offset), so a segment ends after
 * every kerned pair. The same glyphs and kerning as pdfkit's `[<hex> kern <hex> … 0] TJ`, written
 * as literal strings (a byte a character, not two hex digits), and `(…) Tj` for a text with no
 * kerned pair; hex where a code does not fit a byte (never after pdfText).
 */
function showTextByCode(m: Metrics, text: string): string {
  const n = text.length;
  if (n === 0) return '';
  // Gathered in an array and joined: the operator is kept and written page after page, and a string
  // grown a character at a time is a chain of pieces that every page's join would walk again.
  const out: string[] = [];
  let kerned = false;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    const l = m.literal(c);
    if (l === null) return showTextHex(m, text);
    out.push(l);
    if (i + 1 === n) break;
    const k = m.kern(c, text.charCodeAt(i + 1));
    if (k !== 0) {
      out.push(`) ${num(-k)} (`);
      kerned = true;
    }
  }
  return kerned ? `[(${out.join('')})] TJ` : `(${out.join('')}) Tj`;
}

/** pdfkit's own show-text operator for a standard font, in hex. */
function showTextHex(m: Metrics, text: string): string {
  const n = text.length;
  let out = '[<';
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    out += m.hex(c);
    if (i + 1 === n) break;
    const k = m.kern(c, text.charCodeAt(i + 1));
    if (k !== 0) out += `> ${num(-k)} <`;
  }
  return `${out}> 0] TJ`;
}

/**
 * A page's content stream, written by the frame: the operators are gathered as strings and turned
 * into bytes once, when the page ends (pdfkit makes a Buffer of every operator it is given, a dozen
 * per line of text), each string followed by a newline as pdfkit writes it, in latin1.
 *
 * Lines of text that follow one another share one text object: pdfkit wraps every line in its own
 * `q 1 0 0 -1 0 h cm BT … ET Q` (about 60 bytes a line, half a report's content), here one wraps a
 * run of lines, each line placed by its own `Tm` (the same numbers pdfkit writes, in the same
 * coordinates), its font set only when it changes. A fill colour set between two lines is set
 * inside the text object (colour operators are allowed there) and set again after its `Q`, so the
 * colour in force after the run is the one pdfkit's stream would have; a colour set again to the
 * value in force is not written twice. Anything else written to the page (a box, a rule, a placed
 * form, pdfkit's own text) ends the run first. The page looks the same and reads the same.
 */
class PageContent {
  private pending: string[] = [];
  private inText = false;
  /** The font-and-size operator in force in the open text object ('' until one is set in it). */
  private tf = '';
  /** The colour operators in force, as written ('' when unknown: something else was written since). */
  private color = '';
  /** `color` when the open text object began. */
  private colorAtOpen = '';

  constructor(stream: PdfkitStream, private readonly open: string) {
    const write = stream.write.bind(stream);
    const finalize = stream.finalize.bind(stream);
    const flush = () => {
      if (this.pending.length === 0) return;
      write(Buffer.from(this.pending.join('\n') + '\n', 'latin1'));
      this.pending = [];
    };
    stream.write = (chunk: unknown) => {
      this.endText();
      this.color = '';
      if (typeof chunk === 'string') this.pending.push(chunk);
      else {
        flush();
        write(chunk);
      }
    };
    stream.finalize = () => {
      this.endText();
      flush();
      // Deflated here at PAGE_DEFLATE_LEVEL, as pdfkit would at its own level; it then writes the bytes as they are.
      if (stream.compress === true && Array.isArray(stream.buffer) && stream.buffer.length > 0 && stream.data?.Filter === 'FlateDecode') {
        const deflated = deflateSync(stream.buffer.length === 1 ? stream.buffer[0]! : Buffer.concat(stream.buffer), { level: PAGE_DEFLATE_LEVEL });
        stream.compress = false;
        stream.buffer = [deflated];
        stream.data.Length = deflated.length;
      }
      finalize();
    };
  }

  /** A fill colour's operators. */
  fill(ops: string): void {
    if (ops === this.color) return;
    this.pending.push(ops);
    this.color = ops;
  }

  /** One line of text: its font-and-size operator, its text matrix (`1 0 0 1 x y Tm`) and its show-text operator ('' for none). */
  line(tf: string, tm: string, show: string): void {
    if (!this.inText) {
      this.pending.push(this.open);
      this.inText = true;
      this.tf = '';
      this.colorAtOpen = this.color;
    }
    if (tf !== this.tf) {
      this.pending.push(tf);
      this.tf = tf;
    }
    this.pending.push(tm);
    if (show) this.pending.push(show);
  }

  private endText(): void {
    if (!this.inText) return;
    this.inText = false;
    this.pending.push('ET\nQ');
    // Q restores the colour the text object began with: the last one set in it is set again.
    if (this.color !== this.colorAtOpen) this.pending.push(this.color);
  }
}

/** A fill colour's operators (see Frame.fillColor), or a stroke colour's: `RG`, `CS` and `SCN`. */
export function colorOperators(c: number[], stroke = false): string {
  const bytes = c.map((v) => v * 255);
  if (c.length === 3 && bytes.every((b) => Math.abs(b - Math.round(b)) < 1e-9 && b >= 0 && b <= 255)) {
    return `${c.map((v) => String(Math.ceil(v * 1e4 - 1e-9) / 1e4)).join(' ')} ${stroke ? 'RG' : 'rg'}`;
  }
  return `/${c.length === 4 ? 'DeviceCMYK' : 'DeviceRGB'} ${stroke ? 'CS' : 'cs'}\n${c.join(' ')} ${stroke ? 'SCN' : 'scn'}`;
}

/**
 * What every page says about the document it belongs to, so a page torn out
 * still says where it belongs: "Page N of total" and `right` on the first
 * footer line, then the optional lines; the optional running header.
 */
export interface FooterInfo {
  labels: { page: string; of: string; findingsOnPage: string };
  /** Right of the page number ("Veedor 0.1.0 · Run R-…"); the finding numbers on the page follow it. */
  right: string;
  /** The running header: `left` (the section is added) and `right`; absent, no header. */
  header?: { left: string; right: string };
  /** A second footer line: a label and a value in Courier (the findings digest). */
  digest?: { label: string; value: string };
  /** A stored run: "chain head … · signed, key …", a third footer line that matches the printed page to its store. */
  chain?: string;
}

/**
 * The pages: pdfkit never breaks a page by itself here (the page margins are
 * zero); the frame does, so it can draw every footer before the page is
 * flushed to the output. Pages are written as soon as the next one starts
 * (no bufferPages), so memory does not grow with the report. "Page N of
 * total" without knowing the total: each footer draws the total as one
 * shared form XObject whose content is written at the very end, the way
 * iText's page templates do it.
 */
export class Frame {
  pageNo = 0;
  y: number;
  section = '';
  private readonly total: PDFKit.PDFKitReference;
  private readonly totalFontId: string;
  private range: [number, number] | null = null;
  private totalFindings = 0;
  private readonly shared = new Map<string, { name: string; ref: PDFKit.PDFKitReference; height: number }>();
  /** pdfText of the strings shown that it changes (stand-ins); per font, their widths, show-text operators and line breaks. */
  private readonly standIns = new Memo<string, string>(20_000);
  private readonly fontMemos = new Map<PdfkitFont, FontMemo>();
  private readonly colorOps = new Memo<string, { fill: string; stroke: string } | null>(100);
  /** The page being written (null before the first page). */
  private content: PageContent | null = null;
  /** Set while placeShared draws into a form XObject: the page's own content is not being written. */
  private sharing = false;

  constructor(
    readonly doc: Doc,
    private readonly out: Writable,
    private readonly footer: FooterInfo,
    readonly page: PageGeometry = PAGE,
  ) {
    this.y = page.top;
    doc.font('Helvetica');
    const font = (doc as unknown as { _font: { id: string; ref(): unknown } })._font;
    this.totalFontId = font.id;
    this.total = doc.ref({
      Type: 'XObject', Subtype: 'Form', BBox: [0, -3, 120, 10], Resources: { Font: { [font.id]: font.ref() } },
    });
    for (const name of ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique', 'Courier', 'Courier-Bold'] as const) {
      doc.font(name);
      memoize((doc as unknown as { _font: MeasuredFont })._font);
    }
  }

  /**
   * Content that repeats verbatim from entry to entry (an article quoted in
   * full) is drawn once into a form XObject and placed by reference after
   * that: the file and the time grow by a few bytes per entry, not by the
   * article's length; so do card glyphs. `draw()` draws it at the origin
   * and returns its height; it is placed with its origin at (x, y).
   */
  placeShared(key: string, x: number, y: number, draw: () => number): number {
    let s = this.shared.get(key);
    if (!s) {
      const ref = this.doc.ref({ Type: 'XObject', Subtype: 'Form' });
      const page = this.doc.page as unknown as { write(chunk: unknown): void };
      const write = page.write;
      page.write = (chunk) => ref.write(chunk as string);
      let height: number;
      this.sharing = true;
      try {
        height = draw();
      } finally {
        page.write = write;
        this.sharing = false;
      }
      const fonts = (this.doc as unknown as { _fontFamilies: Record<string, { id: string; ref(): unknown }> })._fontFamilies;
      const data = (ref as unknown as { data: Record<string, unknown> }).data;
      data['BBox'] = [-4, -4, this.page.width, height + 4];
      data['Resources'] = { Font: Object.fromEntries(Object.values(fonts).map((f) => [f.id, f.ref()])) };
      (ref as unknown as { end(): void }).end();
      s = { name: `VS${this.shared.size + 1}`, ref, height };
      this.shared.set(key, s);
    }
    this.doc.page.xobjects[s.name] = s.ref;
    this.doc.addContent(`q 1 0 0 1 ${x.toFixed(3)} ${y.toFixed(3)} cm /${s.name} Do Q`);
    return s.height;
  }

  get bottom(): number {
    return this.page.contentBottom;
  }

  setFindingCount(n: number): void {
    this.totalFindings = n;
  }

  /** A new page when fewer than h points are left; true if it broke. */
  ensure(h: number): boolean {
    if (this.pageNo > 0 && this.y + h <= this.bottom) return false;
    this.newPage();
    return true;
  }

  newPage(): void {
    if (this.pageNo > 0) this.drawFooter();
    this.doc.addPage({ size: [this.page.width, this.page.height], margin: 0 });
    this.content = new PageContent(this.pdfkit.page.content, `q\n1 0 0 -1 0 ${num(this.page.height)} cm\nBT`);
    this.pageNo++;
    this.range = null;
    this.y = this.page.top;
    this.drawHeader();
  }

  /** A section starts on a new page, named in the running header and in the PDF's outline. */
  startSection(title: string): void {
    this.section = title;
    this.newPage();
    this.doc.outline.addItem(title);
  }

  /** The finding numbers on this page, for the footer. */
  markFinding(n: number): void {
    this.range = this.range ? [this.range[0], n] : [n, n];
  }

  /** Waits while the output is behind, so a long report never piles up in memory. */
  async drain(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (this.out.writableNeedDrain) await once(this.out, 'drain');
  }

  finish(): void {
    if (this.pageNo === 0) this.newPage();
    this.drawFooter();
    const size = 6.5;
    this.total.end(`BT /${this.totalFontId} ${size} Tf 0.294 0.333 0.388 rg 0 0 Td (${this.pageNo}) Tj ET`);
    this.doc.end();
  }

  /** Draws text; returns its height. Everything shown passes through pdfText (WinAnsi). */
  text(s: string, x: number, y: number, width: number, style: TextStyle = {}): number {
    const t = this.pdfText(s);
    this.style(style);
    const lineGap = style.lineGap ?? 0;
    const align = style.align ?? 'left';
    const sh = this.lineShown(t);
    const w = sh ? this.widthOfShown(sh) : -1;
    if (sh && w <= width) {
      // Most cells hold one short line: skip pdfkit's line wrapper, same place, same height.
      const dx = align === 'right' ? width - w : align === 'center' ? (width - w) / 2 : 0;
      this.fragment(t, x + dx, y, sh);
      const d = this.pdfkit;
      d.x = x + dx + w;
      d.y = y;
      return this.doc.currentLineHeight(true) + lineGap;
    }
    if (align === 'left' || align === 'right') return this.wrapped(t, x, y, width, align, lineGap);
    this.doc.text(t, x, y, { width, align, lineGap });
    // pdfkit leaves y below the text it wrote: the same height heightOfString measures.
    return this.doc.y - y;
  }

  /** One line, never wrapped (the caller made sure it fits). */
  line(s: string, x: number, y: number, style: TextStyle = {}, width?: number): number {
    const t = this.pdfText(s);
    this.style(style);
    const align = style.align ?? 'left';
    if (width === undefined) {
      if (t.includes('\n')) {
        this.doc.text(t, x, y, { lineBreak: false });
        return this.widthOfText(t);
      }
      const sh = this.textIn(t);
      const w = this.widthOfShown(sh);
      this.fragment(t, x, y, sh);
      const d = this.pdfkit;
      d.x = x + w;
      d.y = y;
      return w;
    }
    if (align === 'left' || align === 'right') {
      const sh = this.lineShown(t);
      const w = sh ? this.widthOfShown(sh) : -1;
      const c0 = t.charCodeAt(0);
      const c1 = t.charCodeAt(t.length - 1);
      if (sh && w <= width && c0 > 0x20 && c1 > 0x20 && c0 !== 0xa0 && c1 !== 0xa0) {
        // The one line pdfkit's wrapper gives a text that fits and has no space at either end, placed as wrapped() places it.
        this.fragment(t, align === 'right' ? x + (width - w) : x, y, sh);
        const d = this.pdfkit;
        d.x = x;
        d.y = y + this.doc.currentLineHeight(true) + (d._lineGap || 0);
        return w;
      }
      this.wrapped(t, x, y, width, align, 0);
    } else this.doc.text(t, x, y, { lineBreak: false, width, align });
    return this.widthOfText(t);
  }

  measure(s: string, width: number, style: TextStyle = {}): number {
    this.fontOf(style);
    const t = this.pdfText(s);
    const lineGap = style.lineGap ?? 0;
    if (this.oneLineWidth(t, width) >= 0) return this.doc.currentLineHeight(true) + lineGap;
    // What heightOfString(t, { width, lineGap }) returns, from the lines pdfkit breaks t into (cached).
    const d = this.pdfkit;
    const lines = this.breaksOf(t, width);
    const step = this.doc.currentLineHeight(true) + (lineGap || d._lineGap || 0);
    let y = d.y;
    for (let i = 0; i < lines.length; i++) y += step;
    return y - d.y;
  }

  private get pdfkit(): PdfkitInternals {
    return this.doc as unknown as PdfkitInternals;
  }

  private pdfText(s: string): string {
    if (isPdfText(s)) return s;
    return this.standIns.get(s) ?? this.standIns.set(s, pdfText(s));
  }

  /**
   * What doc.text(t, x, y, { width, align, lineGap }) writes for a left or right alignment: the
   * lines pdfkit's wrapper breaks t into (cached per font, size and width), each placed as pdfkit's
   * _line places it. Returns the height, doc.y's move.
   */
  private wrapped(t: string, x: number, y: number, width: number, align: 'left' | 'right', lineGap: number): number {
    const d = this.pdfkit;
    const lines = this.breaksOf(t, width);
    // LineWrapper's line width: (width × scaling / 100 − column gaps) / columns, one column.
    const lineWidth = (width * 100) / 100 - 18 * (1 - 1);
    const step = this.doc.currentLineHeight(true) + (lineGap || d._lineGap || 0);
    let ly = y;
    for (const line of lines) {
      const text = line.replace(/\n/g, '');
      const lx = align === 'right' ? x + (lineWidth - this.widthOfText(text.replace(/\s+$/, ''))) : x;
      this.fragment(text, lx, ly);
      ly += step;
    }
    d.x = x;
    d.y = ly;
    return ly - y;
  }

  /** The lines pdfkit's LineWrapper breaks t into at this font, size and width (as heightOfString runs it). */
  private breaksOf(t: string, width: number): string[] {
    const d = this.pdfkit;
    const bySize = this.fontMemo(d._font).breaks;
    let byWidth = bySize.get(d._fontSize);
    if (byWidth === undefined) bySize.set(d._fontSize, (byWidth = new Map()));
    let memo = byWidth.get(width);
    if (memo === undefined) byWidth.set(width, (memo = new Memo(2_000)));
    const known = memo.get(t);
    if (known !== undefined) return known;
    const { x, y } = d;
    const lines: string[] = [];
    d._text(t, x, y, { width, height: Infinity }, (line) => lines.push(line));
    d.x = x;
    d.y = y;
    return memo.set(t, lines);
  }

  private fontMemo(font: PdfkitFont): FontMemo {
    let m = this.fontMemos.get(font);
    if (m === undefined) {
      m = { texts: new Memo(10_000), tf: new Map(), breaks: new Map() };
      this.fontMemos.set(font, m);
    }
    return m;
  }

  /**
   * pdfkit's _fragment for one line at (x, y): the same text matrix, font and show-text operator,
   * in the page's open text object (PageContent), or as pdfkit writes it into a shared form.
   */
  private fragment(text: string, x: number, y: number, shown: Shown = this.textIn(text)): void {
    if (text.length === 0) return;
    const d = this.pdfkit;
    const font = d._font;
    const size = d._fontSize;
    const memo = this.fontMemo(font);
    let show = shown.show;
    if (show === undefined) show = shown.show = showText(font, text) ?? null;
    if (show === null) {
      (this.doc as unknown as { _fragment(t: string, x: number, y: number, o: object): void })._fragment(text, x, y, {});
      return;
    }
    const page = d.page;
    if (page.fonts[font.id] == null) page.fonts[font.id] = font.ref();
    const dy = (font.ascender / 1000) * size;
    const py = page.height - y - dy;
    let tf = memo.tf.get(size);
    if (tf === undefined) {
      tf = `/${font.id} ${num(size)} Tf`;
      memo.tf.set(size, tf);
    }
    const tm = `1 0 0 1 ${numCached(x)} ${numCached(py)} Tm`;
    // save(), transform(1, 0, 0, -1, 0, height) and restore() leave the transformation matrix as it was.
    if (this.sharing || this.content === null) this.doc.addContent(`q\n1 0 0 -1 0 ${num(page.height)} cm\nBT\n${tm}\n${tf}${show ? `\n${show}` : ''}\nET\nQ`);
    else this.content.line(tf, tm, show);
  }

  /** The width of t when it is one line that fits in width (pdfkit's wrapper is not needed); -1 otherwise. */
  private oneLineWidth(t: string, width: number): number {
    const sh = this.lineShown(t);
    if (!sh) return -1;
    const w = this.widthOfShown(sh);
    return w <= width ? w : -1;
  }

  /** What the frame keeps of t in the current font when t is one line (not empty, no line end); null otherwise. */
  private lineShown(t: string): Shown | null {
    return t === '' || t.includes('\n') ? null : this.textIn(t);
  }

  /** widthOfText from the kept entry. */
  private widthOfShown(sh: Shown): number {
    return (sh.w * this.pdfkit._fontSize * 100) / 100;
  }

  /**
   * What doc.widthOfString(t) gives in the current font and size, to the last bit: pdfkit's
   * (font.widthOfString(t, size) + 0 spacing) × 100 / 100 (its horizontal scaling, 100 %).
   */
  private widthOfText(t: string): number {
    return this.widthOfShown(this.textIn(t));
  }

  /** The text's width and show-text operator in the current font, kept per font. */
  private textIn(t: string): Shown {
    const font = this.pdfkit._font;
    const texts = this.fontMemo(font).texts;
    return texts.get(t) ?? texts.set(t, { w: font.widthOfString(t, 1) });
  }

  widthOf(s: string, style: TextStyle = {}): number {
    this.fontOf(style);
    return this.widthOfText(this.pdfText(s));
  }

  /** The longest prefix of s that fits in width on one line, with an ellipsis if cut. */
  fit(s: string, width: number, style: TextStyle = {}): string {
    if (this.widthOf(s, style) <= width) return s;
    let lo = 0;
    let hi = s.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (this.widthOf(s.slice(0, mid) + '…', style) <= width) lo = mid;
      else hi = mid - 1;
    }
    return s.slice(0, lo) + '…';
  }

  /** A horizontal line: what doc.save().moveTo().lineTo().lineWidth().strokeColor().stroke().restore() writes, its colour as `rg` would be. */
  rule(y: number, color = RULE, x0 = this.page.left, x1 = this.page.width - this.page.right, width = 0.5): void {
    const ops = this.colorOf(color);
    if (ops === null) {
      this.doc.save().moveTo(x0, y).lineTo(x1, y).lineWidth(width).strokeColor(color).stroke().restore();
      return;
    }
    this.doc.addContent(`q\n${num(x0)} ${num(y)} m\n${num(x1)} ${num(y)} l\n${num(width)} w\n${ops.stroke}\nS\nQ`);
  }

  /** A filled rectangle: what doc.save().rect().fill(fill).restore() writes, its colour as fillColor writes it. */
  box(x: number, y: number, w: number, h: number, fill: string): void {
    const ops = this.colorOf(fill);
    if (ops === null) {
      this.doc.save().rect(x, y, w, h).fill(fill).restore();
      return;
    }
    this.doc.addContent(`q\n${num(x)} ${num(y)} ${num(w)} ${num(h)} re\n${ops.fill}\nf\nQ`);
  }

  private style(s: TextStyle): void {
    this.fontOf(s);
    this.fillColor(s.color ?? INK);
  }

  /**
   * doc.fillColor(color) for a colour pdfkit reads as RGB or CMYK, built once per colour: pdfkit's two
   * operators, or for an RGB colour of whole 8-bit components (every #rrggbb) the one `r g b rg`
   * (the same DeviceRGB colour), each component written to 4 decimals, rounded up: the same byte
   * whether a renderer rounds or truncates (k/255 + less than 1e-4 is k/255 in 8 bits either way).
   */
  private fillColor(color: string): void {
    const ops = this.colorOf(color);
    if (ops === null) {
      this.doc.fillColor(color);
      return;
    }
    if (this.sharing || this.content === null) this.doc.addContent(ops.fill);
    else this.content.fill(ops.fill);
    (this.doc as unknown as { _fillColor: unknown })._fillColor = [color, undefined];
  }

  /** A colour's fill and stroke operators, built once per colour; null for one pdfkit reads otherwise (a pattern, a spot colour). */
  private colorOf(color: string): { fill: string; stroke: string } | null {
    let ops = this.colorOps.get(color);
    if (ops === undefined) {
      const c = (this.doc as unknown as { _normalizeColor(c: string): unknown })._normalizeColor(color);
      ops = this.colorOps.set(color, Array.isArray(c) ? { fill: colorOperators(c as number[]), stroke: colorOperators(c as number[], true) } : null);
    }
    return ops;
  }

  /** Font and size only: all that measuring needs (a colour would be written into the page). */
  private fontOf(s: TextStyle): void {
    this.doc.font(s.font ?? 'Helvetica').fontSize(s.size ?? 8.5);
  }

  private drawHeader(): void {
    const f = this.footer;
    if (!f.header) return;
    const p = this.page;
    const y = 24;
    const right = f.header.right;
    const rw = this.widthOf(right, { size: 7 });
    this.line(this.fit(f.header.left + (this.section ? ' — ' + this.section : ''), p.width - p.left - p.right - rw - 12, { size: 7 }), p.left, y, { size: 7, color: MUTED });
    this.line(right, p.width - p.right - rw, y, { size: 7, color: MUTED });
    this.rule(y + 11, RULE);
  }

  private drawFooter(): void {
    const f = this.footer;
    const p = this.page;
    const top = p.contentBottom + 12;
    this.rule(top, RULE);
    const y1 = top + 6;
    const size = 6.5;
    const label = `${f.labels.page} ${this.pageNo} ${f.labels.of} `;
    const w = this.line(label, p.left, y1, { font: 'Helvetica', size, color: MUTED });
    this.doc.page.xobjects['VTotal'] = this.total;
    const baseline = y1 + ASCENDER * size;
    this.doc.addContent(`q 1 0 0 -1 ${(p.left + w).toFixed(3)} ${baseline.toFixed(3)} cm /VTotal Do Q`);
    const range = this.range
      ? ` · ${f.labels.findingsOnPage} ${this.range[0] === this.range[1] ? this.range[0] : `${this.range[0]}-${this.range[1]}`} ${f.labels.of} ${this.totalFindings}`
      : '';
    const right = `${f.right}${range}`;
    const rw = this.widthOf(right, { size });
    this.line(right, p.width - p.right - rw, y1, { size, color: MUTED });
    const y2 = y1 + 10;
    if (f.digest) {
      const dl = `${f.digest.label}: `;
      const dw = this.line(dl, p.left, y2, { size, color: MUTED });
      this.line(f.digest.value, p.left + dw, y2 - 0.3, { font: 'Courier', size, color: MUTED });
    }
    if (f.chain !== undefined) this.line(f.chain, p.left, y2 + 10, { font: 'Courier', size: 6, color: MUTED });
  }
}
