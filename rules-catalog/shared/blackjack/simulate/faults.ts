// Dealer errors in a blackjack round. Each takes a copy of a clean round and returns the hand
// with one error (or undefined when the round gives no occasion for it). Errors in the play
// (a card too many, a wrong amount staked) change the model and render it again, so that
// everything else (busts collected at once, the settlement) follows the cards as a table would;
// errors in the procedure or the money edit the logged events.
import type { Card } from '../../../../engine/core/cards.js';
import type { Money } from '../../../../engine/core/money.js';
import { amountIn, amountOut, moveEvent } from '../../../../engine/simulate/log.js';
import type { Rng } from '../../../../engine/simulate/rng.js';
import type { LogEvent, LogHand, Played } from '../../../../engine/simulate/types.js';
import type { BjSimRules, SimHand, SimRound, SimSeat } from './model.js';
import { cardValue, dealerCardsOf, isAceCard, isNatural, isTenValue, isTwoCard21, totalOf } from './model.js';
import { anyLiveHand } from './play.js';
import { renderRound } from './render.js';

export type BjApply = (p: Played<SimRound>, rng: Rng) => LogHand | undefined;

const VOLUNTARY = new Set(['hit', 'stand', 'double', 'split']);

/** The errors, by what goes wrong; a catalog binds each to the rule and article it breaks. */
export function blackjackFaults(rules: BjSimRules) {
  const rerender = (p: Played<SimRound>, rng: Rng): LogHand => {
    completeDealer(p.model, rng, rules);
    p.hand.events = renderRound(p.model, rules);
    return p.hand;
  };
  const ev = (p: Played<SimRound>) => p.hand.events;

  return {
    /** Two neighbouring cards of the mandatory dealing dealt in the wrong order. */
    dealOrderSwapped: ((p, rng) => {
      const deals = mandatoryDeals(p);
      const k = rng.int(deals.length - 1);
      const [a, b] = [deals[k]!, deals[k + 1]!];
      const t = ev(p)[a]!;
      ev(p)[a] = ev(p)[b]!;
      ev(p)[b] = t;
      return p.hand;
    }) satisfies BjApply,

    /** A player's card of the mandatory dealing dealt face down. */
    playerCardFaceDown: ((p, rng) => {
      const seatDeals = mandatoryDeals(p).filter((i) => ev(p)[i]!['to'] !== 'dealer');
      ev(p)[rng.pick(seatDeals)]!['face'] = 'down';
      return p.hand;
    }) satisfies BjApply,

    /** The dealer's first card dealt face down (no ace up, so no offer turns on it). */
    dealerFirstCardDown: ((p) => {
      if (isAceCard(p.model.up)) return undefined;
      ev(p)[dealerDeal(p, 0)]!['face'] = 'down';
      return p.hand;
    }) satisfies BjApply,

    /** The dealer's second card exposed by mistake; neither card an ace or a ten, so the game goes on unchanged. */
    dealerSecondCardExposed: ((p) => {
      const { up, hole } = p.model;
      if ([up, hole].some((c) => isAceCard(c) || isTenValue(c))) return undefined;
      delete ev(p)[dealerDeal(p, 1)]!['face'];
      return p.hand;
    }) satisfies BjApply,

    /** A box surrenders against an ace. */
    surrenderAgainstAce: ((p, rng) => {
      if (!isAceCard(p.model.up)) return undefined;
      const s = pickSeat(p, rng, (x) => !isNatural(x) && !x.evenMoney && x.insurance === undefined);
      if (!s) return undefined;
      s.surrender = true;
      delete s.declined;
      s.hands = [{ index: 1, start: s.hands[0]!.start, steps: [] }];
      return rerender(p, rng);
    }) satisfies BjApply,

    /** No surrender offer logged, in a log that records procedures. */
    surrenderOfferMissing: ((p) => dropProcedure(p, 'offer_surrender')) satisfies BjApply,

    /** Surrender offered against an ace (after the insurance offer). */
    surrenderOfferedAgainstAce: ((p) => {
      const at = ev(p).findIndex((e) => e.type === 'procedure' && e['name'] === 'offer_insurance');
      if (at < 0) return undefined;
      ev(p).splice(at + 1, 0, { type: 'procedure', name: 'offer_surrender' });
      return p.hand;
    }) satisfies BjApply,

    /** The whole stake collected on a surrender. */
    surrenderCollectedInFull: ((p, rng) => {
      const s = pickSeat(p, rng, (x) => x.surrender === true);
      if (!s) return undefined;
      const i = ev(p).findIndex((e) => e.type === 'collect' && e['seat'] === s.seat && e['spot'] === 'main');
      ev(p)[i]!['amount'] = amountOut(s.bet);
      return p.hand;
    }) satisfies BjApply,

    /** Insurance taken for the whole original wager, more than half (and settled as taken). */
    insuranceOverHalf: ((p, rng) => {
      const s = pickSeat(p, rng, (x) => x.insurance !== undefined);
      if (!s) return undefined;
      s.insurance = s.bet;
      return rerender(p, rng);
    }) satisfies BjApply,

    /** Insurance taken after the voluntary dealing has begun. */
    insuranceLate: ((p, rng) => {
      const s = pickSeat(p, rng, (x) => x.insurance !== undefined && x.hands.length === 1);
      if (!s) return undefined;
      const first = ev(p).findIndex((e) => e.type === 'decision' && VOLUNTARY.has(e['action'] as string));
      if (first < 0) return undefined;
      const at = ev(p).findIndex((e) => e.type === 'decision' && e['action'] === 'insurance' && e['seat'] === s.seat);
      moveEvent(ev(p), at, first + 1);
      return p.hand;
    }) satisfies BjApply,

    /** No insurance offer logged against an ace, in a log that records procedures. */
    insuranceOfferMissing: ((p) => dropProcedure(p, 'offer_insurance')) satisfies BjApply,

    /** Insurance offered without an ace up. */
    insuranceOfferedWithoutAce: ((p) => {
      if (isAceCard(p.model.up)) return undefined;
      ev(p).splice(dealerDeal(p, 1) + 1, 0, { type: 'procedure', name: 'offer_insurance' });
      return p.hand;
    }) satisfies BjApply,

    /** A winning insurance paid 1 to 1. */
    insurancePaidEven: ((p, rng) => {
      const i = pickEvent(p, rng, (e) => e.type === 'payout' && e['spot'] === 'insurance');
      if (i === undefined) return undefined;
      ev(p)[i]!['amount'] = amountOut((amountIn(ev(p)[i]!) / 2) as Money);
      return p.hand;
    }) satisfies BjApply,

    /** A losing insurance handed back instead of collected. */
    insuranceLossReturned: ((p, rng) => {
      const i = pickEvent(p, rng, (e) => e.type === 'collect' && e['spot'] === 'insurance');
      if (i === undefined) return undefined;
      ev(p)[i]!.type = 'return';
      return p.hand;
    }) satisfies BjApply,

    /** A split staked at twice the original wager (and settled as staked). */
    splitUnequalWager: ((p, rng) => {
      const s = pickSeat(p, rng, (x) => x.hands.length > 1);
      if (!s) return undefined;
      const step = s.hands[0]!.steps.find((x) => x.t === 'split')!;
      if (step.t !== 'split') return undefined;
      step.amount = (s.bet * 2) as Money;
      return rerender(p, rng);
    }) satisfies BjApply,

    /** Two cards of different value split. */
    splitNotAPair: ((p, rng) => {
      const s = pickSeat(p, rng, (x) => played(x) && x.hands.length === 1
        && cardValue(x.hands[0]!.start[0]!) !== cardValue(x.hands[0]!.start[1]!));
      if (!s) return undefined;
      const [a, b] = s.hands[0]!.start as [Card, Card];
      const [c1, c2] = [randomCard(rng), randomCard(rng)];
      s.hands = [
        { index: 1, start: [a, b], steps: [{ t: 'split', amount: s.bet, to: 2 }, { t: 'card', card: c1 }, { t: 'stand' }] },
        { index: 2, start: [b], steps: [{ t: 'card', card: c2 }, { t: 'stand' }] },
      ];
      return rerender(p, rng);
    }) satisfies BjApply,

    /** A split ace dealt a second card. */
    splitAceExtraCard: ((p, rng) => {
      const hands = p.model.seats.flatMap((s) => splitAceHands(s));
      if (hands.length === 0) return undefined;
      rng.pick(hands).steps.push({ t: 'hit', card: randomCard(rng) });
      return rerender(p, rng);
    }) satisfies BjApply,

    /** A double for more than the original wager. */
    doubleOverOriginal: ((p, rng) => {
      const found = pickStep(p, rng, (h) => h.steps.some((x) => x.t === 'double'));
      if (!found) return undefined;
      const step = found.hand.steps.find((x) => x.t === 'double')!;
      if (step.t !== 'double') return undefined;
      step.amount = (stakeOfHand(found.seat, found.hand.index) * 2) as Money;
      return rerender(p, rng);
    }) satisfies BjApply,

    /** A double after a hit: the last of two or more hits becomes a double of the hand's stake. */
    doubleAfterHit: ((p, rng) => {
      const found = pickStep(p, rng, (h) => {
        const steps = h.steps.filter((x) => x.t !== 'stand');
        return steps[steps.length - 1]?.t === 'hit' && steps.filter((x) => x.t === 'hit').length >= 2;
      });
      if (!found) return undefined;
      const steps = found.hand.steps;
      if (steps[steps.length - 1]?.t === 'stand') steps.pop();
      const last = steps[steps.length - 1]!;
      if (last.t !== 'hit') return undefined;
      steps[steps.length - 1] = { t: 'double', amount: stakeOfHand(found.seat, found.hand.index), card: last.card };
      return rerender(p, rng);
    }) satisfies BjApply,

    /** A doubled hand dealt a second card. */
    doubleExtraCard: ((p, rng) => {
      const found = pickStep(p, rng, (h, s) => h.steps.some((x) => x.t === 'double') && !handBusted(s, h.index));
      if (!found) return undefined;
      found.hand.steps.push({ t: 'hit', card: randomCard(rng) });
      return rerender(p, rng);
    }) satisfies BjApply,

    /** A Black Jack paid 1 to 1. */
    blackjackPaidEven: ((p, rng) => {
      if (isTwoCard21([p.model.up, p.model.hole])) return undefined;
      const s = pickSeat(p, rng, (x) => isNatural(x) && !x.evenMoney);
      if (!s) return undefined;
      const i = ev(p).findIndex((e) => e.type === 'payout' && e['spot'] === 'main' && e['seat'] === s.seat);
      ev(p)[i]!['amount'] = amountOut(s.bet);
      return p.hand;
    }) satisfies BjApply,

    /** Against a dealer Black Jack, a doubled hand 1 loses its double too, or a split hand its stake. */
    dealerBlackjackTakesAll: ((p, rng) => {
      if (!isTwoCard21([p.model.up, p.model.hole])) return undefined;
      const i = pickEvent(p, rng, (e, k) => k > revealAt(p) && e['spot'] === 'main'
        && ((e.type === 'collect' && e['hand'] === 1 && handDoubled(p, e['seat'] as number)) || (e.type === 'return' && (e['hand'] as number) > 1)));
      if (i === undefined) return undefined;
      const e = ev(p)[i]!;
      const s = p.model.seats.find((x) => x.seat === e['seat'])!;
      e.type = 'collect';
      e['amount'] = amountOut(wagerOfHand(s, e['hand'] as number));
      return p.hand;
    }) satisfies BjApply,

    /** A Black Jack against an ace or ten paid before the dealer reveals. */
    blackjackPaidEarly: ((p, rng) => {
      if (!(isAceCard(p.model.up) || isTenValue(p.model.up)) || isTwoCard21([p.model.up, p.model.hole])) return undefined;
      const s = pickSeat(p, rng, (x) => isNatural(x) && !x.evenMoney);
      if (!s) return undefined;
      const i = ev(p).findIndex((e) => e.type === 'payout' && e['spot'] === 'main' && e['seat'] === s.seat);
      moveEvent(ev(p), i, dealerDeal(p, 1) + 1);
      return p.hand;
    }) satisfies BjApply,

    /** A Black Jack against a 2 to 9 paid only at the end of the round. */
    blackjackPaidLate: ((p, rng) => {
      if (isAceCard(p.model.up) || isTenValue(p.model.up)) return undefined;
      const s = pickSeat(p, rng, (x) => isNatural(x));
      if (!s) return undefined;
      const i = ev(p).findIndex((e) => e.type === 'payout' && e['spot'] === 'main' && e['seat'] === s.seat);
      moveEvent(ev(p), i, ev(p).length);
      return p.hand;
    }) satisfies BjApply,

    /** Even money taken after the voluntary dealing has begun. */
    evenMoneyLate: ((p, rng) => {
      const s = pickSeat(p, rng, (x) => x.evenMoney === true);
      if (!s) return undefined;
      const first = ev(p).findIndex((e) => e.type === 'decision' && VOLUNTARY.has(e['action'] as string));
      if (first < 0) return undefined;
      const at = ev(p).findIndex((e) => e.type === 'decision' && e['action'] === 'even_money' && e['seat'] === s.seat);
      const pair = ev(p).splice(at, 2); // the decision and its payout
      ev(p).splice(first - 1, 0, ...pair); // `first` moved up by two: insert after the event that was there
      return p.hand;
    }) satisfies BjApply,

    /** Two boxes played out of order. */
    playerOutOfTurn: ((p, rng) => {
      const blocks = turnBlocks(p);
      if (blocks.length < 2) return undefined;
      const k = rng.int(blocks.length - 1);
      const [a, b] = [blocks[k]!, blocks[k + 1]!];
      const events = ev(p);
      const first = events.slice(a.from, a.to);
      const second = events.slice(b.from, b.to);
      events.splice(a.from, b.to - a.from, ...second, ...first);
      return p.hand;
    }) satisfies BjApply,

    /** A busted hand collected only at the end of the round. */
    bustCollectedLate: ((p, rng) => {
      const i = pickEvent(p, rng, (e, k) => isBustCollect(p, k));
      if (i === undefined) return undefined;
      moveEvent(ev(p), i, ev(p).length);
      return p.hand;
    }) satisfies BjApply,

    /** A busted hand never collected. */
    bustNotCollected: ((p, rng) => {
      const i = pickEvent(p, rng, (e, k) => isBustCollect(p, k));
      if (i === undefined) return undefined;
      ev(p).splice(i, 1);
      return p.hand;
    }) satisfies BjApply,

    /** The last player stands only after the dealer has revealed. */
    standAfterReveal: ((p) => {
      const r = revealAt(p);
      const last = ev(p)[r - 1];
      if (!last || last.type !== 'decision' || last['action'] !== 'stand') return undefined;
      moveEvent(ev(p), r - 1, r + 1);
      return p.hand;
    }) satisfies BjApply,

    /** The dealer draws on 17 or more (the table settles by the cards). */
    dealerDrawsOn17: ((p, rng) => {
      const t = totalOf(dealerCardsOf(p.model)).total;
      if (t < 17 || t > 21) return undefined;
      p.model.draws.push(randomCard(rng));
      p.hand.events = renderRound(p.model, rules);
      return p.hand;
    }) satisfies BjApply,

    /** The dealer stands on 16 or less (the last card never drawn; the table settles by the cards). */
    dealerStandsOn16: ((p) => {
      if (p.model.draws.length === 0) return undefined;
      p.model.draws.pop();
      p.hand.events = renderRound(p.model, rules);
      return p.hand;
    }) satisfies BjApply,

    /** A winning hand paid half. */
    winUnderpaid: ((p, rng) => {
      const i = pickEvent(p, rng, (e, k) => e.type === 'payout' && e['spot'] === 'main' && k > revealAt(p) && !naturalSeat(p, e));
      if (i === undefined) return undefined;
      const e = ev(p)[i]!;
      e['amount'] = amountOut((amountIn(e) / 2) as Money);
      return p.hand;
    }) satisfies BjApply,

    /** A losing hand handed back instead of collected. */
    lossNotCollected: ((p, rng) => {
      if (isTwoCard21([p.model.up, p.model.hole])) return undefined;
      const i = pickEvent(p, rng, (e, k) => e.type === 'collect' && e['spot'] === 'main' && k > revealAt(p));
      if (i === undefined) return undefined;
      ev(p)[i]!.type = 'return';
      return p.hand;
    }) satisfies BjApply,

    /** A tie collected instead of handed back. */
    tieCollected: ((p, rng) => {
      if (isTwoCard21([p.model.up, p.model.hole])) return undefined;
      const i = pickEvent(p, rng, (e, k) => e.type === 'return' && e['spot'] === 'main' && k > revealAt(p) && !naturalSeat(p, e));
      if (i === undefined) return undefined;
      ev(p)[i]!.type = 'collect';
      return p.hand;
    }) satisfies BjApply,

    /** A payout to a box that holds no wager. */
    payoutToEmptySeat: ((p, rng) => {
      const taken = new Set(p.model.seats.map((s) => s.seat));
      const empty = [1, 2, 3, 4, 5, 6, 7].filter((n) => !taken.has(n));
      if (empty.length === 0) return undefined;
      ev(p).push({ type: 'payout', seat: rng.pick(empty), spot: 'main', hand: 1, amount: amountOut(p.model.seats[0]!.bet) });
      return p.hand;
    }) satisfies BjApply,

    /** The pool awarded to a box without the highest score. */
    poolWrongWinner: ((p, rng) => {
      const players = p.model.seats.filter((s) => s.pool > 0);
      const best = Math.max(...players.map((s) => totalOf(s.hands[0]!.start).total));
      const losers = players.filter((s) => totalOf(s.hands[0]!.start).total < best);
      if (losers.length === 0) return undefined;
      const i = pickEvent(p, rng, (e) => e.type === 'pool_award');
      if (i === undefined) return undefined;
      ev(p)[i]!['seat'] = rng.pick(losers).seat;
      return p.hand;
    }) satisfies BjApply,

    /** A pool commission of 10 % kept, the award short by as much. */
    poolCommissionOverMax: ((p) => {
      const players = p.model.seats.filter((s) => s.pool > 0);
      const pool = players.reduce((a, s) => a + s.pool, 0);
      const taken = Math.floor(pool / 10);
      const at = ev(p).findIndex((e) => e.type === 'commission');
      const award = ev(p).findIndex((e) => e.type === 'pool_award');
      if (award < 0) return undefined;
      const before = at < 0 ? 0 : amountIn(ev(p)[at]!);
      if (at < 0) ev(p).splice(award, 0, { type: 'commission', spot: 'pool', amount: amountOut(taken as Money) });
      else ev(p)[at]!['amount'] = amountOut(taken as Money);
      const a = ev(p).find((e) => e.type === 'pool_award')!;
      a['amount'] = amountOut((amountIn(a) - (taken - before)) as Money);
      return p.hand;
    }) satisfies BjApply,
  };
}

