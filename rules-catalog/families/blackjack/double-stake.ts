// The double the rules admit (Pot Luck Art. 12º, Marbella's Dobles): on the hand's first two cards, on the totals
// the text names (Marbella «Si sus dos primeras cartas suman un total de 9, 10 u 11, podrá doblar su apuesta»),
// on a split hand where the catalog allows it, on a split ace where it does, and up to double_max_fraction of the
// original wager. What a double staked where the rules admit none is no stake (double_only_as_allowed): it is
// owed back whole, as late chips on a main wager are (settlement.ts), and the hand is settled on the stake that
// was lawful. double-allowed reports the decision.
import { ratio } from '../../../engine/core/money.js';
import type { Money } from '../../../engine/core/money.js';
import type { BjHand } from '../../../engine/blackjack/state.js';
import { bjTotal } from '../../../engine/blackjack/totals.js';

export interface DoubleRules {
  /** double_only_as_allowed: false settles every double as placed, up to double_max_fraction (the reading before this parameter). */
  onlyAsAllowed: boolean;
  /** double_totals: the two-card totals that may be doubled, or null for any. */
  totals: readonly number[] | null;
  /** double_after_split, double_on_split_aces. */
  afterSplit: boolean;
  onSplitAces: boolean;
  /** double_max_fraction: the most a double may add, as a fraction of the hand's original wager. */
  maxFraction: [number, number];
}

/**
 * A hit or a double that played `hand` (the hand as it stands when this is asked): one recorded once it held its two
 * cards, a hit only where a card followed it. A hit with no card after it changes nothing on the table: the hand
 * still holds the cards it held, and a double or split of its first two cards after it is one of those two cards
 * (Pot Luck Art. 12º «después de haber recibido sus dos primeras cartas»; Marbella's Dobles «Si sus dos primeras
 * cartas suman...»), as a surrender after it is (settlement.ts surrenderedUnplayed). A double stakes chips whether or
 * not its card came: a second double after it is a double after a double. One recorded before the two cards, during
 * the deal or on a split hand waiting for its second card, is a stray record, not play (as a stand, stoodOn).
 */
export function playedOn(d: BjHand['decisions'][number], hand: Pick<BjHand, 'cards'>): boolean {
  if (d.cards < 2) return false;
  if (d.action === 'double') return true;
  return d.action === 'hit' && hand.cards.length > d.cards;
}

/** Why the rules do not admit a double. */
export type DoubleFault = 'notTwo' | 'total' | 'afterSplit' | 'splitAce';

/**
 * What the rules find wrong with a double decided on `before`, the hand as it stood when the player doubled (its
 * amount aside: over the limit is the part beyond it, not the whole double).
 */
export function doubleFaults(before: BjHand, r: DoubleRules): { faults: DoubleFault[]; total: number } {
  const faults: DoubleFault[] = [];
  if (before.cards.length !== 2 || before.decisions.some((d) => playedOn(d, before))) faults.push('notTwo');
  const total = bjTotal(before.cards);
  // "9, 10 u 11": a hard count; a soft hand counts its ace as one for this purpose too.
  const hard = total.soft ? total.total - 10 : total.total;
  if (r.totals && !r.totals.includes(total.total) && !r.totals.includes(hard)) faults.push('total');
  if (!r.afterSplit && before.splitFrom !== undefined) faults.push('afterSplit');
  else if (!r.onSplitAces && before.splitAces) faults.push('splitAce');
  return { faults, total: total.total };
}

/**
 * What the hand's doubles staked that is no lawful stake: with onlyAsAllowed, every double the rules do not admit
 * whole, and an admitted one beyond double_max_fraction of the hand's lawful original wager; without it, only the
 * part beyond that limit. Doubles decided from event `until` on (play after the hand was settled, judged as it
 * stood then) are not counted.
 */
export function doubleOwedBack(hand: BjHand, lawfulOriginal: Money, r: DoubleRules, until?: number): Money {
  const doubles = hand.decisions.filter((d) => d.action === 'double' && (until === undefined || d.index < until));
  const added = doubles.reduce((a, d) => a + d.amount, 0);
  if (added <= 0) return 0 as Money;
  const limit = ratio(lawfulOriginal, r.maxFraction[0], r.maxFraction[1]).value;
  if (!r.onlyAsAllowed) return Math.max(0, added - limit) as Money;
  let admitted = 0;
  for (const d of doubles) {
    const before: BjHand = { ...hand, cards: hand.cards.slice(0, d.cards), decisions: hand.decisions.filter((x) => x.index < d.index) };
    if (doubleFaults(before, r).faults.length === 0) admitted += d.amount;
  }
  return (added - Math.min(admitted, limit)) as Money;
}
