// The burn per shoe (Dragon Six Art. 5º g, 6º d: the first card drawn orders how many to burn): an exact check
// of each burn's count against its first card, and the first cards' ranks against a full shoe's.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stats } from '../../../app/stats.js';
import { StatsAccumulator } from '../../../audit/stats/accumulator.js';
import type { HandFacts } from '../../../audit/stats/facts.js';
import { computeFigures } from '../../../audit/stats/figures.js';
import { RULESETS } from '../../../rules-catalog/index.js';
import { simulate } from '../../../simulate/core/run.js';
import { dragonSixSimulator } from '../../../simulate/pe-dragon-six-baccarat/simulate.js';
import { tempDir } from '../../helpers/temp.js';
import type { SimulatedHand } from '../../../simulate/core/run.js';

function writeLog(hands: readonly SimulatedHand[]): string {
  const path = join(tempDir('stats-burn'), 'sim.ndjson');
  writeFileSync(path, hands.map((h) => JSON.stringify(h.hand)).join('\n') + '\n');
  return path;
}

describe('the burn against its first card, per shoe', () => {
  it('fault-free dealers: every burn is the one its first card orders, nothing flagged; a dealer who burns one card short is flagged on each of his shoes', async () => {
    const opts = { hands: 4 * 400, tables: 4, seed: 31 };
    const clean = [...simulate(dragonSixSimulator, opts)];
    const ok = await stats({ paths: [writeLog(clean)], rulesets: RULESETS, by: ['dealer', 'shoe'] });
    const burns = ok.figures.measures.filter((m) => m.measure === 'burn_count');
    // One burn per shoe: 4 dealers, and every shoe the four tables opened.
    const shoes = new Set(clean.map((s) => s.hand.shoe_id));
    expect(burns.filter((m) => m.by === 'shoe')).toHaveLength(shoes.size);
    expect(burns.filter((m) => m.by === 'shoe').every((m) => m.n === 1 && m.observed === 0 && m.test === 'check')).toBe(true);
    expect(burns.filter((m) => m.by === 'dealer').map((m) => [m.group, m.n])).toEqual(
      ['D-201', 'D-202', 'D-203', 'D-204'].map((d) => [d, new Set(clean.filter((s) => s.hand.dealer_id === d).map((s) => s.hand.shoe_id)).size]),
    );
    expect(ok.figures.checks).toBe(burns.length);
    expect(burns.filter((m) => m.flagged)).toEqual([]);
    expect(ok.figures.findings.filter((x) => x.rule.startsWith('stats-burn'))).toEqual([]);

    // D-202 (table BAC-02) burns one card fewer than the first card orders at every shoe he opens.
    const faulted = [...simulate(dragonSixSimulator, { ...opts, faultRate: 1, faultKinds: ['new-deck-burn-short', 'reshuffle-burn-short'] })];
    const hands = clean.map((s, i) => (s.hand.table_id === 'BAC-02' ? faulted[i]! : s));
    const short = hands.filter((s) => s.fault !== undefined);
    const bad = new Set(short.map((s) => s.hand.shoe_id));
    expect(short.length).toBe(bad.size);
    expect(short.length).toBeGreaterThanOrEqual(4);
    const run = await stats({ paths: [writeLog(hands)], rulesets: RULESETS, by: ['dealer', 'shoe'] });
    const flagged = run.figures.measures.filter((m) => m.flagged && m.measure.startsWith('burn'));
    expect(flagged.every((m) => m.measure === 'burn_count')).toBe(true);
    expect(flagged.filter((m) => m.by === 'shoe').map((m) => m.group)).toEqual([...bad].sort().map((s) => `BAC-02 ${s}`));
    const dealer = flagged.find((m) => m.by === 'dealer')!;
    expect(dealer).toMatchObject({ group: 'D-202', observed: short.length, n: short.length, p: 0, q: 0, expected: 0 });
    expect(flagged.filter((m) => m.by === 'dealer')).toHaveLength(1);
    const f = run.figures.findings.find((x) => x.by === 'dealer')!;
    expect(f).toMatchObject({ category: 'statistical', severity: 'warning', rule: 'stats-burn_count', article: 'Art. 5º', ruleset: 'pe-dragon-six-baccarat', group: 'D-202' });
    expect(f.message.en).toBe(`Dealer D-202: burns other than the first card orders: ${short.length} of ${short.length} burns record another number of cards than their first card orders (Art. 5º). This is an exact check, not a test: the audit reports each in its hand.`);
    // The flags are warnings of their own: the audit's findings are the catalog's, unchanged.
    expect(run.audit_findings.procedure).toBeGreaterThanOrEqual(short.length);
    expect(run.figures.findings.every((x) => x.category === 'statistical')).toBe(true);
  }, 120_000);

  it('the first cards of a dealer\'s burns against a full shoe: uniform ranks pass, a dealer whose first card is always a figure (a burn of ten) is flagged', () => {
    const rulesets = new Map(RULESETS.map((r) => [r.id, r]));
    const acc = new StatsAccumulator(['dealer'], (f) => f.dealer_id!, rulesets);
    const facts = (dealer: string, first: number, i: number): HandFacts => ({
      hand_id: `${dealer}-${i}`, ruleset: 'pe-dragon-six-baccarat', family: 'baccarat', table_id: 'BAC-01', dealer_id: dealer,
      started_at: '2026-01-05T20:00:00-05:00', currency: 'PEN', houseNet: 0, staked: 0,
      findings: { payout: 0, procedure: 0, integrity: 0 }, articles: [], ranks: new Array<number>(13).fill(0), reshuffled: true,
      burns: [{ first, burned: 1 + Math.min(first, 10), required: 1 + Math.min(first, 10) }],
    });
    // 130 shoes each: D-1's first cards ten of every rank; D-2's a figure (jack to king) every time.
    for (let i = 0; i < 130; i++) acc.add(facts('D-1', 1 + (i % 13), i));
    for (let i = 0; i < 130; i++) acc.add(facts('D-2', 11 + (i % 3), i));
    const f = computeFigures(acc, { q: 0.05, minTrials: 30 });
    const first = f.measures.filter((m) => m.measure === 'burn_first_card');
    expect(first.map((m) => [m.group, m.n, m.dof])).toEqual([['D-1', 130, 12], ['D-2', 130, 12]]);
    expect(first[0]).toMatchObject({ observed: 0, p: 1, flagged: false });
    // 44, 43 and 43 in three of 13 bins (10 expected in each): Σ (o − e)² / e = (34² + 33² + 33²) / 10 + 10 × 10 = 433.4.
    expect(first[1]!.observed).toBeCloseTo(433.4, 9);
    expect(first[1]!.flagged).toBe(true);
    expect(f.measures.filter((m) => m.flagged).map((m) => [m.group, m.measure])).toEqual([['D-2', 'burn_first_card']]);
    expect(f.findings[0]).toMatchObject({ rule: 'stats-burn_first_card', group: 'D-2', severity: 'warning' });
    // Below 65 burns (five expected per rank) the figure is shown, untested.
    const few = new StatsAccumulator(['dealer'], (x) => x.dealer_id!, rulesets);
    for (let i = 0; i < 64; i++) few.add(facts('D-3', 12, i));
    const g = computeFigures(few, { q: 0.05, minTrials: 30 });
    expect(g.measures.find((m) => m.measure === 'burn_first_card')).toMatchObject({ n: 64, p: 1, q: 1, flagged: false });
    expect(g.tests).toBe(0);
  });
});
