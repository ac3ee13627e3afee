import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { RULESETS } from '../../rules-catalog/index.js';
import { fixtureDir, fixtureLogs } from '../helpers/golden.js';
import { propertySeed } from '../helpers/seed.js';

/** Cases per property: 10,000 under `npm test`, more under `npm run fuzz` (FUZZ_RUNS). */
export const RUNS = Math.max(1, Number(process.env['FUZZ_RUNS'] ?? 10_000) || 10_000);

/** A fixed seed under `npm test` (reproducible); `npm run fuzz` explores new ground each time unless FUZZ_SEED is set (test/helpers/seed.ts). */
export function fuzzParams(): { numRuns: number; seed?: number; endOnFailure: boolean } {
  const seed = propertySeed();
  return { numRuns: RUNS, ...(seed !== undefined ? { seed } : {}), endOnFailure: true };
}

export const GAMES = ['pot-luck-blackjack', 'blackjack', 'caribbean-stud', 'dragon-six-baccarat', 'pai-gow-bonus'] as const;

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
const SUITS = ['s', 'h', 'd', 'c'];
const CARDS = RANKS.flatMap((r) => SUITS.map((s) => r + s));

// Small domains on purpose: few seats, few cards, few amounts, so that random
// sequences collide (the same seat bets, is dealt to, decides, is settled) and
// reach deep engine states, with the schema's extremes mixed in.
const card = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...CARDS) },
  { weight: 1, arbitrary: fc.constantFrom('Ah', 'Kd', 'Td', '10c', 'as', 'QS', '5h') },
);
const seat = fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 4 }) }, { weight: 1, arbitrary: fc.constantFrom(7, 8, 99, 999) });
const hand = fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 1, max: 3 }) }, { weight: 1, arbitrary: fc.constantFrom(4, 64) });
const amount = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(0, 1, 5, 10, 15, 20, 25, 50, 100, 150, 200) },
  { weight: 2, arbitrary: fc.constantFrom(0.01, 2.5, 7.5, 12.25, 37.5, 1000, 5000) },
  { weight: 1, arbitrary: fc.constantFrom(99999999.99, 123456789012.34, 9999999999999.99, 999999999999999) },
);
const participant = fc.oneof(
  { weight: 4, arbitrary: seat.map((n) => `seat:${n}`) },
  { weight: 3, arbitrary: fc.constant('dealer') },
  { weight: 2, arbitrary: fc.constantFrom('player', 'banker') },
);
const spot = fc.constantFrom('main', 'pool', 'ante', 'player', 'banker', 'tie', 'paigow', 'bonus', 'insurance', 'bet');
const betSpot = fc.constantFrom('main', 'pool', 'ante', 'player', 'banker', 'tie', 'paigow', 'bonus');
const playerId = fc.constantFrom('P-1', 'P-2', 'P-3');
const bonusNumber = fc.integer({ min: 1, max: 8 });
const PROCEDURES = [
  'new_deck', 'count', 'show_cards', 'turn_cards', 'wash', 'shuffle', 'cut', 'place_cut_card', 'load_shoe', 'burn',
  'verify_card_count', 'no_more_bets', 'offer_insurance', 'offer_surrender', 'cut_card_out',
] as const;
const ACTIONS = ['hit', 'stand', 'double', 'split', 'surrender', 'insurance', 'even_money', 'decline_insurance', 'bet', 'fold'] as const;

const settlement = (type: 'payout' | 'collect' | 'return') => fc.record(
  { type: fc.constant(type), seat, spot, hand, number: bonusNumber, amount },
  { requiredKeys: ['type', 'seat', 'spot', 'amount'] },
);

/** Any event the hand-log schema accepts, with values drawn from small, colliding domains. */
export const eventArb: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  { weight: 2, arbitrary: fc.record({
    type: fc.constant('procedure'), name: fc.constantFrom(...PROCEDURES), by: participant,
    decks: fc.integer({ min: 1, max: 16 }), position: fc.integer({ min: 0, max: 500 }),
    cards: fc.array(card, { maxLength: 12 }), participant, count: fc.integer({ min: 0, max: 520 }),
  }, { requiredKeys: ['type', 'name'] }) },
  { weight: 4, arbitrary: fc.record({
    type: fc.constant('bet'), seat, spot: betSpot, amount, hand, player: playerId, number: bonusNumber,
    medium: fc.constantFrom('chips', 'cash', 'verbal'), behind: fc.boolean(),
  }, { requiredKeys: ['type', 'seat', 'spot', 'amount'] }) },
  { weight: 8, arbitrary: fc.record({
    type: fc.constant('deal'), to: participant, hand, card, face: fc.constantFrom('up', 'down'),
  }, { requiredKeys: ['type', 'to', 'card'] }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('reveal'), to: participant, card }) },
  { weight: 4, arbitrary: fc.record({
    type: fc.constant('decision'), seat, hand, action: fc.constantFrom(...ACTIONS), amount, player: playerId,
  }, { requiredKeys: ['type', 'seat', 'action'] }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('rng'), value: fc.integer({ min: -3, max: 10 }) }) },
  { weight: 2, arbitrary: settlement('payout') },
  { weight: 2, arbitrary: settlement('collect') },
  { weight: 1, arbitrary: settlement('return') },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('commission'), spot, amount }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('pool_award'), seat, amount }) },
);

