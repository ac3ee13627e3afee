#!/usr/bin/env node
// evidence24: "evidence is sacred", checked at the system-call level for every command and output option.
//
//   node scripts/evidence24.mjs [--keep] [--only NAME]     (Linux, strace at /usr/bin/strace, after `npm run build`)
//
// Every command runs under `strace -f -y`; the calls that open, write, rename, unlink, truncate, link or chmod a
// file inside this run's workspace are read back and checked:
//   1. an output is opened only under a temporary name in its own folder and renamed onto its name; its final
//      name is never opened for writing, never written after the rename; a temp file is gone on every failure path;
//   2. a command that only reads a store opens it and its -wal/-shm/-journal O_RDONLY, writes, renames, unlinks
//      none of them; their bytes and mtimes are unchanged (WAL left behind, read-only folder, symlink, `..`);
//   3. an output over an input, the store, a sidecar, a link to one, or one file named two ways: exit 2, one line,
//      nothing written;
//   4. write errors (/dev/full, a folder without write permission, a path under a file, a folder as --out,
//      ENAMETOOLONG, a disk that fills midway): exit 2, one line, es and en, nothing left at the final name;
//   5. audit --format json byte-identical across runs, TZ, locale, cwd, workers, relative/absolute paths.
// Prints one line per check and a summary; exit 0 when every check held, 1 otherwise.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync, copyFileSync, existsSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync,
  statSync, symlinkSync, writeFileSync, cpSync,
} from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(ROOT, 'dist', 'cli', 'veedor.js');
const STRACE = '/usr/bin/strace';
const TRACE = 'openat,open,creat,rename,renameat,renameat2,unlink,unlinkat,truncate,ftruncate,write,pwrite64,writev,pwritev,link,linkat,symlink,symlinkat,chmod,fchmod,fchmodat';
const KEEP = process.argv.includes('--keep');
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;

const W = mkdtempSync(join(tmpdir(), 'veedor-e24-'));
const IN = join(W, 'in');
const ST = join(W, 'st');
const OUT = join(W, 'out');
const TMP = join(W, 'tmp');
for (const d of [IN, ST, OUT, TMP]) mkdirSync(d);
chmodSync(W, 0o755);

let failures = 0;
let checks = 0;
const notes = [];
function ok(cond, what, detail = '') {
  checks++;
  if (!cond) failures++;
  console.log(`${cond ? 'ok  ' : 'FAIL'} ${what}${!cond && detail ? `\n       ${String(detail).split('\n').join('\n       ')}` : ''}`);
  return cond;
}
function note(s) {
  notes.push(s);
  console.log(`note ${s}`);
}
function section(name) {
  console.log(`\n== ${name}`);
  return ONLY === undefined || ONLY === name;
}

// ---------- running the CLI, with and without strace ----------

const baseEnv = { ...process.env, TMPDIR: TMP, NO_COLOR: '1', VEEDOR_LANG: '' };
delete baseEnv.VEEDOR_LANG;

function run(args, { cwd = W, env = {}, input } = {}) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, env: { ...baseEnv, ...env }, encoding: 'buffer', input, maxBuffer: 1 << 28 });
  return { code: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr.toString('utf8') };
}

let traceNo = 0;
/** The CLI under strace: its result and the file events it made (paths absolute). */
function traced(args, opts = {}) {
  const log = join(W, `strace.${++traceNo}.txt`);
  const { cwd = W, env = {}, uid } = opts;
  const r = spawnSync(STRACE, ['-f', '-qq', '-y', '-s', '0', '-o', log, '-e', `trace=${TRACE}`, ...(uid === undefined ? [] : ['-u', 'nobody']), '--', process.execPath, ...(opts.script ? [] : [CLI]), ...args], {
    cwd, env: { ...baseEnv, ...env }, encoding: 'buffer', maxBuffer: 1 << 28,
  });
  const events = parseStrace(readFileSync(log, 'utf8'), cwd);
  rmSync(log);
  return { code: r.status, stdout: r.stdout, stderr: r.stderr.toString('utf8'), events };
}

/** strace -f -y lines, the unfinished ones joined to their resumption. */
function parseStrace(text, cwd) {
  const pending = new Map();
  const events = [];
  for (const raw of text.split('\n')) {
    let line = raw.replace(/^\d+\s+/, '');
    const pid = (/^(\d+)/.exec(raw) ?? [])[1];
    if (line.endsWith('<unfinished ...>')) {
      pending.set(pid, line.slice(0, -'<unfinished ...>'.length));
      continue;
    }
    const resumed = /^<\.\.\. (\w+) resumed>(.*)$/.exec(line);
    if (resumed) {
      line = (pending.get(pid) ?? `${resumed[1]}(`) + resumed[2];
      pending.delete(pid);
    }
    const m = /^(\w+)\((.*)\)\s+=\s+(-?\d+)(<[^>]*>)?(?:\s+(\w+))?/.exec(line);
    if (!m) continue;
    const [, call, argText, ret, retPath, errno] = m;
    const ok = Number(ret) >= 0;
    const args = splitArgs(argText);
    const ev = { call, ok, errno, line, paths: [] };
    const fdPath = (a) => (/<(.*)>$/.exec(a ?? '') ?? [])[1];
    const str = (a) => JSON.parse(a);
    const at = (dirArg, pathArg) => {
      const p = str(pathArg);
      if (isAbsolute(p)) return p;
      const base = fdPath(dirArg) ?? cwd;
      return resolve(base, p);
    };
    switch (call) {
      case 'openat':
        ev.paths = [retPath ? retPath.slice(1, -1) : at(args[0], args[1])];
        ev.given = at(args[0], args[1]);
        ev.flags = args[2];
        break;
      case 'open': case 'creat':
        ev.paths = [retPath ? retPath.slice(1, -1) : resolve(cwd, str(args[0]))];
        ev.flags = call === 'creat' ? 'O_WRONLY|O_CREAT|O_TRUNC' : args[1];
        break;
      case 'rename': case 'link': case 'symlink':
        ev.paths = [resolve(cwd, str(args[0])), resolve(cwd, str(args[1]))];
        break;
      case 'renameat': case 'renameat2': case 'linkat':
        ev.paths = [at(args[0], args[1]), at(args[2], args[3])];
        break;
      case 'symlinkat':
        ev.paths = [str(args[0]), at(args[1], args[2])];
        break;
      case 'unlink': case 'truncate': case 'chmod':
        ev.paths = [resolve(cwd, str(args[0]))];
        break;
      case 'unlinkat': case 'fchmodat':
        ev.paths = [at(args[0], args[1])];
        break;
      default: { // write, pwrite64, writev, pwritev, ftruncate, fchmod: on a descriptor
        const p = fdPath(args[0]);
        if (p === undefined) continue;
        ev.paths = [p];
      }
    }
    ev.write = call !== 'openat' && call !== 'open' ? true : /O_WRONLY|O_RDWR|O_CREAT|O_TRUNC|O_APPEND/.test(ev.flags ?? '');
    events.push(ev);
  }
  return events;
}

/** Top-level comma-split of a syscall's argument text (strings, braces and brackets kept whole). */
function splitArgs(s) {
  const out = [];
  let depth = 0;
  let inStr = false;
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (inStr) {
      cur += c;
      if (c === '\\') cur += s[++i];
      else if (c === '"') inStr = false;
      continue;
    }
    if (c === '"') inStr = true;
    if (c === '{' || c === '[' || c === '(') depth++;
    if (c === '}' || c === ']' || c === ')') depth--;
    if (c === ',' && depth === 0) {
      out.push(cur.trim());
      cur = '';
      continue;
    }
    cur += c;
  }
  if (cur.trim()) out.push(cur.trim());
  return out.map((a) => a.replace(/\.\.\.$/, ''));
}

