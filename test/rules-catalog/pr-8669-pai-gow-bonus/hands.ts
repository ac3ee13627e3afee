import type { Ruleset } from '../../../rules-catalog/framework/types.js';
import { paiGowBonus8669 } from '../../../rules-catalog/pr-8669-pai-gow-bonus/index.js';
import { rawHand } from '../../helpers/hand.js';

/** Event builders for pai gow bonus rounds, in the hand-log format. */
type Extra = Record<string, unknown>;
export const pg = (seat: number, amount: number, extra: Extra = {}) => ({ type: 'bet', seat, spot: 'paigow', amount, ...extra });
export const bonus = (seat: number, number: number, amount: number, extra: Extra = {}) => ({ type: 'bet', seat, spot: 'bonus', number, amount, ...extra });
export const noMoreBets = () => ({ type: 'procedure', name: 'no_more_bets' });
export const rng = (value: number) => ({ type: 'rng', value });
export const collect = (seat: number, amount: number, extra: Extra = {}) => ({ type: 'collect', seat, spot: 'bonus', amount, ...extra });
export const payout = (seat: number, amount: number, extra: Extra = {}) => ({ type: 'payout', seat, spot: 'bonus', amount, ...extra });
export const giveBack = (seat: number, amount: number, extra: Extra = {}) => ({ type: 'return', seat, spot: 'bonus', amount, ...extra });
const CARDS = ['2s', '3h', '4d', '5c', '6s', '7h', '8d', '9c', 'Ts', 'Jh', 'Qd', 'Kc', 'As', '2h', '3d', '4c'];
/** Seven face-down cards to each participant. */
export const dealTo = (...to: string[]) =>
  to.flatMap((t, i) => Array.from({ length: 7 }, (_, k) => ({ type: 'deal', to: t, card: CARDS[(i * 7 + k) % CARDS.length]!, face: 'down' })));

export const TABLE = { min_bet: 5, max_bet: 1000, bonus_payout: 6 };

/** A pai gow bonus hand with the given events and table (default: posted 6 to 1, max bet 1000). */
export function round(events: Record<string, unknown>[], table: Extra = TABLE, extra: Extra = {}): Record<string, unknown> {
  return rawHand('pai-gow-bonus', events, { table, currency: 'USD', ...extra });
}

/**
 * A clean round: seat 1 pai gow 25 with bonus 10 on 4; seat 2 pai gow 50 with bonus 5 on 3 and 2 on 4;
 * the number is 4. Losers collected, winners paid (6 to 1), then the deal. Events:
 *  1-2 pai gow bets, 3-5 bonus bets, 6 no more bets, 7 rng, 8 collect, 9-10 payouts, 11- deal.
 */
export function cleanEvents(): Record<string, unknown>[] {
  return [
    pg(1, 25), pg(2, 50),
    bonus(1, 4, 10), bonus(2, 3, 5), bonus(2, 4, 2),
    noMoreBets(), rng(4),
    collect(2, 5),
    payout(1, 60), payout(2, 12),
    ...dealTo('seat:1', 'seat:2', 'dealer'),
  ];
}

export const RS = paiGowBonus8669;
export const A = (para: string) => `Art. 10-10.15${para}`;

/** The catalog with some parameters changed (to test each interpretation's alternative). */
export function withParams(values: Record<string, unknown>): Ruleset {
  const parameters = { ...RS.parameters };
  for (const [k, v] of Object.entries(values)) parameters[k] = { ...parameters[k]!, value: v };
  return { ...RS, parameters };
}
