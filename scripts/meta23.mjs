#!/usr/bin/env node
// meta23: metamorphic relations over the hand-log format. A finding must not depend on what is incidental to a
// log's representation (key order, whitespace, a BOM, CRLF, JSON vs NDJSON, the ids' spelling, how the tables'
// hands are interleaved or split into files, the offset a time is written with, `100` vs `100.00`, `Td` vs `10d`),
// and must change exactly as a minor unit moved on one payout requires.
//
//   node scripts/meta23.mjs run OUTDIR [--seeds 1,2] [--hands 2000] [--only a,b] [--no-fixtures] [--no-sims]
//        [--veedor dist/cli/veedor.js] [--jobs 2]
//
// Base logs: `veedor simulate --ruleset R --hands N --tables 4 --seed S --faults 0.05` for the five catalogs and each
// seed, and the fixtures (fixtures/<catalog>/*.json, fixtures/examples/, fixtures/demo/, fixtures/whole-currency/),
// every hand of one directory written as one NDJSON log (a repeated hand_id made unique). Every base is re-written
// by this script (canonical NDJSON), so a transform changes only what it names. Each log, base and transformed, is
// audited twice: `--lang en` on one thread and `--lang es --workers 2`; relation 8 compares the two (every field but
// the words), the other relations compare each transform with the base in each language, after mapping back what
// the relation changes:
//   R1 key order (reversed, shuffled)                       findings byte-identical (path aside)
//   R2 whitespace, BOM+CRLF, JSON array / {"hands"} / lines  identical modulo source.line/index and inputs.format
//   R3 ids renamed (hand, table, dealer, shoe, player)      identical after renaming back, in the same order
//   R4 tables interleaved otherwise, the log in 3 files     the same multiset (source aside)
//   R5 started_at +N days, the instant in another offset    identical with started_at read as an instant (shifted back)
//   R6 amounts 100.0/100.00, cards 10d, TD                  identical
//   R7 one payout +-0.01 (hands with findings, seats with several wagers): exactly one more finding, at that event,
//      that wager (seat, spot, hand, number, behind), difference +-0.01, the hand's other findings unchanged
//   R8 --workers 2 --lang es vs --workers 1 --lang en       identical but message and not_checked reasons
// Prints one line per (log, relation) and a summary; exit 1 when a relation failed. OUTDIR/fail-*.json keeps the
// first differences of each failure.
import { readFileSync, writeFileSync, mkdirSync, readdirSync, existsSync, statSync } from 'node:fs';
import { spawn, execFileSync } from 'node:child_process';
import { join, dirname, basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const args = process.argv.slice(2);
const opt = (name, dflt) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : dflt; };
const flag = (name) => args.includes(name);
const VEEDOR = opt('--veedor', join(root, 'dist/cli/veedor.js'));
const CATS = ['pe-pot-luck-black-jack', 'es-marbella-black-jack', 'pe-poker-caribeno', 'pe-dragon-six-baccarat', 'pr-8669-pai-gow-bonus'];

