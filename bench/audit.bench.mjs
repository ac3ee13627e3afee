// The audit's speed against baselines measured in the same run, on the same files:
//   NDJSON: end-to-end audit vs a bare loop that only reads the lines and JSON.parses them;
//   CSV:    end-to-end audit vs papaparse streaming the same file (the fastest well-kept parser here);
//   memory: peak RSS auditing N and 10·N hands, each in a fresh process: one thread, `--workers 2`, and CSV;
//   catalogs: the NDJSON ratio for each of the five catalogs (interleaved rounds, medians);
//   startup: a one-hand audit as a whole process.
// Logs are simulated Pot Luck play (`veedor simulate`, 4 tables, 2 % dealer errors), so they are
// realistic and reproducible. Prints each ratio and the absolute hands/s; writes bench/out/audit.json.
// Usage: npm run build && node bench/audit.bench.mjs [hands=20000]
import { spawnSync } from 'node:child_process';
import { createReadStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { availableParallelism } from 'node:os';
import Papa from 'papaparse';

const N = Number(process.argv[2] ?? 20_000);
const out = 'bench/out';
mkdirSync(out, { recursive: true });
const cli = 'dist/cli/veedor.js';
const { runAudit } = await import(new URL('../dist/audit/run.js', import.meta.url).href);
const { RULESETS } = await import(new URL('../dist/rules-catalog/index.js', import.meta.url).href);

function simulate(hands, format, file, ruleset = 'pe-pot-luck-black-jack') {
  const args = [cli, 'simulate', '--ruleset', ruleset, '--hands', String(hands), '--tables', '4',
    '--seed', '42', '--faults', '0.02', '--format', format, '--out', file];
  if (format === 'csv') args.push('--tables-out', `${out}/bench-tables.json`);
  const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
}

async function time(fn) {
  const t0 = performance.now();
  const result = await fn();
  return { seconds: (performance.now() - t0) / 1000, result };
}

/** Best of three: the machine may be shared; the best run is the least disturbed. */
async function best(fn) {
  let b;
  for (let i = 0; i < 3; i++) {
    const t = await time(fn);
    if (!b || t.seconds < b.seconds) b = t;
  }
  return b;
}

async function bareNdjson(path) {
  let n = 0;
  for await (const line of createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity })) {
    if (line) { JSON.parse(line); n++; }
  }
  return n;
}

/** papaparse at its fastest: each chunk of the stream parsed once, rows counted in its chunk callback. */
function bareCsv(path) {
  return new Promise((resolve, reject) => {
    let n = 0;
    Papa.parse(createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 20 }), {
      header: false,
      chunk(results) { n += results.data.length; },
      complete: () => resolve(n),
      error: reject,
    });
  });
}

async function audit(path, tables, workers = 1) {
  const run = await runAudit({ paths: [path], rulesets: RULESETS, tables, workers });
  let findings = 0;
  for await (const f of run.findings()) if (f) findings++;
  run.dispose();
  return { hands: run.summary.hands, findings };
}

async function digestOf(path, workers) {
  const run = await runAudit({ paths: [path], rulesets: RULESETS, workers });
  run.dispose();
  return run.findingsDigest;
}

const ndjson = `${out}/bench-audit.ndjson`;
const csv = `${out}/bench-audit.csv`;
simulate(N, 'ndjson', ndjson);
simulate(N, 'csv', csv);
const tablesDoc = JSON.parse(readFileSync(`${out}/bench-tables.json`, 'utf8'));
const tables = new Map(Object.entries(tablesDoc.tables));

const figures = { hands: N, node: process.version };
const line = (label, hands, s) => `${label.padEnd(34)} ${(hands / s).toFixed(0).padStart(9)} hands/s  (${s.toFixed(2)} s)`;

/** Interleaved rounds (baseline, audit, baseline, audit, ...): each side's median, and their ratio. */
async function paired(base, run, rounds = 3) {
  const b = [];
  const a = [];
  for (let i = 0; i < rounds; i++) {
    b.push((await time(base)).seconds);
    a.push((await time(run)).seconds);
  }
  const median = (xs) => xs.slice().sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  return { base: median(b), audit: median(a), ratio: median(b) / median(a) };
}

const baseNd = await best(() => bareNdjson(ndjson));
const auditNd = await best(() => audit(ndjson));
figures.ndjson = { baseline_hands_per_s: N / baseNd.seconds, audit_hands_per_s: N / auditNd.seconds, ratio: baseNd.seconds / auditNd.seconds, goal: 0.6 };
console.log(line('NDJSON bare read + JSON.parse', N, baseNd.seconds));
console.log(line('NDJSON audit (1 worker)', N, auditNd.seconds));
console.log(`  ratio audit / baseline: ${figures.ndjson.ratio.toFixed(3)} (goal >= 0.6)`);

