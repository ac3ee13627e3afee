import type { Card } from '../core/cards.js';
import type { Money } from '../core/money.js';
import type { Face, HandEvent, Medium, Participant, ProcedureName, Spot } from '../core/types.js';

/** Punto is the participant `player`, Banca the participant `banker`. */
export type Side = 'player' | 'banker';
export type BacSpot = 'player' | 'banker' | 'tie';
export const BAC_SPOTS: readonly BacSpot[] = ['player', 'banker', 'tie'];

export interface BacBet {
  readonly index: number;
  readonly seat: number;
  readonly spot: BacSpot;
  readonly amount: Money;
  readonly medium: Medium;
  readonly behind: boolean;
  readonly player?: string;
}

export interface BacDeal {
  readonly index: number;
  readonly to: Side;
  readonly card: Card;
  readonly face: Face;
}

export interface BacProcedure {
  readonly index: number;
  readonly name: ProcedureName;
  readonly by?: Participant;
  readonly decks?: number;
  readonly position?: number;
  readonly cards?: readonly Card[];
  readonly count?: number;
}

export interface BacSettlement {
  readonly index: number;
  readonly type: 'payout' | 'collect' | 'return' | 'commission';
  /** Absent on a commission (the format gives it no seat). */
  readonly seat?: number;
  readonly spot: Spot;
  readonly amount: Money;
}

/**
 * A baccarat coup as the events built it: wagers, the two hands, the dealing room's procedures, the settlements.
 * Read-only: the rules observe it (engine/core/engine-types.ts, EngineFold); the engine alone writes its own
 * copy. Bets, deals, procedures and settlements are records never changed once made.
 */
export interface BacState {
  /** The smallest amount the hand's currency pays, in minor units (paymentUnit: 1, or 100 for JPY, CLP): a ratio is rounded to it. */
  readonly moneyUnit: number;
  readonly bets: readonly BacBet[];
  readonly punto: readonly Card[];
  readonly banca: readonly Card[];
  /** Every card that left the shoe to Punto or Banca, in order. */
  readonly deals: readonly BacDeal[];
  readonly procedures: readonly BacProcedure[];
  readonly settlements: readonly BacSettlement[];
  /** Event index of the first card dealt: the first card out of the shoe for the game. */
  readonly firstDealAt?: number;
  /** Event index of the first settlement: every wager rests on both hands, so a card after it means the coup was settled before it was complete. */
  readonly settledAt?: number;
  readonly lastEvent?: HandEvent;
}

/** One wager: everything placed on a zone's spot, behind bets included (the zone counts as one player). */
export interface BacWager {
  seat: number;
  spot: BacSpot;
  stake: Money;
}

/** The wagers of the coup, by seat then spot (Punto, Banca, Tie). */
export function wagersOf(state: BacState): BacWager[] {
  const byKey = new Map<string, BacWager>();
  for (const b of state.bets) {
    const key = `${b.seat}|${b.spot}`;
    const w = byKey.get(key);
    if (w) w.stake = (w.stake + b.amount) as Money;
    else byKey.set(key, { seat: b.seat, spot: b.spot, stake: b.amount });
  }
  const out = [...byKey.values()];
  // Most coups hold one wager: nothing to order (a sort copies its list even then).
  return out.length < 2 ? out : out.sort((a, b) => a.seat - b.seat || BAC_SPOTS.indexOf(a.spot) - BAC_SPOTS.indexOf(b.spot));
}

export function settlementsOf(state: BacState, seat: number, spot: Spot): BacSettlement[] {
  return state.settlements.filter((s) => s.seat === seat && s.spot === spot);
}

export function cardsOf(state: BacState, side: Side): readonly Card[] {
  return side === 'player' ? state.punto : state.banca;
}