/** A posted table configuration the schema accepts, including odd corners (0 decks is not one: the schema says 1..16). */
export const tableArb: fc.Arbitrary<Record<string, unknown>> = fc.record({
  decks: fc.integer({ min: 1, max: 8 }),
  seats: fc.integer({ min: 1, max: 9 }),
  min_bet: amount,
  max_bet: amount,
  max_splits: fc.integer({ min: 0, max: 4 }),
  pool_commission_pct: fc.constantFrom(0, 2.5, 5, 6, 100),
  max_payout: amount,
  bet_paytable: fc.dictionary(
    fc.constantFrom('royal_flush', 'straight_flush', 'four_of_a_kind', 'full_house', 'flush', 'straight', 'three_of_a_kind', 'two_pair', 'one_pair', 'high_card', 'unknown_kind'),
    fc.constantFrom(0, 1, 2, 5, 100, 1.5),
  ),
  bonus_payout: fc.constantFrom(0, 5, 5.5, 6, 7),
  burn_rule: fc.constantFrom('first card', 'x'),
  dealer_hole_card: fc.boolean(),
}, { requiredKeys: [] });

let handCounter = 0;

/** A whole raw hand of one game: random events, optional ruleset override, table and shoe. */
export function rawHandArb(game: string, maxEvents = 30): fc.Arbitrary<Record<string, unknown>> {
  return fc.record({
    events: fc.array(eventArb, { maxLength: maxEvents }),
    table: fc.option(tableArb, { nil: undefined }),
    shoe: fc.option(fc.constantFrom('S-1', 'S-2'), { nil: undefined }),
    minute: fc.integer({ min: 0, max: 59 }),
  }).map(({ events, table, shoe, minute }) => {
    const h: Record<string, unknown> = {
      hand_id: `FZ-${++handCounter}`, game, table_id: 'T-1', dealer_id: 'D-1',
      started_at: `2026-11-06T21:${String(minute).padStart(2, '0')}:00-05:00`, currency: 'PEN', events,
    };
    if (table !== undefined) h['table'] = table;
    if (shoe !== undefined) h['shoe_id'] = shoe;
    return h;
  });
}

/** Every hand of the golden fixtures (fixtures/<ruleset>/*.json): real hands to mutate. */
export function fixtureHands(): Record<string, any>[] {
  const out: Record<string, any>[] = [];
  for (const r of RULESETS) {
    for (const f of fixtureLogs(r.id)) {
      const doc = JSON.parse(readFileSync(join(fixtureDir(r.id), f), 'utf8'));
      const hands = Array.isArray(doc) ? doc : Array.isArray(doc.hands) ? doc.hands : [doc];
      out.push(...hands);
    }
  }
  return out;
}

export type Mutation =
  | { kind: 'delete'; at: number }
  | { kind: 'duplicate'; at: number }
  | { kind: 'swap'; at: number }
  | { kind: 'insert'; at: number; event: Record<string, unknown> }
  | { kind: 'replace'; at: number; event: Record<string, unknown> }
  | { kind: 'field'; at: number; key: string; value: unknown }
  | { kind: 'truncate'; at: number }
  | { kind: 'move'; at: number; to: number };

const FIELD_VALUES: fc.Arbitrary<[string, unknown]> = fc.oneof(
  fc.tuple(fc.constant('card'), card),
  fc.tuple(fc.constant('amount'), amount),
  fc.tuple(fc.constant('seat'), seat),
  fc.tuple(fc.constant('hand'), hand),
  fc.tuple(fc.constant('to'), participant),
  fc.tuple(fc.constant('face'), fc.constantFrom('up', 'down')),
  fc.tuple(fc.constant('action'), fc.constantFrom(...ACTIONS)),
  fc.tuple(fc.constant('spot'), spot),
  fc.tuple(fc.constant('type'), fc.constantFrom('payout', 'collect', 'return')),
  fc.tuple(fc.constant('number'), bonusNumber),
  fc.tuple(fc.constant('behind'), fc.boolean()),
  fc.tuple(fc.constant('value'), fc.integer({ min: -1, max: 9 })),
);

/** Positions are fractions of the event list, so one mutation fits any hand. */
export const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('swap' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), event: eventArb }),
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), event: eventArb }),
  FIELD_VALUES.chain(([key, value]) => fc.record({ kind: fc.constant('field' as const), at: fc.nat(), key: fc.constant(key), value: fc.constant(value) })),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('move' as const), at: fc.nat(), to: fc.nat() }),
);

/** Applies mutations to a copy of a real hand's events; the result may or may not be valid input. */
export function mutate(hand: Record<string, any>, mutations: Mutation[], id: string): Record<string, any> {
  const events: Record<string, unknown>[] = (hand['events'] as Record<string, unknown>[]).map((e) => ({ ...e }));
  for (const m of mutations) {
    const n = events.length;
    if (n === 0) {
      if (m.kind === 'insert' || m.kind === 'replace') events.push(m.event);
      continue;
    }
    const at = m.at % n;
    switch (m.kind) {
      case 'delete': events.splice(at, 1); break;
      case 'duplicate': events.splice(at, 0, { ...events[at]! }); break;
      case 'swap': if (at + 1 < n) [events[at], events[at + 1]] = [events[at + 1]!, events[at]!]; break;
      case 'insert': events.splice(at, 0, m.event); break;
      case 'replace': events[at] = m.event; break;
      case 'field': events[at] = { ...events[at]!, [m.key]: m.value }; break;
      case 'truncate': events.length = at; break;
      case 'move': { const [e] = events.splice(at, 1); events.splice(m.to % n, 0, e!); break; }
    }
  }
  return { ...hand, hand_id: id, events };
}
