// veedor stats on worker threads: each worker reads and counts the facts of the hands it replays, the main thread
// merges the counters, and the document is the one thread's, byte for byte (simulated logs of every game, with burn
// errors and a stacked shoe so that checks, tests and flags are all in it; and the CLI on the demo logs).
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stats } from '../../../app/stats.js';
import { statsDocument } from '../../../reports/stats/json.js';
import { RULESETS } from '../../../rules-catalog/index.js';
import { simulate } from '../../../simulate/core/run.js';
import { SIMULATORS } from '../../../simulate/registry.js';
import { tempDir } from '../../helpers/temp.js';
import { ROOT, veedor } from '../../cli/run-cli.js';

process.env['VEEDOR_LANG'] = 'en';

describe('veedor stats --workers', () => {
  it('1, 2 and 3 workers: the same document, byte for byte, flags included', async () => {
    const dir = tempDir('stats-workers');
    const paths = SIMULATORS.map((sim) => {
      const bac = sim.ruleset === 'pe-dragon-six-baccarat';
      const hands = [...simulate(sim, {
        hands: 600, tables: 3, seed: 41,
        ...(bac ? { faultRate: 0.5, faultKinds: ['new-deck-burn-short', 'reshuffle-burn-short'], stackedShoes: ['BAC-02-S002'] } : { faultRate: 0.02 }),
      })].map((s) => s.hand);
      const path = join(dir, `${sim.ruleset}.ndjson`);
      writeFileSync(path, hands.map((h) => JSON.stringify(h)).join('\n') + '\n');
      return path;
    });
    const doc = async (workers: number) => JSON.stringify(statsDocument(await stats({ paths, rulesets: RULESETS, by: ['dealer', 'table', 'shoe'], workers })));
    const one = await doc(1);
    const parsed = JSON.parse(one);
    expect(parsed.hands.audited).toBe(3000);
    expect(parsed.method.checks).toBeGreaterThan(0);
    expect(parsed.method.tests).toBeGreaterThan(100);
    expect(parsed.findings.some((f: { rule: string }) => f.rule === 'stats-burn_count')).toBe(true);
    expect(await doc(2)).toBe(one);
    expect(await doc(3)).toBe(one);
  }, 180_000);

  it('the CLI: --workers 2 writes the JSON --workers 1 writes; a bad count is exit 2 with one line', () => {
    const demo = readdirSync(join(ROOT, 'fixtures/demo')).filter((f) => f.endsWith('.ndjson')).sort().map((f) => join('fixtures/demo', f));
    const args = [...demo, '--by', 'dealer,table,shoe', '--format', 'json'];
    const one = veedor(['stats', ...args, '--workers', '1']);
    const two = veedor(['stats', ...args, '--workers', '2']);
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    expect(JSON.parse(one.stdout).hands.audited).toBeGreaterThan(0);
    const bad = veedor(['stats', ...demo, '--workers', 'many']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toBe('veedor: --workers must be a whole number from 1 to 64, or auto; not "many"');
  }, 120_000);
});
