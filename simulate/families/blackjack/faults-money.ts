// Dealer errors in the money of a blackjack round that the Pot Luck kinds do not make: overpayments (a win
// paid as a Black Jack, a Black Jack at 2 to 1, even money at 3 to 2, a 21 on a split ace paid as a Black
// Jack) and a dealer Black Jack that takes too little. Each edits one settlement of a clean round.
import type { Money } from '../../../engine/core/money.js';
import { amountIn, amountOut } from '../../core/log.js';
import type { LogEvent, Played } from '../../core/types.js';
import type { BjSimRules, SimRound } from './model.js';
import { isNatural, isTwoCard21, takesOriginalOnly, times } from './model.js';
import type { BjApply } from './fault-helpers.js';
import type { BjFaultOptions } from './faults-log.js';
import { dealerTurnAt, naturalSeat, pickEvent, pickSeat, seatOfEvent, settledAlone, splitTwentyOne, stakeOfHand, wagerOfHand } from './fault-helpers.js';

export function moneyFaults(rules: BjSimRules, opts: BjFaultOptions = {}) {
  const ev = (p: Played<SimRound>) => p.hand.events;
  const elsewhere = (p: Played<SimRound>, e: LogEvent) => opts.governedElsewhere?.(p, e) ?? false;
  const mainAfterDealer = (p: Played<SimRound>, type: string) => (e: LogEvent, k: number) =>
    e.type === type && e['spot'] === 'main' && k > dealerTurnAt(p);
  const threeHalves = (e: LogEvent) => {
    e['amount'] = amountOut(times(amountIn(e), [3, 2]));
  };
  const payoutOf = (p: Played<SimRound>, seat: number) =>
    ev(p).findIndex((e) => e.type === 'payout' && e['spot'] === 'main' && e['seat'] === seat);

  return {
    /** A winning hand paid 3 to 2, as if it were a Black Jack. */
    winOverpaid: ((p, rng) => {
      const i = pickEvent(p, rng, (e, k) => mainAfterDealer(p, 'payout')(e, k) && !naturalSeat(p, e) && !elsewhere(p, e));
      if (i === undefined) return undefined;
      threeHalves(ev(p)[i]!);
      return p.hand;
    }) satisfies BjApply,


    /** A Black Jack paid 2 to 1. */
    blackjackOverpaid: ((p, rng) => {
      if (isTwoCard21([p.model.up, p.model.hole])) return undefined;
      const s = pickSeat(p, rng, (x) => isNatural(x) && !x.evenMoney && settledAlone(x));
      if (!s) return undefined;
      ev(p)[payoutOf(p, s.seat)]!['amount'] = amountOut(times(s.bet, [2, 1]));
      return p.hand;
    }) satisfies BjApply,


    /** Even money paid 3 to 2. */
    evenMoneyOverpaid: ((p, rng) => {
      const s = pickSeat(p, rng, (x) => x.evenMoney === true && settledAlone(x));
      if (!s) return undefined;
      ev(p)[payoutOf(p, s.seat)]!['amount'] = amountOut(times(s.bet, rules.blackjack));
      return p.hand;
    }) satisfies BjApply,


    /** A winning 21 of an ace and a ten on a split hand paid 3 to 2, as a Black Jack. */
    split21PaidAsBlackjack: ((p, rng) => {
      const i = pickEvent(p, rng, (e, k) => mainAfterDealer(p, 'payout')(e, k) && splitTwentyOne(seatOfEvent(p, e)!, e['hand'] as number));
      if (i === undefined) return undefined;
      threeHalves(ev(p)[i]!);
      return p.hand;
    }) satisfies BjApply,


    /** Where a dealer Black Jack takes every wager, a doubled hand loses only its original stake, or a split hand nothing. */
    dealerBlackjackTakesOriginalOnly: ((p, rng) => {
      if (!isTwoCard21([p.model.up, p.model.hole]) || takesOriginalOnly(p.model, rules)) return undefined;
      const i = pickEvent(p, rng, (e, k) => {
        if (!mainAfterDealer(p, 'collect')(e, k) || e['behind'] === true) return false;
        const s = seatOfEvent(p, e)!;
        if (e['hand'] === 1 && s.behind && s.behindTogether) return false;
        const hand = e['hand'] as number;
        return hand > 1 || wagerOfHand(s, hand) > stakeOfHand(s, hand);
      });
      if (i === undefined) return undefined;
      const e = ev(p)[i]!;
      const hand = e['hand'] as number;
      // As a table that takes original bets only would settle: hand 1 loses its stake, a split hand is returned.
      if (hand > 1) e.type = 'return';
      else e['amount'] = amountOut(stakeOfHand(seatOfEvent(p, e)!, hand) as Money);
      return p.hand;
    }) satisfies BjApply,
  };
}
