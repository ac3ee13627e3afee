// The split the rules admit (Pot Luck Art. 11º «si las primeras dos cartas repartidas a dicho jugador tienen el mismo
// valor, podrá considerarlas como manos separadas»; Marbella's Dobles «Si sus dos primeras cartas tienen el mismo
// valor, podrá jugar a dos manos»): of the hand's first two cards, of equal value, a split ace split again only where
// the catalog allows it. The hand a split not admitted made is no hand the rules know: what was staked on it is no
// stake (split_only_as_allowed), owed back whole as late chips are (settlement.ts); the hand it was split from is
// judged as it was played. split-allowed reports the decision. A split past the table's posted max_splits is one
// more split the rules do not admit where the catalog's text makes the posting its maximum (split_max_posted_voids:
// Pot Luck Art. 11º «Cada explotador determinará el máximo de separación de cartas permitido»); where the text sets no
// maximum (Marbella's Dobles), the posting is the house's own limit, reported by split-allowed, its money as staked.
import type { Card } from '../../../engine/core/cards.js';
import { isAce } from '../../../engine/core/cards.js';
import type { BjHand, BjSeat } from '../../../engine/blackjack/state.js';
import { bjValue } from '../../../engine/blackjack/totals.js';
import { playedOn } from './double-stake.js';

export interface SplitRules {
  /** split_only_as_allowed: false settles every split hand as staked (the reading before this parameter). */
  onlyAsAllowed: boolean;
  /** split_by_value: cards of equal value (every ten-point card alike), or of equal rank. */
  byValue: boolean;
  /** resplit_aces: a split ace may be split again. */
  resplitAces: boolean;
  /** split_max_posted_voids: a split past the table's posted max_splits is not admitted (its hand is no stake). */
  postedMaxVoids: boolean;
}

export type SplitFault = 'notTwo' | 'notPair' | 'resplitAces';

export function sameValue(a: Card, b: Card, byValue: boolean): boolean {
  return byValue ? bjValue(a) === bjValue(b) : (a >> 2) === (b >> 2);
}

/** What the rules find wrong with a split of `before`, the hand as it stood when the player split. */
export function splitFaults(before: BjHand, r: SplitRules): SplitFault[] {
  const faults: SplitFault[] = [];
  const [a, b] = before.cards;
  if (before.cards.length !== 2 || before.decisions.some((d) => playedOn(d, before))) faults.push('notTwo');
  else if (!sameValue(a!, b!, r.byValue)) faults.push('notPair');
  if (before.splitAces && a !== undefined && isAce(a) && !r.resplitAces) faults.push('resplitAces');
  return faults;
}

/**
 * Whether the split that made `hand` (a hand numbered 2 or more) was admitted, at a table posting `maxSplits`. Hands are numbered as splits make them,
 * so hand k was made by the seat's (k-1)th split; the hand split is rebuilt as it stood then (its cards up to the
 * split, with the card that moved).
 */
export function splitAdmitted(seat: BjSeat, hand: BjHand, r: SplitRules, maxSplits: number | undefined): boolean {
  if (!r.onlyAsAllowed || hand.index === 1 || hand.splitFrom === undefined) return true;
  // Hand k was made by split k-1: past the posted maximum (split-allowed's «split number n»), where that voids it.
  if (r.postedMaxVoids && maxSplits !== undefined && hand.index - 1 > maxSplits) return false;
  const splits = seat.hands
    .flatMap((h) => h.decisions.filter((d) => d.action === 'split').map((d) => ({ from: h, d })))
    .sort((x, y) => x.d.index - y.d.index);
  const made = splits[hand.index - 2];
  const moved = hand.cards[0];
  if (!made || moved === undefined) return true;
  const { from, d } = made;
  const earlier = from.decisions.filter((x) => x.index < d.index);
  const before: BjHand = {
    ...from,
    cards: [...from.cards.slice(0, d.cards - 1), moved],
    decisions: earlier,
    // Split aces before this split: a hand a split of aces made, or one already split on aces.
    splitAces: from.splitAces && (from.index > 1 || earlier.some((x) => x.action === 'split')),
  };
  return splitFaults(before, r).length === 0;
}
