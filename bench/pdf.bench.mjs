// Time of the PDF findings report next to the audit's, on a log with at least 10,000 findings.
//
//   npm run build && node bench/pdf.bench.mjs [findings=10000] [one-hand-in-N-is-wrong=10] [runs=3]
//
// Builds a pot luck blackjack log (bench/findings-log.mjs) from the clean example hands (clean-examples.json),
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
import { median, timedChild, writeFindingsLog } from './findings-log.mjs';

const auditJs = new URL('../dist/cli/commands/audit.js', import.meta.url);
if (!existsSync(fileURLToPath(auditJs))) {
  console.error('dist/cli/commands/audit.js is missing: run `npm run build` first.');
  process.exit(1);
}

if (process.argv[2] === '--child') {
  // One timed audit in a fresh process: argv = --child LOG OUT.json [OUT.pdf]
  const { auditCommand } = await import(auditJs.href);
  const [, , , log, out, pdf] = process.argv;
  await timedChild(() => auditCommand([log], { format: 'json', out, lang: 'es', ...(pdf ? { pdf } : {}) }));
}

const WANT = Number(process.argv[2] ?? 10_000);
const EVERY = Number(process.argv[3] ?? 10);
const RUNS = Number(process.argv[4] ?? 3);
const outDir = fileURLToPath(new URL('./out/', import.meta.url));
mkdirSync(outDir, { recursive: true });
const { log, hands: handsNeeded, wrong } = await writeFindingsLog(outDir, 'pdf-bench', WANT, EVERY);

function run(pdf) {
  const args = [fileURLToPath(import.meta.url), '--child', log, `${outDir}pdf-bench.json`];
  if (pdf) args.push(`${outDir}pdf-bench.pdf`);
  const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr || `child exited ${r.status}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

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
