import { rankOf } from '../../../engine/core/cards.js';
import type { Card } from '../../../engine/core/cards.js';
import type { Money } from '../../../engine/core/money.js';

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
  /** `handBack`: the part of `amount` beyond the most a double may add, which a correct table hands back with the settlement. */
  | { t: 'double'; amount: Money; card: Card; handBack?: Money }
  /**
   * Moves the hand's second card to a new hand, numbered `to`, with a wager of `amount`; `handBack`: the part of
   * `amount` beyond the original wager, which a correct table hands back with the new hand's settlement.
   */
  | { t: 'split'; amount: Money; to: number; handBack?: Money };

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
  /** The seated player's id, logged on the box's bets and decisions when someone bets behind the box. */
  player?: string;
  /** Bets placed behind the box by standing players (Marbella, Jugadores), settled with the box's first hand. */
  behind?: { player: string; amount: Money }[];
  /** The log settles the box and the bets behind it in one event (format 1.1 judges them together); else each names its bet. */
  behindTogether?: boolean;
  hands: SimHand[];
  insurance?: Money;
  /** The part of `insurance` the rules do not admit (over the limit), which a correct table hands back and settles nothing on. */
  insuranceHandBack?: Money;
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
  /**
   * The dealer's second card: dealt face down in the mandatory dealing and revealed after the players,
   * or, where the table deals no hole card (`holeCard` false, the European deal), drawn after the players.
   */
  hole: Card;
  /**
   * The up card dealt face down and turned up as the dealer deals himself the hole card (Pot Luck Art. 8º
   * «...carta cubierta para sí mismo, descubriendo la primera carta que recibió»).
   */
  upDealtDown?: boolean;
  draws: Card[];
  /** Cards a fault may deal: copies the shoe holds and never deals (table.ts `sparesFor`); faults take them in turn. */
  spares?: Card[];
  /** The table's posted pool commission, in hundredths of a percent. */
  commissionHundredths: number;
  /** False for a table that deals the dealer no hole card; absent means a hole card. */
  holeCard?: boolean;
  /** A posted table setting that overrides BjSimRules.dealerBlackjackTakesOriginal. */
  dealerBlackjackTakesOriginal?: boolean;
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
  /**
   * A card the dealer drew after reaching a total he must stand on counts toward his hand (the settlement follows
   * the cards); false: his hand is the one he had to stand on (the catalog's dealer_extra_cards_count).
   */
  dealerExtraCardsCount: boolean;
  /**
   * A card a player's hand was dealt after a double's one card, or after a split ace's one card, counts toward the
   * hand (the settlement follows the cards); false: it is no part of the hand (the catalog's one_card_extra_cards_count).
   */
  playerExtraCardsCount: boolean;
  /** On a dealer blackjack a split or doubled player loses only the original wager (a table may post otherwise). */
  dealerBlackjackTakesOriginal: boolean;
  /** The pool bet's highest commission; null where the rules have no pool bet. */
  maxCommissionHundredths: number | null;
  /** The two-card totals a double is allowed on (an ace counted as 1 or 11); null: any two cards. */
  doubleTotals: readonly number[] | null;
  /** A player may double for less than the most allowed (Pot Luck «hasta por un máximo»); false: always the full amount. */
  doubleForLess: boolean;
  /** An ace dealt to a split ace is split again (up to the table's splits). */
  resplitAces: boolean;
  /** Standing players bet behind a box. */
  behindBets: boolean;
  /** Now and then the dealer deals his first card face down and turns it up as he deals the hole card. */
  upCardTurnedWithHole?: boolean;
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

/** A double is allowed on these two cards' total, an ace counted as one or as eleven. */
export function doubleTotalAllowed(cards: readonly Card[], totals: readonly number[] | null): boolean {
  if (totals === null) return true;
  const hard = cards.reduce((a, c) => a + cardValue(c), 0);
  return totals.includes(hard) || (cards.some(isAceCard) && totals.includes(hard + 10));
}

/** The table deals the dealer a hole card (absent: yes). */
export function hasHoleCard(r: SimRound): boolean {
  return r.holeCard !== false;
}

export function takesOriginalOnly(r: SimRound, rules: BjSimRules): boolean {
  return r.dealerBlackjackTakesOriginal ?? rules.dealerBlackjackTakesOriginal;
}

/** The box split a pair of aces: each of its hands is a split ace (re-split only on another ace). */
export function splitAces(s: SimSeat): boolean {
  const h1 = s.hands[0]!;
  const split = h1.steps[0];
  return split?.t === 'split' && isAceCard(h1.start[0]!) && isAceCard(h1.start[1]!);
}

/**
 * The cards each of the box's hands ends with, by hand index. `extraCount` false: a card dealt after a double's one
 * card, or to a split ace already holding its one card, is no part of the hand (BjSimRules.playerExtraCardsCount).
 */
export function handsCardsOf(s: SimSeat, extraCount: boolean): Map<number, Card[]> {
  const aces = splitAces(s);
  const cards = new Map<number, Card[]>([[1, [...s.hands[0]!.start]]]);
  for (const h of [...s.hands].sort((a, b) => a.index - b.index)) {
    const mine = cards.get(h.index)!;
    let doubled = false;
    for (const st of h.steps) {
      if (st.t === 'split') cards.set(st.to, [mine.pop()!]);
      else if (st.t !== 'stand') {
        if (extraCount || !isExtraCard(mine, doubled, aces)) mine.push(st.card);
        if (st.t === 'double') doubled = true;
      }
    }
  }
  return cards;
}

/** Whether a card dealt to a hand holding `cards` is one the rules do not give it: after a double's card, or a split ace's. */
export function isExtraCard(cards: readonly Card[], doubled: boolean, splitAce: boolean): boolean {
  return doubled || (splitAce && cards.length >= 2);
}

export function dealerCardsOf(r: SimRound): Card[] {
  return [r.up, r.hole, ...r.draws];
}

/** The dealer's hand as the wagers are settled against it: every card, or only those up to the total he had to stand on. */
export function dealerHandOf(r: SimRound, rules: BjSimRules): Card[] {
  const cards = dealerCardsOf(r);
  if (rules.dealerExtraCardsCount) return cards;
  for (let n = 2; n < cards.length; n++) {
    const t = totalOf(cards.slice(0, n));
    if (t.total > 17 || (t.total === 17 && (!t.soft || rules.dealerStandsOnSoft17))) return cards.slice(0, n);
  }
  return cards;
}

/** amount × n / d, which must come out in whole minor units (every simulated stake makes it so). */
export function times(amount: Money, [n, d]: [number, number]): Money {
  const p = amount * n;
  if (p % d !== 0) throw new Error(`simulator bug: ${amount} × ${n}/${d} is not a whole number of minor units`);
  return (p / d) as Money;
}