/** After a fault changed the boxes' play, the dealer still plays correctly: draws to 17 if a live hand is left. */
function completeDealer(r: SimRound, rng: Rng, rules: BjSimRules): void {
  if (!anyLiveHand(r)) return;
  for (;;) {
    const t = totalOf(dealerCardsOf(r));
    if (t.total > 17 || (t.total === 17 && (!t.soft || rules.dealerStandsOnSoft17))) return;
    r.draws.push(randomCard(rng));
  }
}

/** A card for a fault to deal (the shoe is not followed: no Pot Luck article counts cards). */
function randomCard(rng: Rng): Card {
  return rng.int(52) as Card;
}

function mandatoryDeals(p: Played<SimRound>): number[] {
  const n = 2 * (p.model.seats.length + 1);
  const out: number[] = [];
  p.hand.events.forEach((e, i) => {
    if (e.type === 'deal' && out.length < n) out.push(i);
  });
  return out;
}

/** Event position of the dealer's k-th card of the mandatory dealing (0: up, 1: hole). */
function dealerDeal(p: Played<SimRound>, k: number): number {
  return mandatoryDeals(p).filter((i) => p.hand.events[i]!['to'] === 'dealer')[k]!;
}

function revealAt(p: Played<SimRound>): number {
  return p.hand.events.findIndex((e) => e.type === 'reveal');
}

