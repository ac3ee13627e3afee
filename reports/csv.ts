import type { Writable } from 'node:stream';
import type { AuditRun } from '../audit/run.js';
import { serializeFinding } from '../audit/serialize.js';
import type { Lang } from '../engine/core/engine-types.js';
import type { Finding } from '../audit/findings.js';
import { money2 } from '../engine/core/money-text.js';
import { writeOut } from './write.js';
import { startsLikeFormula } from '../engine/core/spreadsheet-formula.js';

export const CSV_FINDING_COLUMNS = [
  'hand_id', 'event', 'ruleset', 'rule', 'article', 'citation', 'category', 'severity', 'seat', 'hand', 'spot', 'number',
  'currency', 'expected', 'actual', 'difference', 'owed_to_player', 'message', 'field', 'source_path', 'source_line', 'table_id',
  'dealer_id', 'started_at',
  // Added last, so that every column before keeps its place: filled on a finding about a bet behind the box only.
  'behind', 'player',
] as const;

/**
 * How a CSV is written. Plain CSV (RFC 4180): `,` between cells, numbers with a
 * decimal point. `--excel`: what a Spanish-locale Excel opens by double-click
 * with every cell in its column and every accent right: a UTF-8 byte-order
 * mark first, `;` between cells, and the decimal comma (that Excel reads
 * "35.50" as 3550, "35,50" as 35.5). Lines end in CRLF in both.
 */
export interface CsvDialect {
  sep: ',' | ';';
  decimal: '.' | ',';
  bom: boolean;
}

export const PLAIN_CSV: CsvDialect = { sep: ',', decimal: '.', bom: false };
export const EXCEL_CSV: CsvDialect = { sep: ';', decimal: ',', bom: true };

export function csvDialect(excel: boolean | undefined): CsvDialect {
  return excel ? EXCEL_CSV : PLAIN_CSV;
}

/** The text a CSV starts with: the byte-order mark when the dialect has one. */
export function csvStart(d: CsvDialect): string {
  return d.bom ? '\uFEFF' : '';
}

/** One line of cells (already made with csvCell) in the dialect. */
export function csvLine(cells: readonly string[], d: CsvDialect = PLAIN_CSV): string {
  return cells.join(d.sep) + '\r\n';
}


/**
 * A cell safe to open in a spreadsheet: text that a spreadsheet would run as
 * a formula (engine/core/spreadsheet-formula.ts) gets a leading quote (OWASP CSV
 * injection advice), then RFC 4180 quoting (of either separator, so a cell
 * reads the same in both dialects). A number takes the dialect's decimal sign.
 */
export function csvCell(value: unknown, { numeric = false, dialect = PLAIN_CSV }: { numeric?: boolean; dialect?: CsvDialect } = {}): string {
  if (value === undefined || value === null) return '';
  let s = String(value);
  if (numeric) return dialect.decimal === '.' ? s : s.replace('.', dialect.decimal);
  if (startsLikeFormula(s)) s = "'" + s;
  if (/[",;\r\n]/.test(s)) s = '"' + s.replace(/"/g, '""') + '"';
  return s;
}

const NUMERIC = new Set(['event', 'seat', 'hand', 'number', 'source_line']);
const AMOUNTS = new Set(['expected', 'actual', 'difference', 'owed_to_player']);

/**
 * One finding's CSV cells, in `columns` order: amounts as plain numbers with two
 * decimals (-35.50, 150.00) beside the `currency` column; text made safe.
 */
export function findingCells(
  f: Finding, lang: Lang, columns: readonly string[], extra: Record<string, unknown> = {}, dialect: CsvDialect = PLAIN_CSV,
): string[] {
  const o = serializeFinding(f, lang);
  const src = o['source'] as { path: string; line?: number };
  const row: Record<string, unknown> = { ...extra, ...o, source_path: src.path, source_line: src.line };
  for (const c of AMOUNTS) {
    const m = f[c as 'expected'];
    if (m !== undefined) row[c] = money2(m);
  }
  return columns.map((c) => {
    const v = row[c];
    return csvCell(v, { numeric: (NUMERIC.has(c) && typeof v === 'number') || (AMOUNTS.has(c) && v !== undefined), dialect });
  });
}

export async function writeCsv(run: AuditRun, out: Writable, lang: Lang, dialect: CsvDialect = PLAIN_CSV): Promise<void> {
  await writeOut(out, csvStart(dialect) + csvLine(CSV_FINDING_COLUMNS, dialect));
  for await (const f of run.findings()) {
    await writeOut(out, csvLine(findingCells(f, lang, CSV_FINDING_COLUMNS, {}, dialect), dialect));
  }
}
