// Dealer errors in the procedure or the money of a blackjack round: they edit the logged events
// (a card dealt out of order, an offer left out, a settlement of the wrong amount or at the wrong time).
import type { Money } from '../../../engine/core/money.js';
import { amountIn, amountOut, cardOut, moveEvent } from '../../core/log.js';
import type { LogEvent, LogHand, Played } from '../../core/types.js';
import type { BjSimRules, SimRound } from './model.js';
import { hasHoleCard, isAceCard, isNatural, isTenValue, isTwoCard21, takesOriginalOnly } from './model.js';
import type { BjApply } from './fault-helpers.js';
import { anyLiveHand } from './play.js';
import {
  seatOfEvent, settledAlone, mandatoryEnd,
  VOLUNTARY, dealerDeal, dealerTurnAt, dropProcedure, firstThirdCard, handDoubled, isBustCollect, mandatoryDeals, naturalSeat, pickEvent, pickSeat, revealAt,
  turnBlocks, wagerOfHand,
} from './fault-helpers.js';

/** How a catalog reads what these faults touch; each absent option is Pot Luck's reading. */
export interface BjFaultOptions {
  /**
   * When insurance (and even money) closes: at the first voluntary decision (Pot Luck Art. 10º, "antes del
   * inicio de la etapa de entrega voluntaria"), or when a box receives its third card (Marbella, Seguro).
   */
  insuranceClosesAt?: 'first-decision' | 'third-card';
  /** The boxes the layout marks where the table posts no `seats` (the most a table may have). */
  layoutBoxes?: number;
  /** Main-wager settlements another rule judges (Marbella's 21 on a split ace): the win, loss and tie faults leave them alone. */
  governedElsewhere?: (p: Played<SimRound>, e: LogEvent) => boolean;
}

