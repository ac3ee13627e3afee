import type { Finding } from '../../audit/findings.js';
import type { Lang } from '../../engine/core/engine-types.js';
import { formatAmount, owedArithmetic, owedPhrase } from '../../engine/core/money-text.js';
import type { Money } from '../../engine/core/money.js';
import type { SourceRef } from '../../engine/core/types.js';
import type { Card } from '../../engine/core/cards.js';
import type { CitedArticle } from './articles.js';
import { cardWidth, placeCard } from './cards.js';
import { cardsByParticipant, describeEvent, spotName } from './events.js';
import type { Segment } from './events.js';
import type { Frame, TextStyle } from './frame.js';
import { CONTENT_WIDTH, INK, MUTED, PAGE, RULE, SHADE } from './frame.js';
import type { RecordedHand } from './model.js';
import { LABELS, dealerLabels, fill } from './text.js';
import type { Words } from '../../engine/core/words.js';

const X = PAGE.left;
const W = CONTENT_WIDTH;
const CARD_H = 9.5;
const EVENT_LINE = 12;
const ERROR_RED = '#b91c1c';
const WARN_AMBER = '#b45309';
const FAULT_FILL = '#fde8e8';

export interface EntryContext {
  frame: Frame;
  lang: Lang;
  number: number;
  total: number;
  finding: Finding;
  hand: RecordedHand | undefined;
  article: CitedArticle | undefined;
  /** The finding's own catalog's words for the roles and wagers (Marbella's "croupier", Pot Luck's "pool bet"). */
  words: Words;
  /** Heights of article quotes, which repeat from entry to entry. */
  quoteHeights: Map<string, number>;
}

type Part = (c: EntryContext, y: number, draw: boolean) => number;

const GAP = 5;
const PARTS: Part[] = [headerBar, factsGrid, amounts, messages, handCards, handEvents, quote];

/** One finding: a header, the facts, the amounts, the message in the report's language, the hand and the article quoted. */
export function drawEntry(c: EntryContext): void {
  const { frame } = c;
  const heights = PARTS.map((p) => p(c, 0, false));
  const total = heights.reduce((s, h) => s + (h > 0 ? h + GAP : 0), 0) + 8;
  if (frame.y + total > frame.bottom) frame.newPage();
  // An entry taller than a page (never seen in practice) breaks between its parts.
  PARTS.forEach((p, i) => {
    const h = heights[i]!;
    if (h <= 0) return;
    frame.ensure(h);
    p(c, frame.y, true);
    frame.y += h + GAP;
  });
  frame.markFinding(c.number);
  frame.y += 8;
}

function headerBar(c: EntryContext, y: number, draw: boolean): number {
  const t = LABELS[c.lang];
  const f = c.finding;
  const right = `${t.categories[f.category]} · ${t.severity[f.severity]}`;
  const rightStyle: TextStyle = { size: 7.5, color: MUTED };
  const rw = c.frame.widthOf(right, rightStyle);
  const title = c.article ? ` — ${c.article.article.title[c.lang]}` : '';
  const left = `${t.finding} ${c.number} ${t.of} ${c.total} · ${f.article}${title}`;
  const style: TextStyle = { font: 'Helvetica-Bold', size: 8.5 };
  const lw = W - rw - 20;
  const h = c.frame.measure(left, lw, style) + 8;
  if (draw) {
    c.frame.box(X, y, W, h, SHADE);
    c.frame.box(X, y, 3, h, f.severity === 'error' ? ERROR_RED : WARN_AMBER);
    c.frame.text(left, X + 8, y + 4, lw, style);
    c.frame.line(right, X + W - rw - 5, y + 4.5, rightStyle);
  }
  return h;
}

interface Cell { label: string; value: string; style?: TextStyle }

function grid(c: EntryContext, y: number, draw: boolean, cells: Cell[], columns: number): number {
  const cw = W / columns;
  let height = 0;
  for (let r = 0; r < cells.length; r += columns) {
    const row = cells.slice(r, r + columns);
    const hs = row.map((cell) => c.frame.measure(cell.value, cw - 6, { size: 8, ...cell.style }));
    const rh = 9 + Math.max(...hs) + 3;
    if (draw) {
      row.forEach((cell, i) => {
        const x = X + i * cw;
        c.frame.line(cell.label, x, y + height, { size: 6.5, color: MUTED }, cw - 6);
        c.frame.text(cell.value, x, y + height + 8.5, cw - 6, { size: 8, ...cell.style });
      });
    }
    height += rh;
  }
  return height;
}

