// Text with inline cards on PDF pages, laid out by hand: pdfkit's own wrapping
// cannot hold drawings. Cards are vector drawings (suits are paths), so no font
// needs a suit glyph.
import { CARD_GLYPH_PATTERN, HIDDEN_CARD } from '../../engine/core/cards.js';
import { LABELS, pdfText } from '../pdf/text.js';
import type { Frame, PageGeometry } from '../pdf/frame.js';
import { L, findingMoney } from './labels.js';
import type { FindingView, ReplayDoc } from './model.js';

/** The replay's A4 page on the shared frame: narrow margins, so a hand fits one or two pages. */
export const REPLAY_PAGE: PageGeometry = { width: 595.28, height: 841.89, left: 36, right: 36, top: 36, contentBottom: 841.89 - 44 };
export const RED = '#b00020';
export const INK = '#1d1d1f';
export const GREY = '#555555';

export interface ParaOpts {
  size?: number;
  font?: string;
  color?: string;
  indent?: number;
  /** Lines that must stay on the same page as this paragraph. */
  keepWith?: number;
}

type Atom = { card: string } | { text: string };

/** Lays out text with inline cards on the shared frame's pages, by hand: pdfkit's own wrapping cannot hold drawings. */
export class Writer {
  readonly doc: PDFKit.PDFDocument;
  readonly left: number;
  readonly right: number;

  constructor(readonly frame: Frame, readonly scale: number) {
    this.doc = frame.doc;
    this.left = frame.page.left;
    this.right = frame.page.width - frame.page.right;
  }

  /** The frame's y: the frame breaks the pages and draws every footer. */
  get y(): number {
    return this.frame.y;
  }

  set y(y: number) {
    this.frame.y = y;
  }

  private s(n: number): number {
    return n * this.scale;
  }

  gap(n: number): void {
    this.y += this.s(n);
  }

  private room(h: number): void {
    if (this.y + h > this.frame.bottom) this.frame.newPage();
  }

  heading(text: string): void {
    // A heading never ends a page: keep room for it and a few lines under it.
    this.room(this.s(70));
    this.gap(3);
    this.para(text.toUpperCase(), { size: 9.5, font: 'Helvetica-Bold' });
    this.doc.moveTo(this.left, this.y).lineTo(this.right, this.y).lineWidth(0.5).strokeColor('#999999').stroke();
    this.gap(3);
  }

  para(text: string, o: ParaOpts = {}): void {
    this.y = this.flow(text, this.left + this.s(o.indent ?? 0), this.right, o);
  }

  /** One timeline row: the step number, the sentence, the article in the right column. */
  row(n: string, text: string, article: string, o: { size: number; color: string; bold: boolean }): void {
    const size = this.s(o.size);
    const font = o.bold ? 'Helvetica-Bold' : 'Helvetica';
    // The citation is never wrapped (pdfkit breaks "Art. 10-10.15(B)(2)" and "Desarrollo del juego" at a narrow
    // width, over the next row's): a citation wider than the column widens it for its row.
    const cite = article ? pdfText(article) : '';
    const artW = Math.max(this.s(62), cite ? this.doc.font('Helvetica').fontSize(this.s(7.5)).widthOfString(cite) + 1 : 0);
    this.room(size * 1.45);
    const top = this.y;
    this.doc.font(font).fontSize(size).fillColor(o.color).text(`${n}.`, this.left, top, { width: this.s(18), align: 'right', lineBreak: false });
    if (cite) this.doc.font('Helvetica').fontSize(this.s(7.5)).fillColor(o.bold ? RED : GREY).text(cite, this.right - artW, top + this.s(0.8), { width: artW, align: 'right', lineBreak: false });
    this.y = this.flow(text, this.left + this.s(24), this.right - artW - this.s(6), { size: o.size, font, color: o.color }, top);
  }

