import { parseAmount } from '../../engine/core/money.js';
import type { LogHand } from './types.js';
import { reasonText } from '../../engine/core/reasons.js';
import type { Lang } from '../../engine/core/engine-types.js';
import { spotLabel, wordsFor } from '../../engine/core/words.js';
import type { WordsOverride } from '../../engine/core/words.js';

/**
 * The players' net result per wager type (spot), read from the log by the
 * format's own conventions, for any game: a payout is won, a collect is lost,
 * a return is neither (a push still counts its stake: the edge is per hand
 * bet, ties included); a commission on a spot is lost too; the pool bet's
 * stake always goes into the pot and its award, net of the commission, comes
 * back (pool_award); a bet behind a blackjack box counts apart ("behind") where the log
 * settles it by name, else with the box's. Stakes: a
 * bet event opens a wager (its
 * "initial" stake); a decision with an amount adds to one (a double or a
 * split to the main wager) or opens one (insurance, the Caribbean bet).
 */
export interface SpotStats {
  spot: string;
  /** Wagers opened: bet events, or decisions that open their own spot. */
  wagers: number;
  /** Stakes that opened wagers, in minor units. */
  initial: number;
  /** Everything put at risk on the spot, doubles and splits included. */
  staked: number;
  /** Net money to the players, in minor units. */
  net: number;
  /** Whether any settlement was logged on the spot (a spot the simulator leaves unsettled reads 0). */
  settled: boolean;
  /** Per-round sums (each round's wagers on the spot together) for the ratio estimator's standard error, in currency units. */
  sumNet2: number;
  sumNetInit: number;
  sumInit2: number;
}

const OPENS_SPOT: Record<string, string> = { insurance: 'insurance', bet: 'bet' };
const ADDS_TO_MAIN = new Set(['double', 'split']);

export class StatsCollector {
  private readonly spots = new Map<string, SpotStats>();
  hands = 0;

  add(hand: LogHand): void {
    this.hands++;
    // One result per spot of the round, every seat's wagers on it summed: the wagers of a round share its
    // cards (all the Banca bets of a baccarat coup win or lose together), so the round, not the wager, is
    // the independent observation the standard error is built on.
    const results = new Map<string, { spot: string; init: number; net: number }>();
    const result = (spot: string) => {
      let r = results.get(spot);
      if (!r) results.set(spot, (r = { spot, init: 0, net: 0 }));
      return r;
    };
    // A bet behind a blackjack box is a wager of its own where the log settles it by name (format 1.1,
    // `behind` on the settlement); where it settles the box and the bets behind it together, they count
    // together on the main spot. Baccarat settles a bet behind with the zone's wagers on its spot.
    const named = new Set<unknown>();
    for (const e of hand.events) if (e['behind'] === true && e.type !== 'bet' && e['spot'] === 'main') named.add(e['seat']);
    const spotOf = (e: LogHand['events'][number]) => (e['behind'] === true && e['spot'] === 'main' && named.has(e['seat']) ? 'behind' : String(e['spot']));
    for (const e of hand.events) {
      const amount = typeof e['amount'] === 'number' ? cents(e['amount']) : 0;
      if (e.type === 'bet') {
        const spot = spotOf(e);
        const s = this.spot(spot);
        s.wagers++;
        s.initial += amount;
        s.staked += amount;
        result(spot).init += amount;
        if (spot === 'pool') {
          // The pool stake goes into the pot: lost unless an award brings it back.
          s.net -= amount;
          result(spot).net -= amount;
        }
      } else if (e.type === 'decision' && amount > 0) {
        const action = String(e['action']);
        const opens = OPENS_SPOT[action];
        if (opens) {
          const s = this.spot(opens);
          s.wagers++;
          s.initial += amount;
          s.staked += amount;
          result(opens).init += amount;
        } else if (ADDS_TO_MAIN.has(action)) {
          this.spot('main').staked += amount;
        }
      } else if (e.type === 'payout' || e.type === 'collect') {
        const spot = spotOf(e);
        const signed = e.type === 'payout' ? amount : -amount;
        this.spot(spot).net += signed;
        this.spot(spot).settled = true;
        result(spot).net += signed;
      } else if (e.type === 'return') {
        this.spot(spotOf(e)).settled = true;
      } else if (e.type === 'commission' && e['spot'] !== 'pool') {
        // Kept from a winner on top of the settlement (a commission baccarat); the pool's is inside its award.
        this.spot(String(e['spot'])).net -= amount;
        result(String(e['spot'])).net -= amount;
      } else if (e.type === 'pool_award') {
        this.spot('pool').net += amount;
        this.spot('pool').settled = true;
        result('pool').net += amount;
      }
    }
    for (const r of results.values()) {
      const s = this.spot(r.spot);
      const [n, i] = [r.net / 100, r.init / 100];
      s.sumNet2 += n * n;
      s.sumNetInit += n * i;
      s.sumInit2 += i * i;
    }
  }

