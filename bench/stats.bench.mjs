// `veedor stats` against the audit of the same hands: simulated play of every game (`veedor simulate`, 4
// tables, 2 % dealer errors), audited alone, then through stats (--by dealer, table, shoe), best of three
// each, alternated, on this thread. Each side reads the logs itself and writes its `--format json` document
// (to a stream that discards it): the audit its findings document, stats its figures. Stats audits the hands
// on its way (its error rates are the audit's findings) and reads each hand's facts from the audit's own
// replay: the goal is that it costs no more than the audit (ratio ≤ 1.00). Then the same on 2 workers
// (`--workers 2`, the workers reading the facts beside the audit) against the audit on 2 workers. Prints
// the ratios beside the goal; writes bench/out/stats.json. On a shared machine one run's ratio varies by a third
// either way, so it exits 1 only at twice the audit (a regression, not noise), on either part.
// Usage: npm run build && node bench/stats.bench.mjs [hands per game=5000]
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Writable } from 'node:stream';

const N = Number(process.argv[2] ?? 5_000);
const out = 'bench/out';
mkdirSync(out, { recursive: true });
const cli = 'dist/cli/veedor.js';
const { runAudit } = await import(new URL('../dist/audit/run.js', import.meta.url).href);
const { stats } = await import(new URL('../dist/app/stats.js', import.meta.url).href);
const { RULESETS } = await import(new URL('../dist/rules-catalog/index.js', import.meta.url).href);
const { writeJson } = await import(new URL('../dist/reports/json.js', import.meta.url).href);
const { writeStatsJson } = await import(new URL('../dist/reports/stats/json.js', import.meta.url).href);
const GOAL = 1.0;

const GAMES = ['pe-dragon-six-baccarat', 'pe-pot-luck-black-jack', 'es-marbella-black-jack', 'pe-poker-caribeno', 'pr-8669-pai-gow-bonus'];
const files = GAMES.map((ruleset) => {
  const file = `${out}/bench-stats-${ruleset}.ndjson`;
  const r = spawnSync(process.execPath, [cli, 'simulate', '--ruleset', ruleset, '--hands', String(N), '--tables', '4', '--seed', '42', '--faults', '0.02', '--out', file], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return file;
});

// The document is written as the CLI writes it, to a stream that keeps only its length.
function discard() {
  let bytes = 0;
  const out = new Writable({ write(chunk, _enc, done) { bytes += chunk.length; done(); } });
  return { out, bytes: () => bytes };
}

// Best of three of each, the two alternated so that a slow moment on a shared machine falls on both.
async function bestOfBoth(fa, fs) {
  const a = { seconds: Infinity, result: undefined };
  const s = { seconds: Infinity, result: undefined };
  for (let i = 0; i < 3; i++) {
    for (const [side, fn] of [[a, fa], [s, fs]]) {
      const t0 = performance.now();
      side.result = await fn();
      side.seconds = Math.min(side.seconds, (performance.now() - t0) / 1000);
    }
  }
  return [a, s];
}

async function audit(workers = 1) {
  const run = await runAudit({ paths: files, rulesets: RULESETS, workers });
  const sink = discard();
  await writeJson(run, sink.out, 'en');
  run.dispose();
  return { hands: run.summary.hands, findings: run.summary.findings, bytes: sink.bytes() };
}

async function statsRun(workers = 1) {
  const run = await stats({ paths: files, rulesets: RULESETS, by: ['dealer', 'table', 'shoe'], workers });
  const sink = discard();
  await writeStatsJson(run, sink.out);
  return { figures: run.figures, bytes: sink.bytes() };
}

// A first run of each, on one log, so that neither side is timed while it is compiled. The exact tables are no
// part of it: the ones the tables post are written out (audit/stats/exact), the others enumerated once per run.
await runAudit({ paths: [files[3]], rulesets: RULESETS }).then((r) => r.dispose());
await stats({ paths: [files[3]], rulesets: RULESETS, by: ['dealer'] });
const [a, s] = await bestOfBoth(() => audit(1), () => statsRun(1));
const hands = a.result.hands;
const ratio = s.seconds / a.seconds;
const verdict = (r) => (r <= GOAL ? 'within' : 'OVER');
console.log(`${hands} hands (${GAMES.length} games × ${N}), ${a.result.findings} findings; stats: ${s.result.figures.measures.length} figures, ${s.result.figures.tests} tested`);
console.log(`audit  ${a.seconds.toFixed(2)} s  (${Math.round(hands / a.seconds)} hands/s)`);
console.log(`stats  ${s.seconds.toFixed(2)} s  (${Math.round(hands / s.seconds)} hands/s)  = ${ratio.toFixed(2)} × the audit (goal ≤ ${GOAL.toFixed(2)}: ${verdict(ratio)})`);
// On 2 workers: each worker audits its tables' hands and reads their facts; this thread adds them up.
const [a2, s2] = await bestOfBoth(() => audit(2), () => statsRun(2));
const ratio2 = s2.seconds / a2.seconds;
console.log(`audit  --workers 2  ${a2.seconds.toFixed(2)} s;  stats --workers 2  ${s2.seconds.toFixed(2)} s  = ${ratio2.toFixed(2)} × the audit (goal ≤ ${GOAL.toFixed(2)}: ${verdict(ratio2)})`);
writeFileSync(`${out}/stats.json`, JSON.stringify({
  hands, goal: GOAL, audit_s: a.seconds, stats_s: s.seconds, ratio,
  workers2: { audit_s: a2.seconds, stats_s: s2.seconds, ratio: ratio2 },
}, null, 2) + '\n');
if (ratio > 2 * GOAL || ratio2 > 2 * GOAL) process.exitCode = 1;