  finding(f: FindingView, d: ReplayDoc): void {
    const t = L[d.lang];
    const x = this.left + this.s(24);
    const top = this.y;
    // The category in the replay's language (the text and HTML replays print the ids: «procedure/…» in a Spanish PDF was English).
    const head = `${f.severity === 'error' ? t.finding : t.warning} ${f.article} (${LABELS[d.lang].categories[f.category]} · ${f.rule}): ${f.message}`;
    this.y = this.flow(head, x + this.s(6), this.right, { size: 8, color: RED });
    if (f.expected !== undefined && f.actual !== undefined && f.owed !== undefined) {
      this.y = this.flow(findingMoney({ expected: f.expected, actual: f.actual, owed: f.owed }, d.lang, d.head.currency), x + this.s(6), this.right, { size: 8, color: RED, font: 'Helvetica-Bold' });
    }
    // A red bar beside the finding (on the page where it ended if it broke across).
    const from = this.y < top ? this.frame.page.top : top;
    this.doc.rect(x, from + this.s(1), this.s(2), this.y - from - this.s(2)).fill(RED);
  }

  /** The table state in a light-green band: one line per hand, cards drawn. */
  table(lines: string[], label: string): void {
    if (lines.length === 0) return;
    const x = this.left + this.s(24);
    const lineH = this.s(8) * 1.38;
    this.room(lineH * (lines.length + 0.6));
    const top = this.y;
    const h = lineH * lines.length + this.s(5);
    this.doc.roundedRect(x, top, this.right - x, h, 4).fill('#e7f2ea');
    this.y = top + this.s(3);
    lines.forEach((line, i) => {
      this.y = this.flow(i === 0 ? `${label} — ${line}` : line, x + this.s(6), this.right - this.s(4), { size: 8, color: '#123d22' });
    });
    this.y = Math.max(this.y, top + h) + this.s(3);
  }

  boxed(body: () => void): void {
    this.room(this.s(60));
    const top = this.y;
    this.y += this.s(4);
    const page = this.frame.pageNo;
    body();
    this.y += this.s(3);
    if (this.frame.pageNo === page) {
      this.doc.save().lineWidth(1).dash(3, { space: 2 }).strokeColor('#7a5cc0')
        .roundedRect(this.left - this.s(4), top, this.right - this.left + this.s(8), this.y - top, 5).stroke().undash().restore();
    }
    this.y += this.s(5);
  }

  /** Wraps words (a word may hold cards) between x0 and x1 from the current y; returns the y below. */
  private flow(text: string, x0: number, x1: number, o: ParaOpts, startY?: number): number {
    const size = this.s(o.size ?? 9);
    const font = o.font ?? 'Helvetica';
    const color = o.color ?? INK;
    const lineH = size * 1.38;
    const doc = this.doc.font(font).fontSize(size);
    const words = toWords(text);
    const spaceW = doc.widthOfString(' ');
    const widthOf = (word: Atom[]) => word.reduce((a, at) => a + ('card' in at ? cardWidth(at.card, size) : doc.widthOfString(pdfText(at.text))), 0);
    let y = startY ?? this.y;
    if (startY === undefined) {
      const keep = (o.keepWith ?? 0) + 1;
      if (y + lineH * keep > this.frame.bottom) {
        this.frame.newPage();
        y = this.frame.y;
      }
    }
    let x = x0;
    let first = true;
    for (const word of words) {
      const ww = widthOf(word);
      if (!first && x + spaceW + ww > x1) {
        y += lineH;
        x = x0;
        if (y + lineH > this.frame.bottom) {
          this.frame.newPage();
          y = this.frame.y;
        }
      } else if (!first) x += spaceW;
      for (const at of word) {
        if ('card' in at) {
          drawCard(this.doc, at.card, x, y, size);
          x += cardWidth(at.card, size);
        } else {
          const s = pdfText(at.text);
          this.doc.font(font).fontSize(size).fillColor(color).text(s, x, y, { lineBreak: false });
          x += this.doc.widthOfString(s);
        }
      }
      first = false;
    }
    return y + lineH;
  }
}

