#!/usr/bin/env node
// dispute27: can a player's dispute be settled from `veedor replay` alone? For every catalog, faulted logs from
// `veedor simulate` (several seeds), each faulted hand replayed in Spanish and English and held against:
//   1. the money, by an oracle that is not Veedor's engine or rules: the same seed simulated without --faults gives
//      the round as a correct table plays it (the simulator computes totals and payouts itself, from the texts:
//      docs/simulate.md), and --faults changes only the faulted rounds. Where the fault left the play as it was (each
//      participant's cards, each stake and whether it came before the first card, each decision with the cards, reveals
//      and decisions before it; `samePlay`), or only drew cards the catalogs read as no part of the hand
//      (DIFFERENTIAL_DESPITE_PLAY), what the regulation required of each seat is the clean round's settlement, so the
//      owed amount per seat is clean net - faulted net, to the cent (half a unit apart where the catalog accepts both
//      ends and measures from the nearer one: counted apart, see docs/oracles.md dispute27). Faults that change the play
//      (a late bet, a second player, a dealer standing on 16: NOT_DIFFERENTIAL and the rest) are counted and left to the
//      hands reckoned by hand (scripts/dispute27-hands.ndjson).
//   2. the step: each key line's finding told where the fault shows (from the event before the first one the fault
//      touched to the dealer's next card; a payout finding at the settlement it judges; the end when the fault removed
//      an event); the kinds in STEP_READ_BY_EYE were read in the replay instead.
//   3. the key: each key line (hand, rule, article) is among the hand's findings and every finding is a key line's.
//   4. the replay against the audit, es against en, the text's currency: scripts/replay-agrees.mjs's checks, run on
//      every faulted log (`agree`).
//
//   node scripts/dispute27.mjs run [--seeds 3,11,27] [--hands 400] [-v]    the simulated logs (in a temporary folder)
//   node scripts/dispute27.mjs hands [-v]                                   the hands checked by hand (scripts/dispute27-hands.ndjson)
// Exit 0: every check agreed; 1: disagreements (listed by class); 2: could not run. Needs the build (npm run build).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { agree } from './replay-agrees.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(ROOT, 'dist/cli/veedor.js');
const HANDS = join(ROOT, 'scripts/dispute27-hands.ndjson');
const dist = (p) => import(pathToFileURL(join(ROOT, 'dist', p)).href);

export const CATALOGS = ['pe-pot-luck-black-jack', 'es-marbella-black-jack', 'pe-poker-caribeno', 'pe-dragon-six-baccarat', 'pr-8669-pai-gow-bonus'];

// Faults whose required settlement is not the clean round's, with the catalog's reading (why): the differential
// does not apply, the replay's owed amount is checked on hands in dispute27-hands.ndjson instead.
export const NOT_DIFFERENTIAL = {
  'dealer-stands-on-16': 'settled by the cards dealt: the clean round dealt the dealer more cards',
  'punto-draws-when-standing': 'settled by the cards dealt', 'punto-stands-when-drawing': 'settled by the cards dealt',
  'banca-draws-when-standing': 'settled by the cards dealt', 'banca-stands-when-drawing': 'settled by the cards dealt',
  'fourth-card-dealt': 'settled by the cards dealt', 'first-cards-out-of-order': 'played on by the tableau: other totals',
  'paigow-settled-with-bonus': 'the pai gow wager is outside the catalog (other sections of Reglamento 8669): never settled by the simulator, not judged by the replay',
  'outcome-miscounted': 'settled by the cards dealt (the clean round is the same; kept in the differential)',
};

// Faults that change the play where the catalog's reading settles the hand as the clean round played it: the card the
// dealer drew on 17, a card after a stand, a double's or a split ace's second card, a card to a Black Jack are no part
// of the hand (the catalogs' readings, docs/interpretations.md), so the clean round's settlement is still the requirement.
export const DIFFERENTIAL_DESPITE_PLAY = new Set(['dealer-draws-on-17', 'card-after-stand', 'double-extra-card', 'split-ace-extra-card',
  'blackjack-dealt-card', 'settled-before-dealer-drew', 'stand-after-reveal', 'stand-after-dealer-began']);

