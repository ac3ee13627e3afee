#!/usr/bin/env node
// spec24: the two public contracts (docs/spec/hand-log-format.md and docs/spec/findings-format.md, the text above each
// file's "veedor-additions" marker) read sentence by sentence, each normative statement a check run against what
// `veedor audit` really writes. The oracle that scores Veedor reads the findings through these formats only, so every
// check reads values, not only presence: a finding's event is looked up in the log (read here independently, NDJSON,
// JSON and CSV) and must be a settlement of that seat and spot for a payout finding; `actual` is recomputed from the
// log's settlements; totals are recomputed per currency from the findings; counts from the files' own records.
//
//   node scripts/spec24.mjs run OUTDIR [--seeds 7] [--hands 500] [--quick] [--no-fixtures] [--veedor dist/cli/veedor.js]
//   node scripts/spec24.mjs selftest OUTDIR      each check fails on a document tampered for it, none on the real one
//
// --quick: 40 simulated hands of each catalog in one NDJSON log and the same hands as CSV (written here), no fixture folders (the vitest test, test/audit/spec24.test.ts).
// Prints each statement with the number of cases checked and failed; exit 1 when one failed (the first failures of
// each are printed). The statements (ids used in the output):
//
// Findings format 1.1
//   F1  the document: tool{name,version}, run{id,started_at,rulesets}, inputs[], summary, findings[] (JSON on stdout, or
//       --out FILE.json)
//   F2  run.rulesets maps every catalog a finding names to its version (a string)
//   F3  inputs[]: path as given, sha256 of the file's bytes, hands = the records the file holds (counted here), rejected
//   F4  summary.hands = the inputs' hands; rejected = the records with an input finding; audited = hands - rejected
//   F5  summary.findings = findings; by_category has payout, procedure, integrity, input, each its count;
//       hands_with_findings = records with a finding
//   F6  a finding: hand_id string (null only for a record that names none), ruleset, rule, article, citation, message
//       strings; category one of the four; severity error|warning; seat, hand integers >= 1; spot one of the format's
//       spots; source {path (an input), line >= 1}
//   F7  article exactly as the regulation numbers it: «Art. 13º» (º is U+00BA) for the Peruvian catalogs,
//       «Art. 10-10.15(B)(6)» for Reglamento 8669, a heading for the house's rules; in the catalog's articles.json;
//       citation «<regulation>, <article>»; an input finding cites the format
//   F8  event: the 1-based position of the event in the hand; the log's event there exists (or is one past the last,
//       for an event that should have followed); a payout finding's event is a settlement (payout, collect, return,
//       pool_award) of that seat and spot (and hand / number where the finding has one), or a commission on its spot
//   F9  money on payout findings only: amounts with at most two decimals; difference = actual - expected;
//       owed_to_player = expected - actual; the hand's currency beside them (the hand's, else its table's)
//   F10 expected and actual are the net money to the player for that wager: `actual` recomputed from the log (payout
//       +, collect -, return 0) where the seat, spot, hand, number (behind, player) hold one wager
//   F11 summary.money per currency = the findings' owed_to_player split by sign; no total without its currency
//   F12 exit status 0 no findings, 1 findings, 2 the command could not run (a missing file, a bad option)
//   F13 the same input gives the same bytes, findings in the same order (log order: input, record)
//   F14 source.line is the record's line: the NDJSON line holding the hand, the JSON line its object starts on, a CSV
//       row of the hand
//   F15 every output carries the same findings: the CSV (--format csv) row for row equals the JSON's findings
//   F16 a rejected record: category input, counted in rejected, with its file and line (and the field, Veedor's)
// Hand-log format 1.1 (input side; crafted hands, each clean or breaking one statement)
//   H1  a JSON log is a hand, an array of hands, or {"hands": [...]}; NDJSON (.ndjson, .jsonl); CSV one row per event
//   H2  required fields (hand_id, game, table_id, started_at, events): a hand without one is rejected naming it
//   H3  game -> its default ruleset; ruleset overrides; an unknown game is rejected
//   H4  optional fields absent (ruleset, dealer_id, shoe_id, currency, table with a tables file) read as absent; JSON's
//       null on an optional field too (Veedor's reading; on a required field refused naming it)
//   H5  currency: ISO 4217; the default is the table configuration's (inline or tables file), carried by the findings
//   H6  cards: rank A 2-9 T J Q K (10 for T), suit s h d c (upper case accepted); anything else rejected naming the card
//   H7  money: decimal numbers in currency units, at most two decimals (100, 37.5, 12.25; 100.0); three rejected
//   H8  participants seat:N, dealer, player, banker; hand 1 the original hand
//   H9  every event type with its fields; face up default, medium chips default; procedure names; by; detail
//   H10 a stake-adding decision without its amount is rejected naming it (never a zero stake)
//   H11 settlements with number, player, behind; the conventions (payout winnings only, collect, return, surrender)
//   H12 a value the regulation does not allow in the table configuration is itself a finding (pool commission over
//       5 %, bonus payout outside 5.5-6, Caribbean pay table below the minimum)
//   H13 started_at: ISO 8601 date-time with offset; without one rejected naming started_at
//   H14 hand_id unique within the log: a repeat rejected
//   H15 CSV: header required, any column order, empty cells absent, unknown columns ignored, hand-level columns on the
//       first row only (or on every row), cards space-separated, table configuration from a tables file
//   H16 the spec's example hand audits clean; with the blackjack paid 100 it gives the findings example's finding
import { readFileSync, writeFileSync, mkdirSync, readdirSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, dirname, basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const args = process.argv.slice(2);
const opt = (name, dflt) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : dflt; };
const flag = (name) => args.includes(name);
const VEEDOR = opt('--veedor', process.env.VEEDOR_BIN ?? join(root, 'dist/cli/veedor.js'));
const QUICK = flag('--quick');
const CATS = ['pe-pot-luck-black-jack', 'es-marbella-black-jack', 'pe-poker-caribeno', 'pe-dragon-six-baccarat', 'pr-8669-pai-gow-bonus'];
const GAME_DEFAULT = {
  'pot-luck-blackjack': 'pe-pot-luck-black-jack', 'caribbean-stud': 'pe-poker-caribeno',
  'dragon-six-baccarat': 'pe-dragon-six-baccarat', 'pai-gow-bonus': 'pr-8669-pai-gow-bonus', blackjack: 'es-marbella-black-jack',
};
const CATEGORIES = ['payout', 'procedure', 'integrity', 'input'];
const SPOTS = ['main', 'pool', 'ante', 'player', 'banker', 'tie', 'paigow', 'bonus', 'insurance', 'bet'];
const FORMAT_CITATION = 'Veedor hand-log format, version 1';
const SETTLEMENTS = new Set(['payout', 'collect', 'return']);

// ---------- the statements and their tallies ----------
const tally = new Map(); // id -> {n, bad: [...]}
function check(id, ok, what) {
  const t = tally.get(id) ?? { n: 0, bad: [] };
  t.n++;
  if (!ok) t.bad.push(what);
  tally.set(id, t);
  return ok;
}

