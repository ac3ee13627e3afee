import type { Card } from '../core/cards.js';
import { categoryOf, evaluateShoe5 } from '../poker/evaluator.js';
import type { HandCategory } from '../poker/evaluator.js';
import { fromCard } from '../poker/convert.js';

export interface PokerHand {
  /** The evaluator's value: higher wins, equal values tie (standard poker ranking). */
  value: number;
  category: HandCategory;
}

/**
 * The poker value of exactly five cards; undefined for any other hand (a short or long deal), which no comparison
 * can judge. The same card twice is valued (evaluateShoe5: two decks can deal it); whether the decks in play hold
 * it that often is the rules' question (Art. 5º), not the value's.
 */
export function pokerHand(cards: readonly Card[]): PokerHand | undefined {
  if (cards.length !== 5) return undefined;
  const [a, b, c, d, e] = cards as [Card, Card, Card, Card, Card];
  const value = evaluateShoe5(fromCard(a), fromCard(b), fromCard(c), fromCard(d), fromCard(e));
  return { value, category: categoryOf(value) };
}
