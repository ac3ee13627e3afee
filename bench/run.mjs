// Runs every bench in sequence (`npm run bench` builds first). Each runs in its own process so one
// bench's JIT state and heap never colour the next one's figures. Each prints its ratios against a
// baseline measured in the same run, and writes its figures under bench/out/.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHES = [
  ['evaluator.bench.mjs'],
  ['audit.bench.mjs', '20000'],
  ['stats.bench.mjs', '5000'],
  ['import.bench.mjs', '20000'],
  ['store.bench.mjs', '--hands', '10000', '--runs', '3'],
  ['pdf.bench.mjs', '10000', '10', '1'],
  ['report.bench.mjs'],
];

let failed = 0;
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
process.exitCode = failed > 0 ? 1 : 0;
