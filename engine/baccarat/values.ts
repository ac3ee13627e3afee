import { rankOf } from '../core/cards.js';
import type { Card } from '../core/cards.js';

/** Baccarat value of a card: tens and figures 0, ace 1, two to nine at face value. */
export function baccaratValue(card: Card): number {
  const r = rankOf(card);
  return r >= 10 ? 0 : r;
}

/** A hand's total: the sum of its values, keeping only the right-hand digit. */
export function baccaratTotal(cards: readonly Card[]): number {
  let sum = 0;
  for (const c of cards) sum += baccaratValue(c);
  return sum % 10;
}
