#!/usr/bin/env node
// Compare scripts/oracle-ds.mjs with `veedor audit --format json` on one log.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { auditHands } from './oracle-ds.mjs';
const path = process.argv[2];
const txt = fs.readFileSync(path, 'utf8');
const hands = path.endsWith('.json') ? (() => { const j = JSON.parse(txt); return Array.isArray(j) ? j : j.hands ?? [j]; })() : txt.split('\n').filter(Boolean).map((l) => JSON.parse(l));
const o = auditHands(hands);
let v;
try { v = execFileSync('node', ['dist/cli/veedor.js', 'audit', path, '--format', 'json'], { maxBuffer: 1 << 28 }).toString(); }
catch (e) { v = e.stdout.toString(); }
const vf = JSON.parse(v).findings;
const key = (f) => f.category === 'payout' || f.kind === 'payout' ? `${f.hand_id}|payout|${f.seat}|${f.spot}` : `${f.hand_id}|${f.category ?? f.kind}|${f.article}`;
const om = new Map(), vm = new Map();
for (const f of o) { const k = key(f); (om.get(k) ?? om.set(k, []).get(k)).push(f); }
for (const f of vf) { const k = key(f); (vm.get(k) ?? vm.set(k, []).get(k)).push(f); }
const keys = [...new Set([...om.keys(), ...vm.keys()])];
let n = 0;
for (const k of keys) {
  const a = om.get(k) ?? [], b = vm.get(k) ?? [];
  if (k.includes('|payout|')) {
    const ae = a.map((f) => `${f.expected}/${f.actual}`).join(','), be = b.map((f) => `${f.expected}/${f.actual ?? 'none'}`).join(',');
    const sumA = a.reduce((s, f) => s + (f.actual ?? 0) - f.expected, 0), sumB = b.reduce((s, f) => s + (f.actual ?? 0) - f.expected, 0);
    if (a.length && b.length && Math.abs(sumA - sumB) < 0.001) continue;
    n++; console.log(`DIFF ${k}\n  oracle: ${ae} ${a.map((f) => f.what).join('; ')}\n  veedor: ${be} ${b.map((f) => f.rule + ' ' + f.article + ' ev' + f.event).join('; ')}`);
  } else if (!a.length || !b.length) {
    n++; console.log(`DIFF ${k}\n  oracle: ${a.map((f) => f.what + ' ev' + (f.event ?? '')).join('; ')}\n  veedor: ${b.map((f) => f.rule + ' ev' + f.event + ' ' + (f.message ?? '').slice(0, 160)).join('; ')}`);
  }
}
console.error(`${path}: oracle ${o.length} findings, veedor ${vf.length}, ${n} key disagreements`);
