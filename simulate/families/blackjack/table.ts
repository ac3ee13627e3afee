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
}

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
    shuffled = true;
  }
  const round = playRound(rng, st.shoe, st.sim, rules, shuffled);
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
