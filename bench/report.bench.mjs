// `veedor report RUN --pdf` from the audit store, next to `veedor audit --db --pdf`, on a log with
// at least 10,000 findings: time, peak RSS, and whether the two PDFs are the same bytes.
//
//   npm run build && node bench/report.bench.mjs [findings=10000] [one-hand-in-N-is-wrong=10] [runs=3]
//
// The log is pdf.bench.mjs's (bench/findings-log.mjs): the clean pot luck example hands (clean-examples.json), each
// copy under its own ids, with every main wager of one hand in N settled half a sol wrong. Runs
// the audit once into a fresh store with --pdf, then the report `runs` times, each in a fresh
// process. Reads the compiled code from dist/. Writes bench/out/report.json.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { median, timedChild, writeFindingsLog } from './findings-log.mjs';

const dist = (p) => new URL(`../dist/${p}`, import.meta.url);
if (!existsSync(fileURLToPath(dist('cli/commands/report.js')))) {
  console.error('dist/cli/commands/report.js is missing: run `npm run build` first.');
  process.exit(1);
}

if (process.argv[2] === '--child') {
  // One timed command in a fresh process: argv = --child audit LOG DB PDF | --child report DB PDF
  const [, , , what, ...rest] = process.argv;
  await timedChild(async () => {
    if (what === 'audit') {
      const { auditCommand } = await import(dist('cli/commands/audit.js').href);
      const [log, db, pdf] = rest;
      await auditCommand([log], { format: 'json', out: `${pdf}.json`, lang: 'es', db, pdf });
    } else {
      const { reportCommand } = await import(dist('cli/commands/report.js').href);
      const [db, pdf] = rest;
      // The run's log at its stored path: the events of each finding's hand are read again, as audit --pdf showed them.
      await reportCommand('latest', { db, pdf, lang: 'es', storedPaths: true });
    }
  });
}

const WANT = Number(process.argv[2] ?? 10_000);
const EVERY = Number(process.argv[3] ?? 10);
const RUNS = Number(process.argv[4] ?? 3);
const outDir = fileURLToPath(new URL('./out/', import.meta.url));
mkdirSync(outDir, { recursive: true });
const { log, hands: handsNeeded } = await writeFindingsLog(outDir, 'report-bench', WANT, EVERY);

function child(args) {
  const r = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--child', ...args], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr || `child exited ${r.status}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}
const sha = (p) => createHash('sha256').update(readFileSync(p)).digest('hex');

const db = `${outDir}report-bench.db`;
for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
const audit = child(['audit', log, db, `${outDir}report-bench-audit.pdf`]);
const findings = JSON.parse(readFileSync(`${outDir}report-bench-audit.pdf.json`, 'utf8')).summary.findings;
const auditSha = sha(`${outDir}report-bench-audit.pdf`);
const reports = [];
const hashes = new Set();
for (let i = 0; i < RUNS; i++) {
  reports.push(child(['report', db, `${outDir}report-bench-report.pdf`]));
  hashes.add(sha(`${outDir}report-bench-report.pdf`));
}

const result = {
  node: process.version,
  cpu: cpus()[0]?.model ?? 'unknown',
  log: { hands: handsNeeded, bytes: statSync(log).size },
  findings,
  pdf_bytes: statSync(`${outDir}report-bench-report.pdf`).size,
  report_identical_to_audit_pdf: hashes.size === 1 && hashes.has(auditSha),
  runs: RUNS,
  audit_db_pdf: { wall_ms: Math.round(audit.ms), cpu_ms: Math.round(audit.cpuMs), max_rss_mb: Math.round(audit.maxRssMB) },
  report: {
    wall_ms: Math.round(median(reports.map((r) => r.ms))),
    cpu_ms: Math.round(median(reports.map((r) => r.cpuMs))),
    max_rss_mb: Math.round(median(reports.map((r) => r.maxRssMB))),
  },
  load_average_1m: Number(loadavg()[0].toFixed(2)),
};
writeFileSync(`${outDir}report.json`, JSON.stringify(result, null, 2) + '\n');
console.log(`${findings} findings in ${handsNeeded} hands; report PDF identical to audit --pdf's: ${result.report_identical_to_audit_pdf}`);
console.log(`audit --db --pdf: ${result.audit_db_pdf.cpu_ms} ms CPU, ${result.audit_db_pdf.wall_ms} ms wall, peak RSS ${result.audit_db_pdf.max_rss_mb} MB`);
console.log(`report (median of ${RUNS}): ${result.report.cpu_ms} ms CPU, ${result.report.wall_ms} ms wall, peak RSS ${result.report.max_rss_mb} MB`);