// Faults whose finding is told away from the events the comparison with the clean round marks, read in the replay and
// found right (the comparison cannot tell which of two like events the fault removed, or the step is where the fault
// first shows): the step check does not hold them.
export const STEP_READ_BY_EYE = {
  'dealer-first-card-down': "told at the dealer's first card, dealt face down (Art. 8º «descubriendo la primera carta»)",
  'cards-not-verified': "told at the fold or settlement that ended the zone's participation with no verification (Art. 8º)",
  'split-hand-no-card': 'told at the split hand\'s settlement on its single card: where it ended without its card (Dobles)',
  'surrender-offer-missing': 'told at the event that ends the mandatory dealing (the first card turned up), after which Art. 9º\'s offer is due',
  'rng-missing': 'told at the bonus bet taken in a round that never activates the generator (Art. 10-10.15(A))',
};

// ------------------------------------------------------------------------------------------------ money of a hand
const cents = (x) => {
  const s = String(x);
  if (!/^-?\d+(\.\d{1,2})?$/.test(s)) throw new Error(`amount ${s} is not exact to the cent`);
  const [i, f = ''] = s.replace('-', '').split('.');
  return (s.startsWith('-') ? -1 : 1) * (Number(i) * 100 + Number(f.padEnd(2, '0')));
};
const SETTLES = { payout: 1, collect: -1, return: 0, pool_award: 1 };
/** Each seat's money from the hand's settlements, in cents: paid +, collected -, returned 0; a pool stake goes to the pot (undefined: a commission no seat can be named for). */
export function seatNets(hand) {
  const net = new Map();
  const add = (seat, m) => net.set(seat, (net.get(seat) ?? 0) + m);
  for (const e of hand.events) {
    // A commission on a spot that names no seat (Dragon Six's Banca) is the one seat's that bet that spot; with several,
    // whose it is cannot be told: the hand is left to the hand-checked file.
    if (e.type === 'commission' && e.seat === undefined && e.spot !== 'pool') {
      const on = [...new Set(hand.events.filter((b) => b.type === 'bet' && b.spot === e.spot).map((b) => b.seat))];
      if (on.length !== 1) return undefined;
      add(on[0], -cents(e.amount));
      continue;
    }
    if (e.seat === undefined) continue;
    if (e.type in SETTLES) add(e.seat, SETTLES[e.type] * cents(e.amount));
    else if (e.type === 'commission') add(e.seat, -cents(e.amount));
    else if (e.type === 'bet' && e.spot === 'pool') add(e.seat, -cents(e.amount));
    else if (e.type === 'bet' || e.type === 'ante') add(e.seat, 0);
  }
  return net;
}
const isMoney = (e) => e.type in SETTLES || e.type === 'commission';

/** The faulted hand's event positions (1-based) the fault added or changed, and those after which it removed one. */
export function changedEvents(clean, faulted) {
  const a = clean.events.map((e) => JSON.stringify(e));
  const b = faulted.events.map((e) => JSON.stringify(e));
  const L = Array.from({ length: a.length + 1 }, () => new Array(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) L[i][j] = a[i] === b[j] ? L[i + 1][j + 1] + 1 : Math.max(L[i + 1][j], L[i][j + 1]);
  const changed = new Set(); const removedBefore = new Set();
  let i = 0; let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) { i++; j++; } else if (j < b.length && (i === a.length || L[i][j + 1] >= L[i + 1][j])) { changed.add(j + 1); j++; } else { removedBefore.add(j + 1); i++; }
  }
  return { changed, removedBefore };
}
/** Only money events differ: cards, stakes, decisions and procedures as in the clean round. */
function moneyOnly(clean, faulted) {
  const keep = (h) => [JSON.stringify(h.table ?? null), ...h.events.filter((e) => !isMoney(e)).map((e) => JSON.stringify(e))].join('\n');
  return keep(clean) === keep(faulted);
}

