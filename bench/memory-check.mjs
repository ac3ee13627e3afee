// Constant memory: audits N and 10·N generated pot luck hands in separate processes and compares peak RSS.
// Usage: node bench/memory-check.mjs [N=100000]   (needs `npm run build`; writes logs under bench/out/)
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { writePotLuckLog } from './gen-log.mjs';

const n = Number(process.argv[2] ?? 100_000);
mkdirSync('bench/out', { recursive: true });

function peakRss(path) {
  const child = `
    const { runAudit } = await import('${process.cwd()}/dist/engine/audit/run.js');
    const { RULESETS } = await import('${process.cwd()}/dist/rules-catalog/index.js');
    const t0 = performance.now();
    const run = await runAudit({ paths: [${JSON.stringify(path)}], rulesets: RULESETS });
    let n = 0; for await (const f of run.findings()) n++;
    run.dispose();
    console.log(JSON.stringify({ hands: run.summary.hands, findings: n, seconds: (performance.now() - t0) / 1000, maxRssMb: process.resourceUsage().maxRSS / 1024 }));`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', child], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

const results = [];
for (const size of [n, 10 * n]) {
  const path = `bench/out/mem-${size}.ndjson`;
  await writePotLuckLog(path, size, { faultEvery: 97 });
  const r = peakRss(path);
  rmSync(path);
  results.push(r);
  console.log(`${String(size).padStart(9)} hands: peak RSS ${r.maxRssMb.toFixed(1)} MB, ${(r.hands / r.seconds).toFixed(0)} hands/s, ${r.findings} findings`);
}
const growth = results[1].maxRssMb - results[0].maxRssMb;
console.log(`RSS growth from ${n} to ${10 * n} hands: ${growth.toFixed(1)} MB (${(growth * 1024 * 1024 / (9 * n)).toFixed(1)} bytes a hand)`);
writeFileSync('bench/out/memory.json', JSON.stringify({ n, results, growthMb: growth }, null, 2));
