// The blackjack dealer's final hand by up card, exactly: a combinatorial recursion over the shoe's
// composition (every sequence of draws, each weighted by the cards left), for the posted deck count and
// stand rule, with only the dealer's up card removed: the convention of the published tables.
import { DEALER_TABLES } from './blackjack-dealer-tables.generated.js';

/** A dealer outcome: a final total, a two-card 21 (Black Jack), or a bust. */
export type DealerOutcome = 17 | 18 | 19 | 20 | 21 | 'blackjack' | 'bust';

export type DealerTable = Record<DealerOutcome, number>;

export interface DealerRules {
  decks: number;
  /** true: the dealer stands on a soft 17 (S17); false: he hits it (H17). */
  standsOnSoft17: boolean;
}

const CACHE = new Map<string, DealerTable>();

/** The order of a dealer table's outcomes in the precomputed tables (blackjack-dealer-tables.generated.ts). */
export const DEALER_OUTCOMES: readonly DealerOutcome[] = [17, 18, 19, 20, 21, 'blackjack', 'bust'];

/**
 * P(outcome | up card) before any peek, `up` a blackjack value 1 (ace) to 10 (tens and figures): the
 * dealer's second card and every draw come from the shoe less the up card.
 * For 1 to 8 decks the recursion's own results, written out once (scripts/gen-dealer-tables.mjs; a test
 * recomputes every one and compares it bit for bit): the recursion run cold was about 12 ms of each
 * blackjack `veedor stats`. Any other deck count is computed here.
 */
export function dealerOutcomes(up: number, rules: DealerRules): DealerTable {
  const key = `${up}|${rules.decks}|${rules.standsOnSoft17}`;
  const hit = CACHE.get(key);
  if (hit) return hit;
  const row = DEALER_TABLES[rules.standsOnSoft17 ? 'S17' : 'H17'][rules.decks]?.[up];
  const out = row ? tableOf(row) : dealerOutcomesByRecursion(up, rules);
  CACHE.set(key, out);
  return out;
}

function tableOf(row: readonly number[]): DealerTable {
  const out = {} as DealerTable;
  DEALER_OUTCOMES.forEach((o, i) => (out[o] = row[i]!));
  return out;
}

/** The combinatorial recursion itself, never cached (what the precomputed tables are checked against). */
export function dealerOutcomesByRecursion(up: number, rules: DealerRules): DealerTable {
  // count[v]: cards of blackjack value v (1..10) left in the shoe.
  const count = [0, ...Array<number>(9).fill(4 * rules.decks), 16 * rules.decks];
  count[up]!--;
  let left = 52 * rules.decks - 1;
  const out: DealerTable = { 17: 0, 18: 0, 19: 0, 20: 0, 21: 0, blackjack: 0, bust: 0 };
  const draw = (hard: number, aces: boolean, cards: number, w: number): void => {
    const soft = aces && hard + 10 <= 21;
    const best = soft ? hard + 10 : hard;
    if (best > 21) {
      out.bust += w;
      return;
    }
    if (cards === 2 && best === 21) {
      out.blackjack += w;
      return;
    }
    const stands = best > 17 || (best === 17 && (!soft || rules.standsOnSoft17));
    if (cards >= 2 && stands) {
      out[best as 17 | 18 | 19 | 20 | 21] += w;
      return;
    }
    for (let v = 1; v <= 10; v++) {
      const n = count[v]!;
      if (n === 0) continue;
      const p = n / left;
      count[v]!--;
      left--;
      draw(hard + v, aces || v === 1, cards + 1, w * p);
      count[v]!++;
      left++;
    }
  };
  draw(up, up === 1, 1, 1);
  return out;
}

/** The same after the dealer has looked and has no Black Jack: every other outcome divided by 1 - P(BJ). */
export function dealerOutcomesAfterPeek(up: number, rules: DealerRules): Omit<DealerTable, 'blackjack'> {
  const t = dealerOutcomes(up, rules);
  const k = 1 - t.blackjack;
  return { 17: t[17] / k, 18: t[18] / k, 19: t[19] / k, 20: t[20] / k, 21: t[21] / k, bust: t.bust / k };
}
