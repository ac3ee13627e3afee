import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAudit } from '../../../audit/run.js';
import { serializeFinding } from '../../../audit/serialize.js';
import type { Ruleset } from '../../../rules-catalog/framework/types.js';
import { tempDir } from '../../helpers/temp.js';
import { RS, noMoreBets, pg, rng, round, withParams } from './hands.js';

/** Rounds with no bonus bet: only the random number matters to the test. */
function rounds(table: string, values: number[], from = 0): Record<string, unknown>[] {
  return values.map((v, i) =>
    round([pg(1, 10), noMoreBets(), rng(v)], { bonus_payout: 6 }, { hand_id: `${table}-${from + i + 1}`, table_id: table, dealer_id: 'D-7' }));
}

async function audit(hands: Record<string, unknown>[], ruleset: Ruleset = RS): Promise<Record<string, unknown>[]> {
  const dir = tempDir('rng');
  const path = join(dir, 'log.ndjson');
  writeFileSync(path, hands.map((h) => JSON.stringify(h)).join('\n') + '\n');
  const run = await runAudit({ paths: [path], rulesets: [ruleset] });
  const out: Record<string, unknown>[] = [];
  for await (const f of run.findings()) out.push(serializeFinding(f, 'en'));
  run.dispose();
  return out;
}

/** mulberry32: a small seeded generator, so the "random" sequences are the same every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const tally = (values: number[]) => [1, 2, 3, 4, 5, 6, 7].map((n) => values.filter((v) => v === n).length);

const repeat = (counts: number[]) => counts.flatMap((c, i) => Array.from({ length: c }, () => i + 1));

describe('Art. 10-10.15(A) beyond the text: rng-uniform (chi-square over a table\'s rounds)', () => {
  it('a uniform sequence (a fair seeded generator, 2100 rounds) gives no warning', async () => {
    const next = seeded(8669);
    const values = Array.from({ length: 2100 }, () => 1 + Math.floor(next() * 7));
    expect(Math.min(...tally(values))).toBeGreaterThan(250); // it is really spread out
    expect(await audit(rounds('PG-U', values))).toEqual([]);
  });

  it('a skewed sequence (a generator that shows 1 twice as often, 700 rounds) gives one warning', async () => {
    const next = seeded(10);
    const values = Array.from({ length: 700 }, () => {
      const v = Math.floor(next() * 8); // 0..7, and 7 folds onto 1
      return v === 7 ? 1 : v + 1;
    });
    const findings = await audit(rounds('PG-S', values));
    expect(findings).toHaveLength(1);
    const f = findings[0]!;
    expect(f).toMatchObject({
      hand_id: 'PG-S-700', rule: 'rng-uniform', article: 'Art. 10-10.15(A)', category: 'integrity', severity: 'warning', table_id: 'PG-S',
    });
    // A statistic over many rounds points at no croupier, no event and no hand index.
    expect(f).not.toHaveProperty('dealer_id');
    expect(f).not.toHaveProperty('event');
    expect(f).not.toHaveProperty('hand');
    expect(f['message']).toMatch(/statistical signal.*not a breach/);
  });

  it('the threshold: p just under 0.001 warns, a chance deviation does not', async () => {
    // 35 rounds, 5 expected each: [15,5,3,3,3,3,3] gives chi-square 24, p = e^-12 (1 + 12 + 72) = 5.2e-4.
    expect(await audit(rounds('PG-T', repeat([15, 5, 3, 3, 3, 3, 3])))).toHaveLength(1);
    // [12,8,10,11,9,10,10] over 70: chi-square 1, p = 0.99.
    expect(await audit(rounds('PG-T', repeat([12, 8, 10, 11, 9, 10, 10])))).toEqual([]);
  });

  it('needs at least 35 rounds: 34 rounds all showing 1 are too few to test', async () => {
    expect(await audit(rounds('PG-F', repeat([34, 0, 0, 0, 0, 0, 0])))).toEqual([]);
  });

  it('tests each table on its own, in table order', async () => {
    const hands = [
      ...rounds('PG-B', repeat([20, 20, 20, 20, 20, 20, 20])),
      ...rounds('PG-A', repeat([40, 10, 10, 10, 10, 10, 10])),
      ...rounds('PG-C', repeat([10, 10, 10, 10, 10, 10, 40])),
    ];
    const findings = await audit(hands);
    expect(findings.map((f) => [f['table_id'], f['hand_id']])).toEqual([['PG-A', 'PG-A-100'], ['PG-C', 'PG-C-100']]);
  });

  it('counts only the round\'s number: a second activation and a number outside 1-7 are not samples', async () => {
    const hands = repeat([5, 5, 5, 5, 5, 5, 5]).map((v, i) =>
      round([pg(1, 10), noMoreBets(), rng(v), rng(1), rng(1)], { bonus_payout: 6 }, { hand_id: `X-${i}`, table_id: 'PG-X' }));
    hands.push(...Array.from({ length: 30 }, (_, i) => round([pg(1, 10), rng(9)], {}, { hand_id: `Y-${i}`, table_id: 'PG-X' })));
    expect(await audit(hands)).toEqual([]);
  });

  it('a hand set aside as unreadable is not a sample', async () => {
    const good = rounds('PG-R', repeat([34, 0, 0, 0, 0, 0, 0]));
    const broken = Array.from({ length: 10 }, (_, i) =>
      round([pg(1, 10), rng(1), { type: 'decision', seat: 1, action: 'hit' }], { bonus_payout: 6 }, { hand_id: `PG-R-bad-${i}`, table_id: 'PG-R' }));
    const findings = await audit([...good, ...broken]);
    expect(findings.map((f) => f['rule'])).toEqual(Array(10).fill('input-not-replayable'));
    expect((await audit([...good, ...rounds('PG-R', [1], 34)])).map((f) => f['rule'])).toEqual(['rng-uniform']);
  });

  it('with rng_uniformity_scope = run, tables are pooled', async () => {
    // Each table alone is too short (30 rounds) to test; together, 60 rounds all showing 1 or 2.
    const hands = [...rounds('PG-1', repeat([15, 15, 0, 0, 0, 0, 0])), ...rounds('PG-2', repeat([15, 15, 0, 0, 0, 0, 0]))];
    expect(await audit(hands)).toEqual([]);
    const pooled = await audit(hands, withParams({ rng_uniformity_scope: 'run' }));
    expect(pooled.map((f) => [f['rule'], f['hand_id']])).toEqual([['rng-uniform', 'PG-2-30']]);
    expect(pooled[0]!['message']).toMatch(/^All tables:/);
  });
});