export function logFaults(rules: BjSimRules, opts: BjFaultOptions = {}) {
  const ev = (p: Played<SimRound>) => p.hand.events;
  const elsewhere = (p: Played<SimRound>, e: LogEvent) => opts.governedElsewhere?.(p, e) ?? false;
  /** Moves events (a decision, with its payout) to just after the moment insurance closed. */
  const moveLate = (p: Played<SimRound>, at: number, count: number): LogHand | undefined => {
    if (opts.insuranceClosesAt === 'third-card') {
      const moved = ev(p).splice(at, count);
      const third = firstThirdCard(p);
      if (third < 0) return undefined;
      ev(p).splice(third + 1, 0, ...moved);
      return p.hand;
    }
    const first = ev(p).findIndex((e) => e.type === 'decision' && VOLUNTARY.has(e['action'] as string));
    if (first < 0) return undefined;
    if (count === 1) moveEvent(ev(p), at, first + 1);
    else {
      const moved = ev(p).splice(at, count);
      ev(p).splice(first + 1 - count, 0, ...moved); // `first` moved up by `count`: insert after the event that was there
    }
    return p.hand;
  };

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
      // Where the dealer would have turned it up with the hole card, he does not.
      const turned = ev(p).findIndex((e) => e.type === 'reveal' && e['card'] === cardOut(p.model.up));
      if (p.model.upDealtDown && turned >= 0) ev(p).splice(turned, 1);
      return p.hand;
    }) satisfies BjApply,


    /** The dealer's second card exposed by mistake; neither card an ace or a ten, so the game goes on unchanged. */
    dealerSecondCardExposed: ((p) => {
      const { up, hole } = p.model;
      if (!hasHoleCard(p.model) || p.model.upDealtDown || [up, hole].some((c) => isAceCard(c) || isTenValue(c))) return undefined;
      delete ev(p)[dealerDeal(p, 1)]!['face'];
      return p.hand;
    }) satisfies BjApply,


    /** No surrender offer logged, in a log that records procedures. */
    // Only where someone could be asked: a table of Black Jacks is not offered surrender.
    surrenderOfferMissing: ((p) => (p.model.seats.some((s) => !isTwoCard21(s.hands[0]!.start)) ? dropProcedure(p, 'offer_surrender') : undefined)) satisfies BjApply,


    /** Surrender offered against an ace (after the insurance offer). */
    surrenderOfferedAgainstAce: ((p) => {
      const at = ev(p).findIndex((e) => e.type === 'procedure' && e['name'] === 'offer_insurance');
      if (at < 0) return undefined;
      ev(p).splice(at + 1, 0, { type: 'procedure', name: 'offer_surrender' });
      return p.hand;
    }) satisfies BjApply,


    /** The whole stake collected on a surrender. */
    surrenderCollectedInFull: ((p, rng) => {
      const s = pickSeat(p, rng, (x) => x.surrender === true && settledAlone(x));
      if (!s) return undefined;
      const i = ev(p).findIndex((e) => e.type === 'collect' && e['seat'] === s.seat && e['spot'] === 'main');
      ev(p)[i]!['amount'] = amountOut(s.bet);
      return p.hand;
    }) satisfies BjApply,


    /** Insurance taken after it closed (the voluntary dealing begun, or a box's third card dealt); the table hands it back whole. */
    insuranceLate: ((p, rng) => {
      const s = pickSeat(p, rng, (x) => x.insurance !== undefined && x.hands.length === 1);
      if (!s) return undefined;
      const at = ev(p).findIndex((e) => e.type === 'decision' && e['action'] === 'insurance' && e['seat'] === s.seat);
      if (!moveLate(p, at, 1)) return undefined;
      // No stake where none may be placed: a correct table settles nothing on it and hands it back.
      const i = ev(p).findIndex((e) => (e.type === 'payout' || e.type === 'collect') && e['spot'] === 'insurance' && e['seat'] === s.seat);
      ev(p)[i] = { type: 'return', seat: s.seat, spot: 'insurance', amount: amountOut(s.insurance!) };
      return p.hand;
    }) satisfies BjApply,

    /** Insurance taken after it closed and settled as if placed (paid 2 to 1, or collected): it is no stake. */
    insuranceLateSettled: ((p, rng) => {
      const s = pickSeat(p, rng, (x) => x.insurance !== undefined && x.hands.length === 1);
      if (!s) return undefined;
      const at = ev(p).findIndex((e) => e.type === 'decision' && e['action'] === 'insurance' && e['seat'] === s.seat);
      return moveLate(p, at, 1);
    }) satisfies BjApply,


    /** No insurance offer logged against an ace, in a log that records procedures. */
    insuranceOfferMissing: ((p) => dropProcedure(p, 'offer_insurance')) satisfies BjApply,


    /** Insurance offered without an ace up (once the mandatory dealing is over). */
    insuranceOfferedWithoutAce: ((p) => {
      if (isAceCard(p.model.up)) return undefined;
      ev(p).splice(mandatoryEnd(p) + 1, 0, { type: 'procedure', name: 'offer_insurance' });
      return p.hand;
    }) satisfies BjApply,


    /** The insurance offer made only after a box has received its third card. */
    insuranceOfferedLate: ((p) => {
      const at = ev(p).findIndex((e) => e.type === 'procedure' && e['name'] === 'offer_insurance');
      if (at < 0) return undefined;
      const [offer] = ev(p).splice(at, 1);
      const third = firstThirdCard(p);
      if (third < 0) return undefined;
      ev(p).splice(third + 1, 0, offer!);
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


    /** A Black Jack paid 1 to 1. */
    blackjackPaidEven: ((p, rng) => {
      if (isTwoCard21([p.model.up, p.model.hole])) return undefined;
      const s = pickSeat(p, rng, (x) => isNatural(x) && !x.evenMoney && settledAlone(x));
      if (!s) return undefined;
      const i = ev(p).findIndex((e) => e.type === 'payout' && e['spot'] === 'main' && e['seat'] === s.seat);
      ev(p)[i]!['amount'] = amountOut(s.bet);
      return p.hand;
    }) satisfies BjApply,


    /** Against a dealer Black Jack, a doubled hand 1 loses its double too, or a split hand its stake. */
    dealerBlackjackTakesAll: ((p, rng) => {
      if (!isTwoCard21([p.model.up, p.model.hole]) || !takesOriginalOnly(p.model, rules)) return undefined;
      // The box's own settlement (not a bet behind it, nor one event settling both).
      const own = (e: LogEvent) => e['behind'] !== true && !(e['hand'] === 1 && seatOfEvent(p, e)?.behindTogether && seatOfEvent(p, e)?.behind);
      const i = pickEvent(p, rng, (e, k) => k > dealerTurnAt(p) && e['spot'] === 'main' && own(e)
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
      moveEvent(ev(p), i, mandatoryEnd(p) + 1);
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


    /** Even money taken (and paid) after it closed. */
    evenMoneyLate: ((p, rng) => {
      const s = pickSeat(p, rng, (x) => x.evenMoney === true);
      if (!s) return undefined;
      const at = ev(p).findIndex((e) => e.type === 'decision' && e['action'] === 'even_money' && e['seat'] === s.seat);
      // The decision and the payouts it settles: the box's, and those of the bets behind it that follow it (left
      // where they were, a bet behind would be paid even money before any decision asked for it).
      let count = 1;
      while (ev(p)[at + count]?.type === 'payout' && ev(p)[at + count]!['seat'] === s.seat) count++;
      return moveLate(p, at, count);
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
      const i = pickEvent(p, rng, (_e, k) => isBustCollect(p, k));
      if (i === undefined) return undefined;
      moveEvent(ev(p), i, ev(p).length);
      return p.hand;
    }) satisfies BjApply,


    /** A busted hand never collected. */
    bustNotCollected: ((p, rng) => {
      const i = pickEvent(p, rng, (_e, k) => isBustCollect(p, k));
      if (i === undefined) return undefined;
      ev(p).splice(i, 1);
      return p.hand;
    }) satisfies BjApply,


    /** The last player stands only after the dealer has revealed. */
    standAfterReveal: ((p) => {
      const r = revealAt(p);
      const last = ev(p)[r - 1];
      if (!last || last.type !== 'decision' || last['action'] !== 'stand') return undefined;
      // After the insurance the reveal decides (collected at once, Pot Luck Art. 10º): the stand comes next.
      let to = r + 1;
      while (ev(p)[to] && ev(p)[to]!['spot'] === 'insurance') to++;
      moveEvent(ev(p), r - 1, to);
      return p.hand;
    }) satisfies BjApply,


    /** The hole card never turned over though hands were left to settle (the dealer stood on his two cards). */
    holeCardNeverRevealed: ((p) => {
      if (!hasHoleCard(p.model) || p.model.draws.length > 0 || !anyLiveHand(p.model, rules)) return undefined;
      ev(p).splice(revealAt(p), 1);
      return p.hand;
    }) satisfies BjApply,


    /** A winning hand paid half. */
    winUnderpaid: ((p, rng) => {
      const i = pickEvent(p, rng, (e, k) => e.type === 'payout' && e['spot'] === 'main' && k > dealerTurnAt(p) && !naturalSeat(p, e) && !elsewhere(p, e));
      if (i === undefined) return undefined;
      const e = ev(p)[i]!;
      e['amount'] = amountOut((amountIn(e) / 2) as Money);
      return p.hand;
    }) satisfies BjApply,


    /** A losing hand handed back instead of collected. */
    lossNotCollected: ((p, rng) => {
      if (isTwoCard21([p.model.up, p.model.hole])) return undefined;
      const i = pickEvent(p, rng, (e, k) => e.type === 'collect' && e['spot'] === 'main' && k > dealerTurnAt(p) && !elsewhere(p, e));
      if (i === undefined) return undefined;
      ev(p)[i]!.type = 'return';
      return p.hand;
    }) satisfies BjApply,


    /** A tie collected instead of handed back. */
    tieCollected: ((p, rng) => {
      if (isTwoCard21([p.model.up, p.model.hole])) return undefined;
      const i = pickEvent(p, rng, (e, k) => e.type === 'return' && e['spot'] === 'main' && k > dealerTurnAt(p) && !naturalSeat(p, e) && !elsewhere(p, e));
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
  };
}
