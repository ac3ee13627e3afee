// What the blackjack fault kinds share: finding the events and boxes a fault can work on.
import type { Card } from '../../../engine/core/cards.js';
import type { Money } from '../../../engine/core/money.js';
import type { Rng } from '../../core/rng.js';
import { cardOut } from '../../core/log.js';
import type { LogEvent, LogHand, Played } from '../../core/types.js';
import type { SimHand, SimRound, SimSeat } from './model.js';
import { handsCardsOf, hasHoleCard, isNatural, isTwoCard21, splitAces, totalOf } from './model.js';

export type BjApply = (p: Played<SimRound>, rng: Rng) => LogHand | undefined;

export const VOLUNTARY = new Set(['hit', 'stand', 'double', 'split']);

/**
 * A card for a fault to deal: the round's next spare (a copy its shoe holds and never deals, so the shoe's
 * count stays true); undefined when the round has none left (late in a shoe), and the fault finds no occasion.
 */
export function spareCard(p: Played<SimRound>): Card | undefined {
  return p.model.spares?.shift();
}

/** Event positions of the mandatory dealing: two cards to each box, and the dealer's up card (and hole card). */
export function mandatoryDeals(p: Played<SimRound>): number[] {
  const n = 2 * p.model.seats.length + (hasHoleCard(p.model) ? 2 : 1);
  const out: number[] = [];
  p.hand.events.forEach((e, i) => {
    if (e.type === 'deal' && out.length < n) out.push(i);
  });
  return out;
}

/** Event position of the mandatory dealing's last event: its last card, or the up card turned up after the hole card. */
export function mandatoryEnd(p: Played<SimRound>): number {
  const last = mandatoryDeals(p).at(-1)!;
  return p.model.upDealtDown && p.hand.events[last + 1]?.type === 'reveal' ? last + 1 : last;
}

/** Event position of the dealer's k-th card of the mandatory dealing (0: up, 1: hole). */
export function dealerDeal(p: Played<SimRound>, k: number): number {
  return mandatoryDeals(p).filter((i) => p.hand.events[i]!['to'] === 'dealer')[k]!;
}

/**
 * The hole card's reveal (not the up card turned up as the hole card was dealt: in a shoe of several decks the up
 * card may be the hole card's twin, the same rank and suit, and its reveal comes first).
 */
export function revealAt(p: Played<SimRound>): number {
  const hole = cardOut(p.model.hole);
  const upTurned = p.model.upDealtDown ? mandatoryEnd(p) : -1;
  return p.hand.events.findIndex((e, i) => i !== upTurned && e.type === 'reveal' && e['card'] === hole);
}

/** Where the dealer's turn begins: the hole card revealed, or (no hole card) his second card dealt. */
export function dealerTurnAt(p: Played<SimRound>): number {
  if (hasHoleCard(p.model)) return revealAt(p);
  const end = mandatoryDeals(p).at(-1)!;
  return p.hand.events.findIndex((e, i) => i > end && e.type === 'deal' && e['to'] === 'dealer');
}

/** The first card a box receives after its first two (the "third card"), or -1. */
export function firstThirdCard(p: Played<SimRound>): number {
  const end = mandatoryDeals(p).at(-1)!;
  return p.hand.events.findIndex((e, i) => i > end && e.type === 'deal' && e['to'] !== 'dealer');
}

export function dropProcedure(p: Played<SimRound>, name: string): LogHand | undefined {
  const events = p.hand.events;
  const at = events.findIndex((e) => e.type === 'procedure' && e['name'] === name);
  // Procedure articles are checked only on logs that record procedures: another one must remain.
  if (at < 0 || events.filter((e) => e.type === 'procedure').length < 2) return undefined;
  events.splice(at, 1);
  return p.hand;
}

export function pickSeat(p: Played<SimRound>, rng: Rng, ok: (s: SimSeat) => boolean): SimSeat | undefined {
  const seats = p.model.seats.filter(ok);
  return seats.length === 0 ? undefined : rng.pick(seats);
}

export function pickEvent(p: Played<SimRound>, rng: Rng, ok: (e: LogEvent, i: number) => boolean): number | undefined {
  const found: number[] = [];
  p.hand.events.forEach((e, i) => {
    if (ok(e, i)) found.push(i);
  });
  return found.length === 0 ? undefined : rng.pick(found);
}

export function pickStep(p: Played<SimRound>, rng: Rng, ok: (h: SimHand, s: SimSeat) => boolean): { seat: SimSeat; hand: SimHand } | undefined {
  const found = p.model.seats.flatMap((seat) => seat.hands.filter((h) => ok(h, seat)).map((hand) => ({ seat, hand })));
  return found.length === 0 ? undefined : rng.pick(found);
}

