import { jsonColumn } from '../../store/runs.js';
import type { StoredInput, StoredRun } from '../../store/runs.js';
import { terminalSafe } from '../terminal-safe.js';

/** A stored run, complete or not, with its input files. */
export type RunListing = StoredRun & { inputs: StoredInput[] };

/** `veedor runs`: every stored run with its inputs, as text or JSON. */
export function runsText(runs: RunListing[], json: boolean): string {
  if (json) {
    return JSON.stringify(runs.map((r) => ({
      id: r.id, status: r.status, attempts: r.attempts, attempt_key: r.attempt_key, tool: { name: r.tool_name, version: r.tool_version },
      rulesets: jsonColumn(r, 'rulesets'), options: jsonColumn(r, 'options'), as_of: r.as_of,
      started_at: r.started_at, finished_at: r.finished_at, hands: r.hands, audited: r.audited, rejected: r.rejected,
      findings: r.findings, findings_digest: r.findings_digest, record_digest: r.record_digest, prev_digest: r.prev_digest,
      signed: r.signature !== null,
      inputs: r.inputs.map((i) => ({ path: i.path, abs_path: i.abs_path, sha256: i.sha256, bytes: i.bytes, hands: i.hands, audited: i.audited, rejected: i.rejected })),
    })), null, 2);
  }
  if (runs.length === 0) return 'no runs stored';
  const lines: string[] = [];
  for (const r of runs) {
    if (r.status === 'complete') {
      lines.push(`${r.id}  complete  as of ${r.as_of}  finished ${r.finished_at}  ${r.hands} hands (${r.audited} audited, ${r.rejected} rejected), ` +
        `${r.findings} findings${r.attempts > 1 ? `  (${r.attempts} attempts)` : ''}`);
    } else {
      lines.push(`(incomplete ${r.attempt_key.slice(0, 18)})  started ${r.started_at}, attempt ${r.attempts}: run the same audit again to complete it`);
    }
    for (const i of r.inputs) {
      const counts = i.hands === null ? 'not read to the end' : `${i.hands} hands, ${i.rejected} rejected`;
      lines.push(`    ${i.path}  sha256 ${i.sha256.slice(0, 16)}…  ${i.bytes} bytes  ${counts}`);
    }
  }
  // Paths are the user's to choose: each line through the one terminal sanitizer, so none can forge a line.
  return lines.map(terminalSafe).join('\n');
}
