// npm run demo: a real audit of the shipped demo logs (every file in fixtures/demo, one per catalog), as an
// inspector runs it: the terminal report, then the JSON, CSV and PDF reports and the audit store in out/,
// and the per-dealer summary a compliance officer reads first. The demo logs hold dealer errors, so the
// audit's exit status 1 (findings) is success here.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { shellLine } from './shell-words.mjs';

const cli = 'dist/cli/veedor.js';
if (!existsSync(cli)) {
  console.error('veedor is not built: run `npm ci` (it builds) or `npm run build` first.');
  process.exit(2);
}
const logs = readdirSync('fixtures/demo').filter((n) => /\.(json|ndjson|jsonl|csv)$/.test(n) && n !== 'tables.json').map((n) => join('fixtures/demo', n)).sort();
mkdirSync('out', { recursive: true });
for (const f of ['out/demo.db', 'out/demo.db-wal', 'out/demo.db-shm']) rmSync(f, { force: true });
const lang = process.env.VEEDOR_LANG ?? 'es';
const steps = [
  ['audit', ...logs, '--lang', lang, '--db', 'out/demo.db'],
  ['audit', ...logs, '--format', 'json', '--out', 'out/demo-findings.json'],
  ['audit', ...logs, '--format', 'csv', '--out', 'out/demo-findings.csv'],
  ['audit', ...logs, '--format', 'json', '--out', 'out/demo-findings.json', '--pdf', 'out/demo-report.pdf', '--lang', lang, '--casino', 'Demo (Veedor fixtures)'],
  ['summary', '--db', 'out/demo.db', '--by', 'dealer', '--lang', lang],
];
for (const args of steps) {
  // Echoed as a user pastes it after `npm ci` (npx finds the built veedor), quoted where a shell needs it.
  console.log(`\n$ ${shellLine(['npx', 'veedor', ...args])}`);
  const r = spawnSync(process.execPath, [cli, ...args], { stdio: 'inherit' });
  if (r.status !== 0 && r.status !== 1) process.exit(r.status ?? 2);
}
const written = { es: 'Escritos', en: 'Written' }[lang] ?? 'Written';
console.log(`\n${written}: out/demo-findings.json, out/demo-findings.csv, out/demo-report.pdf, out/demo.db`);
