import { jsonColumn } from '../../store/runs.js';
import type { StoredInput, StoredRun } from '../../store/runs.js';
import { terminalSafe } from '../terminal-safe.js';
import type { Lang } from '../../engine/core/engine-types.js';
import { NOUNS, count, plural } from '../../engine/core/plural.js';

const T = {
  es: {
    none: 'ninguna ejecución almacenada', complete: 'completa', asOf: 'a fecha de', finished: 'terminada', 
    incomplete: 'incompleta', started: 'iniciada', attempt: 'intento', again: 'ejecute la misma auditoría otra vez para completarla',
    notToEnd: 'no leído hasta el final', bytes: 'bytes',
  },
  en: {
    none: 'no runs stored', complete: 'complete', asOf: 'as of', finished: 'finished', 
    incomplete: 'incomplete', started: 'started', attempt: 'attempt', again: 'run the same audit again to complete it',
    notToEnd: 'not read to the end', bytes: 'bytes',
  },
} as const;

/** A stored run, complete or not, with its input files. */
export type RunListing = StoredRun & { inputs: StoredInput[] };

/** `veedor runs`: every stored run with its inputs, as text or JSON. */
export function runsText(runs: RunListing[], json: boolean, lang: Lang = 'es'): string {
  const t = T[lang];
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
  if (runs.length === 0) return t.none;
  const lines: string[] = [];
  for (const r of runs) {
    if (r.status === 'complete') {
      lines.push(`${r.id}  ${t.complete}  ${t.asOf} ${r.as_of}  ${t.finished} ${r.finished_at}  ${count(r.hands, NOUNS.hand, lang)} (${r.audited} ${plural(r.audited, NOUNS.audited, lang)}, ${r.rejected} ${plural(r.rejected, NOUNS.rejected, lang)}), ` +
        `${count(r.findings, NOUNS.finding, lang)}${r.attempts > 1 ? `  (${count(r.attempts, NOUNS.attempt, lang)})` : ''}`);
    } else {
      lines.push(`(${t.incomplete} ${r.attempt_key.slice(0, 18)})  ${t.started} ${r.started_at}, ${t.attempt} ${r.attempts}: ${t.again}`);
    }
    for (const i of r.inputs) {
      const counts = i.hands === null ? t.notToEnd : `${count(i.hands, NOUNS.hand, lang)}, ${i.rejected} ${plural(i.rejected, NOUNS.rejected, lang)}`;
      lines.push(`    ${i.path}  sha256 ${i.sha256.slice(0, 16)}…  ${i.bytes} ${t.bytes}  ${counts}`);
    }
  }
  // Paths are the user's to choose: each line through the one terminal sanitizer, so none can forge a line.
  return lines.map(terminalSafe).join('\n');
}