function dropProcedure(p: Played<SimRound>, name: string): LogHand | undefined {
  const events = p.hand.events;
  const at = events.findIndex((e) => e.type === 'procedure' && e['name'] === name);
  // Procedure articles are checked only on logs that record procedures: another one must remain.
  if (at < 0 || events.filter((e) => e.type === 'procedure').length < 2) return undefined;
  events.splice(at, 1);
  return p.hand;
}

function pickSeat(p: Played<SimRound>, rng: Rng, ok: (s: SimSeat) => boolean): SimSeat | undefined {
  const seats = p.model.seats.filter(ok);
  return seats.length === 0 ? undefined : rng.pick(seats);
}

function pickEvent(p: Played<SimRound>, rng: Rng, ok: (e: LogEvent, i: number) => boolean): number | undefined {
  const found: number[] = [];
  p.hand.events.forEach((e, i) => {
    if (ok(e, i)) found.push(i);
  });
  return found.length === 0 ? undefined : rng.pick(found);
}

function pickStep(p: Played<SimRound>, rng: Rng, ok: (h: SimHand, s: SimSeat) => boolean): { seat: SimSeat; hand: SimHand } | undefined {
  const found = p.model.seats.flatMap((seat) => seat.hands.filter((h) => ok(h, seat)).map((hand) => ({ seat, hand })));
  return found.length === 0 ? undefined : rng.pick(found);
}

