import type { Card } from '../core/cards.js';
import type { Money } from '../core/money.js';
import type { Face, HandEvent, Participant, ProcedureName, Spot } from '../core/types.js';
import { seatIn } from '../core/fold-lists.js';

/**
 * The table of a blackjack-family game, as the events built it. The stages
 * follow the Peruvian text's vocabulary: betting, the mandatory dealing
 * (two cards to each box, the dealer's cards), the offers that sit between
 * it and the voluntary dealing (insurance, surrender, even money), the
 * players' voluntary dealing, and the dealer's turn.
 */
export type BjStage = 'betting' | 'mandatory' | 'offers' | 'players' | 'dealer';

export interface BjHand {
  readonly index: number;
  readonly cards: readonly Card[];
  /** The stake on this hand now: the original (or split) stake plus any double. */
  readonly wager: Money;
  /** The stake the hand started with (for hand 1 the original bet; for a split hand its equal stake). */
  readonly original: Money;
  readonly doubled: Money;
  /** Event index of the double, and how many cards the hand had then. */
  readonly doubledAt?: number;
  readonly cardsAtDouble?: number;
  /** Set on both hands of a split: the hand the cards came from. */
  readonly splitFrom?: number;
  readonly splitAces: boolean;
  /** The player stood on two cards or more (a stand recorded before the second card is a stray record: step.ts). */
  readonly stood: boolean;
  readonly surrendered: boolean;
  readonly evenMoney: boolean;
  /** Cards at the end of the mandatory dealing (hand 1 only): the pool-bet score. */
  /** Every decision on the hand, in order: the cards the hand held then, and the chips it staked (0 for none). */
  readonly decisions: readonly { readonly action: string; readonly index: number; readonly cards: number; readonly amount: Money }[];
  /** Event index of the first settlement of this hand's own main wager (not a bet behind it). */
  readonly settledAt?: number;
  /**
   * The first card or decision on this hand after it was settled (the table settled it before its play
   * ended), with the cards and stake the hand held when it was settled: the settlement is what the
   * table decided then, and is judged on what it was deciding.
   */
  readonly playedAfterSettlement?: { readonly index: number; readonly settledAt: number; readonly cards: readonly Card[]; readonly wager: Money; readonly original: Money };
}

/** A bet as placed, with what the table showed then: the rules decide whether it came too late. */
export interface BjBet {
  readonly index: number;
  readonly spot: 'main' | 'pool';
  readonly amount: Money;
  readonly behind: boolean;
  readonly player?: string;
  /** Cards the box's first hand held when the bet was placed. */
  readonly cardsHeld: number;
  /** Whether the mandatory dealing had ended (and whether any card had left the shoe). */
  readonly afterMandatory: boolean;
  readonly afterFirstCard: boolean;
}

export interface BjSeat {
  readonly seat: number;
  readonly player?: string;
  /** Sum of main-spot bets placed on the box (not behind). */
  readonly main: Money;
  /** Every bet on the seat, in order (the box's, the pool's and those behind it). */
  readonly bets: readonly BjBet[];
  readonly pool: Money;
  readonly behind: Money;
  readonly insurance: Money;
  readonly insuranceAt?: number;
  /** Every insurance decision on the seat, in order, as placed (whose, where the log names it): the rules judge each. */
  /** `hand`: the hand the decision names (or the one being played); `splits`: the seat's splits made before it. */
  readonly insurances: readonly { readonly index: number; readonly amount: Money; readonly hand: number; readonly splits: number; readonly player?: string }[];
  readonly hands: readonly BjHand[];
  readonly splits: number;
  /**
   * The box's two cards when the mandatory dealing ended; where play began with it unfinished (a box left short a
   * card), the box's cards (two at most) when the first player decision was taken.
   */
  readonly firstTwo?: readonly Card[];
}

export interface DealerCard {
  readonly card: Card;
  readonly face: Face;
  readonly index: number;
  /** Dealt face down, then turned up by a reveal event (its index). */
  readonly revealedAt?: number;
}

export interface Settlement {
  readonly type: 'payout' | 'collect' | 'return' | 'commission' | 'pool_award';
  readonly index: number;
  readonly seat?: number;
  readonly spot?: Spot;
  readonly hand?: number;
  readonly amount: Money;
  readonly stage: BjStage;
  /** Format 1.1: the settlement names a bet behind the box (and whose, with `player`). */
  readonly behind?: boolean;
  readonly player?: string;
}

