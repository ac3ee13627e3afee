// The statistics JSON document written a list member at a time (reports/stats/json.ts writeStatsJson): the same
// bytes as the whole document given to JSON.stringify with two spaces and figures to 10 significant digits
// (docs/stats.md), lists full and empty alike, however the stream takes the blocks.
import { Writable } from 'node:stream';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stats } from '../../../app/stats.js';
import { statsDocument, writeStatsJson } from '../../../reports/stats/json.js';
import { RULESETS } from '../../../rules-catalog/index.js';
import { simulate } from '../../../simulate/core/run.js';
import { SIMULATORS } from '../../../simulate/registry.js';
import { tempDir } from '../../helpers/temp.js';

/** docs/stats.md: floating-point figures to 10 significant digits, whole numbers as they are. */
const tenDigits = (_k: string, v: unknown) => (typeof v === 'number' && !Number.isInteger(v) && Number.isFinite(v) ? Number(v.toPrecision(10)) : v);

async function written(run: Parameters<typeof writeStatsJson>[0]): Promise<{ text: string; writes: number }> {
  const chunks: Buffer[] = [];
  let writes = 0;
  // A slow reader with a small buffer: every write waits for the drain.
  const out = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _enc, done) {
      writes++;
      chunks.push(chunk);
      setImmediate(done);
    },
  });
  await writeStatsJson(run, out);
  await new Promise<void>((resolve) => out.end(resolve));
  return { text: Buffer.concat(chunks).toString('utf8'), writes };
}

describe('the stats JSON document, written in pieces', () => {
  const dir = tempDir('stats-json-stream');
  const log = (ruleset: string, faultRate: number) => {
    const sim = SIMULATORS.find((s) => s.ruleset === ruleset)!;
    const path = join(dir, `${ruleset}-${faultRate}.ndjson`);
    // Dragon Six with burn errors and a stacked shoe: checks and flags in the document (as test/audit/stats/workers).
    const bac = ruleset === 'pe-dragon-six-baccarat' && faultRate > 0 ? { faultKinds: ['new-deck-burn-short', 'reshuffle-burn-short'], stackedShoes: ['BAC-02-S002'] } : {};
    writeFileSync(path, [...simulate(sim, { hands: 400, tables: 2, seed: 7, faultRate, ...bac })].map((s) => JSON.stringify(s.hand)).join('\n') + '\n');
    return path;
  };

  it('per shoe, with flags: the bytes of the whole document', async () => {
    const run = await stats({ paths: [log('pe-dragon-six-baccarat', 0.3), log('pe-pot-luck-black-jack', 0.3)], rulesets: RULESETS, by: ['dealer', 'shoe'] });
    const doc = statsDocument(run);
    expect((doc['groups'] as unknown[]).length).toBeGreaterThan(10);
    expect((doc['findings'] as unknown[]).length).toBeGreaterThan(0);
    const { text } = await written(run);
    expect(text).toBe(JSON.stringify(doc, tenDigits, 2) + '\n');
    expect(JSON.parse(text).hands.audited).toBe(800);
  }, 120_000);

  it('lists longer than a block (2,000 members): the blocks joined as the whole document has them', async () => {
    const run = await stats({ paths: [log('pe-pot-luck-black-jack', 0.1)], rulesets: RULESETS, by: ['shoe'] });
    const one = run.figures.measures;
    expect(one.length).toBeGreaterThan(20);
    // 4,001 measures and as many groups: two full blocks and one member, each member its own group name.
    const many = <T extends { group: string }>(list: readonly T[]) =>
      Array.from({ length: 4001 }, (_, i) => ({ ...list[i % list.length]!, group: `S-${i}` }));
    const big = { ...run, figures: { ...run.figures, measures: many(one), groups: many(run.figures.groups) } };
    const { text, writes } = await written(big);
    expect(text).toBe(JSON.stringify(statsDocument(big), tenDigits, 2) + '\n');
    const parsed = JSON.parse(text);
    expect(parsed.measures).toHaveLength(4001);
    expect(parsed.measures[2000].group).toBe('S-2000');
    expect(parsed.groups[4000].group).toBe('S-4000');
    // Written in blocks of about 1 MB, not whole.
    expect(writes).toBeGreaterThan(1);
  }, 120_000);

  it('with no flags (an empty list): the bytes of the whole document', async () => {
    const run = await stats({ paths: [log('pr-8669-pai-gow-bonus', 0)], rulesets: RULESETS, by: ['table'] });
    const doc = statsDocument(run);
    expect(doc['findings']).toEqual([]);
    const { text } = await written(run);
    expect(text).toBe(JSON.stringify(doc, tenDigits, 2) + '\n');
    expect(text).toContain('"findings": []');
  }, 120_000);
});
