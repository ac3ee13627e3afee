// spec24: the public contracts (docs/spec/hand-log-format.md and findings-format.md, format 1.1) read sentence by
// sentence as checks on real audits (scripts/spec24.mjs). Here its quick run: 40 simulated hands with dealer errors of
// each catalog in one NDJSON and one CSV log, and the crafted hands of every field, default and form of the hand-log
// format (the spec's own example among them: clean, and with its blackjack paid 100 the findings example's finding,
// event 8, Art. 13º, PEN 150 / 100, owed 50). Every statement must be checked and hold; and each check must fail on a
// document tampered for it (selftest), so that a pass is not a check that cannot fail.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/run-cli.js';
import { tempDir } from '../helpers/temp.js';

const SCRIPT = join(ROOT, 'scripts', 'spec24.mjs');
const run = (args: string[]) => spawnSync(process.execPath, [SCRIPT, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });

describe('spec24: the hand-log and findings contracts, statement by statement', () => {
  it('every statement is checked on real outputs and holds', () => {
    const r = run(['run', tempDir('spec24'), '--quick']);
    expect(r.stderr).toBe('');
    const lines = r.stdout.trim().split('\n');
    const ids = lines.map((l) => /^(ok  |FAIL) (\S+)\s+(\d+) checked/.exec(l)).filter((m) => m !== null).map((m) => [m[2], Number(m[3]), m[1]!.trim()] as const);
    const want = [...Array.from({ length: 16 }, (_, i) => `F${i + 1}`), ...Array.from({ length: 16 }, (_, i) => `H${i + 1}`)];
    expect(ids.map((x) => x[0]).sort()).toEqual(want.sort());
    for (const [id, n, verdict] of ids) {
      expect(n, id).toBeGreaterThan(0);
      expect(verdict, `${id}: ${lines.filter((l) => l.startsWith('       ')).slice(0, 5).join('\n')}`).toBe('ok');
    }
    expect(r.status).toBe(0);
  });

  it('each check fails on a findings document tampered for it, and none on the real one', () => {
    const r = run(['selftest', tempDir('spec24-self')]);
    expect(r.stdout).not.toMatch(/^FAIL/m);
    expect(r.stdout.trim().split('\n')).toHaveLength(11);
    expect(r.status).toBe(0);
  });
});
