import { rankOf } from '../core/cards.js';
import type { Card } from '../core/cards.js';

/** Blackjack value of a card: figures 10, ace 1 (soft totals count one ace as 11). */
export function bjValue(card: Card): number {
  const r = rankOf(card);
  return r >= 10 ? 10 : r;
}

export interface BjTotal {
  readonly total: number;
  readonly soft: boolean;
}

// The totals a hand can have, each one object made once and shared (read only): the rules ask a hand's total at
// most events and most hand ends, and each answer was an object made anew (perf20). Past 40, made per call.
const SHARED_MAX = 40;
const HARD: BjTotal[] = Array.from({ length: SHARED_MAX + 1 }, (_, total) => ({ total, soft: false }));
const SOFT: BjTotal[] = Array.from({ length: SHARED_MAX + 1 }, (_, total) => ({ total, soft: true }));

/** Best total of a hand: one ace counts 11 when that does not pass 21. */
export function bjTotal(cards: readonly Card[]): BjTotal {
  let sum = 0;
  let aces = 0;
  for (const c of cards) {
    const v = bjValue(c);
    sum += v;
    if (v === 1) aces++;
  }
  if (aces > 0 && sum + 10 <= 21) return SOFT[sum + 10]!;
  return sum <= SHARED_MAX ? HARD[sum]! : { total: sum, soft: false };
}

export function isBlackjack(cards: readonly Card[]): boolean {
  return cards.length === 2 && isAceAndTen(cards[0]!, cards[1]!);
}

/** Whether two cards are an ace and a ten-point card, in either order: 21 on two cards (no array made to ask it). */
export function isAceAndTen(a: Card, b: Card): boolean {
  const x = bjValue(a);
  const y = bjValue(b);
  return (x === 1 && y === 10) || (x === 10 && y === 1);
}
