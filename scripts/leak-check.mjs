#!/usr/bin/env node
// Cross-hand leak check (fuzz-regress): judges a log in order (one run), each hand alone (a fresh run), and the log
// reversed, and prints the per-hand findings that differ, by rule. Rules compiled once per run reset their per-hand
// state in handStart; a state kept from one hand would show here as a finding only in order or only alone. Only
// the rules with run state (shoe continuity, Dragon Six Art. 4º and 6º) may differ, by design.
// Each hand is judged by its own catalog (a log may mix them).
// Usage: npm run build && node scripts/leak-check.mjs LOG.ndjson [TABLES.json]
import { readFileSync } from 'node:fs';
const D = new URL('../dist', import.meta.url).href;
const { judgeHand } = await import(`${D}/audit/judge.js`);
const { normalizeHand } = await import(`${D}/engine/input/normalize.js`);
const { DEFAULT_RULESETS, rulesetById } = await import(`${D}/rules-catalog/index.js`);
const [file, tablesFile] = process.argv.slice(2);
let tables;
if (tablesFile) tables = new Map(Object.entries(JSON.parse(readFileSync(tablesFile, 'utf8')).tables));
const hands = [];
readFileSync(file, 'utf8').split('\n').filter(Boolean).forEach((l, i) => {
  const n = normalizeHand(JSON.parse(l), { path: file, index: i }, { tables, defaultRuleset: (g) => DEFAULT_RULESETS[g] });
  if (!n.ok) { console.log('not normalized', i, JSON.stringify(n.problem)); return; }
  hands.push(n.hand);
});
const said = (o) => o.kind === 'audited' ? o.findings.map((f) => `${f.rule}|${f.article}|${f.event}|${f.amounts ? JSON.stringify(f.amounts) : ''}|${f.message.en}`).sort() : [`REJECTED ${JSON.stringify(o.reason)}`];
function run(order) { const st = new Map(); const m = new Map(); for (const h of order) m.set(h.hand_id + '@' + h.table_id, said(judgeHand(h, rulesetById(h.ruleset), st))); return m; }
const inOrder = run(hands);
const reversed = run([...hands].reverse());
const alone = new Map(); for (const h of hands) alone.set(h.hand_id + '@' + h.table_id, said(judgeHand(h, rulesetById(h.ruleset), new Map())));
let rejected = 0, total = 0;
for (const v of inOrder.values()) { total += v.length; if (v[0]?.startsWith('REJECTED')) rejected++; }
console.log(`${file}: ${hands.length} hands, ${total} findings in order, ${rejected} rejected`);
for (const [name, other] of [['alone', alone], ['reversed', reversed]]) {
  const byRule = new Map(); const ex = new Map();
  for (const [k, a] of inOrder) {
    const b = other.get(k);
    const A = new Set(a), B = new Set(b);
    for (const x of a) if (!B.has(x)) { const r = 'only-in-order ' + x.split('|')[0]; byRule.set(r, (byRule.get(r) ?? 0) + 1); if (!ex.has(r)) ex.set(r, `${k}: ${x}`); }
    for (const x of b) if (!A.has(x)) { const r = `only-${name} ` + x.split('|')[0]; byRule.set(r, (byRule.get(r) ?? 0) + 1); if (!ex.has(r)) ex.set(r, `${k}: ${x}`); }
  }
  console.log(` vs ${name}:`, byRule.size === 0 ? 'identical' : '');
  for (const [r, n] of byRule) console.log(`   ${r}: ${n}   e.g. ${ex.get(r)}`);
}