// Each of the five catalogs, one thread, against the bare loop on the same file (issue 20's first goal;
// baccarat's ceiling measured 0.53-0.61, so its goal is 0.5).
figures.catalogs = {};
for (const ruleset of RULESETS.map((r) => r.id).sort()) {
  const file = `${out}/bench-audit-${ruleset}.ndjson`;
  simulate(N, 'ndjson', file, ruleset);
  const r = await paired(() => bareNdjson(file), () => audit(file));
  rmSync(file, { force: true });
  const goal = ruleset === 'pe-dragon-six-baccarat' ? 0.5 : 0.6;
  figures.catalogs[ruleset] = { hands: N, baseline_s: r.base, audit_s: r.audit, audit_hands_per_s: N / r.audit, ratio: r.ratio, goal };
  console.log(`${line(`NDJSON audit, ${ruleset}`, N, r.audit)}  ratio ${r.ratio.toFixed(3)} (goal >= ${goal})`);
}

const csvRows = (await bareCsv(csv));
const baseCsv = await best(() => bareCsv(csv));
const auditCsv = await best(() => audit(csv, tables));
figures.csv = { rows: csvRows, baseline_hands_per_s: N / baseCsv.seconds, audit_hands_per_s: N / auditCsv.seconds, ratio: baseCsv.seconds / auditCsv.seconds, goal: 0.6 };
console.log(line('CSV bare papaparse stream', N, baseCsv.seconds));
console.log(line('CSV audit (1 worker)', N, auditCsv.seconds));
console.log(`  ratio audit / baseline: ${figures.csv.ratio.toFixed(3)} (goal >= 0.6)`);
// --workers = every core, against the same one-core baseline (the bare parse); the findings must be
// the same, in the same order, as the one-worker run's (the digest says so).
const cores = availableParallelism();
const oneDigest = await digestOf(ndjson, 1);
const manyDigest = await digestOf(ndjson, cores);
if (manyDigest !== oneDigest) throw new Error(`--workers ${cores} findings differ from one worker's`);
const auditMany = await best(() => audit(ndjson, undefined, cores));
figures.workers = {
  workers: cores, audit_hands_per_s: N / auditMany.seconds, ratio: baseNd.seconds / auditMany.seconds,
  speedup_over_one_worker: auditNd.seconds / auditMany.seconds, same_findings: true, goal: 1.0,
};
console.log(line(`NDJSON audit (--workers ${cores})`, N, auditMany.seconds));
console.log(`  ratio audit / one-core baseline: ${figures.workers.ratio.toFixed(3)} (goal >= 1.0); ${figures.workers.speedup_over_one_worker.toFixed(2)}x one worker; findings identical`);

// The workers' start (each loads the catalogs and compiles the schema) weighs on a short log: the
// same comparison on a log five times as long, one run each.
const longer = `${out}/bench-audit-5n.ndjson`;
simulate(5 * N, 'ndjson', longer);
const long1 = await time(() => audit(longer, undefined, 1));
const longMany = await time(() => audit(longer, undefined, cores));
const longBase = await time(() => bareNdjson(longer));
// The scaling curve: 1, 2 and 4 workers on the same log, each against the bare loop.
const curve = {};
for (const w of [1, 2, 4]) {
  const t = w === 1 ? long1 : w === cores ? longMany : await time(() => audit(longer, undefined, w));
  curve[w] = { hands_per_s: 5 * N / t.seconds, ratio: longBase.seconds / t.seconds };
}
rmSync(longer, { force: true });
figures.workers.long = {
  hands: 5 * N, baseline_hands_per_s: 5 * N / longBase.seconds, one_worker_hands_per_s: 5 * N / long1.seconds,
  workers_hands_per_s: 5 * N / longMany.seconds, ratio: longBase.seconds / longMany.seconds, speedup_over_one_worker: long1.seconds / longMany.seconds,
};
console.log(line(`NDJSON audit, ${5 * N} hands, 1 worker`, 5 * N, long1.seconds));
console.log(line(`NDJSON audit, ${5 * N} hands, --workers ${cores}`, 5 * N, longMany.seconds));
console.log(`  ${figures.workers.long.speedup_over_one_worker.toFixed(2)}x one worker; ratio to the bare parse ${figures.workers.long.ratio.toFixed(3)}`);
figures.workers.curve = curve;
console.log(`  scaling: ${Object.entries(curve).map(([w, c]) => `${w} worker(s) ${c.ratio.toFixed(3)}`).join(', ')} of the bare parse`);

