// Runs every bench script in sequence (`npm run bench` builds first).
// Add a bench by appending its file to BENCHES; each runs in its own process
// so one bench's JIT state and heap never colour the next one's figures.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHES = [
  'evaluator.bench.mjs',
];

let failed = 0;
for (const name of BENCHES) {
  console.log(`\n== ${name}`);
  const script = fileURLToPath(new URL(name, import.meta.url));
  const r = spawnSync(process.execPath, [script, ...process.argv.slice(2)], { stdio: 'inherit' });
  if (r.status !== 0) {
    failed++;
    console.error(`${name} failed (exit ${r.status ?? r.signal})`);
  }
}
process.exitCode = failed > 0 ? 1 : 0;
