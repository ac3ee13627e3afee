// `veedor stats` against the audit of the same hands, in CPU time, per catalog: simulated play of every game
// (`veedor simulate`, 4 tables, 2 % dealer errors), each log audited alone and through stats (--by dealer, table,
// shoe), in paired runs (audit, stats; then stats, audit: a slow moment of a shared machine falls on both sides),
// each run a process of its own (bench/stats-side.mjs) timed by its own CPU clock, every thread counted, the
// modules' loading not. Each side reads the log itself and writes its `--format json` document to a stream that
// discards it: the audit its findings document, stats its figures. Stats audits the hands on its way (its error
// rates are the audit's findings, counted, not worded) and reads each hand's facts from the audit's own replay:
// the goal is that it costs no more than the audit (ratio ≤ 1.00) on every catalog. Printed per catalog, the
// median of the pairs' ratios (stats CPU / audit CPU) and the two sides' median CPU; overall, the median over the
// pairs of the five catalogs' sums; then all five logs in one run on 2 workers (`--workers 2`) against the audit
// on 2 workers. Each round also times `stats --db` of each log's stored run (audited into a store once, at the
// start): the hands replayed through their engines for their facts, the error rates the run's stored findings, no
// rule run again; its ratio is against the same audit. Writes bench/out/stats.json. It exits 1 only at twice the audit (a regression, not a busy machine).
// The logs are 20,000 hands each by default (as bench/audit.bench.mjs's): on a few thousand hands both sides
// are mostly V8 compiling their code (on two cores its background compiler's CPU was as much as the main thread's
// at 5,000 hands), which says little of a month's log, and stats has more code to compile than the audit.
// Usage: npm run build && node bench/stats.bench.mjs [hands per game=20000] [pairs=5]
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const N = Number(process.argv[2] ?? 20_000);
const PAIRS = Number(process.argv[3] ?? 5);
const out = 'bench/out';
mkdirSync(out, { recursive: true });
const cli = 'dist/cli/veedor.js';
const side = fileURLToPath(new URL('stats-side.mjs', import.meta.url));
const GOAL = 1.0;

