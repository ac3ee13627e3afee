import { reason } from './reasons.js';
import type { Reason } from './reasons.js';

/**
 * A card is a small integer: (rank - 1) * 4 + suit, rank 1 (ace) .. 13 (king),
 * suit 0..3 for s h d c. Games read the rank through their own value tables.
 */
export type Card = number & { readonly __card: unique symbol };

export const SUITS = ['s', 'h', 'd', 'c'] as const;
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;

const RANK_INDEX: Record<string, number> = {
  A: 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9, T: 10, '10': 10, J: 11, Q: 12, K: 13,
};
const SUIT_INDEX: Record<string, number> = { s: 0, h: 1, d: 2, c: 3 };

export type CardParse = { ok: true; card: Card } | { ok: false; reason: Reason };

// Logs spell the same few cards over and over: each spelling is read once (valid spellings only, so
// the cache is bounded: 13 ranks and the "10" form, by 4 suits in either case).
const PARSED = new Map<string, CardParse>();

/**
 * "Ah", "Td", "10c", "KS": rank then suit; anything else is refused, with the reason. The format
 * accepts upper case for the suit only ("suit one of `s h d c` (upper case accepted)"): a rank is
 * one of `A 2 3 4 5 6 7 8 9 T J Q K` or `10`, so "ah" or "td" is "anything else".
 */
export function parseCard(text: unknown): CardParse {
  if (typeof text !== 'string') return { ok: false, reason: reason('card.not-string') };
  const known = PARSED.get(text);
  if (known) return known;
  const parsed = readCard(text);
  if (parsed.ok) PARSED.set(text, parsed);
  return parsed;
}

function readCard(text: string): CardParse {
  const m = /^(10|[2-9TJQKA])([shdcSHDC])$/.exec(text);
  if (!m) return { ok: false, reason: reason('card.invalid', { text: `"${text}"` }) };
  const rank = RANK_INDEX[m[1]!.toUpperCase()]!;
  const suit = SUIT_INDEX[m[2]!.toLowerCase()]!;
  return { ok: true, card: ((rank - 1) * 4 + suit) as Card };
}

export function rankOf(card: Card): number {
  return (card >> 2) + 1;
}

export function suitOf(card: Card): number {
  return card & 3;
}

/** A card in the log's own spelling ("Ah", "Ts"), for writing logs; a reader's text uses cardGlyph. */
export function cardText(card: Card): string {
  return RANKS[rankOf(card) - 1]! + SUITS[suitOf(card)]!;
}

export function isRed(card: Card): boolean {
  const s = suitOf(card);
  return s === 1 || s === 2;
}

/** Ten or figure (T J Q K): what blackjack and baccarat treat alike. */
export function isTenOrFigure(card: Card): boolean {
  return rankOf(card) >= 10;
}

export function isAce(card: Card): boolean {
  return rankOf(card) === 1;
}

const SUIT_GLYPHS = ['♠', '♥', '♦', '♣'] as const;

/**
 * A card as people read it, the one notation of every report, replay and finding message: "A♥",
 * "10♠". Where the suit glyphs cannot print (the audit PDF's standard fonts), plainCards gives the
 * fallback from the same spelling: "Ah", "10s".
 */
export function cardGlyph(card: Card): string {
  const r = rankOf(card);
  return (r === 10 ? '10' : RANKS[r - 1]!) + SUIT_GLYPHS[suitOf(card)]!;
}

/** Text with its cards ("A♥", "10♠") in the plain form ("Ah", "10s"), for output that cannot print the glyphs. */
export function plainCards(text: string): string {
  return text.replace(/(10|[2-9JQKA])([♠♥♦♣])/gu, (_, rank: string, glyph: string) => rank + SUITS[SUIT_GLYPHS.indexOf(glyph as (typeof SUIT_GLYPHS)[number])]!);
}

/** How a face-down card reads in a table description. */
export const HIDDEN_CARD = '??';

/** Finds card glyphs ("A♥", "10♠") and hidden cards ("??") in text, for renderers that draw cards. */
export const CARD_GLYPH_PATTERN = /(?:10|[2-9JQKA])[♠♥♦♣]|\?\?/gu;