function factsGrid(c: EntryContext, y: number, draw: boolean): number {
  const t = LABELS[c.lang];
  const f = c.finding;
  const seat = [f.seat !== undefined ? String(f.seat) : '', f.hand !== undefined ? String(f.hand) : ''].filter(Boolean).join(' / ');
  const spot = [f.spot ? spotName(f.spot, c.lang, c.words) : '', f.number !== undefined ? `${t.no} ${f.number}` : ''].filter(Boolean).join(', ');
  const src = sourceText(f.source, c.lang);
  const none = t.notAvailable;
  return grid(c, y, draw, [
    { label: t.hand, value: f.hand_id ?? none, style: { font: 'Helvetica-Bold' } },
    { label: t.table, value: f.table_id ?? c.hand?.table_id ?? none },
    { label: dealerLabels(c.lang, c.words).dealer, value: f.dealer_id ?? c.hand?.dealer_id ?? none },
    { label: t.time, value: f.started_at ? stamp(f.started_at) : none },
    { label: t.seatHand, value: seat ? `${seat}${spot ? ` (${spot})` : ''}` : '—' },
    { label: t.event, value: f.event !== undefined ? `${t.no} ${f.event}` : '—' },
    { label: t.rule, value: f.rule },
    { label: t.source, value: src },
  ], 4);
}

function amounts(c: EntryContext, y: number, draw: boolean): number {
  const f = c.finding;
  if (f.expected === undefined && f.actual === undefined) return 0;
  const t = LABELS[c.lang];
  const cur = f.currency ?? c.hand?.currency;
  const m = (v: Money | undefined) => (v === undefined ? '—' : formatAmount(v, cur));
  const bold: TextStyle = { font: 'Helvetica-Bold', size: 9 };
  const owed = f.owed_to_player;
  return grid(c, y, draw, [
    { label: t.expected, value: m(f.expected), style: bold },
    { label: t.actual, value: m(f.actual), style: bold },
    { label: t.owedMoney, value: owed === undefined ? '—' : owedPhrase(owed, cur, c.lang), style: { ...bold, color: owed && owed > 0 ? ERROR_RED : INK } },
    { label: t.owedWhy, value: f.expected !== undefined && f.actual !== undefined ? owedArithmetic(f.expected, f.actual, cur) : '—', style: bold },
  ], 4);
}

function messages(c: EntryContext, y: number, draw: boolean): number {
  const text = c.finding.message[c.lang];
  const style: TextStyle = { size: 8.5 };
  if (draw) c.frame.text(text, X, y, W, style);
  return c.frame.measure(text, W, style);
}

function handCards(c: EntryContext, y: number, draw: boolean): number {
  if (!c.hand) return 0;
  const t = LABELS[c.lang];
  const groups = viewOf(c).cards;
  if (groups.length === 0) return 0;
  const labelW = 52;
  const x0 = X + labelW;
  const maxX = X + W;
  let x = x0;
  let row = 0;
  const style: TextStyle = { size: 7.5 };
  if (draw) c.frame.line(t.cards, X, y + 1.5, { size: 6.5, color: MUTED });
  for (const g of groups) {
    const label = `${g.label}:`;
    const lw = c.frame.widthOf(label, style) + 3;
    const width = lw + g.cards.reduce((s, card) => s + cardWidth(card, CARD_H) + 1.5, 0);
    if (x > x0 && x + width > maxX) { row++; x = x0; }
    const ry = y + row * EVENT_LINE;
    if (draw) {
      c.frame.line(label, x, ry + 1.5, style);
      let cx = x + lw;
      for (const card of g.cards) cx += placeCard(c.frame, card, cx, ry, CARD_H) + 1.5;
    }
    x += width + 10;
  }
  return (row + 1) * EVENT_LINE;
}

