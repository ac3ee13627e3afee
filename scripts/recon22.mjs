#!/usr/bin/env node
// An inspector's month, end to end (recon22): run every command an inspector runs on a folder of hand logs, then check
// that every output says the same thing. Earlier examiners checked hands one at a time; this reads the totals in the
// places an inspector reads them and reconciles them against each other and against the findings list.
//
// Usage: node scripts/recon22.mjs DIR [--tables FILE] [--out OUTDIR] [--replays N] [--make]
//   DIR       a folder of hand logs (.json .ndjson .jsonl .csv .tsv, each also .gz); every log in it is audited
//   --make    first build a month into DIR (which must not exist): veedor simulate, every catalog, several tables each,
//             PEN, USD and EUR tables, one log per table in NDJSON, JSON, CSV and one .gz, faults on, and hostile
//             records (a line that is not JSON, one hand id in two files, a hand of an unknown game, a CSV row short
//             of a field); its tables file is DIR/tables.json and its answer key DIR/../<DIR>.key.ndjson
//   --tables  the posted tables file (default DIR/tables.json when it exists)
//   --out     keep every output there (default: a temporary folder, removed at the end)
//   --replays hands with findings to replay (default 5), from the logs and from the store, in es and en
// The commands are run through the CLI (dist/cli/veedor.js: npm run build first), with the working folder the one
// this script runs in, so the store names the logs as given. What is checked:
//   - per input file: its records counted here from the file itself = hands in the audit's JSON, the store (runs),
//     the export's manifest, stats over the logs and over the store, the PDF cover (es and en); rejected likewise, and
//     = the input findings with a record in that file (every record audited or rejected, with file and line);
//   - summary counts (hands, audited, rejected, findings, hands with findings, by category, by article) = the findings
//     list, in the JSON, the PDF summary page, the store, stats' audit_findings;
//   - money per currency, under-paid and over-paid = the findings' owed_to_player split by sign, never added across
//     currencies: JSON summary, CSV rows summed, PDF summary page (es and en), the store's run row (export manifest),
//     the export's findings, the store's findings, summary --by dealer and --by table (each group and the totals),
//     the PDF's per-table and per-dealer tables;
//   - the findings from the logs = the store's findings (findings --format json, every field but run_id) = the
//     export's findings.ndjson (every field, amounts in minor units, both messages) = the CSV rows; the findings
//     digest the same in the JSON (es, en), the store and the PDF footers;
//   - stats: audit_findings = the summary's by_category; per dealer and per table, findings and by_category = the
//     findings grouped so; stats over the logs = stats over the store, byte for byte;
//   - replay (from the log and from the store, es and en): the balance's terms = the hand's findings' owed_to_player,
//     net = the terms outside the allowed over-payments; the store's replay = the log's;
//   - with --make, the simulator's answer key = the findings as (hand, rule, article), but for the hostile records;
//   - es and en: the same JSON but for words; report --pdf from the store = audit --db --pdf,
//     byte for byte, es and en; verify --stored-paths verifies.
// Exit 0: everything reconciles; 1: mismatches (each on a line); 2: could not run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(ROOT, 'dist/cli/veedor.js');

function parseArgs(argv) {
  const o = { dir: undefined, tables: undefined, out: undefined, replays: 5, make: false, check: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--make') o.make = true;
    else if (a === '--check-only') o.check = true;
    else if (a === '--tables' || a === '--out') o[a.slice(2)] = argv[++i];
    else if (a === '--replays') o.replays = Number(argv[++i]);
    else if (!a.startsWith('--') && o.dir === undefined) o.dir = a;
    else fail(`unknown argument ${a}`);
  }
  if (!o.dir) fail('usage: node scripts/recon22.mjs DIR [--tables FILE] [--out OUTDIR] [--replays N] [--make]');
  return o;
}

function fail(msg) {
  process.stderr.write(`recon22: ${msg}\n`);
  process.exit(2);
}

function veedor(argv, { ok = [0, 1] } = {}) {
  const r = spawnSync(process.execPath, [CLI, ...argv], { encoding: 'utf8', maxBuffer: 1 << 30, env: { ...process.env, NO_COLOR: '1', VEEDOR_LANG: '' } });
  if (!ok.includes(r.status)) fail(`veedor ${argv.join(' ')}: exit ${r.status}: ${r.stderr.trim().split('\n').pop()}`);
  return r;
}

const cents = (x) => (x === undefined || x === null ? 0 : Math.round(x * 100));
const readJson = (p) => JSON.parse(readFileSync(p, 'utf8'));
const LOG = /\.(json|ndjson|jsonl|csv|tsv)(\.gz)?$/;

// ---------------------------------------------------------------------------------------------------------------
// --make: a month of simulated logs

const PLAN = [
  { ruleset: 'pe-pot-luck-black-jack', tables: 6, hands: 4200, seed: 11, start: '2026-11-01T14:00:00-05:00', usd: ['PL-05'] },
  { ruleset: 'es-marbella-black-jack', tables: 5, hands: 4000, seed: 12, start: '2026-11-06T14:00:00+01:00', usd: [] },
  { ruleset: 'pe-poker-caribeno', tables: 5, hands: 3800, seed: 13, start: '2026-11-11T14:00:00-05:00', usd: ['CS-02'] },
  { ruleset: 'pe-dragon-six-baccarat', tables: 6, hands: 4200, seed: 14, start: '2026-11-16T14:00:00-05:00', usd: ['BAC-03'] },
  { ruleset: 'pr-8669-pai-gow-bonus', tables: 5, hands: 3800, seed: 15, start: '2026-11-21T14:00:00-04:00', usd: [] },
];

