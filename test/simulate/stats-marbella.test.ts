// `--stats` for Marbella blackjack: insurance is the wager whose expectation can be computed exactly.
//
// A box insures (in the simulator: one box in eight without a Black Jack, whatever its cards) when the
// dealer's first card is an ace; at 2 to 1 it wins when the dealer's second card is a ten. Its chance is
// not the plain 16/52: the box's own two cards are not an ace and a ten. For one round from a fresh shoe
// of D decks, with the ace gone (N = 52D - 1 cards left, T = 16D tens, A = 4D - 1 aces):
//   p = P(ten | box not a Black Jack) = (T/N - 2AT(T-1)/(N(N-1)(N-2))) / (1 - 2AT/(N(N-1))),
// and the expected net per unit insured is 2p - (1 - p) = 3p - 1 (6 decks: -7.38 %; 8 decks: -7.46 %).
// The same p holds at a shoe dealt to its cut card, and in the European deal, where the dealer's second
// card comes off the shoe only after the players have drawn: the share of tens among the unseen cards is
// a martingale as cards are dealt, and a round starts (or the dealer draws) at a stopping time of the
// deal, so by optional stopping the chance that the next card is a ten, given all the round has shown by
// the time insurance closes, averages to what a fresh shoe gives. So net - (3p - 1) x insured has mean
// zero over rounds, whichever table dealt them.
//
// The main wager has no such figure: the simulated players follow basic strategy only mostly (now and
// then a legal mistake), so no published house edge for these rules applies to them, and none is checked.
import { describe, expect, it } from 'vitest';
import { parseCard, rankOf } from '../../engine/core/cards.js';
import { simulate } from '../../simulate/core/run.js';
import { StatsCollector, formatStats } from '../../simulate/core/stats.js';
import type { LogHand } from '../../simulate/core/types.js';
import { marbellaSimulator } from '../../simulate/es-marbella-black-jack/simulate.js';

const cents = (x: unknown) => Math.round(Number(x) * 100);

/** P(the dealer's second card is a ten | his first is an ace, the insuring box holds no Black Jack), D decks. */
export function insuranceWinChance(decks: number): number {
  const N = 52 * decks - 1;
  const T = 16 * decks;
  const A = 4 * decks - 1;
  const natural = (2 * A * T) / (N * (N - 1));
  const tenAndNatural = (2 * A * T * (T - 1)) / (N * (N - 1) * (N - 2));
  return (T / N - tenAndNatural) / (1 - natural);
}

/** Whether the dealer's first two cards in the log (up card, then hole card or second card) are a Black Jack. */
function dealerBlackjack(hand: LogHand): boolean {
  const ranks = hand.events.filter((e) => e.type === 'deal' && e['to'] === 'dealer').slice(0, 2).map((e) => {
    const c = parseCard(e['card']);
    if (!c.ok) throw new Error(`bad card ${String(e['card'])}`);
    return rankOf(c.card);
  });
  return ranks.includes(1) && ranks.some((r) => r >= 10);
}

