#!/usr/bin/env node
// Does `veedor replay` say what `veedor audit` says? The dispute resolver's promise (dispute18): replaying a hand gives
// every finding the audit reports for it, with the same article, event and amounts, and a balance that is the sum of
// those findings' money per currency and per seat; a hand without findings replays as complying; the Spanish and the
// English texts name the same amounts.
//
// Usage: node scripts/replay-agrees.mjs LOG [--tables FILE] [--ruleset ID] [--input FORMAT] [--audit AUDIT.json]
//                                          [--cli N] [--clean N] [--json]
//   --audit  the `veedor audit LOG --format json` of the same log (default: run it here through the CLI)
//   --cli N  replay N of the disputed hands (spread over the log, the first and last included) through the CLI itself,
//            `veedor replay --format json|text --lang es|en` (the rest are replayed in this process, through the same
//            app/replay-document.ts, from one pass of the audit over the log: a CLI replay reads the log up to its
//            hand, a second a hand); every CLI replay's JSON must equal the in-process one but for the log's SHA-256
//   --clean N  also replay N hands without findings (default 20)
// A hand the audit rejected (its first record) must be refused by the CLI replay, exit 2, with the audit's reason; a
// later record repeating an audited hand's id is the audit's finding on that id, and the replay must name it.
// Exit 0: every check agreed; 1: disagreements (listed, grouped by class); 2: could not run.
// Needs the build (npm run build): it reads dist/.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(ROOT, 'dist/cli/veedor.js');
const dist = (p) => import(pathToFileURL(join(ROOT, 'dist', p)).href);

function args(argv) {
  const o = { log: undefined, cli: 6, clean: 20, json: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') o.json = true;
    else if (['--tables', '--ruleset', '--input', '--audit'].includes(a)) o[a.slice(2)] = argv[++i];
    else if (a === '--cli' || a === '--clean') o[a.slice(2)] = Number(argv[++i]);
    else if (!a.startsWith('--') && o.log === undefined) o.log = a;
    else throw new Error(`unknown argument ${a}`);
  }
  if (!o.log) throw new Error('usage: node scripts/replay-agrees.mjs LOG [--tables FILE] [--ruleset ID] [--audit AUDIT.json] [--cli N] [--clean N] [--json]');
  return o;
}

const cents = (x) => (x === undefined || x === null ? undefined : Math.round(x * 100));
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const commonOptions = (o) => [...(o.tables ? ['--tables', o.tables] : []), ...(o.ruleset ? ['--ruleset', o.ruleset] : []), ...(o.input ? ['--input', o.input] : [])];

