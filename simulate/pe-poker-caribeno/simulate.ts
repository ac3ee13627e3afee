// The Póker Caribeño simulator (Peru, 1999): correct rounds under the regulation's Arts. 5º-15º, and the
// dealer errors the catalog checks, each declaring the rule and article whose finding it must draw.
// The regulation knows two wagers, the ante and the bet (raise): no progressive or side bet.
import { rankOf } from '../../engine/core/cards.js';
import type { Card } from '../../engine/core/cards.js';
import type { Money } from '../../engine/core/money.js';
import { categoryOf } from '../../engine/poker/evaluator.js';
import type { HandCategory } from '../../engine/poker/evaluator.js';
import { amountOut } from '../core/log.js';
import type { Rng } from '../core/rng.js';
import { fullDecks } from '../core/shoe.js';
import type { LogEvent, LogHand, RulesetSimulator } from '../core/types.js';
import { caribenoFaults } from './simulate-faults.js';
import { CARIBENO_RULES, MINIMUM_PAYTABLE, handValue, renderRound } from './simulate-round.js';
import type { CsSimRound, CsSimZone } from './simulate-round.js';

/** clean.json's CS-CLEAN-05: a posted table above the minimum on two lines (Art. 14º: «no menor»). */
const ENHANCED: Record<HandCategory, number> = { ...MINIMUM_PAYTABLE, royal_flush: 200, flush: 6 };

interface CsTablePlan {
  min: Money;
  max: Money;
  paytable: Record<HandCategory, number>;
  cap?: Money;
}

/**
 * Posted configurations like those of fixtures/pe-poker-caribeno and the shared examples, by table
 * number so that any two neighbouring tables show both a table with no posted maximum and one whose
 * maximum a winning bet can reach.
 */
const PROFILES: ((rng: Rng) => CsTablePlan)[] = [
  // No maximum payout posted (art-15-cap.json, CS-15-02).
  (rng) => ({ min: 1000 as Money, max: 50000 as Money, paytable: rng.pick([MINIMUM_PAYTABLE, MINIMUM_PAYTABLE, ENHANCED]) }),
  // A low posted maximum (art-15-cap.json, CS-15-01: 500 at a 5-500 table).
  (rng) => ({ min: 500 as Money, max: 50000 as Money, paytable: MINIMUM_PAYTABLE, cap: rng.pick([50000, 100000]) as Money }),
  // The shared examples' tables: 5-500, the minimum pay table, 60,000 (clean.json: also 5,000).
  (rng) => ({ min: 500 as Money, max: 50000 as Money, paytable: rng.pick([MINIMUM_PAYTABLE, ENHANCED]), cap: rng.pick([6000000, 6000000, 500000]) as Money }),
];

const ANTES = [5, 5, 10, 10, 10, 15, 20, 20, 25, 30, 40, 50, 50, 60, 75, 100, 100, 150, 200, 250, 300, 400, 500];
const ZONES = [1, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 6, 7];

interface CsTableState extends CsTablePlan {
  /** This table's dealers count the deck before every shuffle (Art. 7º leaves it to the house). */
  counts: boolean;
  /** The next round opens a new deck (the table's first round does). */
  newDeckDue: boolean;
}

/** Rank with the ace high, for the strategy. */
const high = (c: Card) => (rankOf(c) === 1 ? 14 : rankOf(c));

/**
 * A simple, legal strategy: bet with a pair or better; with ace-king and nothing else, bet when the
 * dealer's up card pairs one of the player's cards or the third card is a jack or a queen; else fold.
 */
export function decide(cards: readonly Card[], up: Card): 'bet' | 'fold' {
  if (categoryOf(handValue(cards)) !== 'high_card') return 'bet';
  const ranks = cards.map(high).sort((a, b) => b - a);
  if (ranks[0] !== 14 || ranks[1] !== 13) return 'fold';
  return ranks.includes(high(up)) || ranks[2]! >= 11 ? 'bet' : 'fold';
}

const proc = (name: string, extra: Record<string, unknown> = {}): LogEvent => ({ type: 'procedure', name, ...extra });

/**
 * Before the antes: every game is shuffled, then cut by a player or the dealer (Art. 7º), counting
 * first at tables that do; a new deck at the table's first round, about one round in sixty (a worn
 * card, a player's request: Art. 5º), and at once when a count finds the deck short. A new deck is
 * shown, turned, washed, shuffled and cut (Art. 6º), its jokers sometimes counted in and put away.
 */
