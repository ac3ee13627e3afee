// The Dragon Six baccarat simulator (Peru, 2008): tables that deal real shoes to the cut card, with the
// new-shoe procedures of Arts. 5º-6º, bets by zone (Art. 7º), coups dealt and drawn by Art. 10º and the
// standard tableau, settled by Art. 8º (Banca winning with six pays half, no commission); and the dealer
// errors the catalog checks (simulate-faults.ts).
import { cardText } from '../../engine/core/cards.js';
import type { Card } from '../../engine/core/cards.js';
import type { Money } from '../../engine/core/money.js';
import { amountOut } from '../core/log.js';
import type { Rng } from '../core/rng.js';
import type { LogEvent, LogHand, RulesetSimulator } from '../core/types.js';
import { coupResult, dealCoup, settle } from './simulate-coup.js';
import type { BacSpot, CoupPlan, Dealt, Winner } from './simulate-coup.js';
import { dragonSixFaults } from './simulate-faults.js';
import { openShoe, STACKED_SHOE } from './simulate-shoe.js';
import type { BacShoe } from './simulate-shoe.js';

export interface BacBet {
  seat: number;
  spot: BacSpot;
  amount: Money;
  player?: string;
  behind?: boolean;
  medium?: 'cash' | 'verbal';
  /** Placed after this many cards of the coup had left the shoe (Art. 7º forbids it: a fault). */
  afterCards?: number;
  /** A wholly late wager handed back as void rather than settled. */
  voided?: boolean;
}

/** One coup as the simulator played it: the shoe it came from, the bets, and any departure from the rules. */
export interface BacRound {
  shoe: BacShoe;
  /** The coup opens its shoe: the preparation (Art. 5º or 6º) is logged before the bets. */
  opens: boolean;
  /** The table's previous shoe, when this coup opens a new one. */
  previous?: BacShoe;
  /** Position in the shoe of the coup's first card. */
  start: number;
  plan: CoupPlan;
  bets: BacBet[];
  /** The table announces "no more bets" before the first card. */
  noMoreBets: boolean;
  /** The table settles as if this had been the result (totals miscounted: a fault). */
  settledAs?: { winner: Winner; banca: number };
}

const SPOT_ORDER: readonly BacSpot[] = ['player', 'banker', 'tie'];
const STAKES = [10, 10, 20, 20, 25, 30, 40, 50, 50, 60, 75, 100, 100, 150, 200, 250, 300, 500];
const TIE_STAKES = [10, 10, 10, 20, 25, 50];
const ZONES = 7; // the hand-log format's default when a table posts no seats
const ZONE_COUNTS = [1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5, 6, 7, 7];

/** The preparation of a shoe: Art. 5º a-g with new decks (their count first, Art. 4º), Art. 6º a-d after the cut card. */
export function prepEvents(s: BacShoe): LogEvent[] {
  const ev: LogEvent[] = [];
  if (s.newDecks) {
    ev.push({ type: 'procedure', name: 'new_deck', decks: s.decks });
    ev.push({ type: 'procedure', name: 'count', count: s.decks * 52 }); // Art. 4º: complete, jokers set aside
  }
  for (const name of s.optional) ev.push({ type: 'procedure', name });
  ev.push({ type: 'procedure', name: 'shuffle' });
  ev.push({ type: 'procedure', name: 'cut', by: s.cutBy });
  ev.push({ type: 'procedure', name: 'place_cut_card', position: s.cutPosition });
  ev.push({ type: 'procedure', name: 'load_shoe' });
  ev.push({ type: 'procedure', name: 'burn', cards: Array.from(s.cards.subarray(0, s.burnEnd), (c) => cardText(c as Card)) });
  return ev;
}

function betEvent(b: BacBet): LogEvent {
  const e: LogEvent = { type: 'bet', seat: b.seat, spot: b.spot, amount: amountOut(b.amount) };
  if (b.player !== undefined) e['player'] = b.player;
  if (b.behind) e['behind'] = true;
  if (b.medium) e['medium'] = b.medium;
  return e;
}

export interface Wager {
  seat: number;
  spot: BacSpot;
  stake: Money;
  /** Every bet of the wager came after the first card. */
  late: boolean;
  voided: boolean;
}