function runCli(argv) {
  const r = spawnSync(process.execPath, [CLI, ...argv], { encoding: 'utf8', maxBuffer: 1 << 30, env: { ...process.env, NO_COLOR: '1' } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Every amount a text writes with its currency ("PEN 38.40", "PEN +38.40", "PEN -500.00"), as a sorted list. */
function amountsIn(text, currency) {
  if (!currency) return [];
  const re = new RegExp(`${currency}\\s+([+-]?\\d+(?:\\.\\d+)?)`, 'g');
  return [...text.matchAll(re)].map((m) => cents(Number(m[1]))).sort((a, b) => a - b);
}

/** The replay JSON with its words left out: what must be the same in both languages. */
function numbersOf(doc) {
  const strip = (v, key) => {
    if (Array.isArray(v)) return v.map((x) => strip(x, key));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).filter(([k]) => !WORDS.has(k)).map(([k, x]) => [k, strip(x, k)]));
    return v;
  };
  return JSON.stringify(strip(doc));
}
const WORDS = new Set(['lang', 'text', 'table', 'final_table', 'message', 'wager', 'label', 'required_why', 'actual_text', 'title', 'premise', 'recorded_why', 'counterfactual_why', 'unmapped_note', 'masked_note', 'summary_en', 'text_es']);

export async function agree(o) {
  const problems = new Map(); // class -> [detail]
  const bad = (cls, detail) => { if (!problems.has(cls)) problems.set(cls, []); problems.get(cls).push(detail); };

  // 1. The audit, as the user runs it.
  let audit;
  if (o.audit) audit = JSON.parse(readFileSync(o.audit, 'utf8'));
  else {
    const r = runCli(['audit', o.log, '--format', 'json', '--quiet', ...commonOptions(o)]);
    if (r.status !== 0 && r.status !== 1) throw new Error(`veedor audit: exit ${r.status}: ${r.stderr.trim()}`);
    audit = JSON.parse(r.stdout);
  }
  const byHand = new Map();
  for (const f of audit.findings) {
    if (f.hand_id === null) continue;
    if (!byHand.has(f.hand_id)) byHand.set(f.hand_id, []);
    byHand.get(f.hand_id).push(f);
  }

  // 2. One pass of the same audit over the log, keeping each hand's record as the replay finds it (the first record
  //    of an id; a record rejected by the format is not replayed).
  const { Auditor } = await dist('audit/auditor.js');
  const { loadRulesets } = await dist('rules-catalog/registry.js');
  const { RULESETS } = await dist('rules-catalog/index.js');
  const { loadTables } = await dist('cli/load-tables.js');
  const { buildReplayDocument } = await dist('app/replay-document.js');
  const { renderReplayJson } = await dist('reports/replay/json.js');
  const { renderReplayText } = await dist('reports/replay/text.js');
  const rulesets = await loadRulesets(RULESETS);
  const opts = { rulesets, tables: loadTables(o.tables), forceRuleset: o.ruleset, format: o.input };
  const records = new Map();
  const order = [];
  const rejected = new Set();
  const auditor = new Auditor(opts, {
    handRecord(hand, findings) {
      if (records.has(hand.hand_id) || rejected.has(hand.hand_id)) return;
      records.set(hand.hand_id, { hand, ruleset: rulesets.find((r) => r.id === hand.ruleset), findings: [...findings] });
      order.push(hand.hand_id);
    },
    finding(f) {
      if (f.category !== 'input' || f.hand_id === null) return;
      // A later record of an audited hand's id: the audit's repeat finding is the hand id's, and the replay names it.
      if (records.has(f.hand_id)) { if (f.rule === 'input-duplicate-hand-id') records.get(f.hand_id).findings.push(f); } else rejected.add(f.hand_id);
    },
  });
  await auditor.auditFile(o.log);

  const disputed = order.filter((id) => byHand.has(id));
  const clean = order.filter((id) => !byHand.has(id));
  const cleanPick = pick(clean, o.clean);
  const cliPick = new Set(pick(disputed, o.cli));
  let rejectedRefused = 0;
  // A hand the audit rejected (its first record): the replay refuses it, exit 2, with the audit's reason.
  for (const id of byHand.keys()) {
    if (records.has(id)) continue;
    const first = byHand.get(id)[0];
    if (first.category !== 'input') { bad('audit finding on a hand the replay cannot replay', `${id}: ${first.rule}`); continue; }
    const said = ['es', 'en'].map((lang) => runCli(['replay', o.log, id, '--lang', lang, ...commonOptions(o)]));
    if (said.some((r) => r.status !== 2 || r.stdout !== '')) bad('rejected hand not refused by the replay (exit 2)', `${id}: exit ${said.map((r) => r.status).join('/')}`);
    else if (!said.some((r) => r.stderr.includes(first.message))) bad("rejected hand refused without the audit's reason", `${id}: ${said[1].stderr.trim()}`);
    else rejectedRefused++;
  }

  const tmp = mkdtempSync(join(tmpdir(), 'replay-agrees-'));
  let replayed = 0;
  try {
    for (const id of [...disputed, ...cleanPick]) {
      const found = records.get(id);
      const docs = {};
      const texts = {};
      for (const lang of ['es', 'en']) {
        const d = buildReplayDocument({ kind: 'found', ...found }, lang);
        docs[lang] = JSON.parse(renderReplayJson(d));
        texts[lang] = renderReplayText(d);
      }
      if (cliPick.has(id)) {
        for (const lang of ['es', 'en']) {
          const j = runCli(['replay', o.log, id, '--format', 'json', '--lang', lang, ...commonOptions(o)]);
          const t = runCli(['replay', o.log, id, '--lang', lang, ...commonOptions(o)]);
          const want = docs[lang].complies ? 0 : 1;
          if (j.status !== want || t.status !== want) bad('CLI replay exit status', `${id} ${lang}: json ${j.status}, text ${t.status}, expected ${want} (${j.stderr.trim()}${t.stderr.trim()})`);
          if (j.status > 1) continue;
          const cliDoc = JSON.parse(j.stdout);
          delete cliDoc.sha256;
          if (JSON.stringify(cliDoc) !== JSON.stringify(docs[lang])) bad('CLI replay JSON differs from the one-pass replay', `${id} ${lang}`);
          const sha = /^(?:SHA-256 del registro|SHA-256 of the log): .*\n/m;
          if (t.stdout.replace(sha, '') !== texts[lang]) bad('CLI replay text differs from the one-pass replay', `${id} ${lang}`);
          docs[lang] = cliDoc;
          texts[lang] = t.stdout;
        }
      }
      replayed++;
      check(id, byHand.get(id) ?? [], docs, texts, bad);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }

  // 3. The run's money: the replays' nets summed per currency against the audit's summary.
  const net = new Map();
  for (const f of audit.findings) {
    if (f.owed_to_player === undefined || !f.currency) continue;
    net.set(f.currency, (net.get(f.currency) ?? 0) + cents(f.owed_to_player));
  }
  for (const [c, m] of Object.entries(audit.summary.money ?? {})) {
    const s = cents(m.underpaid_to_players) - cents(m.overpaid_to_players);
    if (s !== (net.get(c) ?? 0)) bad('audit summary money differs from its findings', `${c}: summary ${s / 100}, findings ${(net.get(c) ?? 0) / 100}`);
  }

  return { log: o.log, hands: order.length, disputed: disputed.length, replayed, cli: cliPick.size, rejected: rejectedRefused, problems: Object.fromEntries(problems) };
}

/** n ids spread evenly over the list, the first and the last among them. */
function pick(ids, n) {
  if (n <= 0 || ids.length === 0) return [];
  if (n >= ids.length) return [...ids];
  const out = new Set();
  for (let i = 0; i < n; i++) out.add(ids[Math.round((i * (ids.length - 1)) / Math.max(1, n - 1))]);
  return [...out];
}

function key(f) {
  return JSON.stringify([f.rule, f.article, f.event ?? null, f.seat ?? null, cents(f.expected) ?? null, cents(f.actual) ?? null, cents(f.owed_to_player) ?? null]);
}

function check(id, auditFindings, docs, texts, bad) {
  const currency = docs.es.currency;
  for (const lang of ['es', 'en']) {
    const d = docs[lang];
    const shown = [...d.steps.flatMap((s) => s.findings.map((f) => ({ ...f, at: s.n }))), ...d.end_findings.map((f) => ({ ...f, at: 'end' }))];
    // Every audit finding once, with its article, event and amounts; nothing more.
    const left = shown.map(key);
    for (const f of auditFindings) {
      const i = left.indexOf(key(f));
      if (i < 0) bad('audit finding missing from the replay (or with other article/event/amounts)', `${id} ${lang}: ${key(f)}`);
      else left.splice(i, 1);
    }
    for (const k of left) bad('replay finding the audit does not report', `${id} ${lang}: ${k}`);
    if (d.findings !== auditFindings.length) bad('replay finding count differs from the audit', `${id} ${lang}: ${d.findings} vs ${auditFindings.length}`);
    // A finding is told at the step of its event (or at the end when it names none, or one past the last).
    const last = d.steps.length ? d.steps[d.steps.length - 1].n : 0;
    for (const f of shown) {
      const want = f.event !== undefined && f.event >= 1 && f.event <= last ? f.event : 'end';
      if (f.at !== want) bad('finding told at another step than its event', `${id} ${lang}: ${f.rule} event ${f.event} at ${f.at}`);
    }
    // A finding's step cites the finding's article.
    for (const s of d.steps) if (s.findings.length && !s.findings.some((f) => f.article === s.article)) bad("a finding's step cites another article", `${id} ${lang}: step ${s.n} ${s.article}`);
    // Money: the balance is the sum of the audit's owed_to_player, per seat and in all, in the hand's currency.
    const money = auditFindings.filter((f) => f.owed_to_player !== undefined && cents(f.owed_to_player) !== 0);
    const cur = new Set(money.map((f) => f.currency));
    if (money.length && (cur.size !== 1 || ![...cur][0] || [...cur][0] !== d.balance.currency)) bad('balance currency differs from the findings', `${id} ${lang}: ${[...cur].join(',')} vs ${d.balance.currency}`);
    // An over-payment the text allows (a warning) is listed in the balance but is no debt of the player: outside its sums.
    const counted = money.filter((f) => !(f.severity === 'warning' && cents(f.owed_to_player) < 0));
    const total = sum(counted.map((f) => cents(f.owed_to_player)));
    if (cents(d.balance.net_owed_to_players) !== total) bad('balance net differs from the audit', `${id} ${lang}: ${d.balance.net_owed_to_players} vs ${total / 100}`);
    const seats = new Map();
    for (const f of money) seats.set(f.seat ?? null, seats.get(f.seat ?? null) ?? 0);
    for (const f of counted) seats.set(f.seat ?? null, seats.get(f.seat ?? null) + cents(f.owed_to_player));
    const seatsAll = new Map();
    for (const f of money) seatsAll.set(f.seat ?? null, (seatsAll.get(f.seat ?? null) ?? 0) + cents(f.owed_to_player));
    // A seat's box player and each player betting behind it are apart in the balance (compound21): summed per seat here.
    const bal = new Map();
    for (const s of d.balance.seats) bal.set(s.seat ?? null, (bal.get(s.seat ?? null) ?? 0) + cents(s.owed_to_player));
    for (const [s, m] of seats) if (bal.get(s) !== m) bad('balance per seat differs from the audit', `${id} ${lang}: seat ${s}: ${bal.get(s)} vs ${m}`);
    for (const [s] of bal) if (!seats.has(s)) bad('balance names a seat the audit owes nothing', `${id} ${lang}: seat ${s}`);
    for (const s of d.balance.seats) if (cents(s.owed_to_player) !== sum(s.terms.filter((t) => !t.allowed_overpayment).map((t) => cents(t.owed_to_player)))) bad('balance seat total is not the sum of its terms', `${id} ${lang}: seat ${s.seat}${s.player !== undefined ? ` behind (${s.player})` : ''}`);
    // Per player: the box's, and apart each behind it (never netted), as the balance's entries are.
    const players = d.balance.seats.map((s) => cents(s.owed_to_player));
    const owes = sum(players.filter((m) => m > 0));
    const isOwed = -sum(players.filter((m) => m < 0));
    if (cents(d.balance.house_owes_players) !== owes || cents(d.balance.house_is_owed_by_players) !== isOwed) bad('house owes / is owed differs from the audit', `${id} ${lang}`);
    // Per wager: what the wagers say is owed sums to the seat's findings.
    const wagerSeats = new Map();
    for (const w of d.wagers) if (cents(w.owed_to_player)) wagerSeats.set(w.seat ?? null, (wagerSeats.get(w.seat ?? null) ?? 0) + cents(w.owed_to_player));
    for (const [s, m] of seatsAll) if (s !== null && (wagerSeats.get(s) ?? 0) !== m) bad('wager lines owe other money than the findings', `${id} ${lang}: seat ${s}: wagers ${(wagerSeats.get(s) ?? 0) / 100} vs findings ${m / 100}`);
    // A wager judged right: what the table did is what the rule required (or within what it also accepts).
    for (const w of d.wagers) {
      if (w.required === undefined || w.basis !== 'net') continue;
      const r = cents(w.required); const a = cents(w.actual); const hi = w.also_accepted === undefined ? r : cents(w.also_accepted);
      const within = (a >= Math.min(r, hi) && a <= Math.max(r, hi)) || a === hi;
      if (!w.wrong && !within) bad('wager said right but the table did not do what the rule required', `${id} ${lang}: ${w.label}: required ${w.required}, actual ${w.actual}`);
      if (w.wrong && cents(w.owed_to_player) && r - a !== cents(w.owed_to_player) && !w.also_accepted) bad('wager owed differs from required - actual', `${id} ${lang}: ${w.label}: required ${w.required} - actual ${w.actual} vs owed ${w.owed_to_player}`);
    }
    if (auditFindings.length === 0) {
      if (!d.complies || d.balance.seats.length || d.wagers.some((w) => w.wrong)) bad('hand without findings does not replay as complying', `${id} ${lang}`);
    } else if (d.complies) bad('hand with findings replays as complying', `${id} ${lang}`);
    // The text names every owed amount with its currency.
    for (const f of money) {
      const a = Math.abs(cents(f.owed_to_player));
      if (!amountsIn(texts[lang], currency).some((x) => Math.abs(x) === a)) bad('text does not name an owed amount with its currency', `${id} ${lang}: ${f.currency} ${a / 100}`);
    }
  }
  // Both languages: the same numbers, and the same amounts in the text.
  if (numbersOf(docs.es) !== numbersOf(docs.en)) bad('es and en replay JSON differ in more than words', id);
  const es = amountsIn(texts.es, currency).join(' '); const en = amountsIn(texts.en, currency).join(' ');
  if (es !== en) bad('es and en texts name different amounts', `${id}: es [${es}] en [${en}]`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  let o;
  try {
    o = args(process.argv.slice(2));
  } catch (e) {
    console.error(`replay-agrees: ${e.message}`);
    process.exit(2);
  }
  agree(o).then((r) => {
    if (o.json) process.stdout.write(`${JSON.stringify(r, null, 2)}\n`);
    else {
      console.log(`${r.log}: ${r.hands} hands audited, ${r.disputed} with findings; ${r.replayed} replayed in es and en (${r.cli} through the CLI); ${r.rejected} rejected by the audit and refused by the replay with its reason`);
      for (const [cls, list] of Object.entries(r.problems)) {
        console.log(`DISAGREE ${cls}: ${list.length}`);
        for (const x of list.slice(0, 5)) console.log(`  ${x}`);
      }
      if (Object.keys(r.problems).length === 0) console.log('every check agreed');
    }
    process.exitCode = Object.keys(r.problems).length ? 1 : 0;
  }, (e) => {
    console.error(`replay-agrees: ${e.stack ?? e.message}`);
    process.exitCode = 2;
  });
}