function makeMonth(dir) {
  if (existsSync(dir)) fail(`--make: ${dir} exists`);
  mkdirSync(dir, { recursive: true });
  const raw = mkdtempSync(join(tmpdir(), 'recon22-raw-'));
  const formats = ['ndjson', 'json', 'csv'];
  const tables = {};
  const keys = [];
  PLAN.forEach((p, n) => {
    const base = join(raw, p.ruleset);
    for (const f of formats) {
      veedor(['simulate', '--ruleset', p.ruleset, '--hands', String(p.hands), '--tables', String(p.tables), '--seed', String(p.seed),
        '--faults', '0.04', '--start', p.start, '--out', `${base}.${f}`, '--key', `${base}.key.ndjson`,
        ...(f === 'csv' ? ['--tables-out', `${base}.tables.json`] : [])], { ok: [0] });
    }
    keys.push(readFileSync(`${base}.key.ndjson`, 'utf8'));
    Object.assign(tables, readJson(`${base}.tables.json`).tables);
    const lines = readFileSync(`${base}.ndjson`, 'utf8').split('\n').filter(Boolean);
    const ids = [...new Set(lines.map((l) => JSON.parse(l).table_id))].sort();
    const csv = readFileSync(`${base}.csv`, 'utf8').split('\n');
    const cols = csv[0].split(',');
    const cTable = cols.indexOf('table_id');
    const cCurrency = cols.indexOf('currency');
    ids.forEach((t, i) => {
      const format = formats[(i + n) % 3];
      const usd = p.usd.includes(t);
      const name = join(dir, `${p.ruleset.replace(/^[a-z]{2}-/, '')}_${t}_2026-11.${format}`);
      if (format !== 'csv') {
        const hands = lines.filter((l) => JSON.parse(l).table_id === t).map((l) => (usd ? JSON.stringify({ ...JSON.parse(l), currency: 'USD' }) : l));
        writeFileSync(name, format === 'ndjson' ? hands.join('\n') + '\n' : '[\n' + hands.join(',\n') + '\n]\n');
        return;
      }
      const out = [csv[0]];
      let mine = false;
      for (const line of csv.slice(1)) {
        if (!line) continue;
        const cells = line.split(',');
        if (cells[0] !== '') mine = cells[cTable] === t;
        if (!mine) continue;
        if (usd && cells[0] !== '') cells[cCurrency] = 'USD';
        out.push(cells.join(','));
      }
      writeFileSync(name, out.join('\n') + '\n');
    });
  });
  writeFileSync(join(dir, 'tables.json'), JSON.stringify({ tables }, null, 2) + '\n');
  writeFileSync(join(dirname(resolve(dir)), `${basename(resolve(dir))}.key.ndjson`), keys.join(''));
  rmSync(raw, { recursive: true, force: true });
  // Hostile records.
  const edit = (name, f) => writeFileSync(join(dir, name), f(readFileSync(join(dir, name), 'utf8').split('\n')).join('\n'));
  let repeated;
  edit('pot-luck-black-jack_PL-01_2026-11.ndjson', (l) => {
    repeated = l[49];
    l.splice(100, 0, '{"hand_id":"PL-01-BROKEN","game":"pot-luck-blackjack", "events":[{"type":"bet" ');
    return l;
  });
  edit('marbella-black-jack_MB-03_2026-11.ndjson', (l) => [...l.slice(0, -1), repeated, '']);
  edit('dragon-six-baccarat_BAC-01_2026-11.ndjson', (l) => {
    l.splice(30, 0, JSON.stringify({ hand_id: 'RL-01-000001', game: 'roulette', table_id: 'RL-01', dealer_id: 'D-999',
      started_at: '2026-11-20T21:00:00-05:00', currency: 'PEN', events: [{ type: 'bet', seat: 1, spot: 'main', amount: 10 }] }));
    return l;
  });
  edit('poker-caribeno_CS-01_2026-11.csv', (l) => {
    let i = 500;
    while (l[i].split(',')[0] !== '') i++;
    l[i + 1] = l[i + 1].slice(0, l[i + 1].lastIndexOf(','));
    return l;
  });
  const gz = join(dir, 'pot-luck-black-jack_PL-04_2026-11.ndjson');
  spawnSync('gzip', ['-n', gz]);
  if (!existsSync(`${gz}.gz`)) fail('gzip failed');
}

// ---------------------------------------------------------------------------------------------------------------
// Records in a log, counted from its bytes: what the audit must account for, each audited or rejected.

function recordsIn(path) {
  let bytes = readFileSync(path);
  // gzip itself, which reads every member and ignores bytes after them (warning, exit 2), as the audit reads them.
  if (path.endsWith('.gz')) bytes = spawnSync('gzip', ['-dc', path], { maxBuffer: 1 << 30 }).stdout;
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (/\.(ndjson|jsonl)(\.gz)?$/.test(path)) return text.split(/\r?\n/).filter((l) => l.trim() !== '').length;
  if (/\.json(\.gz)?$/.test(path)) {
    const doc = JSON.parse(text);
    return Array.isArray(doc) ? doc.length : doc.hands.length;
  }
  // CSV as simulate writes it: a hand's first row carries its hand_id, the rows after it none (no quoted newlines).
  const lines = text.split(/\r?\n/);
  const delim = [',', ';', '\t', '|'].find((d) => lines[0].includes(d));
  const col = lines[0].split(delim).indexOf('hand_id');
  return lines.slice(1).filter((l) => (l.split(delim)[col] ?? '') !== '').length;
}

// ---------------------------------------------------------------------------------------------------------------

