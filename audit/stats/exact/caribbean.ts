// Caribbean Stud's dealer qualification and hand categories, exactly: every one of the C(52,5) =
// 2,598,960 five-card hands through the evaluator the catalog judges by (engine/poker/evaluator.ts).
import { CATEGORIES, categoryOf, evaluate5, isAceKingOrBetter } from '../../../engine/poker/evaluator.js';
import type { HandCategory } from '../../../engine/poker/evaluator.js';

export interface FiveCardCounts {
  hands: number;
  /** Hands with ace-king or better: the dealer qualifies. */
  qualifying: number;
  byCategory: Record<HandCategory, number>;
}

let cached: FiveCardCounts | undefined;

/** The counts over every five-card hand (about a second, once per process). */
export function fiveCardCounts(): FiveCardCounts {
  if (cached) return cached;
  const byCategory = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<HandCategory, number>;
  let hands = 0;
  let qualifying = 0;
  for (let a = 0; a < 48; a++) for (let b = a + 1; b < 49; b++) for (let c = b + 1; c < 50; c++)
    for (let d = c + 1; d < 51; d++) for (let e = d + 1; e < 52; e++) {
      const rank = evaluate5(a, b, c, d, e);
      hands++;
      if (isAceKingOrBetter(rank)) qualifying++;
      byCategory[categoryOf(rank)]++;
    }
  cached = { hands, qualifying, byCategory };
  return cached;
}
