import { rawHand } from './hand.js';

/** Event constructors in the hand-log format, for short blackjack-family test hands. */
export const P = (name: string, extra: Record<string, unknown> = {}) => ({ type: 'procedure', name, ...extra });
export const bet = (seat: number, amount: number, spot = 'main', extra: Record<string, unknown> = {}) => ({ type: 'bet', seat, spot, amount, ...extra });
export const deal = (to: string, card: string, extra: Record<string, unknown> = {}) => ({ type: 'deal', to, card, ...extra });
export const hole = (card: string) => deal('dealer', card, { face: 'down' });
export const act = (seat: number, action: string, extra: Record<string, unknown> = {}) => ({ type: 'decision', seat, hand: 1, action, ...extra });
export const pay = (seat: number, amount: number, extra: Record<string, unknown> = {}) => ({ type: 'payout', seat, spot: 'main', hand: 1, amount, ...extra });
export const take = (seat: number, amount: number, extra: Record<string, unknown> = {}) => ({ type: 'collect', seat, spot: 'main', hand: 1, amount, ...extra });
export const back = (seat: number, amount: number, extra: Record<string, unknown> = {}) => ({ type: 'return', seat, spot: 'main', hand: 1, amount, ...extra });
export const reveal = (card: string) => ({ type: 'reveal', to: 'dealer', card });

export const POT_LUCK_TABLE = { decks: 6, min_bet: 10, max_bet: 2000, max_splits: 3, pool_commission_pct: 5 };

/** A pot luck hand; `procedures: true` prefixes shuffle and cut so procedure articles are checkable. */
export function potLuck(events: Record<string, unknown>[], table: Record<string, unknown> = POT_LUCK_TABLE, id = 'T-1') {
  return rawHand('pot-luck-blackjack', events, { hand_id: id, table });
}

/**
 * One seat (seat 1) against the dealer: bet, the mandatory dealing, the given play, reveal.
 * `p` are the player's two cards, `up`/`down` the dealer's.
 */
export function heads(p: [string, string], up: string, down: string, amount: number, after: Record<string, unknown>[], table = POT_LUCK_TABLE) {
  return potLuck([bet(1, amount), deal('seat:1', p[0]), deal('dealer', up), deal('seat:1', p[1]), hole(down), ...after], table);
}
