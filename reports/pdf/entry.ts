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
import { terminalSafe } from '../terminal-safe.js';
import { behindWords } from '../behind-words.js';
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

/** A part of an entry, laid out: its height, and how to draw it with its top at y. */
interface Laid {
  h: number;
  draw(y: number): void;
}
type Part = (c: EntryContext) => Laid;

const NOTHING: Laid = { h: 0, draw() {} };
const GAP = 5;
const PARTS: Part[] = [headerBar, factsGrid, amounts, messages, handCards, handEvents, quote];

/**
 * One finding: a header, the facts, the amounts, the message in the report's language, the hand and the article
 * quoted. Each part is laid out once (its texts worded and measured), then drawn where the page has room.
 */
export function drawEntry(c: EntryContext): void {
  const { frame } = c;
  const parts = PARTS.map((p) => p(c));
  const total = parts.reduce((s, p) => s + (p.h > 0 ? p.h + GAP : 0), 0) + 8;
  if (frame.y + total > frame.bottom) frame.newPage();
  // An entry taller than a page (never seen in practice) breaks between its parts.
  for (const p of parts) {
    if (p.h <= 0) continue;
    frame.ensure(p.h);
    p.draw(frame.y);
    frame.y += p.h + GAP;
  }
  frame.markFinding(c.number);
  frame.y += 8;
}

function headerBar(c: EntryContext): Laid {
  const t = LABELS[c.lang];
  const f = c.finding;
  const right = `${t.categories[f.category]} · ${t.severity[f.severity]}`;
  const rightStyle = HEADER_RIGHT_STYLE;
  const rw = c.frame.widthOf(right, rightStyle);
  // Marbella's sections are cited by their title: «Jugadores — Jugadores» said it twice.
  const title = c.article && c.article.article.title[c.lang] !== f.article ? ` — ${c.article.article.title[c.lang]}` : '';
  const left = `${t.finding} ${c.number} ${t.of} ${c.total} · ${f.article}${title}`;
  const style = HEADER_STYLE;
  const lw = W - rw - 20;
  const h = c.frame.measure(left, lw, style) + 8;
  return {
    h,
    draw(y) {
      c.frame.box(X, y, W, h, SHADE);
      c.frame.box(X, y, 3, h, f.severity === 'error' ? ERROR_RED : WARN_AMBER);
      c.frame.text(left, X + 8, y + 4, lw, style);
      c.frame.line(right, X + W - rw - 5, y + 4.5, rightStyle);
    },
  };
}

const HEADER_RIGHT_STYLE: TextStyle = { size: 7.5, color: MUTED };
const HEADER_STYLE: TextStyle = { font: 'Helvetica-Bold', size: 8.5 };

/** A cell of a grid: its label, its value, and the value's style (CELL_STYLE if none). */
interface Cell { label: string; value: string; style?: TextStyle }

const LABEL_STYLE: TextStyle = { size: 6.5, color: MUTED };
const CELL_STYLE: TextStyle = { size: 8 };
const CELL_BOLD: TextStyle = { size: 8, font: 'Helvetica-Bold' };
const AMOUNT_STYLE: TextStyle = { font: 'Helvetica-Bold', size: 9 };
const OWED_STYLE: TextStyle = { font: 'Helvetica-Bold', size: 9, color: ERROR_RED };
const OWED_NONE_STYLE: TextStyle = { font: 'Helvetica-Bold', size: 9, color: INK };

function grid(c: EntryContext, cells: Cell[], columns: number): Laid {
  const cw = W / columns;
  const styles = cells.map((cell) => cell.style ?? CELL_STYLE);
  const tops: number[] = [];
  let height = 0;
  for (let r = 0; r < cells.length; r += columns) {
    let most = -Infinity;
    for (let i = r; i < Math.min(r + columns, cells.length); i++) most = Math.max(most, c.frame.measure(cells[i]!.value, cw - 6, styles[i]));
    tops.push(height);
    height += 9 + most + 3;
  }
  return {
    h: height,
    draw(y) {
      cells.forEach((cell, i) => {
        const x = X + (i % columns) * cw;
        const top = y + tops[Math.floor(i / columns)]!;
        c.frame.line(cell.label, x, top, LABEL_STYLE, cw - 6);
        c.frame.text(cell.value, x, top + 8.5, cw - 6, styles[i]);
      });
    },
  };
}

