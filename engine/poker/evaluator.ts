/**
 * Exact 5-card poker hand evaluator.
 *
 * A card is an integer 0..51: code = (rank - 2) * 4 + suit, rank 2..14 (ace = 14),
 * suit 0..3 (spades, hearts, diamonds, clubs). Keeping the rank in the high bits means
 * `code >> 2` is the rank index and `code & 3` the suit, so the hot path needs no tables
 * to split a card.
 *
 * A hand's value packs three fields into one small integer (always a V8 Smi):
 *
 *   category (4 bits) << 26 | primary (13-bit rank mask) << 13 | secondary (13-bit rank mask)
 *
 * Bit r - 2 of a mask stands for rank r. Because a set of distinct ranks compares as an
 * integer exactly the way poker compares kickers (highest card first, then the next), each
 * category only has to say which ranks go in which field:
 *
 *   royal / straight flush, straight   primary 0,            secondary = high-card bit
 *   four of a kind                     primary = quad rank,  secondary = kicker
 *   full house                         primary = trip rank,  secondary = pair rank
 *   flush                              the five ranks, highest first, 4 bits each (20 bits)
 *   high card                          primary 0,            secondary = the five ranks
 *   three of a kind                    primary = trip rank,  secondary = two kickers
 *   two pair                           primary = both pairs, secondary = kicker
 *   one pair                           primary = pair rank,  secondary = three kickers
 *
 * Within a category the fields determine the multiset of ranks, so two hands get the same
 * value exactly when poker calls them equal (suits never break ties): 7,462 distinct values.
 * A flush spells its ranks out rank by rank rather than as a mask because, dealt from two decks
 * or more, a flush can hold one card twice (Ah Ah Kh Qh 2h: `evaluateShoe5`), which a mask cannot
 * say; rank by rank, highest first, orders such a flush among the others as Art. 12º does.
 */

import { CATEGORIES } from '../core/poker-categories.js';
import type { HandCategory } from '../core/poker-categories.js';

export { CATEGORIES };
export type { HandCategory };

// Category numbers used inside hand values: higher is better.
const HIGH_CARD = 0;
const ONE_PAIR = 1;
const TWO_PAIR = 2;
const THREE_OF_A_KIND = 3;
const STRAIGHT = 4;
const FLUSH = 5;
const FULL_HOUSE = 6;
const FOUR_OF_A_KIND = 7;
const STRAIGHT_FLUSH = 8;
const ROYAL_FLUSH = 9;

const CATEGORY_SHIFT = 26;
const PRIMARY_SHIFT = 13;
const MASK13 = 0x1fff;

const ACE_BIT = 1 << 12;
const KING_BIT = 1 << 11;
const WHEEL_MASK = ACE_BIT | 0b1111; // A-2-3-4-5

export const SUIT_LETTERS = 'shdc';
const RANK_LETTERS = '23456789TJQKA';

export function cardCode(rank: number, suit: number): number {
  if (!Number.isInteger(rank) || rank < 2 || rank > 14) throw new RangeError(`rank must be 2..14, got ${rank}`);
  if (!Number.isInteger(suit) || suit < 0 || suit > 3) throw new RangeError(`suit must be 0..3, got ${suit}`);
  return (rank - 2) * 4 + suit;
}

/** Rank 2..14 (ace = 14). */
export function rankOf(code: number): number {
  return (code >> 2) + 2;
}

/** Suit 0..3 (s, h, d, c). */
export function suitOf(code: number): number {
  return code & 3;
}

/** Parses 'Ah', 'Td', '10c', '2s' (case-insensitive) into a card code. */
export function parseCard(text: string): number {
  const t = text.trim().toUpperCase();
  const rankText = t.slice(0, -1) === '10' ? 'T' : t.slice(0, -1);
  const rank = rankText.length === 1 ? RANK_LETTERS.indexOf(rankText) : -1;
  const suit = SUIT_LETTERS.indexOf(t.slice(-1).toLowerCase());
  if (rank < 0 || suit < 0) throw new RangeError(`not a card: '${text}'`);
  return rank * 4 + suit;
}

