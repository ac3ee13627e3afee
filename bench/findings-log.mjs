// What the PDF and report benches share (pdf.bench.mjs, report.bench.mjs): the log with many findings they time, and
// how a timed child process reports itself.
//
// The log: the clean Pot Luck example hands (fixtures/pe-pot-luck-black-jack/clean-examples.json), each copy under its
// own hand, table, shoe and dealer id and minute, every main wager of one round in `every` settled half a sol wrong,
// enough rounds for at least `want` findings (a probe round is audited first: not every wrong settlement is one).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = (p) => new URL(`../dist/${p}`, import.meta.url).href;

const isMain = (e) => ['payout', 'collect', 'return'].includes(e.type) && e.spot === 'main';
const corrupt = (h) => ({ ...h, events: h.events.map((e) => (isMain(e) ? { ...e, amount: e.amount + 0.5 } : e)) });

/** Writes `${outDir}${name}.ndjson` (and its probe beside it); returns its path, its hands and its wrong settlements. */
export async function writeFindingsLog(outDir, name, want, every) {
  // The shared clean examples, as shipped in the repo's fixtures (the bench runs on any clone).
  const examples = fileURLToPath(new URL('../fixtures/pe-pot-luck-black-jack/clean-examples.json', import.meta.url));
  const templates = JSON.parse(readFileSync(examples, 'utf8'));
  const { runAudit } = await import(dist('audit/run.js'));
  const { RULESETS } = await import(dist('rules-catalog/index.js'));
  const probe = `${outDir}${name}-probe.ndjson`;
  writeFileSync(probe, templates.map((t) => JSON.stringify(corrupt(t))).join('\n') + '\n');
  const probeRun = await runAudit({ paths: [probe], rulesets: RULESETS });
  const perRound = probeRun.summary.findings;
  probeRun.dispose();
  if (perRound === 0) throw new Error('a corrupted round gives no finding: the bench log would be clean');
  const hands = Math.ceil(want / perRound) * templates.length * every;
  const log = `${outDir}${name}.ndjson`;
  const lines = [];
  let wrong = 0;
  for (let i = 0; i < hands; i++) {
    const t = templates[i % templates.length];
    const bad = Math.floor(i / templates.length) % every === 0;
    const minute = String(i % 60).padStart(2, '0');
    const hour = String(Math.floor(i / 60) % 24).padStart(2, '0');
    const table = `BJ-${String(1 + (i % 9)).padStart(2, '0')}`;
    if (bad) wrong += t.events.filter(isMain).length;
    lines.push(JSON.stringify({
      ...t, hand_id: `BENCH-${String(i).padStart(7, '0')}`, table_id: table, shoe_id: `${table}-S${i}`,
      dealer_id: `D-${100 + (i % 23)}`, started_at: `2026-11-06T${hour}:${minute}:00-05:00`, events: bad ? corrupt(t).events : t.events,
    }));
  }
  writeFileSync(log, lines.join('\n') + '\n');
  return { log, hands, wrong };
}

/** Runs the timed work of a child process and writes its one line: wall and CPU milliseconds, peak RSS; then exits. */
export async function timedChild(work) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  await work();
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  process.stdout.write(JSON.stringify({ ms, cpuMs: (cpu.user + cpu.system) / 1000, maxRssMB: process.resourceUsage().maxRSS / 1024 }) + '\n');
  process.exit(0);
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
