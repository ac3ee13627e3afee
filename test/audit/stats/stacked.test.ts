// A stacked shoe from the simulator (SimulateOptions.stackedShoes, fixed seeds): every coup of it follows the
// rules, so the audit finds nothing in it, and veedor stats flags it (its card ranks against the shoe's
// composition) while the fault-free shoes beside it are not flagged.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stats } from '../../../app/stats.js';
import { RULESETS } from '../../../rules-catalog/index.js';
import { simulate } from '../../../simulate/core/run.js';
import { dragonSixSimulator } from '../../../simulate/pe-dragon-six-baccarat/simulate.js';
import { SIMULATORS } from '../../../simulate/registry.js';
import type { LogHand } from '../../../simulate/core/types.js';
import { tempDir } from '../../helpers/temp.js';

function writeLog(hands: readonly LogHand[]): string {
  const path = join(tempDir('stats-stacked'), 'sim.ndjson');
  writeFileSync(path, hands.map((h) => JSON.stringify(h)).join('\n') + '\n');
  return path;
}

const natural = (card: string) => card[0] === '8' || card[0] === '9';

describe('a stacked shoe (simulator option)', () => {
  it('BAC-02-S003 stacked: the audit finds nothing in it, stats flags its card ranks, and no fault-free shoe is flagged', async () => {
    const opts = { hands: 3000, tables: 4, seed: 9 };
    const clean = [...simulate(dragonSixSimulator, opts)].map((s) => s.hand);
    const target = 'BAC-02-S003';
    const hands = [...simulate(dragonSixSimulator, { ...opts, stackedShoes: [target] })].map((s) => s.hand);
    // Up to the stacked shoe, the same hands; its own cards are the shoe's, reordered: its first half holds every
    // eight and nine it dealt (8 decks: 64 of them, 16 expected in each half).
    const first = hands.findIndex((h) => h.shoe_id === target);
    expect(first).toBeGreaterThan(0);
    expect(hands.slice(0, first)).toEqual(clean.slice(0, first));
    const dealt = hands.filter((h) => h.shoe_id === target).flatMap((h) => h.events.flatMap((e) =>
      e.type === 'deal' ? [e['card'] as string] : e.type === 'procedure' && e['name'] === 'burn' ? (e['cards'] as string[]) : []));
    expect(hands.find((h) => h.shoe_id === target)!.table!['decks']).toBe(8);
    const half = dealt.slice(0, 26 * 8);
    expect(half.filter(natural).length).toBe(64);

    const run = await stats({ paths: [writeLog(hands)], rulesets: RULESETS, by: ['shoe'] });
    const row = run.figures.groups.find((g) => g.group === `BAC-02 ${target}`)!;
    expect(row.findings).toBe(0);
    expect(run.figures.groups.reduce((s, g) => s + g.findings, 0)).toBe(0);
    const flagged = run.figures.measures.filter((m) => m.flagged);
    expect(flagged.map((m) => [m.group, m.measure])).toEqual([[`BAC-02 ${target}`, 'card_ranks']]);
    expect(flagged[0]!.p).toBeLessThan(1e-6);
    expect(run.figures.findings).toHaveLength(1);
    expect(run.figures.findings[0]).toMatchObject({ category: 'statistical', severity: 'warning', rule: 'stats-card_ranks', group: `BAC-02 ${target}` });

    // The same seed without the stacked shoe: nothing flagged.
    const ok = await stats({ paths: [writeLog(clean)], rulesets: RULESETS, by: ['shoe'] });
    expect(ok.figures.measures.filter((m) => m.flagged)).toEqual([]);
    expect(ok.figures.tests).toBeGreaterThan(60);
  }, 120_000);

  it('a simulator that cannot stack a shoe refuses the option', () => {
    const bj = SIMULATORS.find((s) => s.ruleset === 'pe-pot-luck-black-jack')!;
    expect(() => [...simulate(bj, { hands: 1, tables: 1, seed: 1, stackedShoes: ['BJ-01-S001'] })]).toThrow("pe-pot-luck-black-jack's simulator cannot stack a shoe");
  });
});