// ---------- a seeded random ----------
function rng(seed) { let s = seed >>> 0 || 1; return () => { s ^= s << 13; s >>>= 0; s ^= s >> 17; s ^= s << 5; s >>>= 0; return s / 4294967296; }; }
function shuffle(a, r) { for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(r() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; }

// ---------- writing JSON with control over keys, spaces and numbers ----------
// w(v, o): o.keys(obj) -> key order; o.num(path, n) -> text; o.sp: spaces around tokens.
function w(v, o, path = []) {
  if (v === null || typeof v !== 'object') {
    if (typeof v === 'number') return o.num ? o.num(path, v) : String(v);
    return JSON.stringify(v);
  }
  const s = o.sp ?? '';
  if (Array.isArray(v)) return `[${s}${v.map((x, i) => w(x, o, [...path, i])).join(`${s},${s}`)}${s}]`;
  const keys = o.keys ? o.keys(Object.keys(v), path) : Object.keys(v);
  return `{${s}${keys.map((k) => `${JSON.stringify(k)}${s}:${s}${w(v[k], o, [...path, k])}`).join(`${s},${s}`)}${s}}`;
}
const nd = (hands, o = {}) => hands.map((h) => w(h, o)).join('\n') + '\n';

// ---------- reading ----------
const readNd = (p) => readFileSync(p, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
function readAnyJson(p) {
  const t = readFileSync(p, 'utf8').replace(/^\uFEFF/, '');
  try { const v = JSON.parse(t); return Array.isArray(v) ? v : v && Array.isArray(v.hands) ? v.hands : [v]; } catch { /* NDJSON */ }
  return t.split(/\r?\n/).filter((l) => l.trim()).map((l) => JSON.parse(l));
}

// ---------- the bases ----------
function simulate(dir, seeds, hands) {
  const out = [];
  for (const cat of CATS) for (const seed of seeds) {
    const f = join(dir, `sim-${cat}-${seed}.ndjson`);
    if (!existsSync(f)) {
      execFileSync('node', [VEEDOR, 'simulate', '--ruleset', cat, '--hands', String(hands), '--tables', '4', '--seed', String(seed), '--faults', '0.05', '--out', f], { stdio: 'ignore' });
    }
    out.push({ name: `sim-${cat}-${seed}`, hands: readNd(f) });
  }
  return out;
}
function fixtures() {
  const dirs = [...CATS.map((c) => `fixtures/${c}`), 'fixtures/examples', 'fixtures/demo', 'fixtures/whole-currency'];
  const out = [];
  for (const d of dirs) {
    const hands = []; const seen = new Set();
    for (const f of readdirSync(join(root, d)).sort()) {
      if (!/\.(json|ndjson)$/.test(f) || f.endsWith('.expected.json') || f === 'cases.json') continue;
      let hs; try { hs = readAnyJson(join(root, d, f)); } catch { continue; }
      for (const h of hs) {
        if (!h || typeof h !== 'object' || typeof h.hand_id !== 'string' || !Array.isArray(h.events)) continue;
        let id = h.hand_id; for (let k = 2; seen.has(id); k++) id = `${h.hand_id}~${k}`;
        seen.add(id); hands.push({ ...h, hand_id: id });
      }
    }
    if (hands.length) out.push({ name: `fx-${basename(d)}`, hands });
  }
  return out;
}

// ---------- transforms: each gives files (name -> text) and how to map the findings back ----------
const clone = (x) => JSON.parse(JSON.stringify(x));
const revKeys = (ks) => [...ks].reverse();
function spacedText(hands) {
  // whitespace inside each record: spaces and tabs around every token, records separated by blank lines
  return hands.map((h) => ' \t' + w(h, { sp: ' \t ' }) + ' ').join('\n\n') + '\n\n';
}
function idRename(hands, seed) {
  const kinds = { hand_id: 'h', table_id: 't', dealer_id: 'd', shoe_id: 's', player: 'p' };
  const maps = {}; for (const k of Object.values(kinds)) maps[k] = new Map();
  const collect = (kind, v) => { if (typeof v === 'string' && !maps[kind].has(v)) maps[kind].set(v, null); };
  for (const h of hands) {
    for (const k of ['hand_id', 'table_id', 'dealer_id', 'shoe_id']) collect(kinds[k], h[k]);
    for (const e of h.events) collect('p', e.player);
  }
  const r = rng(seed);
  const back = new Map();
  for (const [kind, m] of Object.entries(maps)) {
    // new names sort in another order than the old (shuffled numbers, a different prefix per kind)
    const olds = [...m.keys()]; const nums = shuffle(olds.map((_, i) => i), r);
    olds.forEach((o, i) => { const n = `Z${kind.toUpperCase()}${String(nums[i] + 1000).padStart(5, '0')}q`; m.set(o, n); back.set(n, o); });
  }
  const out = hands.map((h0) => {
    const h = clone(h0);
    for (const k of ['hand_id', 'table_id', 'dealer_id', 'shoe_id']) if (typeof h[k] === 'string') h[k] = maps[kinds[k]].get(h[k]);
    for (const e of h.events) if (typeof e.player === 'string') e.player = maps.p.get(e.player);
    return h;
  });
  const unmap = (text) => text.replace(/Z[HTDSP]\d{5}q/g, (n) => back.get(n) ?? n);
  return { hands: out, unmap };
}
const byTable = (hands) => { const m = new Map(); for (const h of hands) { const k = h.table_id; if (!m.has(k)) m.set(k, []); m.get(k).push(h); } return m; };
function interleave(hands, how, seed) {
  const m = byTable(hands); const lists = [...m.values()].map((l) => [...l]);
  if (how === 'grouped') return lists.flat();
  if (how === 'rr-rev') { const out = []; const ls = lists.reverse(); let any = true; while (any) { any = false; for (const l of ls) if (l.length) { out.push(l.shift()); any = true; } } return out; }
  const r = rng(seed); const out = [];
  while (lists.some((l) => l.length)) { const live = lists.filter((l) => l.length); out.push(live[Math.floor(r() * live.length)].shift()); }
  return out;
}
// started_at: the extended form with an offset (and the basic forms) parsed to local fields + offset minutes
const TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)$/;
function parseTime(s) {
  const m = TIME.exec(s); if (!m) return null;
  let off = 0; if (m[8] !== 'Z') { const sg = m[8][0] === '-' ? -1 : 1; const d = m[8].slice(1).replace(':', ''); off = sg * (Number(d.slice(0, 2)) * 60 + Number(d.slice(2, 4) || 0)); }
  const local = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0));
  return { utc: local - off * 60000, frac: m[7] ?? '', secs: m[6] !== undefined, off };
}
function fmtTime(utc, offMin, frac, style) {
  const d = new Date(utc + offMin * 60000); const p = (n, k = 2) => String(n).padStart(k, '0');
  const base = `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}T${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}${frac ? '.' + frac : ''}`;
  if (style === 'Z' && offMin === 0) return base + 'Z';
  const sg = offMin < 0 ? '-' : '+'; const a = Math.abs(offMin);
  return `${base}${sg}${p(Math.floor(a / 60))}:${p(a % 60)}`;
}
/** The ISO 8601 basic form of an extended one: 2026-01-05T20:25:19-05:00 -> 20260105T202519-0500. */
function basicForm(x) {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})((?:\.\d+)?)(Z|[+-]\d{2}:\d{2})$/.exec(x);
  return `${m[1]}${m[2]}${m[3]}T${m[4]}${m[5]}${m[6]}${m[7]}${m[8].replace(':', '')}`;
}
function retime(hands, f) {
  return hands.map((h0, i) => { const h = clone(h0); const t = typeof h.started_at === 'string' ? parseTime(h.started_at) : null; if (t) h.started_at = f(t, i); return h; });
}
// amounts: every `amount`, and the table's money and ratios, as 100.0 / 100.00 (alternating)
const TABLE_INTS = new Set(['decks', 'max_splits', 'seats']);
function amountsNum(path, n) {
  const k = path[path.length - 1]; const inTable = path[0] === 'table';
  if (!Number.isFinite(n) || !Number.isInteger(n * 100)) return String(n);
  if (k === 'amount' || (inTable && !TABLE_INTS.has(k) && typeof k === 'string') || (inTable && path.includes('bet_paytable'))) {
    const c = (amountsNum.c = (amountsNum.c ?? 0) + 1);
    if (Number.isInteger(n)) return c % 2 ? `${n}.0` : n.toFixed(2);
    return n.toFixed(2);
  }
  return String(n);
}
function recard(hands, f) {
  return hands.map((h0) => { const h = clone(h0); for (const e of h.events) { if (typeof e.card === 'string') e.card = f(e.card); if (Array.isArray(e.cards)) e.cards = e.cards.map((c) => (typeof c === 'string' ? f(c) : c)); } return h; });
}

