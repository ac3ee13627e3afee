#!/usr/bin/env node
// Runs scripts/oracle-pg.mjs and `veedor audit --format json` on one log and prints the hands where they differ:
// by the set of paragraphs reported or by the money owed to players. --all prints every hand with a finding.
// Usage: npm run build && node scripts/compare-pg.mjs LOG [--all] [--veedor-readings] (the last passed to the oracle)
import { execFileSync } from 'node:child_process';
const log = process.argv[2];
const all = process.argv.includes('--all');
const o = execFileSync('node', ['scripts/oracle-pg.mjs', log, ...(process.argv.includes('--veedor-readings') ? ['--veedor-readings'] : [])], { encoding: 'utf8', maxBuffer: 1 << 28 }).split('\n').filter(Boolean).map((l) => JSON.parse(l));
let vj;
try { vj = execFileSync('node', ['dist/cli/veedor.js', 'audit', log, '--format', 'json'], { encoding: 'utf8', maxBuffer: 1 << 28 }); } catch (e) { vj = e.stdout; }
const v = JSON.parse(vj).findings;
const hands = new Set([...o.map((x) => x.hand_id), ...v.map((x) => x.hand_id)]);
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
for (const h of hands) {
  const a = o.filter((x) => x.hand_id === h), b = v.filter((x) => x.hand_id === h);
  const sa = a.map((x) => `${x.para}:${x.kind}${x.event ? '@' + x.event : ''}${x.seat ? ' s' + x.seat : ''}${x.expected != null ? ` exp ${x.expected} act ${x.actual}` : ''}`);
  const sb = b.map((x) => `${x.article.replace('Art. 10-10.15', '')}:${x.rule}${x.event ? '@' + x.event : ''}${x.seat ? ' s' + x.seat : ''}${x.expected != null ? ` exp ${x.expected} act ${x.actual}` : ''}`);
  const pa = [...new Set(a.map((x) => x.para))].sort().join();
  const pb = [...new Set(b.map((x) => x.article.replace(/.*\(([A-C])\)(\((\d)\))?.*/, '$1$3')))].sort().join();
  const ma = sum(a.filter((x) => x.kind === 'money').map((x) => x.owed_to_player));
  const mb = sum(b.filter((x) => x.owed_to_player != null).map((x) => x.owed_to_player));
  if (all || pa !== pb || Math.abs(ma - mb) > 0.001) console.log(`${h}\n  oracle: ${sa.join(' | ')}\n  veedor: ${sb.join(' | ')}`);
}
