// `veedor stats` against the audit of the same hands: simulated play of every game (`veedor simulate`, 4
// tables, 2 % dealer errors), audited alone, then through stats (--by dealer, table, shoe), best of three
// each, on this thread. Stats audits the hands on its way (its error rates are the audit's findings) and
// reads each hand's facts from its replay: what it adds is that second part, and it must cost no more than
// the audit itself (stats ≤ 2 × audit). Then the same on 2 workers (`--workers 2`, the workers reading the
// facts beside the audit): the same budget against the audit on 2 workers. Prints the ratios; writes
// bench/out/stats.json.
// Usage: npm run build && node bench/stats.bench.mjs [hands per game=5000]
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

const N = Number(process.argv[2] ?? 5_000);
const out = 'bench/out';
mkdirSync(out, { recursive: true });
const cli = 'dist/cli/veedor.js';
const { runAudit } = await import(new URL('../dist/audit/run.js', import.meta.url).href);
const { stats } = await import(new URL('../dist/app/stats.js', import.meta.url).href);
const { RULESETS } = await import(new URL('../dist/rules-catalog/index.js', import.meta.url).href);

const GAMES = ['pe-dragon-six-baccarat', 'pe-pot-luck-black-jack', 'es-marbella-black-jack', 'pe-poker-caribeno', 'pr-8669-pai-gow-bonus'];
const files = GAMES.map((ruleset) => {
  const file = `${out}/bench-stats-${ruleset}.ndjson`;
  const r = spawnSync(process.execPath, [cli, 'simulate', '--ruleset', ruleset, '--hands', String(N), '--tables', '4', '--seed', '42', '--faults', '0.02', '--out', file], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return file;
});

async function best(fn) {
  let b = Infinity;
  let result;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    result = await fn();
    b = Math.min(b, (performance.now() - t0) / 1000);
  }
  return { seconds: b, result };
}

async function audit(workers = 1) {
  const run = await runAudit({ paths: files, rulesets: RULESETS, workers });
  let findings = 0;
  for await (const f of run.findings()) if (f) findings++;
  run.dispose();
  return { hands: run.summary.hands, findings };
}

// The first run of each loads the exact tables (the Caribbean evaluator's 2,598,960 hands, once per process).
await stats({ paths: [files[3]], rulesets: RULESETS, by: ['dealer'] });
const a = await best(audit);
const s = await best(() => stats({ paths: files, rulesets: RULESETS, by: ['dealer', 'table', 'shoe'] }));
const hands = a.result.hands;
const ratio = s.seconds / a.seconds;
const own = (s.seconds - a.seconds) / a.seconds;
console.log(`${hands} hands (${GAMES.length} games × ${N}), ${a.result.findings} findings; stats: ${s.result.figures.measures.length} figures, ${s.result.figures.tests} tested`);
console.log(`audit  ${a.seconds.toFixed(2)} s  (${Math.round(hands / a.seconds)} hands/s)`);
console.log(`stats  ${s.seconds.toFixed(2)} s  (${Math.round(hands / s.seconds)} hands/s)  = ${ratio.toFixed(2)} × the audit`);
console.log(`stats' own work (facts, counters, figures) = ${own.toFixed(2)} × the audit: ${own <= 1 ? 'within' : 'OVER'} the budget of 1 × the audit`);
// On 2 workers: each worker audits its tables' hands and reads their facts; this thread adds them up.
const a2 = await best(() => audit(2));
const s2 = await best(() => stats({ paths: files, rulesets: RULESETS, by: ['dealer', 'table', 'shoe'], workers: 2 }));
const ratio2 = s2.seconds / a2.seconds;
const own2 = (s2.seconds - a2.seconds) / a2.seconds;
console.log(`audit  --workers 2  ${a2.seconds.toFixed(2)} s;  stats --workers 2  ${s2.seconds.toFixed(2)} s  = ${ratio2.toFixed(2)} × the audit (own work ${own2.toFixed(2)} ×: ${own2 <= 1 ? 'within' : 'OVER'} the budget)`);
writeFileSync(`${out}/stats.json`, JSON.stringify({
  hands, audit_s: a.seconds, stats_s: s.seconds, ratio, own_over_audit: own,
  workers2: { audit_s: a2.seconds, stats_s: s2.seconds, ratio: ratio2, own_over_audit: own2 },
}, null, 2) + '\n');
if (own > 1 || own2 > 1) process.exitCode = 1;
