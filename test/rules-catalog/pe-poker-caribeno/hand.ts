import type { Ruleset } from '../../../rules-catalog/framework/types.js';
import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { rawHand } from '../../helpers/hand.js';

/** The example tables' posted configuration: the legal pay table and a 60,000 cap. */
export const TABLE = {
  min_bet: 5,
  max_bet: 500,
  bet_paytable: {
    royal_flush: 100, straight_flush: 50, four_of_a_kind: 20, full_house: 7, flush: 5,
    straight: 4, three_of_a_kind: 3, two_pair: 2, one_pair: 1, high_card: 1,
  },
  max_payout: 60000,
};

export type Ev = Record<string, unknown>;

export interface SeatSpec {
  ante: number;
  /** Five cards, space-separated, in the order the seat receives them. */
  cards: string;
  decision?: 'bet' | 'fold';
  /** The raise; default twice the ante. */
  bet?: number;
  player?: string;
  /** The zone's settlement events; default for a fold: the ante collected. */
  settle?: { type: 'payout' | 'collect' | 'return'; spot: 'ante' | 'bet'; amount: number }[];
}

export interface HandSpec {
  seats: Record<number, SeatSpec>;
  /** The dealer's five cards in dealing order; the fifth is dealt face up. */
  dealer: string;
  table?: Record<string, unknown>;
  /** Procedures before the antes; default shuffle then cut. */
  before?: Ev[];
  /** Record verify_card_count for each zone (default true). */
  verify?: boolean;
  id?: string;
}

/**
 * A Caribbean Stud hand played by the book unless the spec says otherwise:
 * antes, five rounds (seats in order, dealer last, the dealer's last card up),
 * decisions (a fold's ante collected and cards verified at once), the dealer's
 * reveal, then each remaining zone's settlement and verification.
 */
export function csHand(spec: HandSpec): Record<string, unknown> {
  const seats = Object.entries(spec.seats).map(([n, s]) => ({ n: Number(n), ...s })).sort((a, b) => a.n - b.n);
  const events: Ev[] = [...(spec.before ?? [{ type: 'procedure', name: 'shuffle' }, { type: 'procedure', name: 'cut', by: 'seat:1' }])];
  for (const s of seats) {
    if (s.ante > 0) events.push({ type: 'bet', seat: s.n, spot: 'ante', amount: s.ante, ...(s.player ? { player: s.player } : {}) });
  }
  const dealer = spec.dealer.split(' ');
  const hands = seats.map((s) => s.cards.split(' '));
  for (let r = 0; r < 5; r++) {
    seats.forEach((s, i) => events.push({ type: 'deal', to: `seat:${s.n}`, card: hands[i]![r], face: 'down' }));
    events.push({ type: 'deal', to: 'dealer', card: dealer[r], face: r === 4 ? 'up' : 'down' });
  }
  const verify = (n: number) => (spec.verify === false ? [] : [{ type: 'procedure', name: 'verify_card_count', participant: `seat:${n}`, count: 5 }]);
  for (const s of seats) {
    if (!s.decision) continue;
    if (s.decision === 'fold') {
      events.push({ type: 'decision', seat: s.n, action: 'fold' });
      for (const x of s.settle ?? [{ type: 'collect', spot: 'ante', amount: s.ante }]) events.push({ ...x, seat: s.n });
      events.push(...verify(s.n));
    } else {
      events.push({ type: 'decision', seat: s.n, action: 'bet', amount: s.bet ?? 2 * s.ante });
    }
  }
  for (const c of dealer.slice(0, 4)) events.push({ type: 'reveal', to: 'dealer', card: c });
  for (const s of seats) {
    if (s.decision !== 'bet') continue;
    for (const x of s.settle ?? []) events.push({ type: x.type, seat: s.n, spot: x.spot, amount: x.amount });
    events.push(...verify(s.n));
  }
  return rawHand('caribbean-stud', events, { hand_id: spec.id ?? 'T-1', table: spec.table ?? TABLE });
}

/** The hand with its events replaced by `f(events)` (a copy; the original is untouched). */
export function edit(hand: Record<string, unknown>, f: (events: Ev[]) => Ev[]): Record<string, unknown> {
  return { ...hand, events: f((hand['events'] as Ev[]).map((e) => ({ ...e }))) };
}

