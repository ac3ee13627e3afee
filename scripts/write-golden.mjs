// Writes fixtures/<ruleset>/expected/<case>.findings.json for a fixture from the current audit, for a
// human to review before committing: a golden file is a claim about the regulation, not a snapshot to
// accept blindly. The expected findings live in expected/ so that `veedor audit fixtures/<ruleset>/*.json`
// reads only the hand logs.
// Usage: node scripts/write-golden.mjs fixtures/<ruleset>/<case>.json ...
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { runAudit } from '../dist/audit/run.js';
import { serializeFinding } from '../dist/audit/serialize.js';
import { RULESETS } from '../dist/rules-catalog/index.js';

const KEYS = ['hand_id', 'event', 'rule', 'article', 'category', 'severity', 'seat', 'hand', 'spot', 'number', 'expected', 'actual', 'difference'];
for (const path of process.argv.slice(2)) {
  if (!path.endsWith('.json') || path.endsWith('.findings.json')) {
    console.error(`${path}: not a fixture hand log (fixtures/<ruleset>/<case>.json)`);
    process.exitCode = 2;
    continue;
  }
  const run = await runAudit({ paths: [path], rulesets: RULESETS });
  const findings = [];
  for await (const f of run.findings()) {
    const s = serializeFinding(f, 'en');
    findings.push(Object.fromEntries(KEYS.filter((k) => s[k] !== undefined).map((k) => [k, s[k]])));
  }
  run.dispose();
  const dir = join(dirname(path), 'expected');
  mkdirSync(dir, { recursive: true });
  const out = join(dir, basename(path).replace(/\.json$/, '.findings.json'));
  writeFileSync(out, JSON.stringify({ findings }, null, 1) + '\n');
  console.log(`${out}: ${findings.length} finding(s)`);
}