/** The box's first hand is settled by events of its own (not one event settling it with the bets behind it). */
export function settledAlone(s: SimSeat): boolean {
  return !(s.behind && s.behind.length > 0 && s.behindTogether);
}

/** The box played its hand (not a surrender, Black Jack or even money). */
export function played(s: SimSeat): boolean {
  return !s.surrender && !s.evenMoney && !isNatural(s);
}

export function handDoubled(p: Played<SimRound>, seat: number): boolean {
  return p.model.seats.find((x) => x.seat === seat)!.hands[0]!.steps.some((x) => x.t === 'double');
}

export function naturalSeat(p: Played<SimRound>, e: LogEvent): boolean {
  const s = p.model.seats.find((x) => x.seat === e['seat']);
  return s !== undefined && isNatural(s);
}

/** The stake a hand started with: the original bet, or the amount its split staked. */
export function stakeOfHand(s: SimSeat, index: number): Money {
  if (index === 1) return s.bet;
  for (const h of s.hands) for (const st of h.steps) if (st.t === 'split' && st.to === index) return st.amount;
  throw new Error(`simulator bug: no split made hand ${index}`);
}

export function wagerOfHand(s: SimSeat, index: number): Money {
  const h = s.hands.find((x) => x.index === index)!;
  return (stakeOfHand(s, index) + h.steps.reduce((a, st) => a + (st.t === 'double' ? st.amount : 0), 0)) as Money;
}

/** The hands of a box that come from splitting aces (each gets a single card). */
export function splitAceHands(s: SimSeat): SimHand[] {
  return splitAces(s) ? s.hands : [];
}

/** The cards a hand of the box ends with, every card dealt to it counted. */
export function handCards(s: SimSeat, index: number): Card[] {
  return handsCardsOf(s, true).get(index)!;
}

export function handBusted(s: SimSeat, index: number): boolean {
  return totalOf(handCards(s, index)).total > 21;
}

/** A hand of a split box that ends on two cards making 21: an ace and a ten, which count 21 and not Black Jack. */
export function splitTwentyOne(s: SimSeat, index: number): boolean {
  return s.hands.length > 1 && isTwoCard21(handCards(s, index));
}

/** The box a settlement or decision event is about. */
export function seatOfEvent(p: Played<SimRound>, e: LogEvent): SimSeat | undefined {
  return p.model.seats.find((x) => x.seat === e['seat']);
}

/** A collect of a main wager right after the card that busted that hand. */
export function isBustCollect(p: Played<SimRound>, k: number): boolean {
  const e = p.hand.events[k]!;
  const prev = p.hand.events[k - 1];
  return e.type === 'collect' && e['spot'] === 'main' && prev?.type === 'deal' && prev['to'] === `seat:${e['seat']}` && prev['hand'] === e['hand'];
}

/** Each playing box's turn: the run of its events between the offers and the dealer's reveal. */
export function turnBlocks(p: Played<SimRound>): { seat: number; from: number; to: number }[] {
  const events = p.hand.events;
  const start = events.findIndex((e) => e.type === 'decision' && VOLUNTARY.has(e['action'] as string));
  const end = dealerTurnAt(p);
  if (start < 0) return [];
  const blocks: { seat: number; from: number; to: number }[] = [];
  for (let i = start; i < end; i++) {
    const e = events[i]!;
    const seat = typeof e['seat'] === 'number' ? e['seat'] : Number(String(e['to']).slice(5));
    const last = blocks[blocks.length - 1];
    if (last && last.seat === seat) last.to = i + 1;
    else blocks.push({ seat, from: i, to: i + 1 });
  }
  return blocks;
}

/**
 * A hand that stood dealt another card right after the stand, its settlement left as it was: the card is no part of
 * the hand (player_extra_cards_count false: Marbella's Desarrollo del juego «decide por su mano si desea pedir o no
 * pedir más cartas», Pot Luck's Art. 14º «hasta que él determine que desea plantarse»). Not a doubled hand or a split
 * ace, whose extra cards are their own faults.
 */
export const cardAfterStand: BjApply = (p, rng) => {
  const events = p.hand.events;
  const stands = events.flatMap((e, i) => {
    if (e.type !== 'decision' || e['action'] !== 'stand') return [];
    const s = seatOfEvent(p, e);
    const h = s?.hands.find((x) => x.index === ((e['hand'] as number | undefined) ?? 1));
    return s && h && !splitAces(s) && !h.steps.some((x) => x.t === 'double') ? [i] : [];
  });
  if (stands.length === 0) return undefined;
  const i = rng.pick(stands);
  const stand = events[i]!;
  const card = spareCard(p);
  if (card === undefined) return undefined;
  events.splice(i + 1, 0, { type: 'deal', to: `seat:${stand['seat']}`, hand: (stand['hand'] as number | undefined) ?? 1, card: cardOut(card) });
  return p.hand;
};
