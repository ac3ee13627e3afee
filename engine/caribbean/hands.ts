import type { Card } from '../core/cards.js';
import { categoryOf, evaluate5 } from '../poker/evaluator.js';
import type { HandCategory } from '../poker/evaluator.js';
import { fromCard } from '../poker/convert.js';

export interface PokerHand {
  /** The evaluator's value: higher wins, equal values tie (standard poker ranking). */
  value: number;
  category: HandCategory;
}

/**
 * The poker value of exactly five distinct cards; undefined for any other
 * hand (a short or long deal, a card twice), which no comparison can judge.
 */
export function pokerHand(cards: readonly Card[]): PokerHand | undefined {
  if (cards.length !== 5) return undefined;
  const [a, b, c, d, e] = cards as [Card, Card, Card, Card, Card];
  // Five distinct cards (a loop, not a Set per hand: every seat's and the dealer's hand is valued).
  if (a === b || a === c || a === d || a === e || b === c || b === d || b === e || c === d || c === e || d === e) return undefined;
  const value = evaluate5(fromCard(a), fromCard(b), fromCard(c), fromCard(d), fromCard(e));
  return { value, category: categoryOf(value) };
}
