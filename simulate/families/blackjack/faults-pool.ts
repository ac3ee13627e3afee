// Dealer errors in the pool bet (Pot Luck Art. 18º): the award to the wrong box, a commission over the maximum.
import type { Money } from '../../../engine/core/money.js';
import { amountIn, amountOut } from '../../core/log.js';
import type { Played } from '../../core/types.js';
import type { SimRound } from './model.js';
import { totalOf } from './model.js';
import type { BjApply } from './fault-helpers.js';
import { pickEvent } from './fault-helpers.js';

export function poolFaults() {
  const ev = (p: Played<SimRound>) => p.hand.events;

  return {
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
