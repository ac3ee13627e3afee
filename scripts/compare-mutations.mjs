#!/usr/bin/env node
// Differential check of a mutated log (scripts/mutate-cards.mjs) between `veedor audit --format json` and the
// catalog's independent oracle (oracle-ds / oracle-cs / oracle-pg). Per hand it compares:
//  - the money owed to each player, per wager (seat and spot; pai gow bonus: per seat), amount and direction;
//  - the set of articles cited;
//  - a hand left untouched or given a benign mutation (kind ending in "~") must draw no Veedor finding;
//  - no hand may be rejected, and the audit must not crash (exit 0 or 1).
// Usage: npm run build && node scripts/compare-mutations.mjs MUTATED.ndjson MANIFEST.ndjson [--show N] [--json]
// Prints a summary per mutation kind and, for each kind, up to N example disagreements (default 3).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { auditHands as oracleDs } from './oracle-ds.mjs';

const [log, manPath] = process.argv.slice(2);
const show = Number(process.argv.includes('--show') ? process.argv[process.argv.indexOf('--show') + 1] : 3);
const hands = fs.readFileSync(log, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
const man = new Map(fs.readFileSync(manPath, 'utf8').split('\n').filter(Boolean).map((l) => { const m = JSON.parse(l); return [m.hand_id, m]; }));
const game = hands[0].game;
const cents = (x) => Math.round(Number(x ?? 0) * 100);

const v = spawnSync('node', ['dist/cli/veedor.js', 'audit', log, '--format', 'json', '--lang', 'en'], { maxBuffer: 1 << 29, encoding: 'utf8' });
if (v.status !== 0 && v.status !== 1) { console.log(`VEEDOR CRASHED exit ${v.status}\n${v.stderr}`); process.exit(2); }
const vj = JSON.parse(v.stdout);

// ---- oracle findings, normalized: {hand_id, article, money?: {key, owed}}
let of = [];
if (game === 'dragon-six-baccarat') {
  of = oracleDs(hands).map((f) => ({ hand_id: f.hand_id, article: f.article ?? 'input', what: f.what, event: f.event,
    money: f.kind === 'payout' ? { key: `${f.seat}|${f.spot}`, owed: cents(f.expected) - cents(f.actual) } : null }));
} else if (game === 'caribbean-stud') {
  of = execFileSync('node', ['scripts/oracle-cs.mjs', log], { encoding: 'utf8', maxBuffer: 1 << 29 }).split('\n').filter(Boolean).map((l) => JSON.parse(l))
    // by Veedor's documented readings (the oracle's header): limits_apply_to = ante (the oracle checks the bet against the
    // limits too), bet_to_ante_ratio (the oracle's "interp" lines)
    .filter((f) => f.kind !== 'note' && !/^bet (above max|below min)/.test(f.note ?? ''))
    .map((f) => ({ hand_id: f.hand_id, interp: f.kind === 'interp', article: f.article ?? 'input', what: `${f.kind}: ${f.note}`, event: f.event,
      money: (f.kind === 'payout' || f.kind === 'unsettled') && f.expected != null ? { key: `${f.seat}|${f.spot}`, owed: cents(f.expected) - cents(f.actual) } : null }));
} else {
  // --veedor-readings: the oracle judges the money by Veedor's documented readings (its header lists them)
  of = execFileSync('node', ['scripts/oracle-pg.mjs', log, '--veedor-readings'], { encoding: 'utf8', maxBuffer: 1 << 29 }).split('\n').filter(Boolean).map((l) => JSON.parse(l))
    // by Veedor's documented readings (the oracle's header): no posted ratio is not reported (articles.json "needs"); "de
    // inmediato" is after the number and before any card (a non-card event between collections is not reported)
    .filter((f) => !['no-posted-ratio', 'loser-not-collected-immediately'].includes(f.kind))
    .map((f) => ({ hand_id: f.hand_id, article: f.para, what: f.kind + (f.note ? ': ' + f.note : ''), event: f.event,
      money: f.kind === 'money' ? { key: `${f.seat}|bonus`, owed: cents(f.owed_to_player) } : null }));
}
const pgPara = (a) => { const m = /\(([A-C])\)(?:\((\d)\))?/.exec(a); return m ? m[1] + (m[2] ?? '') : a; };
const vf = vj.findings.map((f) => ({ hand_id: f.hand_id, article: f.category === 'input' ? 'input' : game === 'pai-gow-bonus' ? pgPara(f.article) : f.article, what: `${f.rule}: ${f.message}`, event: f.event, rule: f.rule, category: f.category,
  money: f.owed_to_player != null && f.owed_to_player !== 0 ? { key: `${f.seat}|${game === 'pai-gow-bonus' ? 'bonus' : f.spot}`, owed: cents(f.owed_to_player) } : null }));

// Póker Caribeño: a wager settled the wrong way round (a winner collected, a loser paid) is the comparison's (Art. 12º)
// in Veedor (settlement-follows-comparison) and Art. 14º's in the oracle, which cites Art. 14º for every bet's money
if (game === 'caribbean-stud') {
  const v12 = new Set(vf.filter((f) => f.article === 'Art. 12º' && f.money).map((f) => `${f.hand_id}|${f.money.key}`));
  // (also Art. 15º, a winning bet over the cap collected instead of paid)
  for (const f of of) if ((f.article === 'Art. 14º' || f.article === 'Art. 15º') && f.money && v12.has(`${f.hand_id}|${f.money.key}`)) f.article = 'Art. 12º';
  // a posted line above the minimum, paid short of it: Veedor's "Tabla publicada" (bet-paid-per-posted-line)
  const vTab = new Set(vf.filter((f) => f.article === 'Tabla publicada' && f.money).map((f) => `${f.hand_id}|${f.money.key}`));
  for (const f of of) if (f.article === 'Art. 14º' && f.money && vTab.has(`${f.hand_id}|${f.money.key}`)) f.article = 'Tabla publicada';
  // the oracle's silent-point check of a bet at twice the ante is Veedor's posted bet_to_ante_ratio (Art. 9º f)
  for (const f of of) if (f.interp) f.article = 'Art. 9º';
}
const by = (xs) => { const m = new Map(); for (const x of xs) (m.get(x.hand_id) ?? m.set(x.hand_id, []).get(x.hand_id)).push(x); return m; };
const O = by(of), V = by(vf);
const moneyMap = (fs_) => { const m = new Map(); for (const f of fs_ ?? []) if (f.money && f.money.owed) m.set(f.money.key, (m.get(f.money.key) ?? 0) + f.money.owed); for (const [k, x] of m) if (!x) m.delete(k); return m; };
const stats = new Map();
const st = (k) => stats.get(k) ?? stats.set(k, { n: 0, money: [], art: [], falseAcc: [], history: [], rejected: [] }).get(k);
for (const h of hands) {
  const m = man.get(h.hand_id) ?? { kind: '?' }; const s = st(m.kind); s.n++;
  const o = O.get(h.hand_id) ?? [], w = V.get(h.hand_id) ?? [];
  if (w.some((f) => f.category === 'input')) s.rejected.push({ h: h.hand_id, m, w });
  // a finding on an untouched hand that the oracle shares, article for article, comes from the log's history (a card an
  // earlier mutated hand added to the shoe): reported apart, as "history"
  // a "...-resettled" hand was settled again as the text has it: it must be clean too
  const clean = m.kind.split('+').every((k) => k === 'none' || k.endsWith('~') || k.endsWith('-resettled') && game === 'caribbean-stud');
  if (clean && w.length) {
    const oArts = new Set(o.map((f) => f.article));
    (w.every((f) => oArts.has(f.article)) ? s.history : s.falseAcc).push({ h: h.hand_id, m, w, o });
  }
  const om = moneyMap(o), wm = moneyMap(w);
  const keys = new Set([...om.keys(), ...wm.keys()]);
  const diffs = [...keys].filter((k) => (om.get(k) ?? 0) !== (wm.get(k) ?? 0)).map((k) => `${k}: oracle ${(om.get(k) ?? 0) / 100} veedor ${(wm.get(k) ?? 0) / 100}`);
  if (diffs.length) s.money.push({ h: h.hand_id, m, diffs, o, w });
  // Veedor-only articles by design (documented readings the oracles do not make): Dragon Six's Art. 3º (parameter
  // outcome_from_settlements: two or more wagers settled on an outcome the cards contradict)
  const byDesign = (f) => game === 'dragon-six-baccarat' && f.article === 'Art. 3º';
  // pai gow bonus: the oracle cites one paragraph for a seat's money (B6 where a bet won, else B3); Veedor the paragraph
  // of what went wrong (B3 won or lost, B4 losers collected, B5 winners paid, B6 the amount). Where both find money
  // owed on the same seat, the amounts are compared above and the money findings' paragraphs are left out here.
  const both = new Set(game === 'pai-gow-bonus' ? [...om.keys()].filter((k) => wm.has(k)) : []);
  const keep = (f) => !(f.money && both.has(f.money.key));
  const oa = [...new Set(o.filter(keep).map((f) => f.article))].sort().join(', '), wa = [...new Set(w.filter((f) => !byDesign(f) && keep(f)).map((f) => f.article))].sort().join(', ');
  if (oa !== wa) s.art.push({ h: h.hand_id, m, oa, wa, o, w });
}
const fmt = (f) => `      ${f.article} ev${f.event ?? ''} ${f.money ? `[${f.money.key} owed ${f.money.owed / 100}] ` : ''}${String(f.what).slice(0, 230)}`;
console.log(`${log}: ${hands.length} hands, veedor ${vf.length} findings (rejected ${vj.summary.rejected}), oracle ${of.length}`);
for (const [k, s] of [...stats].sort()) {
  console.log(`${k.padEnd(28)} n=${String(s.n).padStart(4)} money-diff=${s.money.length} article-diff=${s.art.length} false-accusations=${s.falseAcc.length} history=${s.history.length} rejected=${s.rejected.length}`);
}
for (const [k, s] of [...stats].sort()) {
  for (const [label, xs] of [['MONEY', s.money], ['ARTICLES', s.art], ['FALSE ACCUSATION', s.falseAcc], ['REJECTED', s.rejected]]) {
    for (const x of xs.slice(0, show)) {
      console.log(`\n${label} ${x.h} [${k}] ${x.m.note}${x.diffs ? '\n   ' + x.diffs.join('; ') : ''}${x.oa != null ? `\n   oracle {${x.oa}} veedor {${x.wa}}` : ''}`);
      console.log('   oracle:'); for (const f of x.o ?? []) console.log(fmt(f));
      console.log('   veedor:'); for (const f of x.w ?? []) console.log(fmt(f));
    }
  }
}
