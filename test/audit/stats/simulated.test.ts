// veedor stats on simulated tables (fixed seeds): fault-free groups draw no more flags after the correction than
// the false-discovery level allows, and one dealer who settles about one hand in twenty wrongly is flagged.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stats } from '../../../app/stats.js';
import { RULESETS } from '../../../rules-catalog/index.js';
import { simulate } from '../../../simulate/core/run.js';
import { dragonSixSimulator } from '../../../simulate/pe-dragon-six-baccarat/simulate.js';
import { SIMULATORS } from '../../../simulate/registry.js';
import { tempDir } from '../../helpers/temp.js';
import type { LogHand } from '../../../simulate/core/types.js';

function writeLog(hands: Iterable<LogHand>): string {
  const path = join(tempDir('stats'), 'sim.ndjson');
  const lines: string[] = [];
  for (const h of hands) lines.push(JSON.stringify(h));
  writeFileSync(path, lines.join('\n') + '\n');
  return path;
}

describe('veedor stats on simulated Dragon Six tables', () => {
  it('200 fault-free tables: the uncorrected tests reject about 5 %, the corrected ones at most q × tests, here none', async () => {
    const path = writeLog([...simulate(dragonSixSimulator, { hands: 200 * 60, tables: 200, seed: 22 })].map((s) => s.hand));
    const run = await stats({ paths: [path], rulesets: RULESETS, by: ['table'] });
    const f = run.figures;
    expect(run.hands).toEqual({ read: 12000, audited: 12000, rejected: 0 });
    expect(f.groups).toHaveLength(200);
    expect(f.groups.every((g) => g.hands === 60 && g.findings === 0)).toBe(true);
    // Per table: Banca, Punto, Tie, Banca on six, and the hold against theory; no findings, so no error-rate test.
    const tested = f.measures.filter((m) => m.n >= 30);
    expect(f.tests).toBe(1000);
    expect(new Set(tested.map((m) => m.measure))).toEqual(new Set(['banca_wins', 'punto_wins', 'tie', 'banca_wins_on_six', 'hold']));
    const raw = tested.filter((m) => m.p < 0.05).length;
    // The p-values are calibrated: about 5 % below 0.05 uncorrected (44 of 1,000 with this seed) (the exact binomial on 60 coups is
    // conservative, so somewhat fewer), which is the 300-dealers-15-false-alarms problem the correction solves.
    expect(raw).toBeGreaterThan(10);
    expect(raw).toBeLessThan(80);
    // BH at q = 0.05 keeps the expected share of false flags at 5 %; with every null true any flag is false.
    expect(f.flagged).toBeLessThanOrEqual(0.05 * f.tests);
    expect(f.flagged).toBe(0);
    expect(f.findings).toEqual([]);
    // The hold figures: theory is the exact expectation of the stakes actually placed, about 1.3 % to 2.5 %.
    const holds = f.measures.filter((m) => m.measure === 'hold');
    expect(holds).toHaveLength(200);
    for (const h of holds) {
      expect(h.currency).toBe('PEN');
      expect(h.expected_rate).toBeGreaterThan(0.012);
      expect(h.expected_rate).toBeLessThan(0.03);
    }
  }, 120_000);

  it('one dealer who settles about one coup in twenty wrongly is flagged on his error rate; no other dealer is', async () => {
    const opts = { hands: 21 * 120, tables: 21, seed: 7 };
    const clean = [...simulate(dragonSixSimulator, opts)];
    const faulted = [...simulate(dragonSixSimulator, {
      ...opts, faultRate: 0.05,
      faultKinds: ['punto-win-underpaid', 'banca-win-paid-half', 'banca-six-paid-even', 'punto-loss-returned', 'banca-loss-returned', 'punto-push-collected', 'banca-push-collected'],
    })];
    // Table BAC-01's rounds from the faulted run (its dealer D-201 makes the errors), every other table's clean.
    const hands = clean.map((s, i) => (s.hand.table_id === 'BAC-01' ? faulted[i]! : s));
    const errors = hands.filter((s) => s.fault !== undefined).length;
    expect(errors).toBeGreaterThanOrEqual(3);
    expect(errors).toBeLessThanOrEqual(12);
    const run = await stats({ paths: [writeLog(hands.map((s) => s.hand))], rulesets: RULESETS, by: ['dealer'] });
    const f = run.figures;
    expect(f.groups).toHaveLength(21);
    const bad = f.groups.find((g) => g.group === 'D-201')!;
    expect(bad.findings).toBeGreaterThanOrEqual(errors);
    expect(f.groups.filter((g) => g.group !== 'D-201').every((g) => g.findings === 0)).toBe(true);
    const flagged = f.measures.filter((m) => m.flagged);
    expect(flagged.length).toBeGreaterThan(0);
    expect(new Set(flagged.map((m) => m.group))).toEqual(new Set(['D-201']));
    const rate = flagged.find((m) => m.measure === 'errors')!;
    expect(rate.observed).toBe(bad.findings);
    expect(rate.expected).toBeCloseTo(bad.findings / 21, 10);
    expect(rate.rate).toBeCloseTo((1000 * bad.findings) / 120, 10);
    expect(f.findings.find((x) => x.rule === 'stats-errors')).toMatchObject({
      category: 'statistical', severity: 'warning', article: null, by: 'dealer', group: 'D-201',
    });
  }, 120_000);
});