/** The wagers of the round: everything on a zone's spot, behind bets included (Art. 7º: one player per zone). */
export function wagersOf(r: BacRound): Wager[] {
  const by = new Map<number, Wager>();
  for (const b of r.bets) {
    const key = b.seat * 4 + SPOT_ORDER.indexOf(b.spot);
    const w = by.get(key);
    const late = b.afterCards !== undefined;
    if (w) {
      w.stake = (w.stake + b.amount) as Money;
      w.late &&= late;
      w.voided &&= late && !!b.voided;
    } else {
      by.set(key, { seat: b.seat, spot: b.spot, stake: b.amount, late, voided: late && !!b.voided });
    }
  }
  return [...by.keys()].sort((a, b) => a - b).map((k) => by.get(k)!);
}

export function dealtOf(r: BacRound): Dealt[] {
  return dealCoup(r.shoe.cards, r.start, r.plan);
}

/** Preparation, bets, "no more bets", the cards (the cut card when it comes out), then losers collected and winners paid. */
export function renderRound(r: BacRound): LogEvent[] {
  const ev = r.opens ? prepEvents(r.shoe) : [];
  for (const b of r.bets) if (b.afterCards === undefined) ev.push(betEvent(b));
  if (r.noMoreBets) ev.push({ type: 'procedure', name: 'no_more_bets' });
  const dealt = dealtOf(r);
  const lateAt = (n: number) => { for (const b of r.bets) if (b.afterCards === n) ev.push(betEvent(b)); };
  dealt.forEach((d, i) => {
    if (i > 0) lateAt(i);
    ev.push({ type: 'deal', to: d.to, card: cardText(r.shoe.cards[d.at]! as Card) });
    if (d.at === r.shoe.cutIndex - 1) ev.push({ type: 'procedure', name: 'cut_card_out' });
  });
  for (const b of r.bets) if (b.afterCards !== undefined && b.afterCards >= dealt.length) ev.push(betEvent(b));
  const byCards = coupResult(r.shoe.cards, dealt);
  const result = byCards && (r.settledAs ?? byCards);
  const settled = wagersOf(r).map((w) => ({
    w,
    // No result (a misdeal): every wager handed back.
    s: !result || w.voided ? { type: 'return' as const, amount: w.stake } : settle(w.spot, w.stake, result.winner, result.banca),
  }));
  for (const pass of ['collect', 'other'] as const) {
    for (const { w, s } of settled) {
      if ((s.type === 'collect') !== (pass === 'collect')) continue;
      ev.push({ type: s.type, seat: w.seat, spot: w.spot, amount: amountOut(s.amount) });
    }
  }
  return ev;
}

export interface BacTableState {
  decks: number;
  stakes: number[];
  logsPlayers: boolean;
  noMoreBets: boolean;
  shoe?: BacShoe;
  /** The shoe's preparation is in no coup of the log yet: the next coup opens it (simulate-faults-cards.ts `pastCutCard`). */
  unopened?: boolean;
  /** Position of the next coup's first card in the shoe. */
  pos: number;
  shoes: number;
}

function placeBets(rng: Rng, st: BacTableState): BacBet[] {
  const k = rng.pick(ZONE_COUNTS);
  // k of the zones, each set of k equally likely (selection sampling, in seat order).
  const seats: number[] = [];
  for (let seat = 1; seat <= ZONES; seat++) if (rng.int(ZONES - seat + 1) < k - seats.length) seats.push(seat);
  const ids = new Set<string>();
  const newId = () => {
    let id: string;
    do id = `C-${rng.range(1000, 9999)}`; while (ids.has(id));
    ids.add(id);
    return id;
  };
  const bets: BacBet[] = [];
  const stake = (list: number[]) => (rng.pick(list) * 100) as Money;
  const tieStakes = TIE_STAKES.filter((s) => s >= st.stakes[0]!);
  for (const seat of seats) {
    const player = st.logsPlayers ? newId() : undefined;
    const who = player === undefined ? {} : { player };
    const r = rng.int(100);
    // Art. 8º: Banca and Tie, or Punto and Tie, in one game; never Punto and Banca.
    const main: BacSpot | undefined = r < 46 ? 'banker' : r < 90 ? 'player' : undefined;
    if (main) bets.push({ seat, spot: main, amount: stake(st.stakes), ...who });
    if (!main || rng.chance(1, 5)) bets.push({ seat, spot: 'tie', amount: stake(tieStakes.length > 0 ? tieStakes : st.stakes), ...who });
  }
  // Art. 7º a: betting behind a player only when every zone is taken.
  if (k === ZONES && rng.chance(1, 3)) {
    for (let n = rng.range(1, 2); n > 0; n--) {
      const host = rng.pick(bets);
      const b: BacBet = { seat: host.seat, spot: host.spot, amount: stake(st.stakes), behind: true };
      if (st.logsPlayers) b.player = newId();
      bets.push(b);
    }
  }
  return bets;
}