const problems = [];
const expectEq = (what, got, want) => {
  const g = JSON.stringify(got);
  const w = JSON.stringify(want);
  if (g === w) return;
  if (got && want && typeof got === 'object' && typeof want === 'object' && !Array.isArray(got)) {
    // Name the keys that differ rather than print two long documents.
    const keys = [...new Set([...Object.keys(got), ...Object.keys(want)])].filter((k) => JSON.stringify(got[k]) !== JSON.stringify(want[k]));
    problems.push(`${what}: ${keys.slice(0, 8).map((k) => `${k}: ${JSON.stringify(got[k])} ≠ ${JSON.stringify(want[k])}`).join('; ')}`);
    return;
  }
  if (Array.isArray(got) && Array.isArray(want) && got.length === want.length) {
    const i = got.findIndex((x, n) => JSON.stringify(x) !== JSON.stringify(want[n]));
    problems.push(`${what}: first difference at [${i}]: ${JSON.stringify(got[i])} ≠ ${JSON.stringify(want[i])}`);
    return;
  }
  problems.push(`${what}: ${g.length > 300 ? g.slice(0, 300) + '…' : g} ≠ ${w.length > 300 ? w.slice(0, 300) + '…' : w}`);
};

/**
 * Money from findings, per currency: {CUR: {under, over}} in minor units, `over` as a positive magnitude. A finding
 * whose hand names no currency is in no total (the findings format: a total without its currency is a defect); they
 * are counted apart (unpriced).
 */
function moneyOf(findings, amount = (f) => cents(f.owed_to_player)) {
  const m = {};
  for (const f of findings) {
    const a = amount(f);
    if (!a || !f.currency) continue;
    const c = f.currency;
    m[c] ??= { under: 0, over: 0 };
    if (a > 0) m[c].under += a;
    else m[c].over -= a;
  }
  return sortKeys(m);
}
const sortKeys = (o) => Object.fromEntries(Object.keys(o).sort().map((k) => [k, o[k]]));
const unpriced = (findings) => findings.filter((f) => !f.currency && f.owed_to_player).length;
const countBy = (xs, key) => {
  const m = {};
  for (const x of xs) {
    const k = key(x);
    m[k] = (m[k] ?? 0) + 1;
  }
  return sortKeys(m);
};
const groupBy = (xs, key) => {
  const m = new Map();
  for (const x of xs) {
    const k = key(x);
    if (!m.has(k)) m.set(k, []);
    m.get(k).push(x);
  }
  return m;
};

function pdfText(pdf) {
  const r = spawnSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8', maxBuffer: 1 << 30 });
  if (r.status !== 0) fail(`pdftotext ${pdf}: ${r.stderr || r.error}`);
  return r.stdout;
}

/** The PDF's cover table of inputs: sha256 -> {bytes, hands, rejected}. */
function pdfInputs(text) {
  const m = {};
  for (const x of text.matchAll(/\b([0-9a-f]{64})\s+(\d+)\s+(\d+)\s+(\d+)\s*$/gm)) m[x[1]] = { bytes: +x[2], hands: +x[3], rejected: +x[4] };
  return m;
}

/** The PDF's summary block: hands, findings, money per currency. */
function pdfSummary(text, lang) {
  const w = lang === 'es'
    ? { read: /Manos leídas\s+(\d+) = (\d+) auditadas \+ (\d+) rechazadas/, hwf: /Manos con hallazgos\s+(\d+)/, f: /^Hallazgos\s+(\d+)\s*$/m,
        to: /Debido a los jugadores \((\w+)\)\s+\w+ (-?[\d.]+)/g, by: /Debido por los jugadores \((\w+)\)\s+\w+ (-?[\d.]+)/g }
    : { read: /Hands read\s+(\d+) = (\d+) audited \+ (\d+) rejected/, hwf: /Hands with findings\s+(\d+)/, f: /^Findings\s+(\d+)\s*$/m,
        to: /Owed to players \((\w+)\)\s+\w+ (-?[\d.]+)/g, by: /Owed by players \((\w+)\)\s+\w+ (-?[\d.]+)/g };
  const read = text.match(w.read);
  const money = {};
  for (const x of text.matchAll(w.to)) (money[x[1]] ??= { under: 0, over: 0 }).under = cents(+x[2]);
  for (const x of text.matchAll(w.by)) (money[x[1]] ??= { under: 0, over: 0 }).over = cents(+x[2]);
  return {
    hands: read ? [+read[1], +read[2], +read[3]] : null,
    hands_with_findings: +(text.match(w.hwf)?.[1] ?? NaN),
    findings: +(text.match(w.f)?.[1] ?? NaN),
    money: sortKeys(money),
  };
}

/** The PDF's per-table or per-dealer table: key -> currency -> {findings, under, over}. */
function pdfGroups(text, heading, nextHeading) {
  const start = text.indexOf(heading);
  if (start < 0) return null;
  const end = nextHeading ? text.indexOf(nextHeading, start) : -1;
  const block = text.slice(start, end < 0 ? undefined : end);
  const out = {};
  for (const x of block.matchAll(/^(\S+)\s+([A-Z]{3})\s+(\d+)\s+[A-Z]{3} ([\d.]+)\s+[A-Z]{3} ([\d.]+)\s*$/gm)) {
    (out[x[1]] ??= {})[x[2]] = { findings: +x[3], under: cents(+x[4]), over: cents(+x[5]) };
  }
  // A group's findings in hands that name no currency: a line of its own, its money in no total ("—").
  for (const x of block.matchAll(/^(D-\S+|[A-Z]+-\d+\S*)\s+—\s+(\d+)\s+—\s+—\s*$/gm)) {
    (out[x[1]] ??= {})['—'] = { findings: +x[2], under: 0, over: 0 };
  }
  for (const k of Object.keys(out)) out[k] = sortKeys(out[k]);
  return sortKeys(out);
}