// Routing under --workers reads each line once (issue 18, case 7): a line of 40,000 nested
// `{"table_id":0}` decoys before the real key, on one thread and on every core (was 80 s on 2).
const decoys = `${out}/bench-decoys.ndjson`;
{
  const hand = JSON.parse(readFileSync('fixtures/demo/pot-luck-lima.ndjson', 'utf8').split('\n')[0]);
  const text = JSON.stringify({ ...hand, x: Array.from({ length: 40_000 }, () => ({ table_id: 0 })) });
  writeFileSync(decoys, text.replace('"table_id":"' + hand.table_id + '",', '') .replace(/}$/, `,"table_id":${JSON.stringify(hand.table_id)}}`) + '\n');
}
const decoy1 = await time(() => audit(decoys, undefined, 1));
const decoyMany = await time(() => audit(decoys, undefined, cores));
rmSync(decoys, { force: true });
figures.route_decoys = { one_worker_s: decoy1.seconds, workers_s: decoyMany.seconds, workers: cores };
console.log(`40,000 table_id decoys on one line: ${decoy1.seconds.toFixed(2)} s on 1 worker, ${decoyMany.seconds.toFixed(2)} s on ${cores}`);

// Peak RSS for N and 10·N hands, each audit in a fresh process (RSS is the process's: worker threads included):
// one thread on NDJSON, then `--workers 2` on the same logs, then one thread on CSV (issue 20's three rows).
function peak(path, { workers = 1, tables } = {}) {
  const child = `
    const { runAudit } = await import('${new URL('../dist/audit/run.js', import.meta.url).href}');
    const { RULESETS } = await import('${new URL('../dist/rules-catalog/index.js', import.meta.url).href}');
    const { readFileSync } = await import('node:fs');
    const tablesFile = ${JSON.stringify(tables ?? null)};
    const tables = tablesFile ? new Map(Object.entries(JSON.parse(readFileSync(tablesFile, 'utf8')).tables)) : undefined;
    const run = await runAudit({ paths: [${JSON.stringify(path)}], rulesets: RULESETS, tables, workers: ${workers} });
    for await (const f of run.findings()) void f;
    run.dispose();
    console.log(process.resourceUsage().maxRSS / 1024);`;
  // A script file, not `-e`: worker threads inherit the process's flags, and `--input-type` is refused there.
  const script = `${out}/bench-rss-child.mjs`;
  writeFileSync(script, child);
  const r = spawnSync(process.execPath, [script], { encoding: 'utf8' });
  rmSync(script, { force: true });
  if (r.status !== 0) throw new Error(r.stderr);
  return Number(r.stdout.trim());
}
function peaks(format, workers) {
  return [N, 10 * N].map((hands) => {
    const path = `${out}/bench-rss-${hands}.${format}`;
    simulate(hands, format, path);
    try {
      return peak(path, { workers, tables: format === 'csv' ? `${out}/bench-tables.json` : undefined });
    } finally {
      rmSync(path, { force: true });
    }
  });
}
const rssRow = ([small, large]) => ({ hands: [N, 10 * N], peak_mb: [small, large], growth_mb: large - small, goal: 'flat, under 250 MB' });
const rssLine = (what, { peak_mb: [small, large], growth_mb }) =>
  console.log(`peak RSS${what}: ${small.toFixed(1)} MB at ${N} hands, ${large.toFixed(1)} MB at ${10 * N} hands (growth ${growth_mb.toFixed(1)} MB)`);
figures.rss = rssRow(peaks('ndjson', 1));
rssLine('', figures.rss);
figures.rss_workers = { ...rssRow(peaks('ndjson', 2)), workers: 2 };
rssLine(', --workers 2', figures.rss_workers);
figures.rss_csv = rssRow(peaks('csv', 1));
rssLine(', CSV', figures.rss_csv);

// Startup: a one-hand audit as a whole process (median of five), beside a bare `node -e 0`.
{
  const one = `${out}/bench-one-hand.ndjson`;
  writeFileSync(one, readFileSync('fixtures/demo/pot-luck-lima.ndjson', 'utf8').split('\n')[0] + '\n');
  const wall = (args) => {
    const xs = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      spawnSync(process.execPath, args, { encoding: 'utf8' });
      xs.push((performance.now() - t0) / 1000);
    }
    return xs.sort((x, y) => x - y)[2];
  };
  const node = wall(['-e', '0']);
  const audit1 = wall([cli, 'audit', one, '--format', 'json']);
  rmSync(one, { force: true });
  figures.startup = { one_hand_audit_s: audit1, bare_node_s: node, goal_s: 0.2 };
  console.log(`startup: one-hand audit ${audit1.toFixed(3)} s (bare node ${node.toFixed(3)} s; goal < 0.2 s)`);
}

rmSync(ndjson, { force: true });
rmSync(csv, { force: true });
writeFileSync(`${out}/audit.json`, JSON.stringify(figures, null, 2) + '\n');
console.log(`written ${out}/audit.json`);
