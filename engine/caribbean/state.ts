import type { Card } from '../core/cards.js';
import type { Money } from '../core/money.js';
import type { Face, Medium, Participant, ProcedureName } from '../core/types.js';
import { seatIn } from '../core/fold-lists.js';

/**
 * The table of a Caribbean Stud hand, as the events built it. Stages follow
 * the game: antes, the five-round deal, the players' decisions (raise or
 * fold), and the dealer's turn (reveal, comparison, settlement). The stage is
 * what the events say happened, not what should have happened: a decision
 * made in the middle of the deal moves the table to 'deciding' all the same.
 */
export type CsStage = 'betting' | 'dealing' | 'deciding' | 'dealer';

export interface CsAnte {
  readonly index: number;
  readonly amount: Money;
  readonly player?: string;
  readonly medium: Medium;
}

export interface CsCard {
  readonly card: Card;
  readonly face: Face;
  /** Face as dealt (a reveal later turns `face` up but leaves this). */
  readonly dealtFace: Face;
  readonly index: number;
  readonly revealedAt?: number;
  /**
   * Known only from its reveal: the participant turned over a card the record never dealt him (its deal left out of
   * the log). A reveal turns over a face-down card, so it was dealt down; `index` is the reveal's. The hand holds it
   * (the comparison is made on the cards shown); the rules report the deal the record lacks (Art. 10º).
   */
  readonly revealedOnly?: true;
}

export interface CsDecision {
  readonly action: 'bet' | 'fold';
  readonly index: number;
  readonly amount?: Money;
}

export interface CsSeat {
  readonly seat: number;
  /** Ante bets placed on the zone itself, in order (several chips placements add up). */
  readonly antes: readonly CsAnte[];
  readonly ante: Money;
  /** Ante bets placed behind the zone (another person betting on it). */
  readonly behind: readonly CsAnte[];
  readonly cards: readonly CsCard[];
  /** The zone's decision: the first it made (Art. 11º gives a zone one, a bet or a fold). */
  readonly decision?: CsDecision;
  /**
   * Decisions the zone recorded after its first, in order: a raise placed in two stacks, a fold after a bet, a bet
   * after a fold. The engine follows them (the table did it); the rules judge what they are worth.
   */
  readonly laterDecisions: readonly CsDecision[];
  /** The chips the zone's bet decisions put on the `bet` spot: the first one's amount and any later bet's, zero unless the player bet. */
  readonly bet: Money;
  /** Event index of the zone's first settlement: no card or decision of the zone may follow it. */
  readonly settledAt?: number;
  /**
   * Antes settled before any card was dealt (set aside when another ante follows that settlement, or at the
   * first card when none does): what was settled
   * (`amount`: the chips collected or handed back, with any payout made on them) belongs to no coup; the ante
   * settlements before event `until` are theirs (`onSpot`: the antes the zone held when they were made). Chips
   * the settlement left on the spot stay in `antes`.
   */
  readonly withdrawn?: { readonly amount: Money; readonly onSpot: Money; readonly until: number };
}

export interface CsSettlement {
  readonly type: 'payout' | 'collect' | 'return';
  readonly index: number;
  readonly seat: number;
  readonly spot: 'ante' | 'bet';
  readonly amount: Money;
  readonly stage: CsStage;
}

export interface CsProcedure {
  readonly name: ProcedureName;
  readonly index: number;
  readonly stage: CsStage;
  readonly by?: Participant;
  readonly participant?: Participant;
  readonly count?: number;
  readonly decks?: number;
}

export interface CsDeal {
  readonly index: number;
  readonly to: Participant;
  readonly card: Card;
  readonly face: Face;
}

/**
 * Read-only: the rules observe it (engine/core/engine-types.ts, EngineFold); the engine alone writes its own
 * copy. The audit's fold writes its seats (and their lists) and the dealer's list in place: a rule keeps a
 * number or a record it read, never a seat or list. Cards, antes, decisions and settlements are records
 * never changed once made (a reveal makes a new card record in the card's place).
 */
export interface CsState {
  /** The smallest amount the hand's currency pays, in minor units (paymentUnit: 1, or 100 for JPY, CLP): a ratio is rounded to it. */
  readonly moneyUnit: number;
  readonly stage: CsStage;
  readonly seats: readonly CsSeat[];
  readonly dealer: readonly CsCard[];
  /** Every card dealt, in order, to whoever received it. */
  readonly deals: readonly CsDeal[];
  readonly settlements: readonly CsSettlement[];
  readonly procedures: readonly CsProcedure[];
  readonly firstDealAt?: number;
  readonly firstDecisionAt?: number;
  /** The first of the dealer's cards turned over. */
  readonly dealerRevealStartedAt?: number;
  /** The first settlement that rests on the dealer's hand (a zone that did not fold): no dealer card may follow it. */
  readonly dealerSettled?: { readonly index: number; readonly seat: number };
}

export function seatOf(state: CsState, seat: number): CsSeat | undefined {
  return seatIn(state.seats, seat);
}

/** Seats that took part: an ante on the zone, or cards dealt to it. */
export function seatsInHand(state: CsState): CsSeat[] {
  return state.seats.filter((s) => s.ante > 0 || s.cards.length > 0);
}

/** Seats whose wagers the settlement is judged on: those in the hand, and any other zone the table settled. */
export function seatsJudged(state: CsState): CsSeat[] {
  return state.seats.filter((s) => s.ante > 0 || s.cards.length > 0 || state.settlements.some((x) => x.seat === s.seat));
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