const inW = (p) => p === W || p.startsWith(W + '/');
const inTmp = (p) => p === TMP || p.startsWith(TMP + '/');
const oneLine = (r) => r.stderr.trimEnd().split('\n').length === 1 && r.stderr.trim() !== '' && !/\n\s+at /.test(r.stderr);

// ---------- fingerprints ----------

function fileStamp(p) {
  const st = lstatSync(p, { throwIfNoEntry: false, bigint: true });
  if (!st) return 'none';
  if (st.isDirectory()) return `dir ${st.mode}`;
  if (st.isSymbolicLink()) return `link`;
  return `${createHash('sha256').update(readFileSync(p)).digest('hex')} ${st.size} ${st.mtimeNs} ${st.mode}`;
}
function tree(dir) {
  const out = {};
  const walk = (d) => {
    for (const e of readdirSync(d).sort()) {
      const p = join(d, e);
      if (p === TMP || /\/strace\.\d+\.txt$/.test(p)) continue;
      out[relative(W, p)] = fileStamp(p);
      if (lstatSync(p).isDirectory()) walk(p);
    }
  };
  walk(dir);
  return out;
}
function treeDiff(a, b) {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => a[k] !== b[k]).map((k) => `${k}: ${a[k] ?? 'absent'} -> ${b[k] ?? 'absent'}`);
}
const storeFiles = (db) => ['', '-wal', '-shm', '-journal'].map((s) => db + s);

// ---------- the checks on a trace ----------

/**
 * A command that writes `finals` (files; `folders` for export/--svg): every W path it writes is a final reached by
 * rename from a temp beside it, a temp itself (gone at the end), the spill folder, or an allowed path (the store).
 */
function checkWrites(name, r, opts) {
  const problems = writeProblems(r, opts);
  return ok(problems.length === 0, name, problems.slice(0, 6).join('\n'));
}
function writeProblems(r, { finals = [], folders = [], allowed = [], inputs = [] }) {
  const problems = [];
  const finalSet = new Set(finals);
  const renamedFrom = new Map();
  const temps = new Set();
  const isAllowed = (p) => allowed.some((a) => p === a || p.startsWith(a + '-'));
  const inFolder = (p) => folders.some((f) => p === f || p.startsWith(f + '/') || dirname(p) === dirname(f));
  for (const ev of r.events) {
    if (!ev.write || !ev.ok) continue;
    if (ev.call === 'rename' || ev.call === 'renameat' || ev.call === 'renameat2') {
      const [from, to] = ev.paths;
      if (!inW(to) && !inW(from)) continue;
      if (inputs.includes(to) || inputs.includes(from)) problems.push(`renames an input: ${ev.line}`);
      if (finalSet.has(to) || folders.includes(to) || inFolder(to)) {
        if (dirname(from) !== dirname(to)) problems.push(`renamed from another folder: ${ev.line}`);
        renamedFrom.set(to, from);
        temps.delete(from);
        continue;
      }
      if (isAllowed(to)) continue;
      problems.push(`rename onto an undeclared path: ${ev.line}`);
      continue;
    }
    for (const p of ev.paths.slice(ev.call === 'link' || ev.call === 'linkat' ? 1 : 0)) {
      if (!inW(p) || inTmp(p) || isAllowed(p)) continue;
      if (inputs.includes(p)) {
        problems.push(`writes an input: ${ev.line}`);
        continue;
      }
      if (ev.call === 'unlink' || ev.call === 'unlinkat') {
        temps.delete(p);
        if (finalSet.has(p) || inputs.includes(p)) problems.push(`unlinks ${p}: ${ev.line}`);
        continue;
      }
      if (finalSet.has(p) && !(ev.call === 'link' || ev.call === 'linkat')) {
        problems.push(`final name written directly: ${ev.line}`);
        continue;
      }
      if (folders.some((f) => p.startsWith(f + '/')) && !folders.some((f) => renamedFrom.has(f))) {
        // a file inside an output folder before that folder was renamed into place: written in its temp name
        problems.push(`written inside the final folder before its rename: ${ev.line}`);
        continue;
      }
      const besideFinal = [...finals, ...folders].some((f) => dirname(f) === dirname(p) || p.startsWith(dirname(f) + '/.') || inFolder(p));
      if (!besideFinal) problems.push(`writes an undeclared path: ${ev.line}`);
      else if (ev.call !== 'link' && ev.call !== 'linkat') temps.add(p);
    }
  }
  for (const f of [...finals, ...folders]) if (r.code === 0 || r.code === 1) {
    if (!renamedFrom.has(f) && !(folders.includes(f) && renamedFrom.size > 0) && !linkedInto(r, f)) problems.push(`${relative(W, f)} not renamed into place`);
  }
  const left = [...temps].filter((t) => existsSync(t) && !finalSet.has(t) && !folders.some((f) => t.startsWith(f + '/')));
  if (left.length) problems.push(`temp files left: ${left.join(' ')}`);
  const spill = readdirSync(TMP);
  if (spill.length) problems.push(`temp folder not empty: ${spill.join(' ')}`);
  return problems;
}
/** keys new puts a key in place with link(2) (which, unlike rename, refuses an existing name). */
function linkedInto(r, f) {
  return r.events.some((ev) => ev.ok && (ev.call === 'link' || ev.call === 'linkat') && ev.paths[1] === f);
}

/** A command that only reads the store: no write-mode open, no write, rename or unlink of the store or a sidecar. */
function checkReadOnly(name, r, db, before) {
  const files = new Set(storeFiles(db).flatMap((f) => [f, safeReal(f)]));
  const problems = [];
  for (const ev of r.events) {
    if (!ev.paths.some((p) => files.has(p) || (ev.given && files.has(ev.given)))) continue;
    if (ev.write) problems.push(ev.line);
  }
  const after = storeFiles(safeReal(db)).map(fileStamp);
  if (JSON.stringify(after) !== JSON.stringify(before)) problems.push(`store files changed: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`);
  const spill = readdirSync(TMP);
  if (spill.length) problems.push(`temp folder not empty: ${spill.join(' ')}`);
  return ok(problems.length === 0 && (r.code === 0 || r.code === 1), `${name} (exit ${r.code})`, [...problems.slice(0, 6), r.code > 1 ? r.stderr : ''].join('\n'));
}
function safeReal(p) {
  try {
    let q = p;
    while (lstatSync(q, { throwIfNoEntry: false })?.isSymbolicLink()) q = resolve(dirname(q), readlinkSync(q));
    return q;
  } catch {
    return p;
  }
}
import { readlinkSync } from 'node:fs';

// ---------- the workspace ----------