export function cardName(code: number): string {
  return `${RANK_LETTERS.charAt(code >> 2)}${SUIT_LETTERS.charAt(code & 3)}`;
}

// Values for hands of five distinct ranks, indexed by the rank mask: one for mixed suits
// (straight or high card), one for a single suit (straight flush, royal or flush). Building
// them once keeps the straight test out of the hot path.
const DISTINCT_VALUE = new Int32Array(1 << 13);
const SUITED_VALUE = new Int32Array(1 << 13);

function straightHighBit(mask: number): number {
  if (mask === WHEEL_MASK) return 1 << 3; // the wheel plays as a five-high straight
  const low = mask & -mask;
  return mask === low * 0b11111 ? low << 4 : 0;
}

for (let mask = 0; mask <= MASK13; mask++) {
  let bits = 0;
  for (let m = mask; m !== 0; m &= m - 1) bits++;
  if (bits !== 5) continue;
  const high = straightHighBit(mask);
  if (high !== 0) {
    DISTINCT_VALUE[mask] = (STRAIGHT << CATEGORY_SHIFT) | high;
    const category = high === ACE_BIT ? ROYAL_FLUSH : STRAIGHT_FLUSH;
    SUITED_VALUE[mask] = (category << CATEGORY_SHIFT) | high;
  } else {
    DISTINCT_VALUE[mask] = (HIGH_CARD << CATEGORY_SHIFT) | mask;
    SUITED_VALUE[mask] = flushValue(ranksOf(mask));
  }
}

/** A flush's value: its five rank indexes (0..12), highest first, 4 bits each, so rank by rank decides. */
function flushValue(ranks: readonly number[]): number {
  let v = 0;
  for (const r of ranks) v = (v << 4) | r;
  return (FLUSH << CATEGORY_SHIFT) | v;
}

/** A flush's rank indexes, highest first, back from its value. */
function flushRanks(value: number): number[] {
  const out: number[] = [];
  for (let shift = 16; shift >= 0; shift -= 4) out.push((value >> shift) & 0xf);
  return out;
}

/**
 * Value of a five-card hand; higher wins, equal values tie. The cards must be five
 * distinct codes 0..51: nothing is checked here so the loop stays allocation- and
 * branch-light (use `evaluateHand` for untrusted input).
 */
export function evaluate5(c0: number, c1: number, c2: number, c3: number, c4: number): number {
  const b0 = 1 << (c0 >> 2);
  const b1 = 1 << (c1 >> 2);
  const b2 = 1 << (c2 >> 2);
  const b3 = 1 << (c3 >> 2);
  const b4 = 1 << (c4 >> 2);

  // sN = ranks seen at least N times, built card by card.
  let s1 = b0;
  let s2 = s1 & b1;
  s1 |= b1;
  let s3 = s2 & b2;
  s2 |= s1 & b2;
  s1 |= b2;
  let s4 = s3 & b3;
  s3 |= s2 & b3;
  s2 |= s1 & b3;
  s1 |= b3;
  s4 |= s3 & b4;
  s3 |= s2 & b4;
  s2 |= s1 & b4;
  s1 |= b4;

  if (s2 === 0) {
    const suited = ((c0 ^ c1) | (c0 ^ c2) | (c0 ^ c3) | (c0 ^ c4)) & 3;
    return (suited === 0 ? SUITED_VALUE[s1] : DISTINCT_VALUE[s1]) as number;
  }
  // A repeated rank rules out a flush among five distinct cards.
  if (s4 !== 0) return (FOUR_OF_A_KIND << CATEGORY_SHIFT) | (s4 << PRIMARY_SHIFT) | (s1 ^ s4);
  if (s3 !== 0) {
    if (s2 !== s3) return (FULL_HOUSE << CATEGORY_SHIFT) | (s3 << PRIMARY_SHIFT) | (s2 ^ s3);
    return (THREE_OF_A_KIND << CATEGORY_SHIFT) | (s3 << PRIMARY_SHIFT) | (s1 ^ s3);
  }
  if ((s2 & (s2 - 1)) !== 0) return (TWO_PAIR << CATEGORY_SHIFT) | (s2 << PRIMARY_SHIFT) | (s1 ^ s2);
  return (ONE_PAIR << CATEGORY_SHIFT) | (s2 << PRIMARY_SHIFT) | (s1 ^ s2);
}

