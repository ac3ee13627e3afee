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

/**
 * `enumerateFiveCardCounts`, written out: the enumeration takes half a second, which statistics would pay on every
 * run. A test checks these against it (and the published counts: 1,463,700 hands qualify).
 */
const COUNTS: FiveCardCounts = {
  hands: 2598960, qualifying: 1463700,
  byCategory: {
    royal_flush: 4, straight_flush: 36, four_of_a_kind: 624, full_house: 3744, flush: 5108,
    straight: 10200, three_of_a_kind: 54912, two_pair: 123552, one_pair: 1098240, high_card: 1302540,
  },
};

/** The counts over every five-card hand. */
export function fiveCardCounts(): FiveCardCounts {
  return COUNTS;
}

/** The enumeration itself: every one of the 2,598,960 hands through the evaluator. */
export function enumerateFiveCardCounts(): FiveCardCounts {
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
  return { hands, qualifying, byCategory };
}
