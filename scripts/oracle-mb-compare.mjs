// Compare scripts/oracle-mb.mjs with `veedor audit` on one log: node scripts/oracle-mb-compare.mjs LOG [-v]
// (run `npm run build` first). Prints the hands where one reports money or procedures and the other does not.
import { execFileSync } from 'node:child_process';
const f = process.argv[2];
const or = execFileSync('node', [new URL('./oracle-mb.mjs', import.meta.url).pathname, f]).toString().trim().split('\n').map(JSON.parse);
let vj;
try { vj = JSON.parse(execFileSync('node', ['dist/cli/veedor.js', 'audit', f, '--format', 'json'], {maxBuffer: 1e9}).toString()); }
catch (e) { vj = JSON.parse(e.stdout.toString()); }
const byHand = new Map();
for (const x of vj.findings) { if (!byHand.has(x.hand_id)) byHand.set(x.hand_id, []); byHand.get(x.hand_id).push(x); }
const verbose = process.argv[3] === '-v';
for (const o of or) {
  const v = byHand.get(o.hand_id) || [];
  const vm = v.filter(x => x.category === 'payout');
  const vp = v.filter(x => x.category !== 'payout');
  const oMoneyDiff = o.money?.length || 0;
  const mismatch = (oMoneyDiff > 0) !== (vm.length > 0) || (o.procedures?.length > 0) !== (vp.length > 0) || o.error;
  if (mismatch || verbose) {
    console.log(`== ${o.hand_id} ${mismatch ? 'MISMATCH' : ''}`);
    if (o.error) console.log('  ORACLE ERROR', o.error);
    for (const m of o.money || []) console.log(`  O$ ${m.wager} exp ${m.expected} act ${m.actual}`);
    for (const p of o.procedures || []) console.log(`  OP [${p.section}] ev${p.event} ${p.what}`);
    for (const x of vm) console.log(`  V$ s${x.seat} h${x.hand} ${x.spot}${x.behind?' behind':''} exp ${x.expected} act ${x.actual} ${x.rule} ${x.article} ev${x.event}`);
    for (const x of vp) console.log(`  VP ${x.category} ${x.rule} ${x.article} ev${x.event} :: ${x.message.slice(0,140)}`);
  }
}