const GAMES = ['pe-dragon-six-baccarat', 'pe-pot-luck-black-jack', 'es-marbella-black-jack', 'pe-poker-caribeno', 'pr-8669-pai-gow-bonus'];
const files = GAMES.map((ruleset) => {
  const file = `${out}/bench-stats-${ruleset}.ndjson`;
  const r = spawnSync(process.execPath, [cli, 'simulate', '--ruleset', ruleset, '--hands', String(N), '--tables', '4', '--seed', '42', '--faults', '0.02', '--out', file], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return file;
});

// Each log audited into a store of its own, once: `stats --db` reads its run (the hands replayed for their facts,
// the error rates the run's stored findings).
const stores = files.map((file) => {
  const db = file.replace(/\.ndjson$/, '.db');
  rmSync(db, { force: true });
  const r = spawnSync(process.execPath, [cli, 'audit', file, '--db', db, '--quiet', '--format', 'json', '--out', file.replace(/\.ndjson$/, '.findings.json')], { encoding: 'utf8' });
  if (r.status !== 0 && r.status !== 1) throw new Error(r.stderr);
  return db;
});

function run(which, workers, paths) {
  const r = spawnSync(process.execPath, [side, which, String(workers), ...paths], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${which} ${paths.join(' ')}: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

/**
 * One round: the audit of the same logs, their stats, and (with `store`) the stats of their stored run, in an order
 * turning from round to round, so that no side always runs first.
 */
function pair(i, workers, paths, store) {
  const sides = store ? ['audit', 'stats', 'stats-db'] : ['audit', 'stats'];
  const r = {};
  for (let k = 0; k < sides.length; k++) {
    const side = sides[(i + k) % sides.length];
    r[side === 'stats-db' ? 'statsDb' : side] = run(side, workers, side === 'stats-db' ? [store] : paths);
  }
  return r;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const verdict = (r) => (r <= GOAL ? 'within' : 'OVER');
const line = (name, a, s, ratio) => console.log(`${name.padEnd(26)} audit ${a.toFixed(2).padStart(6)} s  stats ${s.toFixed(2).padStart(6)} s  = ${ratio.toFixed(3)} × (goal ≤ ${GOAL.toFixed(2)}: ${verdict(ratio)})`);

// A first run of each side, so that the machine's caches are warm for the first pair too.
run('audit', 1, [files[0]]);
run('stats', 1, [files[0]]);
console.log(`${N} hands per game, ${PAIRS} pairs per catalog, CPU seconds (medians), ratio = median of the pairs' stats / audit`);
// Rounds over the catalogs, so that each catalog's pairs are spread over the whole run.
const pairs = GAMES.map(() => []);
for (let i = 0; i < PAIRS; i++) GAMES.forEach((_, g) => pairs[g].push(pair(i, 1, [files[g]], stores[g])));
const catalogs = {};
GAMES.forEach((id, g) => {
  const ps = pairs[g];
  const c = {
    audit_cpu_s: median(ps.map((p) => p.audit.cpu_s)),
    stats_cpu_s: median(ps.map((p) => p.stats.cpu_s)),
    ratio: median(ps.map((p) => p.stats.cpu_s / p.audit.cpu_s)),
    ratios: ps.map((p) => Number((p.stats.cpu_s / p.audit.cpu_s).toFixed(4))),
    stored: {
      stats_cpu_s: median(ps.map((p) => p.statsDb.cpu_s)),
      ratio: median(ps.map((p) => p.statsDb.cpu_s / p.audit.cpu_s)),
      ratios: ps.map((p) => Number((p.statsDb.cpu_s / p.audit.cpu_s).toFixed(4))),
    },
  };
  catalogs[id] = c;
  line(id, c.audit_cpu_s, c.stats_cpu_s, c.ratio);
  line(`  its stored run (--db)`, c.audit_cpu_s, c.stored.stats_cpu_s, c.stored.ratio);
});
const sums = [...Array(PAIRS).keys()].map((i) => ({
  audit: pairs.reduce((s, ps) => s + ps[i].audit.cpu_s, 0),
  stats: pairs.reduce((s, ps) => s + ps[i].stats.cpu_s, 0),
}));
const overall = { audit_cpu_s: median(sums.map((x) => x.audit)), stats_cpu_s: median(sums.map((x) => x.stats)), ratio: median(sums.map((x) => x.stats / x.audit)) };
line('all five (sum)', overall.audit_cpu_s, overall.stats_cpu_s, overall.ratio);
const storedSums = [...Array(PAIRS).keys()].map((i) => ({
  audit: pairs.reduce((s, ps) => s + ps[i].audit.cpu_s, 0),
  stats: pairs.reduce((s, ps) => s + ps[i].statsDb.cpu_s, 0),
}));
const stored = { audit_cpu_s: median(storedSums.map((x) => x.audit)), stats_cpu_s: median(storedSums.map((x) => x.stats)), ratio: median(storedSums.map((x) => x.stats / x.audit)) };
line('  their stored runs (--db)', stored.audit_cpu_s, stored.stats_cpu_s, stored.ratio);
// On 2 workers, all five logs in one run: each worker audits its tables' hands and reads their facts.
const w = [...Array(PAIRS).keys()].map((i) => pair(i, 2, files));
const workers2 = {
  audit_cpu_s: median(w.map((p) => p.audit.cpu_s)),
  stats_cpu_s: median(w.map((p) => p.stats.cpu_s)),
  ratio: median(w.map((p) => p.stats.cpu_s / p.audit.cpu_s)),
  ratios: w.map((p) => Number((p.stats.cpu_s / p.audit.cpu_s).toFixed(4))),
};
line('all five, --workers 2', workers2.audit_cpu_s, workers2.stats_cpu_s, workers2.ratio);
const worst = Math.max(...Object.values(catalogs).map((c) => c.ratio));
const worstStored = Math.max(...Object.values(catalogs).map((c) => c.stored.ratio));
writeFileSync(`${out}/stats.json`, JSON.stringify({ hands_per_game: N, pairs: PAIRS, goal: GOAL, catalogs, overall, worst, workers2, stored: { ...stored, worst: worstStored } }, null, 2) + '\n');
if (worst > 2 * GOAL || workers2.ratio > 2 * GOAL) process.exitCode = 1;