function transforms(base, seed) {
  const H = base.hands; const T = [];
  const r = rng(seed * 7 + 3);
  T.push({ id: 'R1-keys-reversed', rel: 'R1', files: { 'log.ndjson': nd(H, { keys: revKeys }) } });
  T.push({ id: 'R1-keys-shuffled', rel: 'R1', files: { 'log.ndjson': nd(H, { keys: (ks) => shuffle([...ks], r) }) } });
  T.push({ id: 'R2-whitespace', rel: 'R2', files: { 'log.ndjson': spacedText(H) } });
  T.push({ id: 'R2-bom-crlf', rel: 'R2', files: { 'log.ndjson': '\uFEFF' + nd(H).replace(/\n/g, '\r\n') } });
  T.push({ id: 'R2-gzip-jsonl', rel: 'R2', files: { 'log.jsonl.gz': gzipSync(Buffer.from(nd(H)), { level: 1 }) } });
  T.push({ id: 'R2-array-pretty', rel: 'R2', files: { 'log.json': JSON.stringify(H, null, 2) + '\n' } });
  T.push({ id: 'R2-hands-object-crlf', rel: 'R2', files: { 'log.json': '\uFEFF{"hands": [\r\n' + H.map((h) => JSON.stringify(h)).join(',\r\n') + '\r\n]}\r\n' } });
  T.push({ id: 'R2-hands-object-members', rel: 'R2', files: { 'log.json': '{"source": "casino export", "version": 3, "hands": [' + H.map((h) => JSON.stringify(h)).join(',\n') + '], "exported_at": "2026-12-01T00:00:00Z", "meta": {"rows": ' + H.length + '}}' } });
  T.push({ id: 'R2-array-lines', rel: 'R2', files: { 'log.json': '[\n' + H.map((h) => '  ' + JSON.stringify(h)).join(',\n') + '\n]\n\n' } });
  const ren = idRename(H, seed);
  T.push({ id: 'R3-ids-renamed', rel: 'R3', files: { 'log.ndjson': nd(ren.hands) }, unmap: ren.unmap });
  for (const how of ['grouped', 'rr-rev', 'random']) T.push({ id: `R4-interleave-${how}`, rel: 'R4', files: { 'log.ndjson': nd(interleave(H, how, seed)) } });
  { const n = H.length; const a = Math.floor(n / 3), b = Math.floor((2 * n) / 3);
    T.push({ id: 'R4-split-3-files', rel: 'R4', files: { 'log-1.ndjson': nd(H.slice(0, a)), 'log-2.ndjson': nd(H.slice(a, b)), 'log-3.ndjson': nd(H.slice(b)) } }); }
  const offs = [-300, 60, 345, -570, 0, 840, -720, 330];
  for (const days of [1, 37, -400]) T.push({ id: `R5-days${days > 0 ? '+' : ''}${days}`, rel: 'R5', shiftDays: days, files: { 'log.ndjson': nd(retime(H, (t) => fmtTime(t.utc + days * 86400000, t.off, t.frac))) } });
  T.push({ id: 'R5-utc-Z', rel: 'R5', files: { 'log.ndjson': nd(retime(H, (t) => fmtTime(t.utc, 0, t.frac, 'Z'))) } });
  T.push({ id: 'R5-utc-plus0000', rel: 'R5', files: { 'log.ndjson': nd(retime(H, (t) => fmtTime(t.utc, 0, t.frac))) } });
  T.push({ id: 'R5-basic-form', rel: 'R5', files: { 'log.ndjson': nd(retime(H, (t) => basicForm(fmtTime(t.utc, t.off, t.frac)))) } });
  T.push({ id: 'R5-offset-hhmm', rel: 'R5', files: { 'log.ndjson': nd(retime(H, (t, i) => fmtTime(t.utc, offs[(i + seed) % offs.length], t.frac).replace(/([+-]\d\d):(\d\d)$/, '$1$2'))) } });
  T.push({ id: 'R5-offsets-mixed', rel: 'R5', files: { 'log.ndjson': nd(retime(H, (t, i) => fmtTime(t.utc, offs[(i * 5 + seed) % offs.length], t.frac))) } });
  amountsNum.c = 0;
  T.push({ id: 'R6-amounts-decimals', rel: 'R6', files: { 'log.ndjson': nd(H, { num: amountsNum }) } });
  T.push({ id: 'R6-cards-10', rel: 'R6', files: { 'log.ndjson': nd(recard(H, (c) => c.replace(/^T/, '10'))) } });
  T.push({ id: 'R6-cards-10-upper', rel: 'R6', files: { 'log.ndjson': nd(recard(H, (c) => c.replace(/^T/, '10').toUpperCase())) } });
  T.push({ id: 'R6-cards-upper', rel: 'R6', files: { 'log.ndjson': nd(recard(H, (c) => c.toUpperCase())) } });
  return T;
}

