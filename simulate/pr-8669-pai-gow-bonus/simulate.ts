// The Pai Gow bonus simulator (Reglamento 8669, Art. 10-10.15): correct rounds and the errors the
// catalog checks. The main pai gow hand is out of the catalog's scope: its wagers are placed and its
// cards dealt, but it is not settled (as in the shared examples).
import type { Card } from '../../engine/core/cards.js';
import type { Money } from '../../engine/core/money.js';
import { amountOut, cardOut } from '../core/log.js';
import type { Rng } from '../core/rng.js';
import { fullDecks } from '../core/shoe.js';
import type { LogEvent, LogHand, RulesetSimulator } from '../core/types.js';
import { paiGowFaults } from './simulate-faults.js';

export interface PgSimSeat {
  seat: number;
  /** The pai gow wager; 0 for a seat that only bets the bonus (a fault). */
  paigow: Money;
  bonus: PgSimBet[];
}

export interface PgSimBet {
  number: number;
  amount: Money;
  medium?: 'cash' | 'verbal';
}

export interface PgSimRound {
  seats: PgSimSeat[];
  /** The generator's number for the round. */
  drawn: number;
  /** Settlements name the bonus number they settle (else the audit infers it, as in the shared examples). */
  named: boolean;
  /** Payout per unit, hundredths (550 = 5½ to 1), as posted. */
  payoutHundredths: number;
  /** Seven cards to each pai gow hand, then the dealer's seven. */
  cards: Card[];
}

const PAIGOW_STAKES = [5, 10, 10, 15, 20, 25, 25, 40, 50, 75, 100, 125, 200];
const BONUS_STAKES = [1, 2, 2, 3, 4, 5, 5, 8, 10, 11, 14, 20, 22, 24, 25];
const PAYOUTS = [550, 550, 575, 600]; // Art. 10-10.15(B)(6): posted between 5½ and 6 to 1

/**
 * A winner's payout: stake × ratio, rounded to the nearest dollar (B)(6); an exact half dollar
 * goes up, to the player (the catalog's bonus_half_dollar_rounding "up", the usual practice).
 */
export function bonusPayout(stake: Money, hundredths: number): Money {
  const product = stake * hundredths; // hundredths of a cent
  const dollars = Math.floor(product / 10000);
  return ((product - dollars * 10000) * 2 >= 10000 ? dollars + 1 : dollars) * 100 as Money;
}

export function playPaiGowRound(rng: Rng, payoutHundredths: number): PgSimRound {
  const n = rng.range(1, 6);
  const taken = rng.shuffle([1, 2, 3, 4, 5, 6]).slice(0, n).sort((a, b) => a - b);
  const seats: PgSimSeat[] = taken.map((seat) => {
    const bonus: PgSimBet[] = [];
    if (rng.chance(3, 5)) {
      const numbers = rng.shuffle([1, 2, 3, 4, 5, 6, 7]).slice(0, rng.pick([1, 1, 1, 2, 2, 3]));
      for (const number of numbers) bonus.push({ number, amount: (rng.pick(BONUS_STAKES) * 100) as Money });
    }
    return { seat, paigow: (rng.pick(PAIGOW_STAKES) * 100) as Money, bonus };
  });
  const drawn = rng.range(1, 7); // the generator: each of 1..7 equally likely
  const deck = rng.shuffle(fullDecks(1));
  return { seats, drawn, named: rng.chance(1, 2), payoutHundredths, cards: deck.slice(0, 7 * (n + 1)) };
}

/** Bets, "no more bets", the number, losers collected, winners paid, then the deal: Art. 10-10.15(B)(1)-(5). */
export function renderPaiGowRound(r: PgSimRound): LogEvent[] {
  const ev: LogEvent[] = [];
  for (const s of r.seats) if (s.paigow > 0) ev.push({ type: 'bet', seat: s.seat, spot: 'paigow', amount: amountOut(s.paigow) });
  for (const s of r.seats) {
    for (const b of s.bonus) {
      ev.push({ type: 'bet', seat: s.seat, spot: 'bonus', number: b.number, amount: amountOut(b.amount), ...(b.medium ? { medium: b.medium } : {}) });
    }
  }
  ev.push({ type: 'procedure', name: 'no_more_bets' });
  ev.push({ type: 'rng', value: r.drawn });
  const settle = (type: string, seat: number, b: PgSimBet, amount: Money) =>
    ev.push({ type, seat, spot: 'bonus', ...(r.named ? { number: b.number } : {}), amount: amountOut(amount) });
  for (const s of r.seats) for (const b of s.bonus) if (b.number !== r.drawn) settle('collect', s.seat, b, b.amount);
  for (const s of r.seats) for (const b of s.bonus) if (b.number === r.drawn) settle('payout', s.seat, b, bonusPayout(b.amount, r.payoutHundredths));
  let k = 0;
  for (const to of [...r.seats.filter((s) => s.paigow > 0).map((s) => `seat:${s.seat}`), 'dealer']) {
    for (let i = 0; i < 7; i++) ev.push({ type: 'deal', to, card: cardOut(r.cards[k++]!), face: 'down' });
  }
  return ev;
}

interface PgTableState {
  payoutHundredths: number;
}

export const paiGowSimulator: RulesetSimulator<PgSimRound> = {
  ruleset: 'pr-8669-pai-gow-bonus',
  game: 'pai-gow-bonus',
  currency: 'USD',
  utcOffset: '-04:00',
  openTable(rng, n) {
    const payoutHundredths = rng.pick(PAYOUTS);
    return {
      id: `PG-${String(n + 1).padStart(2, '0')}`,
      n,
      dealerId: `D-${String(301 + n)}`,
      config: { min_bet: 5, max_bet: rng.pick([1000, 2000]), bonus_payout: payoutHundredths / 100 },
      state: { payoutHundredths } satisfies PgTableState,
    };
  },
  play(rng, table, handId, startedAt) {
    const round = playPaiGowRound(rng, (table.state as PgTableState).payoutHundredths);
    const hand: LogHand = {
      hand_id: handId, game: this.game, ruleset: this.ruleset, table_id: table.id, dealer_id: table.dealerId,
      started_at: startedAt, currency: this.currency, table: table.config, events: renderPaiGowRound(round),
    };
    return { hand, model: round };
  },
  roundSeconds(rng, played) {
    return 60 + 15 * played.model.seats.length + rng.int(45);
  },
  faults: paiGowFaults,
  notSimulated: {
    'bonus-payout-posted-in-range': 'a table setting (the payout printed on the layout), not a dealer error in a round',
    // With a posted ratio, an unrounded payout is always short of (or over) the one dollar owed (an exact half rounds
    // up): bonus-payout-amount's; the simulated tables all post their ratio (fixtures/b6-unrounded-no-ratio-posted).
    'bonus-payout-rounded-to-dollar': 'fires only on a table with no posted ratio (a payout inside 5½-6 to 1 but no whole dollar); every simulated table posts its ratio, where an unrounded payout is bonus-payout-amount\'s',
  },
};
