import { rankOf } from '../../../../engine/core/cards.js';
import type { Card } from '../../../../engine/core/cards.js';
import type { Money } from '../../../../engine/core/money.js';

/**
 * The simulator's own record of a blackjack round: the cards and the choices,
 * nothing derived. `render` turns it into the log a correct dealer writes
 * (order of events, settlements and their timing), so a fault that changes
 * the play (a card too many) changes the model and renders it again.
 *
 * Totals are computed here again, not taken from the engine, so the
 * property tests compare two independent readings of the same rules.
 */
export type Step =
  /** A card dealt without a decision: the card that completes a split hand. */
  | { t: 'card'; card: Card }
  | { t: 'hit'; card: Card }
  | { t: 'stand' }
  | { t: 'double'; amount: Money; card: Card }
  /** Moves the hand's second card to a new hand, numbered `to`, with a wager of `amount`. */
  | { t: 'split'; amount: Money; to: number };

export interface SimHand {
  index: number;
  /** Hand 1: the two cards of the mandatory dealing; a split hand: the card moved to it. */
  start: Card[];
  steps: Step[];
}

export interface SimSeat {
  seat: number;
  bet: Money;
  pool: Money;
  hands: SimHand[];
  insurance?: Money;
  evenMoney?: boolean;
  /** Logs an explicit decline when insurance is offered. */
  declined?: boolean;
  surrender?: boolean;
}

export interface SimRound {
  /** Shuffle and cut logged before the bets (a new shoe, or every round at a continuous shuffler). */
  shuffle?: { cutBy: number };
  seats: SimSeat[];
  up: Card;
  hole: Card;
  draws: Card[];
  /** The table's posted pool commission, in hundredths of a percent. */
  commissionHundredths: number;
}

/** The numbers of a blackjack-family regulation the simulator plays by. */
export interface BjSimRules {
  blackjack: [number, number];
  insurance: [number, number];
  insuranceMax: [number, number];
  evenMoney: [number, number];
  win: [number, number];
  surrenderLoses: [number, number];
  doubleMax: [number, number];
  /** Surrender offered (never against an ace). */
  surrender: boolean;
  splitByValue: boolean;
  doubleAfterSplit: boolean;
  dealerStandsOnSoft17: boolean;
  /** On a dealer blackjack a split or doubled player loses only the original wager. */
  dealerBlackjackTakesOriginal: boolean;
  maxCommissionHundredths: number;
}

export function cardValue(c: Card): number {
  const r = rankOf(c);
  return r >= 10 ? 10 : r;
}

export function totalOf(cards: readonly Card[]): { total: number; soft: boolean } {
  let sum = 0;
  let ace = false;
  for (const c of cards) {
    const v = cardValue(c);
    sum += v;
    if (v === 1) ace = true;
  }
  return ace && sum + 10 <= 21 ? { total: sum + 10, soft: true } : { total: sum, soft: false };
}

export function isTwoCard21(cards: readonly Card[]): boolean {
  return cards.length === 2 && totalOf(cards).total === 21;
}

export function isAceCard(c: Card): boolean {
  return rankOf(c) === 1;
}

export function isTenValue(c: Card): boolean {
  return rankOf(c) >= 10;
}

/** A Black Jack on the box: the two cards of the mandatory dealing make 21 and the box was not split. */
export function isNatural(s: SimSeat): boolean {
  return s.hands.length === 1 && s.hands[0]!.steps.length === 0 && isTwoCard21(s.hands[0]!.start);
}

export function dealerCardsOf(r: SimRound): Card[] {
  return [r.up, r.hole, ...r.draws];
}

/** amount × n / d, which must come out in whole minor units (every simulated stake makes it so). */
export function times(amount: Money, [n, d]: [number, number]): Money {
  const p = amount * n;
  if (p % d !== 0) throw new Error(`simulator bug: ${amount} × ${n}/${d} is not a whole number of minor units`);
  return (p / d) as Money;
}