export const dragonSixSimulator: RulesetSimulator<BacRound> = {
  ruleset: 'pe-dragon-six-baccarat',
  game: 'dragon-six-baccarat',
  currency: 'PEN',
  utcOffset: '-05:00',
  openTable(rng, n) {
    // Eight decks (the published edges' shoe), every fourth table six (Art. 4º names no number).
    const decks = n % 4 === 3 ? 6 : 8;
    const minBet = rng.pick([10, 10, 20]);
    const maxBet = rng.pick([3000, 5000, 10000]);
    const state: BacTableState = {
      decks,
      stakes: STAKES.filter((s) => s >= minBet),
      logsPlayers: rng.chance(1, 2),
      noMoreBets: n % 2 === 0,
      pos: 0,
      shoes: 0,
    };
    return {
      id: `BAC-${String(n + 1).padStart(2, '0')}`,
      n,
      dealerId: `D-${String(201 + n)}`,
      config: { decks, min_bet: minBet, max_bet: maxBet, burn_rule: 'first card\'s baccarat value, tens and figures burn 10' },
      state,
    };
  },
  play(rng, table, handId, startedAt) {
    const st = table.state as BacTableState;
    const bets = placeBets(rng, st);
    let opens = false;
    let previous: BacShoe | undefined;
    if (st.shoe && st.unopened) {
      // The coup that was to open this shoe was dealt from the one before, past its cut card (a fault the run
      // kept, `leaves`): this coup opens it, with its preparation, from its first card after the burn.
      st.unopened = false;
      st.pos = st.shoe.burnEnd;
      opens = true;
    } else if (!st.shoe || st.pos >= st.shoe.end) {
      previous = st.shoe;
      // The first shoe of a table opens new decks; later ones do so one time in three, else the same decks
      // are reshuffled after the cut card (Art. 6º).
      st.shoes++;
      const id = `${table.id}-S${String(st.shoes).padStart(3, '0')}`;
      st.shoe = openShoe(rng, {
        id,
        decks: st.decks,
        newDecks: !previous || rng.chance(1, 3),
        cutters: [...new Set(bets.map((b) => b.seat))],
        stacked: table.stackedShoes?.has(id) ?? false,
      });
      st.pos = st.shoe.burnEnd;
      opens = true;
    }
    const round: BacRound = { shoe: st.shoe, opens, start: st.pos, plan: {}, bets, noMoreBets: st.noMoreBets };
    if (opens && previous) round.previous = previous;
    const dealt = dealtOf(round);
    st.pos = dealt[dealt.length - 1]!.at + 1;
    const hand: LogHand = {
      hand_id: handId, game: this.game, ruleset: this.ruleset, table_id: table.id, dealer_id: table.dealerId, shoe_id: st.shoe.id,
      started_at: startedAt, currency: this.currency, table: table.config, events: renderRound(round),
    };
    return { hand, model: round };
  },
  roundSeconds(rng, played) {
    const m = played.model;
    return 40 + 6 * m.bets.length + rng.int(30) + (m.opens ? 240 + rng.int(240) : 0);
  },
  faults: dragonSixFaults,
  stacksShoes: STACKED_SHOE,
  notSimulated: {
    'posted-burn-rule': 'a table setting (the burn rule posted at the table), reported on the table\'s first hand and when it changes, not a dealer error in a round',
  },
};
