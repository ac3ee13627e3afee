// Writes <case>.findings.json beside a fixture from the current audit, for a human to review before
// committing: a golden file is a claim about the regulation, not a snapshot to accept blindly.
// Usage: node scripts/write-golden.mjs fixtures/<ruleset>/<case>.json ...
import { writeFileSync } from 'node:fs';
import { runAudit } from '../dist/engine/audit/run.js';
import { serializeFinding } from '../dist/engine/audit/serialize.js';
import { RULESETS } from '../dist/rules-catalog/index.js';

const KEYS = ['hand_id', 'event', 'rule', 'article', 'category', 'severity', 'seat', 'hand', 'spot', 'number', 'expected', 'actual', 'difference'];
for (const path of process.argv.slice(2)) {
  const run = await runAudit({ paths: [path], rulesets: RULESETS });
  const findings = [];
  for await (const f of run.findings()) {
    const s = serializeFinding(f, 'en');
    findings.push(Object.fromEntries(KEYS.filter((k) => s[k] !== undefined).map((k) => [k, s[k]])));
  }
  run.dispose();
  const out = path.replace(/\.json$/, '.findings.json');
  writeFileSync(out, JSON.stringify({ findings }, null, 1) + '\n');
  console.log(`${out}: ${findings.length} finding(s)`);
}
