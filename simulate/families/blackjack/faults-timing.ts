// Dealer errors in when things happen in a blackjack round (issue 17): a hand settled before the dealer
// finished his hand, a stake placed when the rule no longer allows it, the insurance or a surrender's
// half not collected when the text says, the card after a double dealt face down. Each edits the logged
// events of a clean round (or its model, rendered again).
import type { Money } from '../../../engine/core/money.js';
import { parseAmount } from '../../../engine/core/money.js';
import { amountIn, amountOut, moveEvent } from '../../core/log.js';
import type { Rng } from '../../core/rng.js';
import type { LogEvent, LogHand, Played } from '../../core/types.js';
import type { BjSimRules, SimRound, SimSeat } from './model.js';
import { isNatural, isTwoCard21, totalOf } from './model.js';
import type { BjApply } from './fault-helpers.js';
import { dealerTurnAt, handBusted, mandatoryEnd, naturalSeat, pickEvent, pickSeat, revealAt, seatOfEvent } from './fault-helpers.js';
import { renderRound } from './render.js';

export function timingFaults(rules: BjSimRules) {
  const ev = (p: Played<SimRound>) => p.hand.events;
  const posted = (p: Played<SimRound>, field: string): Money => {
    const m = parseAmount(p.hand.table?.[field]);
    if (!m.ok) throw new Error(`simulator bug: the table posts no ${field}`);
    return m.value;
  };
  const isSettlement = (e: LogEvent) => e.type === 'payout' || e.type === 'collect' || e.type === 'return';
  /** Position of the dealer's first draw after his second card is shown, or -1. */
  const firstDraw = (p: Played<SimRound>) => {
    const turn = dealerTurnAt(p);
    return ev(p).findIndex((e, i) => i > turn && e.type === 'deal' && e['to'] === 'dealer');
  };

  const firstDeal = (p: Played<SimRound>) => ev(p).findIndex((e) => e.type === 'deal');
  const mainOf = (seat: number) => (e: LogEvent) => isSettlement(e) && e['spot'] === 'main' && e['seat'] === seat && (e['hand'] ?? 1) === 1 && e['behind'] !== true;
  /**
   * A bet of the table minimum added to a one-hand box at `at`, when the rule no longer admits one. The
   * table then either hands the late chips back after settling the stake placed before ('hand back': the
   * only error is accepting the bet), or pays the box's win on the whole stake ('pay': a box that won
   * without a Black Jack or a double): the late chips paid as if they were a wager.
   */
  const lateRaise = (p: Played<SimRound>, rng: Rng, at: number, then: 'hand back' | 'pay'): LogHand | undefined => {
    const amount = posted(p, 'min_bet');
    const payout = (s: SimSeat) => ev(p).findIndex((e, k) => e.type === 'payout' && mainOf(s.seat)(e) && k > dealerTurnAt(p));
    const s = pickSeat(p, rng, (x) => x.hands.length === 1 && !x.behind && x.bet + amount <= posted(p, 'max_bet')
      && (then === 'hand back' || (payout(x) >= 0 && !isNatural(x) && !x.evenMoney && !x.hands[0]!.steps.some((st) => st.t === 'double'))));
    if (!s) return undefined;
    if (then === 'pay') {
      const e = ev(p)[payout(s)]!;
      e['amount'] = amountOut((amountIn(e) + amount) as Money);
    } else {
      const last = ev(p).reduce((found, e, k) => (mainOf(s.seat)(e) ? k : found), -1);
      if (last < at) return undefined;
      ev(p).splice(last + 1, 0, { type: 'return', seat: s.seat, spot: 'main', hand: 1, amount: amountOut(amount) });
    }
    ev(p).splice(at, 0, { type: 'bet', seat: s.seat, spot: 'main', amount: amountOut(amount) });
    return p.hand;
  };

  return {
    /** A hand that stood on its total paid (collected, returned) before the dealer drew the cards that complete his hand. */
    settledBeforeDealerDrew: ((p, rng) => {
      if (p.model.draws.length === 0) return undefined;
      const draw = firstDraw(p);
      if (draw < 0) return undefined;
      const i = pickEvent(p, rng, (e, k) => k > draw && isSettlement(e) && e['spot'] === 'main' && e['behind'] !== true && !naturalSeat(p, e)
        && !handBusted(seatOfEvent(p, e)!, (e['hand'] as number | undefined) ?? 1));
      if (i === undefined) return undefined;
      moveEvent(ev(p), i, draw);
      return p.hand;
    }) satisfies BjApply,


    /** A main bet added to a box once it holds its two cards (Pot Luck Art. 12º), its chips handed back with the settlement. */
    mainBetAfterCards: ((p, rng) => lateRaise(p, rng, mandatoryEnd(p) + 1, 'hand back')) satisfies BjApply,

    /** A main bet added to a box once it holds its two cards, and the box's win paid on the whole stake. */
    mainBetAfterCardsPaid: ((p, rng) => lateRaise(p, rng, mandatoryEnd(p) + 1, 'pay')) satisfies BjApply,

    /** A box's bet raised after the first card has left the shoe (Marbella Conviene saber), its chips handed back with the settlement. */
    betAfterFirstCard: ((p, rng) => lateRaise(p, rng, firstDeal(p) + 1, 'hand back')) satisfies BjApply,

    /** A box's bet raised after the first card has left the shoe, and the box's win paid on the whole stake. */
    betAfterFirstCardPaid: ((p, rng) => lateRaise(p, rng, firstDeal(p) + 1, 'pay')) satisfies BjApply,


    /** A pool bet placed after the mandatory dealing (Pot Luck Art. 18º), with other pool bets in the pool. */
    poolBetAfterDealing: ((p, rng) => {
      const pool = p.model.seats.filter((x) => x.pool > 0);
      if (pool.length < 2) return undefined;
      const s = rng.pick(pool);
      const at = ev(p).findIndex((e) => e.type === 'bet' && e['spot'] === 'pool' && e['seat'] === s.seat);
      moveEvent(ev(p), at, mandatoryEnd(p) + 1);
      return p.hand;
    }) satisfies BjApply,


    /** The card after a double dealt face down (Pot Luck Art. 12º «sólo una carta descubierta»). */
    doubleCardFaceDown: ((p, rng) => {
      const i = pickEvent(p, rng, (e, k) => {
        const prev = ev(p)[k - 1];
        return e.type === 'deal' && prev?.type === 'decision' && prev['action'] === 'double' && e['to'] === `seat:${prev['seat']}`;
      });
      if (i === undefined) return undefined;
      ev(p)[i]!['face'] = 'down';
      return p.hand;
    }) satisfies BjApply,


    /** An insurance settled before the dealer reveals the hole card (Pot Luck Art. 10º). */
    insuranceSettledBeforeReveal: ((p, rng) => {
      const reveal = revealAt(p);
      if (reveal < 0) return undefined;
      const i = pickEvent(p, rng, (e) => isSettlement(e) && e['spot'] === 'insurance');
      if (i === undefined) return undefined;
      moveEvent(ev(p), i, reveal);
      return p.hand;
    }) satisfies BjApply,


    /** A lost insurance collected only at the end of the round, not at the reveal (Pot Luck Art. 10º «inmediatamente»). */
    insuranceLossCollectedLate: ((p, rng) => {
      if (revealAt(p) < 0 || isTwoCard21([p.model.up, p.model.hole])) return undefined;
      const i = pickEvent(p, rng, (e) => e.type === 'collect' && e['spot'] === 'insurance');
      if (i === undefined) return undefined;
      // Something must come after it for the delay to show: the dealer's draws or the main settlements.
      if (!ev(p).slice(i + 1).some((e) => e.type !== 'collect' || e['spot'] !== 'insurance')) return undefined;
      moveEvent(ev(p), i, ev(p).length);
      return p.hand;
    }) satisfies BjApply,


    /** The surrendered half collected only at the end of the round (Pot Luck Art. 9º «inmediatamente»). */
    surrenderCollectedLate: ((p, rng) => {
      const s = pickSeat(p, rng, (x) => x.surrender === true);
      if (!s) return undefined;
      const i = ev(p).findIndex((e) => e.type === 'collect' && e['spot'] === 'main' && e['seat'] === s.seat && e['behind'] !== true);
      if (i < 0 || i === ev(p).length - 1) return undefined;
      moveEvent(ev(p), i, ev(p).length);
      return p.hand;
    }) satisfies BjApply,


    /** A box's own bet over the table maximum (Marbella, Jugadores), played and settled as placed. */
    boxOverMax: ((p, rng) => {
      const s = pickSeat(p, rng, (x) => x.hands.length === 1 && totalOf(x.hands[0]!.start).total < 21 && x.insurance === undefined && !x.evenMoney);
      if (!s) return undefined;
      s.bet = (posted(p, 'max_bet') + posted(p, 'min_bet')) as Money;
      // No double or split on it: their own limits would be the question then.
      if (s.hands[0]!.steps.some((x) => x.t === 'double' || x.t === 'split')) return undefined;
      delete s.behind;
      p.hand.events = renderRound(p.model, rules);
      return p.hand;
    }) satisfies BjApply,
  };
}
