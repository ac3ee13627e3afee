import type { Writable } from 'node:stream';
import type { AuditRun } from '../engine/audit/run.js';
import { serializeFinding } from '../engine/audit/serialize.js';
import type { Lang } from '../engine/core/engine-types.js';
import { writeOut } from './write.js';

export const CSV_FINDING_COLUMNS = [
  'hand_id', 'event', 'ruleset', 'rule', 'article', 'citation', 'category', 'severity', 'seat', 'hand', 'spot', 'number',
  'expected', 'actual', 'difference', 'owed_to_player', 'message', 'field', 'source_path', 'source_line', 'table_id',
  'dealer_id', 'started_at',
] as const;

/**
 * A cell safe to open in a spreadsheet: text that a spreadsheet would run as
 * a formula (=, +, -, @, tab, CR first) gets a leading quote (OWASP CSV
 * injection advice), then RFC 4180 quoting.
 */
export function csvCell(value: unknown, { numeric = false } = {}): string {
  if (value === undefined || value === null) return '';
  let s = String(value);
  if (!numeric && /^[=+\-@\t\r]/.test(s)) s = "'" + s;
  if (/[",\r\n]/.test(s)) s = '"' + s.replace(/"/g, '""') + '"';
  return s;
}

const NUMERIC = new Set(['event', 'seat', 'hand', 'number', 'expected', 'actual', 'difference', 'owed_to_player', 'source_line']);

export async function writeCsv(run: AuditRun, out: Writable, lang: Lang): Promise<void> {
  await writeOut(out, CSV_FINDING_COLUMNS.join(',') + '\r\n');
  for await (const f of run.findings()) {
    const o = serializeFinding(f, lang);
    const src = o['source'] as { path: string; line?: number };
    const row = { ...o, source_path: src.path, source_line: src.line };
    const cells = CSV_FINDING_COLUMNS.map((c) => {
      const v = (row as Record<string, unknown>)[c];
      return csvCell(v, { numeric: NUMERIC.has(c) && typeof v === 'number' });
    });
    await writeOut(out, cells.join(',') + '\r\n');
  }
}
