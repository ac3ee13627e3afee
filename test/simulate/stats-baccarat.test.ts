// Dragon Six baccarat's house edge: the simulator against the published exact figures for 8 decks
// (Banca winning with six paid half and no commission 1.46 %, Punto 1.24 %, Tie at 8 to 1 14.36 %).
//
// Convention, the one the published figures use: per hand bet. A Punto or Banca bet pushed on a tie is
// returned (net 0) and its stake still counts in the denominator; excluding ties would give Banca
// 1.46 / (1 - 0.0952) = 1.61 %. `--stats` counts every bet's stake, returns included, so it is the same.
//
// Three checks, from exact to statistical:
// 1. the simulator's tableau and settlement, enumerated over every first coup of an 8-deck shoe, give the
//    figures to 0.0001 % (no chance involved);
// 2. coups dealt from the simulator's own shoes (shuffle, cut, burn, cut card, run to the cut card), one
//    unit on each bet, 1.5 million of them: the edge within 3 standard errors. Power: the standard error
//    per coup is 0.92 / sqrt(n), 0.075 % at 1.5 million, so the test accepts 1.46 % ± 0.23 % and would
//    reject a 5 %-commission Banca (1.06 %, 0.40 % away: 5.3 SE) 98.7 % of the time;
// 3. `veedor simulate --stats` itself (the log, read by simulate/core/stats.ts): rounds with the
//    simulator's bets, whose stakes run from 10 to 500 and whose several Banca bets in a round share its
//    cards (the round is the unit of the standard error), so 50 000 rounds give an SE near 0.65 %. Its
//    exact check is that the net read from the log's settlements is, to the cent, the net the coups' cards
//    give each wager (a push read as no money but a stake, a half payout read); within 3 SE of the
//    published edges is a coarse check there, the second decimal is check 2's.
// VEEDOR_SIM_SCALE=10 runs ten times as many coups and rounds.
import { describe, expect, it } from 'vitest';
import { baccaratOutcomes } from '../../audit/stats/exact/baccarat.js';
import { bancaDraws, puntoDraws } from '../../engine/baccarat/tableau.js';
import { Rng } from '../../simulate/core/rng.js';
import { rounds } from '../../simulate/core/run.js';
import { StatsCollector, edge, formatStats } from '../../simulate/core/stats.js';
import { dealtOf, dragonSixSimulator, wagersOf } from '../../simulate/pe-dragon-six-baccarat/simulate.js';
import { bancaDrawsByTableau, coupResult, netOf, puntoDrawsByTableau, settle } from '../../simulate/pe-dragon-six-baccarat/simulate-coup.js';
import type { BacSpot, Winner } from '../../simulate/pe-dragon-six-baccarat/simulate-coup.js';
import { forEachCoup, openShoe } from '../../simulate/pe-dragon-six-baccarat/simulate-shoe.js';

const SCALE = Math.max(1, Number(process.env['VEEDOR_SIM_SCALE'] ?? 1));
const SPOTS: readonly BacSpot[] = ['player', 'banker', 'tie'];
/** Published house edges for 8 decks, as the players' net per unit bet. */
const PUBLISHED: Record<BacSpot, number> = { player: -0.0124, banker: -0.0146, tie: -0.1436 };
const unitNet = (spot: BacSpot, winner: Winner, banca: number) => netOf(settle(spot, 100 as never, winner, banca)) / 100;

/**
 * Exact expectation of each bet on a coup from a full shoe of `decks` decks: the outcome probabilities of every
 * first coup enumerated (audit/stats/exact/baccarat.ts, the one enumeration), each settled by the simulator.
 * The simulator's own tableau is checked against the engine's, case by case, in the first test.
 */
function exactEdges(decks: number): Record<BacSpot, number> {
  const o = baccaratOutcomes(decks);
  const ev: Record<BacSpot, number> = { player: 0, banker: 0, tie: 0 };
  for (const s of SPOTS) {
    ev[s] = o.punto * unitNet(s, 'punto', 0) + (o.banca - o.bancaSix) * unitNet(s, 'banca', 7) + o.bancaSix * unitNet(s, 'banca', 6)
      + o.tie * unitNet(s, 'tie', 0);
  }
  return ev;
}