/** The same groups from the findings (those with money in a currency, or any finding in it). */
function groupsOf(findings, key) {
  const out = {};
  for (const [k, fs] of groupBy(findings.filter((f) => f.category !== 'input' && key(f) != null), key)) {
    for (const [c, cf] of groupBy(fs, (f) => f.currency ?? '—')) {
      const m = moneyOf(cf)[c] ?? { under: 0, over: 0 };
      (out[k] ??= {})[c] = { findings: cf.length, under: m.under, over: m.over };
    }
    out[k] = sortKeys(out[k]);
  }
  return sortKeys(out);
}

/** A finding as the findings format writes it, keys sorted, without the words (for es/en) when asked. */
function canon(f, { words = true } = {}) {
  const { message, run_id, ...rest } = f;
  return JSON.stringify(sortKeys(words ? { ...rest, message } : rest));
}

function main() {
  const o = parseArgs(process.argv.slice(2));
  if (!existsSync(CLI)) fail(`${CLI} missing: npm run build first`);
  if (o.make) makeMonth(o.dir);
  const tables = o.tables ?? (existsSync(join(o.dir, 'tables.json')) ? join(o.dir, 'tables.json') : undefined);
  const logs = readdirSync(o.dir).filter((n) => LOG.test(n) && join(o.dir, n) !== tables).sort().map((n) => relative(process.cwd(), join(o.dir, n)));
  if (logs.length === 0) fail(`no hand log in ${o.dir}`);
  const out = o.out ? resolve(o.out) : mkdtempSync(join(tmpdir(), 'recon22-'));
  mkdirSync(out, { recursive: true });
  const O = (n) => join(out, n);
  const T = tables ? ['--tables', tables] : [];
  const db = O('month.db');
  if (o.check && !o.out) fail('--check-only needs --out: the outputs of an earlier run');
  if (!o.check) runCommands(logs, T, db, O);
  checkOutputs(o, logs, T, db, O, out);
}

/** Every command an inspector runs, their outputs into the folder O names. */
function runCommands(logs, T, db, O) {
  rmSync(db, { force: true });
  veedor(['audit', ...logs, ...T, '--quiet', '--format', 'json', '--out', O('audit-es.json'), '--pdf', O('audit-es.pdf'), '--casino', 'Casino', '--db', db]);
  veedor(['audit', ...logs, ...T, '--quiet', '--lang', 'en', '--format', 'json', '--out', O('audit-en.json'), '--pdf', O('audit-en.pdf'), '--casino', 'Casino', '--db', db]);
  veedor(['audit', ...logs, ...T, '--quiet', '--out', O('audit.csv')]);
  veedor(['audit', ...logs, ...T, '--quiet', '--out', O('audit-es.txt'), '--format', 'text']);
  veedor(['audit', ...logs, ...T, '--quiet', '--out', O('audit-en.txt'), '--format', 'text', '--lang', 'en']);
  veedor(['findings', '--db', db, '--format', 'csv', '--out', O('store-findings.csv')], { ok: [0] });
  veedor(['report', 'latest', '--db', db, '--pdf', O('report-es.pdf'), '--stored-paths', '--casino', 'Casino'], { ok: [0] });
  veedor(['report', 'latest', '--db', db, '--pdf', O('report-en.pdf'), '--stored-paths', '--casino', 'Casino', '--lang', 'en'], { ok: [0] });
  const verify = veedor(['verify', 'latest', '--db', db, '--stored-paths', '--json'], { ok: [0, 1] });
  rmSync(O('bundle'), { recursive: true, force: true });
  veedor(['export', 'latest', '--db', db, '--out', O('bundle')], { ok: [0] });
  veedor(['findings', '--db', db, '--format', 'json', '--out', O('store-findings.json')], { ok: [0] });
  veedor(['findings', '--db', db, '--format', 'json', '--lang', 'en', '--out', O('store-findings-en.json')], { ok: [0] });
  writeFileSync(O('verify.json'), JSON.stringify({ status: verify.status, stdout: verify.stdout }));
  writeFileSync(O('runs.json'), veedor(['runs', '--db', db, '--json'], { ok: [0] }).stdout);
  for (const by of ['dealer', 'table', 'day', 'shift']) {
    for (const lang of ['es', 'en']) writeFileSync(O(`summary-${by}-${lang}.json`), veedor(['summary', '--db', db, '--by', by, '--format', 'json', '--lang', lang], { ok: [0] }).stdout);
  }
  veedor(['stats', ...logs, ...T, '--by', 'dealer', '--by', 'table', '--format', 'json', '--out', O('stats-logs.json')], { ok: [0] });
  veedor(['stats', '--db', db, '--by', 'dealer', '--by', 'table', '--format', 'json', '--out', O('stats-db.json')], { ok: [0] });
}

