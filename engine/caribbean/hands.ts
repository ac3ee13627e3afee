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
  if (cards.length !== 5 || new Set(cards).size !== 5) return undefined;
  const [a, b, c, d, e] = cards.map(fromCard) as [number, number, number, number, number];
  const value = evaluate5(a, b, c, d, e);
  return { value, category: categoryOf(value) };
}
