import type { Writable } from 'node:stream';
import type { AuditRun } from '../audit/run.js';
import { serializeFinding } from '../audit/serialize.js';
import type { Lang } from '../engine/core/engine-types.js';
import type { Finding } from '../audit/findings.js';
import { money2 } from '../engine/core/money-text.js';
import { writeOut } from './write.js';

export const CSV_FINDING_COLUMNS = [
  'hand_id', 'event', 'ruleset', 'rule', 'article', 'citation', 'category', 'severity', 'seat', 'hand', 'spot', 'number',
  'currency', 'expected', 'actual', 'difference', 'owed_to_player', 'message', 'field', 'source_path', 'source_line', 'table_id',
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

const NUMERIC = new Set(['event', 'seat', 'hand', 'number', 'source_line']);
const AMOUNTS = new Set(['expected', 'actual', 'difference', 'owed_to_player']);

/**
 * One finding's CSV cells, in `columns` order: amounts as plain numbers with two
 * decimals (-35.50, 150.00) beside the `currency` column; text made safe.
 */
export function findingCells(f: Finding, lang: Lang, columns: readonly string[], extra: Record<string, unknown> = {}): string[] {
  const o = serializeFinding(f, lang);
  const src = o['source'] as { path: string; line?: number };
  const row: Record<string, unknown> = { ...extra, ...o, source_path: src.path, source_line: src.line };
  for (const c of AMOUNTS) {
    const m = f[c as 'expected'];
    if (m !== undefined) row[c] = money2(m);
  }
  return columns.map((c) => {
    const v = row[c];
    return csvCell(v, { numeric: (NUMERIC.has(c) && typeof v === 'number') || (AMOUNTS.has(c) && v !== undefined) });
  });
}

export async function writeCsv(run: AuditRun, out: Writable, lang: Lang): Promise<void> {
  await writeOut(out, CSV_FINDING_COLUMNS.join(',') + '\r\n');
  for await (const f of run.findings()) {
    await writeOut(out, findingCells(f, lang, CSV_FINDING_COLUMNS).join(',') + '\r\n');
  }
}