/** The box played its hand (not a surrender, Black Jack or even money). */
function played(s: SimSeat): boolean {
  return !s.surrender && !s.evenMoney && !isNatural(s);
}

function handDoubled(p: Played<SimRound>, seat: number): boolean {
  return p.model.seats.find((x) => x.seat === seat)!.hands[0]!.steps.some((x) => x.t === 'double');
}

function naturalSeat(p: Played<SimRound>, e: LogEvent): boolean {
  const s = p.model.seats.find((x) => x.seat === e['seat']);
  return s !== undefined && isNatural(s);
}

/** The stake a hand started with: the original bet, or the amount its split staked. */
function stakeOfHand(s: SimSeat, index: number): Money {
  if (index === 1) return s.bet;
  for (const h of s.hands) for (const st of h.steps) if (st.t === 'split' && st.to === index) return st.amount;
  throw new Error(`simulator bug: no split made hand ${index}`);
}

function wagerOfHand(s: SimSeat, index: number): Money {
  const h = s.hands.find((x) => x.index === index)!;
  return (stakeOfHand(s, index) + h.steps.reduce((a, st) => a + (st.t === 'double' ? st.amount : 0), 0)) as Money;
}

/** The hands of a box that come from splitting aces (each gets a single card). */
function splitAceHands(s: SimSeat): SimHand[] {
  const h1 = s.hands[0]!;
  const split = h1.steps[0];
  if (!split || split.t !== 'split' || !isAceCard(h1.start[0]!) || !isAceCard(h1.start[1]!)) return [];
  return s.hands;
}