  rows(): SpotStats[] {
    const order = ['main', 'behind', 'ante', 'bet', 'player', 'banker', 'tie', 'paigow', 'bonus', 'insurance', 'pool'];
    const rank = (s: string) => (order.includes(s) ? order.indexOf(s) : order.length);
    return [...this.spots.values()].sort((a, b) => rank(a.spot) - rank(b.spot) || a.spot.localeCompare(b.spot, 'en'));
  }

  private spot(spot: string): SpotStats {
    let s = this.spots.get(spot);
    if (!s) this.spots.set(spot, (s = { spot, wagers: 0, initial: 0, staked: 0, net: 0, settled: false, sumNet2: 0, sumNetInit: 0, sumInit2: 0 }));
    return s;
  }
}

/** Net per unit initially staked, and the standard error of that ratio (a delta-method estimate). */
export function edge(s: SpotStats): { perInitial: number; perStaked: number; standardError: number } {
  const init = s.initial / 100;
  const r = init === 0 ? 0 : s.net / s.initial;
  const residual = Math.max(0, s.sumNet2 - 2 * r * s.sumNetInit + r * r * s.sumInit2);
  return { perInitial: r, perStaked: s.staked === 0 ? 0 : s.net / s.staked, standardError: init === 0 ? 0 : Math.sqrt(residual) / init };
}

// Column widths of the --stats table.
const W = [10, 10, 17, 17, 17, 18, 10, 17];

const STATS_WORDS = {
  es: {
    head: (h: StatsHead) => `Resultado neto de los jugadores por tipo de apuesta: ${h.ruleset}, ${h.hands} ${h.hands === 1 ? 'ronda' : 'rondas'}, semilla ${h.seed}`,
    columns: ['casilla', 'apuestas', 'apostado inicial', 'apostado total', 'neto jugadores', 'por unidad inicial', '± 95 %', 'por unidad total'],
    notSettled: 'sin liquidar',
    // A bet behind a blackjack box settled by name (its own row): as every report names it, "apuesta de detrás".
    behind: 'detrás',
  },
  en: {
    head: (h: StatsHead) => `Players' net result per wager type: ${h.ruleset}, ${h.hands} ${h.hands === 1 ? 'round' : 'rounds'}, seed ${h.seed}`,
    columns: ['spot', 'wagers', 'initial stakes', 'total staked', 'net to players', 'per unit initial', '± 95 %', 'per unit staked'],
    notSettled: 'not settled',
    behind: 'behind',
  },
} as const;

/** `words`: the catalog's own words (articles.json `words`: Pot Luck's "pool bet"), as its replay and findings use them. */
export interface StatsHead { ruleset: string; hands: number; seed: number; lang: Lang; words?: WordsOverride }

/** The table `--stats` prints, in the language asked for (the spots in the words table's words). */
export function formatStats(rows: SpotStats[], head: StatsHead): string {
  const t = STATS_WORDS[head.lang];
  const words = wordsFor(head.lang, head.words);
  const money = (m: number) => (m / 100).toFixed(2);
  const pct = (x: number) => `${(x * 100).toFixed(3)} %`;
  // Each column at least two wider than its heading, so no heading runs into the one before it ("por unidad inicial").
  const w = W.map((n, i) => (i === 0 ? n : Math.max(n, t.columns[i]!.length + 2)));
  const lines = [
    t.head(head),
    '',
    t.columns.map((h, i) => (i === 0 ? h.padEnd(w[0]!) : h.padStart(w[i]!))).join(''),
  ];
  for (const s of rows) {
    const e = edge(s);
    const cells = s.settled
      ? [money(s.net), pct(e.perInitial), pct(1.96 * e.standardError), pct(e.perStaked)]
      : [t.notSettled, '', '', ''];
    lines.push([(s.spot === 'behind' ? t.behind : spotLabel(s.spot, words)).padEnd(w[0]!), String(s.wagers).padStart(w[1]!), money(s.initial).padStart(w[2]!), money(s.staked).padStart(w[3]!),
      cells[0]!.padStart(w[4]!), cells[1]!.padStart(w[5]!), cells[2]!.padStart(w[6]!), cells[3]!.padStart(w[7]!)].join('').trimEnd());
  }
  return lines.join('\n') + '\n';
}

function cents(units: number): number {
  const m = parseAmount(units);
  if (!m.ok) throw new Error(`bad amount in a simulated hand: ${reasonText(m.reason)}`);
  return m.value;
}
