import type { Card } from '../core/cards.js';
import type { Money } from '../core/money.js';
import type { Face, Medium, Participant, ProcedureName } from '../core/types.js';

/**
 * The table of a Caribbean Stud hand, as the events built it. Stages follow
 * the game: antes, the five-round deal, the players' decisions (raise or
 * fold), and the dealer's turn (reveal, comparison, settlement). The stage is
 * what the events say happened, not what should have happened: a decision
 * made in the middle of the deal moves the table to 'deciding' all the same.
 */
export type CsStage = 'betting' | 'dealing' | 'deciding' | 'dealer';

export interface CsAnte {
  index: number;
  amount: Money;
  player?: string;
  medium: Medium;
}

export interface CsCard {
  card: Card;
  face: Face;
  /** Face as dealt (a reveal later turns `face` up but leaves this). */
  dealtFace: Face;
  index: number;
  revealedAt?: number;
}

export interface CsDecision {
  action: 'bet' | 'fold';
  index: number;
  amount?: Money;
}

export interface CsSeat {
  seat: number;
  /** Ante bets placed on the zone itself, in order (several chips placements add up). */
  antes: readonly CsAnte[];
  ante: Money;
  /** Ante bets placed behind the zone (another person betting on it). */
  behind: readonly CsAnte[];
  cards: readonly CsCard[];
  decision?: CsDecision;
  /** The raise (`bet`) stake: the decision's amount, zero unless the player bet. */
  bet: Money;
  /** Event index of the zone's first settlement: no card or decision of the zone may follow it. */
  settledAt?: number;
  /**
   * Antes settled before any card was dealt, when another ante followed that settlement: what was settled
   * (`amount`: the chips collected or handed back, with any payout made on them) belongs to no coup; the ante
   * settlements before event `until` are theirs (`onSpot`: the antes the zone held when they were made). Chips
   * the settlement left on the spot stay in `antes`.
   */
  withdrawn?: { amount: Money; onSpot: Money; until: number };
}

export interface CsSettlement {
  type: 'payout' | 'collect' | 'return';
  index: number;
  seat: number;
  spot: 'ante' | 'bet';
  amount: Money;
  stage: CsStage;
}

export interface CsProcedure {
  name: ProcedureName;
  index: number;
  stage: CsStage;
  by?: Participant;
  participant?: Participant;
  count?: number;
  decks?: number;
}

export interface CsDeal {
  index: number;
  to: Participant;
  card: Card;
  face: Face;
}

export interface CsState {
  stage: CsStage;
  seats: readonly CsSeat[];
  dealer: readonly CsCard[];
  /** Every card dealt, in order, to whoever received it. */
  deals: readonly CsDeal[];
  settlements: readonly CsSettlement[];
  procedures: readonly CsProcedure[];
  firstDealAt?: number;
  firstDecisionAt?: number;
  /** The first of the dealer's cards turned over. */
  dealerRevealStartedAt?: number;
  /** The first settlement that rests on the dealer's hand (a zone that did not fold): no dealer card may follow it. */
  dealerSettled?: { index: number; seat: number };
}

export function seatOf(state: CsState, seat: number): CsSeat | undefined {
  return state.seats.find((s) => s.seat === seat);
}

/** Seats that took part: an ante on the zone, or cards dealt to it. */
export function seatsInHand(state: CsState): CsSeat[] {
  return state.seats.filter((s) => s.ante > 0 || s.cards.length > 0);
}

export function dealerCards(state: CsState): Card[] {
  return state.dealer.map((d) => d.card);
}

/** True once every card the dealer was dealt face down has been turned over. */
export function dealerFullyRevealed(state: CsState): boolean {
  return state.dealer.length > 0 && state.dealer.every((d) => d.face === 'up');
}

export function settlementsOf(state: CsState, seat: number, spot: 'ante' | 'bet'): CsSettlement[] {
  return state.settlements.filter((s) => s.seat === seat && s.spot === spot);
}