function idText(id: string | null | undefined): string | undefined {
  return id === null || id === undefined ? undefined : terminalSafe(id);
}

function factsGrid(c: EntryContext): Laid {
  const t = LABELS[c.lang];
  const f = c.finding;
  const seat = [f.seat !== undefined ? String(f.seat) : '', f.hand !== undefined ? String(f.hand) : ''].filter(Boolean).join(' / ');
  const spot = [f.spot ? spotName(f.spot, c.lang, c.words) : '', f.number !== undefined ? `${t.no} ${f.number}` : ''].filter(Boolean).join(', ');
  const src = sourceText(f.source, c.lang);
  const none = t.notAvailable;
  return grid(c, [
    // A log's ids with their line breaks, bidirectional overrides and invisible characters escaped, as on a terminal.
    { label: t.hand, value: idText(f.hand_id) ?? none, style: CELL_BOLD },
    { label: t.table, value: idText(f.table_id ?? c.hand?.table_id) ?? none },
    { label: dealerLabels(c.lang, c.words).dealer, value: idText(f.dealer_id ?? c.hand?.dealer_id) ?? none },
    { label: t.time, value: f.started_at ? stamp(f.started_at) : none },
    // The place as the finding's regulation calls it ("Zona / mano" at Caribbean Stud and Dragon Six).
    // A bet behind the box, told from the box's own (the player's id escaped as the ids above).
    { label: `${c.words.seat.label} / ${t.hand.toLowerCase()}`, value: seat ? `${seat}${spot ? ` (${spot})` : ''}${f.behind === true ? `, ${terminalSafe(behindWords(f.player, c.lang, c.words.seat))}` : ''}` : '—' },
    { label: t.event, value: f.event !== undefined ? `${t.no} ${f.event}` : '—' },
    { label: t.rule, value: f.rule },
    { label: t.source, value: src },
  ], 4);
}

function amounts(c: EntryContext): Laid {
  const f = c.finding;
  if (f.expected === undefined && f.actual === undefined) return NOTHING;
  const t = LABELS[c.lang];
  const cur = f.currency ?? c.hand?.currency;
  const m = (v: Money | undefined) => (v === undefined ? '—' : formatAmount(v, cur));
  const bold = AMOUNT_STYLE;
  const owed = f.owed_to_player;
  return grid(c, [
    { label: t.expected, value: m(f.expected), style: bold },
    { label: t.actual, value: m(f.actual), style: bold },
    { label: t.owedMoney, value: owed === undefined ? '—' : owedPhrase(owed, cur, c.lang), style: owed && owed > 0 ? OWED_STYLE : OWED_NONE_STYLE },
    { label: t.owedWhy, value: f.expected !== undefined && f.actual !== undefined ? owedArithmetic(f.expected, f.actual, cur) : '—', style: bold },
  ], 4);
}

const MESSAGE_STYLE: TextStyle = { size: 8.5 };

function messages(c: EntryContext): Laid {
  const text = c.finding.message[c.lang];
  return { h: c.frame.measure(text, W, MESSAGE_STYLE), draw: (y) => void c.frame.text(text, X, y, W, MESSAGE_STYLE) };
}

const CARD_LABEL_STYLE: TextStyle = { size: 7.5 };

function handCards(c: EntryContext): Laid {
  if (!c.hand) return NOTHING;
  const view = viewOf(c);
  const laid = (view.cardRows ??= layCards(c, view.cards));
  if (laid === null) return NOTHING;
  const t = LABELS[c.lang];
  return {
    h: laid.h,
    draw(y) {
      c.frame.line(t.cards, X, y + 1.5, LABEL_STYLE);
      for (const g of laid.groups) {
        const ry = y + g.row * EVENT_LINE;
        c.frame.line(g.label, g.x, ry + 1.5, CARD_LABEL_STYLE);
        for (let i = 0; i < g.cards.length; i++) placeCard(c.frame, g.cards[i]!, g.xs[i]!, ry, CARD_H);
      }
    },
  };
}