function procedures(rng: Rng, st: CsTableState, seats: number[]): { pre: LogEvent[]; newDeck: boolean } {
  const pre: LogEvent[] = [];
  let newDeck = st.newDeckDue || rng.chance(1, 60);
  st.newDeckDue = false;
  if (!newDeck && st.counts) {
    const short = rng.chance(1, 150);
    pre.push(proc('count', { count: short ? 51 : 52 }));
    newDeck = short;
  }
  if (newDeck) {
    pre.push(proc('new_deck', { decks: 1 }));
    const count = rng.int(4);
    if (count === 0) pre.push(proc('count', { count: 54 }), proc('count', { count: 52 }));
    else if (count === 1) pre.push(proc('count', { count: 52 }));
    pre.push(proc('show_cards'), proc('turn_cards'), proc('wash'));
  }
  pre.push(proc('shuffle'), proc('cut', { by: rng.chance(1, 2) ? 'dealer' : `seat:${rng.pick(seats)}` }));
  return { pre, newDeck };
}

export function playCaribenoRound(rng: Rng, st: CsTableState): CsSimRound {
  const seats = rng.shuffle([1, 2, 3, 4, 5, 6, 7]).slice(0, rng.pick(ZONES)).sort((a, b) => a - b);
  const { pre, newDeck } = procedures(rng, st, seats);
  const players = new Set<string>();
  while (players.size < seats.length) players.add(`P-${rng.range(100, 999)}`);
  const ids = [...players];
  const stakes = ANTES.map((a) => a * 100).filter((a) => a >= st.min && a <= st.max);
  const deck = rng.shuffle(fullDecks(1));
  const hands: Card[][] = seats.map(() => []);
  const dealer: Card[] = [];
  let k = 0;
  for (let round = 0; round < CARIBENO_RULES.cardsPerHand; round++) {
    for (const h of hands) h.push(deck[k++]!);
    dealer.push(deck[k++]!);
  }
  const zones: CsSimZone[] = seats.map((seat, i) => {
    const ante = rng.pick(stakes) as Money;
    const action = decide(hands[i]!, dealer[CARIBENO_RULES.cardsPerHand - 1]!);
    return { seat, antes: [{ player: ids[i]!, amount: ante }], cards: hands[i]!, action, raise: (action === 'bet' ? ante * CARIBENO_RULES.raisePerAnte : 0) as Money };
  });
  return { pre, newDeck, zones, dealer, deck, paytable: st.paytable, ...(st.cap !== undefined ? { cap: st.cap } : {}) };
}

export const caribenoSimulator: RulesetSimulator<CsSimRound> = {
  ruleset: 'pe-poker-caribeno',
  game: 'caribbean-stud',
  currency: 'PEN',
  utcOffset: '-05:00',
  openTable(rng, n) {
    const plan = PROFILES[n % PROFILES.length]!(rng);
    const state: CsTableState = { ...plan, counts: rng.chance(1, 3), newDeckDue: true };
    return {
      id: `CS-${String(n + 1).padStart(2, '0')}`,
      n,
      dealerId: `D-${String(201 + n)}`,
      config: {
        min_bet: amountOut(plan.min),
        max_bet: amountOut(plan.max),
        bet_paytable: { ...plan.paytable },
        // The dealers here take a bet of twice the ante, and the tables post it (Art. 9º f: a room limit).
        bet_to_ante_ratio: 2,
        ...(plan.cap !== undefined ? { max_payout: amountOut(plan.cap) } : {}),
      },
      state,
    };
  },
  play(rng, table, handId, startedAt) {
    const round = playCaribenoRound(rng, table.state as CsTableState);
    const hand: LogHand = {
      hand_id: handId, game: this.game, ruleset: this.ruleset, table_id: table.id, dealer_id: table.dealerId,
      started_at: startedAt, currency: this.currency, table: table.config, events: renderRound(round),
    };
    return { hand, model: round };
  },
  roundSeconds(rng, played) {
    return 50 + 20 * played.model.zones.length + rng.int(40) + (played.model.newDeck ? 60 : 0);
  },
  faults: caribenoFaults,
  notSimulated: {
    'posted-paytable-meets-minimum': 'a table setting (the pay table posted at the table), reported on the table\'s first hand and when it changes, not a dealer error in a round',
  },
};