describe('Dragon Six house edge, 8 decks', () => {
  it('exactly: the simulator\'s tableau and settlement over every first coup give the published figures', () => {
    // The simulator draws as the engine's tableau does, for every pair of two-card totals and every Punto third card.
    for (let p = 0; p < 10; p++) {
      for (let b = 0; b < 10; b++) {
        expect(puntoDrawsByTableau(p, b)).toBe(puntoDraws(p, b));
        for (const third of [undefined, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) expect(bancaDrawsByTableau(b, p, third)).toBe(bancaDraws(b, p, third));
      }
    }
    const e = exactEdges(8);
    expect(e.player * 100).toBeCloseTo(-1.2351, 4);
    expect(e.banker * 100).toBeCloseTo(-1.4581, 4);
    expect(e.tie * 100).toBeCloseTo(-14.3596, 4);
    for (const s of SPOTS) expect(Math.round(e[s] * 10000) / 10000).toBe(PUBLISHED[s]);
  });

  it('coups dealt from the simulator\'s shoes, run to the cut card: within 3 standard errors of the published edges', () => {
    const rng = Rng.from(20260105);
    const sum = { player: 0, banker: 0, tie: 0 };
    const sq = { player: 0, banker: 0, tie: 0 };
    let n = 0;
    while (n < 1_500_000 * SCALE) {
      const shoe = openShoe(rng, { id: 'S', decks: 8, newDecks: false, cutters: [1] });
      forEachCoup(shoe.cards, shoe.burnEnd, shoe.cutIndex, (coup) => {
        const r = coupResult(shoe.cards, coup)!;
        n++;
        for (const s of SPOTS) {
          const x = unitNet(s, r.winner, r.banca);
          sum[s] += x;
          sq[s] += x * x;
        }
      });
    }
    for (const s of SPOTS) {
      const mean = sum[s] / n;
      const se = Math.sqrt((sq[s] / n - mean * mean) / n);
      expect(Math.abs(mean - PUBLISHED[s]), `${s}: ${mean} ± ${se}`).toBeLessThan(3 * se);
      if (s !== 'tie') expect(se).toBeLessThan(0.0008 / Math.sqrt(SCALE));
    }
  });

  it('veedor simulate --stats: the log read per hand bet (pushes in the denominator) gives the published edges within 3 SE', () => {
    const stats = new StatsCollector();
    const fromCards: Record<string, number> = { player: 0, banker: 0, tie: 0 };
    let returned = 0;
    let bets = 0;
    for (const { played } of rounds(dragonSixSimulator, { hands: 50_000 * SCALE, tables: 3, seed: 6 })) {
      const { hand, model } = played;
      expect(hand.table!['decks']).toBe(8);
      stats.add(hand);
      // The net each wager should get, from the coup's cards: what the log's settlements must add up to.
      const r = coupResult(model.shoe.cards, dealtOf(model))!;
      for (const w of wagersOf(model)) fromCards[w.spot] = (fromCards[w.spot] ?? 0) + netOf(settle(w.spot, w.stake, r.winner, r.banca));
      for (const e of hand.events) {
        if (e.type === 'bet' && e['spot'] !== 'tie') bets += Math.round(Number(e['amount']) * 100);
        if (e.type === 'return') returned += Math.round(Number(e['amount']) * 100);
      }
    }
    const rows = new Map(stats.rows().map((r) => [r.spot, r]));
    expect([...rows.keys()]).toEqual(['player', 'banker', 'tie']);
    // Ties return about 9.5 % of the Punto and Banca stakes, and those stakes stay in the denominator.
    expect(returned / bets).toBeGreaterThan(0.085);
    expect(returned / bets).toBeLessThan(0.105);
    expect(rows.get('player')!.initial + rows.get('banker')!.initial).toBe(bets);
    for (const s of SPOTS) {
      expect(rows.get(s)!.net, s).toBe(fromCards[s]);
      const e = edge(rows.get(s)!);
      expect(e.perInitial).toBe(e.perStaked);
      expect(Math.abs(e.perInitial - PUBLISHED[s]), `${s}: ${e.perInitial} ± ${e.standardError}`).toBeLessThan(3 * e.standardError);
      expect(e.standardError, s).toBeLessThan((s === 'tie' ? 0.03 : 0.01) / Math.sqrt(SCALE));
    }
    const text = formatStats(stats.rows(), { ruleset: dragonSixSimulator.ruleset, hands: stats.hands, seed: 6, lang: 'en' });
    expect(text.trim().split('\n').slice(3).map((l) => l.split(/\s+/)[0])).toEqual(['Player', 'Banker', 'tie']);
  });
});