/** Where a hand's card groups go: each group's label and cards on rows of EVENT_LINE points; null for no cards. */
function layCards(c: EntryContext, groups: HandView['cards']): CardRows | null {
  if (groups.length === 0) return null;
  const labelW = 52;
  const x0 = X + labelW;
  const maxX = X + W;
  let x = x0;
  let row = 0;
  const out: CardRows['groups'] = [];
  for (const g of groups) {
    const label = `${g.label}:`;
    const lw = c.frame.widthOf(label, CARD_LABEL_STYLE) + 3;
    const width = lw + g.cards.reduce((s, card) => s + cardWidth(card, CARD_H) + 1.5, 0);
    if (x > x0 && x + width > maxX) { row++; x = x0; }
    const xs: number[] = [];
    let cx = x + lw;
    for (const card of g.cards) {
      xs.push(cx);
      cx += cardWidth(card, CARD_H) + 1.5;
    }
    out.push({ label, x, row, cards: g.cards, xs });
    x += width + 10;
  }
  return { h: (row + 1) * EVENT_LINE, groups: out };
}

interface CardRows { h: number; groups: { label: string; x: number; row: number; cards: Card[]; xs: number[] }[] }

/** An event's words and cards laid on lines: the runs of words and the cards, in the order they are drawn. */
interface Flowed { lines: number; ops: ({ text: string; x: number; line: number } | { card: Card; x: number; line: number })[] }

/**
 * A hand's card groups, its events in words and their lines, worked out once per hand: the findings
 * of one hand share them (the same RecordedHand object).
 */
interface HandView {
  lang: Lang;
  words: Words;
  cards: { label: string; cards: Card[] }[];
  cardRows?: CardRows | null;
  events: Segment[][];
  /** Each event's lines, by event index: [plain, bold (the finding's own event)]. */
  flowed: [Flowed | undefined, Flowed | undefined][];
}
const handViews = new WeakMap<RecordedHand, HandView>();

function viewOf(c: EntryContext): HandView {
  const hand = c.hand!;
  let v = handViews.get(hand);
  if (v === undefined || v.lang !== c.lang || v.words !== c.words) {
    v = { lang: c.lang, words: c.words, cards: cardsByParticipant(hand.events, c.lang, c.words).filter((g) => g.cards.length > 0), events: [], flowed: [] };
    handViews.set(hand, v);
  }
  return v;
}

function eventWords(c: EntryContext, index: number, e: RecordedHand['events'][number]): Segment[] {
  const events = viewOf(c).events;
  return (events[index] ??= describeEvent(e, c.lang, c.words, c.hand?.currency ?? c.finding.currency));
}

/** An event's words laid out, in bold for the finding's own event. */
function eventFlow(c: EntryContext, index: number, e: RecordedHand['events'][number], bold: boolean): Flowed {
  const flowed = viewOf(c).flowed;
  const both = (flowed[index] ??= [undefined, undefined]);
  return (both[bold ? 1 : 0] ??= sameWordsFlow(c, eventWords(c, index, e), bold));
}

/**
 * Events worded alike in other hands ("Carta a asiento 3: 7h", "Pago a asiento 2 (principal): PEN 100.00")
 * are laid out alike: their lines are kept by their words, per frame, for the hands that follow.
 */
const flowsByWords = new WeakMap<Frame, Map<string, Flowed>>();
const FLOWS_KEPT = 5_000;

function sameWordsFlow(c: EntryContext, segs: Segment[], bold: boolean): Flowed {
  let flows = flowsByWords.get(c.frame);
  if (flows === undefined) flowsByWords.set(c.frame, (flows = new Map()));
  let key = bold ? 'b' : 'p';
  for (const s of segs) key += typeof s === 'string' ? `\u0000${s}` : `\u0001${s.card}`;
  let f = flows.get(key);
  if (f === undefined) {
    if (flows.size >= FLOWS_KEPT) flows.clear();
    f = flow(c, segs, X + 24, W - 28, bold);
    flows.set(key, f);
  }
  return f;
}

function eventWindow(c: EntryContext): { from: number; to: number } | undefined {
  const n = c.hand?.events.length ?? 0;
  if (n === 0) return undefined;
  const e = c.finding.event;
  if (e === undefined || e < 1 || e > n) return { from: Math.max(1, n - 4), to: n };
  return { from: Math.max(1, e - 3), to: Math.min(n, e + 2) };
}

const NO_EVENTS_STYLE: TextStyle = { size: 7.5, color: MUTED };

