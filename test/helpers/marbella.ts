import { rawHand } from './hand.js';
import { bet, deal } from './bj.js';

/** A Marbella table as the examples post it: the European deal (the dealer's second card after the players). */
export const MARBELLA_TABLE = { decks: 6, min_bet: 5, max_bet: 1000, dealer_hole_card: false };
export const HOLE_CARD_TABLE = { ...MARBELLA_TABLE, dealer_hole_card: true };

export function marbella(events: Record<string, unknown>[], table: Record<string, unknown> = MARBELLA_TABLE, id = 'T-1') {
  return rawHand('blackjack', events, { hand_id: id, table });
}

/**
 * One seat (seat 1) against the dealer in the European deal: bet (event 1), the seat's first card (2), the
 * dealer's first card (3), the seat's second card (4), then `after` from event 5 (the dealer's second card included).
 */
export function euro(p: [string, string], first: string, amount: number, after: Record<string, unknown>[], table: Record<string, unknown> = MARBELLA_TABLE) {
  return marbella([bet(1, amount), deal('seat:1', p[0]), deal('dealer', first), deal('seat:1', p[1]), ...after], table);
}