/**
 * Value of five cards dealt from a shoe of two decks or more, where the same card may come more than once
 * (Ah Ah Kh Qh 2h). Poker names the combinations by ranks and suits only, so a repeated card counts as any other
 * card of its rank: a pair, two pairs, trips, a full house or four of a kind as the ranks fall; five of one suit
 * are a flush even with a pair among them, and a flush is worth more than a pair, two pairs or trips (a full
 * house and four of a kind stay above it); a repeated rank rules out a straight. Five of one rank (three decks or
 * more) are four of a kind whose fifth card, the kicker, is of the same rank. Five distinct cards get evaluate5's
 * value.
 */
export function evaluateShoe5(c0: number, c1: number, c2: number, c3: number, c4: number): number {
  const value = evaluate5(c0, c1, c2, c3, c4);
  const category = value >>> CATEGORY_SHIFT;
  if (category === FOUR_OF_A_KIND && (value & MASK13) === 0) return value | ((value >> PRIMARY_SHIFT) & MASK13);
  const suited = (((c0 ^ c1) | (c0 ^ c2) | (c0 ^ c3) | (c0 ^ c4)) & 3) === 0;
  if (!suited || category >= FLUSH) return value;
  return flushValue([c0, c1, c2, c3, c4].map((c) => c >> 2).sort((a, b) => b - a));
}

/** Checked entry point for cards coming from logs: exactly five distinct codes 0..51. */
export function evaluateHand(cards: readonly number[]): number {
  if (cards.length !== 5) throw new RangeError(`a hand has 5 cards, got ${cards.length}`);
  let seen = 0n;
  for (const c of cards) {
    if (!Number.isInteger(c) || c < 0 || c > 51) throw new RangeError(`not a card code: ${c}`);
    const bit = 1n << BigInt(c);
    if ((seen & bit) !== 0n) throw new RangeError(`duplicate card ${cardName(c)}`);
    seen |= bit;
  }
  const [c0, c1, c2, c3, c4] = cards as [number, number, number, number, number];
  return evaluate5(c0, c1, c2, c3, c4);
}

export function categoryOf(rank: number): HandCategory {
  return CATEGORIES[ROYAL_FLUSH - (rank >>> CATEGORY_SHIFT)] as HandCategory;
}

// Lowest high-card value holding both an ace and a king (A-K-4-3-2). High-card values
// order by their rank mask, and every mask without both bits is below A|K, so one
// comparison decides qualification.
const ACE_KING_HIGH_FLOOR = (HIGH_CARD << CATEGORY_SHIFT) | ACE_BIT | KING_BIT;

/** Caribbean Stud dealer qualification: ace-king high or any better hand. */
export function isAceKingOrBetter(rank: number): boolean {
  return rank >= ACE_KING_HIGH_FLOOR;
}

const RANK_WORDS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king', 'ace'];
const RANK_PLURALS = ['twos', 'threes', 'fours', 'fives', 'sixes', 'sevens', 'eights', 'nines', 'tens', 'jacks', 'queens', 'kings', 'aces'];

function ranksOf(mask: number): number[] {
  const out: number[] = [];
  for (let i = 12; i >= 0; i--) if ((mask >> i) & 1) out.push(i);
  return out;
}

const word = (i: number): string => RANK_WORDS[i] ?? '?';
const plural = (i: number): string => RANK_PLURALS[i] ?? '?';
/** A rank as a report prints it: a ten is "10" (as the cards show it: 10♣), never the log's letter T. */
const RANK_SHOWN = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const shown = (i: number): string => RANK_SHOWN[i] ?? '?';
const letters = (mask: number): string => ranksOf(mask).map(shown).join('-');