function handEvents(c: EntryContext): Laid {
  const t = LABELS[c.lang];
  if (c.hand?.unavailable) {
    // A stored run's report whose evidence file is missing or changed: say so, show nothing from it.
    const text = fill(c.hand.unavailable === 'missing' ? t.eventsMissing : t.eventsChanged, { path: c.finding.source.path });
    const style: TextStyle = { size: 7.5, font: 'Helvetica-Bold', color: ERROR_RED };
    return { h: c.frame.measure(text, W, style), draw: (y) => void c.frame.text(text, X, y, W, style) };
  }
  const win = eventWindow(c);
  if (!c.hand || !win) {
    if (c.finding.category === 'input' || c.finding.hand_id === null) return NOTHING;
    return { h: c.frame.measure(t.noEvents, W, NO_EVENTS_STYLE), draw: (y) => void c.frame.text(t.noEvents, X, y, W, NO_EVENTS_STYLE) };
  }
  const head = `${t.events} (${fill(t.eventsAround, { from: win.from, to: win.to, total: c.hand.events.length })})`;
  const rows: { i: number; top: number; h: number; flowed: Flowed; fault: boolean }[] = [];
  let h = 10;
  for (let i = win.from; i <= win.to; i++) {
    const fault = i === c.finding.event;
    const flowed = eventFlow(c, i - 1, c.hand.events[i - 1]!, fault);
    const rh = flowed.lines * EVENT_LINE;
    rows.push({ i, top: h, h: rh, flowed, fault });
    h += rh;
  }
  return {
    h,
    draw(y) {
      c.frame.line(head, X, y, LABEL_STYLE);
      for (const r of rows) {
        const top = y + r.top;
        if (r.fault) c.frame.box(X, top - 1.5, W, r.h + 1, FAULT_FILL);
        c.frame.line(String(r.i), X, top + 1.5, r.fault ? FAULT_NUMBER_STYLE : NUMBER_STYLE, 18);
        const style = r.fault ? FLOW_BOLD : FLOW_PLAIN;
        for (const op of r.flowed.ops) {
          if ('text' in op) c.frame.line(op.text, op.x, top + op.line * EVENT_LINE + 1.5, style);
          else placeCard(c.frame, op.card, op.x, top + op.line * EVENT_LINE, CARD_H);
        }
      }
    },
  };
}

const NUMBER_STYLE: TextStyle = { size: 7.5, color: MUTED, font: 'Helvetica', align: 'right' };
const FAULT_NUMBER_STYLE: TextStyle = { size: 7.5, color: ERROR_RED, font: 'Helvetica-Bold', align: 'right' };
const FLOW_PLAIN: TextStyle = { size: 7.5, font: 'Helvetica' };
const FLOW_BOLD: TextStyle = { size: 7.5, font: 'Helvetica-Bold' };

/**
 * Lays words and card glyphs on lines of EVENT_LINE points, starting at x0: the runs of words (consecutive
 * words on a line are written as one run) and the cards, and the number of lines.
 */
function flow(c: EntryContext, segs: Segment[], x0: number, width: number, bold: boolean): Flowed {
  const style = bold ? FLOW_BOLD : FLOW_PLAIN;
  const space = c.frame.widthOf(' ', style);
  const ops: Flowed['ops'] = [];
  let x = x0;
  let line = 0;
  let run = '';
  let runX = x0;
  const flush = () => {
    if (run.trim()) ops.push({ text: run.trimEnd(), x: runX, line });
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
      ops.push({ card: s.card, x, line });
      x += w + 1.5;
    }
  }
  flush();
  return { lines: line + 1, ops };
}

function quote(c: EntryContext): Laid {
  const key = `${c.finding.ruleset}\u0000${c.finding.article}\u0000${c.lang}`;
  let h = c.quoteHeights.get(key);
  if (h === undefined) c.quoteHeights.set(key, (h = drawQuote(c.frame, c.lang, c.article, 0, false, X, W)));
  return { h, draw: (y) => void c.frame.placeShared(key, 0, y, () => drawQuote(c.frame, c.lang, c.article, 0, true, X, W)) };
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
  const esTitle = a.title.es === a.article ? '' : ` — ${a.title.es}`;
  const head = `${cited.ruleset.articles.citation}, ${a.article}${esTitle}${lang === 'en' ? ` (${a.title.en})` : ''}`;
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