function handBusted(s: SimSeat, index: number): boolean {
  const cards = new Map<number, Card[]>([[1, [...s.hands[0]!.start]]]);
  for (const h of [...s.hands].sort((a, b) => a.index - b.index)) {
    const mine = cards.get(h.index)!;
    for (const st of h.steps) {
      if (st.t === 'card' || st.t === 'hit' || st.t === 'double') mine.push(st.card);
      else if (st.t === 'split') cards.set(st.to, [mine.pop()!]);
    }
  }
  return totalOf(cards.get(index)!).total > 21;
}

/** A collect of a main wager right after the card that busted that hand. */
function isBustCollect(p: Played<SimRound>, k: number): boolean {
  const e = p.hand.events[k]!;
  const prev = p.hand.events[k - 1];
  return e.type === 'collect' && e['spot'] === 'main' && prev?.type === 'deal' && prev['to'] === `seat:${e['seat']}` && prev['hand'] === e['hand'];
}

/** Each playing box's turn: the run of its events between the offers and the dealer's reveal. */
function turnBlocks(p: Played<SimRound>): { seat: number; from: number; to: number }[] {
  const events = p.hand.events;
  const start = events.findIndex((e) => e.type === 'decision' && VOLUNTARY.has(e['action'] as string));
  const end = revealAt(p);
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