describe('every game\'s expected figures against its own simulator', () => {
  const MEASURES: Record<string, string[]> = {
    'pe-pot-luck-black-jack': ['dealer_blackjack', 'dealer_bust'],
    'es-marbella-black-jack': ['dealer_blackjack', 'dealer_bust'],
    'pe-poker-caribeno': ['dealer_qualifies', 'player_categories'],
    'pr-8669-pai-gow-bonus': ['hold', 'rng_uniformity'],
  };
  for (const [ruleset, measures] of Object.entries(MEASURES)) {
    it(`${ruleset}: 6,000 fault-free rounds on two tables, every figure tested and none flagged`, async () => {
      const sim = SIMULATORS.find((s) => s.ruleset === ruleset)!;
      const path = writeLog([...simulate(sim, { hands: 6000, tables: 2, seed: 11 })].map((s) => s.hand));
      const run = await stats({ paths: [path], rulesets: RULESETS, by: ['table'] });
      const f = run.figures;
      expect(run.hands.audited).toBe(6000);
      expect([...new Set(f.measures.map((m) => m.measure))].sort()).toEqual(measures);
      expect(f.tests).toBeGreaterThan(0);
      expect(f.flagged).toBe(0);
      if (ruleset.includes('black-jack')) {
        // Ten up cards a table, each with its bust rate; Black Jack only behind an ace or a ten.
        expect(f.measures.filter((m) => m.measure === 'dealer_bust')).toHaveLength(20);
        const bj = f.measures.filter((m) => m.measure === 'dealer_blackjack').map((m) => m.detail!.split(',')[0]);
        expect(bj).toEqual(['up card 10', 'up card A', 'up card 10', 'up card A']);
      }
      if (ruleset === 'pe-poker-caribeno') {
        for (const m of f.measures.filter((x) => x.measure === 'dealer_qualifies')) expect(m.expected_rate).toBeCloseTo(1_463_700 / 2_598_960, 15);
        // Each table's players' hands (every seat whose five cards are logged) in four category bins: chi-square, 3 dof, tested.
        const cats = f.measures.filter((m) => m.measure === 'player_categories');
        expect(cats.map((m) => [m.group, m.dof, m.detail])).toEqual([['CS-01', 3, 'high card, one pair, two pair, three of a kind or better'], ['CS-02', 3, 'high card, one pair, two pair, three of a kind or better']]);
        for (const m of cats) {
          expect(m.n).toBeGreaterThan(3000);
          expect(m.p).toBeLessThan(1);
          expect(m.p).toBeGreaterThan(0.001);
        }
      }
    }, 120_000);
  }
});

describe('a table whose outcomes are not random', () => {
  it('BAC-01 with every other Punto win left out of its log: its Punto and Banca rates are flagged', async () => {
    const all = [...simulate(dragonSixSimulator, { hands: 20 * 300, tables: 20, seed: 5 })].map((s) => s.hand);
    let punto = 0;
    const hands = all.filter((h) => {
      if (h.table_id !== 'BAC-01') return true;
      const toPunto = h.events.some((e) => e.type === 'payout' && e['spot'] === 'player');
      return !(toPunto && punto++ % 2 === 0);
    });
    const run = await stats({ paths: [writeLog(hands)], rulesets: RULESETS, by: ['table'] });
    const flagged = run.figures.measures.filter((m) => m.flagged);
    const mine = flagged.filter((m) => m.group === 'BAC-01').map((m) => m.measure);
    expect(mine).toContain('punto_wins');
    expect(mine).toContain('banca_wins');
    const p = flagged.find((m) => m.group === 'BAC-01' && m.measure === 'punto_wins')!;
    expect(p.rate).toBeLessThan(p.expected_rate - 3 * p.se);
    expect(p.expected_rate).toBeCloseTo(0.446247, 6);
    // Benjamini-Hochberg bounds the expected share of false flags by q: with this seed one fault-free table
    // (BAC-03, Punto 105 of 300 against 133.9 expected, p = 0.00088) is flagged beside BAC-01's figures.
    const others = flagged.filter((m) => m.group !== 'BAC-01');
    expect(others.length).toBeLessThanOrEqual(Math.ceil(0.05 * flagged.length));
  }, 120_000);
});

