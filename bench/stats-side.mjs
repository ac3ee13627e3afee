// One side of bench/stats.bench.mjs, in a process of its own: `audit` or `stats` (--by dealer, table, shoe) of the
// given logs, its `--format json` document written as the CLI writes it to a stream that keeps only its length.
// Prints one JSON line: the CPU time of the run (user + system, every thread of the process, the workers
// included; the modules' loading excluded), its wall time and the document's length.
// `stats-db`: the statistics of a store's latest run (`veedor stats --db STORE`), FILE the store.
// Usage: node bench/stats-side.mjs audit|stats WORKERS FILE... | stats-db WORKERS STORE
import { Writable } from 'node:stream';

const [side, workersArg, ...files] = process.argv.slice(2);
const workers = Number(workersArg);
const dist = (p) => new URL(`../dist/${p}`, import.meta.url).href;
const { RULESETS } = await import(dist('rules-catalog/index.js'));
const run = side === 'stats-db'
  // The stored run's statistics: `files` is the store (made by `veedor audit LOGS --db`), its latest run's logs
  // replayed for their facts, the error rates its findings.
  ? await (async () => {
    const { storedRunStats } = await import(dist('app/stats.js'));
    const { writeStatsJson } = await import(dist('reports/stats/json.js'));
    const { openStore } = await import(dist('store/db.js'));
    return async (out) => {
      const db = openStore(files[0], { create: false });
      try {
        await writeStatsJson(await storedRunStats({ db, run: 'latest', rulesets: RULESETS, by: ['dealer', 'table', 'shoe'], workers }), out);
      } finally {
        db.close();
      }
    };
  })()
  : side === 'audit'
  ? await (async () => {
    const { runAudit } = await import(dist('audit/run.js'));
    const { writeJson } = await import(dist('reports/json.js'));
    return async (out) => {
      const r = await runAudit({ paths: files, rulesets: RULESETS, workers });
      await writeJson(r, out, 'en');
      r.dispose();
    };
  })()
  : await (async () => {
    const { stats } = await import(dist('app/stats.js'));
    const { writeStatsJson } = await import(dist('reports/stats/json.js'));
    return async (out) => writeStatsJson(await stats({ paths: files, rulesets: RULESETS, by: ['dealer', 'table', 'shoe'], workers }), out);
  })();
let bytes = 0;
const out = new Writable({ write(chunk, _enc, done) { bytes += chunk.length; done(); } });
const c0 = process.cpuUsage();
const t0 = performance.now();
await run(out);
const c = process.cpuUsage(c0);
console.log(JSON.stringify({ side, workers, cpu_s: (c.user + c.system) / 1e6, wall_s: (performance.now() - t0) / 1000, bytes }));
