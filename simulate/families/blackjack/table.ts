import type { Card } from '../../../engine/core/cards.js';
import type { Money } from '../../../engine/core/money.js';
import { amountOut } from '../../core/log.js';
import type { Rng } from '../../core/rng.js';
import { Shoe } from '../../core/shoe.js';
import type { LogHand, Played, SimTable } from '../../core/types.js';
import type { BjSimRules, SimRound } from './model.js';
import { playRound } from './play.js';
import type { BjSimTable } from './play.js';
import { renderRound } from './render.js';

/**
 * A blackjack table between rounds: hand-shuffled shoes that run to the cut
 * card (shuffle and cut logged when a shoe starts), or a continuous shuffler
 * (every round from a freshly shuffled shoe, shuffle and cut logged each time,
 * as the shared examples do).
 */
export interface BjTableState {
  kind: 'shoe' | 'continuous';
  decks: number;
  sim: BjSimTable;
  shoe?: Shoe;
  shoes: number;
  /** Spare cards handed out so far from the bottom of the shoe in play (fault cards: see `sparesFor`). */
  sparesOut: number;
}

/** Spare cards each round may hand to its fault (a box beyond the table's two, and the dealer's draws it then owes). */
export const SPARES_PER_ROUND = 4;
/** Cards past the cut card left to the round in play before the spares begin: more than any round deals. */
const SPARE_MARGIN = 30;

export interface BjTablePlan {
  id: string;
  kind: 'shoe' | 'continuous';
  decks: number;
  minBet: Money;
  maxBet: Money;
  /** The posted max_splits; where none is posted (undefined) players split at most `playerMaxSplits` times. */
  maxSplits?: number;
  playerMaxSplits?: number;
  /** The posted pool commission; undefined where the rules have no pool bet. */
  commissionHundredths?: number;
  /** Boxes that play; `postSeats` also posts their number as the table's `seats`. */
  seats: number;
  postSeats?: boolean;
  /** Posted as dealer_hole_card when given; absent means a hole card. */
  holeCard?: boolean;
  /** Posted as original_bets_only when given: a dealer blackjack takes only the original wager (true) or every wager (false). */
  originalBetsOnly?: boolean;
}

export function openBjTable(n: number, plan: BjTablePlan): SimTable {
  const state: BjTableState = {
    kind: plan.kind,
    decks: plan.decks,
    sim: {
      minBet: plan.minBet,
      maxBet: plan.maxBet,
      maxSplits: plan.maxSplits ?? plan.playerMaxSplits ?? 3,
      commissionHundredths: plan.commissionHundredths ?? 0,
      seats: plan.seats,
      holeCard: plan.holeCard ?? true,
      ...(plan.originalBetsOnly !== undefined ? { dealerBlackjackTakesOriginal: plan.originalBetsOnly } : {}),
    },
    shoes: 0,
    sparesOut: 0,
  };
  // The key order of the posted configuration is the shared examples'.
  const config: Record<string, unknown> = { decks: plan.decks, min_bet: amountOut(plan.minBet), max_bet: amountOut(plan.maxBet) };
  if (plan.maxSplits !== undefined) config['max_splits'] = plan.maxSplits;
  if (plan.commissionHundredths !== undefined) config['pool_commission_pct'] = plan.commissionHundredths / 100;
  if (plan.postSeats) config['seats'] = plan.seats;
  if (plan.holeCard !== undefined) config['dealer_hole_card'] = plan.holeCard;
  if (plan.originalBetsOnly !== undefined) config['original_bets_only'] = plan.originalBetsOnly;
  return { id: plan.id, n, dealerId: `D-${String(101 + n)}`, config, state };
}

/**
 * The cards a fault in this round may deal (a hit the player did not ask for, a box beyond the table): taken
 * from the bottom of the shoe, below the cut card and the round that brings it out, which no round deals, each
 * handed to one round only. A fault's card is then a copy the shoe holds and never deals, so no shoe shows a
 * card more often than its decks hold it (the format's continuity, audit/shoe-continuity.ts), whatever rounds
 * are faulted. The play does not change: the same seed deals the same cards with or without faults. Late in a
 * shoe, past its spares, a fault that needs a card finds no occasion.
 */
function sparesFor(st: BjTableState): Card[] {
  const shoe = st.shoe!;
  const size = shoe.cards.length;
  if (st.sparesOut + SPARES_PER_ROUND > shoe.cutFromBase - SPARE_MARGIN) return [];
  const out: Card[] = [];
  for (let k = 0; k < SPARES_PER_ROUND; k++) out.push(shoe.cards[size - 1 - st.sparesOut++]!);
  return out;
}

/** Plays a round at the table and writes its hand object. */
export function playBjHand(
  rng: Rng, table: SimTable, rules: BjSimRules, head: { game: string; ruleset: string; currency: string; handId: string; startedAt: string },
): Played<SimRound> {
  const st = table.state as BjTableState;
  let shuffled = false;
  if (st.kind === 'continuous' || !st.shoe || st.shoe.cutCardOut) {
    // The cut card leaves a fifth to a quarter of the shoe behind it: more than any round can use.
    const size = st.decks * 52;
    st.shoe = new Shoe(st.decks, rng, rng.range(Math.ceil(size / 5), Math.floor(size / 4)));
    st.shoes++;
    st.sparesOut = 0;
    shuffled = true;
  }
  const round = playRound(rng, st.shoe, st.sim, rules, shuffled);
  round.spares = sparesFor(st);
  const hand: LogHand = {
    hand_id: head.handId,
    game: head.game,
    ruleset: head.ruleset,
    table_id: table.id,
    dealer_id: table.dealerId,
    started_at: head.startedAt,
    currency: head.currency,
    table: table.config,
    events: renderRound(round, rules),
  };
  if (st.kind === 'shoe') hand.shoe_id = `${table.id}-S${String(st.shoes).padStart(3, '0')}`;
  return { hand: reorderKeys(hand), model: round };
}

/** hand_id, game, ruleset, table_id, dealer_id, shoe_id, started_at, currency, table, events: the order of the shared examples. */
function reorderKeys(h: LogHand): LogHand {
  const out: Record<string, unknown> = {};
  for (const k of ['hand_id', 'game', 'ruleset', 'table_id', 'dealer_id', 'shoe_id', 'started_at', 'currency', 'table', 'events'] as const) {
    if (h[k] !== undefined) out[k] = h[k];
  }
  return out as unknown as LogHand;
}