/** The 1-based position of the first event matching `m` (every key equal), as findings cite it. */
export function at(hand: Record<string, unknown>, m: Ev, nth = 1): number {
  const events = hand['events'] as Ev[];
  let seen = 0;
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (Object.entries(m).every(([k, v]) => e[k] === v) && ++seen === nth) return i + 1;
  }
  throw new Error(`no event ${JSON.stringify(m)} (#${nth})`);
}

// Hands used across the tests (all cards distinct from the dealers' below).
export const DEALER_AK = 'As Kd 8d 4h 2c'; // ace-king high: qualifies, barely
export const DEALER_NO_HAND = 'Qs Jd 8d 4h 2c'; // queen high: no hand
export const DEALER_NINES = '9s 9d 8d 4h 2c'; // a pair of nines
export const FLUSH = 'Th 8h 6h 5h 3h';
export const ROYAL = 'Ac Kc Qc Jc Tc';
export const STRAIGHT = 'Tc 9c 8s 7d 6h';
export const PAIR_OF_KINGS = 'Kh Ks 7h 6c 3d';
export const JACK_HIGH = 'Jh Th 7d 5s 3c';
export const TIES_DEALER_AK = 'Ad Kc 8s 4c 2h';

// Helpers the rule tests share (one rule-test file per rule module, one copy of each helper here).

/** A winning zone's settlement: the ante and the bet paid. */
export const win = (ante: number, bet: number) => [
  { type: 'payout' as const, spot: 'ante' as const, amount: ante },
  { type: 'payout' as const, spot: 'bet' as const, amount: bet },
];

/** Seat 1 folds, seat 2 wins with a flush (20 on the bet). */
export const game = () => csHand({
  seats: {
    1: { ante: 10, cards: JACK_HIGH, decision: 'fold', player: 'P-1' },
    2: { ante: 10, cards: FLUSH.replace('Th', 'Qh'), decision: 'bet', player: 'P-2', settle: win(10, 100) },
  },
  dealer: DEALER_AK,
});

export const isDeal = (e: Ev) => e['type'] === 'deal';

/** One seat with a pair of kings betting `bet` (default twice the ante) on `ante`, paid 1 to 1 on both. */
export const limits = (ante: number, bet?: number) => csHand({
  seats: { 1: { ante, cards: PAIR_OF_KINGS, decision: 'bet', ...(bet !== undefined ? { bet } : {}), settle: win(ante, bet ?? 2 * ante) } },
  dealer: DEALER_AK,
});

/** The catalog with one parameter set otherwise (an interpretation's other setting). */
export function withParam(name: string, value: unknown): Ruleset {
  const p = pokerCaribeno.parameters[name]!;
  return { ...pokerCaribeno, parameters: { ...pokerCaribeno.parameters, [name]: { ...p, value } } };
}

/** The hand at a table that posts this bet-to-ante ratio (class 12 of issue 17: only a posted ratio binds the bet). */
export const posting = (hand: Record<string, unknown>, ratio: unknown) => ({ ...hand, table: { ...(hand['table'] as object), bet_to_ante_ratio: ratio } });

/** A procedure event. */
export const p = (name: string, extra: Ev = {}): Ev => ({ type: 'procedure', name, ...extra });

/** A clean fold hand with these procedures before the antes. */
export const withBefore = (before: Ev[]) => csHand({ seats: { 1: { ante: 10, cards: JACK_HIGH, decision: 'fold' } }, dealer: DEALER_AK, before });

export const firstDeal = (hand: Record<string, unknown>) => at(hand, { type: 'deal' });

/** A new deck's procedures in the order Art. 6º sets. */
export const NEW_DECK = [p('new_deck', { decks: 1 }), p('show_cards'), p('turn_cards'), p('wash'), p('shuffle'), p('cut', { by: 'dealer' })];

/** A flush raised to 200 on a 10 ante, paid 10 and 1,000: every stake placed when the text allows it. */
export const lawful = csHand({ seats: { 1: { ante: 10, cards: FLUSH, decision: 'bet', bet: 200, settle: win(10, 1000) } }, dealer: DEALER_AK });