/** The combinations' Spanish names, as the Peruvian regulation's pay table writes them (Póker Caribeño, Art. 14º). */
export const HAND_NAMES_ES: Readonly<Record<HandCategory, string>> = {
  royal_flush: 'escalera real de color', straight_flush: 'escalera de color', four_of_a_kind: 'póker',
  full_house: 'full', flush: 'color', straight: 'escalera', three_of_a_kind: 'trío', two_pair: 'dos pares',
  one_pair: 'un par', high_card: 'carta alta',
};

/**
 * The same wording in Spanish, with the regulation's names for the combinations (HAND_NAMES_ES) and the ranks
 * as letters (a ten as 10): "un par de K, A-9-4", "full de K con 4", "carta alta A, A-K-8-4-2", "dos pares, 10 y 7, 3".
 */
export function describeHandEs(rank: number): string {
  const primary = (rank >> PRIMARY_SHIFT) & MASK13;
  const secondary = rank & MASK13;
  const top = (mask: number): string => shown(31 - Math.clz32(mask));
  const n = HAND_NAMES_ES;
  switch (rank >>> CATEGORY_SHIFT) {
    case ROYAL_FLUSH:
      return n.royal_flush;
    case STRAIGHT_FLUSH:
      return `${n.straight_flush}, ${top(secondary)} alta`;
    case FOUR_OF_A_KIND:
      return `${n.four_of_a_kind} de ${top(primary)}, ${letters(secondary)}`;
    case FULL_HOUSE:
      return `${n.full_house} de ${top(primary)} con ${top(secondary)}`;
    case FLUSH:
      return `${n.flush}, ${flushRanks(rank).map(shown).join('-')}`;
    case STRAIGHT:
      return `${n.straight}, ${top(secondary)} alta`;
    case THREE_OF_A_KIND:
      return `${n.three_of_a_kind} de ${top(primary)}, ${letters(secondary)}`;
    case TWO_PAIR: {
      const [hi = -1, lo = -1] = ranksOf(primary);
      return `${n.two_pair}, ${shown(hi)} y ${shown(lo)}, ${letters(secondary)}`;
    }
    case ONE_PAIR:
      return `${n.one_pair} de ${top(primary)}, ${letters(secondary)}`;
    default:
      return `${n.high_card} ${top(secondary)}, ${letters(secondary)}`;
  }
}

/** Human wording for reports, e.g. "pair of kings, A-9-4" or "full house, kings over fours". */
export function describeHand(rank: number): string {
  const primary = (rank >> PRIMARY_SHIFT) & MASK13;
  const secondary = rank & MASK13;
  const top = (mask: number): number => 31 - Math.clz32(mask);
  switch (rank >>> CATEGORY_SHIFT) {
    case ROYAL_FLUSH:
      return 'royal flush';
    case STRAIGHT_FLUSH:
      return `straight flush, ${word(top(secondary))} high`;
    case FOUR_OF_A_KIND:
      return `four ${plural(top(primary))}, ${letters(secondary)}`;
    case FULL_HOUSE:
      return `full house, ${plural(top(primary))} over ${plural(top(secondary))}`;
    case FLUSH:
      return `flush, ${flushRanks(rank).map(shown).join('-')}`;
    case STRAIGHT:
      return `straight, ${word(top(secondary))} high`;
    case THREE_OF_A_KIND:
      return `three ${plural(top(primary))}, ${letters(secondary)}`;
    case TWO_PAIR: {
      const [hi = -1, lo = -1] = ranksOf(primary);
      return `two pair, ${plural(hi)} and ${plural(lo)}, ${letters(secondary)}`;
    }
    case ONE_PAIR:
      return `pair of ${plural(top(primary))}, ${letters(secondary)}`;
    default:
      return `${word(top(secondary))} high, ${letters(secondary)}`;
  }
}