describe('card randomness per shoe', () => {
  it('fault-free shoes fit their composition; a shoe whose nines were all dealt as eights is flagged, and only it', async () => {
    const all = [...simulate(dragonSixSimulator, { hands: 3000, tables: 4, seed: 9 })].map((s) => s.hand);
    const clean = await stats({ paths: [writeLog(all)], rulesets: RULESETS, by: ['shoe'] });
    const ranks = clean.figures.measures.filter((m) => m.measure === 'card_ranks');
    // Shoes dealt to the cut card (the simulated tables post 6 or 8 decks).
    expect(ranks.length).toBeGreaterThan(30);
    for (const m of ranks.filter((x) => x.p < 1)) {
      const [n, size, decks] = m.detail!.match(/^first (\d+) of (\d+) cards, (\d+) decks$/)!.slice(1).map(Number) as [number, number, number];
      expect([6, 8]).toContain(decks);
      expect(size).toBe(52 * decks);
      expect(n).toBe(m.n);
      expect(n).toBeLessThanOrEqual(size / 2);
    }
    expect(clean.figures.measures.filter((m) => m.flagged)).toEqual([]);
    const uncorrected = ranks.filter((m) => m.n >= 65 && m.p < 0.05).length;
    // Calibrated once scaled for drawing without replacement (unscaled, the p-values would crowd towards 1).
    expect(uncorrected).toBeLessThanOrEqual(Math.ceil(0.15 * ranks.length));
    // Stack one shoe: every nine it deals is logged as an eight of the same suit (card = (rank - 1) * 4 + suit).
    const target = ranks.find((m) => m.n > 150)!.group.split(' ')[1]!;
    const stacked = all.map((h) => (h.shoe_id !== target ? h : {
      ...h,
      events: h.events.map((e) => (e.type === 'deal' && typeof e['card'] === 'string' && /^9/.test(e['card'] as string) ? { ...e, card: (e['card'] as string).replace(/^9/, '8') } : e)),
    }));
    const run = await stats({ paths: [writeLog(stacked)], rulesets: RULESETS, by: ['shoe'] });
    const flagged = run.figures.measures.filter((m) => m.flagged && m.measure === 'card_ranks');
    expect(flagged.map((m) => m.group)).toEqual([`${target.split('-S')[0]} ${target}`]);
    expect(flagged[0]!.p).toBeLessThan(1e-4);
  }, 120_000);
});

describe('runs of Banca and Punto wins per shoe', () => {
  it('fault-free shoes: the runs fit chance; a shoe whose coups are logged in outcome order (all Banca wins first) is flagged', async () => {
    const all = [...simulate(dragonSixSimulator, { hands: 3000, tables: 4, seed: 12 })].map((s) => s.hand);
    const clean = await stats({ paths: [writeLog(all)], rulesets: RULESETS, by: ['shoe'] });
    const runs = clean.figures.measures.filter((m) => m.measure === 'win_runs');
    expect(runs.length).toBeGreaterThan(30);
    expect(clean.figures.measures.filter((m) => m.flagged)).toEqual([]);
    // Each shoe's expected runs: 1 + 2·B·P/(B + P), e.g. about 35 runs for 35 Banca and 34 Punto wins.
    for (const m of runs) {
      const [b, p] = m.detail!.match(/\d+/g)!.map(Number) as [number, number];
      expect(m.expected).toBeCloseTo(1 + (2 * b * p) / (b + p), 12);
    }
    // One shoe's coups reordered in the log: its Banca wins first, then the rest (two runs where about 35 are due).
    const target = runs.find((m) => m.n > 50)!.group.split(' ')[1]!;
    const shoe = all.filter((h) => h.shoe_id === target);
    const bancaWon = (h: LogHand) => h.events.some((e) => e.type === 'payout' && e['spot'] === 'banker');
    const reordered = [...shoe.filter(bancaWon), ...shoe.filter((h) => !bancaWon(h))];
    let k = 0;
    const stacked = all.map((h) => (h.shoe_id === target ? reordered[k++]! : h));
    const run = await stats({ paths: [writeLog(stacked)], rulesets: RULESETS, by: ['shoe'] });
    const flagged = run.figures.measures.filter((m) => m.flagged && m.measure === 'win_runs');
    expect(flagged.map((m) => m.group)).toEqual([`${target.split('-S')[0]} ${target}`]);
    expect(flagged[0]!.z!).toBeLessThan(-4);
  }, 120_000);
});
