import type { Card } from '../core/cards.js';
import type { Money } from '../core/money.js';
import type { Face, HandEvent, Medium, Participant, ProcedureName, Spot } from '../core/types.js';

/**
 * A pai gow round with the random-number bonus, as its events built it:
 * betting, then (optionally) "no more bets", the random number, the bonus
 * settlements, and the deal of the seven-card hands. The main pai gow hand's
 * outcome is not followed: the engine only records its wagers and settlements.
 */
export type PgStage = 'betting' | 'closed' | 'settling' | 'dealing';

export interface PaigowWager {
  seat: number;
  amount: Money;
  /** Player ids named on the seat's pai gow bet events. */
  players: readonly string[];
  firstIndex: number;
}

/** One bet event on the bonus layout. */
export interface BonusBetRecord {
  index: number;
  amount: Money;
  medium: Medium;
  player?: string;
  behind: boolean;
  /** Stage when the chips went down: 'closed' is after "no more bets", 'settling' or 'dealing' after the random number. */
  stage: PgStage;
  /** Event index of the wager's first settlement, when the chips went down after it (the catalog judges them). */
  afterSettlement?: number;
}

/** A seat's bonus wager on one number (every bet event on that number adds to it). */
export interface BonusWager {
  seat: number;
  number: number;
  amount: Money;
  bets: readonly BonusBetRecord[];
}

export interface PgSettlement {
  type: 'payout' | 'collect' | 'return' | 'commission';
  index: number;
  seat?: number;
  spot: Spot;
  /** The bonus number settled: as the event named it, or as attributed (see `attributed`). */
  number?: number;
  /** How the settlement was tied to a bonus wager: named by the event, inferred, or to no wager at all. */
  attributed?: 'named' | 'inferred' | 'none';
  amount: Money;
  stage: PgStage;
}

export interface RngResult {
  value: number;
  index: number;
  stage: PgStage;
}

export interface PgState {
  stage: PgStage;
  paigow: readonly PaigowWager[];
  bonus: readonly BonusWager[];
  noMoreBetsAt?: number;
  /** Every activation of the random number generator, in order; the first is the round's number. */
  rng: readonly RngResult[];
  firstDealAt?: number;
  /** Every card dealt, in order; `face` is how it lies now (a reveal turns a face-down card up). */
  dealt: readonly { to: Participant; card: Card; index: number; face: Face }[];
  settlements: readonly PgSettlement[];
  procedures: readonly { name: ProcedureName; index: number; stage: PgStage }[];
  lastEvent?: HandEvent;
}

/** The round's random number: the first activation's result. */
export function roundNumber(s: PgState): RngResult | undefined {
  return s.rng[0];
}

export function paigowWagerOf(s: PgState, seat: number): PaigowWager | undefined {
  return s.paigow.find((w) => w.seat === seat);
}

/** The settlements tied to one bonus wager. */
export function settlementsOfWager(s: PgState, w: Pick<BonusWager, 'seat' | 'number'>): PgSettlement[] {
  return s.settlements.filter((x) => x.spot === 'bonus' && x.seat === w.seat && x.number === w.number && x.attributed !== 'none');
}
