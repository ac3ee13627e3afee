// Dealer errors in the wagers of a blackjack round: the bets standing players place behind a box (Marbella, Jugadores): over the table maximum, behind an empty box,
// or a player behind the box making its decisions. Each edits the bet or decision events of a clean round.
import type { Money } from '../../../engine/core/money.js';
import { parseAmount } from '../../../engine/core/money.js';
import { amountOut } from '../../core/log.js';
import type { Played } from '../../core/types.js';
import type { BjSimRules, SimRound } from './model.js';
import { renderRound } from './render.js';
import type { BjApply } from './fault-helpers.js';
import { VOLUNTARY, pickEvent, pickSeat } from './fault-helpers.js';

export function betFaults(rules: BjSimRules, opts: { layoutBoxes: number }) {
  const ev = (p: Played<SimRound>) => p.hand.events;
  const posted = (p: Played<SimRound>, field: string): Money => {
    const m = parseAmount(p.hand.table?.[field]);
    if (!m.ok) throw new Error(`simulator bug: the table posts no ${field}`);
    return m.value;
  };
  const lastBet = (p: Played<SimRound>) => ev(p).reduce((last, e, i) => (e.type === 'bet' ? i : last), -1);

  return {
    /** A bet behind a box over the table maximum on its own (each wager is within the limits by itself), settled as placed. */
    behindOverMax: ((p, rng) => {
      const s = pickSeat(p, rng, () => true)!;
      s.player ??= `P-${100 + s.seat}`;
      s.behind = [{ player: `P-${200 + s.seat}`, amount: (posted(p, 'max_bet') + posted(p, 'min_bet')) as Money }];
      s.behindTogether ??= rng.chance(1, 2);
      p.hand.events = renderRound(p.model, rules);
      return p.hand;
    }) satisfies BjApply,


    /** A bet placed behind a box that holds no bet of its own. */
    behindWithoutBox: ((p, rng) => {
      const taken = new Set(p.model.seats.map((s) => s.seat));
      const boxes = typeof p.hand.table?.['seats'] === 'number' ? Math.min(p.hand.table['seats'], opts.layoutBoxes) : opts.layoutBoxes;
      const empty = Array.from({ length: boxes }, (_, i) => i + 1).filter((n) => !taken.has(n));
      if (empty.length === 0) return undefined;
      const seat = rng.pick(empty);
      ev(p).splice(lastBet(p) + 1, 0, { type: 'bet', seat, spot: 'main', amount: amountOut(posted(p, 'min_bet')), player: `P-${200 + seat}`, behind: true });
      return p.hand;
    }) satisfies BjApply,


    /** The player betting behind a box makes one of the box's decisions. */
    behindPlayerDecides: ((p, rng) => {
      const i = pickEvent(p, rng, (e) => e.type === 'decision' && VOLUNTARY.has(e['action'] as string)
        && p.model.seats.some((s) => s.seat === e['seat'] && s.behind !== undefined));
      if (i === undefined) return undefined;
      const e = ev(p)[i]!;
      e['player'] = p.model.seats.find((s) => s.seat === e['seat'])!.behind![0]!.player;
      return p.hand;
    }) satisfies BjApply,
  };
}