/** Words split on spaces; a word is text and cards that touch ("(2♠)" is one word). */
function toWords(text: string): Atom[][] {
  const words: Atom[][] = [];
  for (const chunk of text.split(/ +/)) {
    if (chunk === '') continue;
    const word: Atom[] = [];
    let last = 0;
    for (const m of chunk.matchAll(CARD_GLYPH_PATTERN)) {
      if (m.index! > last) word.push({ text: chunk.slice(last, m.index) });
      word.push({ card: m[0] });
      last = m.index! + m[0].length;
    }
    if (last < chunk.length) word.push({ text: chunk.slice(last) });
    words.push(word);
  }
  return words;
}

// Helvetica-Bold advance widths (per 1000 em) of the ranks, so a card is measured without switching fonts.
const RANK_W: Record<string, number> = { A: 722, K: 722, Q: 778, J: 556 };
const rankWidth = (rank: string, size: number) => [...rank].reduce((a, c) => a + (RANK_W[c] ?? 556), 0) * size * 0.85 / 1000;

/** A card's advance in a line, its margins on both sides included. */
function cardWidth(glyph: string, size: number): number {
  if (glyph === HIDDEN_CARD) return size * 1.15;
  return rankWidth(glyph.slice(0, -1), size) + size * (0.62 + 0.1 + 2 * 0.16 + 2 * 0.1);
}

const SUITS: Record<string, { red: boolean; draw(doc: PDFKit.PDFDocument): void }> = {
  '♥': { red: true, draw: (doc) => void doc.path('M5 9.6 C3.2 8 0 5.6 0 3 C0 1.3 1.3 0 2.8 0 C3.9 0 4.6 0.7 5 1.5 C5.4 0.7 6.1 0 7.2 0 C8.7 0 10 1.3 10 3 C10 5.6 6.8 8 5 9.6 Z') },
  '♦': { red: true, draw: (doc) => void doc.path('M5 0 L9 5 L5 10 L1 5 Z') },
  '♠': { red: false, draw: (doc) => void doc.path('M5 0 C3.5 1.8 0 4.2 0 6.4 C0 7.9 1.2 8.9 2.5 8.9 C3.4 8.9 4.1 8.5 4.5 7.9 L4 10 L6 10 L5.5 7.9 C5.9 8.5 6.6 8.9 7.5 8.9 C8.8 8.9 10 7.9 10 6.4 C10 4.2 6.5 1.8 5 0 Z') },
  '♣': {
    red: false,
    draw: (doc) => {
      doc.circle(5, 2.7, 2.5).circle(2.5, 6.2, 2.5).circle(7.5, 6.2, 2.5);
      doc.path('M4.4 6 L5.6 6 L6.5 10 L3.5 10 Z');
    },
  },
};

/** A small card: white with a grey edge, rank and a drawn suit; a face-down card is a blue back. */
function drawCard(doc: PDFKit.PDFDocument, glyph: string, x0: number, y: number, size: number): void {
  const x = x0 + size * 0.1;
  const w = cardWidth(glyph, size) - size * 0.2;
  const h = size * 1.22;
  const top = y - size * 0.14;
  doc.save();
  if (glyph === HIDDEN_CARD) {
    doc.lineWidth(0.4).roundedRect(x, top, w, h, size * 0.15).fillAndStroke('#2f4f9e', '#1c2f66');
    doc.restore();
    return;
  }
  doc.lineWidth(0.4).roundedRect(x, top, w, h, size * 0.15).fillAndStroke('#ffffff', '#8a8a8a');
  const rank = glyph.slice(0, -1);
  const s = SUITS[glyph.slice(-1)]!;
  const color = s.red ? '#c8102e' : '#111111';
  const suitW = size * 0.62;
  doc.font('Helvetica-Bold').fontSize(size * 0.85).fillColor(color);
  // Helvetica's cap height equals its ascent: drawn from here the rank sits in the middle of the card.
  doc.text(rank, x + size * 0.16, top + (h - size * 0.85 * 0.718) / 2, { lineBreak: false });
  doc.translate(x + size * 0.16 + rankWidth(rank, size) + size * 0.1, top + (h - suitW) / 2).scale(suitW / 10);
  s.draw(doc);
  doc.fill(color);
  doc.restore();
}
