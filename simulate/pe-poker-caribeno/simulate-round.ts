// The simulator's own record of a Póker Caribeño round and the log a correct dealer writes of it.
// Hand values come from the exact evaluator (engine/poker), but qualification, the comparison and
// every settlement are worked out here again from the regulation's text, not taken from the
// catalog's rules or parameters: an audit of these rounds compares two independent readings.
import { rankOf } from '../../engine/core/cards.js';
import type { Card } from '../../engine/core/cards.js';
import type { Money } from '../../engine/core/money.js';
import { categoryOf, evaluate5 } from '../../engine/poker/evaluator.js';
import type { HandCategory } from '../../engine/poker/evaluator.js';
import { fromCard } from '../../engine/poker/convert.js';
import { amountOut, cardOut } from '../core/log.js';
import type { LogEvent, LogHand, Played } from '../core/types.js';

/** The regulation's numbers (Reglamento del Juego de Póker Caribeño, El Peruano, 23-12-1999). */
export const CARIBENO_RULES = {
  cardsPerHand: 5, // Art. 10º «se reparten cinco cartas a cada jugador y al dealer ... en cinco rondas»
  anteWin: 1, // Art. 14º I «el ante ganador tiene un premio de proporción 1 a 1»
  noHandAnte: 1, // Art. 13º «pagará los ante ... en proporción 1 a 1. Los bet serán consideradas nulas»
  // Art. 11º does not say how much the bet (raise) is: standard Caribbean Stud practice, twice the ante.
  raisePerAnte: 2,
} as const;

/** Art. 14º II, to 1, at least: a posted table may pay more on a line, never less. */
export const MINIMUM_PAYTABLE: Readonly<Record<HandCategory, number>> = {
  royal_flush: 100, // a.- Escalera real de color
  straight_flush: 50, // b.- Escalera de color
  four_of_a_kind: 20, // c.- Póker
  full_house: 7, // d.- Full
  flush: 5, // e.- Color
  straight: 4, // f.- Escalera simple
  three_of_a_kind: 3, // g.- Trío
  two_pair: 2, // h.- Dos pares
  one_pair: 1, // i.- Un par o menos
  high_card: 1,
};

export interface CsSimAnte {
  player: string;
  amount: Money;
  medium?: 'cash' | 'verbal';
  /** Placed behind the zone by someone else (a fault). */
  behind?: boolean;
}

export interface CsSimZone {
  seat: number;
  /** The zone's player first; a second entry is another person betting on the zone (a fault). */
  antes: CsSimAnte[];
  /** Five cards in the order the zone received them. */
  cards: Card[];
  action: 'bet' | 'fold';
  /** The bet (raise): zero for a fold. */
  raise: Money;
  /** A bet settled as if the cards had gone this way (a fault). */
  settleAs?: Outcome;
}

export interface CsSimRound {
  /** The procedures before the antes: new deck, count, show, turn, wash, shuffle, cut. */
  pre: LogEvent[];
  /** This round opened a new deck (Art. 6º). */
  newDeck: boolean;
  zones: CsSimZone[];
  /** The dealer's five cards in dealing order; the fifth is dealt face up. */
  dealer: Card[];
  /** The shuffled deck, top first: the round dealt from it in order. */
  deck: Card[];
  /** The posted bet pay table, to 1 (at least the Art. 14º minimum). */
  paytable: Record<HandCategory, number>;
  /** The posted maximum payout of a bet (Art. 15º), minor units. */
  cap?: Money;
}

export function handValue(cards: readonly Card[]): number {
  const [a, b, c, d, e] = cards.map(fromCard) as [number, number, number, number, number];
  return evaluate5(a, b, c, d, e);
}

const ACE = 1;
const KING = 13;

/**
 * Art. 13º: the dealer has a hand unless his combination is «menor a un As ("A") y una "K"»:
 * any pair or better, or no combination but both an ace and a king among his cards.
 */
export function dealerQualifies(dealer: readonly Card[]): boolean {
  if (categoryOf(handValue(dealer)) !== 'high_card') return true;
  const ranks = new Set(dealer.map(rankOf));
  return ranks.has(ACE) && ranks.has(KING);
}

export function totalAnte(z: CsSimZone): Money {
  return z.antes.filter((a) => !a.behind).reduce((s, a) => s + a.amount, 0) as Money;
}

export type Outcome = 'fold' | 'no-hand' | 'loss' | 'tie' | 'win';

/** How a zone's wagers go by the cards (Arts. 11º-14º). */
export function outcomeOf(r: CsSimRound, z: CsSimZone): Outcome {
  if (z.action === 'fold') return 'fold';
  if (!dealerQualifies(r.dealer)) return 'no-hand';
  return comparison(r, z);
}

/** The comparison of Art. 12º alone, whether or not the dealer has a hand. */
export function comparison(r: CsSimRound, z: CsSimZone): 'loss' | 'tie' | 'win' {
  const p = handValue(z.cards);
  const d = handValue(r.dealer);
  return p < d ? 'loss' : p === d ? 'tie' : 'win';
}

