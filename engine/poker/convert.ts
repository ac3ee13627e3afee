import type { Card } from '../core/cards.js';

/**
 * A core `Card` ((rank - 1) * 4 + suit, ace = 1) as an evaluator code
 * ((rank - 2) * 4 + suit, ace = 14). The suit order is the same, so only the
 * rank moves: every card shifts down one rank step, and the ace wraps to the top.
 */
export function fromCard(card: Card): number {
  return card < 4 ? card + 48 : card - 4;
}
