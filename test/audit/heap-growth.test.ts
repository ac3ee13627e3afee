// An audit bounds how far V8 lets the old generation grow past what is alive (audit/heap.ts): the factor V8
// otherwise picks from 1.1 to 4 by the machine's load, which made the peak memory of the same audit creep with
// the log's length. The flag is set at run time, so this proves it takes effect: V8's own trace
// (--trace-gc-verbose) prints the factor each full collection used, "new limit: … KB (2.0)".
// Runs the built code (dist/): `npm run build` first.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HEAP_GROWING_PERCENT } from '../../audit/run.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LOG = join(ROOT, 'fixtures', 'demo', 'pot-luck-lima.ndjson');

/** An audit of the demo log through runAudit, then garbage enough for full collections; V8's limit lines. */
function factorsAfterAudit(nodeArgs: string[]): string[] {
  const dist = join(ROOT, 'dist');
  if (!existsSync(join(dist, 'audit', 'run.js'))) throw new Error('dist/ is missing: run "npm run build" first');
  const script = `
    const { runAudit } = await import(${JSON.stringify(new URL('audit/run.js', `file://${dist}/`).href)});
    const { CATALOGS } = await import(${JSON.stringify(new URL('rules-catalog/registry.js', `file://${dist}/`).href)});
    console.log('audit-start');
    const run = await runAudit({ paths: [${JSON.stringify(LOG)}], rulesets: CATALOGS });
    for await (const f of run.findings()) void f;
    run.dispose();
    // About 20 MB alive, then churn: several full collections, each setting the next limit.
    const keep = [];
    for (let i = 0; i < 300000; i++) keep.push({ i, s: 'k' + i });
    let n = 0;
    for (let r = 0; r < 4000000; r++) { const o = { r, a: [r, r + 1], s: 'g' + r }; if (r % 20 === 0) keep[r % keep.length] = o; n += o.a.length; }
    console.log('done', n > 0);`;
  const r = spawnSync(process.execPath, [...nodeArgs, '--trace-gc-verbose', '--input-type=module', '-e', script], { encoding: 'utf8', maxBuffer: 64 << 20 });
  expect(r.status, r.stderr).toBe(0);
  const out = r.stdout.slice(r.stdout.indexOf('audit-start'));
  expect(out).toContain('done true');
  return [...out.matchAll(/\[HeapController\] Limit: old size: \d+ KB, new limit: \d+ KB \(([\d.]+)\)/g)].map((m) => m[1]!);
}

describe('the heap growth an audit allows', () => {
  it('is twice what is alive after each full collection, set by runAudit at run time', () => {
    expect(HEAP_GROWING_PERCENT).toBe(100);
    const factors = factorsAfterAudit([]);
    expect(factors.length).toBeGreaterThanOrEqual(2);
    expect(new Set(factors)).toEqual(new Set(['2.0']));
  }, 60_000);

  it('leaves a value given to node itself as it is', () => {
    const factors = factorsAfterAudit(['--heap-growing-percent=50']);
    expect(factors.length).toBeGreaterThanOrEqual(2);
    expect(new Set(factors)).toEqual(new Set(['1.5']));
  }, 60_000);
});
