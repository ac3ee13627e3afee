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
  readonly seat: number;
  readonly amount: Money;
  /** Player ids named on the seat's pai gow bet events. */
  readonly players: readonly string[];
  readonly firstIndex: number;
}

/** One bet event on the bonus layout. */
export interface BonusBetRecord {
  readonly index: number;
  readonly amount: Money;
  readonly medium: Medium;
  readonly player?: string;
  readonly behind: boolean;
  /** Stage when the chips went down: 'closed' is after "no more bets", 'settling' or 'dealing' after the random number. */
  readonly stage: PgStage;
  /** Event index of the wager's first settlement, when the chips went down after it (the catalog judges them). */
  readonly afterSettlement?: number;
}

/** A seat's bonus wager on one number (every bet event on that number adds to it). */
export interface BonusWager {
  readonly seat: number;
  readonly number: number;
  readonly amount: Money;
  readonly bets: readonly BonusBetRecord[];
}

export interface PgSettlement {
  readonly type: 'payout' | 'collect' | 'return' | 'commission';
  readonly index: number;
  readonly seat?: number;
  readonly spot: Spot;
  /** The bonus number settled: as the event named it, or as attributed (see `attributed`). */
  readonly number?: number;
  /** How the settlement was tied to a bonus wager: named by the event, inferred, or to no wager at all. */
  readonly attributed?: 'named' | 'inferred' | 'none';
  readonly amount: Money;
  readonly stage: PgStage;
}

export interface PgDeal {
  readonly to: Participant;
  readonly card: Card;
  readonly index: number;
  readonly face: Face;
}

export interface PgProcedure {
  readonly name: ProcedureName;
  readonly index: number;
  readonly stage: PgStage;
}

export interface RngResult {
  readonly value: number;
  readonly index: number;
  readonly stage: PgStage;
}

/**
 * Read-only: the rules observe it (engine/core/engine-types.ts, EngineFold); the engine alone writes its own
 * copy. Wagers, bets, cards dealt, settlements and procedures are records never changed once made (a change
 * makes a new one).
 */
export interface PgState {
  readonly stage: PgStage;
  readonly paigow: readonly PaigowWager[];
  readonly bonus: readonly BonusWager[];
  readonly noMoreBetsAt?: number;
  /** Every activation of the random number generator, in order; the first is the round's number. */
  readonly rng: readonly RngResult[];
  readonly firstDealAt?: number;
  /** Every card dealt, in order; `face` is how it lies now (a reveal turns a face-down card up). */
  readonly dealt: readonly PgDeal[];
  readonly settlements: readonly PgSettlement[];
  readonly procedures: readonly PgProcedure[];
  readonly lastEvent?: HandEvent;
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
