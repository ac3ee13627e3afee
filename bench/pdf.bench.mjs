// Time of the PDF findings report next to the audit's, on a log with at least 10,000 findings.
//
//   npm run build && node bench/pdf.bench.mjs [findings=10000] [one-hand-in-N-is-wrong=10] [runs=3]
//
// Builds a pot luck blackjack log from the clean example hands (fixtures/pe-pot-luck-black-jack/clean-examples.json),
// each copy under its own hand, table and shoe id, and settles every main wager of one
// hand in N half a sol wrong, so each of those settlements is a finding. Then times, in
// fresh processes, `veedor audit LOG --format json --out F` against the same with
// `--pdf F.pdf`, and prints the ratio. Reads the compiled CLI from dist/. Writes
// bench/out/pdf.json (and the log and the PDF beside it).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const auditJs = new URL('../dist/cli/commands/audit.js', import.meta.url);
if (!existsSync(fileURLToPath(auditJs))) {
  console.error('dist/cli/commands/audit.js is missing: run `npm run build` first.');
  process.exit(1);
}

if (process.argv[2] === '--child') {
  // One timed audit in a fresh process: argv = --child LOG OUT.json [OUT.pdf]
  const { auditCommand } = await import(auditJs.href);
  const [, , , log, out, pdf] = process.argv;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  await auditCommand([log], { format: 'json', out, lang: 'es', ...(pdf ? { pdf } : {}) });
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  process.stdout.write(JSON.stringify({ ms, cpuMs: (cpu.user + cpu.system) / 1000, maxRssMB: process.resourceUsage().maxRSS / 1024 }) + '\n');
  process.exit(0);
}

const WANT = Number(process.argv[2] ?? 10_000);
const EVERY = Number(process.argv[3] ?? 10);
const RUNS = Number(process.argv[4] ?? 3);
const outDir = fileURLToPath(new URL('./out/', import.meta.url));
mkdirSync(outDir, { recursive: true });
// The shared clean examples, as shipped in the repo's fixtures (the bench runs on any clone).
const examples = fileURLToPath(new URL('../fixtures/pe-pot-luck-black-jack/clean-examples.json', import.meta.url));
const templates = JSON.parse(readFileSync(examples, 'utf8'));

const isMain = (e) => ['payout', 'collect', 'return'].includes(e.type) && e.spot === 'main';
const corrupt = (h) => ({ ...h, events: h.events.map((e) => (isMain(e) ? { ...e, amount: e.amount + 0.5 } : e)) });

// How many findings one corrupted round of the templates gives (not every wrong settlement is one).
const { runAudit } = await import(new URL('../dist/audit/run.js', import.meta.url).href);
const { RULESETS } = await import(new URL('../dist/rules-catalog/index.js', import.meta.url).href);
const probe = `${outDir}pdf-bench-probe.ndjson`;
writeFileSync(probe, templates.map((t) => JSON.stringify(corrupt(t))).join('\n') + '\n');
const probeRun = await runAudit({ paths: [probe], rulesets: RULESETS });
const perRound = probeRun.summary.findings;
probeRun.dispose();
if (perRound === 0) throw new Error('a corrupted round gives no finding: the bench log would be clean');
const handsNeeded = Math.ceil(WANT / perRound) * templates.length * EVERY;

const log = `${outDir}pdf-bench.ndjson`;
const lines = [];
let wrong = 0;
for (let i = 0; i < handsNeeded; i++) {
  const t = templates[i % templates.length];
  const bad = Math.floor(i / templates.length) % EVERY === 0;
  const minute = String(i % 60).padStart(2, '0');
  const hour = String(Math.floor(i / 60) % 24).padStart(2, '0');
  const table = `BJ-${String(1 + (i % 9)).padStart(2, '0')}`;
  const events = bad ? corrupt(t).events : t.events;
  if (bad) wrong += t.events.filter(isMain).length;
  lines.push(JSON.stringify({
    ...t, hand_id: `BENCH-${String(i).padStart(7, '0')}`, table_id: table, shoe_id: `${table}-S${i}`,
    dealer_id: `D-${100 + (i % 23)}`, started_at: `2026-11-06T${hour}:${minute}:00-05:00`, events,
  }));
}
writeFileSync(log, lines.join('\n') + '\n');