const LOG = join(IN, 'log.ndjson');
const KEY = join(IN, 'key.csv');
const TABLES = join(IN, 'tables.json');
const DB = join(ST, 's.db');
const SIGNKEY = join(IN, 'signer');
{
  const s = run(['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '400', '--faults', '0.25', '--seed', '24', '--out', LOG, '--key', KEY, '--tables-out', TABLES]);
  if (s.code !== 0) throw new Error(`simulate: ${s.stderr}`);
  const k = run(['keys', 'new', '--out', SIGNKEY]);
  if (k.code !== 0) throw new Error(`keys new: ${k.stderr}`);
  const a = run(['audit', LOG, '--tables', TABLES, '--db', DB, '--sign', `${SIGNKEY}.key`, '--quiet']);
  if (a.code !== 1) throw new Error(`audit: ${a.code} ${a.stderr}`);
  for (const f of readdirSync(join(ROOT, 'fixtures', 'mappings', 'dragon-six-row-per-hand'))) copyFileSync(join(ROOT, 'fixtures', 'mappings', 'dragon-six-row-per-hand', f), join(IN, f));
}
const RUN = JSON.parse(run(['runs', '--db', DB, '--json']).stdout.toString())[0]?.id ?? JSON.parse(run(['runs', '--db', DB, '--json']).stdout.toString()).runs?.[0]?.id;
const HAND = readFileSync(KEY, 'utf8').split('\n')[1].split(',')[0];
const EXPORT = join(IN, 'BAC-07_2026-03-06.csv');
const MAP = join(IN, 'casino.map.json');
const INPUTS = [LOG, KEY, TABLES, EXPORT, MAP, `${SIGNKEY}.key`, `${SIGNKEY}.pub`];
console.log(`workspace ${W}; run ${RUN}; hand ${HAND}`);

// ---------- 1. every output option of every command ----------

const o = (n) => join(OUT, n);
/** [name, args, finals, folders, allowed (written in place: the store an audit writes), expected exit codes] */
const writers = [
  ['audit --out json', ['audit', LOG, '--tables', TABLES, '--out', o('a.json')], [o('a.json')]],
  ['audit --out csv --format csv', ['audit', LOG, '--tables', TABLES, '--format', 'csv', '--out', o('a.csv')], [o('a.csv')]],
  ['audit --out txt --format terminal', ['audit', LOG, '--tables', TABLES, '--format', 'text', '--out', o('a.txt')], [o('a.txt')]],
  ['audit --excel --out', ['audit', LOG, '--tables', TABLES, '--excel', '--out', o('ax.csv')], [o('ax.csv')]],
  ['audit --pdf --stats', ['audit', LOG, '--tables', TABLES, '--pdf', o('a.pdf'), '--stats', '--quiet'], [o('a.pdf')]],
  ['audit --out --pdf --db (new store) --sign --workers 2', ['audit', LOG, '--tables', TABLES, '--out', o('b.json'), '--pdf', o('b.pdf'), '--db', o('new.db'), '--sign', `${SIGNKEY}.key`, '--workers', '2', '--quiet'], [o('b.json'), o('b.pdf')], [], [o('new.db')]],
  ['import --out', ['import', EXPORT, '--map', MAP, '--out', o('imported.ndjson')], [o('imported.ndjson')]],
  ['map init --out', ['map', 'init', EXPORT, '--out', o('draft.map.json')], [o('draft.map.json')]],
  ['findings --out json', ['findings', '--db', DB, '--format', 'json', '--out', o('f.json')], [o('f.json')]],
  ['findings --out csv --excel', ['findings', '--db', DB, '--excel', '--out', o('f.csv')], [o('f.csv')]],
  ['summary --out', ['summary', '--db', DB, '--by', 'dealer', '--format', 'json', '--out', o('s.json')], [o('s.json')]],
  ['stats --out --svg (logs)', ['stats', LOG, '--tables', TABLES, '--by', 'dealer', '--format', 'json', '--out', o('st.json'), '--svg', o('svg')], [o('st.json')], [], [], o('svg')],
  ['stats --db --out --svg', ['stats', '--db', DB, '--by', 'table', '--out', o('std.txt'), '--svg', o('svgdb')], [o('std.txt')], [], [], o('svgdb')],
  ['report --pdf --stored-paths --stats', ['report', RUN, '--db', DB, '--pdf', o('r.pdf'), '--stored-paths', '--root', '/', '--stats'], [o('r.pdf')]],
  ['report --pdf --input', ['report', RUN, '--db', DB, '--pdf', o('r2.pdf'), '--input', LOG], [o('r2.pdf')]],
  ['export --out DIR', ['export', RUN, '--db', DB, '--out', o('bundle')], [], [o('bundle')]],
  ['keys new --out', ['keys', 'new', '--out', o('k2')], [o('k2.key'), o('k2.pub')]],
  ['simulate --out --key --tables-out', ['simulate', '--ruleset', 'pe-dragon-six-baccarat', '--hands', '200', '--faults', '0.2', '--out', o('sim.ndjson'), '--key', o('sim.key.csv'), '--tables-out', o('sim.tables.json')], [o('sim.ndjson'), o('sim.key.csv'), o('sim.tables.json')]],
  ['simulate --out csv (tables beside)', ['simulate', '--ruleset', 'pe-poker-caribeno', '--hands', '50', '--out', o('csv/sim.csv')], [o('csv/sim.csv')]],
  ['replay --pdf --html (log)', ['replay', LOG, HAND, '--tables', TABLES, '--pdf', o('rp.pdf'), '--html', o('rp.html')], [o('rp.pdf'), o('rp.html')]],
  ['replay --db --pdf --html', ['replay', RUN, HAND, '--db', DB, '--root', '/', '--pdf', o('rpd.pdf'), '--html', o('rpd.html')], [o('rpd.pdf'), o('rpd.html')]],
];

if (section('writes')) {
  // negative controls: the checker sees a final name opened for writing, and a write after the rename
  const ctl = (code) => {
    const r = traced(['-e', code], { script: true });
    return writeProblems({ ...r, code: 0 }, { finals: [o('ctl.json')], inputs: INPUTS }).length === 0;
  };
  const direct = ctl(`require('fs').writeFileSync(${JSON.stringify(o('ctl.json'))}, 'x')`);
  const after = ctl(`const fs=require('fs'); const t=${JSON.stringify(o('.ctl.json.tmp'))}; const fd=fs.openSync(t,'wx'); fs.renameSync(t, ${JSON.stringify(o('ctl.json'))}); fs.writeSync(fd,'x'); fs.closeSync(fd)`);
  const good = ctl(`const fs=require('fs'); const t=${JSON.stringify(o('.ctl.json.tmp'))}; fs.writeFileSync(t,'x',{flag:'wx'}); fs.renameSync(t, ${JSON.stringify(o('ctl.json'))})`);
  ok(!direct && !after && good, 'controls: the checker fails writeFileSync on the final name and a write after the rename, passes a temp renamed');
  rmSync(o('ctl.json'), { force: true });
  mkdirSync(o('svg'));
  mkdirSync(o('svgdb'));
  mkdirSync(o('csv'));
  for (const [name, args, finals, folders = [], allowed = [], svgDir] of writers) {
    const inBefore = INPUTS.map(fileStamp);
    const dbBefore = storeFiles(DB).map(fileStamp);
    const r = traced([...args, '--lang', 'en']);
    if (!ok(r.code === 0 || r.code === 1, `${name}: exit ${r.code}`, r.stderr)) continue;
    // simulate CSV: the tables file's name is whatever it says it wrote; take it from the folder
    let fin = finals;
    if (svgDir) {
      const charts = readdirSync(svgDir).filter((f) => !f.startsWith('.'));
      ok(charts.length > 0 && readdirSync(svgDir).length === charts.length, `${name}: ${charts.length} charts, no temp left in the folder`);
      fin = [...finals, ...charts.map((f) => join(svgDir, f))];
    }
    if (name.startsWith('simulate --out csv')) fin = readdirSync(o('csv')).map((f) => o(`csv/${f}`));
    checkWrites(`${name}: temp beside, renamed, final never opened for writing`, r, { finals: fin, folders, allowed, inputs: [...INPUTS, ...storeFiles(DB)] });
    ok(JSON.stringify(INPUTS.map(fileStamp)) === JSON.stringify(inBefore), `${name}: inputs unchanged (bytes, mtime)`);
    ok(JSON.stringify(storeFiles(DB).map(fileStamp)) === JSON.stringify(dbBefore), `${name}: the store unchanged`);
  }
}

// ---------- 2. read-only commands on the store ----------

const readers = (db, extra = {}) => (extra.tag = extra.tag.replace(/[^\w]+/g, '-'), [
  ['findings', ['findings', '--db', db, '--format', 'json']],
  ['findings --run --article', ['findings', '--db', db, '--run', 'latest', '--article', '13', '--format', 'csv']],
  ['summary', ['summary', '--db', db, '--by', 'shift']],
  ['stats --db', ['stats', '--db', db, '--by', 'dealer', '--format', 'json']],
  ['verify', ['verify', RUN, '--db', db, '--key', `${SIGNKEY}.pub`]],
  ['verify --stored-paths', ['verify', RUN, '--db', db, '--stored-paths', '--root', '/']],
  ['verify --input --json', ['verify', RUN, '--db', db, '--input', LOG, '--json']],
  ['report --pdf', ['report', RUN, '--db', db, '--pdf', o(`ro-${extra.tag ?? 'x'}.pdf`), '--input', LOG]],
  ['export', ['export', RUN, '--db', db, '--out', o(`ro-bundle-${extra.tag ?? 'x'}-${traceNo}`)]],
  ['runs --json', ['runs', '--db', db, '--json']],
  ['replay --db', ['replay', RUN, HAND, '--db', db, '--root', '/', '--format', 'json']],
]);

async function serveCheck(tag, db, cwd = W, uid) {
  const before = storeFiles(safeReal(resolve(cwd, db))).map(fileStamp);
  const log = join(W, `strace.serve.${++traceNo}.txt`);
  const child = spawn(STRACE, ['-f', '-qq', '-y', '-s', '0', '-o', log, '-e', `trace=${TRACE}`, ...(uid === undefined ? [] : ['-u', 'nobody']), '--', process.execPath, CLI, 'serve', '--db', db, '--port', '0'], {
    cwd, env: baseEnv, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  const url = await new Promise((res) => {
    const t = setInterval(() => {
      const m = /(http:\/\/\S+)/.exec(out);
      if (m || child.exitCode !== null) {
        clearInterval(t);
        res(m?.[1]);
      }
    }, 50);
  });
  if (!url) return ok(false, `serve ${tag}: no URL`, err);
  const base = url.replace(/\/$/, '');
  const pages = ['/', `/runs/${RUN}`, `/runs/${RUN}/findings`, `/runs/${RUN}/findings?lang=en&article=14`, `/runs/${RUN}/findings.csv`,
    `/runs/${RUN}/report.pdf`, `/runs/${RUN}/findings.pdf`, `/runs/${RUN}/hands/${HAND}`, `/runs/${RUN}/article?ruleset=pe-pot-luck-black-jack&article=${encodeURIComponent('Art. 14º')}`, `/runs/${RUN}/hands/${HAND}?lang=en`, '/assets/workbench.css', '/assets/replay.css', '/favicon.ico', '/nope'];
  const codes = [];
  for (const p of pages) {
    try {
      const res = await fetch(base + p);
      await res.arrayBuffer();
      codes.push(`${p.split('?')[0].replace(RUN, 'RUN').replace(HAND, 'HAND')} ${res.status}`);
    } catch (e) {
      codes.push(`${p} ${e.message}`);
    }
  }
  // SIGINT to the node process strace started (its only child), by its pid
  const kids = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
  for (const k of kids) process.kill(k, 'SIGINT');
  await new Promise((res) => child.on('exit', res));
  const events = parseStrace(readFileSync(log, 'utf8'), cwd);
  rmSync(log);
  const bad = codes.filter((c) => !/ (200|204)$/.test(c) && !c.startsWith('/nope'));
  ok(bad.length === 0, `serve ${tag}: every page answered (${codes.length} GETs)`, bad.join('\n'));
  return checkReadOnly(`serve ${tag}: store opened read-only, unchanged`, { code: 0, events, stderr: err }, safeReal(resolve(cwd, db)), before);
}

/** Every reader over a store as `db` (as given on the command line, from `cwd`). */
async function readOnlySuite(tag, db, cwd = W, uid) {
  const real = safeReal(resolve(cwd, db));
  for (const [name, args] of readers(db, { tag })) {
    const before = storeFiles(real).map(fileStamp);
    const r = traced([...args, '--lang', 'en'], { cwd, uid });
    checkReadOnly(`${tag}: ${name}`, r, real, before);
  }
  await serveCheck(tag, db, cwd, uid);
}

if (section('readonly')) {
  {
    const before = storeFiles(DB).map(fileStamp);
    const r = traced(['-e', `require('fs').closeSync(require('fs').openSync(${JSON.stringify(DB)}, 'r+'))`], { script: true });
    const caught = r.events.some((ev) => ev.write && ev.paths.includes(DB));
    ok(caught && JSON.stringify(storeFiles(DB).map(fileStamp)) === JSON.stringify(before), 'control: the checker sees the store opened O_RDWR (no byte written)');
  }
  await readOnlySuite('plain store', DB);
  // relative path with `..`, and a symbolic link to the store
  mkdirSync(join(W, 'elsewhere'));
  await readOnlySuite('relative ../st/s.db', '../st/s.db', join(W, 'elsewhere'));
  symlinkSync(DB, join(W, 'elsewhere', 'link.db'));
  await readOnlySuite('through a symlink', join(W, 'elsewhere', 'link.db'));

  // a store left in WAL mode with a -wal present (an audit killed mid-write leaves it so): made by copying a
  // store while a process holds it open in WAL mode with uncheckpointed pages
  const WALDIR = join(W, 'wal');
  mkdirSync(WALDIR);
  const walDb = join(WALDIR, 'w.db');
  copyFileSync(DB, walDb);
  const mk = spawnSync(process.execPath, ['-e', `
    const D = require(${JSON.stringify(join(ROOT, 'node_modules', 'better-sqlite3'))});
    const db = new D(${JSON.stringify(walDb)});
    db.pragma('journal_mode = WAL'); db.pragma('wal_autocheckpoint = 0');
    db.exec("CREATE TABLE IF NOT EXISTS e24_probe(x)"); db.exec("DROP TABLE e24_probe");
    const fs = require('fs');
    for (const s of ['', '-wal']) fs.copyFileSync(${JSON.stringify(walDb)} + s, ${JSON.stringify(walDb)} + '.keep' + s);
    process.exit(0);`], { encoding: 'utf8' });
  if (mk.status !== 0) note(`could not make a WAL store: ${mk.stderr}`);
  for (const s of ['', '-wal', '-shm']) rmSync(walDb + s, { force: true });
  copyFileSync(`${walDb}.keep`, walDb);
  copyFileSync(`${walDb}.keep-wal`, `${walDb}-wal`);
  rmSync(`${walDb}.keep`);
  rmSync(`${walDb}.keep-wal`);
  const hdr = readFileSync(walDb).subarray(18, 20);
  ok(hdr[0] === 2 && existsSync(`${walDb}-wal`) && statSync(`${walDb}-wal`).size > 0, `WAL store made: header in WAL, -wal ${statSync(`${walDb}-wal`).size} bytes, no -shm`);
  await readOnlySuite('left in WAL with a -wal', walDb);
  // a store as an audit killed with SIGKILL mid-write leaves it: -wal and -shm beside it
  {
    const KILLED = join(W, 'killed');
    mkdirSync(KILLED);
    const kdb = join(KILLED, 'k.db');
    copyFileSync(DB, kdb);
    const big = join(IN, 'kill.ndjson');
    run(['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '20000', '--faults', '0.3', '--seed', '3', '--out', big, '--tables-out', join(IN, 'kill.tables.json')]);
    const child = spawn(process.execPath, [CLI, 'audit', big, '--tables', join(IN, 'kill.tables.json'), '--db', kdb, '--quiet'], { cwd: W, env: baseEnv, stdio: 'ignore' });
    const t0 = Date.now();
    while (Date.now() - t0 < 30000 && !(existsSync(`${kdb}-wal`) && statSync(`${kdb}-wal`).size > 200000)) await new Promise((res) => setTimeout(res, 10));
    child.kill('SIGKILL');
    await new Promise((res) => child.on('exit', res));
    for (const e of readdirSync(TMP)) rmSync(join(TMP, e), { recursive: true, force: true }); // the killed audit's spill (no exit handler ran)
    ok(existsSync(`${kdb}-wal`) && existsSync(`${kdb}-shm`), `an audit killed with SIGKILL mid-write left ${readdirSync(KILLED).join(' ')}`);
    await readOnlySuite('left by an audit killed with SIGKILL (-wal and -shm)', kdb);
  }
  // the same, with the folder read-only (chmod 555) and the store 444
  chmodSync(walDb, 0o444);
  chmodSync(`${walDb}-wal`, 0o444);
  chmodSync(WALDIR, 0o555);
  await readOnlySuite('WAL store in a chmod 555 folder (root)', walDb);
  const nobody = spawnSync(process.execPath, ['-e', `require('fs').accessSync(${JSON.stringify(CLI)})`], { uid: 65534, gid: 65534 }).status === 0;
  if (process.getuid() === 0 && nobody) {
    chmodSync(TMP, 0o1777);
    chmodSync(OUT, 0o1777);
    await readOnlySuite('WAL store in a chmod 555 folder (as nobody)', walDb, W, 65534);
    chmodSync(TMP, 0o755);
  } else note('the CLI is not reachable by nobody: the chmod 555 folder is checked as root only');
  // a store another process has open in WAL mode (an audit writing, a workbench): read as it is; what a reader does
  // to the -shm is reported, the store and its -wal must not be written
  {
    const LIVE = join(W, 'live');
    mkdirSync(LIVE);
    const liveDb = join(LIVE, 'l.db');
    copyFileSync(DB, liveDb);
    const holder = spawn(process.execPath, ['-e', `
      const D = require(${JSON.stringify(join(ROOT, 'node_modules', 'better-sqlite3'))});
      const db = new D(${JSON.stringify(liveDb)}); db.pragma('journal_mode = WAL'); db.pragma('wal_autocheckpoint = 0');
      db.exec("CREATE TABLE IF NOT EXISTS e24_probe(x)"); db.exec("DROP TABLE e24_probe");
      console.log('ready'); setInterval(() => {}, 1000);`], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise((res) => holder.stdout.once('data', res));
    const shmWrites = new Set();
    for (const [name, args] of readers(liveDb, { tag: 'live' })) {
      const before = [liveDb, `${liveDb}-wal`].map(fileStamp);
      const r = traced([...args, '--lang', 'en']);
      const touches = (ev) => ev.paths.some((p) => p === liveDb || p === `${liveDb}-wal` || p === `${liveDb}-journal`);
      const bad = r.events.filter((ev) => ev.write && touches(ev) && ev.call !== 'openat');
      for (const ev of r.events) if (ev.write && (ev.paths.includes(`${liveDb}-shm`) || (touches(ev) && ev.call === 'openat'))) shmWrites.add(`${basename(ev.paths[0])} ${ev.call}${ev.flags ? ' ' + ev.flags.replace('|O_CLOEXEC', '').replace('|O_NOFOLLOW', '') : ''}`);
      ok(bad.length === 0 && JSON.stringify([liveDb, `${liveDb}-wal`].map(fileStamp)) === JSON.stringify(before) && r.code <= 1, `store held open by another process: ${name}: no write, rename or unlink of the store or its -wal; bytes unchanged`, bad.slice(0, 3).map((e) => e.line).join('\n') + r.stderr);
    }
    holder.kill('SIGTERM');
    note(`a store another process holds open in WAL mode is read as it is (store/db.ts leftInWal); SQLite's own calls on it from a reader: ${[...shmWrites].join('; ') || 'none'}`);
  }
  // and a read-only file system (a tmpfs mounted ro): root cannot write there either
  const RO = join(W, 'rofs');
  mkdirSync(RO);
  if (spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', RO]).status === 0) {
    copyFileSync(DB, join(RO, 's.db'));
    // the WAL store too
    chmodSync(WALDIR, 0o755);
    copyFileSync(walDb, join(RO, 'w.db'));
    copyFileSync(`${walDb}-wal`, join(RO, 'w.db-wal'));
    chmodSync(WALDIR, 0o555);
    spawnSync('mount', ['-o', 'remount,ro', RO]);
    await readOnlySuite('store on a read-only file system', join(RO, 's.db'));
    await readOnlySuite('WAL store on a read-only file system', join(RO, 'w.db'));
    spawnSync('umount', [RO]);
  } else note('mount not permitted: the read-only file system is not checked');
}

// ---------- 3. outputs over the evidence ----------

if (section('aliases')) {
  const rel = (p, cwd = W) => relative(cwd, p);
  mkdirSync(join(W, 'a'), { recursive: true });
  symlinkSync(LOG, join(OUT, 'log-link.ndjson'));
  linkSync(LOG, join(OUT, 'log-hard.ndjson'));
  symlinkSync(DB, join(OUT, 'db-link'));
  linkSync(DB, join(OUT, 'db-hard'));
  // sidecars that exist now (a -wal and -shm of the store, as a running audit has them)
  const names = (p) => [p, `./${rel(p)}`, rel(p), `a/../${rel(p)}`, `${dirname(p)}/../${basename(dirname(p))}/${basename(p)}`];
  const targets = [
    ...names(LOG), ...names(TABLES), ...names(DB), `${DB}-wal`, `${DB}-shm`, `${DB}-journal`, join(OUT, 'log-link.ndjson'), join(OUT, 'log-hard.ndjson'), join(OUT, 'db-link'), join(OUT, 'db-hard'),
  ];
  const caseFold = existsSync(LOG.toUpperCase().replace(W.toUpperCase(), W));
  note(`a different case: the file system ${caseFold ? 'folds case' : 'is case-sensitive (log.ndjson and LOG.NDJSON are two files): nothing to refuse'}`);
  const cmds = (t) => [
    ['audit --out', ['audit', LOG, '--tables', TABLES, '--db', DB, '--out', t]],
    ['audit --pdf', ['audit', LOG, '--tables', TABLES, '--db', DB, '--pdf', t]],
    ['import --out', ['import', EXPORT, '--map', MAP, '--out', t], 'store'],
    ['findings --out', ['findings', '--db', DB, '--out', t], 'store'],
    ['summary --out', ['summary', '--db', DB, '--out', t], 'store'],
    ['stats --out', ['stats', LOG, '--tables', TABLES, '--out', t]],
    ['stats --db --out', ['stats', '--db', DB, '--out', t], 'store'],
    ['report --pdf', ['report', RUN, '--db', DB, '--pdf', t, '--input', LOG], 'no-tables'],
    ['simulate --out', ['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '3', '--tables', '1', '--out', t, '--tables-out', TABLES], 'no-log'],
    ['simulate --key', ['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '3', '--out', o('x.ndjson'), '--key', t, '--tables-out', TABLES], 'no-log'],
    ['replay --pdf', ['replay', LOG, HAND, '--tables', TABLES, '--pdf', t]],
    ['replay --html', ['replay', RUN, HAND, '--db', DB, '--root', '/', '--html', t], 'no-tables'],
  ];
  let n = 0;
  let bad = [];
  for (const t of targets) {
    for (const [name, args, uses] of cmds(t)) {
      // import and simulate do not read the log: replacing it is not refused (the store is evidence to every command)
      // (report and replay --db read the log, not the tables file; findings, summary, stats --db, import neither)
      const isLog = names(LOG).includes(t) || t.startsWith(join(OUT, 'log-'));
      const isTables = names(TABLES).includes(t);
      if ((uses === 'no-log' || uses === 'store') && isLog) continue;
      if ((uses === 'no-tables' || uses === 'store') && isTables) continue;
      const before = tree(W);
      const r = traced([...args, '--lang', 'en']);
      n++;
      const writes = r.events.filter((ev) => ev.write && ev.ok && ev.paths.some((p) => inW(p) && !inTmp(p)));
      const diff = treeDiff(before, tree(W));
      const refusedOk = r.code === 2 && oneLine(r) && writes.length === 0 && diff.length === 0;
      // a target this command does not read (simulate --out over the tables file it writes itself is refused as
      // two outputs on one file; over the log or the store it is refused as evidence): every pair is refused
      if (!refusedOk) bad.push(`${name} ${t}: exit ${r.code}, ${r.stderr.trim().split('\n').length} line(s) "${r.stderr.trim().slice(0, 160)}", ${writes.length} write(s) ${writes.slice(0, 2).map((w) => w.line).join(' | ')} ${diff.slice(0, 2).join(' ')}`);
    }
  }
  ok(bad.length === 0, `outputs over the log, tables, store, sidecars, links, named five ways: ${n} runs refused, exit 2, one line, no write`, bad.slice(0, 40).map((b) => b.slice(0, 300)).join('\n'));
  // export and keys new: their folder/names over the evidence
  const more = [
    ['export --out the store', ['export', RUN, '--db', DB, '--out', DB]],
    ['export --out ./st', ['export', RUN, '--db', DB, '--out', './st']],
    ['keys new --out the signer (exists)', ['keys', 'new', '--out', SIGNKEY]],
    ['map init --out the export', ['map', 'init', EXPORT, '--out', EXPORT]],
    ['map init --out the store', ['map', 'init', EXPORT, '--out', DB]],
    ['audit --db the log', ['audit', LOG, '--db', LOG]],
    ['audit --db the tables', ['audit', LOG, '--tables', TABLES, '--db', `./in/../in/tables.json`]],
    ['stats --svg the store', ['stats', LOG, '--svg', DB]],
    ['audit --out same as --pdf', ['audit', LOG, '--out', o('same.x'), '--pdf', `./out/../out/same.x`]],
  ];
  bad = [];
  for (const [name, args] of more) {
    const before = tree(W);
    const r = traced([...args, '--lang', 'en']);
    const writes = r.events.filter((ev) => ev.write && ev.ok && ev.paths.some((p) => inW(p) && !inTmp(p)));
    const diff = treeDiff(before, tree(W));
    if (!(r.code === 2 && oneLine(r) && writes.length === 0 && diff.length === 0)) bad.push(`${name}: exit ${r.code} "${r.stderr.trim().slice(0, 200)}" writes ${writes.length} ${writes.slice(0, 2).map((w) => w.line).join(' | ')} ${diff.slice(0, 3).join(' ')}`);
  }
  ok(bad.length === 0, `export, keys new, map init, audit --db, stats --svg, two outputs on one file: ${more.length} refused`, bad.join('\n'));
  for (const f of ['log-link.ndjson', 'log-hard.ndjson', 'db-link', 'db-hard']) rmSync(join(OUT, f));
}

// ---------- 4. write errors ----------

function writeErrorCase(name, args, finalPath, lang, extra = {}, mayChange = () => false) {
  const before = tree(W);
  const r = traced([...args, '--lang', lang], extra);
  const problems = [];
  if (r.code !== 2) problems.push(`exit ${r.code}`);
  if (!oneLine(r)) problems.push(`stderr: ${JSON.stringify(r.stderr.slice(0, 400))}`);
  if (finalPath && existsSync(finalPath) && before[relative(W, finalPath)] === undefined) problems.push(`${finalPath} left`);
  const diff = treeDiff(before, tree(W)).filter((d) => !d.startsWith('tmp') && !mayChange(d));
  if (diff.length) problems.push(`changed: ${diff.slice(0, 4).join('; ')}`);
  if (readdirSync(TMP).length) problems.push(`temp folder: ${readdirSync(TMP).join(' ')}`);
  if (lang === 'es' && /cannot|no such|denied|permission|read-only|too long/i.test(r.stderr)) problems.push(`English in es: ${r.stderr.trim()}`);
  return ok(problems.length === 0, `${name} [${lang}]: exit 2, one line: ${r.stderr.trim().slice(0, 150)}`, problems.join('\n'));
}

if (section('write-errors')) {
  const outOpts = (t) => [
    ['audit --out', ['audit', LOG, '--tables', TABLES, '--out', t]],
    ['audit --pdf', ['audit', LOG, '--tables', TABLES, '--pdf', t, '--quiet']],
    ['import --out', ['import', EXPORT, '--map', MAP, '--out', t]],
    ['map init --out', ['map', 'init', EXPORT, '--out', t]],
    ['findings --out', ['findings', '--db', DB, '--out', t]],
    ['summary --out', ['summary', '--db', DB, '--out', t]],
    ['stats --out', ['stats', LOG, '--tables', TABLES, '--out', t]],
    ['report --pdf', ['report', RUN, '--db', DB, '--pdf', t, '--input', LOG]],
    ['simulate --out', ['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '300', '--out', t]],
    ['simulate --key', ['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '300', '--faults', '0.3', '--key', t]],
    ['replay --pdf', ['replay', LOG, HAND, '--tables', TABLES, '--pdf', t]],
    ['replay --html', ['replay', LOG, HAND, '--tables', TABLES, '--html', t]],
    ['keys new --out', ['keys', 'new', '--out', t]],
    ['export --out', ['export', RUN, '--db', DB, '--out', t]],
    ['stats --svg', ['stats', LOG, '--tables', TABLES, '--svg', t]],
    ['audit --db', ['audit', LOG, '--tables', TABLES, '--db', t]],
  ];
  const NOWRITE = join(W, 'nowrite');
  mkdirSync(NOWRITE);
  chmodSync(NOWRITE, 0o555);
  writeFileSync(join(W, 'afile'), 'x');
  mkdirSync(join(OUT, 'adir'), { recursive: true });
  const RO = join(W, 'rofs2');
  mkdirSync(RO);
  const roMounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', RO]).status === 0;
  const nobody = process.getuid() === 0 && spawnSync(process.execPath, ['-e', `require('fs').accessSync(${JSON.stringify(CLI)})`], { uid: 65534, gid: 65534 }).status === 0;
  const places = [
    ['/dev/full', '/dev/full'],
    ['a path under a regular file', join(W, 'afile', 'r.out')],
    ['an existing folder', join(OUT, 'adir')],
    ['a name of 300 bytes', join(OUT, 'n'.repeat(300))],
    ...(roMounted ? [['a read-only file system', join(RO, 'r.out')]] : []),
  ];
  for (const lang of ['en', 'es']) {
    for (const [where, t] of places) {
      for (const [name, args] of outOpts(t)) {
        if (where === 'an existing folder' && (name === 'export --out' || name === 'stats --svg')) continue; // a folder they fill: see below
        if (where === '/dev/full' && (name === 'export --out' || name === 'stats --svg' || name === 'keys new --out' || name === 'audit --db')) continue;
        writeErrorCase(`${name} on ${where}`, args, where === '/dev/full' ? undefined : t, lang);
      }
    }
    if (nobody) {
      chmodSync(TMP, 0o1777);
      for (const [name, args] of outOpts(join(NOWRITE, 'r.out'))) {
        writeErrorCase(`${name} in a chmod 555 folder (as nobody)`, args, join(NOWRITE, 'r.out'), lang, { uid: 65534 });
      }
      chmodSync(TMP, 0o755);
    } else note('nobody cannot reach the CLI: the chmod 555 folder is checked through the read-only mount only');
  }
  if (roMounted) spawnSync('umount', [RO]);
  // a disk that fills midway: a 200k tmpfs
  const FULL = join(W, 'small');
  mkdirSync(FULL);
  if (spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=200k', 'tmpfs', FULL]).status === 0) {
    const big = join(IN, 'big.ndjson');
    run(['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '3000', '--faults', '0.5', '--seed', '5', '--out', big, '--tables-out', join(IN, 'big.tables.json')]);
    const fill = [
      ['audit --out (findings > 200k)', ['audit', big, '--tables', join(IN, 'big.tables.json'), '--format', 'json', '--out', join(FULL, 'r.json')], join(FULL, 'r.json')],
      ['audit --pdf', ['audit', big, '--tables', join(IN, 'big.tables.json'), '--pdf', join(FULL, 'r.pdf'), '--quiet'], join(FULL, 'r.pdf')],
      ['simulate --out', ['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '3000', '--out', join(FULL, 's.ndjson')], join(FULL, 's.ndjson')],
      ['import --out (the disk full before it starts)', ['import', EXPORT, '--map', MAP, '--out', join(FULL, 'i.ndjson')], join(FULL, 'i.ndjson'), 'full'],
      ['export --out', ['export', RUN, '--db', DB, '--out', join(FULL, 'bundle')], join(FULL, 'bundle')],
      ['audit --db (the disk fills while the store is set up)', ['audit', big, '--tables', join(IN, 'big.tables.json'), '--db', join(FULL, 'n.db'), '--quiet'], undefined],
      ['audit --db (the disk fills during the run)', ['audit', big, '--tables', join(IN, 'big.tables.json'), '--db', join(FULL, 'n.db'), '--quiet'], undefined, 'empty'],
    ];
    for (const lang of ['en', 'es']) {
      for (const [name, args, fin, full] of fill) {
        // a little already on the disk, so the output fills it midway (import's output is 2 KB: the disk is full)
        try {
          writeFileSync(join(FULL, 'ballast'), Buffer.alloc(full === 'full' ? 400 * 1024 : full === 'empty' ? 0 : 60 * 1024));
        } catch { /* full */ }
        const isStore = name.startsWith('audit --db');
        writeErrorCase(`${name} on a 200k tmpfs`, args, fin, lang, {}, (d) => isStore && /^small\/n\.db/.test(d) || d.startsWith('small/ballast'));
        rmSync(join(FULL, 'ballast'));
        if (isStore) {
          // the store an audit could not finish: kept, with what it committed, as an incomplete run a read command lists
          const left = readdirSync(FULL).filter((e) => e.startsWith('n.db')).sort();
          const runs = run(['runs', '--db', join(FULL, 'n.db'), '--lang', 'en']);
          if (full === 'empty') {
            const said = runs.stdout.toString().trim().split('\n')[0];
            ok(runs.code === 0 && /incomplete|no runs stored/.test(said) && readdirSync(TMP).length === 0, `${name} [${lang}]: the store is left (${left.join(' ')}), readable, an incomplete run or none; runs says "${said.slice(0, 80)}"`, runs.stdout.toString().slice(0, 200) + runs.stderr);
            if (lang === 'en') note(`audit --db on a disk that fills during the run: exit 2, one line; the store stays (${left.join(', ')}) readable; what it committed is kept (here the disk filled before the run's first commit: "no runs stored")`);
          } else ok(left.length === 0, `${name} [${lang}]: no store left (${left.join(' ')})`);
        }
        for (const e of readdirSync(FULL)) if (e.endsWith('.db') || e.includes('.db-')) rmSync(join(FULL, e), { force: true });
      }
    }
    const left = readdirSync(FULL);
    ok(left.length === 0, `the 200k tmpfs holds nothing afterwards`, left.join(' '));
    spawnSync('umount', [FULL]);
  } else note('mount not permitted: the disk that fills midway is not checked');
}

// ---------- 1b. interrupted runs: SIGINT, SIGTERM mid-write ----------

if (section('signals')) {
  const big = join(IN, 'sig.ndjson');
  run(['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '6000', '--faults', '0.3', '--seed', '9', '--out', big, '--tables-out', join(IN, 'sig.tables.json')]);
  const SIG = join(W, 'sig');
  mkdirSync(SIG);
  const sigDb = join(ST, 'sig.db');
  run(['audit', big, '--tables', join(IN, 'sig.tables.json'), '--db', sigDb, '--quiet']);
  const sigRun = JSON.parse(run(['runs', '--db', sigDb, '--json']).stdout.toString())[0]?.id;
  const cases = [
    ['audit --out --pdf', (d) => ['audit', big, '--tables', join(IN, 'sig.tables.json'), '--out', join(d, 'r.json'), '--pdf', join(d, 'r.pdf'), '--quiet']],
    ['simulate --out --key', (d) => ['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '200000', '--faults', '0.3', '--out', join(d, 's.ndjson'), '--key', join(d, 'k.csv')]],
    ['stats --out --svg', (d) => ['stats', big, '--tables', join(IN, 'sig.tables.json'), '--by', 'dealer', 'shoe', '--out', join(d, 'st.txt'), '--svg', join(d, 'svg')]],
    ['report --pdf --stats', (d) => ['report', sigRun, '--db', sigDb, '--pdf', join(d, 'r.pdf'), '--stored-paths', '--root', '/', '--stats']],
    ['export --out', (d) => ['export', sigRun, '--db', sigDb, '--out', join(d, 'bundle')]],
  ];
  for (const sig of ['SIGINT', 'SIGTERM']) {
    for (const [name, mk] of cases) {
      const d = join(SIG, `${sig}-${name.split(' ')[0]}`);
      mkdirSync(d);
      mkdirSync(join(d, 'svg'));
      const child = spawn(process.execPath, [CLI, ...mk(d), '--lang', 'en'], { cwd: W, env: baseEnv, stdio: ['ignore', 'ignore', 'pipe'] });
      let err = '';
      child.stderr.on('data', (x) => (err += x));
      const t0 = Date.now();
      let seen = false;
      while (Date.now() - t0 < 20000 && child.exitCode === null) {
        const partial = readdirSync(d).some((f) => f.endsWith('.partial')) || readdirSync(join(d, 'svg')).length > 0 || readdirSync(TMP).length > 0;
        if (partial) {
          seen = true;
          break;
        }
        await new Promise((res) => setTimeout(res, 2));
      }
      if (child.exitCode === null) child.kill(sig);
      const code = await new Promise((res) => (child.exitCode !== null ? res(child.exitCode) : child.on('exit', (c, s) => res(c ?? s))));
      const left = [...readdirSync(d).filter((f) => f !== 'svg'), ...readdirSync(join(d, 'svg')).map((f) => `svg/${f}`)];
      const temps = left.filter((f) => /\.partial$|(^|\/)\./.test(f));
      const spill = readdirSync(TMP);
      const interrupted = code === 130 || code === 143 || code === sig;
      // stats --svg puts each chart in place when it is whole (by design): an interrupted run may leave some whole charts
      const finals = left.filter((f) => !temps.includes(f) && !(name.startsWith('stats') && f.startsWith('svg/')));
      if (!interrupted) note(`${name}: finished (exit ${code}) before ${sig} arrived; checked only for temps left`);
      ok(seen && temps.length === 0 && spill.length === 0 && (!interrupted || finals.length === 0), `${name} killed with ${sig} mid-write (temp seen: ${seen}; exit ${code}): no temp, no spill${interrupted ? ', nothing at the final names' : ''}${name.startsWith('stats') ? ` (whole charts in place: ${left.filter((f) => f.startsWith('svg/') && !temps.includes(f)).length})` : ''}`, `left: ${left.join(' ').slice(0, 300)} spill: ${spill.join(' ')} stderr: ${err.trim().slice(0, 200)}`);
    }
  }
}

// ---------- 5. determinism ----------

if (section('determinism')) {
  const base = run(['audit', LOG, '--tables', TABLES, '--format', 'json']).stdout;
  const same = (label, r, expected = base) => {
    const eq = Buffer.compare(r.stdout, expected) === 0;
    let where = '';
    if (!eq) {
      const a = r.stdout.toString();
      const b = expected.toString();
      let i = 0;
      while (a[i] === b[i]) i++;
      where = `first difference at byte ${i}: ${JSON.stringify(b.slice(Math.max(0, i - 80), i + 80))} vs ${JSON.stringify(a.slice(Math.max(0, i - 80), i + 80))}`;
    }
    return ok(eq && (r.code === 1), `audit --format json ${label}: byte-identical (${r.stdout.length} bytes)`, where || r.stderr);
  };
  same('again', run(['audit', LOG, '--tables', TABLES, '--format', 'json']));
  same('TZ=UTC', run(['audit', LOG, '--tables', TABLES, '--format', 'json'], { env: { TZ: 'UTC' } }));
  same('TZ=Asia/Tokyo', run(['audit', LOG, '--tables', TABLES, '--format', 'json'], { env: { TZ: 'Asia/Tokyo' } }));
  same('LANG=LC_ALL=C', run(['audit', LOG, '--tables', TABLES, '--format', 'json'], { env: { LANG: 'C', LC_ALL: 'C' } }));
  same('LANG=LC_ALL=es_ES.UTF-8', run(['audit', LOG, '--tables', TABLES, '--format', 'json'], { env: { LANG: 'es_ES.UTF-8', LC_ALL: 'es_ES.UTF-8' } }));
  same('--workers 1', run(['audit', LOG, '--tables', TABLES, '--format', 'json', '--workers', '1']));
  same('--workers 2', run(['audit', LOG, '--tables', TABLES, '--format', 'json', '--workers', '2']));
  same('--out file (vs stdout)', { ...run(['audit', LOG, '--tables', TABLES, '--out', o('det.json')]), get stdout() { return readFileSync(o('det.json')); } });
  same('--lang es (the default, named)', run(['audit', LOG, '--tables', TABLES, '--format', 'json', '--lang', 'es']));
  same('VEEDOR_LANG=es and --workers auto', run(['audit', LOG, '--tables', TABLES, '--format', 'json', '--workers', 'auto'], { env: { VEEDOR_LANG: 'es' } }));
  // another cwd, the log by a relative path: the document names the log as given
  const relR = run(['audit', 'log.ndjson', '--tables', 'tables.json', '--format', 'json'], { cwd: IN });
  const absR = run(['audit', LOG, '--tables', TABLES, '--format', 'json'], { cwd: OUT });
  same('another cwd, absolute paths', absR);
  const relDoc = relR.stdout.toString();
  const pathFields = new Set();
  const walk = (v, k) => {
    if (typeof v === 'string' && (v === LOG || v === 'log.ndjson' || v === TABLES || v === 'tables.json')) pathFields.add(`${k}=${v === LOG || v === TABLES ? 'absolute' : 'relative'}`);
    else if (v && typeof v === 'object') for (const [kk, vv] of Object.entries(v)) walk(vv, Array.isArray(v) ? k : `${k}.${kk}`);
  };
  walk(JSON.parse(base.toString()), '$');
  walk(JSON.parse(relDoc), '$');
  const norm = (s) => s.split(JSON.stringify(LOG).slice(1, -1)).join('LOG').split(JSON.stringify(TABLES).slice(1, -1)).join('TABLES');
  const relNorm = relDoc.split('"log.ndjson"').join('"LOG"').split('"tables.json"').join('"TABLES"');
  const digestOf = (s) => /"findings_digest": "([0-9a-f]+)"/.exec(s)?.[1];
  const noDigest = (s) => s.replace(/"findings_digest": "[0-9a-f]+"/, '"findings_digest": "D"');
  ok(noDigest(norm(base.toString())) === noDigest(relNorm), `audit --format json with the log named relatively from another cwd: identical but for the path as given (fields: ${[...pathFields].join(', ') || 'none'})`);
  note(`path fields in the JSON document: ${[...new Set([...pathFields].map((f) => f.replace(/=.*/, '')))].join(', ') || 'none'} (the path as given); findings_digest ${digestOf(base.toString()) === digestOf(relDoc) ? 'the same' : 'differs'} between the log named absolutely and relatively (it digests the findings with their source.path)`);
  // the store's findings: two stores, the same log; relative and absolute; TZ and workers
  const stores = [
    ['abs, TZ=UTC, workers 1', join(OUT, 'd1.db'), W, LOG, { TZ: 'UTC' }, '1'],
    ['rel, TZ=Asia/Tokyo, workers 2, es_ES', '../out/d2.db', IN, 'log.ndjson', { TZ: 'Asia/Tokyo', LANG: 'es_ES.UTF-8', LC_ALL: 'es_ES.UTF-8' }, '2'],
  ];
  const dumps = [];
  for (const [label, db, cwd, log, env, workers] of stores) {
    const a = run(['audit', log, '--tables', resolve(cwd, log.includes('/') ? TABLES : 'tables.json'), '--db', db, '--workers', workers, '--quiet'], { cwd, env });
    ok(a.code === 1, `audit --db ${label}: exit ${a.code}`, a.stderr);
    dumps.push(run(['findings', '--db', resolve(cwd, db), '--format', 'json']).stdout.toString());
  }
  const stripRun = (s) => s.replace(/"run(_id)?":\s*"[^"]*"/g, '"run":"RUN"').split(JSON.stringify(LOG).slice(1, -1)).join('LOG').split('"log.ndjson"').join('"LOG"');
  ok(stripRun(dumps[0]) === stripRun(dumps[1]) && dumps[0].length > 100, `the stores' findings identical (run id and the log's path as given aside; ${dumps[0].length} bytes)`, diffAt(stripRun(dumps[0]), stripRun(dumps[1])));
  note(`findings --format json from the store: fields that differ between the two stores before normalising: ${diffFields(dumps[0], dumps[1])}`);
}
function diffAt(a, b) {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at ${i}: ${JSON.stringify(a.slice(Math.max(0, i - 100), i + 100))}\nvs ${JSON.stringify(b.slice(Math.max(0, i - 100), i + 100))}`;
}
function diffFields(a, b) {
  const fa = [];
  const A = JSON.parse(a);
  const B = JSON.parse(b);
  const walk = (x, y, k) => {
    if (x && typeof x === 'object' && y && typeof y === 'object') {
      for (const kk of Object.keys(x)) walk(x[kk], y[kk], Array.isArray(x) ? k : `${k}.${kk}`);
    } else if (x !== y && !fa.includes(k)) fa.push(k);
  };
  walk(A, B, '$');
  return fa.join(', ') || 'none';
}

console.log(`\n${checks - failures}/${checks} checks held${failures ? `, ${failures} FAILED` : ''}`);
for (const n of notes) console.log(`note: ${n}`);
if (!KEEP) {
  spawnSync('chmod', ['-R', 'u+w', W]);
  rmSync(W, { recursive: true, force: true });
} else console.log(`kept ${W}`);
process.exit(failures ? 1 : 0);