// ------------------------------------------------------------------------------------------------ the run
function cli(argv, o = {}) {
  const r = spawnSync(process.execPath, [CLI, ...argv], { encoding: 'utf8', maxBuffer: 1 << 30, env: { ...process.env, NO_COLOR: '1' }, ...o });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
const readNdjson = (p) => readFileSync(p, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
function readKey(p) {
  const [, ...rows] = readFileSync(p, 'utf8').trim().split('\n');
  return rows.map((r) => { const [hand_id, fault, rule, article] = r.split(','); return { hand_id, fault, rule, article }; });
}

async function replayer() {
  const { Auditor } = await dist('audit/auditor.js');
  const { loadRulesets } = await dist('rules-catalog/registry.js');
  const { RULESETS } = await dist('rules-catalog/index.js');
  const { buildReplayDocument } = await dist('app/replay-document.js');
  const { renderReplayJson } = await dist('reports/replay/json.js');
  const { renderReplayText } = await dist('reports/replay/text.js');
  const rulesets = await loadRulesets(RULESETS);
  /** Every hand of the log, audited as `veedor replay` does, then its replay documents (es, en) on demand. */
  return async function open(log) {
    const records = new Map();
    const auditor = new Auditor({ rulesets }, {
      finding() {},
      handRecord(hand, findings) { if (!records.has(hand.hand_id)) records.set(hand.hand_id, { hand, ruleset: rulesets.find((r) => r.id === hand.ruleset), findings: [...findings] }); },
    });
    await auditor.auditFile(log);
    return (id) => {
      const found = records.get(id);
      const out = {};
      for (const lang of ['es', 'en']) {
        const d = buildReplayDocument({ kind: 'found', ...found }, lang);
        out[lang] = { doc: JSON.parse(renderReplayJson(d)), text: renderReplayText(d) };
      }
      return out;
    };
  };
}

const allFindings = (doc) => [...doc.steps.flatMap((s) => s.findings.map((f) => ({ ...f, at: s.n }))), ...doc.end_findings.map((f) => ({ ...f, at: 'end' }))];
/** The replay's balance per seat, in cents (the box's player and those behind it summed: the simulator's nets are per seat). */
function balanceBySeat(doc) {
  const m = new Map();
  for (const s of doc.balance?.seats ?? []) m.set(s.seat ?? null, (m.get(s.seat ?? null) ?? 0) + cents(s.owed_to_player));
  return m;
}

export async function runSimulated({ seeds, hands, verbose }) {
  const problems = new Map();
  const bad = (cls, detail) => { if (!problems.has(cls)) problems.set(cls, []); problems.get(cls).push(detail); };
  const tally = { hands: 0, faulted: 0, replayed: 0, differential: 0, notDifferential: 0, kinds: new Map(), halfUnit: [] };
  const open = await replayer();
  const tmp = mkdtempSync(join(tmpdir(), 'dispute27-'));
  try {
    for (const ruleset of CATALOGS) {
      const articles = new Set(JSON.parse(readFileSync(join(ROOT, 'rules-catalog', ruleset, 'articles.json'), 'utf8')).articles.map((a) => a.article));
      for (const seed of seeds) {
        const f = join(tmp, `${ruleset}-${seed}.ndjson`); const c = join(tmp, `${ruleset}-${seed}.clean.ndjson`); const k = join(tmp, `${ruleset}-${seed}.key.csv`);
        const common = ['simulate', '--ruleset', ruleset, '--hands', String(hands), '--tables', '4', '--seed', String(seed)];
        for (const argv of [[...common, '--faults', '0.3', '--out', f, '--key', k], [...common, '--out', c]]) {
          const r = cli(argv);
          if (r.status !== 0) throw new Error(`veedor ${argv.join(' ')}: exit ${r.status}: ${r.stderr.trim()}`);
        }
        const faulted = new Map(readNdjson(f).map((h) => [h.hand_id, h]));
        const clean = new Map(readNdjson(c).map((h) => [h.hand_id, h]));
        const key = readKey(k);
        const keyByHand = new Map();
        for (const row of key) { if (!keyByHand.has(row.hand_id)) keyByHand.set(row.hand_id, []); keyByHand.get(row.hand_id).push(row); }
        tally.hands += faulted.size;
        // The replay against the audit, es against en, currency in the text (replay-agrees's checks).
        const ag = await agree({ log: f, cli: 2, clean: 10 });
        for (const [cls, list] of Object.entries(ag.problems)) for (const d of list) bad(`replay-agrees: ${cls}`, `${ruleset} seed ${seed}: ${d}`);
        const replay = await open(f);
        for (const [id, rows] of keyByHand) {
          const fh = faulted.get(id); const ch = clean.get(id);
          const fault = rows[0].fault;
          const where = `${ruleset} seed ${seed} ${id} (${fault})`;
          tally.faulted++;
          tally.kinds.set(`${ruleset} ${fault}`, (tally.kinds.get(`${ruleset} ${fault}`) ?? 0) + 1);
          const r = replay(id);
          tally.replayed++;
          for (const lang of ['es', 'en']) {
            const { doc, text } = r[lang];
            const fs = allFindings(doc);
            // 3. the key
            for (const row of rows) if (!fs.some((x) => x.rule === row.rule && x.article === row.article)) bad('key line without its finding in the replay', `${where} ${lang}: ${row.rule} ${row.article}`);
            for (const x of fs) {
              if (!rows.some((row) => row.rule === x.rule && row.article === x.article)) bad('replay finding not in the key', `${where} ${lang}: ${x.rule} ${x.article}`);
              if (!articles.has(x.article)) bad("finding cites an article not in the catalog's articles.json", `${where} ${lang}: ${x.article}`);
            }
            // disputed articles quoted whole
            const quoted = new Set((doc.articles ?? []).filter((a) => a.disputed).map((a) => a.article));
            for (const x of fs) if (!quoted.has(x.article)) bad("finding's article not quoted among the disputed articles", `${where} ${lang}: ${x.article}`);
            // 2. the step: each key line's rule told at least once where the fault shows: from the event before the first
            // one the fault added, changed or removed, to the dealer's first card after the last (a cut left out shows at the
            // first card dealt without it, a zone passed over in a round at that round's last card); at the end when the
            // fault removed an event (a settlement never made); or, for a payout finding, at the settlement it judges.
            if (ch) {
              const { changed, removedBefore } = changedEvents(ch, fh);
              const touched = [...changed, ...removedBefore];
              const last = fh.events.length;
              const lo = Math.min(...touched) - 1;
              const top = Math.max(...touched);
              const dealerCard = fh.events.findIndex((e, i) => i + 1 >= top && e.type === 'deal' && e.to === 'dealer');
              const hi = dealerCard < 0 ? last : dealerCard + 1;
              for (const row of rows) {
                const mine = fs.filter((x) => x.rule === row.rule && x.article === row.article);
                const at = (x) => (x.at === 'end' ? removedBefore.size > 0 || hi >= last : (x.at >= lo && x.at <= hi) || (x.category === 'payout' && isMoney(fh.events[x.at - 1])));
                if (touched.length && mine.length && !STEP_READ_BY_EYE[fault] && !mine.some(at)) bad('finding told at a step the fault did not touch', `${where} ${lang}: ${row.rule} at step ${mine.map((x) => x.at).join('/')}; fault at [${[...changed]}], removed before [${[...removedBefore]}]`);
              }
            }
            // currency: every owed amount in the text with the currency and two decimals
            for (const s of doc.balance?.seats ?? []) {
              const a = Math.abs(cents(s.owed_to_player)) / 100;
              if (a && !text.includes(`${doc.currency} ${a.toFixed(2)}`)) bad('owed amount not in the text with its currency and cents', `${where} ${lang}: ${doc.currency} ${a.toFixed(2)}`);
            }
          }
          // 1. the money, against the clean round
          if (!ch) { bad('faulted hand missing from the clean run', where); continue; }
          const { doc } = r.en;
          if (NOT_DIFFERENTIAL[fault] && NOT_DIFFERENTIAL[fault].startsWith('settled by the cards dealt (')) { /* same cards: differential applies */ } else if (NOT_DIFFERENTIAL[fault] || (!DIFFERENTIAL_DESPITE_PLAY.has(fault) && !sameCardsAndStakes(ch, fh))) {
            tally.notDifferential++;
            if (verbose) console.log(`not differential: ${where}: ${NOT_DIFFERENTIAL[fault] ?? 'the fault changed cards, stakes or decisions'}`);
            continue;
          }
          tally.differential++;
          const cn = seatNets(ch); const fn = seatNets(fh);
          if (!cn || !fn) { tally.notDifferential++; continue; }
          const want = new Map();
          for (const s of new Set([...cn.keys(), ...fn.keys()])) { const d = (cn.get(s) ?? 0) - (fn.get(s) ?? 0); if (d) want.set(s, d); }
          // An over-payment the text allows (a warning) is outside the balance: the player owes nothing back.
          const allowed = new Map();
          for (const s of doc.balance?.seats ?? []) for (const t of s.terms) if (t.allowed_overpayment) allowed.set(s.seat, (allowed.get(s.seat) ?? 0) + cents(t.owed_to_player));
          const got = balanceBySeat(doc);
          for (const s of new Set([...want.keys(), ...got.keys()])) {
            const w = want.get(s) ?? 0; const g = (got.get(s) ?? 0) + (allowed.get(s) ?? 0);
            // Half a unit either way (a ratio leaving half a cent, pai gow's half dollar): the catalogs accept both ends and
            // measure a wrong settlement from the end nearer to what the table did (rules-catalog/framework/net.ts
            // nearestAccepted; docs/oracles.md review12); the simulator rounds up. Counted apart, not a disagreement.
            const halfUnit = doc.wagers.filter((x) => x.seat === s && x.also_accepted !== undefined).map((x) => Math.abs(cents(x.also_accepted) - cents(x.required)));
            const ratio = fh.table?.bonus_payout;
            if (ratio !== undefined && doc.wagers.some((x) => x.seat === s && x.stake !== undefined && (x.stake * ratio) % 1 === 0.5)) halfUnit.push(100);
            if (w !== g && halfUnit.includes(Math.abs(w - g))) { tally.halfUnit.push(`${where}: seat ${s}: replay ${g / 100}, clean round ${w / 100}`); continue; }
            if (w !== g) bad('owed per seat differs from the clean round (clean net - faulted net)', `${where}: seat ${s}: replay ${(got.get(s) ?? 0) / 100}${allowed.get(s) ? ` (+ allowed over-payment ${allowed.get(s) / 100})` : ''}, clean round ${w / 100}`);
          }
          if (verbose) console.log(`ok ${where}: ${[...want].map(([s, m]) => `seat ${s} ${m / 100}`).join(', ') || 'nothing owed'}`);
        }
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return { tally, problems };
}

/** The posted table, cards, stakes and decisions as in the clean round and in its order (procedures and money may differ). */
function sameCardsAndStakes(clean, faulted) {
  // In order: a bet or a decision moved later (after the cards, after the reveal) is another wager, or none.
  const play = (h) => [JSON.stringify(h.table ?? null), ...h.events.filter((e) => !isMoney(e) && e.type !== 'procedure').map((e) => JSON.stringify(e))].join('\n');
  return play(clean) === play(faulted) || moneyOnly(clean, faulted) || samePlay(clean) === samePlay(faulted);
}
/**
 * What the money turns on, without the procedure: the posted table (a richer line posted binds the house), each participant's cards in the order it got them (face up or
 * down, interleaved with the others' however the dealer dealt them), each bet and whether it came before the first
 * card, each seat's decisions in order with the cards dealt and turned before each, the generator's number. Two rounds equal in it are settled alike: a card dealt
 * face up by mistake, two cards of a round swapped between one participant's turns are
 * procedure faults, the money the clean round's.
 */
function samePlay(h) {
  const cards = new Map(); const decisions = new Map(); const bets = []; const rng = [];
  let dealt = false; let deals = 0; let reveals = 0; let decided = 0;
  for (const e of h.events) {
    if (e.type === 'reveal') reveals++;
    if (e.type === 'deal') { dealt = true; deals++; const k = `${e.to}#${e.hand ?? ''}`; cards.set(k, [...(cards.get(k) ?? []), e.card]); }
    else if (e.type === 'bet' || e.type === 'ante') bets.push(JSON.stringify({ ...e, dealt }));
    // A decision with how many cards had left the shoe, been turned, and decisions been made before it: insurance taken
    // once the voluntary dealing began (after another box's stand), a bet made after the dealer's reveal are other
    // wagers (or none) than the clean round's.
    else if (e.type === 'decision') { const k = `${e.seat}#${e.hand ?? ''}`; decisions.set(k, [...(decisions.get(k) ?? []), JSON.stringify({ ...e, deals, reveals, before: decided++ })]); }
    else if (e.type === 'rng') rng.push(e.value);
  }
  const sorted = (m) => [...m].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([h.table ?? null, sorted(cards), sorted(decisions), bets.sort(), rng]);
}

// ------------------------------------------------------------------------------------------------ hands checked by hand
// Each line: { hand, tables?, format?: "csv", db?: true, expect: { currency?, owed: { "<seat>": amount }, players?: { "<player>": net }, findings:
// [[rule, article, event]] }, why } — `why` is the reckoning from the regulation's text, done without Veedor. A CSV
// hand is written in verify18-csv.mjs's layout with its tables file; a `db` hand is audited into a store first and
// replayed from the stored run (`replay latest HAND --db`).
export async function checkHands({ verbose }) {
  const { writeCsv } = await import('./verify18-csv.mjs');
  const problems = new Map();
  const bad = (cls, detail) => { if (!problems.has(cls)) problems.set(cls, []); problems.get(cls).push(detail); };
  const tmp = mkdtempSync(join(tmpdir(), 'dispute27-hands-'));
  let n = 0;
  try {
    for (const line of readFileSync(HANDS, 'utf8').split('\n').filter(Boolean)) {
      const c = JSON.parse(line);
      const id = c.hand.hand_id;
      const name = `${id}${c.format ? `-${c.format}` : ''}${c.db ? '-db' : ''}`;
      n++;
      const dir = mkdtempSync(join(tmp, 'h-'));
      const extra = [];
      let log = join(dir, `${id}.ndjson`);
      if (c.format === 'csv') {
        log = join(dir, `${id}.csv`);
        const t = join(dir, 'tables.json');
        writeCsv([c.hand], log, t, { keepTableIds: true });
        if (c.tables) writeFileSync(t, JSON.stringify(c.tables));
        extra.push('--tables', t);
      } else {
        writeFileSync(log, `${JSON.stringify(c.hand)}\n`);
        if (c.tables) { const t = join(dir, 'tables.json'); writeFileSync(t, JSON.stringify(c.tables)); extra.push('--tables', t); }
      }
      let source = [log, id];
      if (c.db) {
        const db = join(dir, 'audits.db');
        const a = cli(['audit', log, '--db', db, '--quiet', '--format', 'json', ...extra], { cwd: dir });
        if (a.status > 1) { bad('audit --db could not run', `${name}: ${a.stderr.trim()}`); continue; }
        source = ['latest', id, '--db', db];
      }
      const audit = JSON.parse(cli(['audit', log, '--format', 'json', '--quiet', ...extra]).stdout);
      const auditKeys = audit.findings.filter((f) => f.hand_id === id).map((f) => [f.rule, f.article, f.event ?? 'end', f.owed_to_player ?? ''].join(' ')).sort();
      const docs = {};
      for (const lang of ['es', 'en']) {
        const r = cli(['replay', ...source, '--format', 'json', '--lang', lang, ...(c.db ? [] : extra)], { cwd: dir });
        if (r.status > 1) { bad('replay could not run', `${name} ${lang}: ${r.stderr.trim()}`); continue; }
        const doc = JSON.parse(r.stdout);
        docs[lang] = doc;
        const fs = allFindings(doc);
        const got = fs.map((f) => [f.rule, f.article, f.event ?? 'end'].join(' ')).sort();
        if (!Array.isArray(c.expect.findings)) bad('findings not yet reckoned by hand', `${name} ${lang}: replay [${got.join('; ')}]`);
        else {
          const want = c.expect.findings.map((f) => f.join(' ')).sort();
          if (want.join('|') !== got.join('|')) bad('findings (rule, article, event) differ from the hand reckoning', `${name} ${lang}: replay [${got.join('; ')}], by hand [${want.join('; ')}]`);
        }
        const replayKeys = fs.map((f) => [f.rule, f.article, f.event ?? 'end', f.owed_to_player ?? ''].join(' ')).sort();
        if (replayKeys.join('|') !== auditKeys.join('|')) bad("replay's findings differ from the audit's", `${name} ${lang}: replay [${replayKeys.join('; ')}], audit [${auditKeys.join('; ')}]`);
        if (c.expect.currency && doc.currency !== c.expect.currency) bad('currency differs', `${name} ${lang}: ${doc.currency} vs ${c.expect.currency}`);
        const bal = balanceBySeat(doc);
        const exp = new Map(Object.entries(c.expect.owed ?? {}).map(([s, m]) => [Number(s), cents(m)]));
        for (const s of new Set([...bal.keys(), ...exp.keys()])) if ((bal.get(s) ?? 0) !== (exp.get(s) ?? 0)) bad('owed per seat differs from the hand reckoning', `${name} ${lang}: seat ${s}: replay ${(bal.get(s) ?? 0) / 100}, by hand ${(exp.get(s) ?? 0) / 100}`);
        // A player the log names on several boxes: his net over them (balance.players).
        const players = new Map((doc.balance?.players ?? []).map((g) => [g.player, cents(g.owed_to_player)]));
        const wantPlayers = new Map(Object.entries(c.expect.players ?? {}).map(([p, m]) => [p, cents(m)]));
        for (const p of new Set([...players.keys(), ...wantPlayers.keys()])) if (players.get(p) !== wantPlayers.get(p)) bad("a player's net over his boxes differs from the hand reckoning", `${name} ${lang}: ${p}: replay ${players.get(p)}, by hand ${wantPlayers.get(p)}`);
        const net = [...exp.values()].reduce((a, b) => a + b, 0);
        if (cents(doc.balance?.net_owed_to_players ?? 0) !== net) bad('net owed differs from the hand reckoning', `${name} ${lang}: ${doc.balance?.net_owed_to_players} vs ${net / 100}`);
        // The text: every seat's owed amount with the currency and its cents.
        const t = cli(['replay', ...source, '--lang', lang, ...(c.db ? [] : extra)], { cwd: dir }).stdout;
        for (const [, m] of exp) if (m && !t.includes(`${doc.currency} ${(Math.abs(m) / 100).toFixed(2)}`)) bad('owed amount not in the text with its currency', `${name} ${lang}: ${doc.currency} ${(Math.abs(m) / 100).toFixed(2)}`);
      }
      if (verbose) console.log(`${name}: ${c.why}`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return { n, problems };
}

let verboseReport = false;
function report(problems) {
  for (const [cls, list] of problems) {
    console.log(`DISAGREE ${cls}: ${list.length}`);
    for (const x of list.slice(0, verboseReport ? Infinity : 8)) console.log(`  ${x}`);
  }
  if (problems.size === 0) console.log('every check agreed');
  return problems.size ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const argv = process.argv.slice(2);
  const verbose = argv.includes('-v');
  verboseReport = verbose;
  const opt = (name, def) => { const i = argv.indexOf(name); return i < 0 ? def : argv[i + 1]; };
  const main = async () => {
    if (argv[0] === 'run') {
      const seeds = opt('--seeds', '3,11,27').split(',').map(Number);
      const hands = Number(opt('--hands', '400'));
      const { tally, problems } = await runSimulated({ seeds, hands, verbose });
      console.log(`${CATALOGS.length} catalogs x seeds ${seeds.join(',')} x ${hands} hands: ${tally.hands} hands, ${tally.faulted} faulted (${tally.kinds.size} kinds), each replayed in es and en; money held against the clean round on ${tally.differential}, ${tally.notDifferential} left to the hand-checked file (play changed)`);
      if (verbose) for (const [k, v] of [...tally.kinds].sort()) console.log(`  ${k}: ${v}`);
      console.log(`half a unit measured from the nearer end (accepted reading, not counted as a disagreement): ${tally.halfUnit.length}`);
      for (const x of tally.halfUnit.slice(0, verbose ? Infinity : 3)) console.log(`  ${x}`);
      return report(problems);
    }
    if (argv[0] === 'hands') {
      const { n, problems } = await checkHands({ verbose });
      console.log(`${n} hands checked by hand, replayed in es and en`);
      return report(problems);
    }
    console.error('usage: node scripts/dispute27.mjs run [--seeds 3,11,27] [--hands 400] [-v] | hands [-v]');
    return 2;
  };
  main().then((code) => { process.exitCode = code; }, (e) => { console.error(`dispute27: ${e.stack ?? e.message}`); process.exitCode = 2; });
}
