import { rawHand } from './hand.js';
import { P, bet, deal } from './bj.js';

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

/** The house rules' insurance heading, as findings cite it. */
export const SEG = 'Seguro';

export const insTake = (seat: number, amount: number) => ({ type: 'collect', seat, spot: 'insurance', amount });

export const insPay = (seat: number, amount: number) => ({ type: 'payout', seat, spot: 'insurance', amount });

/** Seats 1 (T 5, hits a 4) and 2 (9 T) against a dealer ace; `between` goes after the mandatory dealing (event 8). */
export const twoSeats = (between: Record<string, unknown>[], after: Record<string, unknown>[], procedures = false) => marbella([
  ...(procedures ? [P('shuffle'), P('cut')] : []),
  bet(1, 40), bet(2, 40), deal('seat:1', 'Th'), deal('seat:2', '9h'), deal('dealer', 'Ad'), deal('seat:1', '5c'), deal('seat:2', 'Tc'),
  ...between, ...after,
]);