export interface DealRecord {
  readonly index: number;
  readonly to: Participant;
  /** For a seat: the hand the card went to (resolved when the log leaves it implicit). */
  readonly hand?: number;
  readonly face: Face;
  readonly stage: BjStage;
}

export interface BjProcedure {
  readonly name: ProcedureName;
  readonly index: number;
  readonly stage: BjStage;
}

/**
 * Read-only: the rules observe it (engine/core/engine-types.ts, EngineFold); the engine alone writes
 * its own copy. In the audit's fold the seats and hands (and their lists) are written in place, so a
 * rule keeps what it read of them, not the seat or hand; the records they hold (a bet, a decision, an
 * insurance), the dealer's cards and the logs' records are never changed once made.
 */
export interface BjState {
  readonly stage: BjStage;
  /**
   * The seats on which the log places a main bet of the box's own anywhere in the hand: a card dealt to one of them
   * before its bet deals the box in with no stake (the bet, when it comes, is late); a card to any other seat
   * without a bet is refused.
   */
  readonly boxesBetLater: readonly number[];
  /** False for the European deal: the dealer's second card comes after the players. */
  readonly holeCard: boolean;
  /** The smallest amount the hand's currency pays, in minor units (paymentUnit: 1, or 100 for JPY, CLP): a ratio is rounded to it. */
  readonly moneyUnit: number;
  /** The table's posted max_splits (splits per original bet), where it posts one: a fact of the table the rules read. */
  readonly maxSplits: number | undefined;
  readonly seats: readonly BjSeat[];
  readonly dealer: readonly DealerCard[];
  /**
   * Index in `dealer` of the card that counts as the up card: the first card dealt face up in the
   * mandatory dealing, or the first card dealt face down and turned up during it (Pot Luck Art. 8º
   * «...carta cubierta para sí mismo, descubriendo la primera carta que recibió»), or turned up later but
   * before any box played with the hole card still covered (the error corrected late: Art. 8º's rule reports
   * it). A card the dealer draws is never the up card. A second card exposed by mistake takes its place (the same article).
   */
  readonly upCard?: number;
  /** Event index of a reveal that turned the dealer's first card up during the mandatory dealing. */
  readonly upCardRevealedAt?: number;
  readonly holeRevealedAt?: number;
  readonly deals: readonly DealRecord[];
  readonly settlements: readonly Settlement[];
  readonly procedures: readonly BjProcedure[];
  readonly mandatoryEndedAt?: number;
  readonly voluntaryStartedAt?: number;
  readonly dealerTurnAt?: number;
  readonly lastEvent?: HandEvent;
}

export function seatOf(state: BjState, seat: number): BjSeat | undefined {
  return seatIn(state.seats, seat);
}

export function handOf(state: BjState, seat: number, hand = 1): BjHand | undefined {
  return seatOf(state, seat)?.hands[hand - 1];
}

export function dealerCards(state: BjState): Card[] {
  return state.dealer.map((d) => d.card);
}

/** The dealer's up card: the first card, or the second if it was exposed by mistake. */
export function dealerUpCard(state: BjState): Card | undefined {
  return state.upCard === undefined ? undefined : state.dealer[state.upCard]?.card;
}

/**
 * Event index from which the mandatory dealing is over: where it ended (mandatoryEndedAt), or, at a table where the
 * dealer takes a hole card, at that card, the stage's last (Pot Luck Art. 8º: «Con la entrega de dos cartas
 * descubiertas a cada jugador y la entrega de una carta descubierta y otra cubierta al dealer concluye la etapa»). A box
 * left short a card (deal-order reports it) does not keep the offers, the surrender and the insurance from opening.
 */
export function mandatoryOverAt(state: BjState): number | undefined {
  if (state.mandatoryEndedAt !== undefined) return state.mandatoryEndedAt;
  return state.holeCard && state.dealer.length >= 2 ? state.dealer[1]!.index : undefined;
}

/** The hand that the last dealt card went to, for a deal to a seat. */
export function lastDealtHand(state: BjState): BjHand | undefined {
  const d = state.deals[state.deals.length - 1];
  if (!d || d.to.kind !== 'seat' || d.hand === undefined) return undefined;
  return handOf(state, d.to.seat, d.hand);
}