/**
 * A hand's card groups and its events in words, worked out once per hand: every entry is measured,
 * then drawn, and the findings of one hand share its (the same RecordedHand object).
 */
interface HandView { lang: Lang; words: Words; cards: { label: string; cards: Card[] }[]; events: Segment[][] }
const handViews = new WeakMap<RecordedHand, HandView>();

function viewOf(c: EntryContext): HandView {
  const hand = c.hand!;
  let v = handViews.get(hand);
  if (v === undefined || v.lang !== c.lang || v.words !== c.words) {
    v = { lang: c.lang, words: c.words, cards: cardsByParticipant(hand.events, c.lang, c.words).filter((g) => g.cards.length > 0), events: [] };
    handViews.set(hand, v);
  }
  return v;
}

function eventWords(c: EntryContext, index: number, e: RecordedHand['events'][number]): Segment[] {
  const events = viewOf(c).events;
  return (events[index] ??= describeEvent(e, c.lang, c.words));
}

function eventWindow(c: EntryContext): { from: number; to: number } | undefined {
  const n = c.hand?.events.length ?? 0;
  if (n === 0) return undefined;
  const e = c.finding.event;
  if (e === undefined || e < 1 || e > n) return { from: Math.max(1, n - 4), to: n };
  return { from: Math.max(1, e - 3), to: Math.min(n, e + 2) };
}

function handEvents(c: EntryContext, y: number, draw: boolean): number {
  const t = LABELS[c.lang];
  if (c.hand?.unavailable) {
    // A stored run's report whose evidence file is missing or changed: say so, show nothing from it.
    const text = fill(c.hand.unavailable === 'missing' ? t.eventsMissing : t.eventsChanged, { path: c.finding.source.path });
    const style: TextStyle = { size: 7.5, font: 'Helvetica-Bold', color: ERROR_RED };
    const h = c.frame.measure(text, W, style);
    if (draw) c.frame.text(text, X, y, W, style);
    return h;
  }
  const win = eventWindow(c);
  if (!c.hand || !win) {
    if (c.finding.category === 'input' || c.finding.hand_id === null) return 0;
    const h = c.frame.measure(t.noEvents, W, { size: 7.5, color: MUTED });
    if (draw) c.frame.text(t.noEvents, X, y, W, { size: 7.5, color: MUTED });
    return h;
  }
  const head = `${t.events} (${fill(t.eventsAround, { from: win.from, to: win.to, total: c.hand.events.length })})`;
  let h = 10;
  if (draw) c.frame.line(head, X, y, { size: 6.5, color: MUTED });
  for (let i = win.from; i <= win.to; i++) {
    const e = c.hand.events[i - 1]!;
    const fault = i === c.finding.event;
    const segs = eventWords(c, i - 1, e);
    const rh = flow(c, segs, X + 24, y + h, W - 28, false, fault);
    if (draw) {
      if (fault) c.frame.box(X, y + h - 1.5, W, rh + 1, FAULT_FILL);
      c.frame.line(String(i), X, y + h + 1.5, { size: 7.5, color: fault ? ERROR_RED : MUTED, font: fault ? 'Helvetica-Bold' : 'Helvetica', align: 'right' }, 18);
      flow(c, segs, X + 24, y + h, W - 28, true, fault);
    }
    h += rh;
  }
  return h;
}

/**
 * Lays words and card glyphs on lines of EVENT_LINE points; returns the
 * height used. Consecutive words on a line are written as one run.
 */
function flow(c: EntryContext, segs: Segment[], x0: number, y: number, width: number, draw: boolean, bold: boolean): number {
  const style: TextStyle = { size: 7.5, font: bold ? 'Helvetica-Bold' : 'Helvetica' };
  const space = c.frame.widthOf(' ', style);
  let x = x0;
  let line = 0;
  let run = '';
  let runX = x0;
  const flush = () => {
    if (draw && run.trim()) c.frame.line(run.trimEnd(), runX, y + line * EVENT_LINE + 1.5, style);
    run = '';
  };
  const place = (w: number) => {
    if (x > x0 && x + w > x0 + width) {
      flush();
      line++;
      x = x0;
    }
  };
  for (const s of segs) {
    if (typeof s === 'string') {
      for (const word of s.split(/(?<= )/)) { // keep the spaces with the words before them
        const trimmed = word.trimEnd();
        if (trimmed === '') {
          if (word) { if (!run) runX = x; run += word; x += space * word.length; }
          continue;
        }
        const w = c.frame.widthOf(trimmed, style);
        place(w);
        if (!run) runX = x;
        run += word;
        x += w + (word.length > trimmed.length ? space : 0);
      }
    } else {
      const w = cardWidth(s.card, CARD_H);
      flush();
      place(w);
      if (draw) placeCard(c.frame, s.card, x, y + line * EVENT_LINE, CARD_H);
      x += w + 1.5;
    }
  }
  flush();
  return (line + 1) * EVENT_LINE;
}

