// A worker thread that dies mid-run (issue 18: "make a worker's death end the run with one line, never
// a hang"): `audit --workers 2` ends with exit 2 and one line naming the worker, writes no report,
// leaves nothing in the temp folder, and the store shows the run as incomplete, the log not read to
// the end. The worker is killed by a stub preloaded into every thread (kill-worker.mjs): the first
// worker exits its thread, or throws an uncaught error, once it has been sent its second batch.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/temp.js';
import { ROOT, STACK, freshTmp, veedor } from './run-cli.js';

// These cases assert the English one-line errors and listings: Spanish is the default (cli/lang.ts).
process.env['VEEDOR_LANG'] = 'en';

const STUB = new URL('./kill-worker.mjs', import.meta.url).pathname;
let dir: string;

beforeAll(() => {
  // 3,000 hands at 3,000 tables (the example hands, fresh ids): both workers get several batches.
  dir = tempDir('worker-death');
  const examples = join(ROOT, 'fixtures', 'examples');
  const base = readdirSync(examples).filter((f) => f.endsWith('.ndjson')).sort()
    .flatMap((f) => readFileSync(join(examples, f), 'utf8').split('\n').filter(Boolean));
  const lines: string[] = [];
  for (let i = 0; i < 3000; i++) {
    const h = JSON.parse(base[i % base.length]!) as Record<string, unknown>;
    Object.assign(h, { hand_id: `K-${i}`, table_id: `T-${i}` });
    if (h['shoe_id'] !== undefined) h['shoe_id'] = `T-${i}-S1`;
    lines.push(JSON.stringify(h));
  }
  writeFileSync(join(dir, 'log.ndjson'), lines.join('\n') + '\n');
});

describe('audit --workers 2: a worker that dies mid-run', () => {
  it.each([
    ['exits its thread', 'exit', 'audit worker 0 failed: it exited (code 9); the audit did not complete'],
    ['throws an uncaught error', 'throw', 'audit worker 0 failed: killed by the test; the audit did not complete'],
  ])('%s: exit 2, one line, no hang, no report, the stored run incomplete', (_what, how, line) => {
    const db = `${how}.db`;
    const out = `${how}.json`;
    const tmp = freshTmp(mkdirSync(join(dir, how), { recursive: true })!);
    const r = veedor(['audit', 'log.ndjson', '--workers', '2', '--db', db, '--format', 'json', '--out', out], {
      cwd: dir, timeout: 60_000,
      env: { NODE_OPTIONS: `--import=${STUB}`, VEEDOR_KILL_HOW: how, TMPDIR: tmp },
    });
    expect(r.signal).toBeNull(); // not killed by the timeout: it did not hang
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`veedor: ${line}\n`);
    expect(r.stderr).not.toMatch(STACK);
    expect(existsSync(join(dir, out))).toBe(false);
    expect(readdirSync(tmp)).toEqual([]);
    const runs = veedor(['runs', '--db', db], { cwd: dir });
    expect(runs.code).toBe(0);
    expect(runs.stdout).toMatch(/^\(incomplete K-[0-9a-f]{16}\) .*attempt 1: run the same audit again to complete it\n +log\.ndjson .* not read to the end\n?$/);
    // Nothing of it reads as a complete run.
    const latest = veedor(['report', 'latest', '--db', db, '--pdf', `${how}.pdf`], { cwd: dir });
    expect(latest.code).toBe(2);
    expect(existsSync(join(dir, `${how}.pdf`))).toBe(false);
    expect(latest.stderr).toMatch(/^veedor: the store holds no complete run yet \(1 incomplete/);
  }, 120_000);
});