function checkOutputs(o, logs, T, db, O, out) {
  const verify = readJson(O('verify.json'));
  const runs = readJson(O('runs.json'));
  const summary = {};
  for (const by of ['dealer', 'table', 'day', 'shift']) for (const lang of ['es', 'en']) summary[`${by}-${lang}`] = readJson(O(`summary-${by}-${lang}.json`));

  const es = readJson(O('audit-es.json'));
  const en = readJson(O('audit-en.json'));
  const F = es.findings;
  const statsLogs = readJson(O('stats-logs.json'));
  const statsDb = readJson(O('stats-db.json'));
  const run = runs.find((r) => r.id === es.run.id);
  const manifest = readJson(O('bundle/manifest.json'));
  const bundle = readFileSync(O('bundle/findings.ndjson'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const storeFindings = readJson(O('store-findings.json'));
  const storeFindingsEn = readJson(O('store-findings-en.json'));
  const texts = { es: pdfText(O('audit-es.pdf')), en: pdfText(O('audit-en.pdf')) };

  // 1. Per input file.
  const inputFindings = F.filter((f) => f.category === 'input');
  expectEq('audit inputs, paths in order', es.inputs.map((i) => i.path), logs);
  for (const i of es.inputs) {
    const records = recordsIn(i.path);
    const want = { hands: records, rejected: i.rejected };
    expectEq(`${i.path}: records in the file vs the audit's hands`, i.hands, records);
    const rejectedHere = inputFindings.filter((f) => f.source?.path === i.path && f.rule !== 'input-file').length;
    expectEq(`${i.path}: rejected vs input findings on its records`, i.rejected, rejectedHere);
    for (const f of inputFindings.filter((f) => f.source?.path === i.path && f.rule !== 'input-file')) {
      if (!(f.source.line >= 1)) problems.push(`${i.path}: input finding without a line: ${canon(f)}`);
    }
    const sr = run?.inputs.find((x) => x.path === i.path);
    expectEq(`${i.path}: store (runs)`, sr && { hands: sr.hands, rejected: sr.rejected, audited: sr.audited }, { ...want, audited: records - i.rejected });
    const mr = manifest.run_inputs.find((x) => x.path === i.path);
    expectEq(`${i.path}: export manifest`, mr && { hands: mr.hands, rejected: mr.rejected }, want);
    for (const [name, s] of [['stats over the logs', statsLogs], ['stats over the store', statsDb]]) {
      const si = s.inputs.find((x) => x.path === i.path);
      expectEq(`${i.path}: ${name}`, si && { hands: si.hands, rejected: si.rejected, sha256: si.sha256 }, { ...want, sha256: i.sha256 });
    }
    for (const lang of ['es', 'en']) {
      expectEq(`${i.path}: PDF cover (${lang})`, pdfInputs(texts[lang])[i.sha256], { bytes: i.bytes, ...want });
    }
  }
  for (const f of F) {
    if (!f.source?.path) problems.push(`finding without a source path: ${canon(f)}`);
  }

  // 2. Summary counts = the findings list.
  const S = es.summary;
  const hands = es.inputs.reduce((a, i) => a + i.hands, 0);
  const rejected = es.inputs.reduce((a, i) => a + i.rejected, 0);
  expectEq('summary hands, audited, rejected vs inputs', [S.hands, S.audited, S.rejected], [hands, hands - rejected, rejected]);
  expectEq('summary.findings vs findings', S.findings, F.length);
  expectEq('summary.by_category vs findings', sortKeys(S.by_category), { ...{ input: 0, integrity: 0, payout: 0, procedure: 0 }, ...countBy(F, (f) => f.category) });
  expectEq('summary.by_article vs findings', sortKeys(S.by_article), countBy(F, (f) => (f.category === 'input' ? f.article : `${f.ruleset} ${f.article}`)));
  // A hand record with findings, known by its place in its log: a rejected record is one (it is counted in hands), a
  // file's own note (input-file) is none.
  const withFindings = new Set(F.filter((f) => f.rule !== 'input-file').map((f) => `${f.source.path}\u0000${f.source.index ?? ''}\u0000${f.source.line ?? ''}`)).size;
  expectEq('summary.hands_with_findings vs the records with findings', S.hands_with_findings, withFindings);
  expectEq('store run counts', run && [run.hands, run.audited, run.rejected, run.findings], [S.hands, S.audited, S.rejected, S.findings]);
  expectEq('stats hands', statsLogs.hands, { read: S.hands, audited: S.audited, rejected: S.rejected });
  expectEq('stats audit_findings vs summary.by_category', sortKeys(statsLogs.audit_findings), sortKeys(S.by_category));
  for (const lang of ['es', 'en']) {
    const p = pdfSummary(texts[lang], lang);
    expectEq(`PDF summary counts (${lang})`, [p.hands, p.hands_with_findings, p.findings], [[S.hands, S.audited, S.rejected], S.hands_with_findings, S.findings]);
    // The tables by article and by category (pages' running heads and footers between their rows are skipped).
    const [byArt, byCat, next] = lang === 'es' ? ['Hallazgos por artículo', 'Hallazgos por categoría', 'Hallazgos por mesa'] : ['Findings by article', 'Findings by category', 'Findings by table'];
    const t = texts[lang];
    const arts = t.slice(t.indexOf(byArt), t.indexOf(byCat)).split('\n').filter((l) => /^(Art\.|[A-ZÁÉÍÓÚ]).*\S\s{2,}\d+\s*$/.test(l) && !/^(Página|Page|Hallazgos SHA|Findings SHA)/.test(l));
    expectEq(`PDF findings by article: rows and their sum (${lang})`, [arts.length, arts.reduce((a, l) => a + Number(l.match(/(\d+)\s*$/)[1]), 0)], [Object.keys(S.by_article).length, S.findings]);
    const cats = [...t.slice(t.indexOf(byCat), t.indexOf(next)).matchAll(/^(\S+)\s{2,}(\d+)\s*$/gm)].map((m) => +m[2]);
    expectEq(`PDF findings by category (${lang})`, cats, [S.by_category.payout, S.by_category.procedure, S.by_category.integrity, S.by_category.input]);
  }

  // 3. Money per currency.
  const money = moneyOf(F);
  expectEq('JSON summary.money_findings_without_currency vs findings', S.money_findings_without_currency ?? 0, unpriced(F));
  const jsonMoney = sortKeys(Object.fromEntries(Object.entries(S.money ?? {}).map(([c, m]) => [c, { under: cents(m.underpaid_to_players), over: cents(m.overpaid_to_players) }])));
  expectEq('JSON summary.money vs findings', jsonMoney, money);
  expectEq('JSON (en) summary.money', sortKeys(Object.fromEntries(Object.entries(en.summary.money ?? {}).map(([c, m]) => [c, { under: cents(m.underpaid_to_players), over: cents(m.overpaid_to_players) }]))), money);
  const csv = csvRows(readFileSync(O('audit.csv'), 'utf8'));
  expectEq('CSV rows vs findings', csv.length, F.length);
  expectEq('CSV money vs findings', moneyOf(csv, (r) => cents(r.owed_to_player === '' ? 0 : +r.owed_to_player)), money);
  expectEq('CSV (hand, rule, article, currency, owed) vs findings', csv.map((r) => [r.hand_id, r.rule, r.article, r.currency, r.owed_to_player === '' ? null : cents(+r.owed_to_player)]),
    F.map((f) => [f.hand_id ?? '', f.rule, f.article, f.currency ?? '', f.owed_to_player == null ? null : cents(f.owed_to_player)]));
  for (const lang of ['es', 'en']) expectEq(`PDF summary money (${lang})`, pdfSummary(texts[lang], lang).money, money);
  const storedMoney = JSON.parse(manifest.runs[0].money);
  expectEq('store run money (export manifest)', sortKeys(Object.fromEntries(Object.entries(storedMoney).map(([c, m]) => [c, { under: m.underpaid, over: m.overpaid }]))), money);
  expectEq('export findings.ndjson money (minor units)', moneyOf(bundle, (f) => f.owed_to_player ?? 0), money);
  expectEq('store findings money', moneyOf(storeFindings.findings), money);
  const day = (f) => f.started_at?.slice(0, 10) ?? '(none)';
  for (const [by, key] of [['dealer', (f) => f.dealer_id ?? '(none)'], ['table', (f) => f.table_id ?? '(none)'], ['day', day], ['shift', shiftOf]]) {
    const want = groupsOf(F, key);
    for (const lang of ['es', 'en']) {
      const s = summary[`${by}-${lang}`];
      const got = {};
      const total = {};
      for (const g of s.groups) {
        for (const [c, m] of Object.entries(g.money ?? {})) {
          const under = cents(m.underpaid_to_players ?? m.owed_to_players ?? m.underpaid);
          const over = cents(m.overpaid_to_players ?? m.owed_by_players ?? m.overpaid);
          if (under || over) got[g.key] = sortKeys({ ...got[g.key], [c]: { under, over } });
          total[c] ??= { under: 0, over: 0 };
          total[c].under += under;
          total[c].over += over;
        }
      }
      const wantMoney = {};
      for (const [k, cs] of Object.entries(want)) for (const [c, m] of Object.entries(cs)) if (m.under || m.over) (wantMoney[k] ??= {})[c] = { under: m.under, over: m.over };
      expectEq(`summary --by ${by} (${lang}) money per group`, sortKeys(got), sortKeys(wantMoney));
      expectEq(`summary --by ${by} (${lang}) money summed over groups`, sortKeys(total), money);
      const findingsPer = Object.fromEntries(s.groups.map((g) => [g.key, g.findings]));
      const wantFindings = Object.fromEntries(Object.entries(want).map(([k, cs]) => [k, Object.values(cs).reduce((a, m) => a + m.findings, 0)]));
      expectEq(`summary --by ${by} (${lang}) findings per group`, sortKeys(Object.fromEntries(Object.entries(findingsPer).filter(([, n]) => n > 0))), sortKeys(wantFindings));
      expectEq(`summary --by ${by} (${lang}) hands`, s.groups.reduce((a, g) => a + g.hands, 0), S.audited);
      const unpricedPer = {};
      for (const [k, fs] of groupBy(F.filter((f) => f.category !== 'input'), key)) if (unpriced(fs)) unpricedPer[k] = unpriced(fs);
      expectEq(`summary --by ${by} (${lang}) money_findings_without_currency per group`,
        sortKeys(Object.fromEntries(s.groups.filter((g) => g.money_findings_without_currency).map((g) => [g.key, g.money_findings_without_currency]))), sortKeys(unpricedPer));
      expectEq(`summary --by ${by} (${lang}) total`, [s.total.findings, s.total.money_findings_without_currency ?? 0,
        sortKeys(Object.fromEntries(Object.entries(s.total.money ?? {}).map(([c, m]) => [c, { under: cents(m.underpaid), over: cents(m.overpaid) }])))],
      [F.length - S.by_category.input, unpriced(F), money]);
    }
    for (const lang of ['es', 'en']) {
      if (by === 'day' || by === 'shift') continue;
      const [h, next] = by === 'table'
        ? (lang === 'es' ? ['Hallazgos por mesa', 'Hallazgos por crupier'] : ['Findings by table', 'Findings by dealer'])
        : (lang === 'es' ? ['Hallazgos por crupier', '\f'] : ['Findings by dealer', '\f']);
      const got = pdfGroups(texts[lang], h, next);
      expectEq(`PDF findings by ${by} (${lang})`, got, groupsOf(F, key));
    }
  }

  for (const lang of ['es', 'en']) {
    const t = readFileSync(O(`audit-${lang}.txt`), 'utf8');
    const w = lang === 'es' ? { read: /Manos leídas: (\d+) = (\d+) auditadas \+ (\d+) rechazadas/, hwf: /Manos con hallazgos: (\d+)/, f: /^ {2}Hallazgos: (\d+) \(pagos (\d+), procedimiento (\d+), integridad (\d+), registro (\d+)\)/m }
      : { read: /Hands read: (\d+) = (\d+) audited \+ (\d+) rejected/, hwf: /Hands with findings: (\d+)/, f: /^ {2}Findings: (\d+) \(payout (\d+), procedure (\d+), integrity (\d+), input (\d+)\)/m };
    const r = t.match(w.read);
    const f = t.match(w.f);
    expectEq(`terminal report counts (${lang})`, [r?.slice(1).map(Number), +(t.match(w.hwf)?.[1] ?? NaN), f?.slice(1).map(Number)],
      [[S.hands, S.audited, S.rejected], S.hands_with_findings, [S.findings, S.by_category.payout, S.by_category.procedure, S.by_category.integrity, S.by_category.input]]);
    const m = {};
    for (const x of t.matchAll(/^ {4}([A-Z]{3})\s+\1 ([\d.]+)\s+\1 ([\d.]+)\s*$/gm)) m[x[1]] = { under: cents(+x[2]), over: cents(+x[3]) };
    expectEq(`terminal report money (${lang})`, sortKeys(m), money);
    const n = t.match(lang === 'es' ? /(\d+) hallazgos? cambian? dinero en manos que no nombran su moneda/ : /(\d+) findings? changes? money in hands that name no currency/);
    expectEq(`terminal report: findings whose money is in no total (${lang})`, n ? +n[1] : 0, unpriced(F));
    const np = texts[lang].match(lang === 'es' ? /(\d+) hallazgos? cambian? dinero en manos que no nombran su moneda/ : /(\d+) findings? changes? money in hands that name no currency/);
    expectEq(`PDF summary: findings whose money is in no total (${lang})`, np ? +np[1] : 0, unpriced(F));
  }
  const storeCsv = csvRows(readFileSync(O('store-findings.csv'), 'utf8'));
  expectEq('store findings CSV = audit CSV (but run_id)', storeCsv.map(({ run_id, ...r }) => JSON.stringify(r)), csv.map((r) => JSON.stringify(r)));

  // 4. The same findings everywhere.
  expectEq('findings_digest: JSON es, en, store', [en.findings_digest, run?.findings_digest], [es.findings_digest, es.findings_digest]);
  for (const lang of ['es', 'en']) {
    const digests = new Set([...texts[lang].matchAll(/(?:Hallazgos|Findings) SHA-256: ([0-9a-f]{64})/g)].map((m) => m[1]));
    expectEq(`PDF footer digest (${lang})`, [...digests], [es.findings_digest]);
  }
  expectEq('findings es vs en but for words', en.findings.map((f) => canon(f, { words: false })), F.map((f) => canon(f, { words: false })));
  const { claim: _c1, ...sEs } = S;
  const { claim: _c2, ...sEn } = en.summary;
  expectEq('summary es vs en but for the claim', sEn, sEs);
  expectEq('store findings (es) vs audit findings', storeFindings.findings.map((f) => canon(f)), F.map((f) => canon(f)));
  expectEq('store findings (en) vs audit findings (en)', storeFindingsEn.findings.map((f) => canon(f)), en.findings.map((f) => canon(f)));
  const asBundle = (f, fe) => {
    const m = (x) => (x === undefined || x === null ? null : cents(x));
    return JSON.stringify([f.hand_id ?? null, f.event ?? null, f.ruleset, f.rule, f.article, f.citation, f.category, f.severity, f.seat ?? null, f.hand ?? null,
      f.spot ?? null, f.number ?? null, m(f.expected), m(f.actual), m(f.difference), m(f.owed_to_player), f.message, fe.message, f.field ?? null,
      f.source?.path ?? null, f.source?.line ?? null, f.source?.index ?? null, f.table_id ?? null, f.dealer_id ?? null, f.started_at ?? null, f.currency ?? null]);
  };
  expectEq('export findings.ndjson vs audit findings', bundle.map((b) => JSON.stringify([b.hand_id, b.event, b.ruleset, b.rule, b.article, b.citation, b.category, b.severity,
    b.seat, b.hand, b.spot, b.number, b.expected, b.actual, b.difference, b.owed_to_player, b.message_es, b.message_en, b.field, b.source_path, b.source_line,
    b.source_index, b.table_id, b.dealer_id, b.started_at, b.currency])), F.map((f, i) => asBundle(f, en.findings[i])));

  // 5. Stats against the findings.
  expectEq('stats over the logs = over the store (bytes)', readFileSync(O('stats-db.json'), 'utf8') === readFileSync(O('stats-logs.json'), 'utf8'), true);
  for (const [by, key] of [['dealer', (f) => f.dealer_id ?? '(none)'], ['table', (f) => f.table_id ?? '(none)']]) {
    const audited = F.filter((f) => f.category !== 'input');
    const want = {};
    for (const [k, fs] of groupBy(audited, key)) want[k] = { findings: fs.length, by_category: { payout: 0, procedure: 0, integrity: 0, ...countBy(fs, (f) => f.category) } };
    const got = {};
    for (const g of statsLogs.groups.filter((g) => g.by === by && g.findings > 0)) got[g.group] = { findings: g.findings, by_category: g.by_category };
    expectEq(`stats --by ${by}: findings and by_category per group`, sortKeys(got), sortKeys(want));
    const sumHands = statsLogs.groups.filter((g) => g.by === by).reduce((a, g) => a + g.hands, 0);
    expectEq(`stats --by ${by}: hands`, sumHands, S.audited);
  }

  // 6. Replays.
  const byHand = groupBy(F.filter((f) => f.owed_to_player != null), (f) => `${f.source.path}\u0000${f.hand_id}`);
  const picks = [...byHand.keys()].filter((k) => byHand.get(k).length > 0);
  const step = Math.max(1, Math.floor(picks.length / o.replays));
  for (let i = 0; i < picks.length && i / step < o.replays; i += step) {
    const [path, hand] = picks[i].split('\u0000');
    const fs = F.filter((f) => f.source?.path === path && f.hand_id === hand);
    const owed = fs.filter((f) => f.owed_to_player != null).map((f) => cents(f.owed_to_player)).sort((a, b) => a - b);
    const docs = {};
    for (const lang of ['es', 'en']) {
      docs[`log-${lang}`] = JSON.parse(veedor(['replay', path, hand, ...T, '--format', 'json', '--lang', lang]).stdout);
      docs[`db-${lang}`] = JSON.parse(veedor(['replay', 'latest', hand, '--db', db, '--log', path, '--format', 'json', '--lang', lang]).stdout);
    }
    for (const [name, d] of Object.entries(docs)) {
      const terms = (d.balance?.seats ?? []).flatMap((s) => s.terms ?? []);
      expectEq(`replay ${hand} (${name}): balance terms vs findings' owed`, terms.map((t) => cents(t.owed_to_player)).sort((a, b) => a - b), owed);
      const counted = terms.filter((t) => !t.allowed_overpayment).map((t) => cents(t.owed_to_player));
      expectEq(`replay ${hand} (${name}): net vs terms outside allowed over-payments`, cents(d.balance?.net_owed_to_players), counted.reduce((a, b) => a + b, 0));
      expectEq(`replay ${hand} (${name}): currency`, d.currency, fs[0].currency);
      expectEq(`replay ${hand} (${name}): findings`, d.findings, fs.length);
    }
    expectEq(`replay ${hand}: balance from the store = from the log (es)`, docs['db-es'].balance, docs['log-es'].balance);
    expectEq(`replay ${hand}: balance es = en but for labels`, strip(docs['log-en'].balance), strip(docs['log-es'].balance));
  }

  // 7. The simulator's answer key (a month --make built): the findings, as (hand, rule, article), are its lines, but
  // for the hands the hostile records made unreadable.
  const keyPath = join(dirname(resolve(o.dir)), `${basename(resolve(o.dir))}.key.ndjson`);
  if (existsSync(keyPath)) {
    const rejectedIds = new Set(inputFindings.map((f) => f.hand_id).filter(Boolean));
    const key = new Set(readFileSync(keyPath, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l))
      .filter((k) => !rejectedIds.has(k.hand_id)).map((k) => `${k.hand_id} ${k.rule} ${k.article}`));
    const found = new Set(F.filter((f) => f.category !== 'input').map((f) => `${f.hand_id} ${f.rule} ${f.article}`));
    expectEq('answer key lines not found', [...key].filter((k) => !found.has(k)), []);
    expectEq('findings not in the answer key', [...found].filter((k) => !key.has(k)), []);
  }

  // 8. The store's documents.
  expectEq('verify --stored-paths exit', verify.status, 0);
  for (const lang of ['es', 'en']) {
    expectEq(`report --pdf (${lang}) = audit --db --pdf, bytes`, readFileSync(O(`report-${lang}.pdf`)).equals(readFileSync(O(`audit-${lang}.pdf`))), true);
  }
  for (const lang of ['es', 'en']) {
    // Every page's footer: the run's findings digest (above) and the store's chain head.
    const heads = new Set([...texts[lang].matchAll(/(?:Cadena|Chain): ([0-9a-f]{64})/g)].map((m) => m[1]));
    expectEq(`PDF footer chain head (${lang})`, [...heads], [run?.record_digest]);
  }

  process.stdout.write(`recon22: ${logs.length} logs, ${S.hands} hands (${S.rejected} rejected), ${F.length} findings, currencies ${Object.keys(money).join(' ')}; outputs in ${out}\n`);
  if (!o.out) rmSync(out, { recursive: true, force: true });
  if (problems.length) {
    process.stdout.write(problems.map((p) => `MISMATCH ${p}`).join('\n') + `\n${problems.length} mismatches\n`);
    process.exit(1);
  }
  process.stdout.write('every output reconciles\n');
}

/** The shift of a finding's hand as `summary --by shift` names it with the default hours 6, 14, 22 (local time). */
function shiftOf(f) {
  if (!f.started_at) return '(none)';
  const date = f.started_at.slice(0, 10);
  const hour = Number(f.started_at.slice(11, 13));
  if (hour >= 6 && hour < 14) return `${date} 06-14`;
  if (hour >= 14 && hour < 22) return `${date} 14-22`;
  if (hour >= 22) return `${date} 22-06`;
  const prev = new Date(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10) - 1)).toISOString().slice(0, 10);
  return `${prev} 22-06`;
}

/** The balance without its words (labels), for comparing es and en. */
function strip(balance) {
  return JSON.parse(JSON.stringify(balance ?? null, (k, v) => (k === 'label' || k === 'player_label' ? undefined : v)));
}

/** The audit's CSV (RFC 4180: quoted cells, doubled quotes, quoted newlines), as objects by header. */
function csvRows(text) {
  const rows = [];
  let row = [];
  let cell = '';
  let q = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (q) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (ch === '"') q = false; else cell += ch;
    } else if (ch === '"') q = true;
    else if (ch === ',') { row.push(cell); cell = ''; } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell); rows.push(row); row = []; cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) { row.push(cell); rows.push(row); }
  const [head, ...body] = rows;
  return body.map((r) => Object.fromEntries(head.map((h, i) => [h, r[i] ?? ''])));
}

main();