function quote(c: EntryContext, y: number, draw: boolean): number {
  const key = `${c.finding.ruleset}\u0000${c.finding.article}\u0000${c.lang}`;
  if (draw) return c.frame.placeShared(key, 0, y, () => drawQuote(c.frame, c.lang, c.article, 0, true, X, W));
  let h = c.quoteHeights.get(key);
  if (h === undefined) c.quoteHeights.set(key, (h = drawQuote(c.frame, c.lang, c.article, y, false, X, W)));
  return h;
}

/**
 * An article quoted: its citation and title, the Spanish text verbatim and
 * the English summary (English first with --lang en). Also used by the annex.
 */
export function drawQuote(frame: Frame, lang: Lang, cited: CitedArticle | undefined, y: number, draw: boolean, x = X, w = W): number {
  const t = LABELS[lang];
  const inner = w - 10;
  if (!cited) {
    const s: TextStyle = { size: 7.5, color: MUTED, font: 'Helvetica-Oblique' };
    const h = frame.measure(t.formatCitation, inner, s);
    if (draw) {
      frame.box(x + 2, y, 2, h, RULE);
      frame.text(t.formatCitation, x + 10, y, inner, s);
    }
    return h;
  }
  const a = cited.article;
  const head = `${cited.ruleset.articles.citation}, ${a.article} — ${a.title.es}${lang === 'en' ? ` (${a.title.en})` : ''}`;
  const es = `«${a.text_es}»`;
  const enLabel = `${t.summaryEn}: `;
  const blocks: { text: string; style: TextStyle }[] = [
    { text: head, style: { font: 'Helvetica-Bold', size: 7.5 } },
  ];
  const esBlock = { text: es, style: { size: 7.5, lineGap: 0.6 } satisfies TextStyle };
  const enBlock = { text: enLabel + a.summary_en, style: { font: 'Helvetica-Oblique', size: 7.5, color: MUTED, lineGap: 0.6 } satisfies TextStyle };
  // One language per report: the Spanish text binds and is always quoted; an English report puts its
  // English summary first, a Spanish one needs none.
  if (lang === 'en') blocks.push(enBlock, esBlock);
  else blocks.push(esBlock);
  let h = 0;
  for (const b of blocks) {
    const bh = frame.measure(b.text, inner, b.style);
    if (draw) frame.text(b.text, x + 10, y + h, inner, b.style);
    h += bh + 2.5;
  }
  h -= 2.5;
  if (draw) frame.box(x + 2, y, 2, h, RULE);
  return h;
}

/** Where the record is: file and line (NDJSON, CSV), or file and position in the array (JSON). */
export function sourceText(s: SourceRef, lang: Lang): string {
  if (s.line !== undefined) return `${s.path}:${s.line}`;
  if (s.index !== undefined) return `${s.path}, ${lang === 'es' ? 'mano n.º' : 'hand no.'} ${s.index + 1}`;
  return s.path;
}

/** "2026-11-06T20:21:01-05:00" as "2026-11-06 20:21:01 UTC-05:00": the log's own clock, never converted. */
export function stamp(iso: string): string {
  const m = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d(?::\d\d(?:\.\d+)?)?)(Z|[+-]\d\d:?\d\d)?$/.exec(iso);
  if (!m) return iso;
  const zone = m[3] === undefined ? '' : m[3] === 'Z' ? ' UTC' : ` UTC${m[3]}`;
  return `${m[1]} ${m[2]}${zone}`;
}