// ---------- running veedor ----------
function veedor(argv, cwd) {
  const r = spawnSync(process.execPath, [VEEDOR, ...argv], { cwd, encoding: 'utf8', maxBuffer: 1 << 30, env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

// ---------- money ----------
const cents = (v) => Math.round(v * 100);
const isAmount = (v) => typeof v === 'number' && Number.isFinite(v) && /^-?\d+(\.\d{1,2})?$/.test(String(v));
const isInt = (v, min) => Number.isInteger(v) && v >= min;

// ---------- reading a log, independently of Veedor ----------
/** RFC 4180 rows of a CSV text: [{cells, line}] (line: 1-based line the row starts on). */
function csvRows(text) {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const rows = [];
  let cells = [], cell = '', q = false, line = 1, start = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (q) {
      if (c === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (c === '"') q = false; else { if (c === '\n') line++; cell += c; }
    } else if (c === '"') q = true;
    else if (c === ',') { cells.push(cell); cell = ''; }
    else if (c === '\r') { /* CRLF */ }
    else if (c === '\n') { cells.push(cell); rows.push({ cells, line: start }); cells = []; cell = ''; line++; start = line; }
    else cell += c;
  }
  if (cell !== '' || cells.length) { cells.push(cell); rows.push({ cells, line: start }); }
  return rows;
}
const INT_COLS = new Set(['seat', 'hand', 'number', 'value', 'count', 'decks', 'position']);
const HAND_COLS = ['hand_id', 'game', 'ruleset', 'table_id', 'dealer_id', 'shoe_id', 'started_at', 'currency'];
/** The hands of a log: [{hand_id, currency, table, events, line, lines (per event), index}]. */
function readLog(path, tables) {
  const text = readFileSync(path, 'utf8');
  const hands = [];
  if (/\.csv$/.test(path)) {
    const rows = csvRows(text);
    const head = rows.shift().cells;
    let cur = null;
    for (const { cells, line } of rows) {
      if (cells.every((c) => c === '')) continue;
      const r = Object.fromEntries(head.map((h, i) => [h, cells[i] ?? '']));
      if (r.hand_id !== '' && (!cur || r.hand_id !== cur.hand_id)) {
        cur = { hand_id: r.hand_id, events: [], line, lines: [], index: hands.length };
        for (const k of HAND_COLS) if (r[k]) cur[k] = r[k];
        hands.push(cur);
      }
      const e = {};
      for (const [k, v] of Object.entries(r)) {
        if (HAND_COLS.includes(k) || v === '') continue;
        e[k] = k === 'amount' ? Number(v) : INT_COLS.has(k) ? Number(v) : k === 'behind' ? /^true$/i.test(v) : k === 'cards' ? v.split(' ') : v;
      }
      cur.events.push(e);
      cur.lines.push(line);
    }
    for (const h of hands) { h.table = tables?.[h.table_id]; if (!h.currency) h.currency = h.table?.currency; }
    return hands;
  }
  if (/\.(ndjson|jsonl)$/.test(path)) {
    text.split('\n').forEach((l, i) => {
      if (l.trim() === '') return;
      let h;
      try { h = JSON.parse(l); } catch { h = null; }
      hands.push({ ...(h && typeof h === 'object' ? h : { hand_id: undefined, events: [] }), line: i + 1, index: hands.length, unreadable: !h });
    });
  } else {
    const doc = JSON.parse(text);
    const list = Array.isArray(doc) ? doc : Array.isArray(doc?.hands) ? doc.hands : [doc];
    // each hand's lines: from the line after the previous hand's "hand_id" key to its own (its object opens there)
    const idLines = [];
    text.split('\n').forEach((l, i) => { for (const _ of l.matchAll(/"hand_id"\s*:/g)) idLines.push(i + 1); });
    list.forEach((h, i) => hands.push({ ...h, index: i, firstLine: i ? idLines[i - 1] + (idLines[i - 1] === idLines[i] ? 0 : 1) : 1, idLine: idLines[i] }));
  }
  for (const h of hands) {
    const table = h.table ?? tables?.[h.table_id];
    h.currency = h.currency ?? table?.currency;
    h.tableConf = table;
  }
  return hands;
}

// ---------- the findings document against the format ----------
const articlesCache = new Map();
function articlesOf(ruleset) {
  if (!articlesCache.has(ruleset)) {
    const a = JSON.parse(readFileSync(join(root, 'rules-catalog', ruleset, 'articles.json'), 'utf8'));
    articlesCache.set(ruleset, { citation: a.citation, articles: new Set(a.articles.map((x) => x.article)) });
  }
  return articlesCache.get(ruleset);
}
const ARTICLE_FORM = {
  'pe-pot-luck-black-jack': /^Art\. \d{1,2}\u00ba$/,
  'pe-dragon-six-baccarat': /^Art\. \d{1,2}\u00ba$/,
  'pe-poker-caribeno': /^(Art\. \d{1,2}\u00ba|Tabla publicada)$/, // «Tabla publicada»: the house's posted pay table (a heading, warning)
  'pr-8669-pai-gow-bonus': /^Art\. 10-10\.15\([A-C]\)(\(\d\))?$/,
  'es-marbella-black-jack': /^[A-ZÁÉÍÓÚ][a-záéíóúñ]+( [a-záéíóúñ]+)*( Jack)?$/,
};

/** Whether a finding's source (line, index) is a line of hand h, as each format places a record. */
function locates(h, src) {
  if (h.lines) return h.lines.includes(src.line); // CSV: one of the hand's rows
  if (h.idLine !== undefined) return src.index === h.index && src.line >= h.firstLine && src.line <= h.idLine; // JSON
  return h.line === src.line; // NDJSON
}

/** Wager key of a settlement or finding. */
const wagerKey = (x, hand) => [x.seat, x.spot, hand, x.number ?? '', x.behind ? 'b' : '', x.player && x.behind ? x.player : ''].join('|');

/**
 * Checks one audit: doc (parsed JSON), code (exit), files ([{path as given, abs, format}]), logs (path -> hands).
 * `label` names the audit in failures.
 */
function checkDoc(label, doc, code, files, logs) {
  const at = (s) => `${label}: ${s}`;
  // F1
  check('F1', ['tool', 'run', 'inputs', 'summary', 'findings'].every((k) => k in doc) && typeof doc.tool?.name === 'string' && typeof doc.tool?.version === 'string'
    && typeof doc.run?.id === 'string' && typeof doc.run?.started_at === 'string' && typeof doc.run?.rulesets === 'object' && Array.isArray(doc.findings) && Array.isArray(doc.inputs),
  at('document shape'));
  const findings = doc.findings ?? [];
  // F2
  for (const f of findings) if (f.category !== 'input') check('F2', typeof doc.run.rulesets[f.ruleset] === 'string', at(`run.rulesets lacks ${f.ruleset}`));
  // F3
  const inputAt = new Map();
  doc.inputs.forEach((inp, i) => {
    inputAt.set(inp.path, i);
    const file = files.find((x) => x.path === inp.path);
    check('F3', !!file, at(`inputs[${i}].path ${inp.path} is a file given`));
    if (!file) return;
    check('F3', inp.sha256 === createHash('sha256').update(readFileSync(file.abs)).digest('hex'), at(`inputs[${i}].sha256`));
    const hands = logs.get(inp.path);
    if (hands) check('F3', inp.hands === hands.length, at(`inputs[${i}].hands ${inp.hands}, the file holds ${hands.length} records`));
    check('F3', isInt(inp.hands, 0) && isInt(inp.rejected, 0), at(`inputs[${i}] counts`));
  });
  check('F3', doc.inputs.length === files.length, at('one input per file'));
  // F4, F5, F16
  const s = doc.summary;
  const records = new Set(), rejected = new Map();
  for (const f of findings) {
    const key = `${f.source?.path}\0${f.source?.index ?? f.source?.line}`;
    if (f.rule !== 'input-file') records.add(key);
    if (f.category === 'input' && f.rule !== 'input-file') { const m = rejected.get(f.source.path) ?? new Set(); m.add(key); rejected.set(f.source.path, m); }
  }
  check('F4', s.hands === doc.inputs.reduce((n, i) => n + i.hands, 0), at(`summary.hands ${s.hands}`));
  for (const inp of doc.inputs) check('F16', inp.rejected === (rejected.get(inp.path)?.size ?? 0), at(`${inp.path}: rejected ${inp.rejected}, records with an input finding ${rejected.get(inp.path)?.size ?? 0}`));
  if ('rejected' in s) check('F4', s.rejected === doc.inputs.reduce((n, i) => n + i.rejected, 0), at('summary.rejected'));
  if ('audited' in s) check('F4', s.audited === s.hands - doc.inputs.reduce((n, i) => n + i.rejected, 0), at('summary.audited = hands - rejected'));
  check('F5', s.findings === findings.length, at('summary.findings'));
  check('F5', JSON.stringify(Object.keys(s.by_category ?? {}).sort()) === JSON.stringify([...CATEGORIES].sort())
    && CATEGORIES.every((c) => s.by_category[c] === findings.filter((f) => f.category === c).length), at(`summary.by_category ${JSON.stringify(s.by_category)}`));
  check('F5', s.hands_with_findings === records.size, at(`hands_with_findings ${s.hands_with_findings}, records with findings ${records.size}`));
  // F6 .. F11, F14
  const money = new Map();
  let last = [-1, -1];
  findings.forEach((f, n) => {
    const w = at(`findings[${n}] ${f.hand_id} ${f.rule}`);
    check('F6', (f.hand_id === null && f.category === 'input') || (typeof f.hand_id === 'string' && f.hand_id !== ''), `${w}: hand_id`);
    check('F6', ['ruleset', 'rule', 'article', 'citation', 'message'].every((k) => typeof f[k] === 'string') && f.rule && f.article && f.citation && f.message, `${w}: string fields`);
    check('F6', CATEGORIES.includes(f.category), `${w}: category ${f.category}`);
    check('F6', f.severity === 'error' || f.severity === 'warning', `${w}: severity ${f.severity}`);
    if ('seat' in f) check('F6', isInt(f.seat, 1), `${w}: seat ${f.seat}`);
    if ('hand' in f) check('F6', isInt(f.hand, 1), `${w}: hand ${f.hand}`);
    if ('spot' in f) check('F6', SPOTS.includes(f.spot), `${w}: spot ${f.spot}`);
    // a file's own note (input-file: empty, binary, not UTF-8) is about no record: it may name no line
    check('F6', inputAt.has(f.source?.path) && (isInt(f.source?.line, 1) || (f.rule === 'input-file' && f.source.line === undefined)), `${w}: source ${JSON.stringify(f.source)}`);
    // F13 order
    const here = [inputAt.get(f.source?.path) ?? -1, f.source?.line ?? -1];
    check('F13', here[0] > last[0] || (here[0] === last[0] && here[1] >= last[1]), `${w}: after the finding before it in log order`);
    last = here;
    // F7
    if (f.category === 'input' || f.citation === FORMAT_CITATION) {
      check('F7', f.citation === FORMAT_CITATION, `${w}: an input finding cites the format`);
    } else {
      const c = articlesOf(f.ruleset);
      check('F7', c.articles.has(f.article) && ARTICLE_FORM[f.ruleset].test(f.article), `${w}: article ${JSON.stringify(f.article)} as ${f.ruleset} numbers it`);
      check('F7', f.citation === `${c.citation}, ${f.article}`, `${w}: citation ${f.citation}`);
    }
    // the hand, read here
    const hands = logs.get(f.source?.path);
    const hand = hands && f.hand_id !== null ? hands.find((h) => h.hand_id === f.hand_id && locates(h, f.source)) : undefined;
    if (hands && f.hand_id !== null && f.rule !== 'input-file') check('F14', !!hand, `${w}: source ${JSON.stringify(f.source)} is a line of hand ${f.hand_id}`);
    // F8
    if ('event' in f) {
      check('F8', isInt(f.event, 1), `${w}: event ${f.event}`);
      if (hand) {
        const ev = hand.events;
        check('F8', f.event <= ev.length + 1, `${w}: event ${f.event} of ${ev.length}`);
        const e = ev[f.event - 1];
        if (f.category === 'payout' && e) {
          const seatOk = e.type === 'commission' ? true : e.seat === f.seat;
          const spotOk = e.type === 'pool_award' ? f.spot === 'pool' : e.spot === f.spot;
          const handOk = !('hand' in f) || e.type === 'pool_award' || e.type === 'commission' || (e.hand ?? 1) === f.hand || e.hand === undefined;
          const numOk = !('number' in f) || e.number === undefined || e.number === f.number;
          const settle = SETTLEMENTS.has(e.type) || e.type === 'pool_award' || e.type === 'commission';
          // a pool award names the winner's seat: a finding on another seat's pool bet may sit at the award it missed
          check('F8', settle && (seatOk || e.type === 'pool_award') && spotOk && handOk && numOk,
            `${w}: payout finding on seat ${f.seat} ${f.spot} hand ${f.hand ?? '-'} at event ${f.event} = ${JSON.stringify(e)}`);
        }
        if (f.category !== 'payout' && e && 'seat' in f && e.seat !== undefined && e.type !== 'pool_award') {
          check('F8', e.seat === f.seat || e.type === 'commission', `${w}: seat ${f.seat} at event ${f.event} = ${JSON.stringify(e)}`);
        }
      }
    }
    // F9
    const moneyKeys = ['expected', 'actual', 'difference', 'owed_to_player'];
    if (f.category === 'payout') {
      const ok = moneyKeys.every((k) => isAmount(f[k]));
      check('F9', ok, `${w}: money fields ${moneyKeys.map((k) => f[k]).join(' ')}`);
      if (ok) {
        check('F9', cents(f.difference) === cents(f.actual) - cents(f.expected) && cents(f.owed_to_player) === cents(f.expected) - cents(f.actual), `${w}: difference and owed`);
        if (f.currency !== undefined) {
          const t = money.get(f.currency) ?? { u: 0, o: 0 };
          const o = cents(f.owed_to_player);
          if (o > 0) t.u += o; else t.o -= o;
          money.set(f.currency, t);
        }
      }
      if (hand) check('F9', f.currency === hand.currency, `${w}: currency ${f.currency}, the hand's ${hand.currency}`);
      // F10: actual from the log, where the wager is told apart: the seat holds one stake on the spot (a bet, or a
      // decision that opens it), or each settlement on the spot names the number (hand, behind) that tells the wagers
      if (hand && ok && f.spot !== 'pool') {
        const onSpot = (e) => e.seat === f.seat && e.spot === f.spot;
        const stakes = hand.events.filter((e) => (e.type === 'bet' && onSpot(e)) || (e.type === 'decision' && e.seat === f.seat && e.amount !== undefined
          && (e.action === f.spot || (f.spot === 'main' && (e.action === 'double' || e.action === 'split'))))).length;
        const settles = hand.events.filter((e) => SETTLEMENTS.has(e.type) && onSpot(e));
        const named = (f.number !== undefined || f.hand !== undefined || f.behind) && settles.every((e) => (f.number === undefined || e.number !== undefined) && (f.hand === undefined || e.hand !== undefined)
          && (!f.behind || e.behind !== undefined) && (!f.player || e.player !== undefined));
        const split = hand.events.some((e) => e.type === 'decision' && e.action === 'split' && e.seat === f.seat);
        // a commission on the spot: whose it is, and whether a payout already withheld it, is Veedor's documented reading
        // (hand-log-format.md, «Whose a commission is»; commission counted once): not recomputed here; nor a finding on
        // a number no bet of the seat names (a settlement on a wager that does not exist)
        const kept = hand.events.some((e) => e.type === 'commission' && e.spot === f.spot);
        const unknownNumber = f.number !== undefined && !hand.events.some((e) => e.type === 'bet' && onSpot(e) && e.number === f.number);
        const commission = kept || unknownNumber ? null : 0;
        if ((stakes === 1 || named) && !(split && !named) && commission !== null) {
          let P = 0, C = 0, R = 0, S = 0;
          const mine = (e) => !(stakes > 1 && ((f.number !== undefined && e.number !== f.number) || (f.hand !== undefined && (e.hand ?? 1) !== f.hand)
            || Boolean(e.behind) !== Boolean(f.behind) || (f.player && e.player !== f.player)));
          for (const e of settles) {
            if (!mine(e)) continue;
            if (e.type === 'payout') P += cents(e.amount); else if (e.type === 'collect') C += cents(e.amount); else R += cents(e.amount);
          }
          for (const e of hand.events) {
            if (e.type === 'bet' && onSpot(e) && mine(e)) S += cents(e.amount);
            if (e.type === 'decision' && e.seat === f.seat && e.amount !== undefined && (e.action === f.spot || (f.spot === 'main' && e.action === 'double'))
              && (f.hand === undefined || (e.hand ?? 1) === f.hand)) S += cents(e.amount);
          }
          // the conventions: a payout the winnings, a collection the stake taken, a return the stake handed back (zero);
          // a return alone settles the whole spot: what it leaves of the stake is lost, what it hands back beyond the
          // stake is given (Veedor's reading of a short or long return); a return beside other settlements depends on
          // their order and is not recomputed here
          const net = R === 0 ? P - C - commission : P === 0 && C === 0 ? R - S - commission : null;
          if (net !== null) check('F10', net === cents(f.actual), `${w}: actual ${f.actual}, the log's settlements of seat ${f.seat} ${f.spot} net ${net / 100}`);
        }
      }
    } else {
      check('F9', moneyKeys.every((k) => !(k in f)), `${w}: money on a ${f.category} finding`);
    }
    if (hand && f.category !== 'input' && hand.currency) check('F9', f.currency === hand.currency, `${w}: currency ${f.currency}, the hand's ${hand.currency}`);
  });
  // F11
  const want = Object.fromEntries([...money].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([c, t]) => [c, { underpaid_to_players: t.u / 100, overpaid_to_players: t.o / 100 }]));
  check('F11', JSON.stringify(s.money) === JSON.stringify(want), at(`summary.money ${JSON.stringify(s.money)}, the findings' ${JSON.stringify(want)}`));
  for (const k of ['underpaid_to_players', 'overpaid_to_players', 'owed_to_player']) check('F11', !(k in s), at(`summary.${k} without a currency`));
  // F12
  check('F12', code === (findings.length ? 1 : 0), at(`exit ${code} with ${findings.length} findings`));
}

/** F15: the CSV's rows are the JSON's findings. */
function checkCsv(label, csvText, doc) {
  const rows = csvRows(csvText);
  const head = rows.shift().cells;
  const data = rows.filter((r) => r.cells.some((c) => c !== ''));
  check('F15', data.length === doc.findings.length, `${label}: CSV rows ${data.length}, findings ${doc.findings.length}`);
  data.forEach((r, i) => {
    const f = doc.findings[i];
    if (!f) return;
    const c = Object.fromEntries(head.map((h, j) => [h, r.cells[j]]));
    const plain = (v) => (v === undefined || v === null ? '' : String(v));
    const unq = (v) => (v.startsWith("'") ? v.slice(1) : v);
    const diffs = [];
    for (const k of ['hand_id', 'ruleset', 'rule', 'article', 'citation', 'category', 'severity', 'spot', 'currency', 'message']) if (unq(c[k] ?? '') !== plain(f[k])) diffs.push(k);
    for (const k of ['event', 'seat', 'hand', 'number']) if ((c[k] ?? '') !== plain(f[k])) diffs.push(k);
    for (const k of ['expected', 'actual', 'difference', 'owed_to_player']) {
      if (f[k] === undefined ? c[k] !== '' : !/^-?\d+\.\d\d$/.test(c[k]) || cents(Number(c[k])) !== cents(f[k])) diffs.push(k);
    }
    if (c.source_path !== f.source.path || c.source_line !== plain(f.source.line)) diffs.push('source');
    check('F15', diffs.length === 0, `${label}: CSV row ${i + 1} differs from findings[${i}] in ${diffs.join(', ')}`);
  });
}

/** audit `files` (paths relative to cwd) as JSON, twice, and as CSV; every check. */
function auditAll(label, cwd, files, extra = [], tables, read = true) {
  const given = files.map((p) => ({ path: p, abs: join(cwd, p) }));
  const logs = new Map();
  for (const g of read ? given : []) { try { logs.set(g.path, readLog(g.abs, tables)); } catch { /* a file this reader does not follow */ } }
  const a = veedor(['audit', ...files, '--format', 'json', '--lang', 'en', '--quiet', ...extra], cwd);
  let doc;
  try { doc = JSON.parse(a.stdout); } catch { check('F1', false, `${label}: not JSON (exit ${a.code}): ${a.stderr.slice(0, 200)}`); return null; }
  checkDoc(label, doc, a.code, given, logs);
  if (!QUICK || /^five-/.test(label)) {
    const b = veedor(['audit', ...files, '--format', 'json', '--lang', 'en', '--quiet', ...extra], cwd);
    check('F13', b.stdout === a.stdout, `${label}: a second run differs`);
  }
  if (!QUICK || /^five-/.test(label)) { // --quick: the CSV output is checked on the simulated logs only
    const c = veedor(['audit', ...files, '--format', 'csv', '--lang', 'en', '--quiet', ...extra], cwd);
    check('F12', c.code === a.code, `${label}: CSV exit ${c.code}, JSON exit ${a.code}`);
    checkCsv(label, c.stdout, doc);
  }
  return { doc, logs };
}

// ---------- crafted hands (input side) ----------
const exLines = (cat) => readFileSync(join(root, 'fixtures/examples', `${cat}.ndjson`), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const clone = (x) => JSON.parse(JSON.stringify(x));

/**
 * Variants: [{id, statement, hand | raw (a line of text), expect: 'clean' | {reject: field} | {rule, event?, article?,
 * owed?, currency?} | 'findings'}].
 */
function variants() {
  const V = [];
  const add = (statement, id, hand, expect) => V.push({ statement, id, hand, expect });
  const pl = exLines('pe-pot-luck-black-jack');
  const mb = exLines('es-marbella-black-jack');
  const cs = exLines('pe-poker-caribeno');
  const ds = exLines('pe-dragon-six-baccarat');
  const pg = exLines('pr-8669-pai-gow-bonus');
  const base = { pl: pl[0], pl7: pl[1], pl8: pl[2], mb: mb[0], mb3: mb[1], cs: cs[0], cs2: cs[1], ds: ds[0], pg: pg[0], pg1: pg[1] };
  const mk = (b, id, f) => { const h = clone(base[b]); h.hand_id = id; h.table_id = `T-${id}`; if (h.shoe_id) h.shoe_id = `S-${id}`; f?.(h); return h; };
  const idx = (h, pred) => h.events.findIndex(pred);
  // H16 the spec's own example
  const specEx = {
    hand_id: 'SPEC-EX', game: 'pot-luck-blackjack', table_id: 'BJ-07', dealer_id: 'D-114', started_at: '2026-11-28T21:14:03-05:00', currency: 'PEN',
    table: { decks: 6, min_bet: 10, max_bet: 2000, max_splits: 3, pool_commission_pct: 5 },
    events: [{ type: 'procedure', name: 'shuffle' }, { type: 'procedure', name: 'cut', by: 'seat:1' }, { type: 'bet', seat: 1, spot: 'main', amount: 100 },
      { type: 'deal', to: 'seat:1', card: 'Ah' }, { type: 'deal', to: 'dealer', card: '9c' }, { type: 'deal', to: 'seat:1', card: 'Kd' },
      { type: 'deal', to: 'dealer', card: '8s', face: 'down' }, { type: 'payout', seat: 1, spot: 'main', amount: 150 }, { type: 'reveal', to: 'dealer', card: '8s' }],
  };
  add('H16', 'SPEC-EX', specEx, 'clean');
  const specPaid = clone(specEx); specPaid.hand_id = 'SPEC-EX-100'; specPaid.table_id = 'BJ-08'; specPaid.events[7].amount = 100;
  add('H16', 'SPEC-EX-100', specPaid, { rule: 'blackjack-pays-3-to-2', event: 8, article: 'Art. 13º', seat: 1, hand: 1, spot: 'main', currency: 'PEN', expected: 150, actual: 100, difference: -50, owed: 50 });
  // every example hand, as it is (clean)
  for (const [b, h] of Object.entries(base)) add('H9', `EX-${b}`, mk(b, `EX-${b}`), 'clean');
  // H2 required fields
  for (const k of ['hand_id', 'game', 'table_id', 'started_at', 'events']) add('H2', `REQ-${k}`, mk('pl', `REQ-${k}`, (h) => { delete h[k]; }), { reject: k });
  // H3 game and ruleset
  for (const [b, game] of [['pl', 'pot-luck-blackjack'], ['mb', 'blackjack'], ['cs', 'caribbean-stud'], ['ds', 'dragon-six-baccarat'], ['pg', 'pai-gow-bonus']]) {
    add('H3', `DEF-${b}`, mk(b, `DEF-${b}`, (h) => { delete h.ruleset; }), 'clean');
    // a fault under the default ruleset: the finding names it
    add('H3', `DEFRULE-${b}`, mk(b, `DEFRULE-${b}`, (h) => {
      delete h.ruleset;
      const i = idx(h, (e) => e.type === 'payout');
      if (i >= 0) h.events[i].amount = cents(h.events[i].amount + 1) / 100;
    }), { ruleset: GAME_DEFAULT[game] });
  }
  add('H3', 'GAME-UNKNOWN', mk('pl', 'GAME-UNKNOWN', (h) => { h.game = 'roulette'; delete h.ruleset; }), { reject: 'game' });
  // H4 optional fields absent
  add('H4', 'OPT-NONE', mk('pl', 'OPT-NONE', (h) => { delete h.ruleset; delete h.dealer_id; delete h.shoe_id; }), 'clean');
  add('H4', 'OPT-NONE-DS', mk('ds', 'OPT-NONE-DS', (h) => { delete h.dealer_id; delete h.shoe_id; }), 'clean');
  // null on an optional field is the field absent (as an empty CSV cell is); on a required one, refused naming it
  add('H4', 'OPT-NULL', mk('pl', 'OPT-NULL', (h) => {
    Object.assign(h, { ruleset: null, dealer_id: null, shoe_id: null });
    for (const e of h.events) for (const k of ['hand', 'face', 'by', 'medium', 'player', 'behind', 'number']) if (!(k in e)) e[k] = null;
  }), 'clean');
  add('H2', 'REQ-NULL', mk('pl', 'REQ-NULL', (h) => { h.table_id = null; }), { reject: 'table_id' });
  // H5 currency from the table configuration
  add('H5', 'CUR-TABLE', mk('pl', 'CUR-TABLE', (h) => { delete h.currency; h.table.currency = 'PEN'; }), 'clean');
  add('H5', 'CUR-TABLE-FAULT', mk('pl', 'CUR-TABLE-FAULT', (h) => {
    delete h.currency; h.table.currency = 'USD';
    h.events[idx(h, (e) => e.type === 'payout' && e.spot === 'main')].amount = 90;
  }), { rule: 'win-pays-1-to-1', currency: 'USD', owed: 10 });
  add('H5', 'CUR-NONE', mk('pl', 'CUR-NONE', (h) => { delete h.currency; }), 'clean');
  add('H5', 'CUR-LOWER', mk('pl', 'CUR-LOWER', (h) => { h.currency = 'pen'; }), { reject: 'currency' });
  // H6 cards
  const cardAt = (h) => idx(h, (e) => e.type === 'deal' && e.to === 'seat:1');
  add('H6', 'CARD-10', mk('pl', 'CARD-10', (h) => { for (const e of h.events) if (e.card?.[0] === 'T') e.card = `10${e.card[1]}`; h.events[cardAt(h)].card = h.events[cardAt(h)].card; }), 'clean');
  add('H6', 'CARD-UPPER', mk('pl', 'CARD-UPPER', (h) => { for (const e of h.events) if (e.card) e.card = e.card[0] + e.card.slice(1).toUpperCase(); }), 'clean');
  add('H6', 'CARD-LOWER-RANK', mk('pl', 'CARD-LOWER-RANK', (h) => { h.events[idx(h, (e) => e.card === 'Qh')].card = 'qh'; }), { reject: 'events[9].card' });
  add('H6', 'CARD-1H', mk('pl', 'CARD-1H', (h) => { h.events[cardAt(h)].card = '1h'; }), { reject: 'events[6].card' });
  add('H6', 'CARD-JOKER', mk('pl', 'CARD-JOKER', (h) => { h.events[cardAt(h)].card = 'Xx'; }), { reject: 'events[6].card' });
  // H7 money
  add('H7', 'AMT-DEC', mk('pl', 'AMT-DEC', (h) => { for (const e of h.events) if (typeof e.amount === 'number') e.amount = e.amount; }), 'clean');
  add('H7', 'AMT-3DEC', mk('pl', 'AMT-3DEC', (h) => { h.events[2].amount = 55.005; }), { reject: 'events[2].amount' });
  add('H7', 'AMT-STRING', mk('pl', 'AMT-STRING', (h) => { h.events[2].amount = '55'; }), { reject: 'events[2].amount' });
  add('H7', 'AMT-NEG', mk('pl', 'AMT-NEG', (h) => { h.events[2].amount = -55; }), { reject: 'events[2].amount' });
  // H8 participants and hands
  add('H8', 'SEAT-BAD', mk('pl', 'SEAT-BAD', (h) => { h.events[cardAt(h)].to = 'seat1'; }), { reject: 'events[6].to' });
  add('H8', 'HAND-1', mk('pl', 'HAND-1', (h) => { for (const e of h.events) if (e.type === 'deal' && e.to.startsWith('seat:') && e.hand === undefined) e.hand = 1; }), 'clean');
  add('H8', 'BY-DEALER', mk('pl', 'BY-DEALER', (h) => { h.events[1].by = 'dealer'; }), 'clean');
  // H9 defaults and optional event fields
  add('H9', 'FACE-UP', mk('pl', 'FACE-UP', (h) => { for (const e of h.events) if (e.type === 'deal' && !e.face) e.face = 'up'; }), 'clean');
  add('H9', 'MEDIUM-CHIPS', mk('pl', 'MEDIUM-CHIPS', (h) => { for (const e of h.events) if (e.type === 'bet') e.medium = 'chips'; }), 'clean');
  add('H9', 'DETAIL', mk('pl', 'DETAIL', (h) => { h.events[0].detail = 'manual shuffle, 6 decks'; }), 'clean');
  add('H9', 'EVENT-TYPE', mk('pl', 'EVENT-TYPE', (h) => { h.events[0].type = 'shuffle'; }), { reject: 'events[0]' });
  add('H9', 'DS-CASH', mk('ds', 'DS-CASH', (h) => { h.events[idx(h, (e) => e.type === 'bet')].medium = 'cash'; }), { rule: 'bets-with-chips', article: 'Art. 7º' });
  add('H9', 'PG-VERBAL', mk('pg', 'PG-VERBAL', (h) => { h.events[idx(h, (e) => e.type === 'bet' && e.spot === 'bonus')].medium = 'verbal'; }), { rule: 'bonus-chips-only', article: 'Art. 10-10.15(B)(2)' });
  add('H9', 'DS-COUNT', mk('ds', 'DS-COUNT', (h) => { h.events.splice(1, 0, { type: 'procedure', name: 'count', detail: '8 decks, 416 cards' }); }), 'clean');
  add('H9', 'DS-CUT-CARD-OUT', mk('ds', 'DS-CUT-CARD-OUT', (h) => { h.events.push({ type: 'procedure', name: 'cut_card_out' }); }), 'clean');
  add('H9', 'PG-NO-MORE-BETS-BY', mk('pg', 'PG-NO-MORE-BETS-BY', (h) => { h.events.find((e) => e.name === 'no_more_bets').by = 'dealer'; }), 'clean');
  add('H9', 'EXTRA-FIELD', mk('pl', 'EXTRA-FIELD', (h) => { h.casino_note = 'x'; h.events[0].operator = 'O-1'; }), 'clean');
  // H10 stake-adding decisions
  add('H10', 'SPLIT-NOAMT', mk('pl', 'SPLIT-NOAMT', (h) => { delete h.events[idx(h, (e) => e.action === 'split')].amount; }), { reject: 'events[14].amount' });
  add('H10', 'INS-NOAMT', mk('pl7', 'INS-NOAMT', (h) => { delete h.events[idx(h, (e) => e.action === 'insurance')].amount; }), { reject: `events[${idx(base.pl7, (e) => e.action === 'insurance')}].amount` });
  add('H10', 'CS-BET-NOAMT', mk('cs', 'CS-BET-NOAMT', (h) => { delete h.events[idx(h, (e) => e.action === 'bet')].amount; }), { reject: `events[${idx(base.cs, (e) => e.action === 'bet')}].amount` });
  // H11 settlement conventions
  add('H11', 'WIN-STAKE-IN', mk('pl', 'WIN-STAKE-IN', (h) => { const e = h.events[idx(h, (x) => x.type === 'payout' && x.spot === 'main')]; e.amount *= 2; }), { rule: 'win-pays-1-to-1', owed: -100 });
  add('H11', 'EVEN-MONEY', mk('pl7', 'EVEN-MONEY', (h) => {
    h.events.splice(17, 0, { type: 'decision', seat: 6, hand: 1, action: 'even_money' }, { type: 'payout', seat: 6, spot: 'main', hand: 1, amount: 375 });
    h.events.splice(h.events.findIndex((e) => e.type === 'return' && e.seat === 6), 1);
  }), 'clean');
  add('H11', 'DECLINE-INS', mk('pl7', 'DECLINE-INS', (h) => { h.events.splice(17, 0, { type: 'decision', seat: 1, hand: 1, action: 'decline_insurance' }); }), 'clean');
  add('H11', 'SURRENDER-WHOLE', mk('pl8', 'SURRENDER-WHOLE', (h) => { const e = h.events[h.events.findIndex((x) => x.action === 'surrender') + 1]; e.amount *= 2; }),
    { rule: 'surrender-half-collected', owed: cents(base.pl8.events[base.pl8.events.findIndex((x) => x.action === 'surrender') + 1].amount) / 100 });
  // a bet behind the box (Marbella), its settlement naming it; short; the box and the bet behind settled in one sum
  const behind = (id, amount, named = true) => mk('mb3', id, (h) => {
    h.events.splice(3, 0, { type: 'bet', seat: 1, spot: 'main', amount: 20, behind: true, player: 'P2' });
    if (named) h.events.push({ type: 'payout', seat: 1, spot: 'main', hand: 1, amount, behind: true, player: 'P2' });
    else h.events[h.events.findIndex((e) => e.type === 'payout' && e.seat === 1)].amount += amount;
  });
  add('H11', 'BEHIND-OK', behind('BEHIND-OK', 20), 'clean');
  add('H11', 'BEHIND-SHORT', behind('BEHIND-SHORT', 10), { rule: 'win-pays-1-to-1', seat: 1, spot: 'main', expected: 20, actual: 10, owed: 10, behind: true, player: 'P2' });
  add('H11', 'BEHIND-IN-SUM', behind('BEHIND-IN-SUM', 20, false), 'clean');
  // the spots a decision opens: insurance (2 to 1 on 50 paid 50) and the Caribbean bet
  add('H11', 'INS-SHORT', mk('pl7', 'INS-SHORT', (h) => { h.events[h.events.findIndex((e) => e.type === 'payout' && e.spot === 'insurance')].amount = 50; }),
    { rule: 'insurance-pays-2-to-1', seat: 4, spot: 'insurance', expected: 100, actual: 50, owed: 50, event: 23 });
  // H12 table values the regulation does not allow
  add('H12', 'POOL-6PCT', mk('pl', 'POOL-6PCT', (h) => { h.table.pool_commission_pct = 6; }), 'findings');
  add('H12', 'PG-BONUS-7', mk('pg', 'PG-BONUS-7', (h) => { h.table.bonus_payout = 7; }), 'findings');
  add('H12', 'CS-PAYTABLE-LOW', mk('cs', 'CS-PAYTABLE-LOW', (h) => { h.table.bet_paytable.flush = 4; }), 'findings');
  // H13 started_at
  add('H13', 'TIME-Z', mk('pl', 'TIME-Z', (h) => { h.started_at = '2026-11-07T01:21:01Z'; }), 'clean');
  add('H13', 'TIME-NOOFFSET', mk('pl', 'TIME-NOOFFSET', (h) => { h.started_at = '2026-11-06T20:21:01'; }), { reject: 'started_at' });
  add('H13', 'TIME-DATE', mk('pl', 'TIME-DATE', (h) => { h.started_at = '2026-11-06'; }), { reject: 'started_at' });
  return V;
}

function runVariants(dir) {
  const V = variants();
  const log = join(dir, 'variants.ndjson');
  const lines = V.map((v) => JSON.stringify(v.hand));
  // H14: a repeat of the first variant's id
  lines.push(JSON.stringify({ ...V[0].hand, table_id: 'T-REPEAT' }));
  writeFileSync(log, lines.join('\n') + '\n');
  const r = veedor(['audit', 'variants.ndjson', '--format', 'json', '--lang', 'en', '--quiet'], dir);
  const doc = JSON.parse(r.stdout);
  checkDoc('variants', doc, r.code, [{ path: 'variants.ndjson', abs: log }], new Map([['variants.ndjson', readLog(log)]]));
  V.forEach((v, i) => {
    const line = i + 1;
    const fs = doc.findings.filter((f) => f.source.line === line);
    const show = () => fs.map((f) => `${f.rule}${f.field ? `(${f.field})` : ''}@${f.event ?? '-'}`).join(', ') || 'none';
    const e = v.expect;
    if (e === 'clean') check(v.statement, fs.length === 0, `${v.id}: clean, got ${show()}`);
    else if (e === 'findings') check(v.statement, fs.length > 0 && fs.every((f) => f.category !== 'input'), `${v.id}: findings, got ${show()}`);
    else if (e.reject !== undefined) {
      check(v.statement, fs.length === 1 && fs[0].category === 'input' && fs[0].field !== undefined && (fs[0].field === e.reject || fs[0].field.startsWith(`${e.reject}.`) || fs[0].field.startsWith(`${e.reject}[`))
        && fs[0].source.path === 'variants.ndjson', `${v.id}: rejected naming ${e.reject}, got ${show()}`);
    } else if (e.ruleset) {
      check(v.statement, fs.length > 0 && fs.every((f) => f.ruleset === e.ruleset && f.category !== 'input'), `${v.id}: findings under ${e.ruleset}, got ${fs.map((f) => f.ruleset + ' ' + f.rule).join(', ')}`);
    } else {
      const m = fs.filter((f) => f.rule === e.rule);
      const f = m[0];
      const ok = m.length === 1 && (e.event === undefined || f.event === e.event) && (e.article === undefined || f.article === e.article)
        && (e.owed === undefined || f.owed_to_player === e.owed) && (e.currency === undefined || f.currency === e.currency)
        && ['seat', 'hand', 'spot', 'expected', 'actual', 'difference', 'behind', 'player'].every((k) => e[k] === undefined || f[k] === e[k]);
      check(v.statement, ok, `${v.id}: ${JSON.stringify(e)}, got ${JSON.stringify(fs.map((x) => ({ rule: x.rule, event: x.event, article: x.article, owed: x.owed_to_player, currency: x.currency })))}`);
    }
  });
  const rep = doc.findings.filter((f) => f.source.line === lines.length);
  check('H14', rep.length === 1 && rep[0].rule === 'input-duplicate-hand-id' && rep[0].category === 'input', `a repeated hand_id: ${rep.map((f) => f.rule).join(', ')}`);
  return V;
}

/** H1: one hand, an array, {"hands": [...]}, .jsonl read as NDJSON is; the findings equal but for source. */
function runShapes(dir) {
  const hands = [...exLines('pe-pot-luck-black-jack'), ...exLines('pe-dragon-six-baccarat')];
  hands[0] = clone(hands[0]);
  hands[0].events[hands[0].events.findIndex((e) => e.type === 'payout')].amount = 1; // one finding, at least
  writeFileSync(join(dir, 'shape.ndjson'), hands.map((h) => JSON.stringify(h)).join('\n') + '\n');
  writeFileSync(join(dir, 'shape.jsonl'), hands.map((h) => JSON.stringify(h)).join('\n') + '\n');
  writeFileSync(join(dir, 'shape-array.json'), JSON.stringify(hands, null, 1));
  writeFileSync(join(dir, 'shape-hands.json'), JSON.stringify({ hands }, null, 1));
  writeFileSync(join(dir, 'shape-one.json'), JSON.stringify(hands[0], null, 1));
  const strip = (doc) => doc.findings.map((f) => JSON.stringify({ ...f, source: undefined }));
  const base = auditAll('shape.ndjson', dir, ['shape.ndjson']);
  for (const f of ['shape.jsonl', 'shape-array.json', 'shape-hands.json']) {
    const r = auditAll(f, dir, [f]);
    check('H1', r && JSON.stringify(strip(r.doc)) === JSON.stringify(strip(base.doc)) && r.doc.summary.hands === hands.length, `${f}: the findings of the NDJSON log`);
  }
  const one = auditAll('shape-one.json', dir, ['shape-one.json']);
  check('H1', one && one.doc.summary.hands === 1 && JSON.stringify(strip(one.doc)) === JSON.stringify(strip(base.doc).filter((x) => JSON.parse(x).hand_id === hands[0].hand_id)), 'a JSON file holding one hand object');
}

/** H15: CSV layouts of the same hands: the findings equal but for source. */
function toCsv(hands, cols, opts = {}) {
  const q = (v) => (v === undefined || v === null ? '' : /[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
  const out = [cols.join(',')];
  for (const h of hands) {
    h.events.forEach((e, i) => {
      const r = {};
      if (i === 0 || opts.everyRow) for (const k of HAND_COLS) r[k] = h[k];
      for (const [k, v] of Object.entries(e)) r[k] = Array.isArray(v) ? v.join(' ') : v;
      out.push(cols.map((c) => (c === 'note' ? 'ignored' : q(r[c]))).join(','));
    });
  }
  return out.join('\n') + '\n';
}
const CSV_COLS = ['hand_id', 'game', 'ruleset', 'table_id', 'dealer_id', 'shoe_id', 'started_at', 'currency', 'type', 'name', 'by', 'to', 'seat', 'hand', 'spot', 'card', 'face', 'action', 'amount', 'number', 'value', 'cards', 'count', 'medium', 'player', 'participant', 'decks', 'position', 'behind'];
function runCsvLayouts(dir) {
  const hands = [...CATS.flatMap((c) => exLines(c)), ...variants().filter((v) => v.id.startsWith('BEHIND-')).map((v) => v.hand)];
  hands[0] = clone(hands[0]);
  hands[0].events[hands[0].events.findIndex((e) => e.type === 'payout')].amount = 1;
  const tables = { tables: Object.fromEntries(hands.map((h) => [h.table_id, { ...h.table, currency: h.currency }])) };
  writeFileSync(join(dir, 'tables.json'), JSON.stringify(tables));
  const noTable = hands.map((h) => { const x = clone(h); delete x.table; return x; });
  writeFileSync(join(dir, 'layout.ndjson'), noTable.map((h) => JSON.stringify(h)).join('\n') + '\n');
  const rev = [...CSV_COLS].reverse();
  writeFileSync(join(dir, 'layout.csv'), toCsv(noTable, CSV_COLS));
  writeFileSync(join(dir, 'layout-reordered.csv'), toCsv(noTable, [...rev.slice(0, 10), 'note', ...rev.slice(10)]));
  writeFileSync(join(dir, 'layout-every-row.csv'), toCsv(noTable, CSV_COLS, { everyRow: true }));
  const noCur = noTable.map((h) => { const x = clone(h); delete x.currency; return x; });
  writeFileSync(join(dir, 'layout-table-currency.csv'), toCsv(noCur, CSV_COLS));
  const strip = (doc) => doc.findings.map((f) => JSON.stringify({ ...f, source: undefined }));
  const base = auditAll('layout.ndjson', dir, ['layout.ndjson'], ['--tables', 'tables.json'], tables.tables);
  check('H15', base.doc.findings.length > 0 && base.doc.summary.rejected === 0, `layout.ndjson: ${base.doc.findings.length} findings, ${base.doc.summary.rejected} rejected`);
  for (const f of ['layout.csv', 'layout-reordered.csv', 'layout-every-row.csv', 'layout-table-currency.csv']) {
    const r = auditAll(f, dir, [f], ['--tables', 'tables.json'], tables.tables);
    check('H15', r && JSON.stringify(strip(r.doc)) === JSON.stringify(strip(base.doc)), `${f}: the NDJSON log's findings (${r?.doc.findings.map((x) => x.rule).join(', ')})`);
  }
}

// ---------- selftest: the checks catch what they are for ----------
/**
 * Audits the spec's example hand with its blackjack paid 100 (and a clean one), then tampers with the document one way
 * at a time; each tampering must fail the statement named beside it (and the untouched document none).
 */
function selftest(dir) {
  const hands = variants().filter((v) => v.id === 'SPEC-EX' || v.id === 'SPEC-EX-100').map((v) => v.hand);
  writeFileSync(join(dir, 'self.ndjson'), hands.map((h) => JSON.stringify(h)).join('\n') + '\n');
  const r = veedor(['audit', 'self.ndjson', '--format', 'json', '--lang', 'en', '--quiet'], dir);
  const files = [{ path: 'self.ndjson', abs: join(dir, 'self.ndjson') }];
  const logs = () => new Map([['self.ndjson', readLog(join(dir, 'self.ndjson'))]]);
  const cases = [
    ['none', () => {}],
    ['F7', (d) => { d.findings[0].article = 'Art. 13°'; }], // a degree sign, not the ordinal
    ['F8', (d) => { d.findings[0].event += 1; }], // one off: the reveal, not the payout
    ['F9', (d) => { d.findings[0].owed_to_player = -50; }],
    ['F9', (d) => { delete d.findings[0].currency; }],
    ['F10', (d) => { d.findings[0].actual = 0; d.findings[0].difference = -150; d.findings[0].owed_to_player = 150; d.summary.money.PEN.underpaid_to_players = 150; }],
    ['F11', (d) => { d.summary.money = { underpaid_to_players: 50, overpaid_to_players: 0 }; }],
    ['F5', (d) => { d.summary.by_category.payout = 0; }],
    ['F16', (d) => { d.inputs[0].rejected = 1; }],
    ['F12', (d, c) => c - 1],
    ['F14', (d) => { d.findings[0].source.line = 1; }],
  ];
  let ok = true;
  for (const [id, tamper] of cases) {
    const doc = JSON.parse(r.stdout);
    const code = tamper(doc, r.code) ?? r.code;
    const before = new Map([...tally].map(([k, t]) => [k, t.bad.length]));
    checkDoc(`selftest ${id}`, doc, code, files, logs());
    const failedNow = [...tally].filter(([k, t]) => t.bad.length > (before.get(k) ?? 0)).map(([k]) => k);
    const good = id === 'none' ? failedNow.length === 0 : failedNow.includes(id);
    console.log(`${good ? 'ok  ' : 'FAIL'} selftest ${id}: failed ${failedNow.join(', ') || 'nothing'}`);
    ok &&= good;
  }
  process.exit(ok ? 0 : 1);
}

// ---------- main ----------
function main() {
  const [cmd, dir] = args;
  if (cmd === 'selftest' && dir) { mkdirSync(dir, { recursive: true }); selftest(dir); return; }
  if (cmd !== 'run' || !dir) { console.error('usage: node scripts/spec24.mjs run OUTDIR [--seeds 7] [--hands 500] [--quick] [--no-fixtures]'); process.exit(2); }
  mkdirSync(dir, { recursive: true });
  const seeds = (opt('--seeds', '7')).split(',').map(Number);
  const n = QUICK ? 40 : Number(opt('--hands', '500'));
  // simulated logs with faults, NDJSON, JSON and CSV (+ tables file); --quick: the five catalogs in one NDJSON log and
  // one CSV log (the simulated files joined, their tables files merged)
  for (const seed of seeds) {
    const joined = { ndjson: [], csv: [], tables: {} };
    for (const cat of CATS) {
      const base = `${cat}-s${seed}`;
      for (const fmt of QUICK ? ['ndjson'] : ['ndjson', 'json', 'csv']) {
        const f = `${base}.${fmt}`;
        if (!existsSync(join(dir, f))) veedor(['simulate', '--ruleset', cat, '--hands', String(n), '--faults', QUICK ? '0.3' : '0.1', '--seed', String(seed), '--out', f, '--lang', 'en'], dir);
        const tables = fmt === 'csv' ? JSON.parse(readFileSync(join(dir, `${base}.tables.json`), 'utf8')).tables : undefined;
        if (QUICK) { joined.ndjson.push(readFileSync(join(dir, f), 'utf8')); continue; }
        auditAll(f, dir, [f], fmt === 'csv' ? ['--tables', `${base}.tables.json`] : [], tables);
      }
    }
    if (QUICK) {
      writeFileSync(join(dir, `five-s${seed}.ndjson`), joined.ndjson.join(''));
      // the same hands as CSV, their inline tables in a tables file (the format's CSV carries no table)
      const hands = joined.ndjson.join('').split('\n').filter(Boolean).map((l) => JSON.parse(l));
      for (const h of hands) { joined.tables[h.table_id] = { ...h.table, currency: h.currency }; delete h.table; }
      writeFileSync(join(dir, `five-s${seed}.csv`), toCsv(hands, CSV_COLS));
      writeFileSync(join(dir, `five-s${seed}.tables.json`), JSON.stringify({ tables: joined.tables }));
      auditAll(`five-s${seed}.ndjson`, dir, [`five-s${seed}.ndjson`]);
      auditAll(`five-s${seed}.csv`, dir, [`five-s${seed}.csv`], ['--tables', `five-s${seed}.tables.json`], joined.tables);
    }
  }
  // the fixture logs: each folder one run
  if (!QUICK && !flag('--no-fixtures')) {
    for (const folder of ['examples', 'demo', 'whole-currency', ...CATS, 'bad-input']) {
      const abs = join(root, 'fixtures', folder);
      const files = readdirSync(abs).filter((f) => /\.(ndjson|json|jsonl|csv)$/.test(f) && !/expected|tables|README/.test(f)).sort();
      if (!files.length) continue;
      // bad-input's logs are broken on purpose: their counts and lines are the corpus test's (expected.json each)
      auditAll(`fixtures/${folder}`, abs, files, [], undefined, folder !== 'bad-input');
    }
  }
  // F12: the command could not run
  const miss = veedor(['audit', 'no-such-file.ndjson', '--format', 'json', '--quiet'], dir);
  check('F12', miss.code === 2 && miss.stderr.trim().split('\n').length === 1, `a missing file: exit ${miss.code}, ${JSON.stringify(miss.stderr)}`);
  const badOpt = veedor(['audit', '--format', 'xml', 'x.ndjson'], dir);
  check('F12', badOpt.code === 2, `a bad option: exit ${badOpt.code}`);
  runVariants(dir);
  runShapes(dir);
  runCsvLayouts(dir);
  // the report
  let failed = 0;
  for (const [id, t] of [...tally].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    console.log(`${t.bad.length ? 'FAIL' : 'ok  '} ${id.padEnd(4)} ${String(t.n).padStart(6)} checked, ${t.bad.length} failed`);
    for (const b of t.bad.slice(0, 8)) console.log(`       ${b}`);
    failed += t.bad.length;
  }
  writeFileSync(join(dir, 'spec24-failures.json'), JSON.stringify(Object.fromEntries([...tally].map(([k, t]) => [k, t.bad])), null, 1));
  process.exit(failed ? 1 : 0);
}
main();
