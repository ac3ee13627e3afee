import type { Card } from '../core/cards.js';
import type { Money } from '../core/money.js';
import type { Face, HandEvent, Medium, Participant, ProcedureName, Spot } from '../core/types.js';

/** Punto is the participant `player`, Banca the participant `banker`. */
export type Side = 'player' | 'banker';
export type BacSpot = 'player' | 'banker' | 'tie';
export const BAC_SPOTS: readonly BacSpot[] = ['player', 'banker', 'tie'];

export interface BacBet {
  index: number;
  seat: number;
  spot: BacSpot;
  amount: Money;
  medium: Medium;
  behind: boolean;
  player?: string;
}

export interface BacDeal {
  index: number;
  to: Side;
  card: Card;
  face: Face;
}

export interface BacProcedure {
  index: number;
  name: ProcedureName;
  by?: Participant;
  decks?: number;
  position?: number;
  cards?: readonly Card[];
  count?: number;
}

export interface BacSettlement {
  index: number;
  type: 'payout' | 'collect' | 'return' | 'commission';
  /** Absent on a commission (the format gives it no seat). */
  seat?: number;
  spot: Spot;
  amount: Money;
}

/** A baccarat coup as the events built it: wagers, the two hands, the dealing room's procedures, the settlements. */
export interface BacState {
  bets: readonly BacBet[];
  punto: readonly Card[];
  banca: readonly Card[];
  /** Every card that left the shoe to Punto or Banca, in order. */
  deals: readonly BacDeal[];
  procedures: readonly BacProcedure[];
  settlements: readonly BacSettlement[];
  /** Event index of the first card dealt: the first card out of the shoe for the game. */
  firstDealAt?: number;
  /** Event index of the first settlement: every wager rests on both hands, so a card after it means the coup was settled before it was complete. */
  settledAt?: number;
  lastEvent?: HandEvent;
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
  return [...byKey.values()].sort((a, b) => a.seat - b.seat || BAC_SPOTS.indexOf(a.spot) - BAC_SPOTS.indexOf(b.spot));
}

export function settlementsOf(state: BacState, seat: number, spot: Spot): BacSettlement[] {
  return state.settlements.filter((s) => s.seat === seat && s.spot === spot);
}

export function cardsOf(state: BacState, side: Side): readonly Card[] {
  return side === 'player' ? state.punto : state.banca;
}