function run(pdf) {
  const args = [fileURLToPath(import.meta.url), '--child', log, `${outDir}pdf-bench.json`];
  if (pdf) args.push(`${outDir}pdf-bench.pdf`);
  const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr || `child exited ${r.status}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const audit = [];
const withPdf = [];
const pdfHashes = new Set();
for (let i = 0; i < RUNS; i++) {
  audit.push(run(false));
  withPdf.push(run(true));
  pdfHashes.add(createHash('sha256').update(readFileSync(`${outDir}pdf-bench.pdf`)).digest('hex'));
}
const report = JSON.parse(readFileSync(`${outDir}pdf-bench.json`, 'utf8'));
const pdfBytes = readFileSync(`${outDir}pdf-bench.pdf`);
const pages = (pdfBytes.toString('latin1').match(/\/Type \/Page\n/g) ?? []).length;
const auditMs = median(audit.map((r) => r.ms));
const pdfMs = median(withPdf.map((r) => r.ms));
const auditCpu = median(audit.map((r) => r.cpuMs));
const pdfCpu = median(withPdf.map((r) => r.cpuMs));

const result = {
  node: process.version,
  cpu: cpus()[0]?.model ?? 'unknown',
  log: { hands: handsNeeded, bytes: statSync(log).size, wrong_settlements: wrong, one_wrong_hand_in: EVERY },
  findings: report.summary.findings,
  pdf: { pages, bytes: pdfBytes.length, identical_across_runs: pdfHashes.size === 1 },
  runs: RUNS,
  // Wall time suffers from whatever else runs on the machine; CPU time much less.
  wall_ms: { audit: Math.round(auditMs), audit_with_pdf: Math.round(pdfMs), ratio: Number((pdfMs / auditMs).toFixed(2)) },
  cpu_ms: { audit: Math.round(auditCpu), audit_with_pdf: Math.round(pdfCpu), ratio: Number((pdfCpu / auditCpu).toFixed(2)) },
  pdf_cpu_ms_per_finding: Number(((pdfCpu - auditCpu) / report.summary.findings).toFixed(3)),
  load_average_1m: Number(loadavg()[0].toFixed(2)),
  max_rss_mb: { audit: Math.round(median(audit.map((r) => r.maxRssMB))), audit_with_pdf: Math.round(median(withPdf.map((r) => r.maxRssMB))) },
};
writeFileSync(`${outDir}pdf.json`, JSON.stringify(result, null, 2) + '\n');
console.log(`${result.findings} findings in ${handsNeeded} hands; PDF ${pages} pages, ${(pdfBytes.length / 1e6).toFixed(1)} MB, identical across runs: ${result.pdf.identical_across_runs}`);
console.log(`CPU: audit ${result.cpu_ms.audit} ms; audit + PDF ${result.cpu_ms.audit_with_pdf} ms; ratio ${result.cpu_ms.ratio}x ` +
  `(${result.pdf_cpu_ms_per_finding} ms per finding)`);
console.log(`wall: audit ${result.wall_ms.audit} ms; audit + PDF ${result.wall_ms.audit_with_pdf} ms; ratio ${result.wall_ms.ratio}x (load average ${result.load_average_1m})`);
console.log(`peak RSS: audit ${result.max_rss_mb.audit} MB; audit + PDF ${result.max_rss_mb.audit_with_pdf} MB`);
if (result.findings < WANT) {
  console.error(`expected at least ${WANT} findings, got ${result.findings}`);
  process.exit(1);
}
