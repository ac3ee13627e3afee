import { isRed, rankOf, suitOf } from '../../engine/core/cards.js';
import type { Card } from '../../engine/core/cards.js';
import type { Frame } from './frame.js';

/**
 * Cards as small glyphs: rank in bold and the suit drawn as a vector shape,
 * red for hearts and diamonds, black for spades and clubs. The standard PDF
 * fonts have no suit symbols (WinAnsi), and shapes need no embedded font.
 */
export const RED = '#c0152f';
export const BLACK = '#111111';

const RANK_TEXT = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

// Each suit in a 10 x 10 box, y downwards (pdfkit's user space).
const SPADE =
  'M5 0.2 C6.2 1.8 9.8 4.1 9.8 6.5 C9.8 8.1 8.6 9.1 7.3 9.1 C6.5 9.1 5.8 8.7 5.4 8.1 ' +
  'C5.5 8.9 5.9 9.5 6.7 9.9 L3.3 9.9 C4.1 9.5 4.5 8.9 4.6 8.1 C4.2 8.7 3.5 9.1 2.7 9.1 ' +
  'C1.4 9.1 0.2 8.1 0.2 6.5 C0.2 4.1 3.8 1.8 5 0.2 Z';
const HEART =
  'M5 9.8 C3.9 8.6 0.2 6.1 0.2 3.2 C0.2 1.4 1.5 0.3 2.9 0.3 C3.9 0.3 4.6 0.9 5 1.8 ' +
  'C5.4 0.9 6.1 0.3 7.1 0.3 C8.5 0.3 9.8 1.4 9.8 3.2 C9.8 6.1 6.1 8.6 5 9.8 Z';
const DIAMOND = 'M5 0 L8.9 5 L5 10 L1.1 5 Z';
const CLUB_STEM = 'M4.5 5.5 L5.5 5.5 C5.6 7.6 6 9.1 6.9 9.9 L3.1 9.9 C4 9.1 4.4 7.6 4.5 5.5 Z';

/** The minimal drawing surface the glyphs need (pdfkit's PDFDocument has it). */
type Doc = PDFKit.PDFDocument;

export function rankText(card: Card): string {
  return RANK_TEXT[rankOf(card) - 1]!;
}

/** Width of a card glyph of height h. */
export function cardWidth(card: Card, h: number): number {
  return h * (rankOf(card) === 10 ? 1.72 : 1.38);
}

/** Draws a card at (x, y) (top-left), h points high; returns its width. */
export function drawCard(doc: Doc, card: Card, x: number, y: number, h: number): number {
  const w = cardWidth(card, h);
  const color = isRed(card) ? RED : BLACK;
  doc.save();
  doc.lineWidth(0.5).roundedRect(x, y, w, h, h * 0.14).fillAndStroke('#ffffff', '#7d8590');
  doc.restore();
  const fs = h * 0.74;
  doc.font('Helvetica-Bold').fontSize(fs).fillColor(color);
  // Helvetica's cap height is its ascender (0.718 em): centre the capitals in the box.
  doc.text(rankText(card), x + h * 0.14, y + (h - fs * 0.718) / 2, { lineBreak: false });
  const s = h * 0.56;
  drawSuit(doc, suitOf(card), x + w - s - h * 0.12, y + (h - s) / 2, s, color);
  doc.fillColor(BLACK);
  return w;
}

export function drawSuit(doc: Doc, suit: number, x: number, y: number, size: number, color: string): void {
  doc.save();
  doc.translate(x, y).scale(size / 10);
  if (suit === 0) doc.path(SPADE).fill(color);
  else if (suit === 1) doc.path(HEART).fill(color);
  else if (suit === 2) doc.path(DIAMOND).fill(color);
  else {
    doc.circle(5, 2.6, 2.35).circle(2.55, 6.05, 2.35).circle(7.45, 6.05, 2.35).path(CLUB_STEM).fill(color);
  }
  doc.restore();
}

/** A card drawn once per report and placed by reference after that; returns its width. */
export function placeCard(frame: Frame, card: Card, x: number, y: number, h: number): number {
  frame.placeShared(`card:${card}:${h}`, x, y, () => {
    drawCard(frame.doc, card, 0, 0, h);
    return h;
  });
  return cardWidth(card, h);
}