/** A winning bet's amount by the posted line, before any cap. */
export function fullBetPayout(r: CsSimRound, z: CsSimZone): Money {
  const line = r.paytable[categoryOf(handValue(z.cards))];
  if (!Number.isInteger(line)) throw new Error(`the simulator posts whole-number pay lines, not ${line}`);
  return (z.raise * line) as Money;
}

/** A winning bet whose line amount passes the posted maximum (Art. 15º). */
export function isCapped(r: CsSimRound, z: CsSimZone): boolean {
  return r.cap !== undefined && fullBetPayout(r, z) > r.cap;
}

export type Settle = { type: 'payout' | 'collect' | 'return'; spot: 'ante' | 'bet'; amount: Money };

/**
 * What a correct dealer settles on a zone that bet. `asOutcome` settles it as if the comparison had
 * gone that way (for faults that mistake the dealer's qualification).
 */
export function settleBet(r: CsSimRound, z: CsSimZone, asOutcome: Outcome = outcomeOf(r, z)): Settle[] {
  const ante = totalAnte(z);
  switch (asOutcome) {
    case 'fold':
      return [{ type: 'collect', spot: 'ante', amount: ante }]; // Art. 11º «se retiran perdiendo su ante»
    case 'no-hand':
      return [
        { type: 'payout', spot: 'ante', amount: (ante * CARIBENO_RULES.noHandAnte) as Money },
        { type: 'return', spot: 'bet', amount: z.raise }, // Art. 13º «no recogerá ni pagará tales apuestas»
      ];
    case 'loss':
      return [{ type: 'collect', spot: 'ante', amount: ante }, { type: 'collect', spot: 'bet', amount: z.raise }];
    case 'tie':
      // Art. 12º declares a tie without saying how it is settled: both wagers pushed, the standard practice.
      return [{ type: 'return', spot: 'ante', amount: ante }, { type: 'return', spot: 'bet', amount: z.raise }];
    case 'win': {
      const full = fullBetPayout(r, z);
      return [
        { type: 'payout', spot: 'ante', amount: (ante * CARIBENO_RULES.anteWin) as Money },
        { type: 'payout', spot: 'bet', amount: (r.cap !== undefined && full > r.cap ? r.cap : full) as Money },
      ];
    }
  }
}

const verify = (seat: number): LogEvent => ({ type: 'procedure', name: 'verify_card_count', participant: `seat:${seat}`, count: CARIBENO_RULES.cardsPerHand });
const settleEvent = (seat: number, s: Settle): LogEvent => ({ type: s.type, seat, spot: s.spot, amount: amountOut(s.amount) });

/**
 * The log of a correct round: procedures, antes (Art. 9º), five rounds from the dealer's left, the
 * dealer last and his last card face up (Art. 10º), each player's decision in turn, a fold's ante
 * collected and its five cards verified at once (Arts. 8º, 11º), the dealer's cards revealed, then
 * each remaining zone settled and its cards verified (Arts. 8º, 11º-15º).
 */
export function renderRound(r: CsSimRound): LogEvent[] {
  const ev: LogEvent[] = r.pre.map((e) => ({ ...e }));
  for (const z of r.zones) {
    for (const a of z.antes) {
      ev.push({ type: 'bet', seat: z.seat, spot: 'ante', amount: amountOut(a.amount), player: a.player, ...(a.medium ? { medium: a.medium } : {}), ...(a.behind ? { behind: true } : {}) });
    }
  }
  for (let k = 0; k < CARIBENO_RULES.cardsPerHand; k++) {
    for (const z of r.zones) ev.push({ type: 'deal', to: `seat:${z.seat}`, card: cardOut(z.cards[k]!), face: 'down' });
    ev.push({ type: 'deal', to: 'dealer', card: cardOut(r.dealer[k]!), face: k === CARIBENO_RULES.cardsPerHand - 1 ? 'up' : 'down' });
  }
  for (const z of r.zones) {
    if (z.action === 'fold') {
      ev.push({ type: 'decision', seat: z.seat, action: 'fold' });
      for (const s of settleBet(r, z)) ev.push(settleEvent(z.seat, s));
      ev.push(verify(z.seat));
    } else {
      ev.push({ type: 'decision', seat: z.seat, action: 'bet', amount: amountOut(z.raise) });
    }
  }
  for (const c of r.dealer.slice(0, CARIBENO_RULES.cardsPerHand - 1)) ev.push({ type: 'reveal', to: 'dealer', card: cardOut(c) });
  for (const z of r.zones) {
    if (z.action !== 'bet') continue;
    for (const s of settleBet(r, z, z.settleAs)) ev.push(settleEvent(z.seat, s));
    ev.push(verify(z.seat));
  }
  return ev;
}

/** Writes the round's log again from its model (after a fault changed the play). */
export function rerender(p: Played<CsSimRound>): LogHand {
  p.hand.events = renderRound(p.model);
  return p.hand;
}