// ---------- running veedor ----------
function audit(dir, files, lang, workers) {
  const out = join(dir, `out-${lang}-${workers}.json`);
  // a log already audited in OUTDIR is not audited again (--fresh: every log is)
  if (!flag('--fresh') && existsSync(out) && files.every((f) => statSync(join(dir, f)).mtimeMs <= statSync(out).mtimeMs)) return Promise.resolve({ doc: JSON.parse(readFileSync(out, 'utf8')) });
  return new Promise((resolve) => {
    const p = spawn('node', [VEEDOR, 'audit', ...files, '--format', 'json', '--out', out, '--lang', lang, '--workers', String(workers), '--quiet'], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = ''; p.stderr.on('data', (d) => (err += d));
    p.on('close', (code) => {
      if (code !== 0 && code !== 1) resolve({ error: `exit ${code}: ${err.trim()}` });
      else resolve({ doc: JSON.parse(readFileSync(out, 'utf8')) });
    });
  });
}
async function pool(tasks, jobs) {
  const res = new Array(tasks.length); let i = 0;
  await Promise.all(Array.from({ length: jobs }, async () => { while (i < tasks.length) { const k = i++; res[k] = await tasks[k](); } }));
  return res;
}

// ---------- comparing ----------
const stable = (v) => JSON.stringify(v);
function norm(doc, t, mode, instant) {
  // mode: 'exact' (R1), 'lines' (R2, R4-split: source.line/index dropped), 'set' (R4)
  const fs = doc.findings.map((f0) => {
    let f = clone(f0);
    if (f.source) { f.source.path = f.source.path === undefined ? undefined : 'LOG'; if (mode !== 'exact') { delete f.source.line; delete f.source.index; } }
    if (instant && typeof f.started_at === 'string') { const p = parseTime(f.started_at); f.started_at = p ? p.utc - (t?.shiftDays ?? 0) * 86400000 : f.started_at; }
    if (t?.unmap) f = JSON.parse(t.unmap(JSON.stringify(f)));
    return f;
  });
  const summary = clone(doc.summary);
  const nc = t?.unmap ? JSON.parse(t.unmap(JSON.stringify(doc.not_checked))) : doc.not_checked;
  let list = fs.map(stable);
  if (mode === 'set') list = [...list].sort();
  return { findings: list, summary: stable(summary), not_checked: stable(nc) };
}
function diff(a, b) {
  const out = [];
  if (a.summary !== b.summary) out.push({ what: 'summary', base: a.summary, got: b.summary });
  if (a.not_checked !== b.not_checked) out.push({ what: 'not_checked', base: a.not_checked, got: b.not_checked });
  if (a.findings.length !== b.findings.length) out.push({ what: 'count', base: a.findings.length, got: b.findings.length });
  const n = Math.max(a.findings.length, b.findings.length);
  for (let i = 0; i < n && out.length < 12; i++) if (a.findings[i] !== b.findings[i]) out.push({ what: `finding ${i}`, base: a.findings[i], got: b.findings[i] });
  if (out.length && a.findings.length !== b.findings.length) {
    const sa = new Set(a.findings), sb = new Set(b.findings);
    out.push({ what: 'only-in-base', list: a.findings.filter((x) => !sb.has(x)).slice(0, 6) });
    out.push({ what: 'only-in-transform', list: b.findings.filter((x) => !sa.has(x)).slice(0, 6) });
  }
  return out;
}
function wordsOnly(f) { const g = clone(f); delete g.message; return g; }
function compareLangs(en, es) {
  // R8: identical but the words (message, not_checked reason, claim)
  const a = en.findings.map((f) => stable(wordsOnly(f))), b = es.findings.map((f) => stable(wordsOnly(f)));
  const out = [];
  if (a.length !== b.length) out.push({ what: 'count', en: a.length, es: b.length });
  for (let i = 0; i < Math.min(a.length, b.length) && out.length < 8; i++) if (a[i] !== b[i]) out.push({ what: `finding ${i}`, en: a[i], es: b[i] });
  const sa = clone(en.summary), sb = clone(es.summary); delete sa.claim; delete sb.claim;
  if (stable(sa) !== stable(sb)) out.push({ what: 'summary', en: stable(sa), es: stable(sb) });
  const nca = en.not_checked.map(({ reason, ...x }) => stable(x)), ncb = es.not_checked.map(({ reason, ...x }) => stable(x));
  if (stable(nca) !== stable(ncb)) out.push({ what: 'not_checked', en: stable(nca), es: stable(ncb) });
  if (en.findings.some((f, i) => !f.message || !es.findings[i]?.message)) out.push({ what: 'empty message' });
  return out;
}

// ---------- R7: one payout +-0.01 ----------
const SETTLE = new Set(['payout', 'collect', 'return']);
// one minor unit of the hand's currency (its own, else its table's): 0.01, or 1 where ISO 4217 gives none (JPY, CLP)
const { hasNoMinorUnit } = await import(join(root, 'dist/engine/core/iso-4217.js'));
const unitOf = (h) => { const c = h.currency ?? h.table?.currency; return typeof c === 'string' && hasNoMinorUnit(c) ? 100 : 1; };
const UNJUDGED = new Set(['rng-result-valid', 'bonus-requires-rng', 'five-cards-each', 'first-four-cards-alternate']);
// Dragon Six: a coup whose third card broke the tableau is judged against the tableau's outcome when more settled
// wagers fit it than fit the cards as dealt (articles.json, tableau_settlement_accepted): a cent off on one wager can
// turn the count, and with it every wager's finding. Documented; counted, not failed.
const TABLEAU = new Set(['third-card-tableau']);
const wagerKey = (e) => `${e.seat}|${e.spot}|${e.hand ?? ''}|${e.number ?? ''}|${e.behind ? 'b' : ''}|${e.player ?? ''}`;
function pickPayouts(hands, baseDoc, seed, perKind) {
  const withF = new Set(baseDoc.findings.filter((f) => f.category !== 'input').map((f) => f.hand_id));
  const rejected = new Set(baseDoc.findings.filter((f) => f.category === 'input').map((f) => f.hand_id));
  const cands = { 'hand-with-findings': [], 'several-wagers': [] };
  hands.forEach((h, hi) => {
    if (rejected.has(h.hand_id)) return;
    const wagersBySeat = new Map();
    for (const e of h.events) if (e.type === 'bet' || (e.type === 'decision' && ['split', 'insurance', 'bet'].includes(e.action))) {
      const s = e.seat; wagersBySeat.set(s, (wagersBySeat.get(s) ?? 0) + 1);
    }
    const fsOfHand = baseDoc.findings.filter((f) => f.hand_id === h.hand_id);
    h.events.forEach((e, ei) => {
      if (e.type !== 'payout' || typeof e.amount !== 'number' || e.amount * 100 < 2 * unitOf(h)) return;
      // Reglamento 8669 regulates the bonus bet: the pai gow game's own wager is not its (governs.json)
      if (e.spot === 'paigow') return;
      // the wager already judged wrong (a finding on its seat and spot) is left out: one more or fewer finding is then not the claim
      if (fsOfHand.some((f) => f.seat === e.seat && (f.spot === e.spot || f.spot === undefined))) return;
      const several = (wagersBySeat.get(e.seat) ?? 0) > 1;
      const item = { hi, ei, hand_id: h.hand_id };
      if (withF.has(h.hand_id)) cands['hand-with-findings'].push(item);
      if (several) cands['several-wagers'].push(item);
    });
  });
  const r = rng(seed * 13 + 1); const chosen = new Map();
  for (const [kind, list] of Object.entries(cands)) {
    let k = 0; for (const it of shuffle([...list], r)) { if (k >= perKind) break; if (chosen.has(it.hi)) continue; chosen.set(it.hi, { ...it, kind }); k++; }
  }
  return [...chosen.values()];
}
function checkR7(hands, picks, baseDoc, doc, sign) {
  const problems = []; const stats = { one: 0, none: 0 };
  const key = (f) => stable({ ...f, source: undefined, message: undefined });
  for (const p of picks) {
    const e = hands[p.hi].events[p.ei];
    const before = baseDoc.findings.filter((f) => f.hand_id === p.hand_id).map(key);
    const after = doc.findings.filter((f) => f.hand_id === p.hand_id);
    const rest = [...after.map(key)];
    for (const b of before) { const i = rest.indexOf(b); if (i >= 0) rest.splice(i, 1); else problems.push({ pick: p, sign, what: 'a finding of the hand changed or vanished', base: b }); }
    if (rest.length === 0) { stats.none++; p[`none${sign}`] = true; continue; }
    if (rest.length > 1) { problems.push({ pick: p, sign, what: `${rest.length} new findings`, new: rest }); continue; }
    const f = JSON.parse(rest[0]);
    const u = unitOf(hands[p.hi]) / 100;
    const want = { event: p.ei + 1, category: 'payout', seat: e.seat, spot: e.spot, difference: sign * u, owed_to_player: -sign * u };
    // A split box whose settlements name no hand is judged in sum, one finding with no `hand` at the box's last
    // settlement (hand-log-format.md, «A split box's settlements that name no hand»).
    const box = hands[p.hi].events.map((x, i) => ({ x, i })).filter(({ x }) => SETTLE.has(x.type) && x.seat === e.seat && x.spot === e.spot);
    if (f.hand === undefined && e.hand === undefined && box.every(({ x }) => x.hand === undefined) && f.event === box[box.length - 1].i + 1) want.event = f.event;
    const bad = Object.entries(want).filter(([k, v]) => f[k] !== v);
    if ((e.hand ?? undefined) !== undefined && f.hand !== undefined && f.hand !== e.hand) bad.push(['hand', e.hand]);
    if (e.number !== undefined && f.number !== undefined && f.number !== e.number) bad.push(['number', e.number]);
    if (!!e.behind !== !!f.behind) bad.push(['behind', !!e.behind]);
    if (bad.length) problems.push({ pick: p, sign, what: 'new finding differs', want: Object.fromEntries(bad), got: f });
    else { stats.one++; p[`article${sign}`] = f.article; }
  }
  return { problems, stats };
}
function applyR7(hands, picks, sign) {
  const out = hands.map((h) => h); for (const p of picks) { const h = clone(hands[p.hi]); h.events[p.ei].amount = Math.round(h.events[p.ei].amount * 100 + sign * unitOf(h)) / 100; out[p.hi] = h; }
  return out;
}

const writeIfChanged = (p, txt) => { if (!existsSync(p) || !readFileSync(p).equals(Buffer.from(txt))) writeFileSync(p, txt); };

// ---------- main ----------
async function main() {
  if (args[0] !== 'run' || !args[1]) { console.error('usage: node scripts/meta23.mjs run OUTDIR [--seeds 1,2] [--hands 2000] [--only R1,R2] [--no-fixtures] [--no-sims] [--jobs 2]'); process.exit(2); }
  const OUT = args[1]; mkdirSync(OUT, { recursive: true });
  const seeds = opt('--seeds', '1,2').split(',').map(Number);
  const only = opt('--only', '') ? new Set(opt('--only').split(',')) : null;
  const jobs = Number(opt('--jobs', '2'));
  const bases = [...(flag('--no-sims') ? [] : simulate(OUT, seeds, Number(opt('--hands', '2000')))), ...(flag('--no-fixtures') ? [] : fixtures())];
  const logFilter = opt('--logs', '') ? new RegExp(opt('--logs')) : null;
  let failures = 0; const lines = [];
  for (const base of bases) {
    if (logFilter && !logFilter.test(base.name)) continue;
    const bdir = join(OUT, base.name); mkdirSync(bdir, { recursive: true });
    writeIfChanged(join(bdir, 'log.ndjson'), nd(base.hands));
    const seed = base.name.length * 31 + (Number(base.name.split('-').pop()) || 0);
    const ts = transforms(base, seed).filter((t) => !only || only.has(t.rel) || only.has(t.id));
    const runs = [{ id: 'base', dir: bdir, files: ['log.ndjson'] }];
    for (const t of ts) { const d = join(bdir, t.id); mkdirSync(d, { recursive: true }); for (const [n, txt] of Object.entries(t.files)) writeIfChanged(join(d, n), txt); runs.push({ id: t.id, dir: d, files: Object.keys(t.files), t }); }
    const tasks = []; for (const r of runs) for (const [lang, wk] of [['en', 1], ['es', 2]]) tasks.push(async () => { r[lang] = await audit(r.dir, r.files, lang, wk); });
    await pool(tasks, jobs);
    const b = runs[0];
    if (b.en.error || b.es.error) { lines.push(`${base.name} base: ${b.en.error ?? b.es.error}`); failures++; continue; }
    const report = (id, ok, detail, extra = '') => {
      lines.push(`${ok ? 'ok  ' : 'FAIL'} ${base.name} ${id}${extra}`); console.log(lines[lines.length - 1]);
      if (!ok) { failures++; writeFileSync(join(OUT, `fail-${base.name}-${id}.json`), JSON.stringify(detail, null, 1)); }
    };
    report('R8-base', compareLangs(b.en.doc, b.es.doc).length === 0, compareLangs(b.en.doc, b.es.doc), ` (${b.en.doc.summary.findings} findings, ${b.en.doc.summary.hands} hands)`);
    for (const r of runs.slice(1)) {
      if (r.en.error || r.es.error) { report(r.id, false, { error: r.en.error ?? r.es.error }); continue; }
      const mode = r.t.rel === 'R1' || r.t.rel === 'R3' || r.t.rel === 'R5' || r.t.rel === 'R6' ? 'exact' : r.t.rel === 'R4' && r.id !== 'R4-split-3-files' ? 'set' : r.id === 'R4-split-3-files' ? 'set' : 'lines';
      const inst = r.t.rel === 'R5';
      const dEn = diff(norm(b.en.doc, null, mode, inst), norm(r.en.doc, r.t, mode, inst));
      const dEs = diff(norm(b.es.doc, null, mode, inst), norm(r.es.doc, r.t, mode, inst));
      const d8 = compareLangs(r.en.doc, r.es.doc);
      report(r.id, dEn.length === 0 && dEs.length === 0, { en: dEn, es: dEs });
      report(`${r.id}+R8`, d8.length === 0, d8);
    }
    // R7 on simulated logs (hands with findings, seats with several wagers) and fixtures alike
    if (!only || only.has('R7')) {
      const picks = pickPayouts(base.hands, b.en.doc, seed, 40);
      if (picks.length) {
        const res = {};
        for (const sign of [1, -1]) {
          const d = join(bdir, `R7-${sign > 0 ? 'plus' : 'minus'}`); mkdirSync(d, { recursive: true });
          writeIfChanged(join(d, 'log.ndjson'), nd(applyR7(base.hands, picks, sign)));
          const a = await audit(d, ['log.ndjson'], 'en', 1);
          res[sign] = a.error ? { problems: [{ error: a.error }], stats: {} } : checkR7(base.hands, picks, b.en.doc, a.doc, sign);
        }
        const unjudged = []; const flipped = new Set();
        const problems = [...res[1].problems, ...res[-1].problems].filter((q) => {
          if (q.pick && b.en.doc.findings.some((f) => f.hand_id === q.pick.hand_id && TABLEAU.has(f.rule))) { flipped.add(q.pick.hand_id); return false; }
          return true;
        });
        for (const p of picks) {
          if (p['none1'] && p['none-1']) {
            // Documented: a pai gow round with no valid generator number has no bonus result, its bonus money is not
            // judged (articles.json, Art. 10-10.15(A), interpretation); a Caribbean hand whose dealer is short of his
            // five cards has no outcome (fixture clause-r12-unjudged). Counted, not failed.
            const why = b.en.doc.findings.find((f) => f.hand_id === p.hand_id && UNJUDGED.has(f.rule));
            if (why) unjudged.push(`${p.hand_id} (${why.rule})`); else problems.push({ pick: p, what: 'neither +0.01 nor -0.01 drew a finding' });
          }
          if (p.article1 && p['article-1'] && p.article1 !== p['article-1']) problems.push({ pick: p, what: `articles differ: ${p.article1} / ${p['article-1']}` });
        }
        const kinds = picks.reduce((m, p) => ((m[p.kind] = (m[p.kind] ?? 0) + 1), m), {});
        report('R7-payout-0.01', problems.length === 0, problems, ` (${picks.length} payouts ${stable(kinds)}; +0.01: ${res[1].stats.one} one new, ${res[1].stats.none} none; -0.01: ${res[-1].stats.one} one new, ${res[-1].stats.none} none${unjudged.length ? `; unjudged as documented: ${unjudged.join(', ')}` : ''}${flipped.size ? `; tableau reading turned, as documented: ${[...flipped].join(', ')}` : ''})`);
      }
    }
  }
  writeFileSync(join(OUT, 'summary.txt'), lines.join('\n') + '\n');
  console.log(`${failures === 0 ? 'all relations held' : `${failures} failures`} (${lines.length} checks)`);
  process.exit(failures ? 1 : 0);
}
main();