describe('--stats: Marbella insurance', () => {
  it('the win chance: a little over 16/52 less the box\'s own Black Jack, an edge near -7.4 %', () => {
    expect(3 * insuranceWinChance(6) - 1).toBeCloseTo(-0.073777, 6);
    expect(3 * insuranceWinChance(8) - 1).toBeCloseTo(-0.074564, 6);
    // With one deck left out of account (a box that may hold anything) it would be exactly 16D / (52D - 1).
    expect(insuranceWinChance(6)).toBeGreaterThan(96 / 311);
  });

  const SCALE = Math.max(1, Number(process.env['VEEDOR_SIM_SCALE'] ?? 1));
  const hands = [...simulate(marbellaSimulator, { hands: 40_000 * SCALE, tables: 4, seed: 2026 })].map((h) => h.hand);

  it('each round\'s insurance net is 2 to 1 on every insured stake when the dealer\'s first two cards are a Black Jack, else the stakes lost', () => {
    const stats = new StatsCollector();
    let net = 0;
    for (const hand of hands) {
      stats.add(hand);
      const insured = hand.events.filter((e) => e.type === 'decision' && e['action'] === 'insurance').reduce((a, e) => a + cents(e['amount']), 0);
      net += dealerBlackjack(hand) ? 2 * insured : -insured;
    }
    expect(stats.rows().find((r) => r.spot === 'insurance')!.net).toBe(net);
  });

  it('agrees with the exact expectation, over all tables and per deal (hole card or European), within 3 standard errors', () => {
    const groups = new Map<string, { insured: number; net: number; expected: number; residual: Map<string, number>; boxes: number }>();
    for (const hand of hands) {
      const decks = Number(hand.table!['decks']);
      let insured = 0;
      let boxes = 0;
      let net = 0;
      for (const e of hand.events) {
        if (e.type === 'decision' && e['action'] === 'insurance') {
          insured += cents(e['amount']);
          boxes++;
        } else if (e['spot'] === 'insurance' && (e.type === 'payout' || e.type === 'collect')) {
          net += (e.type === 'payout' ? 1 : -1) * cents(e['amount']);
        }
      }
      if (boxes === 0) continue;
      const expected = insured * (3 * insuranceWinChance(decks) - 1);
      for (const k of ['all', hand.table!['dealer_hole_card'] === true ? 'hole card' : 'European']) {
        let g = groups.get(k);
        if (!g) groups.set(k, (g = { insured: 0, net: 0, expected: 0, residual: new Map(), boxes: 0 }));
        g.insured += insured;
        g.net += net;
        g.expected += expected;
        g.boxes += boxes;
        // The boxes insured in one round win or lose together, and the rounds of one shoe share its
        // composition: the shoe (at a continuous shuffler, the round) is the unit of the error.
        const unit = hand.shoe_id ?? hand.hand_id;
        g.residual.set(unit, (g.residual.get(unit) ?? 0) + net - expected);
      }
    }
    expect([...groups.keys()].sort()).toEqual(['European', 'all', 'hole card']);
    for (const [k, g] of groups) {
      const se = Math.sqrt([...g.residual.values()].reduce((a, r) => a + r * r, 0));
      expect(g.boxes, k).toBeGreaterThan(k === 'all' ? 1000 : 300);
      expect(Math.abs(g.net - g.expected), `${k}: ${g.net / g.insured} per unit vs ${g.expected / g.insured} ± ${se / g.insured}`).toBeLessThan(3 * se);
    }
  });

  it('bets behind a box settled by name are counted apart; those settled with the box count on the main spot', () => {
    const stats = new StatsCollector();
    const some = hands.slice(0, 4000);
    for (const h of some) stats.add(h);
    const rows = new Map(stats.rows().map((r) => [r.spot, r]));
    // Per hand, the seats whose bets behind are settled by name (format 1.1 `behind` on the settlement).
    const named = (h: (typeof hands)[number]) => new Set(h.events.filter((e) => e['behind'] === true && e['type'] !== 'bet').map((e) => e['seat']));
    const sum = (ok: (e: Record<string, unknown>, named: Set<unknown>) => boolean) =>
      some.flatMap((h) => h.events.filter((e) => ok(e, named(h)))).reduce((a, e) => a + cents(e['amount']), 0);
    const behindNamed = sum((e, n) => e['type'] === 'bet' && e['behind'] === true && n.has(e['seat']));
    const behindTogether = sum((e, n) => e['type'] === 'bet' && e['behind'] === true && !n.has(e['seat']));
    expect(behindNamed).toBeGreaterThan(0);
    expect(behindTogether).toBeGreaterThan(0);
    expect(rows.get('behind')!.initial).toBe(behindNamed);
    expect(rows.get('behind')!.settled).toBe(true);
    expect(rows.get('main')!.initial).toBe(sum((e) => e['type'] === 'bet' && e['spot'] === 'main' && e['behind'] !== true) + behindTogether);
    const text = formatStats(stats.rows(), { ruleset: marbellaSimulator.ruleset, hands: 4000, seed: 2026, lang: 'en' });
    expect(text.trim().split('\n').slice(3).map((l) => l.split(/\s+/)[0])).toEqual(['main', 'behind', 'insurance']);
  });
});
