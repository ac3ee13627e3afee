// npm run demo: a real audit of the shipped demo logs (every file in fixtures/demo), as a user runs it.
// Findings are expected (the demo logs contain dealer errors), so exit status 1 from the audit is success here.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const cli = 'dist/cli/veedor.js';
if (!existsSync(cli)) {
  console.error('veedor is not built: run `npm ci` (it builds) or `npm run build` first.');
  process.exit(2);
}
const logs = readdirSync('fixtures/demo').filter((n) => /\.(json|ndjson|jsonl|csv)$/.test(n) && n !== 'tables.json').map((n) => join('fixtures/demo', n)).sort();
mkdirSync('out', { recursive: true });
const lang = process.env.VEEDOR_LANG ?? 'es';
const extra = existsSync('fixtures/demo/tables.json') ? ['--tables', 'fixtures/demo/tables.json'] : [];
const steps = [
  ['audit', ...logs, ...extra, '--lang', lang],
  ['audit', ...logs, ...extra, '--format', 'json', '--out', 'out/demo-findings.json'],
  ['audit', ...logs, ...extra, '--format', 'csv', '--out', 'out/demo-findings.csv'],
];
for (const args of steps) {
  const r = spawnSync(process.execPath, [cli, ...args], { stdio: 'inherit' });
  if (r.status !== 0 && r.status !== 1) process.exit(r.status ?? 2);
}
console.log(`\nWritten: out/demo-findings.json, out/demo-findings.csv`);
