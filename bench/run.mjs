// Runs every bench in sequence (`npm run bench` builds first). Each runs in its own process so one
// bench's JIT state and heap never colour the next one's figures. Each prints its ratios against a
// baseline measured in the same run, and writes its figures under bench/out/.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

// The whole run's budget (issue #10): under 10 minutes on two cores. The stats bench takes 3 pairs per catalog, not
// its own default of 5 (at 5 it alone took 11 minutes of a loaded machine, and the run passed 20): its medians of 3
// pairs per catalog move by a few hundredths from run to run; `node bench/stats.bench.mjs 20000 5` for more.
const BUDGET_S = 600;

const BENCHES = [
  ['evaluator.bench.mjs'],
  ['audit.bench.mjs', '20000'],
  ['stats.bench.mjs', '20000', '3'],
  ['import.bench.mjs', '20000'],
  ['store.bench.mjs', '--hands', '10000', '--runs', '3'],
  ['pdf.bench.mjs', '10000', '10', '1'],
  ['report.bench.mjs'],
];

let failed = 0;
const start = performance.now();
for (const [name, ...args] of BENCHES) {
  console.log(`\n== ${name} ${args.join(' ')}`);
  const script = fileURLToPath(new URL(name, import.meta.url));
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [script, ...args], { stdio: 'inherit' });
  console.log(`(${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  if (r.status !== 0) {
    failed++;
    console.error(`${name} failed (exit ${r.status ?? r.signal})`);
  }
}

// Issue 20's goals beside what this run measured (from the figures each bench wrote to bench/out/).
const read = (name) => {
  const path = fileURLToPath(new URL(`out/${name}`, import.meta.url));
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
};
const a = read('audit.json');
const st = read('store.json');
const pdf = read('pdf.json');
const stats = read('stats.json');
const f3 = (x) => (x === undefined ? 'not measured' : x.toFixed(3));
const rows = [];
for (const [id, c] of Object.entries(a?.catalogs ?? {})) rows.push([`NDJSON audit / bare parse, ${id}`, `>= ${c.goal}`, f3(c.ratio), c.ratio >= c.goal]);
if (a?.workers) {
  rows.push([`NDJSON --workers ${a.workers.workers} / bare parse`, '>= 1.0', f3(a.workers.ratio), a.workers.ratio >= 1]);
  if (a.workers.curve) rows.push(['  scaling, 1 / 2 / 4 workers', 'printed', Object.values(a.workers.curve).map((c) => c.ratio.toFixed(3)).join(' / '), true]);
}
if (a?.csv) rows.push(['CSV audit / papaparse', '>= 0.6', f3(a.csv.ratio), a.csv.ratio >= 0.6]);
const rssRow = (what, r) => r && rows.push([`peak RSS${what}, ${r.hands.join(' vs ')} hands`, 'flat, < 250 MB', r.peak_mb.map((m) => m.toFixed(0)).join(' vs ') + ' MB', Math.max(...r.peak_mb) < 250 && r.growth_mb < 25]);
rssRow('', a?.rss);
rssRow(', --workers 2', a?.rss_workers);
rssRow(', CSV', a?.rss_csv);
if (a?.startup) rows.push(['startup, one-hand audit', '< 0.2 s', `${a.startup.one_hand_audit_s.toFixed(3)} s`, a.startup.one_hand_audit_s < 0.2]);
if (st) rows.push(['--db / without', '>= 0.9', f3(st.ratio_cpu), st.ratio_cpu >= 0.9]);
if (pdf) rows.push(['10,000-finding PDF: audit + PDF / audit', '<= 2.0', f3(pdf.cpu_ms?.ratio), pdf.cpu_ms?.ratio <= 2]);
// Issue 22: stats costs no more than the audit of the same hands (CPU, paired medians per catalog).
if (stats?.catalogs) {
  for (const [id, c] of Object.entries(stats.catalogs)) rows.push([`stats / audit CPU, ${id}`, '<= 1.0', f3(c.ratio), c.ratio <= 1]);
  rows.push(['stats / audit CPU, all five', '<= 1.0', f3(stats.overall.ratio), stats.overall.ratio <= 1]);
  rows.push(['stats / audit CPU, --workers 2', '<= 1.0', f3(stats.workers2.ratio), stats.workers2.ratio <= 1]);
  if (stats.stored) {
    for (const [id, c] of Object.entries(stats.catalogs)) rows.push([`stats --db (stored run) / audit CPU, ${id}`, '<= 1.0', f3(c.stored.ratio), c.stored.ratio <= 1]);
    rows.push(['stats --db (stored run) / audit CPU, all five', '<= 1.0', f3(stats.stored.ratio), stats.stored.ratio <= 1]);
  }
}
if (rows.length > 0) {
  console.log('\n== issue 20 and 22 goals (this run)');
  console.log(`${'measure'.padEnd(52)} ${'goal'.padEnd(16)} ${'measured'.padEnd(22)} met`);
  for (const [m, g, v, ok] of rows) console.log(`${m.padEnd(52)} ${g.padEnd(16)} ${String(v).padEnd(22)} ${ok ? 'yes' : 'no'}`);
}
// The run's own time against its budget; on a shared machine the load average says how much of it was others' work.
const total = (performance.now() - start) / 1000;
const load = loadavg()[0];
console.log(`\nwhole run: ${(total / 60).toFixed(1)} minutes on ${availableParallelism()} cores (budget: under ${BUDGET_S / 60} minutes on two cores: ${total < BUDGET_S ? 'within' : 'OVER'}; load average ${load.toFixed(1)} at the end${load > availableParallelism() ? ', a busy machine: the time is partly other work' : ''})`);
process.exitCode = failed > 0 ? 1 : 0;
